import { sql } from 'kysely';
import { oneOf, type Migration } from './kit.ts';

/**
 * The waiting list of sold-out days, sessions and stays (services/waitlist.ts):
 *   seq          join order (FIFO), numbered under the waiting list's lock
 *   status       waiting → offered → bought | expired; waiting/offered → left | expired
 *   offer_until  while offered: the units are held in inventory.held until then
 *   order_id     the order that took an offered wait's units
 *   mailed_at    when the offer's mail was queued (once per offer)
 */
export const WAIT_STATUS_VALUES = ['waiting', 'offered', 'bought', 'expired', 'left'] as const;

export const waitlist: Migration = {
  version: 16,
  name: '0016_waitlist',
  async up(m) {
    await m.createTable('wait', (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seq', 'integer', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('sku_id', 'text', (c) => c.notNull())
        .addColumn('product_type', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull().check(m.isoDate('start_date')))
        .addColumn('end_date', 'text', (c) => c.notNull().check(m.isoDate('end_date')))
        .addColumn('session', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity BETWEEN 1 AND 99`))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', WAIT_STATUS_VALUES)))
        .addColumn('joined_at', m.epoch, (c) => c.notNull())
        .addColumn('offered_at', m.epoch)
        .addColumn('offer_until', m.epoch)
        .addColumn('order_id', 'text')
        .addColumn('mailed_at', m.epoch)
        .addColumn('updated_at', m.epoch, (c) => c.notNull()),
    );
    await m.index('wait_queue_idx', 'wait', ['status', 'sku_id', 'start_date', 'seq']);
    await m.index('wait_user_idx', 'wait', ['user_id', 'joined_at']);
  },
};
