import type { Row } from '@libsql/client';
import {
  ORDER_CHANNELS,
  ORDER_STATUSES,
  GUEST_MODES,
  savedOrderSchema,
  type SavedOrder,
} from '../../../src/lib/contract/order.ts';
import type { GatewayDatabase as Db } from '../../db/client.ts';
import { notFoundError } from '../../lib/http-error.ts';

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** The contract fields of an order_line row. */
export const orderLineOf = (l: Row) => ({
  productId: String(l['product_id']),
  skuId: String(l['sku_id']),
  productName: String(l['product_name']),
  skuName: String(l['sku_name']),
  productType: String(l['product_type']),
  poiCode: String(l['poi_code']),
  poiType: Number(l['poi_type']),
  quantity: Number(l['quantity']),
  startDate: String(l['start_date']),
  endDate: String(l['end_date']),
  session: String(l['session']) || null,
  unitPriceCents: Number(l['unit_price_cents']),
  subtotalCents: Number(l['subtotal_cents']),
});

/** An order as saved, with its lines; 404 when it does not exist. */
export async function loadSavedOrder(db: Db, orderId: string): Promise<SavedOrder> {
  const [order, lines, guests] = await db.batch(
    [
      { sql: 'SELECT * FROM orders WHERE id = ?', args: [orderId] },
      { sql: 'SELECT * FROM order_line WHERE order_id = ? ORDER BY line_no', args: [orderId] },
      { sql: 'SELECT COUNT(*) AS n FROM order_guest WHERE order_id = ?', args: [orderId] },
    ],
    'read',
  );
  const row = order?.rows[0];
  if (!row) throw notFoundError();
  return savedOrderSchema.parse({
    orderId: String(row['id']),
    orderNo: String(row['order_no']),
    status: oneOf(ORDER_STATUSES, row['status'], 'exception'),
    channel: oneOf(ORDER_CHANNELS, row['channel'], 'WAP'),
    totalCents: Number(row['total_cents']),
    payBefore: Number(row['pay_before']),
    createdAt: Number(row['created_at']),
    guestMode: oneOf(GUEST_MODES, row['guest_mode'], 'normal'),
    guestCount: Number(guests?.rows[0]?.['n'] ?? 0),
    lines: (lines?.rows ?? []).map(orderLineOf),
  });
}
