import { randomInt } from 'node:crypto';
import type { Language } from '../../../src/lib/contract/common.ts';
import { quoteForReason } from '../../../src/lib/contract/order-extra.ts';
import {
  ARRIVAL_BY_PAY_TYPE,
  REFUND_ERROR_CODES,
  REFUND_REASONS,
  REFUND_STATUSES,
  refundSchema,
  type Refund,
  type RefundApply,
  type RefundPage,
  type RefundQuote,
  type RefundRefusal,
} from '../../../src/lib/contract/order.ts';
import { PAY_TYPES } from '../../../src/lib/contract/product.ts';
import { formatHkd } from '../../../src/lib/format/money.ts';
import {
  refundBalance,
  refundQuoteOf,
  type RefundBalance,
  type RefundLedger,
} from '../../../src/lib/refunds/breakdown.ts';
import { isUniqueViolation, transaction, type Db } from '../../db/client.ts';
import type { Row } from '../../db/schema.ts';
import { insertionOrder, lockRows } from '../../db/sql.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { resortNow } from '../products/dates.ts';
import { newId } from '../secrets.ts';
import { ownOrder } from './payment.ts';

/**
 * Refunds (SPEC §4, §5 Refund; DESIGN §7). An order may carry several refunds: the difference of
 * each cheaper date change (made by date-change.ts in the change's transaction, `change_id` set)
 * and, once, the shopper's refund of what is left of the order (paid − already refunded), before
 * its first visit date, in a paid state. `loadRefundFee` quotes it, `apply` makes it (status
 * submitted) and the simulator of lifecycle.ts walks every refund to refundSuccess; the order
 * becomes refunded, its stock back on sale, when its own refund (not a change's) succeeds.
 * Unique keys decide between racers: one order refund per order (refund_order_uq), one refund
 * per change (refund_change_uq); the order's row is locked by both paths, so that a change and a
 * refund at once never pay back more than was paid.
 *
 * The other REFUND_STATUSES (reviewFailed, refundFailed, applicationFailed, closed, anomaly,
 * noticeAnomaly) are ends an operator sets by hand (UPDATE refund SET status = …): the simulator
 * leaves a refund in any of them alone, the order keeps its status and its stock stays sold.
 */

/** Refund statuses the simulator moves on, each to the next, one step apart. */
export const REFUND_STEPS: readonly (readonly [from: string, to: string])[] = [
  ['submitted', 'reviewing'],
  ['reviewing', 'approved'],
  ['approved', 'refunding'],
  ['refunding', 'refundSuccess'],
];

/** An order's payments, change fees and refunds, as refundBalance and refundQuoteOf read them. */
async function refundLedger(db: Db, orderId: string): Promise<RefundLedger> {
  const refunds = await db
    .selectFrom('refund')
    .select(['change_id', 'status', 'refund_cents'])
    .where('order_id', '=', orderId)
    .execute();
  // Once the order's own refund has succeeded, the simulator marks its succeeded payments
  // refunded (lifecycle.ts): they still count as paid, the refunds as refunded. (A late payment
  // given straight back is refunded too, but only ever on an order that was not paid or on a
  // lapsed date change: of a later refunded order, such a top-up would count as paid.)
  const settled = refunds.some((r) => r.change_id === null && r.status === 'refundSuccess');
  const paid = await db
    .selectFrom('payment')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('order_id', '=', orderId)
    .where('status', 'in', settled ? ['succeeded', 'refunded'] : ['succeeded'])
    .executeTakeFirstOrThrow();
  const fees = await db
    .selectFrom('order_change')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('fee_cents'), eb.lit(0)).as('cents'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'done')
    .executeTakeFirstOrThrow();
  return {
    paidCents: Number(paid.cents),
    changeFeesCents: Number(fees.cents),
    refunds: refunds.map((r) => ({
      status: r.status,
      refundCents: r.refund_cents,
      ofChange: r.change_id !== null,
    })),
  };
}

/**
 * What an order has paid and what its refunds give back. In a transaction that has locked the
 * order's row (both refund paths do), nothing can change it until the end of that transaction.
 */
export async function loadRefundBalance(db: Db, orderId: string): Promise<RefundBalance> {
  return refundBalance(await refundLedger(db, orderId));
}

