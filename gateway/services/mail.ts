import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/contract/common.ts';
import type { Db } from '../db/client.ts';
import { noteMailQueued, requestLanguage } from '../mail/context.ts';
import type { MailAttachment } from '../mail/transport.ts';

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
  /** The HTML part, if the mail has one. */
  html: string | null;
  /** What is attached: name, MIME type and size in bytes (the bytes: {@link outboxAttachment}). */
  attachments: { filename: string; contentType: string; size: number }[];
}

/** How the attachments are kept in mail_outbox.attachments (JSON, content in base64). */
interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const encodeAttachments = (attachments: readonly MailAttachment[]): string | null =>
  attachments.length === 0
    ? null
    : JSON.stringify(
        attachments.map((a): StoredAttachment => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content.toString('base64'),
        })),
      );

export const decodeAttachments = (stored: string | null): MailAttachment[] =>
  stored === null
    ? []
    : (JSON.parse(stored) as StoredAttachment[]).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      }));

/**
 * Queues a mail. `now` is the gateway clock (createdAt, what /dev/mailbox shows); the delivery
 * schedules on the real time. `language` is the language the mail is written in: by default
 * the language of the request being answered.
 */
export async function queueMail(
  db: Db,
  message: {
    to: string;
    subject: string;
    body: string;
    html?: string;
    attachments?: readonly MailAttachment[];
    language?: Language;
  },
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
      html: message.html ?? null,
      attachments: encodeAttachments(message.attachments ?? []),
    })
    .execute();
  noteMailQueued();
}

/** Outbox messages, newest first, optionally only those to one address. */
export async function listOutbox(db: Db, to?: string): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'body', 'created_at', 'html', 'attachments']);
  if (to !== undefined) query = query.where('to_address', '=', to.trim().toLowerCase());
  const rows = await query.orderBy('id', 'desc').limit(100).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
    html: row.html,
    attachments: decodeAttachments(row.attachments).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.content.length,
    })),
  }));
}

/** One outbox message's HTML part and attachments, or null when there is no such message. */
export async function outboxContent(
  db: Db,
  id: number,
): Promise<{ subject: string; html: string | null; attachments: MailAttachment[] } | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['subject', 'html', 'attachments'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return { subject: row.subject, html: row.html, attachments: decodeAttachments(row.attachments) };
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
