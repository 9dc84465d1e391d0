import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  orderDetailSchema,
  paymentSchema,
  savedOrderSchema,
  type OrderDetail,
  type OrderLineRequest,
  type SavedOrder,
} from '../../../../src/lib/contract/order.ts';
import { productDetailSchema, productListSchema } from '../../../../src/lib/contract/product.ts';
import { bodyOf, call, createAccountGateway, login, register } from './accounts.ts';
import { data } from './envelope.ts';
import { SEEDED_AT, UNCAPPED_HOLDS, type TestGateway } from './gateway.ts';
import { PRODUCT } from './search-fixture.ts';

/**
 * What the gateway's order tests share: a gateway with a buyer and a stranger logged in, its
 * clock at NOON, and the orders of park tickets, paid through the cashier simulator.
 *
 * `gw`, `token` and `stranger` are live bindings set by `withOrderGateway` before the file's
 * tests run (each test file has its own module instance).
 */

export const ORDER = '/cl-odss-app/guest/order/info';
export const CASHIER = '/cl-odss-app/open/cashier';
/** Monday 2 March 2026, 12:00 in the resort. */
export const NOON = Date.parse('2026-03-02T04:00:00Z');

export let gw: TestGateway;
/** The buyer's access token. */
export let token: string;
/** The access token of a second account. */
export let stranger: string;

/**
 * A gateway for the file's tests, its clock at NOON before each test: `buyer` and `second`
 * registered and logged in (as `token` and `stranger`), `more` registered only. The two buyers
 * keep the unpaid orders of every test of the file, so the hold cap is out of the way
 * (UNCAPPED_HOLDS); {@link withCappedOrderGateway} keeps it.
 */
export function withOrderGateway(buyer: string, second: string, ...more: string[]): void {
  setUpOrderGateway(UNCAPPED_HOLDS, [buyer, second, ...more]);
}

/** {@link withOrderGateway} with the default hold cap of unpaid orders (gateway/env.ts). */
export function withCappedOrderGateway(buyer: string, second: string): void {
  setUpOrderGateway({}, [buyer, second]);
}

function setUpOrderGateway(env: Readonly<Record<string, string>>, emails: string[]): void {
  const [buyer = '', second = '', ...more] = emails;
  beforeAll(async () => {
    gw = await createAccountGateway({ ACCESS_TOKEN_TTL_SECONDS: '864000', ...env });
    gw.clock.setOffset(NOON - SEEDED_AT);
    for (const email of [buyer, second, ...more]) await register(gw, email);
    token = (await login(gw, buyer)).token;
    stranger = (await login(gw, second, '198.51.100.9')).token;
  });
  afterAll(() => gw.close());
  beforeEach(() => gw.clock.setOffset(NOON - SEEDED_AT));
}

/** Sets the clock `ms` after NOON. */
export const at = (ms: number) => gw.clock.setOffset(NOON + ms - SEEDED_AT);

/** The park's adult and child tickets on `date` (names in `lang`), nothing sold that day. */
export async function parkTickets(date: string, lang = 'en') {
  const list = await data(
    await gw.get(`${PRODUCT}/ticket/list?poiCode=GZ_PARK`, lang),
    productListSchema,
  );
  const found = list.find((p) => p.productCode === 'GZ_PARK_DAY');
  if (!found) throw new Error('no park ticket');
  const detail = await data(
    await gw.get(`${PRODUCT}/ticket/load?productId=${found.productId}&playDate=${date}`, lang),
    productDetailSchema,
  );
  await gw.db.execute({
    sql: `UPDATE inventory SET sold = 0 WHERE date = ? AND sku_id IN (SELECT id FROM sku WHERE product_id = ?)`,
    args: [date, found.productId],
  });
  const sku = (type: string) => {
    const s = detail.skus.find((k) => k.skuType === type);
    if (!s?.priceCents) throw new Error(`no ${type} price`);
    return { skuId: s.skuId, price: s.priceCents };
  };
  return { productId: found.productId, adult: sku('ADULT'), child: sku('CHILD') };
}

/** The held and sold stock of a SKU on `date`. */
export async function stock(skuId: string, date: string) {
  const r = await gw.db.execute({
    sql: `SELECT held, sold FROM inventory WHERE sku_id = ? AND date = ? AND session = ''`,
    args: [skuId, date],
  });
  return { held: Number(r.rows[0]?.['held']), sold: Number(r.rows[0]?.['sold']) };
}

export interface OrderOptions {
  /** The access token of the orderer (the buyer by default). */
  as?: string;
  /** The language the order is made in. */
  lang?: string;
  /** The name of each product's guest. */
  guestName?: string;
}

let seq = 0;

/** Saves a pending order of `lines` (one guest per product) priced at `total`. */
export async function saveOrder(
  lines: OrderLineRequest[],
  total: number,
  { as = token, lang = 'en', guestName = 'Chan/Tai Man' }: OrderOptions = {},
): Promise<SavedOrder> {
  const res = await gw.app.request(`${ORDER}/save`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': lang,
      'X-Forwarded-For': '198.51.100.1',
      Authorization: `Bearer ${as}`,
    },
    body: JSON.stringify({
      requestId: `order-test-${String(++seq).padStart(8, '0')}`,
      channel: 'WAP',
      guestMode: 'normal',
      lines,
      guests: [...new Set(lines.map((l) => l.productId))].map((productId) => ({
        productId,
        guestName,
        guestMobile: '91234567',
        guestMobileArea: '+852',
        guestEmail: 'tai@example.com',
        remark: '',
      })),
      expectedTotalCents: total,
      termsAccepted: true,
    }),
  });
  expect(res.status).toBe(200);
  return savedOrderSchema.parse((await bodyOf(res)).data);
}

/** A pending order of 2 adults and 1 child in the park on `date`. */
export async function parkOrder(date: string, options: OrderOptions = {}) {
  const p = await parkTickets(date, options.lang);
  const order = await saveOrder(
    [
      { productId: p.productId, skuId: p.adult.skuId, quantity: 2, startDate: date },
      { productId: p.productId, skuId: p.child.skuId, quantity: 1, startDate: date },
    ],
    2 * p.adult.price + p.child.price,
    options,
  );
  return { order, p };
}

/** order/info/pay, coming back to the pay page's return step. */
export const pay = (orderId: string, payType = 'ALIPAYHK', channelMode = 'H5', as = token) =>
  call(gw, `${ORDER}/pay`, {
    token: as,
    body: { orderId, payType, channelMode, returnPath: '/en/pay?step=return' },
  });

/** A payment opened on ALIPAYHK. */
export const startPay = async (orderId: string, as = token) =>
  paymentSchema.parse((await bodyOf(await pay(orderId, 'ALIPAYHK', 'H5', as))).data);

/** The cashier simulator's answer to a payment. */
export const cashier = (payId: string, result: 'paid' | 'failed') =>
  gw.app.request(`${CASHIER}/${payId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
  });

/** Pays the order through the cashier; answers the payment and where the cashier sent back. */
export async function paid(orderId: string, as = token) {
  const started = await startPay(orderId, as);
  const back = await cashier(started.payId, 'paid');
  expect(back.status).toBe(303);
  return { started, location: back.headers.get('location') ?? '' };
}

/** order/info/load. */
export const load = async (orderId: string, as = token): Promise<OrderDetail> =>
  data(await call(gw, `${ORDER}/load?orderId=${orderId}`, { token: as }), orderDetailSchema);
