import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/contract/common.ts';
import type { Db } from '../db/client.ts';
import { noteMailQueued, requestLanguage } from '../mail/context.ts';

/**
 * The mail outbox (DESIGN §6). Every mail is first written to the mail_outbox table; when
 * SMTP_URL is set, the delivery (gateway/mail/delivery.ts) sends it after the request has
 * answered and retries with a backoff; without it the mail stays queued. In dev mode
 * GET /dev/mailbox lists the outbox, sent or not.
 */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: number;
}

/**
 * Queues a mail. `now` is the gateway clock (createdAt, what /dev/mailbox shows); the delivery
 * schedules on the real time. `language` is the language the mail is written in: by default
 * the language of the request being answered.
 */
export async function queueMail(
  db: Db,
  message: { to: string; subject: string; body: string; language?: Language },
  now: number,
): Promise<void> {
  const language = message.language ?? requestLanguage() ?? DEFAULT_LANGUAGE;
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      body: message.body,
      created_at: now,
      language,
      queued_at: Date.now(),
    })
    .execute();
  noteMailQueued();
}

/** Outbox messages, newest first, optionally only those to one address. */
export async function listOutbox(db: Db, to?: string): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'body', 'created_at']);
  if (to !== undefined) query = query.where('to_address', '=', to.trim().toLowerCase());
  const rows = await query.orderBy('id', 'desc').limit(100).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
  }));
}

/** Where a message stands in delivery (attempt times are real time, epoch ms). */
export interface DeliveryState {
  id: number;
  language: Language;
  attempts: number;
  sentAt: number | null;
  failedAt: number | null;
  nextAttemptAt: number | null;
  lastError: string | null;
}

export async function deliveryState(db: Db, id: number): Promise<DeliveryState | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['id', 'language', 'attempts', 'sent_at', 'failed_at', 'next_attempt_at', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    language: row.language,
    attempts: row.attempts,
    sentAt: row.sent_at,
    failedAt: row.failed_at,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
  };
}
