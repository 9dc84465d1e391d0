import { sql } from 'kysely';
import { oneOf, type Migration } from './kit.ts';

/**
 * Orders (SPEC §3 Order, §4 statuses; DESIGN §7 lifecycle). An order is made by
 * order/info/save in one transaction that holds its stock (inventory.held); paying turns the
 * hold into a sale (held → sold), expiry or cancelling releases it.
 */
export const orders: Migration = {
  version: 6,
  name: '0006_orders',
  async up(m) {
    await m.createTable('orders', (t) =>
      m
        .insertionOrder(t)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_no', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // the client's idempotency key: the same key from the same user makes one order
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull().check(oneOf('channel', ['PC', 'WAP'])))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('guest_mode', 'text', (c) =>
          c.notNull().check(oneOf('guest_mode', ['normal', 'guest'])),
        )
        .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
        // epoch ms: an unpaid order cancels itself then (15 minutes after it was made)
        .addColumn('pay_before', m.epoch, (c) => c.notNull())
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('updated_at', m.epoch, (c) => c.notNull())
        .addUniqueConstraint('orders_user_request_key', ['user_id', 'request_id']),
    );
    await m.index('orders_user_idx', 'orders', ['user_id', 'created_at desc']);
    await m.index('orders_expiry_idx', 'orders', ['status', 'pay_before']);

    // What was booked, priced by the gateway, with the names in the order's language.
    await m.createTable(
      'order_line',
      (t) =>
        t
          .addColumn('order_id', 'text', (c) =>
            c.notNull().references('orders.id').onDelete('cascade'),
          )
          .addColumn('line_no', 'integer', (c) => c.notNull())
          .addColumn('product_id', 'text', (c) => c.notNull())
          .addColumn('sku_id', 'text', (c) => c.notNull())
          .addColumn('product_name', 'text', (c) => c.notNull())
          .addColumn('sku_name', 'text', (c) => c.notNull())
          .addColumn('product_type', 'text', (c) => c.notNull())
          .addColumn('poi_code', 'text', (c) => c.notNull())
          .addColumn('poi_type', 'integer', (c) => c.notNull())
          .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
          .addColumn('start_date', 'text', (c) => c.notNull())
          .addColumn('end_date', 'text', (c) => c.notNull())
          .addColumn('session', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('unit_price_cents', 'integer', (c) =>
            c.notNull().check(sql`unit_price_cents >= 0`),
          )
          .addColumn('subtotal_cents', 'integer', (c) =>
            c.notNull().check(sql`subtotal_cents >= 0`),
          )
          .addPrimaryKeyConstraint('order_line_pk', ['order_id', 'line_no']),
      { keyOnly: true },
    );

    // The stock cells an order holds (a hotel line: one cell per night).
    await m.createTable(
      'order_hold',
      (t) =>
        t
          .addColumn('order_id', 'text', (c) =>
            c.notNull().references('orders.id').onDelete('cascade'),
          )
          .addColumn('sku_id', 'text', (c) => c.notNull())
          .addColumn('date', 'text', (c) => c.notNull())
          .addColumn('session', 'text', (c) => c.notNull())
          .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
          .addPrimaryKeyConstraint('order_hold_pk', ['order_id', 'sku_id', 'date', 'session']),
      { keyOnly: true },
    );

    await m.createTable(
      'order_guest',
      (t) =>
        t
          .addColumn('order_id', 'text', (c) =>
            c.notNull().references('orders.id').onDelete('cascade'),
          )
          .addColumn('guest_no', 'integer', (c) => c.notNull())
          .addColumn('product_id', 'text', (c) => c.notNull())
          .addColumn('guest_name', 'text', (c) => c.notNull())
          .addColumn('guest_mobile', 'text', (c) => c.notNull())
          .addColumn('guest_mobile_area', 'text', (c) => c.notNull())
          .addColumn('guest_email', 'text', (c) => c.notNull())
          .addColumn('remark', 'text', (c) => c.notNull())
          .addColumn('id_type', 'integer')
          .addColumn('id_info', 'text')
          .addPrimaryKeyConstraint('order_guest_pk', ['order_id', 'guest_no']),
      { keyOnly: true },
    );
  },
};
