import { describe, expect, vi } from 'vitest';
import {
  changeApplyResultSchema,
  changeHistorySchema,
  CHANGE_ERROR_CODES,
  type ChangeQuote,
} from '../../../src/lib/contract/order-change.ts';
import {
  REFUND_ERROR_CODES,
  refundPageSchema,
  refundSchema,
} from '../../../src/lib/contract/order.ts';
import { isUniqueViolation } from '../../../gateway/db/client.ts';
import { createOrderMailer } from '../../../gateway/services/order-mails.ts';
import { bodyOf, call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { testDatabaseKind } from './support/gateway.ts';
import {
  CHANGE,
  changeQuote,
  refundQuote,
  SATURDAY,
  WALK_MS,
  WEEKDAY,
} from './support/order-changes.ts';
import { ORDER, orderTest as it, type OrderWorld } from './support/orders.ts';

/**
 * Several refunds of one order, over the gateway's HTTP interface on the test's own database
 * (SQLite, and PostgreSQL in the `postgres` project): a cheaper date change pays its difference
 * less the fee back through the refund path (a refund row walked to refundSuccess by the
 * simulator and mailed in the language of the change), the order stays valid, and a later
 * refund of the order pays back only what is left. Under concurrency a change and a refund of
 * one order never pay back more than was paid.
 */

let requests = 0;
const applyChange = (
  o: OrderWorld,
  orderId: string,
  q: ChangeQuote,
  lang = 'en',
  requestId = `partial-refund-${String(++requests).padStart(10, '0')}`,
) =>
  call(o.gw, `${CHANGE}/apply`, {
    token: o.token,
    lang,
    body: {
      orderId,
      lines: q.lines.map((l) => ({ lineNo: l.lineNo, startDate: l.after.startDate })),
      requestId,
      expectedDueCents: q.dueCents,
    },
  });

const applyRefund = (o: OrderWorld, orderId: string, expectedFeeCents: number) =>
  call(o.gw, `${ORDER}/apply`, {
    token: o.token,
    body: { orderId, reason: 'unableToTravel', noticeAccepted: true, expectedFeeCents },
  });

const refundRows = (o: OrderWorld, orderId: string) =>
  o.gw.db
    .selectFrom('refund')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('applied_at')
    .execute();

/** The outbox's mails to the buyer whose subject has `subject`, once `count` are there. */
async function mailsAbout(o: OrderWorld, subject: string, count: number) {
  const mailer = createOrderMailer({ db: o.gw.db, clock: o.gw.clock, siteUrl: 'http://shop.test' });
  const read = () =>
    o.gw.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body', 'language'])
      .where('to_address', '=', o.email)
      .where('subject', 'like', `%${subject}%`)
      .execute();
  try {
    await vi.waitFor(
      async () => {
        await mailer.run();
        expect((await read()).length).toBeGreaterThanOrEqual(count);
      },
      { timeout: 20_000, interval: 100 },
    );
  } finally {
    await mailer.stop();
  }
  return read();
}

describe('a cheaper date change and then a refund of the order', () => {
  it('refunds the difference less the change fee at once, keeps the booking, then refunds only what is left', async ({
    orders: o,
  }) => {
    for (const day of [WEEKDAY, SATURDAY]) await o.parkTickets(day);
    const { order: saved, p } = await o.parkOrder(SATURDAY);
    await o.paid(saved.orderId);
    o.at(60_000);
    const order = await o.load(saved.orderId);
    expect(order.status).toBe('voucherIssued');
    const paidCents = order.totalCents;

    const q = await changeQuote(o, order.orderId, WEEKDAY);
    expect(q.dueCents).toBeLessThan(0);
    const back = -q.dueCents;
    // asked in Simplified Chinese: the refund's mails are written in it
    const requestId = 'partial-refund-retried-once';
    const done = await data(
      await applyChange(o, order.orderId, q, 'zh-CN', requestId),
      changeApplyResultSchema,
    );
    expect(done.change).toMatchObject({ status: 'done', refundCents: back });
    expect(done.change.refund).toMatchObject({ status: 'submitted' });
    // a retry of the same request answers the same change and refunds nothing more
    const retried = await data(
      await applyChange(o, order.orderId, q, 'zh-CN', requestId),
      changeApplyResultSchema,
    );
    expect(retried.change.changeId).toBe(done.change.changeId);
    expect(retried.change.refund?.refundId).toBe(done.change.refund?.refundId);
    expect(await refundRows(o, order.orderId)).toHaveLength(1);

    // the refund row of the change: the difference, the fee, what goes back
    const [changeRefund] = await refundRows(o, order.orderId);
    expect(changeRefund).toMatchObject({
      change_id: done.change.changeId,
      subtotal_cents: q.oldTotalCents - q.newTotalCents,
      fee_cents: q.feeCents,
      refund_cents: back,
      status: 'submitted',
    });

    // the database refuses a second refund of the change, and a second refund of the order
    const twin = (changeId: string | null, no: string) =>
      o.gw.db
        .insertInto('refund')
        .values({
          id: `9${no}`,
          refund_no: `RF${no}`,
          order_id: order.orderId,
          user_id: changeRefund!.user_id,
          reason: 'other',
          ticket_quantity: 1,
          subtotal_cents: 1,
          fee_cents: 0,
          refund_cents: 1,
          status: 'submitted',
          applied_at: 0,
          status_at: 0,
          change_id: changeId,
        })
        .execute();
    const unique = (error: unknown) => isUniqueViolation(error, 'refund');
    await expect(twin(done.change.changeId, '1')).rejects.toSatisfy(unique);
    await twin(null, '2');
    await expect(twin(null, '3')).rejects.toSatisfy(unique);
    await o.gw.db.deleteFrom('refund').where('refund_no', '=', 'RF2').execute();
    expect(await refundRows(o, order.orderId)).toHaveLength(1);

    // the simulator walks it like any refund: approved (mailed), then paid back (mailed)
    o.at(60_000 + 7_000);
    const approved = await mailsAbout(o, '退款已批准', 1);
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({
      language: 'zh-CN',
      subject: `订单 ${order.orderNo} 的退款已批准`,
    });
    expect(approved[0]!.body).toContain(done.change.changeNo);
    expect(approved[0]!.body).toContain('您的订单及其新凭证仍然有效');
    o.at(60_000 + WALK_MS);
    const paidBack = await data(
      await call(o.gw, `${CHANGE}/load?refundId=${changeRefund!.id}`, { token: o.token }),
      refundSchema,
    );
    expect(paidBack).toMatchObject({
      status: 'refundSuccess',
      actualRefundCents: back,
      changeNo: done.change.changeNo,
    });
    const succeeded = await mailsAbout(o, '已退款', 1);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.language).toBe('zh-CN');
    expect(succeeded[0]!.body).toContain(paidBack.refundNo);
    expect(succeeded[0]!.body).toContain(done.change.changeNo);
    // the order and its stock stay as they are
    const after = await o.load(order.orderId);
    expect(after).toMatchObject({ status: 'voucherIssued', canRefund: true, canChange: true });
    expect((await o.stock(p.adult.skuId, WEEKDAY)).sold).toBe(2);
    const history = await data(
      await call(o.gw, `${CHANGE}/list?orderId=${order.orderId}`, { token: o.token }),
      changeHistorySchema,
    );
    expect(history.dateChanges[0]).toMatchObject({
      refundCents: back,
      refund: { refundNo: paidBack.refundNo, status: 'refundSuccess' },
    });

    // a refund of the order now pays back what is left (the change fee is kept: the new
    // total), its fee rule applied to that
    const rest = await refundQuote(o, order.orderId);
    expect(rest).toMatchObject({ refundable: true, subtotalCents: paidCents - back - q.feeCents });
    expect(rest.subtotalCents).toBe(q.newTotalCents);
    expect(rest.refundCents).toBe(rest.subtotalCents - rest.feeCents);
    const refund = await data(await applyRefund(o, order.orderId, rest.feeCents), refundSchema);
    expect(refund).toMatchObject({ subtotalCents: rest.subtotalCents, changeNo: null });
    o.at(60_000 + 2 * WALK_MS);
    expect((await o.load(order.orderId)).status).toBe('refunded');
    expect((await o.stock(p.adult.skuId, WEEKDAY)).sold).toBe(0);
    const rows = await refundRows(o, order.orderId);
    const returned = rows.reduce((sum, r) => sum + (r.actual_refund_cents ?? 0), 0);
    expect(rows.map((r) => r.status)).toEqual(['refundSuccess', 'refundSuccess']);
    expect(returned).toBe(paidCents - q.feeCents - rest.feeCents);

    // both in the shopper's refund list, newest first; and no third refund
    const list = await data(
      await call(o.gw, `${CHANGE}/list`, { token: o.token }),
      refundPageSchema,
    );
    expect(list.records.map((r) => [r.refundNo, r.changeNo])).toEqual([
      [refund.refundNo, null],
      [paidBack.refundNo, done.change.changeNo],
    ]);
    const again = await applyRefund(o, order.orderId, 0);
    expect(again.status).toBe(409);
    expect(await refundRows(o, order.orderId)).toHaveLength(2);
  });

  it('refuses a change once the order’s own refund is asked for, and keeps the change’s refund when it is', async ({
    orders: o,
  }) => {
    for (const day of [WEEKDAY, SATURDAY]) await o.parkTickets(day);
    const { order } = await o.parkOrder(SATURDAY);
    await o.paid(order.orderId);
    const q = await changeQuote(o, order.orderId, WEEKDAY);
    const r = await refundQuote(o, order.orderId);
    expect((await applyRefund(o, order.orderId, r.feeCents)).status).toBe(200);
    const refused = await applyChange(o, order.orderId, q);
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).code).toBe(CHANGE_ERROR_CODES.refused);
    expect(await refundRows(o, order.orderId)).toHaveLength(1);
    // the order's refund is the whole payment: nothing came back through a change
    expect((await refundRows(o, order.orderId))[0]).toMatchObject({
      change_id: null,
      subtotal_cents: r.subtotalCents,
    });
  });
});

