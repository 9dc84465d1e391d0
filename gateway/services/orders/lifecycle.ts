import type { InStatement } from '@libsql/client';
import type { GatewayDatabase as Db } from '../../db/client.ts';
import { resortNow } from '../products/dates.ts';
import { releaseExpiredOrders } from './expiry.ts';
import { REFUND_STEPS } from './refunds.ts';

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
 * the order becomes refunded — all in the one write batch, the stock guarded by the order not
 * being refunded yet, so it is given back once. A refund an operator put in one of the other
 * statuses (reviewFailed, refundFailed, applicationFailed, closed, anomaly, noticeAnomaly) is left
 * alone; one an operator marks refundSuccess refunds its order like the simulator's.
 */

export const DEFAULT_ORDER_STEP_MS = 3000;

const STEPS: readonly (readonly [from: string, to: string])[] = [
  ['paid', 'processing'],
  ['noPayment', 'confirmed'],
  ['processing', 'confirmed'],
  ['confirmed', 'voucherIssued'],
];

/** Orders whose refund succeeded and that are not refunded yet. */
const NEWLY_REFUNDED = `SELECT r.order_id FROM refund r JOIN orders o ON o.id = r.order_id
                         WHERE r.status = 'refundSuccess' AND o.status <> 'refunded'`;

export async function advanceOrders(
  db: Db,
  now: number,
  stepMs: number = DEFAULT_ORDER_STEP_MS,
): Promise<void> {
  await releaseExpiredOrders(db, now);
  const due = await db.execute({
    sql: `SELECT 1 FROM orders
           WHERE deleted_at IS NULL AND (
                 (status IN ('paid', 'noPayment', 'processing', 'confirmed') AND status_at + ? <= ?)
              OR (status = 'voucherIssued' AND visit_end < ?))
          UNION ALL
          SELECT 1 FROM refund
           WHERE status IN ('submitted', 'reviewing', 'approved', 'refunding')
             AND status_at + ? <= ?
          UNION ALL
          SELECT 1 FROM (${NEWLY_REFUNDED})
          LIMIT 1`,
    args: [stepMs, now, resortNow(now).today, stepMs, now],
  });
  if (due.rows.length === 0) return;
  // Each step moves an order whose previous step is at least stepMs old; its time stamp is the
  // moment it was due, and the steps run in order, so that one jump of the clock walks an order
  // through all the steps it has passed.
  const statements = STEPS.flatMap(([from, to]) => [
    ...(to === 'voucherIssued'
      ? [
          {
            sql: `UPDATE order_line
                     SET voucher_code = upper(hex(randomblob(6))),
                         confirmation_code = CASE WHEN product_type = 'HOTEL'
                           THEN 'HC' || upper(hex(randomblob(4))) END
                   WHERE order_id IN (SELECT id FROM orders
                                       WHERE status = :from AND status_at + :step <= :now)`,
            args: { from, step: stepMs, now },
          },
        ]
      : []),
    {
      sql: `UPDATE orders SET status = :to, status_at = status_at + :step, updated_at = :now
             WHERE status = :from AND status_at + :step <= :now`,
      args: { from, to, step: stepMs, now },
    },
  ]);
  await db.batch(
    [
      ...statements,
      {
        sql: `UPDATE orders SET status = 'completed', status_at = :now, updated_at = :now
               WHERE status = 'voucherIssued' AND visit_end < :today`,
        args: { now, today: resortNow(now).today },
      },
      ...refundStatements(now, stepMs),
    ],
    'write',
  );
}

function refundStatements(now: number, stepMs: number): InStatement[] {
  return [
    ...REFUND_STEPS.map(([from, to]) => ({
      sql: `UPDATE refund SET status = :to, status_at = status_at + :step,
              actual_refund_cents = CASE WHEN :to = 'refundSuccess' THEN refund_cents
                                         ELSE actual_refund_cents END
             WHERE status = :from AND status_at + :step <= :now`,
      args: { from, to, step: stepMs, now },
    })),
    {
      // The sold stock of the lines goes back on sale: one cell per line, a hotel line one per
      // night from check-in to the night before check-out; summed per cell.
      sql: `WITH RECURSIVE cells (sku_id, date, session, quantity, end_date, hotel) AS (
              SELECT sku_id, start_date, session, quantity, end_date, product_type = 'HOTEL'
                FROM order_line WHERE order_id IN (${NEWLY_REFUNDED})
              UNION ALL
              SELECT sku_id, date(date, '+1 day'), session, quantity, end_date, hotel
                FROM cells WHERE hotel AND date(date, '+1 day') < end_date
            ), totals AS (
              SELECT sku_id, date, session, SUM(quantity) AS quantity FROM cells
               GROUP BY sku_id, date, session
            )
            UPDATE inventory SET sold = max(0, inventory.sold - totals.quantity) FROM totals
             WHERE inventory.sku_id = totals.sku_id AND inventory.date = totals.date
               AND inventory.session = totals.session`,
      args: {},
    },
    {
      sql: `UPDATE payment SET status = 'refunded'
             WHERE status = 'succeeded' AND order_id IN (${NEWLY_REFUNDED})`,
      args: {},
    },
    {
      sql: `UPDATE orders SET status = 'refunded', status_at = :now, updated_at = :now
             WHERE id IN (${NEWLY_REFUNDED})`,
      args: { now },
    },
  ];
}
