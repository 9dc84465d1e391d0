import type { ExpressionBuilder } from 'kysely';
import {
  DELETABLE_STATUSES,
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
import type { Language } from '../../../src/lib/contract/common.ts';
import { PAY_TYPES } from '../../../src/lib/contract/product.ts';
import { transaction, type Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { insertionOrder } from '../../db/sql.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { resortNow } from '../products/dates.ts';
import { productNames } from '../products/names.ts';
import { ownOrder } from './payment.ts';
import { releaseHolds } from './expiry.ts';
import { orderLineOf, orderLines } from './read.ts';
import { canChangeOrder } from './date-change.ts';
import { refundRule } from '../../../src/lib/refunds/breakdown.ts';
import { loadRefundBalance } from './refunds.ts';

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
  const [row, lines, guests, balance] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst(),
    orderLines(db, orderId),
    db
      .selectFrom('order_guest')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('guest_no')
      .execute(),
    loadRefundBalance(db, orderId),
  ]);
  if (!row) throw notFoundError('errors.order.notFound');
  const status = pick(ORDER_STATUSES, row.status) ?? 'exception';
  const canChange = await canChangeOrder(db, userId, orderId, now);
  const firstDate = lines
    .map((l) => l.start_date)
    .reduce((a, b) => (a === '' || b < a ? b : a), '');
  return orderDetailSchema.parse({
    orderId: row.id,
    orderNo: row.order_no,
    status,
    channel: row.channel,
    totalCents: row.total_cents,
    payBefore: row.pay_before,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    guestMode: row.guest_mode,
    guestCount: guests.length,
    transactionNo: row.transaction_no,
    payType: pick(PAY_TYPES, row.pay_type),
    paidAt: row.paid_at,
    notice: pick(ORDER_NOTICES, row.notice),
    lines: lines.map((l) => ({
      ...orderLineOf(l),
      voucherCode: l.voucher_code,
      confirmationCode: l.confirmation_code,
    })),
    guests: guests.map((g) => ({
      productId: g.product_id,
      guestName: g.guest_name,
      guestMobile: g.guest_mobile,
      guestMobileArea: g.guest_mobile_area,
      guestEmail: g.guest_email,
      remark: g.remark,
      ...(g.id_type === null ? {} : { idType: g.id_type }),
      ...(g.id_info === null ? {} : { idInfo: g.id_info }),
    })),
    canPay: status === 'pendingPayment',
    canCancel: status === 'pendingPayment',
    canDelete: DELETABLE_STATUSES.includes(status),
    canRefund:
      refundRule({
        status,
        totalCents: balance.leftCents,
        firstVisitDate: firstDate,
        hasRefund: balance.hasOrderRefund,
        today: resortNow(now).today,
      }).refusal === null,
    canChange,
  });
}

/** A page of the caller's orders; each titled by its first line's product, named in `lang`. */
export async function listOrders(
  db: Db,
  userId: string,
  q: OrderListQuery,
  lang: Language,
): Promise<OrderPage> {
  const statuses = ORDER_TAB_STATUSES[q.tab];
  if (statuses?.length === 0)
    return { total: 0, pageNo: q.pageNo, pageSize: q.pageSize, records: [] };
  let mine = db
    .selectFrom('orders as o')
    .where('o.user_id', '=', userId)
    .where('o.deleted_at', 'is', null);
  if (statuses !== null) mine = mine.where('o.status', 'in', statuses);
  const [count, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    mine
      .select((eb) => [
        'o.id',
        'o.order_no',
        'o.status',
        'o.total_cents',
        'o.created_at',
        'o.pay_before',
        eb
          .selectFrom('order_line')
          .select('product_name')
          .whereRef('order_id', '=', 'o.id')
          .where('line_no', '=', 1)
          .as('title'),
        eb
          .selectFrom('order_line')
          .select('product_id')
          .whereRef('order_id', '=', 'o.id')
          .where('line_no', '=', 1)
          .as('title_product'),
        eb
          .selectFrom('order_line')
          .select((inner) => inner.fn.min('start_date').as('visit'))
          .whereRef('order_id', '=', 'o.id')
          .as('visit'),
        eb
          .selectFrom('order_line')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('order_id', '=', 'o.id')
          .as('lines'),
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy(insertionOrder(db, 'o'), 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
  ]);
  const titles = new Map(
    (
      await productNames(
        db,
        rows.flatMap((r) => (r.title_product == null ? [] : [r.title_product])),
        lang,
      )
    ).map((p) => [p.productId, p.productName]),
  );
  return {
    total: count.n,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    records: rows.map((r) => ({
      orderId: r.id,
      orderNo: r.order_no,
      status: pick(ORDER_STATUSES, r.status) ?? 'exception',
      totalCents: r.total_cents,
      createdAt: r.created_at,
      payBefore: r.pay_before,
      title: (r.title_product == null ? undefined : titles.get(r.title_product)) ?? r.title ?? '',
      lineCount: r.lines ?? 0,
      visitDate: r.visit ?? '',
    })),
  };
}

/** Cancels a pending order and gives its stock back; a cancelled one is refused (SPEC §4). */
export async function cancelOrder(db: Db, userId: string, orderId: string, now: number) {
  const order = await ownOrder(db, userId, orderId);
  if (order.status === 'cancelled') {
    throw new HttpError(409, ORDER_MANAGE_CODES.alreadyCancelled, 'errors.order.alreadyCancelled');
  }
  if (order.status !== 'pendingPayment') {
    throw new HttpError(409, ORDER_MANAGE_CODES.cancelFailed, 'errors.order.cancelFailed');
  }
  // The status guard decides against a payment or an expiry at the same moment: the stock goes
  // back only when this transaction took the order out of pendingPayment.
  const cancelled = await transaction(db, async (trx) => {
    const moved = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', status_at: now, updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', 'pendingPayment')
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return false;
    await releaseHolds(trx, [orderId]);
    return true;
  });
  if (!cancelled) {
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
  await transaction(db, async (trx) => {
    const pending = order.status === 'pendingPayment';
    const deleted = await trx
      .updateTable('orders')
      .set({ deleted_at: now, updated_at: now, ...(pending ? { status: 'cancelled' } : {}) })
      .where('id', '=', orderId)
      .where('deleted_at', 'is', null)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (pending && deleted.numUpdatedRows === 1n) await releaseHolds(trx, [orderId]);
  });
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
  if (orderIds.length === 0) return [];
  const latest = (eb: ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>) =>
    eb
      .selectFrom('payment as p')
      .whereRef('p.order_id', '=', 'o.id')
      .orderBy('p.created_at', 'desc')
      .orderBy(insertionOrder(db, 'p'), 'desc')
      .limit(1);
  const rows = await db
    .selectFrom('orders as o')
    .select((eb) => [
      'o.id',
      'o.status',
      latest(eb).select('p.id').as('pay_id'),
      latest(eb).select('p.status').as('pay_status'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.deleted_at', 'is', null)
    .where('o.id', 'in', orderIds)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(orderIds)].flatMap((id) => {
    const r = byId.get(id);
    if (r === undefined) return [];
    const status = pick(ORDER_STATUSES, r.status) ?? 'exception';
    const payStatus = pick(PAYMENT_STATUSES, r.pay_status);
    return [
      orderReplenishSchema.parse({
        orderId: id,
        status,
        paid: PAID_ORDER_STATUSES.includes(status),
        lastPayment:
          r.pay_id === null || payStatus === null ? null : { payId: r.pay_id, status: payStatus },
      }),
    ];
  });
}
