import { cleanStores } from 'nanostores';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { queryClient } from '../../../src/lib/api/query.ts';
import { productQueries } from '../../../src/lib/booking/queries.ts';
import type { TokenInfo } from '../../../src/lib/contract/auth.ts';
import {
  paymentSchema,
  savedOrderSchema,
  type SavedOrder,
} from '../../../src/lib/contract/order.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { $language } from '../../../src/lib/session/language.ts';
import { setLogin } from '../../../src/lib/session/session.ts';
import { bodyOf, freshEmail, startGateway, type RunningGateway } from '../account/support.ts';

/**
 * What the island tests of orders, the recheck and refunds share against the real gateway:
 * the gateway itself, a logged-in account, a bookable ticket and orders made and paid on it.
 */

export const ORDER = '/cl-odss-app/guest/order/info';

/**
 * The real gateway for the file's tests, PUBLIC_API_BASE pointing at it; after them the
 * queries and the language store are cleared.
 */
export function withRealGateway(): RunningGateway {
  let live: RunningGateway | undefined;
  const current = (): RunningGateway => {
    if (live === undefined) throw new Error('the gateway has not started');
    return live;
  };
  beforeAll(async () => {
    live = await startGateway();
    vi.stubEnv('PUBLIC_API_BASE', live.url);
  }, 60_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    queryClient.clear();
    await current().close();
    cleanStores($language);
  });
  return {
    get url() {
      return current().url;
    },
    lastCode: (to) => current().lastCode(to),
    captchaToken: (scope) => current().captchaToken(scope),
    call: (path, init) => current().call(path, init),
    register: (email) => current().register(email),
    login: (email, password) => current().login(email, password),
    advanceClock: (ms) => current().advanceClock(ms),
    close: () => current().close(),
  };
}

/** Registers a fresh account (`tag` in its address) and logs it in on the page. */
export async function logIn(gateway: RunningGateway, tag: string): Promise<TokenInfo> {
  const email = freshEmail(tag);
  await gateway.register(email);
  const login = await gateway.login(email);
  setLogin(login);
  return login;
}

/** An adult ticket of GZ with more than `stockOver` left, on a day on sale after `afterDays`. */
export async function bookableTicket(afterDays: number, stockOver: number) {
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
  const day = calendar.days.find(
    (d) => d.status === 'AVAILABLE' && d.date > addDays(today, afterDays),
  );
  if (!day) throw new Error('no bookable day');
  const detail = await queryClient.fetchQuery(
    productQueries.ticket('en', { productId: product.productId, playDate: day.date }),
  );
  const adult = detail.skus.find((s) => s.skuType === 'ADULT' && (s.stockLeft ?? 0) > stockOver);
  if (!adult?.priceCents) throw new Error('no adult SKU in stock');
  return { product, adult, price: adult.priceCents, date: day.date };
}

export type Ticket = Awaited<ReturnType<typeof bookableTicket>>;

let seq = 0;

/**
 * Saves an order of `quantity` of the ticket, with one guest (and that guest's `remark`), as the
 * owner of `token`.
 */
export async function saveOrder(
  gateway: RunningGateway,
  token: string,
  ticket: Ticket,
  quantity: number,
  { remark = '' }: { remark?: string } = {},
): Promise<SavedOrder> {
  const { productId } = ticket.product;
  const res = await gateway.call(`${ORDER}/save`, {
    token,
    body: {
      requestId: `island-order-${Date.now().toString(36)}-${++seq}`.padEnd(20, '0'),
      channel: 'WAP',
      guestMode: 'normal',
      lines: [{ productId, skuId: ticket.adult.skuId, quantity, startDate: ticket.date }],
      guests: [
        {
          productId,
          guestName: 'Chan/Tai Man',
          guestMobile: '91234567',
          guestMobileArea: '+852',
          guestEmail: 'taiman@example.com',
          remark,
        },
      ],
      expectedTotalCents: quantity * ticket.price,
      termsAccepted: true,
    },
  });
  const body = await bodyOf(res);
  if (res.status !== 200) throw new Error(`save ${res.status} ${body.msg}`);
  return savedOrderSchema.parse(body.data);
}

/** Completes a payment on the simulator's cashier; answers the site path it sends back to. */
export async function cashier(cashierUrl: string, result: 'paid' | 'failed'): Promise<string> {
  const res = await fetch(cashierUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

/** Pays the order with `payType` through pay and the cashier. */
export async function payOrder(
  gateway: RunningGateway,
  token: string,
  orderId: string,
  payType = 'ALIPAYHK',
): Promise<void> {
  const res = await gateway.call(`${ORDER}/pay`, {
    token,
    body: { orderId, payType, channelMode: 'H5', returnPath: '/en/pay?step=return' },
  });
  await cashier(paymentSchema.parse((await bodyOf(res)).data).cashierUrl, 'paid');
}
