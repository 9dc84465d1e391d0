import { describe, expect } from 'vitest';
import * as z from 'zod/mini';
import {
  listReplenishSchema,
  PAID_ORDER_STATUSES,
  quoteForReason,
} from '../../../src/lib/contract/order-extra.ts';
import {
  REFUND_STATUSES,
  refundPageSchema,
  refundQuoteSchema,
  refundSchema,
  type RefundQuote,
} from '../../../src/lib/contract/order.ts';
import { hotelRoomListSchema } from '../../../src/lib/contract/product.ts';
import { REFUND_STEPS } from '../../../gateway/services/orders/refunds.ts';
import { feeOf, refundRule } from '../../../src/lib/refunds/breakdown.ts';
import { bodyOf, call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { NOON, ORDER, orderTest as it, type OrderWorld } from './support/orders.ts';
import { PRODUCT } from './support/search-fixture.ts';

/** Refund quotes, applying, the refund simulator, refund records and listReplenish. */

const CHANGE = '/cl-odss-app/guest/order/change';
const TODAY = '2026-03-02';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the refund rule', () => {
  const base = { status: 'paid', totalCents: 10_000, hasRefund: false, today: TODAY };
  const at = (days: number, extra: Partial<typeof base> = {}) =>
    refundRule({ ...base, ...extra, firstVisitDate: addDays(TODAY, days) });

  it('charges the fee of REFUND_FEE_RULES at each boundary of the days before the visit', () => {
    expect(at(30)).toEqual({ refusal: null, daysBeforeVisit: 30, feePercent: 0 });
    expect(at(7)).toMatchObject({ refusal: null, feePercent: 0 });
    expect(at(6)).toMatchObject({ refusal: null, feePercent: 10 });
    expect(at(2)).toMatchObject({ refusal: null, feePercent: 10 });
    expect(at(1)).toMatchObject({ refusal: null, feePercent: 20 });
    expect(at(0)).toMatchObject({ refusal: 'visitStarted', daysBeforeVisit: 0, feePercent: 0 });
    expect(at(-3)).toMatchObject({ refusal: 'visitStarted', daysBeforeVisit: -3 });
  });

  it('refuses with the rule the order does not meet', () => {
    for (const status of ['paid', 'processing', 'confirmed', 'voucherIssued']) {
      expect(at(3, { status }).refusal).toBeNull();
    }
    for (const status of ['pendingPayment', 'cancelled', 'completed', 'noPayment', 'orderFailed']) {
      expect(at(3, { status }).refusal).toBe('notPaid');
    }
    expect(at(3, { status: 'refunded' }).refusal).toBe('alreadyRefunded');
    expect(at(3, { hasRefund: true }).refusal).toBe('alreadyRefunded');
    expect(at(3, { totalCents: 0 }).refusal).toBe('nothingPaid');
    expect(refundRule({ ...base, firstVisitDate: '' }).refusal).toBe('visitStarted');
  });

  it('rounds the fee to whole cents and waives it for a failed booking', () => {
    expect(feeOf(10_000, 10)).toBe(1000);
    expect(feeOf(12_345, 20)).toBe(2469);
    expect(feeOf(5, 10)).toBe(1);
    const quote: RefundQuote = {
      orderId: '1',
      refundable: true,
      refusal: null,
      ticketQuantity: 2,
      paidCents: 10_000,
      refundedCents: 0,
      inProgressCents: 0,
      changeFeesCents: 0,
      subtotalCents: 10_000,
      feePercent: 20,
      feeCents: 2000,
      refundCents: 8000,
      daysBeforeVisit: 1,
      arrival: '1-7',
    };
    expect(quoteForReason(quote, 'bookingFailed')).toMatchObject({
      feePercent: 0,
      feeCents: 0,
      refundCents: 10_000,
    });
    expect(quoteForReason(quote, 'other')).toBe(quote);
  });

  it('walks the simulated refund statuses in the documented order', () => {
    expect(REFUND_STEPS.map(([from]) => from)).toEqual([
      'submitted',
      'reviewing',
      'approved',
      'refunding',
    ]);
    for (const [from, to] of REFUND_STEPS) {
      expect(REFUND_STATUSES).toContain(from);
      expect(REFUND_STATUSES).toContain(to);
    }
  });
});

/** A paid order of 2 adults and 1 child in the park on `date`. */
async function paidParkOrder(o: OrderWorld, date: string) {
  const made = await o.parkOrder(date);
  await o.paid(made.order.orderId);
  return made;
}