interface Answer {
  status: number;
  code: unknown;
}

describe('a date change and a refund of one order at the same moment', () => {
  const ORDERS = 13;

  it('never pays back twice or more than was paid, on either path', async ({ orders: o }) => {
    const p = await o.parkTickets(SATURDAY);
    await o.parkTickets(WEEKDAY);
    const orders: { orderId: string; paidCents: number }[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const total = 2 * p.adult.price + p.child.price;
      const order = await o.saveOrder(
        [
          { productId: p.productId, skuId: p.adult.skuId, quantity: 2, startDate: SATURDAY },
          { productId: p.productId, skuId: p.child.skuId, quantity: 1, startDate: SATURDAY },
        ],
        total,
      );
      await o.paid(order.orderId);
      orders.push({ orderId: order.orderId, paidCents: total });
    }
    // each shopper saw both quotes, then asks for both
    const asked = await Promise.all(
      orders.map(async ({ orderId }) => ({
        change: await changeQuote(o, orderId, WEEKDAY),
        refund: await refundQuote(o, orderId),
      })),
    );
    // Started together, the refund (less work before its transaction) always wins. Order after
    // order, one starts a little after the other, from the refund well ahead to the change well
    // ahead (by the span of a change, measured on one more order first), so that each
    // interleaving happens; the checks hold for any.
    const probe = orders.pop()!;
    const started = performance.now();
    expect((await applyChange(o, probe.orderId, asked.pop()!.change)).status).toBe(200);
    const changeMs = performance.now() - started;
    const answers: { change: Answer; refund: Answer }[] = [];
    for (const [i, { orderId }] of orders.entries()) {
      // from the refund well ahead (negative) to the change well ahead
      const lag = changeMs * 1.5 * ((2 * i) / (orders.length - 1) - 1);
      const after = <T>(ms: number, work: () => Promise<T>): Promise<T> =>
        ms <= 0 ? work() : new Promise((resolve) => setTimeout(resolve, ms)).then(work);
      const [c, r] = await Promise.all([
        after(-lag, () => applyChange(o, orderId, asked[i]!.change)),
        after(lag, () => applyRefund(o, orderId, asked[i]!.refund.feeCents)),
      ]);
      answers.push({
        change: { status: c.status, code: (await bodyOf(c)).code },
        refund: { status: r.status, code: (await bodyOf(r)).code },
      });
    }
    o.at(WALK_MS * 2);
    let both = 0;
    let changeOnly = 0;
    let refundOnly = 0;
    let moved = 0;
    for (const [i, { orderId, paidCents }] of orders.entries()) {
      const { change, refund } = answers[i]!;
      const rows = await refundRows(o, orderId);
      const own = rows.filter((r) => r.change_id === null);
      const ofChange = rows.filter((r) => r.change_id !== null);
      // one of each at most, and never more than was paid
      expect(own.length).toBeLessThanOrEqual(1);
      expect(ofChange.length).toBeLessThanOrEqual(1);
      expect(rows.reduce((sum, r) => sum + r.refund_cents, 0)).toBeLessThanOrEqual(paidCents);
      // every answered request is there, every refused one left nothing
      expect(own.length).toBe(refund.status === 200 ? 1 : 0);
      expect(ofChange.length).toBe(change.status === 200 ? 1 : 0);
      if (change.status !== 200) expect(change.code).toBe(CHANGE_ERROR_CODES.refused);
      if (refund.status !== 200) {
        expect([REFUND_ERROR_CODES.feeChanged, REFUND_ERROR_CODES.refused]).toContain(refund.code);
        moved += 1;
      }
      if (own[0] !== undefined && ofChange[0] !== undefined) {
        // the order's refund came second: it paid back only what the change left
        expect(own[0].subtotal_cents).toBe(
          paidCents - ofChange[0].refund_cents - asked[i]!.change.feeCents,
        );
        both += 1;
      } else if (own[0] !== undefined) refundOnly += 1;
      else changeOnly += 1;
      expect(own.length + ofChange.length).toBeGreaterThan(0);
      const order = await o.load(orderId);
      expect(order.status).toBe(own.length === 1 ? 'refunded' : 'voucherIssued');
    }
    // the stock of both days: only the changed orders that kept their booking hold seats
    const kept = changeOnly + 1; // and the probe's
    const saturday = await o.stock(p.adult.skuId, SATURDAY);
    const weekday = await o.stock(p.adult.skuId, WEEKDAY);
    expect(saturday.sold).toBe(0);
    expect(weekday.sold).toBe(2 * kept);
    console.info(
      `change + refund race (${testDatabaseKind() === 'postgres' ? 'PostgreSQL' : 'SQLite'}): ` +
        `${orders.length} orders, a cheaper change and a refund asked together on each → ` +
        `${refundOnly} refunded whole (change refused), ${both} changed then refunded the rest, ` +
        `${changeOnly} changed (refund refused on the moved amount: ${moved}); ` +
        `refunded more than paid: 0, refunded twice: 0`,
    );
  });
});
