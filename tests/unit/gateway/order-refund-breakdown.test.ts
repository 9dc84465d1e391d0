import { describe, expect } from 'vitest';
import {
  changeApplyResultSchema,
  type ChangeQuote,
} from '../../../src/lib/contract/order-change.ts';
import { refundSchema, type RefundQuote } from '../../../src/lib/contract/order.ts';
import { call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import {
  CHANGE,
  changeQuote,
  moveAll,
  refundQuote,
  SATURDAY,
  WALK_MS,
  WEEKDAY,
} from './support/order-changes.ts';
import { ORDER, orderTest as it, type OrderWorld } from './support/orders.ts';

/**
 * The refund page's breakdown (order/info/loadRefundFee) over the gateway's HTTP interface, on
 * SQLite and, in the `postgres` project, on PostgreSQL: what the order paid (date change top-ups
 * included), what its refunds gave back or are giving back, and what a refund of it pays now;
 * the refund then applied stores and pays back exactly the quoted numbers.
 */

let requests = 0;
const applyChange = async (o: OrderWorld, orderId: string, q: ChangeQuote) =>
  data(
    await call(o.gw, `${CHANGE}/apply`, {
      token: o.token,
      body: {
        orderId,
        lines: moveAll(q.lines[0]!.after.startDate),
        requestId: `refund-breakdown-${String(++requests).padStart(10, '0')}`,
        expectedDueCents: q.dueCents,
        payType: 'ALIPAYHK',
        channelMode: 'H5',
        returnPath: '/en/user/order/change?step=return',
      },
    }),
    changeApplyResultSchema,
  );

const applyRefund = async (o: OrderWorld, orderId: string, expectedFeeCents: number) =>
  data(
    await call(o.gw, `${ORDER}/apply`, {
      token: o.token,
      body: { orderId, reason: 'unableToTravel', noticeAccepted: true, expectedFeeCents },
    }),
    refundSchema,
  );

const loadRefund = async (o: OrderWorld, refundId: string) =>
  data(await call(o.gw, `${CHANGE}/load?refundId=${refundId}`, { token: o.token }), refundSchema);

/** Every cent paid is refunded, refunding, kept as a change fee or left to refund. */
const balanced = (q: RefundQuote) =>
  expect(q.refundedCents + q.inProgressCents + q.changeFeesCents + q.subtotalCents).toBe(
    q.paidCents,
  );

/** A paid park order of two adults and a child on `date`, its voucher issued. */
async function issuedOrder(o: OrderWorld, date: string) {
  for (const day of [WEEKDAY, SATURDAY]) await o.parkTickets(day);
  const { order } = await o.parkOrder(date);
  await o.paid(order.orderId);
  o.at(60_000);
  const issued = await o.load(order.orderId);
  expect(issued.status).toBe('voucherIssued');
  return issued;
}

/**
 * Applies for the refund the quote offers, walks it to the end and checks that it stored and
 * paid back the quoted numbers; answers the quote read while it was pending.
 */
async function refundAsQuoted(o: OrderWorld, orderId: string, q: RefundQuote, at: number) {
  const refund = await applyRefund(o, orderId, q.feeCents);
  expect(refund).toMatchObject({
    changeNo: null,
    ticketQuantity: q.ticketQuantity,
    subtotalCents: q.subtotalCents,
    feeCents: q.feeCents,
    refundCents: q.refundCents,
  });
  const pending = await refundQuote(o, orderId);
  o.at(at + WALK_MS);
  expect(await loadRefund(o, refund.refundId)).toMatchObject({
    status: 'refundSuccess',
    actualRefundCents: q.refundCents,
  });
  return pending;
}

describe('the refund breakdown of order/info/loadRefundFee', () => {
  it('after a cheaper date change: the change’s refund in progress, then refunded, and the order’s refund pays what was quoted', async ({
    orders: o,
  }) => {
    const order = await issuedOrder(o, SATURDAY);
    const paid = order.totalCents;
    const before = await refundQuote(o, order.orderId);
    expect(before).toMatchObject({
      paidCents: paid,
      refundedCents: 0,
      inProgressCents: 0,
      changeFeesCents: 0,
      subtotalCents: paid,
    });

    const cq = await changeQuote(o, order.orderId, WEEKDAY);
    expect(cq.dueCents).toBeLessThan(0);
    const done = await applyChange(o, order.orderId, cq);
    const back = done.change.refundCents;
    expect(back).toBe(-cq.dueCents);

    // the change's refund is submitted: in progress, not yet refunded
    const during = await refundQuote(o, order.orderId);
    expect(during).toMatchObject({
      refundable: true,
      paidCents: paid,
      refundedCents: 0,
      inProgressCents: back,
      changeFeesCents: cq.feeCents,
      subtotalCents: cq.newTotalCents,
    });
    balanced(during);

    // walked to refundSuccess: refunded
    o.at(60_000 + WALK_MS);
    const after = await refundQuote(o, order.orderId);
    expect(after).toMatchObject({ refundedCents: back, inProgressCents: 0 });
    expect(after.subtotalCents).toBe(during.subtotalCents);
    expect(after.refundCents).toBe(after.subtotalCents - after.feeCents);
    balanced(after);

    // the order's refund stores and pays back exactly the quote; then it is in progress
    const pending = await refundAsQuoted(o, order.orderId, after, 60_000 + WALK_MS);
    expect(pending).toMatchObject({
      refundable: false,
      refusal: 'alreadyRefunded',
      refundedCents: back,
      inProgressCents: after.refundCents,
      refundCents: 0,
    });
    const end = await refundQuote(o, order.orderId);
    expect(end).toMatchObject({
      paidCents: paid,
      refundedCents: back + after.refundCents,
      inProgressCents: 0,
    });
    expect((await o.load(order.orderId)).status).toBe('refunded');
  });

  it('after a dearer date change paid through the cashier: the top-up counts as paid and the refund pays what was quoted', async ({
    orders: o,
  }) => {
    const order = await issuedOrder(o, WEEKDAY);
    const cq = await changeQuote(o, order.orderId, SATURDAY);
    expect(cq.dueCents).toBeGreaterThan(0);
    const started = await applyChange(o, order.orderId, cq);
    await o.cashier(started.payment!.payId, 'paid');
    expect((await o.load(order.orderId)).lines[0]!.startDate).toBe(SATURDAY);

    const q = await refundQuote(o, order.orderId);
    expect(q).toMatchObject({
      refundable: true,
      paidCents: order.totalCents + cq.dueCents,
      refundedCents: 0,
      inProgressCents: 0,
      changeFeesCents: cq.feeCents,
      subtotalCents: cq.newTotalCents,
      ticketQuantity: 3,
    });
    expect(q.feeCents).toBe(Math.round((q.subtotalCents * q.feePercent) / 100));
    balanced(q);

    const pending = await refundAsQuoted(o, order.orderId, q, 60_000);
    expect(pending).toMatchObject({ inProgressCents: q.refundCents, refundedCents: 0 });
    balanced(pending);
  });
});
