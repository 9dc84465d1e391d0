// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RecheckIsland from '../../../src/islands/recheck/RecheckIsland.tsx';
import { $cart, type CartLine } from '../../../src/lib/booking/cart.ts';
import { $guestList } from '../../../src/lib/booking/guests.ts';
import { $lastOrder, $orderAttempt } from '../../../src/lib/booking/order.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import { productNamesSchema } from '../../../src/lib/contract/product.ts';
import messages from '../../../locales/en/recheck.json';
import zhTW from '../../../locales/zh-TW/recheck.json';
import { resetStores } from '../api/harness.ts';
import { bookableTicket, logIn, withRealGateway } from '../orders/support.ts';

/** The recheck page's island against the real gateway: summary, terms, login, the saved order. */

const gateway = withRealGateway();
let ticket: CartLine;
/** The ticket's product name in English, as the gateway names it. */
let ticketName: string;
/** The ticket's product name in Traditional Chinese. */
let chineseName: string;

/** The name product/info/names gives a product in a language, straight from the gateway. */
async function nameIn(lang: string, productId: string): Promise<string> {
  const answer = await fetch(
    `${gateway.url}/cl-odss-app/guest/product/info/names?productIds=${productId}`,
    { headers: { 'Accept-Language': lang } },
  );
  const [named] = productNamesSchema.parse(((await answer.json()) as { data: unknown }).data);
  if (named === undefined) throw new Error(`no ${lang} name for ${productId}`);
  return named.productName;
}

beforeAll(async () => {
  const { product, adult, price, date } = await bookableTicket(2, 3);
  ticket = {
    productId: product.productId,
    skuId: adult.skuId,
    productType: 'TICKET',
    poiCode: product.poiCode,
    poiType: product.poiType,
    date,
    quantity: 2,
    unitPriceCents: price,
    stockLeft: adult.stockLeft,
  };
  ticketName = await nameIn('en', product.productId);
  chineseName = await nameIn('zh-TW', product.productId);
});
afterEach(() => {
  cleanup();
  resetStores();
  $cart.set({ lines: [] });
  $guestList.set({ mode: 'normal', guests: [] });
  $lastOrder.set(null);
  $orderAttempt.set(null);
});

const PATHS = {
  cartPath: '/en/product',
  loginPath: '/en/login',
  termsPath: '/en/home/payment-instructions',
  payPath: '/en/pay',
  orderPath: '/en/user/order/detail',
};
const show = () => render(<RecheckIsland locale="en" messages={messages} {...PATHS} />);
const guest = (productId: string) => ({
  productId,
  guestName: 'Chan/Tai Man',
  guestMobile: '91234567',
  guestMobileArea: '+852',
  guestEmail: 'tai.man@example.com',
  remark: '',
});
const fillCart = (lines: CartLine[] = [ticket]) => {
  $cart.set({ lines });
  $guestList.set({ mode: 'normal', guests: [guest(ticket.productId)] });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));
const terms = () => screen.getByRole('checkbox', { name: /terms and conditions/ });

describe('the recheck island', () => {
  it('sends a visitor with an empty cart back to the cart', async () => {
    show();
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
      'href',
      '/en/product',
    );
  });

  it('shows the summary to a visitor and asks for the login, coming back here', async () => {
    window.history.replaceState(null, '', '/en/product-recheck');
    fillCart();
    show();
    expect(await screen.findByText(ticketName)).toBeInTheDocument();
    const total = screen.getByRole('status', { name: 'Order total' });
    expect(total).toHaveTextContent(
      `HK$${((2 * ticket.unitPriceCents) / 100).toLocaleString('en')}`,
    );
    expect(screen.getByText(/Chan Tai Man/)).toBeInTheDocument();
    expect(screen.getByText(/\+852 91\*\*\*\*67/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/login?redirect=%2Fen%2Fproduct-recheck',
    );
    expect(screen.getByRole('button', { name: 'Submit order' })).toBeDisabled();
  });

  it('names the lines in the page’s language, whatever language they were added in', async () => {
    expect(chineseName).not.toBe(ticketName);
    fillCart();
    render(<RecheckIsland locale="zh-TW" messages={zhTW} {...PATHS} />);
    expect(await screen.findByText(chineseName)).toBeInTheDocument();
    expect(screen.queryByText(ticketName)).not.toBeInTheDocument();
  });

  it('asks for the terms first: toast, message on the box, focus, nothing sent', async () => {
    await logIn(gateway, 'recheck');
    fillCart();
    show();
    submit();
    expect($notice.get()?.text).toBe('Accept the terms and conditions first');
    expect(terms()).toHaveFocus();
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Accept the terms and conditions first');
    expect($lastOrder.get()).toBeNull();
  });

  it('does not send an order whose guests are incomplete', async () => {
    await logIn(gateway, 'recheck');
    $cart.set({ lines: [ticket] });
    show();
    expect(screen.getByText(/The guest details are incomplete/)).toBeInTheDocument();
    fireEvent.click(terms());
    submit();
    expect($notice.get()?.text).toBe(
      'The guest details are incomplete; complete them in the cart.',
    );
    expect($lastOrder.get()).toBeNull();
  });

  it('saves the order once, empties the cart and shows the order with the way to pay', async () => {
    await logIn(gateway, 'recheck');
    fillCart();
    show();
    fireEvent.click(terms());
    const button = screen.getByRole('button', { name: 'Submit order' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      fireEvent.click(button);
      // a second tap while the first is on its way does nothing, before and after the button
      // shows it
      fireEvent.click(button);
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveTextContent('Submitting…');
      fireEvent.click(button);
      expect(
        await screen.findByRole('heading', { name: 'Your order is placed' }),
      ).toBeInTheDocument();
      const saves = fetchSpy.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).endsWith('/order/info/save'),
      );
      expect(saves).toHaveLength(1);
    } finally {
      fetchSpy.mockRestore();
    }
    const order = $lastOrder.get();
    expect(order).toMatchObject({
      status: 'pendingPayment',
      totalCents: 2 * ticket.unitPriceCents,
    });
    expect(screen.getByText(order?.orderNo ?? 'none')).toBeInTheDocument();
    expect(screen.getByText('Pending payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/en/pay?orderId=${order?.orderId}`,
    );
    expect($cart.get().lines).toEqual([]);
    expect($notice.get()?.text).toBe(`Order ${order?.orderNo} placed`);
  });

  it('shows the new total when prices moved, and the shopper accepts it by submitting again', async () => {
    await logIn(gateway, 'recheck');
    fillCart([{ ...ticket, unitPriceCents: ticket.unitPriceCents - 100 }]);
    show();
    fireEvent.click(terms());
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Prices have changed/));
    expect($cart.get().lines[0]?.unitPriceCents).toBe(ticket.unitPriceCents);
    expect(terms()).not.toBeChecked();
    fireEvent.click(terms());
    submit();
    expect(
      await screen.findByRole('heading', { name: 'Your order is placed' }),
    ).toBeInTheDocument();
    expect($lastOrder.get()?.totalCents).toBe(2 * ticket.unitPriceCents);
  });

  it('shows the gateway’s hold limit to a shopper who asks for more than one account may hold unpaid', async () => {
    await logIn(gateway, 'recheck');
    fillCart([{ ...ticket, quantity: 21 }]);
    show();
    fireEvent.click(terms());
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /as many unpaid bookings as one account may: pay or cancel an unpaid order/,
      ),
    );
    expect($lastOrder.get()).toBeNull();
    expect($cart.get().lines[0]?.quantity).toBe(21);
  });
});
