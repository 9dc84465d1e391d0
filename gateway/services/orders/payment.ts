import { CASHIER_ROUTES } from '../../../src/lib/contract/routes.ts';
import { randomInt } from 'node:crypto';
import type { OrderPayRequest, Payment } from '../../../src/lib/contract/order.ts';
import { PAY_TYPES } from '../../../src/lib/contract/product.ts';
import { transaction, type Db } from '../../db/client.ts';
import type { Row } from '../../db/schema.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { newId } from '../secrets.ts';
import { CellSoldOut, lineCells, sellCells, sellHeld } from '../products/inventory.ts';
import { completeChangePayment } from './date-change.ts';
import { releaseExpiredOrders } from './expiry.ts';
import { orderLines } from './read.ts';

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

interface OrderRow {
  id: string;
  status: string;
  totalCents: number;
  payBefore: number;
}

/** The caller's own order (others answer as not found), not deleted. */
export async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'status', 'total_cents', 'pay_before'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFoundError('errors.order.notFound');
  return { id: row.id, status: row.status, totalCents: row.total_cents, payBefore: row.pay_before };
}

const toPayment = (row: Row<'payment'>, origin: string): Payment => ({
  payId: row.id,
  orderId: row.order_id,
  payType: PAY_TYPES.find((t) => t === row.pay_type) ?? 'ALIPAY',
  channelMode: row.channel_mode,
  amountCents: row.amount_cents,
  status: row.status,
  cashierUrl: `${origin}${CASHIER_ROUTES.base}/${row.id}`,
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
  const config = await db
    .selectFrom('pay_config')
    .select('channel_mode')
    .where('pay_type', '=', body.payType)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  const mode = config?.channel_mode;
  if (mode === undefined || mode !== body.channelMode) {
    throw new HttpError(409, PAYMENT_ERROR_CODES.methodUnavailable, 'errors.order.payMethod', {
      data: { payType: body.payType, channelMode: mode ?? null },
    });
  }
  const payId = newId();
  // An order that expires right after this check keeps its pending payment: completing it then
  // takes the late-payment path of completePayment.
  await db
    .insertInto('payment')
    .values({
      id: payId,
      order_id: order.id,
      pay_type: body.payType,
      channel_mode: body.channelMode,
      amount_cents: order.totalCents,
      status: 'pending',
      return_path: body.returnPath,
      created_at: now,
    })
    .execute();
  return loadPayment(db, payId, origin);
}

export async function loadPayment(db: Db, payId: string, origin: string): Promise<Payment> {
  const row = await db.selectFrom('payment').selectAll().where('id', '=', payId).executeTakeFirst();
  if (!row) throw notFoundError('errors.order.paymentNotFound');
  return toPayment(row, origin);
}

/** The cashier page's view of a payment: amount, method, order number and language. */
export async function cashierView(db: Db, payId: string) {
  const row = await db
    .selectFrom('payment as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.order_id',
      'p.pay_type',
      'p.channel_mode',
      'p.amount_cents',
      'p.status',
      'p.return_path',
      'o.order_no',
      'o.lang',
    ])
    .where('p.id', '=', payId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    payId: row.id,
    orderId: row.order_id,
    orderNo: row.order_no,
    lang: row.lang,
    payType: row.pay_type,
    channelMode: row.channel_mode,
    amountCents: row.amount_cents,
    status: row.status,
    returnPath: row.return_path,
  };
}

/** A transaction number like a payment provider's: T + 18 digits. */
const transactionNo = (): string =>
  `T${Date.now().toString().slice(-10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export type PaymentOutcome = 'paid' | 'failed' | 'honoured' | 'refunded' | 'unchanged';

/**
 * Completes a payment from the cashier: `ok` paid, otherwise failed (the order stays payable).
 * Idempotent: a payment already completed is left as it is. Answers the outcome for the
 * shopper: 'paid', 'failed', 'honoured' (paid after expiry, stock still there) or 'refunded'.
 *
 * Everything happens in one transaction that first claims the payment (pending → succeeded,
 * guarded): of two completions of one payment (a double submit, two processes), one does the
 * work and the other answers 'unchanged'. The order then moves by guarded updates too, so an
 * expiry, a cancel or another payment at the same moment is decided by the database.
 */
export async function completePayment(
  db: Db,
  payId: string,
  ok: boolean,
  now: number,
): Promise<PaymentOutcome> {
  await releaseExpiredOrders(db, now);
  const view = await cashierView(db, payId);
  if (view === null) throw notFoundError('errors.order.paymentNotFound');
  if (view.status !== 'pending') return 'unchanged';
  if (!ok) {
    const failed = await db
      .updateTable('payment')
      .set({ status: 'failed', completed_at: now })
      .where('id', '=', payId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return failed.numUpdatedRows === 1n ? 'failed' : 'unchanged';
  }
  try {
    return await transaction(db, async (trx) => {
      const claimed = await trx
        .updateTable('payment')
        .set({ status: 'succeeded', completed_at: now })
        .where('id', '=', payId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) return 'unchanged';
      // the difference of a date change: the change is made (or lapsed, and paid back)
      const changed = await completeChangePayment(trx, payId, now);
      if (changed !== null) return changed;
      const paid = {
        pay_type: view.payType,
        transaction_no: transactionNo(),
        paid_at: now,
        status_at: now,
        updated_at: now,
      };
      // in time: the hold becomes a sale
      const onTime = await trx
        .updateTable('orders')
        .set({ ...paid, status: 'paid', notice: null })
        .where('id', '=', view.orderId)
        .where('status', '=', 'pendingPayment')
        .executeTakeFirst();
      if (onTime.numUpdatedRows === 1n) {
        const holds = await trx
          .deleteFrom('order_hold')
          .where('order_id', '=', view.orderId)
          .returning(['sku_id', 'date', 'session', 'quantity'])
          .execute();
        await sellHeld(
          trx,
          holds.map((h) => ({
            skuId: h.sku_id,
            date: h.date,
            session: h.session,
            quantity: h.quantity,
          })),
        );
        return 'paid';
      }
      // paid after the 15 minutes: take the stock again if it is still there
      const late = await trx
        .updateTable('orders')
        .set({ ...paid, status: 'paid', notice: 'LATE_PAYMENT_HONOURED' })
        .where('id', '=', view.orderId)
        .where('status', '=', 'cancelled')
        .executeTakeFirst();
      if (late.numUpdatedRows === 1n) {
        // sold out in the meantime: CellSoldOut rolls all this back (see below)
        await sellCells(trx, lineCells(await orderLines(trx, view.orderId)));
        return 'honoured';
      }
      // paid already through another payment, or no longer payable: give this money back
      await trx
        .updateTable('payment')
        .set({ status: 'refunded' })
        .where('id', '=', payId)
        .execute();
      return 'refunded';
    });
  } catch (error) {
    if (!(error instanceof CellSoldOut)) throw error;
  }
  // A late payment whose stock is gone: the money goes back and the order says so.
  return transaction(db, async (trx) => {
    const refunded = await trx
      .updateTable('payment')
      .set({ status: 'refunded', completed_at: now })
      .where('id', '=', payId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (refunded.numUpdatedRows !== 1n) return 'unchanged';
    await trx
      .updateTable('orders')
      .set({
        status: 'refunded',
        pay_type: view.payType,
        transaction_no: transactionNo(),
        paid_at: now,
        status_at: now,
        updated_at: now,
        notice: 'LATE_PAYMENT_REFUNDED',
      })
      .where('id', '=', view.orderId)
      .where('status', '=', 'cancelled')
      .execute();
    return 'refunded';
  });
}
