// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import OrderDetailIsland from '../../../src/islands/orders/OrderDetailIsland.tsx';
import OrderListIsland from '../../../src/islands/orders/OrderListIsland.tsx';
import PayIsland from '../../../src/islands/orders/PayIsland.tsx';
import { DEFAULT_ORDER_STEP_MS } from '../../../gateway/services/orders/lifecycle.ts';
import { queryClient } from '../../../src/lib/api/query.ts';
import { REPLENISH_POLL_MS } from '../../../src/lib/orders/pay.ts';
import { $orderListState } from '../../../src/lib/orders/tab-state.ts';
import { REMARK_MAX } from '../../../src/lib/contract/order.ts';
import type { TokenInfo } from '../../../src/lib/contract/auth.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import { setLogin } from '../../../src/lib/session/session.ts';
import messages from '../../../locales/en/orders.json';
import {
  bookableTicket,
  cashier,
  logIn,
  ORDER,
  payOrder,
  saveOrder,
  withRealGateway,
  type Ticket,
} from './support.ts';

/**
 * The pay page, the order list and the order detail against the real gateway: orders made
 * through save, paid through pay and the cashier simulator's POST.
 */

const gateway = withRealGateway();
let owner: TokenInfo;
let token: string;
let ticket: Ticket;

beforeAll(async () => {
  owner = await logIn(gateway, 'orders');
  token = owner.token;
  ticket = await bookableTicket(2, 10);
}, 60_000);
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  queryClient.removeQueries({ queryKey: ['orders'] });
});

const newOrder = () => saveOrder(gateway, token, ticket, 1);

/** A guest remark written to break out of HTML, attributes and scripts (within REMARK_MAX). */
const HOSTILE_REMARK =
  '"><img src=x onerror="window.__xss=1"></dd><script>window.__xss=2</script><svg onload=alert(3)>';

const at = (url: string) => window.history.replaceState(null, '', url);
const PAY_PATHS = {
  payPath: '/en/pay',
  detailPath: '/en/user/order/detail',
  listPath: '/en/user/order',
};

/** Chooses a method on the pay page and answers the cashier address it went to. */
async function payOnPage(orderId: string, method: RegExp): Promise<string> {
  at(`/en/pay?orderId=${orderId}`);
  const navigate = vi.fn<(href: string) => void>();
  render(<PayIsland locale="en" messages={messages} {...PAY_PATHS} navigate={navigate} />);
  const radio = await screen.findByRole('radio', { name: method });
  const pay = screen.getByRole('button', { name: /^Pay HK\$/ });
  expect(pay).toBeEnabled();
  fireEvent.click(pay);
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a payment method'),
  );
  expect($notice.get()?.text).toBe('Choose a payment method');
  expect(navigate).not.toHaveBeenCalled();
  fireEvent.click(radio);
  fireEvent.click(pay);
  await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
  cleanup();
  return navigate.mock.calls[0]?.[0] ?? '';
}

