import { sql } from 'kysely';
import { oneOf, type Migration } from './kit.ts';

/**
 * Changing the date of a paid order instead of refunding it.
 *   product.change_allowed        1: the product's lines may move to another date, session or stay
 *   product.change_fee_cents      the fee per unit (ticket, room) of a line that moves
 *   product.change_max            how many times one order may be changed
 *   product.change_cutoff_days    the last change is this many days before the visit
 *   orders.change_count           the changes made to the order (guarded: < the products' max)
 *   order_change                  one row per change: its lines before and after (JSON), the
 *                                 amounts, the stock it holds while the difference is unpaid,
 *                                 its payment, and when its mail was queued
 * Existing products stay unchangeable until the seed gives them a rule.
 */
export const ORDER_CHANGE_STATUSES = ['pendingPayment', 'done', 'expired', 'superseded'] as const;

export const dateChange: Migration = {
  version: 15,
  name: '0015_date_change',
  async up(m) {
    const product = () => m.db.schema.alterTable('product');
    await product()
      .addColumn('change_allowed', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`change_allowed IN (0, 1)`),
      )
      .execute();
    await product()
      .addColumn('change_fee_cents', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`change_fee_cents >= 0`),
      )
      .execute();
    await product()
      .addColumn('change_max', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`change_max >= 0`),
      )
      .execute();
    await product()
      .addColumn('change_cutoff_days', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`change_cutoff_days >= 0`),
      )
      .execute();
    await m.db.schema
      .alterTable('orders')
      .addColumn('change_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await m.createTable('order_change', (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('change_no', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(oneOf('status', ORDER_CHANGE_STATUSES)),
        )
        .addColumn('lines', 'text', (c) => c.notNull().check(m.json('lines')))
        .addColumn('hold', 'text', (c) => c.notNull().defaultTo('[]').check(m.json('hold')))
        .addColumn('old_total_cents', 'integer', (c) => c.notNull())
        .addColumn('new_total_cents', 'integer', (c) => c.notNull())
        .addColumn('fee_cents', 'integer', (c) => c.notNull())
        .addColumn('due_cents', 'integer', (c) => c.notNull())
        .addColumn('refund_cents', 'integer', (c) => c.notNull())
        .addColumn('count_before', 'integer', (c) => c.notNull())
        .addColumn('pay_id', 'text')
        .addColumn('pay_before', m.epoch)
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('done_at', m.epoch)
        .addColumn('mailed_at', m.epoch)
        .addUniqueConstraint('order_change_request_uq', ['user_id', 'request_id']),
    );
    await m.index('order_change_order_idx', 'order_change', ['order_id', 'created_at']);
    await m.index('order_change_status_idx', 'order_change', ['status', 'pay_before']);
  },
};
