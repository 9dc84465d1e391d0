import { describe, expect } from 'vitest';
import { ERROR_CODES, validationErrorDataSchema } from '../../../src/lib/contract/envelope.ts';
import {
  ORDER_ERROR_CODES,
  savedOrderSchema,
  type GuestContactRequest,
  type OrderLineRequest,
  type OrderSaveRequest,
} from '../../../src/lib/contract/order.ts';
import {
  productDetailSchema,
  productListSchema,
  PRODUCT_ERROR_CODES,
  hotelRoomListSchema,
  type ProductDetail,
} from '../../../src/lib/contract/product.ts';
import { releaseExpiredOrders } from '../../../gateway/services/orders/expiry.ts';
import { bodyOf, call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { SEEDED_AT } from './support/gateway.ts';
import { NOON, orderTest as it, type OrderWorld } from './support/orders.ts';
import { PRODUCT } from './support/search-fixture.ts';

const SAVE = '/cl-odss-app/guest/order/info/save';

let seq = 0;
const requestId = () => `test-request-${String(++seq).padStart(6, '0')}-${Date.now()}`;

/** A product with its SKUs priced on `date`; its stock of the days from `date` is put back to full. */
async function product(o: OrderWorld, code: string, date?: string, session?: string) {
  const { gw } = o;
  const list = await data(await gw.get(`${PRODUCT}/ticket/list`, 'en'), productListSchema);
  const checkIn = date ?? '2026-03-05';
  const rooms = await data(
    await gw.get(
      `${PRODUCT}/hotel/room/list?poiCode=GZ_HOTEL&checkInDate=${checkIn}&checkOutDate=${addDays(checkIn, 1)}`,
      'en',
    ),
    hotelRoomListSchema,
  );
  const room = rooms.find((p) => p.productCode === code);
  const found = list.find((p) => p.productCode === code) ?? room;
  if (!found) throw new Error(`No product ${code}.`);
  if (date !== undefined) await restock(o, found.productId, date);
  if (room !== undefined) return room;
  const q = new URLSearchParams({ productId: found.productId });
  if (date !== undefined) q.set('playDate', date);
  if (session !== undefined) q.set('session', session);
  return data(await gw.get(`${PRODUCT}/ticket/load?${q.toString()}`, 'en'), productDetailSchema);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Nothing sold of the product from `date` for a week (the seed sells out some days). */
async function restock({ gw }: OrderWorld, productId: string, date: string) {
  const end = addDays(date, 6);
  await gw.get(
    `${PRODUCT}/info/getPriceCalendarList?productId=${productId}&startDate=${date}&endDate=${end}`,
  );
  await gw.db
    .updateTable('inventory')
    .set({ sold: 0 })
    .where('date', '>=', date)
    .where('date', '<=', end)
    .where('sku_id', 'in', gw.db.selectFrom('sku').select('id').where('product_id', '=', productId))
    .execute();
}

const skuOf = (p: Pick<ProductDetail, 'skus'>, type: string) => {
  const sku = p.skus.find((s) => s.skuType === type);
  if (!sku) throw new Error(`No ${type} SKU.`);
  return sku;
};

const guest = (productId: string, extra: Partial<GuestContactRequest> = {}) => ({
  productId,
  guestName: 'Chan/Tai Man',
  guestMobile: '91234567',
  guestMobileArea: '+852',
  guestEmail: 'tai.man@example.com',
  remark: '',
  ...extra,
});

function request(
  lines: OrderLineRequest[],
  expectedTotalCents: number,
  extra: Partial<OrderSaveRequest> = {},
): OrderSaveRequest {
  return {
    requestId: requestId(),
    channel: 'WAP',
    guestMode: 'normal',
    lines,
    guests: [...new Set(lines.map((l) => l.productId))].map((id) => guest(id)),
    expectedTotalCents,
    termsAccepted: true,
    ...extra,
  };
}

const save = (o: OrderWorld, body: unknown, as: string = o.token) =>
  call(o.gw, SAVE, { body, token: as });

async function held({ gw }: OrderWorld, skuId: string, date: string, session = '') {
  const row = await gw.db
    .selectFrom('inventory')
    .select(['held', 'sold', 'total'])
    .where('sku_id', '=', skuId)
    .where('date', '=', date)
    .where('session', '=', session)
    .executeTakeFirst();
  return row ?? null;
}

/** Sells all of a SKU's stock on `date` but `left` units. */
async function leaveStock({ gw }: OrderWorld, skuId: string, date: string, left: number) {
  await gw.db
    .updateTable('inventory')
    .set((eb) => ({ sold: eb(eb('total', '-', eb.ref('held')), '-', left) }))
    .where('sku_id', '=', skuId)
    .where('date', '=', date)
    .where('session', '=', '')
    .execute();
}

async function failure(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await bodyOf(res);
  expect(body).toMatchObject({ state: 'error', code });
  return body;
}
async function badFields(res: Response): Promise<string[]> {
  const body = await failure(res, 400, ERROR_CODES.validation);
  return validationErrorDataSchema.parse(body.data).fields.map((f) => f.field);
}

describe('order/info/save', () => {
  it('prices the lines again, holds the stock and answers a pending order with 15 minutes to pay', async ({
    orders,
  }) => {
    const park = await product(orders, 'GZ_PARK_DAY', '2026-03-07');
    const adult = skuOf(park, 'ADULT');
    const child = skuOf(park, 'CHILD');
    const before = await held(orders, adult.skuId, '2026-03-07');
    const total = 2 * (adult.priceCents ?? 0) + (child.priceCents ?? 0);
    const res = await save(
      orders,
      request(
        [
          { productId: park.productId, skuId: adult.skuId, quantity: 2, startDate: '2026-03-07' },
          { productId: park.productId, skuId: child.skuId, quantity: 1, startDate: '2026-03-07' },
        ],
        total,
      ),
    );
    expect(res.status).toBe(200);
    const order = savedOrderSchema.parse((await bodyOf(res)).data);
    expect(order).toMatchObject({
      status: 'pendingPayment',
      totalCents: total,
      payBefore: NOON + 15 * 60_000,
      guestMode: 'normal',
      guestCount: 1,
    });
    expect(order.orderNo).toMatch(/^RS20260302\d{8}$/);
    expect(order.lines.map((l) => [l.skuId, l.quantity, l.unitPriceCents])).toEqual([
      [adult.skuId, 2, adult.priceCents],
      [child.skuId, 1, child.priceCents],
    ]);
    expect(await held(orders, adult.skuId, '2026-03-07')).toEqual({
      ...before,
      held: (before?.held ?? 0) + 2,
    });
  });

  it('makes one order of the same request sent twice, also at the same moment', async ({
    orders,
  }) => {
    const park = await product(orders, 'GZ_PARK_DAY', '2026-03-09');
    const adult = skuOf(park, 'ADULT');
    const body = request(
      [{ productId: park.productId, skuId: adult.skuId, quantity: 1, startDate: '2026-03-09' }],
      adult.priceCents ?? 0,
    );
    const before = await held(orders, adult.skuId, '2026-03-09');
    const answers = await Promise.all([save(orders, body), save(orders, body), save(orders, body)]);
    const ids = await Promise.all(
      answers.map(async (r) => savedOrderSchema.parse((await bodyOf(r)).data).orderId),
    );
    expect(new Set(ids).size).toBe(1);
    const again = savedOrderSchema.parse((await bodyOf(await save(orders, body))).data);
    expect(again.orderId).toBe(ids[0]);
    expect((await held(orders, adult.skuId, '2026-03-09'))?.held).toBe((before?.held ?? 0) + 1);
  });

  it('prices a hotel stay night by night and holds every night', async ({ orders }) => {
    const room = await product(orders, 'GZ_HOTEL_STANDARD', '2026-03-05');
    const sku = skuOf(room, 'ROOM');
    // Thursday and Friday off-peak, Saturday peak.
    const total = sku.offPeakPriceCents * 2 + sku.peakPriceCents;
    const res = await save(
      orders,
      request(
        [
          {
            productId: room.productId,
            skuId: sku.skuId,
            quantity: 1,
            startDate: '2026-03-05',
            endDate: '2026-03-08',
          },
        ],
        total,
      ),
    );
    expect(res.status).toBe(200);
    const order = savedOrderSchema.parse((await bodyOf(res)).data);
    expect(order.lines[0]).toMatchObject({ endDate: '2026-03-08', unitPriceCents: total });
    for (const night of ['2026-03-05', '2026-03-06', '2026-03-07']) {
      expect((await held(orders, sku.skuId, night))?.held).toBeGreaterThanOrEqual(1);
    }
    expect((await held(orders, sku.skuId, '2026-03-08'))?.held ?? 0).toBe(0);
  });

  it('refuses a total the shopper did not see, answering the new total', async ({ orders }) => {
    const park = await product(orders, 'GZ_PARK_DAY', '2026-03-10');
    const adult = skuOf(park, 'ADULT');
    const res = await save(
      orders,
      request(
        [{ productId: park.productId, skuId: adult.skuId, quantity: 1, startDate: '2026-03-10' }],
        1,
      ),
    );
    const body = await failure(res, 409, ORDER_ERROR_CODES.priceChanged);
    expect(body.data).toMatchObject({ totalCents: adult.priceCents });
    expect(body.msg).toContain('Prices have changed');
  });

  it('sells exactly what is left when buyers race for the last tickets, and nothing more', async ({
    orders,
  }) => {
    const { stranger, token } = orders;
    const park = await product(orders, 'GZ_PARK_DAY', '2026-03-11');
    const adult = skuOf(park, 'ADULT');
    // Leave 5 on sale.
    await leaveStock(orders, adult.skuId, '2026-03-11', 5);
    const line = { productId: park.productId, skuId: adult.skuId, startDate: '2026-03-11' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        save(
          orders,
          request([{ ...line, quantity: 1 }], adult.priceCents ?? 0),
          i % 2 ? token : stranger,
        ),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const r of answers.filter((a) => a.status === 409)) {
      const body = await bodyOf(r);
      expect(body.code).toBe(ORDER_ERROR_CODES.soldOut);
      expect(body.data).toMatchObject({ stockLeft: 0 });
    }
    const stock = await held(orders, adult.skuId, '2026-03-11');
    expect(stock && stock.total - stock.held - stock.sold).toBe(0);
  });

  it('refuses more than is left without holding anything of the order', async ({ orders }) => {
    const park = await product(orders, 'GZ_PARK_DAY', '2026-03-12');
    const adult = skuOf(park, 'ADULT');
    const child = skuOf(park, 'CHILD');
    await leaveStock(orders, child.skuId, '2026-03-12', 2);
    const adultBefore = await held(orders, adult.skuId, '2026-03-12');
    const res = await save(
      orders,
      request(
        [
          { productId: park.productId, skuId: adult.skuId, quantity: 1, startDate: '2026-03-12' },
          { productId: park.productId, skuId: child.skuId, quantity: 3, startDate: '2026-03-12' },
        ],
        (adult.priceCents ?? 0) + 3 * (child.priceCents ?? 0),
      ),
    );
    const body = await failure(res, 409, ORDER_ERROR_CODES.soldOut);
    expect(body.data).toMatchObject({ skuId: child.skuId, stockLeft: 2, date: '2026-03-12' });
    expect(body.msg).toContain('2 left');
    expect(await held(orders, adult.skuId, '2026-03-12')).toEqual(adultBefore);
  });

  it('cancels an unpaid order after 15 minutes and gives its stock back', async ({ orders }) => {
    const { gw } = orders;
    const park = await product(orders, 'GZ_PARK_DAY', '2026-03-13');
    const adult = skuOf(park, 'ADULT');
    const before = await held(orders, adult.skuId, '2026-03-13');
    const res = await save(
      orders,
      request(
        [{ productId: park.productId, skuId: adult.skuId, quantity: 4, startDate: '2026-03-13' }],
        4 * (adult.priceCents ?? 0),
      ),
    );
    const order = savedOrderSchema.parse((await bodyOf(res)).data);
    expect((await held(orders, adult.skuId, '2026-03-13'))?.held).toBe((before?.held ?? 0) + 4);
    expect(await releaseExpiredOrders(gw.db, NOON + 15 * 60_000 - 1)).toBe(0);
    expect(await releaseExpiredOrders(gw.db, NOON + 15 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(await held(orders, adult.skuId, '2026-03-13')).toEqual(before);
    const row = await gw.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.orderId)
      .executeTakeFirst();
    expect(row?.status).toBe('cancelled');
  });

  it('needs a session exactly for products with sessions, and refuses a session that began', async ({
    orders,
  }) => {
    const { gw } = orders;
    const show = await product(orders, 'ZH_SHOW_SHOW', '2026-03-02');
    const adult = skuOf(show, 'ADULT');
    const line = { productId: show.productId, skuId: adult.skuId, quantity: 1 };
    expect(
      await badFields(await save(orders, request([{ ...line, startDate: '2026-03-03' }], 0))),
    ).toEqual(['lines.0.session']);
    await failure(
      await save(orders, request([{ ...line, startDate: '2026-03-02', session: '09:00' }], 0)),
      400,
      ERROR_CODES.validation,
    );
    gw.clock.setOffset(Date.parse('2026-03-02T07:00:00Z') - SEEDED_AT); // 15:00 in the resort
    const { token: later } = await orders.account('late');
    await failure(
      await save(
        orders,
        request([{ ...line, startDate: '2026-03-02', session: '14:30' }], 0),
        later,
      ),
      409,
      PRODUCT_ERROR_CODES.sessionStarted,
    );
  });

  it('names the field of unknown SKUs, products, missing stays and past dates', async ({
    orders,
  }) => {
    const park = await product(orders, 'GZ_PARK_DAY');
    const room = await product(orders, 'GZ_HOTEL_STANDARD');
    const adult = skuOf(park, 'ADULT');
    const line = { productId: park.productId, skuId: adult.skuId, quantity: 1 };
    expect(
      await badFields(
        await save(
          orders,
          request([{ ...line, skuId: skuOf(room, 'ROOM').skuId, startDate: '2026-03-07' }], 0),
        ),
      ),
    ).toEqual(['lines.0.skuId']);
    expect(
      await badFields(
        await save(
          orders,
          request([{ ...line, productId: '123456789012345678', startDate: '2026-03-07' }], 0),
        ),
      ),
    ).toEqual(['lines.0.productId']);
    expect(
      await badFields(
        await save(
          orders,
          request(
            [
              {
                productId: room.productId,
                skuId: skuOf(room, 'ROOM').skuId,
                quantity: 1,
                startDate: '2026-03-07',
              },
            ],
            0,
          ),
        ),
      ),
    ).toEqual(['lines.0.endDate']);
    await failure(
      await save(orders, request([{ ...line, startDate: '2026-03-01' }], 0)),
      409,
      PRODUCT_ERROR_CODES.dateNotApplicable,
    );
  });

  it('checks the guests as the cart does: IDs by type, unrepeated, contacts in normal mode', async ({
    orders,
  }) => {
    const park = await product(orders, 'GZ_PARK_DAY', '2026-03-14');
    const adult = skuOf(park, 'ADULT');
    const lines = [
      { productId: park.productId, skuId: adult.skuId, quantity: 3, startDate: '2026-03-14' },
    ];
    const id = (idType: number, idInfo: string) =>
      guest(park.productId, { guestEmail: '', idType, idInfo });
    const guestMode = (guests: GuestContactRequest[]) =>
      save(orders, request(lines, 3 * (adult.priceCents ?? 0), { guestMode: 'guest', guests }));

    const ok = await guestMode([id(2, 'K1234567'), id(4, 'H12345678'), id(6, 'ABC123456789012')]);
    expect(ok.status).toBe(200);
    const repeated = await guestMode([id(2, 'K1234567'), id(2, 'k1234567')]);
    expect(await badFields(repeated)).toEqual(['guests.1']);
    const wrong = await guestMode([id(5, '1234567')]);
    expect(await badFields(wrong)).toEqual(['guests.0']);
    const tooMany = await guestMode([
      id(2, 'K1234561'),
      id(2, 'K1234562'),
      id(2, 'K1234563'),
      id(2, 'K1234564'),
    ]);
    expect(await badFields(tooMany)).toEqual(['guests.3']);
    const noEmail = await save(
      orders,
      request(lines, 3 * (adult.priceCents ?? 0), {
        guests: [guest(park.productId, { guestEmail: '' })],
      }),
    );
    expect(await badFields(noEmail)).toEqual(['guests.0']);
    const badName = await save(
      orders,
      request(lines, 3 * (adult.priceCents ?? 0), {
        guests: [guest(park.productId, { guestName: 'Chan1/Tai' })],
      }),
    );
    expect(await badFields(badName)).toEqual(['guests.0.guestName']);
  });

  it('refuses an order without accepted terms, guests or lines, and a visitor without login', async ({
    orders,
  }) => {
    const { gw, token } = orders;
    const park = await product(orders, 'GZ_PARK_DAY', '2026-03-14');
    const adult = skuOf(park, 'ADULT');
    const body = request(
      [{ productId: park.productId, skuId: adult.skuId, quantity: 1, startDate: '2026-03-14' }],
      adult.priceCents ?? 0,
    );
    expect(await badFields(await save(orders, { ...body, termsAccepted: false }))).toEqual([
      'termsAccepted',
    ]);
    expect(await badFields(await save(orders, { ...body, guests: [] }))).toContain('guests');
    expect(await badFields(await save(orders, { ...body, lines: [] }))).toContain('lines');
    expect(await badFields(await save(orders, { ...body, requestId: 'short' }))).toEqual([
      'requestId',
    ]);
    expect(await badFields(await save(orders, { ...body, extra: 1 }))).toEqual(['extra']);
    const res = await call(gw, SAVE, { body });
    expect(res.status).toBe(401);
    const notJson = await gw.app.request(SAVE, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{"lines": [',
    });
    expect(notJson.status).toBe(400);
  });
});
