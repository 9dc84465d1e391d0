// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RefundApplyIsland from '../../../src/islands/refunds/RefundApplyIsland.tsx';
import RefundDetailIsland from '../../../src/islands/refunds/RefundDetailIsland.tsx';
import RefundListIsland from '../../../src/islands/refunds/RefundListIsland.tsx';
import { queryClient } from '../../../src/lib/api/query.ts';
import { productQueries } from '../../../src/lib/booking/queries.ts';
import {
  paymentSchema,
  savedOrderSchema,
  type SavedOrder,
} from '../../../src/lib/contract/order.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { $refundDraft, navigation } from '../../../src/lib/refunds/form.ts';
import { $language } from '../../../src/lib/session/language.ts';
import { setLogin } from '../../../src/lib/session/session.ts';
import en from '../../../locales/en/refund.json';
import { resetStores } from '../api/harness.ts';
import { bodyOf, freshEmail, startGateway, type RunningGateway } from '../account/support.ts';

/** The refund islands against the real gateway: a paid order refunded once, then refused. */

const ORDER = '/cl-odss-app/guest/order/info';
let gateway: RunningGateway;
let token: string;
let order: SavedOrder;

beforeAll(async () => {
  gateway = await startGateway();
  vi.stubEnv('PUBLIC_API_BASE', gateway.url);
  const email = freshEmail('refund');
  await gateway.register(email);
  const login = await gateway.login(email);
  token = login.token;
  setLogin(login);

  const today = hkToday();
  const list = await queryClient.fetchQuery(productQueries.tickets('en', { regionCode: 'GZ' }));
  const product = list.find((p) => p.productType === 'TICKET');
  if (!product) throw new Error('no ticket');
  const calendar = await queryClient.fetchQuery(
    productQueries.calendar({
      productId: product.productId,
      startDate: today,
      endDate: addDays(today, 40),
    }),
  );
  const day = calendar.days.find((d) => d.status === 'AVAILABLE' && d.date > addDays(today, 9));
  if (!day) throw new Error('no bookable day');
  const detail = await queryClient.fetchQuery(
    productQueries.ticket('en', { productId: product.productId, playDate: day.date }),
  );
  const adult = detail.skus.find((s) => s.skuType === 'ADULT' && (s.stockLeft ?? 0) > 3);
  if (!adult?.priceCents) throw new Error('no adult SKU in stock');
  const saved = await gateway.call(`${ORDER}/save`, {
    token,
    body: {
      requestId: `refund-unit-${Date.now().toString(36)}`.padEnd(20, '0'),
      channel: 'WAP',
      guestMode: 'normal',
      lines: [
        { productId: product.productId, skuId: adult.skuId, quantity: 2, startDate: day.date },
      ],
      guests: [
        {
          productId: product.productId,
          guestName: 'Chan/Tai Man',
          guestMobile: '91234567',
          guestMobileArea: '+852',
          guestEmail: 'tai.man@example.com',
          remark: '',
        },
      ],
      expectedTotalCents: 2 * adult.priceCents,
      termsAccepted: true,
    },
  });
  if (saved.status !== 200) throw new Error(`save ${saved.status}`);
  order = savedOrderSchema.parse((await bodyOf(saved)).data);
  const paying = await gateway.call(`${ORDER}/pay`, {
    token,
    body: {
      orderId: order.orderId,
      payType: 'ALIPAYHK',
      channelMode: 'H5',
      returnPath: '/en/pay',
    },
  });
  const payment = paymentSchema.parse((await bodyOf(paying)).data);
  const back = await fetch(`${gateway.url}/cl-odss-app/open/cashier/${payment.payId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'result=paid',
    redirect: 'manual',
  });
  if (back.status !== 303) throw new Error(`cashier ${back.status}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  queryClient.clear();
  await gateway.close();
  resetStores();
  cleanStores($language);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  $refundDraft.set(null);
  vi.restoreAllMocks();
});

const showApply = () => {
  window.history.replaceState(null, '', `/en/user/order/refund/index?orderId=${order.orderId}`);
  render(
    <RefundApplyIsland
      locale="en"
      messages={en}
      payMethods={{}}
      detailPath="/en/user/order/refund/detail"
      ordersPath="/en/user/order"
    />,
  );
};

describe('refunds on the real gateway', () => {
  it('quotes a paid order, applies once and shows the refund record', async () => {
    showApply();
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    // Ten days or more before the visit: no handling fee, the whole amount back.
    expect(screen.getByTestId('refund-fee')).toHaveTextContent('HK$0');
    expect(screen.getByText('1-7 business days')).toBeInTheDocument();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('checkbox', { name: /booking and refund notice/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Specific reason' }), {
      target: { value: 'Plans changed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply for the refund' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    const href = go.mock.calls[0]?.[0] ?? '';
    const refundId = /refundId=(\d+)$/.exec(href)?.[1] ?? '';
    expect(refundId).not.toBe('');
    cleanup();

    window.history.replaceState(null, '', `/en/user/order/refund/detail?refundId=${refundId}`);
    render(
      <RefundDetailIsland
        locale="en"
        messages={en}
        listPath="/en/user/service"
        orderPath="/en/user/order/detail"
      />,
    );
    expect(await screen.findByText('Other: Plans changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: order.orderNo })).toBeInTheDocument();
    expect(
      screen.getByText('Refund amount', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(`HK$${(order.totalCents / 100).toLocaleString('en')}`);
  });

  it('refuses a second refund of the order with the rule and lists the first', async () => {
    showApply();
    expect(await screen.findByText('This order cannot be refunded')).toBeInTheDocument();
    expect(screen.getByText(/refunded in full once only/)).toBeInTheDocument();
    cleanup();
    window.history.replaceState(null, '', '/en/user/service');
    render(
      <RefundListIsland locale="en" messages={en} detailPath="/en/user/service/service-detail" />,
    );
    const link = await screen.findByRole('link', { name: new RegExp(order.orderNo) });
    expect(link.getAttribute('href')).toMatch(
      /^\/en\/user\/service\/service-detail\?refundId=\d+$/,
    );
  });
});
