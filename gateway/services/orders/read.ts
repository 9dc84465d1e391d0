import {
  ORDER_STATUSES,
  savedOrderSchema,
  type SavedOrder,
} from '../../../src/lib/contract/order.ts';
import type { Db } from '../../db/client.ts';
import type { Row } from '../../db/schema.ts';
import { notFoundError } from '../../lib/http-error.ts';

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** The contract fields of an order_line row. */
export const orderLineOf = (l: Row<'order_line'>) => ({
  productId: l.product_id,
  skuId: l.sku_id,
  productName: l.product_name,
  skuName: l.sku_name,
  productType: l.product_type,
  poiCode: l.poi_code,
  poiType: l.poi_type,
  quantity: l.quantity,
  startDate: l.start_date,
  endDate: l.end_date,
  session: l.session || null,
  unitPriceCents: l.unit_price_cents,
  subtotalCents: l.subtotal_cents,
});

/** An order's lines, in order. */
export const orderLines = (db: Db, orderId: string) =>
  db
    .selectFrom('order_line')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();

/** An order as saved, with its lines; 404 when it does not exist. */
export async function loadSavedOrder(db: Db, orderId: string): Promise<SavedOrder> {
  const [row, lines, guests] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst(),
    orderLines(db, orderId),
    db
      .selectFrom('order_guest')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow(),
  ]);
  if (!row) throw notFoundError();
  return savedOrderSchema.parse({
    orderId: row.id,
    orderNo: row.order_no,
    status: oneOf(ORDER_STATUSES, row.status, 'exception'),
    channel: row.channel,
    totalCents: row.total_cents,
    payBefore: row.pay_before,
    createdAt: row.created_at,
    guestMode: row.guest_mode,
    guestCount: guests.n,
    lines: lines.map(orderLineOf),
  });
}
