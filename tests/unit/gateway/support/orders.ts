import { expect, test } from 'vitest';
import {
  orderDetailSchema,
  paymentSchema,
  savedOrderSchema,
  type OrderDetail,
  type OrderLineRequest,
  type Payment,
  type SavedOrder,
} from '../../../../src/lib/contract/order.ts';
import { productDetailSchema, productListSchema } from '../../../../src/lib/contract/product.ts';
import { bodyOf, call, createAccountGateway } from './accounts.ts';
import { directSessionToken } from './direct-session.ts';
import { data } from './envelope.ts';
import { SEEDED_AT, UNCAPPED_HOLDS, type TestGateway } from './gateway.ts';
import { PRODUCT } from './search-fixture.ts';

/**
 * What the gateway's order tests share: the `orderTest` fixture gives each test a world of its
 * own (a gateway on its own database, its clock at NOON, a buyer and a second account with open
 * sessions) and the helpers that make and pay orders of park tickets in it, through the cashier
 * simulator. Nothing is shared between tests: each sees only its own orders and stock.
 */

export const ORDER = '/cl-odss-app/guest/order/info';
export const CASHIER = '/cl-odss-app/open/cashier';
/** Monday 2 March 2026, 12:00 in the resort. */
export const NOON = Date.parse('2026-03-02T04:00:00Z');
/** Sessions of the world's accounts: ten days, so that tests may move the clock by days. */
const SESSION_MS = 10 * 86_400_000;

export interface OrderOptions {
  /** The access token of the orderer (the buyer by default). */
  as?: string;
  /** The language the order is made in. */
  lang?: string;
  /** The name of each product's guest. */
  guestName?: string;
}

/** One test's gateway, accounts and order helpers. */
export interface OrderWorld {
  gw: TestGateway;
  /** The buyer's access token. */
  token: string;
  /** The buyer's e-mail address. */
  email: string;
  /** The access token of a second account. */
  stranger: string;
  /** One more account with a session opened at the clock's time (`tag` in its address). */
  account: (tag: string) => Promise<{ token: string; email: string }>;
  /** Sets the clock `ms` after NOON. */
  at: (ms: number) => void;
  /** The park's adult and child tickets on `date` (names in `lang`), nothing sold that day. */
  parkTickets: (date: string, lang?: string) => Promise<ParkTickets>;
  /** The held and sold stock of a SKU on `date`. */
  stock: (skuId: string, date: string) => Promise<{ held: number; sold: number }>;
  /** Saves a pending order of `lines` (one guest per product) priced at `total`. */
  saveOrder: (
    lines: OrderLineRequest[],
    total: number,
    options?: OrderOptions,
  ) => Promise<SavedOrder>;
  /** A pending order of 2 adults and 1 child in the park on `date`. */
  parkOrder: (
    date: string,
    options?: OrderOptions,
  ) => Promise<{ order: SavedOrder; p: ParkTickets }>;
  /** order/info/pay, coming back to the pay page's return step. */
  pay: (orderId: string, payType?: string, channelMode?: string, as?: string) => Promise<Response>;
  /** A payment opened on ALIPAYHK. */
  startPay: (orderId: string, as?: string) => Promise<Payment>;
  /** The cashier simulator's answer to a payment. */
  cashier: (payId: string, result: 'paid' | 'failed') => Promise<Response>;
  /** Pays the order through the cashier; answers the payment and where the cashier sent back. */
  paid: (orderId: string, as?: string) => Promise<{ started: Payment; location: string }>;
  /** order/info/load. */
  load: (orderId: string, as?: string) => Promise<OrderDetail>;
}

export interface ParkTickets {
  productId: string;
  /** The product's name in the language asked for. */
  productName: string;
  adult: { skuId: string; price: number };
  child: { skuId: string; price: number };
}

/**
 * A world for one test. `env` adds gateway variables; by default the cap on unpaid orders is
 * out of the way (UNCAPPED_HOLDS): the cap has tests of its own (order-hold-cap.test.ts).
 */
