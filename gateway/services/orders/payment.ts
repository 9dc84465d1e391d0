import { randomInt } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { OrderPayRequest, Payment, PaymentStatus } from '../../../src/lib/contract/order.ts';
import { PAY_TYPES } from '../../../src/lib/contract/product.ts';
import type { GatewayDatabase as Db } from '../../db/client.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { newId } from '../secrets.ts';
import { releaseExpiredOrders } from './expiry.ts';

/**
 * Payment through the gateway's simulator (DESIGN §6): `pay` opens a payment on a configured
 * method and answers the cashier page's URL; the cashier completes it as paid or failed and
 * sends the shopper back to the site. A payment that arrives after the order expired is
 * honoured when the stock can still be taken, otherwise refunded at once.
 */

export const PAYMENT_ERROR_CODES = {
  methodUnavailable: 'PAY_METHOD_UNAVAILABLE',
  notPayable: 'ORDER_NOT_PAYABLE',
} as const;

export const CASHIER_PATH = '/cl-odss-app/open/cashier';

interface OrderRow {
  id: string;
  status: string;
  totalCents: number;
  payBefore: number;
}

/** The caller's own order (others answer as not found), not deleted. */
export async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const found = await db.execute({
    sql: `SELECT id, status, total_cents, pay_before FROM orders
           WHERE id = ? AND user_id = ? AND deleted_at IS NULL`,
    args: [orderId, userId],
  });
  const row = found.rows[0];
  if (!row) throw notFoundError('errors.order.notFound');
  return {
    id: String(row['id']),
    status: String(row['status']),
    totalCents: Number(row['total_cents']),
    payBefore: Number(row['pay_before']),
  };
}

const toPayment = (row: Record<string, unknown>, origin: string): Payment => ({
  payId: String(row['id']),
  orderId: String(row['order_id']),
  payType: PAY_TYPES.find((t) => t === row['pay_type']) ?? 'ALIPAY',
  channelMode: row['channel_mode'] === 'H5_WEB' ? 'H5_WEB' : 'H5',
  amountCents: Number(row['amount_cents']),
  status: String(row['status']) as PaymentStatus,
  cashierUrl: `${origin}${CASHIER_PATH}/${String(row['id'])}`,
});

