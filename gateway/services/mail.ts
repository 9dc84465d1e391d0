import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/contract/common.ts';
import type { GatewayDatabase as Db } from '../db/client.ts';
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
  await db.execute({
    sql: `INSERT INTO mail_outbox (to_address, subject, body, created_at, language, queued_at)
          VALUES (?, ?, ?, ?, ?, ?)`,
    args: [message.to, message.subject, message.body, now, language, Date.now()],
  });
  noteMailQueued();
}

/** Outbox messages, newest first, optionally only those to one address. */
export async function listOutbox(db: Db, to?: string): Promise<OutboxMessage[]> {
  const result = await db.execute({
    sql: `SELECT id, to_address, subject, body, created_at FROM mail_outbox
          WHERE (?1 IS NULL OR to_address = ?1) ORDER BY id DESC LIMIT 100`,
    args: [to === undefined ? null : to.trim().toLowerCase()],
  });
  return result.rows.map((row) => ({
    id: Number(row['id']),
    to: String(row['to_address']),
    subject: String(row['subject']),
    body: String(row['body']),
    createdAt: Number(row['created_at']),
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
  const result = await db.execute({
    sql: `SELECT id, language, attempts, sent_at, failed_at, next_attempt_at, last_error
          FROM mail_outbox WHERE id = ?`,
    args: [id],
  });
  const row = result.rows[0];
  if (!row) return null;
  const numberOrNull = (value: unknown) => (value === null ? null : Number(value));
  return {
    id: Number(row['id']),
    language: String(row['language']) as Language,
    attempts: Number(row['attempts']),
    sentAt: numberOrNull(row['sent_at']),
    failedAt: numberOrNull(row['failed_at']),
    nextAttemptAt: numberOrNull(row['next_attempt_at']),
    lastError: row['last_error'] === null ? null : String(row['last_error']),
  };
}
