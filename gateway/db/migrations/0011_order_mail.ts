import { sql } from 'kysely';
import { languageCheck, oneOf, type Migration } from './kit.ts';

/**
 * The mails of an order's life (DESIGN §6).
 *   mail_outbox.html         the HTML part of a mail (NULL: plain text only)
 *   mail_outbox.attachments  JSON [{filename, contentType, content (base64)}] (NULL: none)
 *   order_mail               one row per event mailed (the confirmation, the expiry, a refund
 *                            approved, paid or refused) of an order or refund: the ledger that
 *                            makes each mail go out once, whichever gateway process sees it
 *   order_mail_language      the language of an order's pay request, its mails' language
 * Orders and refunds already past an event when this runs are entered as mailed: no one gets
 * mail about what happened before the mails existed.
 */
export const ORDER_MAIL_EVENT_NAMES = [
  'confirmation',
  'expired',
  'refundApproved',
  'refundSucceeded',
  'refundRefused',
] as const;

export const orderMail: Migration = {
  version: 11,
  name: '0011_order_mail',
  async up(m) {
    const outbox = () => m.db.schema.alterTable('mail_outbox');
    await outbox().addColumn('html', 'text').execute();
    await outbox()
      .addColumn('attachments', 'text', (c) =>
        c.check(sql`attachments IS NULL OR ${m.json('attachments')}`),
      )
      .execute();
    await m.createTable(
      'order_mail',
      (t) =>
        t
          .addColumn('subject_id', 'text', (c) => c.notNull())
          .addColumn('event', 'text', (c) =>
            c.notNull().check(oneOf('event', ORDER_MAIL_EVENT_NAMES)),
          )
          .addColumn('order_id', 'text', (c) => c.notNull())
          .addColumn('created_at', m.epoch, (c) => c.notNull())
          .addPrimaryKeyConstraint('order_mail_pk', ['subject_id', 'event']),
      { keyOnly: true },
    );
    await m.createTable('order_mail_language', (t) =>
      t
        .addColumn('order_id', 'text', (c) => c.primaryKey())
        .addColumn('language', 'text', (c) => c.notNull().check(languageCheck('language'))),
    );
    await m.run(
      sql`INSERT INTO order_mail (subject_id, event, order_id, created_at)
          SELECT id, 'confirmation', id, 0 FROM orders WHERE paid_at IS NOT NULL
          UNION ALL
          SELECT id, 'expired', id, 0 FROM orders WHERE status = 'cancelled'
          UNION ALL
          SELECT r.id, e.event, r.order_id, 0 FROM refund r
            CROSS JOIN (SELECT 'refundApproved' AS event UNION ALL SELECT 'refundSucceeded'
                        UNION ALL SELECT 'refundRefused') e`,
    );
  },
};
