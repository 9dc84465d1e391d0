import { randomInt } from 'node:crypto';
import type { Language } from '../../../src/lib/contract/common.ts';
import { quoteForReason } from '../../../src/lib/contract/order-extra.ts';
import {
  ARRIVAL_BY_PAY_TYPE,
  REFUND_ERROR_CODES,
  REFUND_FEE_RULES,
  REFUND_REASONS,
  REFUND_STATUSES,
  refundSchema,
  type OrderStatus,
  type Refund,
  type RefundApply,
  type RefundPage,
  type RefundQuote,
  type RefundRefusal,
} from '../../../src/lib/contract/order.ts';
import { PAY_TYPES } from '../../../src/lib/contract/product.ts';
import { formatHkd } from '../../../src/lib/format/money.ts';
import type { GatewayDatabase as Db } from '../../db/client.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { resortNow } from '../products/dates.ts';
import { newId } from '../secrets.ts';
import { ownOrder } from './payment.ts';

/**
 * Refunds (SPEC §4, §5 Refund; DESIGN §7): a full refund once per order, before its first visit
 * date, of an order in a paid state. `loadRefundFee` quotes it, `apply` makes it (status
 * submitted) and the simulator of lifecycle.ts walks it to refundSuccess, when the order becomes
 * refunded and its stock goes back on sale.
 *
 * The other REFUND_STATUSES (reviewFailed, refundFailed, applicationFailed, closed, anomaly,
 * noticeAnomaly) are ends an operator sets by hand (UPDATE refund SET status = …): the simulator
 * leaves a refund in any of them alone, the order keeps its status and its stock stays sold.
 */

/** Order statuses in which a refund may be asked for (paid, not yet visited). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = [
  'paid',
  'processing',
  'confirmed',
  'voucherIssued',
];

/** Refund statuses the simulator moves on, each to the next, one step apart. */
export const REFUND_STEPS: readonly (readonly [from: string, to: string])[] = [
  ['submitted', 'reviewing'],
  ['reviewing', 'approved'],
  ['approved', 'refunding'],
  ['refunding', 'refundSuccess'],
];

export interface RefundRuleInput {
  status: string;
  totalCents: number;
  /** The first visit date of the order (YYYY-MM-DD, Hong Kong). */
  firstVisitDate: string;
  /** A refund of the order exists already. */
  hasRefund: boolean;
  /** Today in Hong Kong. */
  today: string;
}

export interface RefundRuleOutcome {
  refusal: RefundRefusal | null;
  daysBeforeVisit: number;
  /** The handling fee's share of the paid amount (0 when refused). */
  feePercent: number;
}

/** Whole days from `today` to `date` (negative once it has passed). */
export function daysBetween(today: string, date: string): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * The refund rule, shared by loadRefundFee, apply and the canRefund of order/info/load: the
 * first rule the order does not meet, and the fee by the days left (REFUND_FEE_RULES).
 */
export function refundRule(input: RefundRuleInput): RefundRuleOutcome {
  const days = input.firstVisitDate === '' ? 0 : daysBetween(input.today, input.firstVisitDate);
  const refused = (refusal: RefundRefusal): RefundRuleOutcome => ({
    refusal,
    daysBeforeVisit: days,
    feePercent: 0,
  });
  if (input.hasRefund || input.status === 'refunded') return refused('alreadyRefunded');
  if (!REFUNDABLE_STATUSES.includes(input.status as OrderStatus)) return refused('notPaid');
  if (input.totalCents <= 0) return refused('nothingPaid');
  const rule = REFUND_FEE_RULES.find((r) => days >= r.minDaysBefore);
  if (rule === undefined) return refused('visitStarted');
  return { refusal: null, daysBeforeVisit: days, feePercent: rule.percent };
}

/** The fee of a paid amount at a percentage, in whole cents (half a cent rounds up). */
export const feeOf = (totalCents: number, percent: number): number =>
  Math.round((totalCents * percent) / 100);

/** The caller's own order's refund quote (404 for anybody else's). */
export async function quoteRefund(
  db: Db,
  userId: string,
  orderId: string,
  now: number,
): Promise<RefundQuote> {
  await ownOrder(db, userId, orderId);
  const [order, lines, refunds] = await db.batch(
    [
      { sql: 'SELECT status, total_cents, pay_type FROM orders WHERE id = ?', args: [orderId] },
      {
        sql: `SELECT COALESCE(SUM(quantity), 0) AS tickets, MIN(start_date) AS first
                FROM order_line WHERE order_id = ?`,
        args: [orderId],
      },
      { sql: 'SELECT 1 FROM refund WHERE order_id = ?', args: [orderId] },
    ],
    'read',
  );
  const row = order?.rows[0];
  if (!row) throw notFoundError('errors.order.notFound');
  const totalCents = Number(row['total_cents']);
  const outcome = refundRule({
    status: String(row['status']),
    totalCents,
    firstVisitDate: String(lines?.rows[0]?.['first'] ?? ''),
    hasRefund: (refunds?.rows.length ?? 0) > 0,
    today: resortNow(now).today,
  });
  const payType = PAY_TYPES.find((t) => t === row['pay_type']);
  const refundable = outcome.refusal === null;
  const feeCents = refundable ? feeOf(totalCents, outcome.feePercent) : 0;
  return {
    orderId,
    refundable,
    refusal: outcome.refusal,
    ticketQuantity: Number(lines?.rows[0]?.['tickets'] ?? 0),
    subtotalCents: totalCents,
    feePercent: outcome.feePercent,
    feeCents,
    refundCents: refundable ? totalCents - feeCents : 0,
    daysBeforeVisit: outcome.daysBeforeVisit,
    arrival: payType === undefined ? null : ARRIVAL_BY_PAY_TYPE[payType],
  };
}