const quote = async (o: OrderWorld, orderId: string, as = o.token) =>
  data(
    await call(o.gw, `${ORDER}/loadRefundFee?orderId=${orderId}`, { token: as }),
    refundQuoteSchema,
  );

const apply = (
  o: OrderWorld,
  orderId: string,
  expectedFeeCents: number,
  extra: Record<string, unknown> = {},
) =>
  call(o.gw, `${ORDER}/apply`, {
    token: o.token,
    body: {
      orderId,
      reason: 'unableToTravel',
      noticeAccepted: true,
      expectedFeeCents,
      ...extra,
    },
  });

describe('order/info/loadRefundFee', () => {
  it('quotes a paid order by the days before its first visit date, with the arrival of its method', async ({
    orders,
  }) => {
    const { load } = orders;
    for (const [days, percent] of [
      [7, 0],
      [6, 10],
      [2, 10],
      [1, 20],
    ] as const) {
      const { order } = await paidParkOrder(orders, addDays(TODAY, days));
      const q = await quote(orders, order.orderId);
      const fee = Math.round((order.totalCents * percent) / 100);
      expect(q, `${days} days`).toEqual({
        orderId: order.orderId,
        refundable: true,
        refusal: null,
        ticketQuantity: 3,
        paidCents: order.totalCents,
        refundedCents: 0,
        inProgressCents: 0,
        changeFeesCents: 0,
        subtotalCents: order.totalCents,
        feePercent: percent,
        feeCents: fee,
        refundCents: order.totalCents - fee,
        daysBeforeVisit: days,
        arrival: '1-7',
      });
      expect((await load(order.orderId)).canRefund).toBe(true);
    }
  });

  it('refuses an unpaid order and an order on its visit day, and so does canRefund', async ({
    orders,
  }) => {
    const { at, load, parkOrder } = orders;
    const { order: pending } = await parkOrder('2026-03-10');
    expect(await quote(orders, pending.orderId)).toMatchObject({
      refundable: false,
      refusal: 'notPaid',
      feeCents: 0,
      refundCents: 0,
      arrival: null,
    });
    expect((await load(pending.orderId)).canRefund).toBe(false);

    const { order } = await paidParkOrder(orders, '2026-03-03');
    // 3 March, 00:30 in Hong Kong (16:30 UTC on the 2nd): the visit day has come.
    at(Date.parse('2026-03-02T16:30:00Z') - NOON);
    expect(await quote(orders, order.orderId)).toMatchObject({
      refundable: false,
      refusal: 'visitStarted',
      daysBeforeVisit: 0,
    });
    expect((await load(order.orderId)).canRefund).toBe(false);
    const res = await apply(orders, order.orderId, 0);
    expect(res.status).toBe(409);
    expect(await bodyOf(res)).toMatchObject({
      code: 'REFUND_REFUSED',
      msg: 'The visit date has come: the order no longer meets the refund rules',
    });
  });

  it('answers 404 for another user’s order', async ({ orders }) => {
    const { gw, stranger } = orders;
    const { order } = await paidParkOrder(orders, '2026-03-20');
    const res = await call(gw, `${ORDER}/loadRefundFee?orderId=${order.orderId}`, {
      token: stranger,
    });
    expect(res.status).toBe(404);
  });
});

