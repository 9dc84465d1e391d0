import type { Db } from '../../db/client.ts';
import { resortNow } from '../products/dates.ts';
import { releaseExpiredOrders } from './expiry.ts';

/**
 * The fulfilment simulator of DESIGN §7: a paid order goes to processing, then confirmed, then
 * voucherIssued (each line gets a redemption code; hotel lines a check-in confirmation code),
 * one step of `stepMs` apart on the gateway clock; a zero-amount order (noPayment) is confirmed
 * after one step; an issued order is completed once its visit has ended. Run lazily before
 * every order read and by the sweep, so moving the dev clock moves orders.
 */

export const DEFAULT_ORDER_STEP_MS = 3000;

const STEPS: readonly (readonly [from: string, to: string])[] = [
  ['paid', 'processing'],
  ['noPayment', 'confirmed'],
  ['processing', 'confirmed'],
  ['confirmed', 'voucherIssued'],
];

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
           LIMIT 1`,
    args: [stepMs, now, resortNow(now).today],
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
    ],
    'write',
  );
}