export async function createOrderWorld(
  env: Readonly<Record<string, string>> = UNCAPPED_HOLDS,
): Promise<OrderWorld> {
  const gw = await createAccountGateway({ ...env });
  gw.clock.setOffset(NOON - SEEDED_AT);
  let accounts = 0;
  const account = async (tag: string) => {
    const email = `${tag}-${++accounts}@example.com`;
    return { token: await directSessionToken(gw.db, email, gw.clock.now(), SESSION_MS), email };
  };
  const { token, email } = await account('buyer');
  const { token: stranger } = await account('stranger');
  let seq = 0;

  const parkTickets = async (date: string, lang = 'en'): Promise<ParkTickets> => {
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
    await gw.db
      .updateTable('inventory')
      .set({ sold: 0 })
      .where('date', '=', date)
      .where(
        'sku_id',
        'in',
        gw.db.selectFrom('sku').select('id').where('product_id', '=', found.productId),
      )
      .execute();
    const sku = (type: string) => {
      const s = detail.skus.find((k) => k.skuType === type);
      if (!s?.priceCents) throw new Error(`no ${type} price`);
      return { skuId: s.skuId, price: s.priceCents };
    };
    return {
      productId: found.productId,
      productName: detail.productName,
      adult: sku('ADULT'),
      child: sku('CHILD'),
    };
  };

  const stock = async (skuId: string, date: string) => {
    const row = await gw.db
      .selectFrom('inventory')
      .select(['held', 'sold'])
      .where('sku_id', '=', skuId)
      .where('date', '=', date)
      .where('session', '=', '')
      .executeTakeFirstOrThrow();
    return { held: row.held, sold: row.sold };
  };

  const saveOrder = async (
    lines: OrderLineRequest[],
    total: number,
    { as = token, lang = 'en', guestName = 'Chan/Tai Man' }: OrderOptions = {},
  ): Promise<SavedOrder> => {
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
  };

  const parkOrder = async (date: string, options: OrderOptions = {}) => {
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
  };

  const pay = (orderId: string, payType = 'ALIPAYHK', channelMode = 'H5', as = token) =>
    call(gw, `${ORDER}/pay`, {
      token: as,
      body: { orderId, payType, channelMode, returnPath: '/en/pay?step=return' },
    });

  const startPay = async (orderId: string, as = token) =>
    paymentSchema.parse((await bodyOf(await pay(orderId, 'ALIPAYHK', 'H5', as))).data);

  const cashier = async (payId: string, result: 'paid' | 'failed') =>
    gw.app.request(`${CASHIER}/${payId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `result=${result}`,
    });

  const paid = async (orderId: string, as = token) => {
    const started = await startPay(orderId, as);
    const back = await cashier(started.payId, 'paid');
    expect(back.status).toBe(303);
    return { started, location: back.headers.get('location') ?? '' };
  };

  const load = async (orderId: string, as = token): Promise<OrderDetail> =>
    data(await call(gw, `${ORDER}/load?orderId=${orderId}`, { token: as }), orderDetailSchema);

  return {
    gw,
    token,
    email,
    stranger,
    account,
    at: (ms) => gw.clock.setOffset(NOON + ms - SEEDED_AT),
    parkTickets,
    stock,
    saveOrder,
    parkOrder,
    pay,
    startPay,
    cashier,
    paid,
    load,
  };
}

/**
 * Vitest's `it` with the `orders` fixture: a world made for the test and closed after it.
 * `cappedOrderTest` keeps the default cap on unpaid orders (gateway/env.ts).
 */
export const orderTest = test.extend<{ orders: OrderWorld }>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixture's dependencies from it
  orders: async ({}, use) => {
    const world = await createOrderWorld();
    await use(world);
    await world.gw.close();
  },
});

export const cappedOrderTest = test.extend<{ orders: OrderWorld }>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixture's dependencies from it
  orders: async ({}, use) => {
    const world = await createOrderWorld({});
    await use(world);
    await world.gw.close();
  },
});
