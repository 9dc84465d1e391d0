import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/client.ts';
import { lockRows } from '../../db/sql.ts';
import { releaseHeld } from '../products/inventory.ts';

/**
 * Cancels the unpaid orders whose 15 minutes have passed and gives their held stock back, in
 * one transaction (SPEC §4, §9; DESIGN §7). Called before every order write and read, and by a
 * periodic sweep, so that the gateway clock moving forward is enough.
 *
 * With several processes each order is released once: the cancel is a guarded update (status
 * still pendingPayment), on PostgreSQL of the rows this transaction could lock (SKIP LOCKED: an
 * order another process is cancelling or paying right now is left to it), and the stock comes
 * back from the holds that the same transaction deletes. Returns how many orders it cancelled.
 */
export async function releaseExpiredOrders(db: Db, now: number): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pendingPayment')
    .where('pay_before', '<=', now)
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  return transaction(db, async (trx) => {
    const expired = lockRows(
      trx,
      trx
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'pendingPayment')
        .where('pay_before', '<=', now),
      { skipLocked: true },
    );
    const cancelled = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', 'in', expired)
      .where('status', '=', 'pendingPayment')
      .returning('id')
      .execute();
    if (cancelled.length === 0) return 0;
    await releaseHolds(
      trx,
      cancelled.map((o) => o.id),
    );
    return cancelled.length;
  });
}

/**
 * Deletes the holds of orders this transaction has just taken out of pendingPayment and gives
 * their stock back (several orders may hold the same cell: their sum).
 */
export async function releaseHolds(trx: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const holds = await trx
    .deleteFrom('order_hold')
    .where('order_id', 'in', orderIds)
    .returning(['sku_id', 'date', 'session', 'quantity'])
    .execute();
  await releaseHeld(
    trx,
    holds.map((h) => ({ skuId: h.sku_id, date: h.date, session: h.session, quantity: h.quantity })),
  );
}
