import { sql } from 'kysely';
import { oneOf, type Migration } from './kit.ts';

/** Payment, fulfilment and refunds of orders (SPEC §3 Order and Refund, §4; DESIGN §6, §7). */
export const payments: Migration = {
  version: 7,
  name: '0007_payments',
  async up(m) {
    const orders = () => m.db.schema.alterTable('orders');
    await orders().addColumn('pay_type', 'text').execute();
    // the payment's transaction number (SPEC §3 Order), set when a payment succeeds
    await orders().addColumn('transaction_no', 'text').execute();
    await orders().addColumn('paid_at', m.epoch).execute();
    // when the status last changed: the simulator advances fulfilment from it
    await orders().addColumn('status_at', m.epoch).execute();
    // the last date of the visit (a hotel: the check-out date): completed after it
    await orders().addColumn('visit_end', 'text').execute();
    // deleting is irreversible for the shopper: the row stays for the books, hidden
    await orders().addColumn('deleted_at', m.epoch).execute();
    // a note for the shopper: 'LATE_PAYMENT_HONOURED' or 'LATE_PAYMENT_REFUNDED'
    await orders().addColumn('notice', 'text').execute();

    // redemption codes, set when the voucher is issued (a hotel line: its check-in confirmation)
    await m.db.schema.alterTable('order_line').addColumn('voucher_code', 'text').execute();
    await m.db.schema.alterTable('order_line').addColumn('confirmation_code', 'text').execute();

    await m.createTable('payment', (t) =>
      m
        .insertionOrder(t)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('pay_type', 'text', (c) => c.notNull())
        .addColumn('channel_mode', 'text', (c) =>
          c.notNull().check(oneOf('channel_mode', ['H5', 'H5_WEB'])),
        )
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
        .addColumn('status', 'text', (c) =>
          c.notNull().check(oneOf('status', ['pending', 'succeeded', 'failed', 'refunded'])),
        )
        .addColumn('return_path', 'text', (c) => c.notNull())
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('completed_at', m.epoch),
    );
    await m.index('payment_order_idx', 'payment', ['order_id', 'created_at']);

    await m.createTable('refund', (t) =>
      m
        .insertionOrder(t)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('refund_no', 'text', (c) => c.notNull().unique())
        // a full refund is allowed once per order (SPEC §4): the key decides between racers
        .addColumn('order_id', 'text', (c) =>
          c.notNull().unique().references('orders.id').onDelete('cascade'),
        )
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
        .addColumn('status_at', m.epoch, (c) => c.notNull()),
    );
    await m.index('refund_user_idx', 'refund', ['user_id', 'applied_at desc']);
  },
};
