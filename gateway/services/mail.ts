import type { Db } from '../db/client.ts';

/**
 * The mail outbox (DESIGN §6). Messages are only written to the mail_outbox table: SMTP
 * delivery is not implemented yet. In dev mode GET /dev/mailbox lists them.
 */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: number;
}

export async function queueMail(
  db: Db,
  message: { to: string; subject: string; body: string },
  now: number,
): Promise<void> {
  await db.execute({
    sql: 'INSERT INTO mail_outbox (to_address, subject, body, created_at) VALUES (?, ?, ?, ?)',
    args: [message.to, message.subject, message.body, now],
  });
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
