import { sql } from 'kysely';
import { transaction, type Db } from '../../db/client.ts';
import { lineCells, unsell } from '../products/inventory.ts';
import { resortNow } from '../products/dates.ts';
import { newLineCodes } from './codes.ts';
import { releaseExpiredChanges } from './date-change.ts';
import { releaseExpiredOrders } from './expiry.ts';
import { REFUND_STEPS } from './refunds.ts';
import { advanceWaits } from '../waitlist.ts';

/**
 * The fulfilment simulator of DESIGN §7: a paid order goes to processing, then confirmed, then
 * voucherIssued (each line gets a redemption code; hotel lines a check-in confirmation code),
 * one step of `stepMs` apart on the gateway clock; a zero-amount order (noPayment) is confirmed
 * after one step; an issued order is completed once its visit has ended. Run lazily before
 * every order read and by the sweep, so moving the dev clock moves orders.
 *
 * Refunds move the same way (REFUND_STEPS, same `stepMs`): submitted → reviewing → approved →
 * refunding → refundSuccess. On refundSuccess the refund's actual amount is set, the order's
 * payment is marked refunded, its sold stock goes back on sale (a hotel line: every night) and
 * the order becomes refunded (a date change's refund of a difference leaves the order as it is)
 * — all in the one write batch, the stock guarded by the order not
 * being refunded yet, so it is given back once. A refund an operator put in one of the other
 * statuses (reviewFailed, refundFailed, applicationFailed, closed, anomaly, noticeAnomaly) is left
 * alone; one an operator marks refundSuccess refunds its order like the simulator's.
 */

export const DEFAULT_ORDER_STEP_MS = 3000;

/** The times the order clock runs by. */
export interface OrderTimes {
  /** How long a waiting-list offer holds its units (WAITLIST_OFFER_MINUTES, in ms). */
  waitOfferMs: number;
  /** Milliseconds between the fulfilment steps of the simulator (DEFAULT_ORDER_STEP_MS). */
  stepMs?: number | undefined;
}

const STEPS: readonly (readonly [from: string, to: string])[] = [
  ['paid', 'processing'],
  ['noPayment', 'confirmed'],
  ['processing', 'confirmed'],
  ['confirmed', 'voucherIssued'],
];

export async function advanceOrders(
  db: Db,
  now: number,
  times: OrderTimes,
): Promise<{ expired: number }> {
  const { waitOfferMs, stepMs = DEFAULT_ORDER_STEP_MS } = times;
  const expired = await releaseExpiredOrders(db, now);
  await releaseExpiredChanges(db, now);
  const today = resortNow(now).today;
  const orderDue = await db
    .selectFrom('orders')
    .select('id')
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['paid', 'noPayment', 'processing', 'confirmed']),
          eb(sql<number>`status_at + ${stepMs}`, '<=', now),
        ]),
        eb.and([eb('status', '=', 'voucherIssued'), eb('visit_end', '<', today)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  const refundDue = await db
    .selectFrom('refund as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select('r.id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb(
            'r.status',
            'in',
            REFUND_STEPS.map(([from]) => from),
          ),
          eb(sql<number>`r.status_at + ${stepMs}`, '<=', now),
        ]),
        eb.and([
          eb('r.status', '=', 'refundSuccess'),
          eb('r.change_id', 'is', null),
          eb('o.status', '<>', 'refunded'),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (!orderDue && !refundDue) {
    await advanceWaits(db, now, waitOfferMs);
    return { expired };
  }
  // Every step is a guarded update (the status it moves from, and its time), so several
  // processes advancing at once move each order once. Each step moves an order whose previous
  // step is at least stepMs old; its time stamp is the moment it was due, and the steps run in
  // order, so that one jump of the clock walks an order through all the steps it has passed.
  await transaction(db, async (trx) => {
    for (const [from, to] of STEPS) {
      const moved = await trx
        .updateTable('orders')
        .set({ status: to, status_at: sql<number>`status_at + ${stepMs}`, updated_at: now })
        .where('status', '=', from)
        .where(sql<number>`status_at + ${stepMs}`, '<=', now)
        .returning('id')
        .execute();
      if (to === 'voucherIssued' && moved.length > 0) await issueVouchers(trx, moved);
    }
    await trx
      .updateTable('orders')
      .set({ status: 'completed', status_at: now, updated_at: now })
      .where('status', '=', 'voucherIssued')
      .where('visit_end', '<', today)
      .execute();
    await advanceRefunds(trx, now, stepMs);
  });
  // what expiries, cancellations, refunds and date changes freed goes to the waiting list
  await advanceWaits(db, now, waitOfferMs);
  return { expired };
}

/** The redemption codes of the lines of orders that this transaction has just issued. */
async function issueVouchers(trx: Db, orders: readonly { id: string }[]): Promise<void> {
  const lines = await trx
    .selectFrom('order_line')
    .select(['order_id', 'line_no', 'product_type'])
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('order_line')
      .set(newLineCodes(line.product_type))
      .where('order_id', '=', line.order_id)
      .where('line_no', '=', line.line_no)
      .execute();
  }
}

/**
 * Moves refunds one step each (REFUND_STEPS); an order whose own refund succeeded (not a date
 * change's, which pays back a difference and leaves the order as it is) becomes refunded,
 * its payment refunded and its sold stock back on sale. The order's guarded update (not
 * refunded yet) claims it: the stock comes back once, whichever process gets there first.
 */
async function advanceRefunds(trx: Db, now: number, stepMs: number): Promise<void> {
  for (const [from, to] of REFUND_STEPS) {
    await trx
      .updateTable('refund')
      .set((eb) => ({
        status: to,
        status_at: sql<number>`status_at + ${stepMs}`,
        ...(to === 'refundSuccess' ? { actual_refund_cents: eb.ref('refund_cents') } : {}),
      }))
      .where('status', '=', from)
      .where(sql<number>`status_at + ${stepMs}`, '<=', now)
      .execute();
  }
  const refunded = await trx
    .updateTable('orders')
    .set({ status: 'refunded', status_at: now, updated_at: now })
    .where('status', '<>', 'refunded')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('refund')
        .select('order_id')
        .where('status', '=', 'refundSuccess')
        .where('change_id', 'is', null),
    )
    .returning('id')
    .execute();
  if (refunded.length === 0) return;
  const ids = refunded.map((o) => o.id);
  await trx
    .updateTable('payment')
    .set({ status: 'refunded' })
    .where('status', '=', 'succeeded')
    .where('order_id', 'in', ids)
    .execute();
  const lines = await trx
    .selectFrom('order_line')
    .select(['sku_id', 'start_date', 'end_date', 'session', 'quantity', 'product_type'])
    .where('order_id', 'in', ids)
    .execute();
  await unsell(trx, lineCells(lines));
}
