import type { InStatement } from '@libsql/client';
import {
  DELETABLE_STATUSES,
  GUEST_MODES,
  ORDER_CHANNELS,
  ORDER_NOTICES,
  ORDER_STATUSES,
  ORDER_TAB_STATUSES,
  orderDetailSchema,
  type OrderDetail,
  type OrderListQuery,
  type OrderPage,
  type OrderStatus,
  PAYMENT_STATUSES,
} from '../../../src/lib/contract/order.ts';
import {
  orderReplenishSchema,
  PAID_ORDER_STATUSES,
  type OrderReplenish,
} from '../../../src/lib/contract/order-extra.ts';
import { PAY_TYPES } from '../../../src/lib/contract/product.ts';
import type { GatewayDatabase as Db } from '../../db/client.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { resortNow } from '../products/dates.ts';
import { ownOrder } from './payment.ts';
import { orderLineOf } from './read.ts';
import { refundRule } from './refunds.ts';

/** Reading, cancelling and deleting the orders of their owner (SPEC §4; DESIGN §7). */

export const ORDER_MANAGE_CODES = {
  alreadyCancelled: 'ORDER_ALREADY_CANCELLED',
  cancelFailed: 'ORDER_CANCEL_FAILED',
  cannotDelete: 'ORDER_CANNOT_DELETE',
} as const;

const pick = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((v) => v === value) ?? null;

export async function loadOrder(
  db: Db,
  userId: string,
  orderId: string,
  now: number,
): Promise<OrderDetail> {
  await ownOrder(db, userId, orderId);
  const [order, lines, guests, refunds] = await db.batch(
    [
      { sql: 'SELECT * FROM orders WHERE id = ?', args: [orderId] },
      { sql: 'SELECT * FROM order_line WHERE order_id = ? ORDER BY line_no', args: [orderId] },
      { sql: 'SELECT * FROM order_guest WHERE order_id = ? ORDER BY guest_no', args: [orderId] },
      { sql: 'SELECT 1 FROM refund WHERE order_id = ?', args: [orderId] },
    ],
    'read',
  );
  const row = order?.rows[0];
  if (!row) throw notFoundError('errors.order.notFound');
  const status = pick(ORDER_STATUSES, row['status']) ?? 'exception';
  const firstDate = (lines?.rows ?? [])
    .map((l) => String(l['start_date']))
    .reduce((a, b) => (a === '' || b < a ? b : a), '');
  return orderDetailSchema.parse({
    orderId: String(row['id']),
    orderNo: String(row['order_no']),
    status,
    channel: pick(ORDER_CHANNELS, row['channel']) ?? 'WAP',
    totalCents: Number(row['total_cents']),
    payBefore: Number(row['pay_before']),
    createdAt: Number(row['created_at']),
    updatedAt: Number(row['updated_at']),
    guestMode: pick(GUEST_MODES, row['guest_mode']) ?? 'normal',
    guestCount: guests?.rows.length ?? 0,
    transactionNo: row['transaction_no'] === null ? null : String(row['transaction_no']),
    payType: pick(PAY_TYPES, row['pay_type']),
    paidAt: row['paid_at'] === null ? null : Number(row['paid_at']),
    notice: pick(ORDER_NOTICES, row['notice']),
    lines: (lines?.rows ?? []).map((l) => ({
      ...orderLineOf(l),
      voucherCode: l['voucher_code'] === null ? null : String(l['voucher_code']),
      confirmationCode: l['confirmation_code'] === null ? null : String(l['confirmation_code']),
    })),
    guests: (guests?.rows ?? []).map((g) => ({
      productId: String(g['product_id']),
      guestName: String(g['guest_name']),
      guestMobile: String(g['guest_mobile']),
      guestMobileArea: String(g['guest_mobile_area']),
      guestEmail: String(g['guest_email']),
      remark: String(g['remark']),
      ...(g['id_type'] === null ? {} : { idType: Number(g['id_type']) }),
      ...(g['id_info'] === null ? {} : { idInfo: String(g['id_info']) }),
    })),
    canPay: status === 'pendingPayment',
    canCancel: status === 'pendingPayment',
    canDelete: DELETABLE_STATUSES.includes(status),
    // The refund rule of loadRefundFee and apply (refunds.ts), so the button never disagrees.
    canRefund:
      refundRule({
        status,
        totalCents: Number(row['total_cents']),
        firstVisitDate: firstDate,
        hasRefund: (refunds?.rows.length ?? 0) > 0,
        today: resortNow(now).today,
      }).refusal === null,
  });
}

export async function listOrders(db: Db, userId: string, q: OrderListQuery): Promise<OrderPage> {
  const statuses = ORDER_TAB_STATUSES[q.tab];
  const filter =
    statuses === null ? '' : `AND o.status IN (SELECT value FROM json_each(:statuses))`;
  const args = {
    userId,
    statuses: JSON.stringify(statuses ?? []),
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  };
  const [count, rows] = await db.batch(
    [
      {
        sql: `SELECT COUNT(*) AS n FROM orders o
               WHERE o.user_id = :userId AND o.deleted_at IS NULL ${filter}`,
        args,
      },
      {
        sql: `SELECT o.id, o.order_no, o.status, o.total_cents, o.created_at, o.pay_before,
                     (SELECT product_name FROM order_line WHERE order_id = o.id AND line_no = 1)
                       AS title,
                     (SELECT MIN(start_date) FROM order_line WHERE order_id = o.id) AS visit,
                     (SELECT COUNT(*) FROM order_line WHERE order_id = o.id) AS lines
                FROM orders o
               WHERE o.user_id = :userId AND o.deleted_at IS NULL ${filter}
               ORDER BY o.created_at DESC, o.rowid DESC
               LIMIT :limit OFFSET :offset`,
        args,
      },
    ],
    'read',
  );
  return {
    total: Number(count?.rows[0]?.['n'] ?? 0),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    records: (rows?.rows ?? []).map((r) => ({
      orderId: String(r['id']),
      orderNo: String(r['order_no']),
      status: pick(ORDER_STATUSES, r['status']) ?? 'exception',
      totalCents: Number(r['total_cents']),
      createdAt: Number(r['created_at']),
      payBefore: Number(r['pay_before']),
      title: String(r['title'] ?? ''),
      lineCount: Number(r['lines']),
      visitDate: String(r['visit'] ?? ''),
    })),
  };
}