describe('pay page', () => {
  it('pays through the cashier and shows the success with the order number', async () => {
    const order = await newOrder();
    const url = await payOnPage(order.orderId, /WeChat Pay|WXPAY/i);
    expect(url).toContain('/cl-odss-app/open/cashier/');
    const back = await cashier(url, 'paid');
    expect(back).toMatch(/^\/en\/pay\?step=return&orderId=\d+&payId=\d+&result=paid$/);
    at(back);
    render(<PayIsland locale="en" messages={messages} {...PAY_PATHS} />);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(screen.getByText(new RegExp(`Order ${order.orderNo} is paid`))).toBeVisible();
    // The choice step's lead does not stand above the result.
    expect(screen.queryByText(/^Choose how to pay/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      `/en/user/order/detail?orderId=${order.orderId}`,
    );
  });

  it('shows the channel modes, a failed payment, then tries again', async () => {
    const order = await newOrder();
    at(`/en/pay?orderId=${order.orderId}`);
    render(<PayIsland locale="en" messages={messages} {...PAY_PATHS} navigate={() => {}} />);
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(screen.getByText(/^Choose how to pay/)).toBeVisible();
    // Each method by its one name, with how it pays in words, never the channel codes.
    expect(within(group).getByRole('radio', { name: 'WeChat Pay' })).toHaveAccessibleDescription(
      'Opens the wallet app on this phone',
    );
    expect(
      within(group).getByRole('radio', { name: 'UnionPay QuickPass' }),
    ).toHaveAccessibleDescription('Card payment on a secure web page');
    expect(group).not.toHaveTextContent(/\bH5|CUP online/);
    expect(screen.getByTestId('pay-countdown')).toHaveTextContent(/1[45]:\d\d/);
    cleanup();

    const url = await payOnPage(order.orderId, /Visa/i);
    at(await cashier(url, 'failed'));
    render(<PayIsland locale="en" messages={messages} {...PAY_PATHS} />);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeVisible();
    expect(window.location.search).toBe(`?orderId=${order.orderId}`);
  });

  it('says the payment info is not found for an unchanged result on an unpaid order', async () => {
    // The poll's interval on a fake clock; requests and the screen's waits stay on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const order = await newOrder();
    at(`/en/pay?step=return&orderId=${order.orderId}&payId=1&result=unchanged`);
    render(<PayIsland locale="en" messages={messages} {...PAY_PATHS} />);
    expect(await screen.findByRole('heading', { name: 'Payment info not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the order details' })).toHaveAttribute(
      'href',
      `/en/user/order/detail?orderId=${order.orderId}`,
    );
    // The payment arrives late: the page's next listReplenish poll notices it.
    await payOrder(gateway, token, order.orderId, 'WXPAY');
    vi.advanceTimersByTime(REPLENISH_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  it('shows the status of an order that cannot be paid', async () => {
    const order = await newOrder();
    await gateway.call(`${ORDER}/cancel`, { token, body: { orderId: order.orderId } });
    at(`/en/pay?orderId=${order.orderId}`);
    render(<PayIsland locale="en" messages={messages} {...PAY_PATHS} />);
    expect(await screen.findByText('This order cannot be paid: it is Cancelled.')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  });
});

const DETAIL_PATHS = {
  listPath: '/en/user/order',
  payPath: '/en/pay',
  refundPath: '/en/user/order/refund/index',
};

describe('order detail', () => {
  it('shows a pending order, cancels it, then deletes it after confirming', async () => {
    const order = await newOrder();
    at(`/en/user/order/detail?orderId=${order.orderId}`);
    const navigate = vi.fn<(href: string) => void>();
    render(
      <OrderDetailIsland locale="en" messages={messages} {...DETAIL_PATHS} navigate={navigate} />,
    );
    expect(await screen.findByText(order.orderNo)).toBeVisible();
    expect(screen.getByText('Pending payment')).toBeVisible();
    expect(screen.getByText('+852 91****67')).toBeVisible();
    expect(screen.getByText('ta**an@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/en/pay?orderId=${order.orderId}`,
    );
    expect(screen.getByTestId('pay-countdown')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    expect(dialog).toHaveTextContent('irreversible');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete order' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/user/order'));
    const gone = await gateway.call(`${ORDER}/load?orderId=${order.orderId}`, { token });
    expect(gone.status).toBe(404);
  });

  it('shows a guest remark holding markup as text, running nothing', async () => {
    // a guest of its own, logged in on the page until the end of the test
    const own = await logIn(gateway, 'remark');
    try {
      expect(HOSTILE_REMARK.length).toBeLessThanOrEqual(REMARK_MAX);
      const order = await saveOrder(gateway, own.token, ticket, 1, { remark: HOSTILE_REMARK });
      at(`/en/user/order/detail?orderId=${order.orderId}`);
      const { container } = render(
        <OrderDetailIsland locale="en" messages={messages} {...DETAIL_PATHS} />,
      );
      expect(await screen.findByText(HOSTILE_REMARK)).toBeVisible();
      expect(container.querySelector('img, script, iframe, svg, [onerror], [onload]')).toBeNull();
      expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    } finally {
      setLogin(owner);
    }
  });

  it('shows the codes once the voucher is issued, with the voucher and calendar actions', async () => {
    const order = await newOrder();
    await payOrder(gateway, token, order.orderId, 'ALIPAY');
    // The fulfilment simulator steps every 3 s of the gateway clock: paid → processing →
    // confirmed → voucherIssued.
    await gateway.advanceClock(3 * DEFAULT_ORDER_STEP_MS);
    at(`/en/user/order/detail?orderId=${order.orderId}`);
    render(<OrderDetailIsland locale="en" messages={messages} {...DETAIL_PATHS} />);
    expect(await screen.findByText('Voucher issued')).toBeVisible();
    expect(screen.getByText('Alipay')).toBeVisible();
    const codes = screen.getByText('Voucher / ticket redemption code').nextElementSibling;
    expect(codes?.textContent).toMatch(/\w{4,}/);
    expect(codes).not.toHaveTextContent('Issued after payment');
    expect(screen.getByRole('button', { name: 'Download voucher' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();

    // The calendar's events link back to this page on the system domain (https, SPEC §3).
    const files: Blob[] = [];
    const created = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
    const revoked = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
    const define = (name: string, value: unknown) =>
      Object.defineProperty(URL, name, { value, configurable: true, writable: true });
    define('createObjectURL', (blob: unknown) => {
      if (blob instanceof Blob) files.push(blob);
      return 'blob:calendar';
    });
    // saveFile lets go of the address 10 s later: jsdom has no revokeObjectURL to call then.
    if (revoked === undefined) define('revokeObjectURL', () => undefined);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
      const ics = (await files[0]?.text())?.replace(/\r\n /g, '') ?? '';
      const page = `https://${window.location.host}/en/user/order/detail?orderId=${order.orderId}`;
      expect(ics).toContain(`URL:${page}\r\n`);
      expect(ics).toContain(`@${window.location.host}\r\n`);
      expect(sessionStorage.getItem('resort-storefront:systemDomain')).toBe(
        JSON.stringify(`https://${window.location.host}/`),
      );
    } finally {
      if (created === undefined) Reflect.deleteProperty(URL, 'createObjectURL');
      else Object.defineProperty(URL, 'createObjectURL', created);
    }
  });
});

describe('order list', () => {
  it('lists the orders by tab, keeping the tab in the query and the session', async () => {
    const pending = await newOrder();
    at('/en/user/order');
    $orderListState.set({ tab: 'pendingPayment', page: 1 });
    render(
      <OrderListIsland
        locale="en"
        messages={messages}
        detailPath="/en/user/order/detail"
        browsePath="/en/GZ/buy-tickets"
      />,
    );
    expect(await screen.findByText(`Order no. ${pending.orderNo}`)).toBeVisible();
    expect(window.location.search).toBe('?tab=pendingPayment');
    expect(screen.getByRole('link', { name: 'Pending payment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      screen.getByRole('link', { name: `Details of order ${pending.orderNo}` }),
    ).toHaveAttribute('href', `/en/user/order/detail?orderId=${pending.orderId}`);

    fireEvent.click(screen.getByRole('link', { name: 'Cancelled' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=cancelled'));
    expect(JSON.parse(sessionStorage.getItem('resort-storefront:orderList') ?? '{}')).toEqual({
      tab: 'cancelled',
      page: 1,
    });
    await waitFor(() => expect(screen.queryByText(`Order no. ${pending.orderNo}`)).toBeNull());
    expect(screen.getByText(/Cancelled/, { selector: '.od-badge' })).toBeVisible();

    fireEvent.click(screen.getByRole('link', { name: 'Completed' }));
    expect(await screen.findByText('No orders here yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse tickets' })).toBeVisible();
  });

  it('shows a short status from the reduced set: an issued voucher is “Confirmed”', async () => {
    const order = await newOrder();
    await payOrder(gateway, token, order.orderId, 'ALIPAY');
    await gateway.advanceClock(3 * DEFAULT_ORDER_STEP_MS);
    at('/en/user/order');
    $orderListState.set({ tab: 'paid', page: 1 });
    render(
      <OrderListIsland
        locale="en"
        messages={messages}
        detailPath="/en/user/order/detail"
        browsePath="/en/GZ/buy-tickets"
      />,
    );
    const card = (await screen.findByText(`Order no. ${order.orderNo}`)).closest('li');
    if (card === null) throw new Error('the order card expected');
    const badge = within(card).getByText('Confirmed', { selector: '.od-badge' });
    expect(badge).toHaveAttribute('data-status', 'voucherIssued');
    expect(card).not.toHaveTextContent('Voucher issued');
  });
});