describe('order/info/apply', () => {
  it('refuses an unpaid order with the rule and a fee the shopper did not see with the new quote', async ({
    orders,
  }) => {
    const { gw, parkOrder } = orders;
    const { order: pending } = await parkOrder('2026-03-20');
    const refused = await apply(orders, pending.orderId, 0);
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toMatchObject({
      code: 'REFUND_REFUSED',
      msg: 'This order is not paid: no refund can be applied for',
    });

    const { order } = await paidParkOrder(orders, '2026-03-04'); // 2 days: 10 %
    const res = await apply(orders, order.orderId, 0);
    expect(res.status).toBe(409);
    const body = await bodyOf(res);
    expect(body.code).toBe('REFUND_FEE_CHANGED');
    const fresh = refundQuoteSchema.parse(body.data);
    expect(fresh.feeCents).toBe(Math.round(order.totalCents / 10));
    expect(body.msg).toContain('HK$');
    expect(
      await gw.db.selectFrom('refund').select('id').where('order_id', '=', order.orderId).execute(),
    ).toEqual([]);
  });

  it('validates the reason, its text and the notice', async ({ orders }) => {
    const { order } = await paidParkOrder(orders, '2026-03-20');
    expect(
      (await apply(orders, order.orderId, 0, { reason: 'other', reasonText: '  ' })).status,
    ).toBe(400);
    expect((await apply(orders, order.orderId, 0, { noticeAccepted: false })).status).toBe(400);
    expect((await apply(orders, order.orderId, -1)).status).toBe(400);
    expect((await apply(orders, order.orderId, 0, { reason: 'whim' })).status).toBe(400);
  });

  it('makes one submitted refund, once only', async ({ orders }) => {
    const { load } = orders;
    const { order } = await paidParkOrder(orders, '2026-03-03'); // 1 day: 20 %
    const q = await quote(orders, order.orderId);
    const res = await apply(orders, order.orderId, q.feeCents, {
      reason: 'other',
      reasonText: ' Plans changed ',
    });
    const refund = await data(res, refundSchema);
    expect(refund).toMatchObject({
      orderId: order.orderId,
      orderNo: order.orderNo,
      reason: 'other',
      reasonText: 'Plans changed',
      ticketQuantity: 3,
      subtotalCents: order.totalCents,
      feeCents: q.feeCents,
      refundCents: order.totalCents - q.feeCents,
      actualRefundCents: null,
      status: 'submitted',
      appliedAt: NOON,
      arrival: '1-7',
    });
    expect(refund.refundNo).toMatch(/^RF20260302\d{8}$/);

    const again = await apply(orders, order.orderId, q.feeCents);
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toMatchObject({
      code: 'REFUND_REFUSED',
      msg: 'An order can be refunded in full once only',
    });
    expect(await quote(orders, order.orderId)).toMatchObject({
      refundable: false,
      refusal: 'alreadyRefunded',
    });
    expect((await load(order.orderId)).canRefund).toBe(false);
  });

  it('waives the fee of a failed booking, whichever of the two fees the shopper saw', async ({
    orders,
  }) => {
    for (const seen of ['waived', 'quoted'] as const) {
      const { order } = await paidParkOrder(orders, '2026-03-04');
      const fee = (await quote(orders, order.orderId)).feeCents;
      expect(fee).toBeGreaterThan(0);
      const refund = await data(
        await apply(orders, order.orderId, seen === 'waived' ? 0 : fee, {
          reason: 'bookingFailed',
        }),
        refundSchema,
      );
      expect(refund, seen).toMatchObject({ feeCents: 0, refundCents: order.totalCents });
    }
    const { order } = await paidParkOrder(orders, '2026-03-04');
    const res = await apply(orders, order.orderId, 1, { reason: 'bookingFailed' });
    expect(res.status).toBe(409);
    expect(refundQuoteSchema.parse((await bodyOf(res)).data)).toMatchObject({
      feeCents: 0,
      refundCents: order.totalCents,
    });
  });

  it('makes one refund of two concurrent applies', async ({ orders }) => {
    const { gw } = orders;
    const { order } = await paidParkOrder(orders, '2026-03-25');
    const answers = await Promise.all([
      apply(orders, order.orderId, 0),
      apply(orders, order.orderId, 0),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect((await bodyOf(loser ?? new Response('{}'))).code).toBe('REFUND_REFUSED');
    const rows = await gw.db
      .selectFrom('refund')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(1);
  });
});

const refundOf = async (o: OrderWorld, refundId: string, as = o.token) =>
  call(o.gw, `${CHANGE}/load?refundId=${refundId}`, { token: as });

describe('the refund simulator', () => {
  it('walks a refund to refundSuccess: the money, the order refunded and its stock back on sale', async ({
    orders,
  }) => {
    const { at, load, stock } = orders;
    const date = '2026-03-18';
    const { order, p } = await paidParkOrder(orders, date);
    const sold = await stock(p.adult.skuId, date);
    const soldChild = await stock(p.child.skuId, date);
    const refund = await data(await apply(orders, order.orderId, 0), refundSchema);

    at(3_000);
    expect(await data(await refundOf(orders, refund.refundId), refundSchema)).toMatchObject({
      status: 'reviewing',
      actualRefundCents: null,
    });
    at(6_000);
    expect((await data(await refundOf(orders, refund.refundId), refundSchema)).status).toBe(
      'approved',
    );
    at(9_000);
    expect((await data(await refundOf(orders, refund.refundId), refundSchema)).status).toBe(
      'refunding',
    );
    expect((await load(order.orderId)).status).not.toBe('refunded');
    at(12_000);
    const done = await data(await refundOf(orders, refund.refundId), refundSchema);
    expect(done).toMatchObject({
      status: 'refundSuccess',
      actualRefundCents: refund.refundCents,
      statusAt: NOON + 12_000,
    });
    expect((await load(order.orderId)).status).toBe('refunded');
    expect(await stock(p.adult.skuId, date)).toEqual({ held: sold.held, sold: sold.sold - 2 });
    expect(await stock(p.child.skuId, date)).toEqual({
      held: soldChild.held,
      sold: soldChild.sold - 1,
    });
    // Given back once: later reads change nothing.
    at(60_000);
    await load(order.orderId);
    expect(await stock(p.adult.skuId, date)).toEqual({ held: sold.held, sold: sold.sold - 2 });
  });

  it('walks through every step at once when the clock jumps, and gives back every hotel night', async ({
    orders,
  }) => {
    const { at, gw, load, paid, saveOrder, stock } = orders;
    const checkIn = '2026-03-12';
    const rooms = await data(
      await gw.get(
        `${PRODUCT}/hotel/room/list?poiCode=GZ_HOTEL&checkInDate=${checkIn}&checkOutDate=${addDays(checkIn, 2)}`,
        'en',
      ),
      hotelRoomListSchema,
    );
    const room = rooms.find((r) => r.productCode === 'GZ_HOTEL_STANDARD');
    const sku = room?.skus.find((s) => s.skuType === 'ROOM');
    if (!room || !sku) throw new Error('no standard room');
    const nights = [checkIn, addDays(checkIn, 1)];
    await gw.db
      .updateTable('inventory')
      .set({ sold: 0 })
      .where('sku_id', '=', sku.skuId)
      .where('date', 'in', [...nights, addDays(checkIn, 2)])
      .execute();
    const order = await saveOrder(
      [
        {
          productId: room.productId,
          skuId: sku.skuId,
          quantity: 2,
          startDate: checkIn,
          endDate: addDays(checkIn, 2),
        },
      ],
      2 * 2 * sku.offPeakPriceCents,
    );
    await paid(order.orderId);
    const before = await Promise.all(nights.map((n) => stock(sku.skuId, n)));
    expect(before.map((s) => s.sold)).toEqual([2, 2]);
    const after = await stock(sku.skuId, addDays(checkIn, 2));
    const refund = await data(await apply(orders, order.orderId, 0), refundSchema);
    at(3_600_000);
    expect((await data(await refundOf(orders, refund.refundId), refundSchema)).status).toBe(
      'refundSuccess',
    );
    expect(await Promise.all(nights.map((n) => stock(sku.skuId, n)))).toEqual([
      { held: before[0]?.held, sold: 0 },
      { held: before[1]?.held, sold: 0 },
    ]);
    // The check-out day was never sold by this order and is left alone.
    expect(await stock(sku.skuId, addDays(checkIn, 2))).toEqual(after);
    expect((await load(order.orderId)).status).toBe('refunded');
  });

  it('leaves a refund an operator ended alone', async ({ orders }) => {
    const { at, gw, load } = orders;
    const { order } = await paidParkOrder(orders, '2026-03-26');
    const refund = await data(await apply(orders, order.orderId, 0), refundSchema);
    await gw.db
      .updateTable('refund')
      .set({ status: 'reviewFailed' })
      .where('id', '=', refund.refundId)
      .execute();
    at(3_600_000);
    expect((await data(await refundOf(orders, refund.refundId), refundSchema)).status).toBe(
      'reviewFailed',
    );
    expect((await load(order.orderId)).status).toBe('voucherIssued');
    // An operator completes it by hand: the order is refunded like the simulator's.
    await gw.db
      .updateTable('refund')
      .set({ status: 'refundSuccess' })
      .where('id', '=', refund.refundId)
      .execute();
    expect((await load(order.orderId)).status).toBe('refunded');
  });
});

describe('order/change/list and load', () => {
  it('shows the owner’s refunds only', async ({ orders }) => {
    const { gw, stranger, token } = orders;
    const { order } = await paidParkOrder(orders, '2026-03-27');
    const refund = await data(await apply(orders, order.orderId, 0), refundSchema);
    const page = await data(
      await call(gw, `${CHANGE}/list?pageNo=1&pageSize=50`, { token }),
      refundPageSchema,
    );
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.records[0]?.refundId).toBe(refund.refundId);
    expect(page.records.every((r) => r.refundNo.startsWith('RF'))).toBe(true);
    const small = await data(
      await call(gw, `${CHANGE}/list?pageNo=1&pageSize=1`, { token }),
      refundPageSchema,
    );
    expect(small).toMatchObject({ pageNo: 1, pageSize: 1, total: page.total });
    expect(small.records).toHaveLength(1);

    expect(
      await data(await call(gw, `${CHANGE}/list`, { token: stranger }), refundPageSchema),
    ).toEqual({ records: [], total: 0, pageNo: 1, pageSize: 10 });
    const foreign = await refundOf(orders, refund.refundId, stranger);
    expect(foreign.status).toBe(404);
    expect((await bodyOf(foreign)).msg).toBe('Refund detail empty');
    expect((await refundOf(orders, '99999999')).status).toBe(404);
    expect((await refundOf(orders, 'abc')).status).toBe(400);
    expect((await call(gw, `${CHANGE}/list`)).status).toBe(401);
  });
});

describe('order/info/listReplenish', () => {
  const replenish = (o: OrderWorld, orderIds: unknown, as = o.token) =>
    call(o.gw, `${ORDER}/listReplenish`, { token: as, body: { orderIds } });

  it('answers the status, whether paid and the last payment of each own order', async ({
    orders,
  }) => {
    const { cashier, parkOrder, startPay, stranger } = orders;
    const { order } = await parkOrder('2026-03-21');
    const { order: foreign } = await parkOrder('2026-03-21', { as: stranger });
    const first = await data(
      await replenish(orders, [order.orderId, foreign.orderId, '99999999']),
      listReplenishSchema,
    );
    expect(first).toEqual([
      { orderId: order.orderId, status: 'pendingPayment', paid: false, lastPayment: null },
    ]);

    const failed = await startPay(order.orderId);
    expect((await cashier(failed.payId, 'failed')).status).toBe(303);
    expect(await data(await replenish(orders, [order.orderId]), listReplenishSchema)).toEqual([
      {
        orderId: order.orderId,
        status: 'pendingPayment',
        paid: false,
        lastPayment: { payId: failed.payId, status: 'failed' },
      },
    ]);

    const pending = await startPay(order.orderId);
    expect(
      (await data(await replenish(orders, [order.orderId]), listReplenishSchema))[0]?.lastPayment,
    ).toEqual({ payId: pending.payId, status: 'pending' });
    expect((await cashier(pending.payId, 'paid')).status).toBe(303);
    const { order: other } = await parkOrder('2026-03-21');
    expect(
      await data(
        await replenish(orders, [other.orderId, order.orderId, order.orderId]),
        listReplenishSchema,
      ),
    ).toEqual([
      { orderId: other.orderId, status: 'pendingPayment', paid: false, lastPayment: null },
      {
        orderId: order.orderId,
        status: 'paid',
        paid: true,
        lastPayment: { payId: pending.payId, status: 'succeeded' },
      },
    ]);
    expect(PAID_ORDER_STATUSES).toContain('voucherIssued');
  });

  it('reports a refunded order as not paid, its payment refunded', async ({ orders }) => {
    const { at } = orders;
    const { order } = await paidParkOrder(orders, '2026-03-28');
    await data(await apply(orders, order.orderId, 0), refundSchema);
    at(3_600_000);
    const [row] = await data(await replenish(orders, [order.orderId]), listReplenishSchema);
    expect(row).toMatchObject({ status: 'refunded', paid: false });
    expect(row?.lastPayment?.status).toBe('refunded');
  });

  it('validates 1 to 20 ids and needs a login', async ({ orders }) => {
    const { gw } = orders;
    expect((await replenish(orders, [])).status).toBe(400);
    expect(
      (
        await replenish(
          orders,
          Array.from({ length: 21 }, (_, i) => String(i + 1)),
        )
      ).status,
    ).toBe(400);
    expect((await replenish(orders, ['x'])).status).toBe(400);
    expect((await replenish(orders, '1')).status).toBe(400);
    const many = await replenish(
      orders,
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
    expect(z.array(z.unknown()).parse((await bodyOf(many)).data)).toBeDefined();
    const anonymous = await call(gw, `${ORDER}/listReplenish`, { body: { orderIds: ['1'] } });
    expect(anonymous.status).toBe(401);
  });
});
