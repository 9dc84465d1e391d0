// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RecheckIsland from '../../../src/islands/recheck/RecheckIsland.tsx';
import { queryClient } from '../../../src/lib/api/query.ts';
import { $cart, type CartLine } from '../../../src/lib/booking/cart.ts';
import { $guestList } from '../../../src/lib/booking/guests.ts';
import { $lastOrder, $orderAttempt } from '../../../src/lib/booking/order.ts';
import { productQueries } from '../../../src/lib/booking/queries.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { $language } from '../../../src/lib/session/language.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import { setLogin } from '../../../src/lib/session/session.ts';
import messages from '../../../locales/en/recheck.json';
import { resetStores } from '../api/harness.ts';
import { freshEmail, startGateway, type RunningGateway } from '../account/support.ts';

/** The recheck page's island against the real gateway: summary, terms, login, the saved order. */

let gateway: RunningGateway;
let ticket: CartLine;
beforeAll(async () => {
  gateway = await startGateway();
  vi.stubEnv('PUBLIC_API_BASE', gateway.url);
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
  const day = calendar.days.find((d) => d.status === 'AVAILABLE' && d.date > addDays(today, 2));
  if (!day) throw new Error('no bookable day');
  const detail = await queryClient.fetchQuery(
    productQueries.ticket('en', { productId: product.productId, playDate: day.date }),
  );
  const adult = detail.skus.find((s) => s.skuType === 'ADULT' && (s.stockLeft ?? 0) > 3);
  if (!adult?.priceCents) throw new Error('no adult SKU in stock');
  ticket = {
    productId: product.productId,
    skuId: adult.skuId,
    productType: 'TICKET',
    poiCode: product.poiCode,
    poiType: product.poiType,
    date: day.date,
    quantity: 2,
    unitPriceCents: adult.priceCents,
    stockLeft: adult.stockLeft,
    names: { en: { product: product.productName, sku: adult.skuName } },
  };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  queryClient.clear();
  await gateway.close();
  cleanStores($language);
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
async function logIn() {
  const email = freshEmail('recheck');
  await gateway.register(email);
  setLogin(await gateway.login(email));
}

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
    expect(await screen.findByText(ticket.names.en?.product ?? '')).toBeInTheDocument();
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

  it('asks for the terms first: toast, message on the box, focus, nothing sent', async () => {
    await logIn();
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
    await logIn();
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
    await logIn();
    fillCart();
    show();
    fireEvent.click(terms());
    const button = screen.getByRole('button', { name: 'Submit order' });
    fireEvent.click(button);
    // a second tap while the first is on its way does nothing
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Submitting…');
    fireEvent.click(button);
    expect(
      await screen.findByRole('heading', { name: 'Your order is placed' }),
    ).toBeInTheDocument();
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
    await logIn();
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
});
