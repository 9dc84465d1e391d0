import { sql } from 'kysely';
import { languageCheck, type Migration } from './kit.ts';

/**
 * Mail delivery (DESIGN §6): with SMTP_URL set, each outbox message is sent after the request
 * that queued it has answered, and retried with a backoff until it is sent or given up.
 * created_at stays the gateway clock (what /dev/mailbox shows); the delivery columns are real
 * time in epoch milliseconds, since retries wait on the real network, not on /dev/clock.
 *   language         the language the mail is written in (that of the request that caused it)
 *   queued_at        when it was queued; a message not sent within the delivery's maximum age
 *                    is given up (a stale code is no use)
 *   attempts         sending attempts so far
 *   next_attempt_at  not before this (NULL: at once); also the lease of an attempt under way
 *   sent_at          when the server accepted it
 *   failed_at        when delivery was given up; last_error says why
 * Without SMTP_URL nothing is sent: messages stay queued (sent_at and failed_at NULL).
 */
export const mailDelivery: Migration = {
  version: 4,
  name: '0004_mail_delivery',
  async up(m) {
    // one column per statement: SQLite adds one at a time
    const outbox = () => m.db.schema.alterTable('mail_outbox');
    await outbox()
      .addColumn('language', 'text', (c) =>
        c.notNull().defaultTo('zh-TW').check(languageCheck('language')),
      )
      .execute();
    await outbox().addColumn('queued_at', m.epoch).execute();
    await outbox()
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await outbox().addColumn('next_attempt_at', m.epoch).execute();
    await outbox().addColumn('sent_at', m.epoch).execute();
    await outbox().addColumn('failed_at', m.epoch).execute();
    await outbox().addColumn('last_error', 'text').execute();
    // messages queued before delivery existed are never sent: their codes are long dead
    await m.run(
      sql`UPDATE mail_outbox SET failed_at = created_at, last_error = 'queued before mail delivery existed'`,
    );
    await m.index('mail_outbox_pending_idx', 'mail_outbox', ['next_attempt_at'], {
      where: sql<boolean>`sent_at IS NULL AND failed_at IS NULL`,
    });
  },
};