/** pay: a pending payment of a pending order on an enabled method of its own channel mode. */
export async function startPayment(
  db: Db,
  input: { userId: string; body: OrderPayRequest; now: number; origin: string },
): Promise<Payment> {
  const { userId, body, now, origin } = input;
  await releaseExpiredOrders(db, now);
  const order = await ownOrder(db, userId, body.orderId);
  if (order.status !== 'pendingPayment') {
    throw new HttpError(409, PAYMENT_ERROR_CODES.notPayable, 'errors.order.notPayable', {
      data: { orderId: order.id, status: order.status },
    });
  }
  const config = await db.execute({
    sql: 'SELECT channel_mode FROM pay_config WHERE pay_type = ? AND enabled = 1',
    args: [body.payType],
  });
  const mode = config.rows[0]?.['channel_mode'];
  if (mode === undefined || mode !== body.channelMode) {
    throw new HttpError(409, PAYMENT_ERROR_CODES.methodUnavailable, 'errors.order.payMethod', {
      data: { payType: body.payType, channelMode: mode ?? null },
    });
  }
  const payId = newId();
  await db.execute({
    sql: `INSERT INTO payment (id, order_id, pay_type, channel_mode, amount_cents, status,
            return_path, created_at)
          VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
    args: [payId, order.id, body.payType, body.channelMode, order.totalCents, body.returnPath, now],
  });
  return loadPayment(db, payId, origin);
}

export async function loadPayment(db: Db, payId: string, origin: string): Promise<Payment> {
  const found = await db.execute({ sql: 'SELECT * FROM payment WHERE id = ?', args: [payId] });
  const row = found.rows[0];
  if (!row) throw notFoundError('errors.order.paymentNotFound');
  return toPayment(row, origin);
}

/** The cashier page's view of a payment: amount, method, order number and language. */
export async function cashierView(db: Db, payId: string) {
  const found = await db.execute({
    sql: `SELECT p.*, o.order_no, o.lang FROM payment p JOIN orders o ON o.id = p.order_id
           WHERE p.id = ?`,
    args: [payId],
  });
  const row = found.rows[0];
  if (!row) return null;
  return {
    payId: String(row['id']),
    orderId: String(row['order_id']),
    orderNo: String(row['order_no']),
    lang: String(row['lang']),
    payType: String(row['pay_type']),
    channelMode: String(row['channel_mode']),
    amountCents: Number(row['amount_cents']),
    status: String(row['status']) as PaymentStatus,
    returnPath: String(row['return_path']),
  };
}

/** A transaction number like a payment provider's: T + 18 digits. */
const transactionNo = (): string =>
  `T${Date.now().toString().slice(-10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * Completes a payment from the cashier: `ok` paid, otherwise failed (the order stays payable).
 * Idempotent: a payment already completed is left as it is. Answers the outcome for the
 * shopper: 'paid', 'failed', 'honoured' (paid after expiry, stock still there) or 'refunded'.
 */
export async function completePayment(
  db: Db,
  payId: string,
  ok: boolean,
  now: number,
): Promise<'paid' | 'failed' | 'honoured' | 'refunded' | 'unchanged'> {
  await releaseExpiredOrders(db, now);
  const view = await cashierView(db, payId);
  if (view === null) throw notFoundError('errors.order.paymentNotFound');
  if (view.status !== 'pending') return 'unchanged';
  if (!ok) {
    await db.execute({
      sql: `UPDATE payment SET status = 'failed', completed_at = ? WHERE id = ? AND status = 'pending'`,
      args: [now, payId],
    });
    return 'failed';
  }
  const order = await db.execute({
    sql: 'SELECT status FROM orders WHERE id = ?',
    args: [view.orderId],
  });
  const status = String(order.rows[0]?.['status'] ?? '');
  if (status === 'pendingPayment') {
    // The order is updated first, guarded by its status; the hold becomes a sale only if that
    // update happened in this same transaction (an expiry in between leaves nothing to sell).
    const tx = transactionNo();
    const mine = `EXISTS (SELECT 1 FROM orders WHERE id = :id AND status = 'paid'
                           AND transaction_no = :tx)`;
    const [updated] = await db.batch(
      [
        {
          sql: `UPDATE orders SET status = 'paid', pay_type = :payType, transaction_no = :tx,
                  paid_at = :now, status_at = :now, updated_at = :now, notice = NULL
                 WHERE id = :id AND status = 'pendingPayment'`,
          args: { now, id: view.orderId, payType: view.payType, tx },
        },
        {
          sql: `WITH h AS (SELECT sku_id, date, session, quantity FROM order_hold
                            WHERE order_id = :id AND ${mine})
                UPDATE inventory SET held = inventory.held - h.quantity,
                                     sold = inventory.sold + h.quantity
                  FROM h
                 WHERE inventory.sku_id = h.sku_id AND inventory.date = h.date
                   AND inventory.session = h.session`,
          args: { id: view.orderId, tx },
        },
        // The hold is now a sale: nothing is held any more.
        {
          sql: `DELETE FROM order_hold WHERE order_id = :id AND ${mine}`,
          args: { id: view.orderId, tx },
        },
        {
          sql: `UPDATE payment SET status = 'succeeded', completed_at = :now
                 WHERE id = :payId AND status = 'pending' AND ${mine}`,
          args: { now, payId, id: view.orderId, tx },
        },
      ],
      'write',
    );
    if (updated?.rowsAffected === 1) return 'paid';
    // Expired between the read and the write: pay it as a late payment.
    return completePayment(db, payId, ok, now);
  }
  if (status === 'cancelled') {
    // Paid after the 15 minutes: take the stock again if it is still there.
    const cells = await db.execute({
      sql: `SELECT sku_id, start_date, end_date, session, quantity, product_type
              FROM order_line WHERE order_id = ?`,
      args: [view.orderId],
    });
    // As above: the order first, guarded by its status; then the stock, only for this change.
    const lateTx = transactionNo();
    const lateMine = `EXISTS (SELECT 1 FROM orders WHERE id = :id AND status = 'paid'
                               AND transaction_no = :tx)`;
    const take: InStatement[] = [];
    for (const row of cells.rows) {
      const hotel = row['product_type'] === 'HOTEL';
      const start = String(row['start_date']);
      const end = String(row['end_date']);
      const nights = hotel ? nightsOf(start, end) : [start];
      for (const night of nights) {
        take.push({
          sql: `UPDATE inventory SET sold = sold + :n
                 WHERE sku_id = :sku AND date = :date AND session = :session AND ${lateMine}`,
          args: {
            n: Number(row['quantity']),
            sku: String(row['sku_id']),
            date: night,
            session: String(row['session']),
            id: view.orderId,
            tx: lateTx,
          },
        });
      }
    }
    try {
      const [updated] = await db.batch(
        [
          {
            sql: `UPDATE orders SET status = 'paid', pay_type = :payType, transaction_no = :tx,
                    paid_at = :now, status_at = :now, updated_at = :now,
                    notice = 'LATE_PAYMENT_HONOURED'
                   WHERE id = :id AND status = 'cancelled'`,
            args: { now, id: view.orderId, payType: view.payType, tx: lateTx },
          },
          ...take,
          {
            sql: `UPDATE payment SET status = 'succeeded', completed_at = :now
                   WHERE id = :payId AND status = 'pending' AND ${lateMine}`,
            args: { now, payId, id: view.orderId, tx: lateTx },
          },
        ],
        'write',
      );
      if (updated?.rowsAffected !== 1) return completePayment(db, payId, ok, now);
      return 'honoured';
    } catch (error) {
      if (!(error instanceof Error) || !/CHECK constraint/i.test(error.message)) throw error;
      await db.batch(
        [
          {
            sql: `UPDATE payment SET status = 'refunded', completed_at = :now
                   WHERE id = :payId AND status = 'pending'`,
            args: { now, payId },
          },
          {
            sql: `UPDATE orders SET status = 'refunded', pay_type = :payType, transaction_no = :tx,
                    paid_at = :now, status_at = :now, updated_at = :now,
                    notice = 'LATE_PAYMENT_REFUNDED'
                   WHERE id = :id AND status = 'cancelled'`,
            args: { now, id: view.orderId, payType: view.payType, tx: transactionNo() },
          },
        ],
        'write',
      );
      return 'refunded';
    }
  }
  // Paid already through another payment, or no longer payable: give this money back.
  await db.execute({
    sql: `UPDATE payment SET status = 'refunded', completed_at = ? WHERE id = ?`,
    args: [now, payId],
  });
  return 'refunded';
}

/** The nights of a stay from check-in to the night before check-out. */
function nightsOf(start: string, end: string): string[] {
  const nights: string[] = [];
  for (
    let t = Date.parse(`${start}T00:00:00Z`);
    t < Date.parse(`${end}T00:00:00Z`);
    t += 86_400_000
  ) {
    nights.push(new Date(t).toISOString().slice(0, 10));
  }
  return nights;
}
