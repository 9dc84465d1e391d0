import type { GatewayDatabase as Db } from '../../db/client.ts';

/**
 * Cancels the unpaid orders whose 15 minutes have passed and gives their held stock back, in
 * one immediate transaction (SPEC §4, §9; DESIGN §7). Called before every order write and
 * read, and by a periodic sweep, so that the gateway clock moving forward is enough.
 * Returns how many orders were cancelled.
 */
export async function releaseExpiredOrders(db: Db, now: number): Promise<number> {
  const due = await db.execute({
    sql: `SELECT 1 FROM orders WHERE status = 'pendingPayment' AND pay_before <= ? LIMIT 1`,
    args: [now],
  });
  if (due.rows.length === 0) return 0;
  // One batch: one immediate transaction that never yields to another request mid-way.
  const expired = `SELECT id FROM orders WHERE status = 'pendingPayment' AND pay_before <= :now`;
  const results = await db.batch(
    [
      {
        // Several expired orders may hold the same cell: give back their sum.
        sql: `WITH released AS (
                SELECT sku_id, date, session, SUM(quantity) AS n FROM order_hold
                 WHERE order_id IN (${expired})
                 GROUP BY sku_id, date, session)
              UPDATE inventory SET held = held - released.n
                FROM released
               WHERE inventory.sku_id = released.sku_id AND inventory.date = released.date
                 AND inventory.session = released.session`,
        args: { now },
      },
      { sql: `DELETE FROM order_hold WHERE order_id IN (${expired})`, args: { now } },
      {
        sql: `UPDATE orders SET status = 'cancelled', updated_at = :now
               WHERE status = 'pendingPayment' AND pay_before <= :now`,
        args: { now },
      },
    ],
    'write',
  );
  return results[2]?.rowsAffected ?? 0;
}