/**
 * Gives back the stock a pending order holds. Guarded by the status inside the transaction: an
 * order paid in the meantime (its hold became a sale) gives nothing back.
 */
const PENDING = `EXISTS (SELECT 1 FROM orders WHERE id = :id AND status = 'pendingPayment')`;
const releaseHolds = (orderId: string): InStatement[] => [
  {
    sql: `WITH h AS (SELECT sku_id, date, session, quantity FROM order_hold
                      WHERE order_id = :id AND ${PENDING})
          UPDATE inventory SET held = inventory.held - h.quantity FROM h
           WHERE inventory.sku_id = h.sku_id AND inventory.date = h.date
             AND inventory.session = h.session`,
    args: { id: orderId },
  },
  { sql: `DELETE FROM order_hold WHERE order_id = :id AND ${PENDING}`, args: { id: orderId } },
];

/** Cancels a pending order and gives its stock back; a cancelled one is refused (SPEC §4). */
export async function cancelOrder(db: Db, userId: string, orderId: string, now: number) {
  const order = await ownOrder(db, userId, orderId);
  if (order.status === 'cancelled') {
    throw new HttpError(409, ORDER_MANAGE_CODES.alreadyCancelled, 'errors.order.alreadyCancelled');
  }
  if (order.status !== 'pendingPayment') {
    throw new HttpError(409, ORDER_MANAGE_CODES.cancelFailed, 'errors.order.cancelFailed');
  }
  const [, , cancelled] = await db.batch(
    [
      ...releaseHolds(orderId),
      {
        sql: `UPDATE orders SET status = 'cancelled', status_at = :now, updated_at = :now
               WHERE id = :id AND status = 'pendingPayment'`,
        args: { id: orderId, now },
      },
    ],
    'write',
  );
  if (cancelled?.rowsAffected !== 1) {
    throw new HttpError(409, ORDER_MANAGE_CODES.cancelFailed, 'errors.order.cancelFailed');
  }
}

/** Deletes (hides for good) an order in a deletable state; a pending one gives its stock back. */
export async function deleteOrder(db: Db, userId: string, orderId: string, now: number) {
  const order = await ownOrder(db, userId, orderId);
  if (!DELETABLE_STATUSES.includes(order.status as OrderStatus)) {
    throw new HttpError(409, ORDER_MANAGE_CODES.cannotDelete, 'errors.order.cannotDelete', {
      data: { status: order.status },
    });
  }
  await db.batch(
    [
      ...releaseHolds(orderId),
      {
        sql: `UPDATE orders SET deleted_at = :now, updated_at = :now,
                status = CASE status WHEN 'pendingPayment' THEN 'cancelled' ELSE status END
               WHERE id = :id AND deleted_at IS NULL AND status = :status`,
        args: { id: orderId, now, status: order.status },
      },
    ],
    'write',
  );
}

/**
 * listReplenish: the caller's own orders among `orderIds` (others and unknown ones left out), in
 * the order asked, each with its status, whether it is paid and its last payment attempt. The
 * pay return page polls it while the payment's outcome may still be on its way.
 */
export async function listReplenish(
  db: Db,
  userId: string,
  orderIds: readonly string[],
): Promise<OrderReplenish[]> {
  const found = await db.execute({
    sql: `SELECT o.id, o.status,
                 (SELECT p.id FROM payment p WHERE p.order_id = o.id
                   ORDER BY p.created_at DESC, p.rowid DESC LIMIT 1) AS pay_id,
                 (SELECT p.status FROM payment p WHERE p.order_id = o.id
                   ORDER BY p.created_at DESC, p.rowid DESC LIMIT 1) AS pay_status
            FROM orders o
           WHERE o.user_id = :userId AND o.deleted_at IS NULL
             AND o.id IN (SELECT value FROM json_each(:ids))`,
    args: { userId, ids: JSON.stringify(orderIds) },
  });
  const byId = new Map(found.rows.map((r) => [String(r['id']), r]));
  return [...new Set(orderIds)].flatMap((id) => {
    const r = byId.get(id);
    if (r === undefined) return [];
    const status = pick(ORDER_STATUSES, r['status']) ?? 'exception';
    const payStatus = pick(PAYMENT_STATUSES, r['pay_status']);
    return [
      orderReplenishSchema.parse({
        orderId: id,
        status,
        paid: PAID_ORDER_STATUSES.includes(status),
        lastPayment:
          r['pay_id'] === null || payStatus === null
            ? null
            : { payId: String(r['pay_id']), status: payStatus },
      }),
    ];
  });
}
