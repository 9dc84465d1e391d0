import type { Db } from '../../db/client.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../secrets.ts';

/**
 * Editor accounts (issue 20): a name and a scrypt password hash (as shoppers' passwords), and
 * sessions that expire: an opaque token stored as its SHA-256, valid until `expires_at` and
 * while unused for less than the idle limit. EDITOR_TOKENS stay for automation
 * (services/editor/tokens.ts); both name the editor in the change log.
 */

/** A session lasts this long at most, and ends after this long unused. */
export const EDITOR_SESSION = { maxMs: 8 * 3_600_000, idleMs: 60 * 60_000 } as const;
export const EDITOR_PASSWORD_MIN = 12;

/** The demo account of dev mode (README); never created in production, removed there. */
export const DEMO_ACCOUNT = { name: 'demo-editor', password: 'demo-editor-password' } as const;

export interface EditorSession {
  name: string;
  expiresAt: number;
}

/** Creates an account, or sets its password when it exists. True when created. */
export async function saveEditorAccount(
  db: Db,
  name: string,
  password: string,
  now: number,
): Promise<boolean> {
  const hash = await hashPassword(password);
  const existing = await db.execute({
    sql: 'SELECT 1 FROM editor_account WHERE name = ?',
    args: [name],
  });
  if (existing.rows.length > 0) {
    await db.batch(
      [
        {
          sql: 'UPDATE editor_account SET password_hash = ?, updated_at = ? WHERE name = ?',
          args: [hash, now, name],
        },
        // a new password ends the account's sessions
        {
          sql: 'UPDATE editor_session SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL',
          args: [now, name],
        },
      ],
      'write',
    );
    return false;
  }
  await db.execute({
    sql: `INSERT INTO editor_account (name, password_hash, created_at, updated_at)
          VALUES (?, ?, ?, ?)`,
    args: [name, hash, now, now],
  });
  return true;
}

export async function deleteEditorAccount(db: Db, name: string): Promise<boolean> {
  const result = await db.execute({ sql: 'DELETE FROM editor_account WHERE name = ?', args: [name] });
  return result.rowsAffected > 0;
}

/** Whether the name and password belong to an account (constant time when there is none). */
export async function checkEditorPassword(db: Db, name: string, password: string): Promise<boolean> {
  const row = await db.execute({
    sql: 'SELECT password_hash FROM editor_account WHERE name = ?',
    args: [name],
  });
  const stored = row.rows[0]?.['password_hash'];
  return verifyPassword(password, typeof stored === 'string' ? stored : null);
}

/** Opens a session: its token (shown once) and when it ends at the latest. */
export async function openEditorSession(
  db: Db,
  name: string,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = now + EDITOR_SESSION.maxMs;
  await db.batch(
    [
      // expired sessions go
      { sql: 'DELETE FROM editor_session WHERE expires_at < ?', args: [now] },
      {
        sql: `INSERT INTO editor_session (token_hash, name, created_at, expires_at, last_seen_at)
              VALUES (?, ?, ?, ?, ?)`,
        args: [sha256(token), name, now, expiresAt, now],
      },
    ],
    'write',
  );
  return { token, expiresAt };
}

/** The session of a token, if it is open (not revoked, not expired, not idle too long). */
export async function findEditorSession(
  db: Db,
  token: string,
  now: number,
): Promise<EditorSession | null> {
  const hash = sha256(token);
  const result = await db.execute({
    sql: `SELECT name, expires_at, last_seen_at FROM editor_session
           WHERE token_hash = ? AND revoked_at IS NULL`,
    args: [hash],
  });
  const row = result.rows[0];
  if (!row) return null;
  const expiresAt = Number(row['expires_at']);
  const lastSeen = Number(row['last_seen_at']);
  if (now >= expiresAt || now - lastSeen >= EDITOR_SESSION.idleMs) return null;
  await db.execute({
    sql: 'UPDATE editor_session SET last_seen_at = ? WHERE token_hash = ?',
    args: [now, hash],
  });
  return { name: String(row['name']), expiresAt: Math.min(expiresAt, now + EDITOR_SESSION.idleMs) };
}

export async function closeEditorSession(db: Db, token: string, now: number): Promise<void> {
  await db.execute({
    sql: 'UPDATE editor_session SET revoked_at = ? WHERE token_hash = ?',
    args: [now, sha256(token)],
  });
}

/** The demo account exists in dev mode only: created there, removed in production. */
export async function prepareDemoAccount(db: Db, dev: boolean, now: number): Promise<void> {
  if (!dev) {
    await deleteEditorAccount(db, DEMO_ACCOUNT.name);
    return;
  }
  const existing = await db.execute({
    sql: 'SELECT 1 FROM editor_account WHERE name = ?',
    args: [DEMO_ACCOUNT.name],
  });
  if (existing.rows.length === 0) {
    await saveEditorAccount(db, DEMO_ACCOUNT.name, DEMO_ACCOUNT.password, now);
  }
}