/** A refund number: RF, the Hong Kong date, 8 digits. */
const refundNo = (now: number): string =>
  `RF${resortNow(now).today.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * The refund of a cheaper date change's difference less its fee, in the change's transaction
 * (the order's row already claimed by it): submitted, walked on by the simulator like any
 * refund, mailed like any refund. Never more than is left to refund; once per change
 * (refund_change_uq). Throws on a refund_no collision; the caller's transaction retries.
 */
export async function insertChangeRefund(
  trx: Db,
  change: {
    changeId: string;
    orderId: string;
    userId: string;
    tickets: number;
    differenceCents: number;
    feeCents: number;
    refundCents: number;
  },
  now: number,
): Promise<void> {
  const balance = await loadRefundBalance(trx, change.orderId);
  const refundCents = Math.min(change.refundCents, balance.leftCents);
  if (refundCents <= 0) return;
  await trx
    .insertInto('refund')
    .values({
      id: newId(),
      refund_no: refundNo(now),
      order_id: change.orderId,
      user_id: change.userId,
      reason: 'dateChange',
      ticket_quantity: change.tickets,
      subtotal_cents: change.differenceCents,
      fee_cents: change.feeCents,
      refund_cents: refundCents,
      status: 'submitted',
      applied_at: now,
      status_at: now,
      change_id: change.changeId,
    })
    .execute();
}

/** The order's refund quote, read with `db` (the caller's transaction under the order's lock). */
async function readRefundQuote(db: Db, orderId: string, now: number): Promise<RefundQuote> {
  // one after the other: `db` may be a transaction, which runs one statement at a time
  const row = await db
    .selectFrom('orders')
    .select(['status', 'pay_type'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const lines = await db
    .selectFrom('order_line')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('tickets'),
      eb.fn.min('start_date').as('first'),
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const ledger = await refundLedger(db, orderId);
  if (!row) throw notFoundError('errors.order.notFound');
  return refundQuoteOf({
    orderId,
    status: row.status,
    ticketQuantity: Number(lines.tickets),
    firstVisitDate: lines.first ?? '',
    payType: PAY_TYPES.find((t) => t === row.pay_type) ?? null,
    today: resortNow(now).today,
    ledger,
  });
}

/** The caller's own order's refund quote (404 for anybody else's). */
export async function quoteRefund(
  db: Db,
  userId: string,
  orderId: string,
  now: number,
): Promise<RefundQuote> {
  await ownOrder(db, userId, orderId);
  return readRefundQuote(db, orderId, now);
}

const refusalError = (refusal: RefundRefusal, quote: RefundQuote): HttpError =>
  new HttpError(409, REFUND_ERROR_CODES.refused, `errors.refund.${refusal}`, {
    data: quote,
  });

/**
 * Applies for the refund of what is left of the caller's order. Refused (409 REFUND_REFUSED, the
 * rule's message, the quote as data) when the order does not meet the rules; 409
 * REFUND_FEE_CHANGED with the new quote when the fee is not the one the shopper saw, or when what
 * is left changed meanwhile (a date change's refund made at the same moment). Once only: the
 * unique key refund_order_uq decides between concurrent applies, the loser is refused as
 * alreadyRefunded.
 */
export async function applyRefund(
  db: Db,
  input: { userId: string; body: RefundApply; now: number; lang: Language },
): Promise<Refund> {
  const { userId, body, now, lang } = input;
  const general = await quoteRefund(db, userId, body.orderId, now);
  const quote = quoteForReason(general, body.reason);
  if (quote.refusal !== null) throw refusalError(quote.refusal, quote);
  // The fee charged is the reason's (none for a failed booking); the shopper may also have been
  // shown the general quote's fee, which is never less: either is accepted.
  if (body.expectedFeeCents !== quote.feeCents && body.expectedFeeCents !== general.feeCents) {
    throw new HttpError(409, REFUND_ERROR_CODES.feeChanged, 'errors.refund.feeChanged', {
      params: { fee: formatHkd(quote.feeCents, lang) },
      data: quote,
    });
  }
  const id = newId();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const made = await transaction(db, async (trx) => {
        // The order's row is locked and its status checked in this transaction: an order that
        // moved on in the meantime (completed, refunded, deleted) makes nothing.
        const order = await lockRows(
          trx,
          trx
            .selectFrom('orders')
            .select('status')
            .where('id', '=', body.orderId)
            .where('user_id', '=', userId)
            .where('deleted_at', 'is', null),
        ).executeTakeFirst();
        if (!order) return false;
        // the quote again, read under the lock, by the same function: its numbers are stored
        const locked = quoteForReason(await readRefundQuote(trx, body.orderId, now), body.reason);
        if (locked.refusal !== null) return false;
        // a date change refunded part of what is left since the shopper's quote
        if (locked.subtotalCents !== quote.subtotalCents || locked.feeCents !== quote.feeCents)
          return 'moved';
        await trx
          .insertInto('refund')
          .values({
            id,
            refund_no: refundNo(now),
            order_id: body.orderId,
            user_id: userId,
            reason: body.reason,
            reason_text: body.reasonText.trim(),
            ticket_quantity: locked.ticketQuantity,
            subtotal_cents: locked.subtotalCents,
            fee_cents: locked.feeCents,
            refund_cents: locked.refundCents,
            status: 'submitted',
            applied_at: now,
            status_at: now,
          })
          .execute();
        return true;
      });
      if (made === true) break;
      if (made === 'moved') {
        const fresh = quoteForReason(await quoteRefund(db, userId, body.orderId, now), body.reason);
        if (fresh.refusal !== null) throw refusalError(fresh.refusal, fresh);
        throw new HttpError(409, REFUND_ERROR_CODES.feeChanged, 'errors.refund.feeChanged', {
          params: { fee: formatHkd(fresh.feeCents, lang) },
          data: fresh,
        });
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (isUniqueViolation(error, 'refund', 'refund_no') && attempt < 3) continue;
      // once per order: the unique key refund_order_uq decides between concurrent applies
      if (!isUniqueViolation(error, 'refund', 'order_id')) throw error;
    }
    // Lost to another apply, or the order changed: refuse with the rule it now breaks.
    const now2 = await quoteRefund(db, userId, body.orderId, now);
    throw refusalError(now2.refusal ?? 'alreadyRefunded', now2);
  }
  return loadRefund(db, userId, id);
}

/** Refunds with their order's number and payment method, and their date change's number. */
const selectRefunds = (db: Db) =>
  db
    .selectFrom('refund as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('order_change as c', 'c.id', 'r.change_id')
    .selectAll('r')
    .select(['o.order_no', 'o.pay_type', 'c.change_no']);

function toRefund(
  row: Row<'refund'> & { order_no: string; pay_type: string | null; change_no: string | null },
): Refund {
  const payType = PAY_TYPES.find((t) => t === row.pay_type);
  return refundSchema.parse({
    refundId: row.id,
    refundNo: row.refund_no,
    orderId: row.order_id,
    orderNo: row.order_no,
    appliedAt: row.applied_at,
    reason: REFUND_REASONS.find((r) => r === row.reason) ?? 'other',
    reasonText: row.reason_text,
    changeNo: row.change_no,
    ticketQuantity: row.ticket_quantity,
    subtotalCents: row.subtotal_cents,
    feeCents: row.fee_cents,
    refundCents: row.refund_cents,
    actualRefundCents: row.actual_refund_cents,
    status: REFUND_STATUSES.find((s) => s === row.status) ?? 'anomaly',
    statusAt: row.status_at,
    // A refund exists only for a paid order, which has its method; the slowest estimate else.
    arrival: payType === undefined ? '7-14' : ARRIVAL_BY_PAY_TYPE[payType],
  });
}

/** The caller's own refund record (404 "Refund detail empty" for any other). */
export async function loadRefund(db: Db, userId: string, refundId: string): Promise<Refund> {
  const row = await selectRefunds(db)
    .where('r.id', '=', refundId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFoundError('errors.refund.notFound');
  return toRefund(row);
}

/** The caller's refund records, newest first. */
export async function listRefunds(
  db: Db,
  userId: string,
  q: { pageNo: number; pageSize: number },
): Promise<RefundPage> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('refund')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    selectRefunds(db)
      .where('r.user_id', '=', userId)
      .orderBy('r.applied_at', 'desc')
      .orderBy(insertionOrder(db, 'r'), 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
  ]);
  return {
    total: count.n,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    records: rows.map(toRefund),
  };
}