const refusalError = (refusal: RefundRefusal, quote: RefundQuote): HttpError =>
  new HttpError(409, REFUND_ERROR_CODES.refused, `errors.refund.${refusal}`, {
    data: quote,
  });

/** A refund number: RF, the Hong Kong date, 8 digits. */
const refundNo = (now: number): string =>
  `RF${resortNow(now).today.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const isUniqueOn = (error: unknown, column: string): boolean =>
  error instanceof Error && error.message.includes('UNIQUE') && error.message.includes(column);

/**
 * Applies for the full refund of the caller's order. Refused (409 REFUND_REFUSED, the rule's
 * message, the quote as data) when the order does not meet the rules; 409 REFUND_FEE_CHANGED
 * with the new quote when the fee is not the one the shopper saw. Once only: the refund's
 * UNIQUE(order_id) decides between concurrent applies, the loser is refused as alreadyRefunded.
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
      const [inserted] = await db.batch(
        [
          {
            // Guarded by the order's status inside the transaction: an order that moved on in
            // the meantime (completed, refunded, deleted) makes nothing.
            sql: `INSERT INTO refund (id, refund_no, order_id, user_id, reason, reason_text,
                    ticket_quantity, subtotal_cents, fee_cents, refund_cents, status, applied_at,
                    status_at)
                  SELECT :id, :no, :orderId, :userId, :reason, :text, :tickets, :subtotal, :fee,
                         :refund, 'submitted', :now, :now
                   WHERE EXISTS (SELECT 1 FROM orders WHERE id = :orderId AND user_id = :userId
                                   AND deleted_at IS NULL
                                   AND status IN (SELECT value FROM json_each(:statuses)))`,
            args: {
              id,
              no: refundNo(now),
              orderId: body.orderId,
              userId,
              reason: body.reason,
              text: body.reasonText.trim(),
              tickets: quote.ticketQuantity,
              subtotal: quote.subtotalCents,
              fee: quote.feeCents,
              refund: quote.refundCents,
              now,
              statuses: JSON.stringify(REFUNDABLE_STATUSES),
            },
          },
        ],
        'write',
      );
      if (inserted?.rowsAffected === 1) break;
    } catch (error) {
      if (isUniqueOn(error, 'refund.refund_no') && attempt < 3) continue;
      if (!isUniqueOn(error, 'refund.order_id')) throw error;
    }
    // Lost to another apply, or the order changed: refuse with the rule it now breaks.
    const now2 = await quoteRefund(db, userId, body.orderId, now);
    throw refusalError(now2.refusal ?? 'alreadyRefunded', now2);
  }
  return loadRefund(db, userId, id);
}

const REFUND_SELECT = `SELECT r.*, o.order_no, o.pay_type FROM refund r
                         JOIN orders o ON o.id = r.order_id`;

function toRefund(row: Record<string, unknown>): Refund {
  const payType = PAY_TYPES.find((t) => t === row['pay_type']);
  return refundSchema.parse({
    refundId: String(row['id']),
    refundNo: String(row['refund_no']),
    orderId: String(row['order_id']),
    orderNo: String(row['order_no']),
    appliedAt: Number(row['applied_at']),
    reason: REFUND_REASONS.find((r) => r === row['reason']) ?? 'other',
    reasonText: String(row['reason_text']),
    ticketQuantity: Number(row['ticket_quantity']),
    subtotalCents: Number(row['subtotal_cents']),
    feeCents: Number(row['fee_cents']),
    refundCents: Number(row['refund_cents']),
    actualRefundCents:
      row['actual_refund_cents'] === null ? null : Number(row['actual_refund_cents']),
    status: REFUND_STATUSES.find((s) => s === row['status']) ?? 'anomaly',
    statusAt: Number(row['status_at']),
    // A refund exists only for a paid order, which has its method; the slowest estimate else.
    arrival: payType === undefined ? '7-14' : ARRIVAL_BY_PAY_TYPE[payType],
  });
}

/** The caller's own refund record (404 "Refund detail empty" for any other). */
export async function loadRefund(db: Db, userId: string, refundId: string): Promise<Refund> {
  const found = await db.execute({
    sql: `${REFUND_SELECT} WHERE r.id = ? AND r.user_id = ?`,
    args: [refundId, userId],
  });
  const row = found.rows[0];
  if (!row) throw notFoundError('errors.refund.notFound');
  return toRefund(row);
}

/** The caller's refund records, newest first. */
export async function listRefunds(
  db: Db,
  userId: string,
  q: { pageNo: number; pageSize: number },
): Promise<RefundPage> {
  const [count, rows] = await db.batch(
    [
      { sql: 'SELECT COUNT(*) AS n FROM refund WHERE user_id = ?', args: [userId] },
      {
        sql: `${REFUND_SELECT} WHERE r.user_id = ?
               ORDER BY r.applied_at DESC, r.rowid DESC LIMIT ? OFFSET ?`,
        args: [userId, q.pageSize, (q.pageNo - 1) * q.pageSize],
      },
    ],
    'read',
  );
  return {
    total: Number(count?.rows[0]?.['n'] ?? 0),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    records: (rows?.rows ?? []).map(toRefund),
  };
}
