import { sql } from 'kysely';
import type { Migration, MigrationKit, Table } from './kit.ts';

/**
 * Several refunds per order: the difference of a cheaper date change goes back on its own, and a
 * later refund of the order pays back what is left.
 *   refund.change_id   the date change whose difference the refund pays back; null for the
 *                      shopper's refund of the order
 * The refund-once guarantees are unique keys, on both databases:
 *   refund_order_uq    one refund of the order (change_id null) per order
 *   refund_change_uq   one refund per date change
 * The old UNIQUE(order_id) goes: SQLite cannot drop a column's constraint, so the table is made
 * again (rows copied with their rowid, the insertion order); PostgreSQL drops the constraint.
 */

const COLUMNS = [
  'id',
  'refund_no',
  'order_id',
  'user_id',
  'reason',
  'reason_text',
  'ticket_quantity',
  'subtotal_cents',
  'fee_cents',
  'refund_cents',
  'actual_refund_cents',
  'status',
  'applied_at',
  'status_at',
];

/** The refund table of 0007 without UNIQUE(order_id), with change_id. */
const refundTable = (m: MigrationKit, t: Table): Table =>
  m
    .insertionOrder(t)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('refund_no', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reason_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ticket_quantity', 'integer', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    .addColumn('refund_cents', 'integer', (c) => c.notNull())
    .addColumn('actual_refund_cents', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('applied_at', m.epoch, (c) => c.notNull())
    .addColumn('status_at', m.epoch, (c) => c.notNull())
    .addColumn('change_id', 'text', (c) => c.references('order_change.id').onDelete('cascade'));

export const partialRefunds: Migration = {
  version: 17,
  name: '0017_partial_refunds',
  async up(m) {
    if (m.postgres) {
      await m.run(sql`ALTER TABLE refund DROP CONSTRAINT refund_order_id_key`);
      await m.db.schema
        .alterTable('refund')
        .addColumn('change_id', 'text', (c) => c.references('order_change.id').onDelete('cascade'))
        .execute();
    } else {
      await m.createTable('refund_next', (t) => refundTable(m, t));
      const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
      await m.run(
        sql`INSERT INTO refund_next (rowid, ${columns}) SELECT rowid, ${columns} FROM refund ORDER BY rowid`,
      );
      await m.run(sql`DROP TABLE refund`);
      await m.run(sql`ALTER TABLE refund_next RENAME TO refund`);
      await m.index('refund_user_idx', 'refund', ['user_id', 'applied_at desc']);
    }
    await m.index('refund_order_uq', 'refund', ['order_id'], {
      unique: true,
      where: sql<boolean>`change_id IS NULL`,
    });
    await m.index('refund_change_uq', 'refund', ['change_id'], {
      unique: true,
      where: sql<boolean>`change_id IS NOT NULL`,
    });
  },
};
