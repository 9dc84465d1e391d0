import { transaction, type Db } from '../../db/client.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../secrets.ts';

/**
 * Editor accounts of the workspace: a name and a scrypt password hash (as shoppers' passwords),
 * and sessions that expire: an opaque token stored as its SHA-256, valid until `expires_at` and
 * while unused for less than the idle limit. EDITOR_TOKENS stay for automation
 * (services/editor/tokens.ts); both name the editor in the change log.
 */

/** A session lasts this long at most, and ends after this long unused. */
export const EDITOR_SESSION = { maxMs: 8 * 3_600_000, idleMs: 60 * 60_000 } as const;

export interface EditorSession {
  name: string;
  /** When the session ends unless used before: the idle limit or its end, whichever first. */
  expiresAt: number;
}

/** Creates an account, or sets its password when it exists (ending its sessions). True when created. */
export async function saveEditorAccount(
  db: Db,
  name: string,
  password: string,
  now: number,
): Promise<boolean> {
  const hash = await hashPassword(password);
  return transaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('editor_account')
      .select('name')
      .where('name', '=', name)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('editor_account')
        .set({ password_hash: hash, updated_at: now })
        .where('name', '=', name)
        .execute();
      // a new password ends the account's sessions
      await trx
        .updateTable('editor_session')
        .set({ revoked_at: now })
        .where('name', '=', name)
        .where('revoked_at', 'is', null)
        .execute();
      return false;
    }
    await trx
      .insertInto('editor_account')
      .values({ name, password_hash: hash, created_at: now, updated_at: now })
      .execute();
    return true;
  });
}

/** Whether the name and password belong to an account (as slow when there is none). */
export async function checkEditorPassword(
  db: Db,
  name: string,
  password: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('editor_account')
    .select('password_hash')
    .where('name', '=', name)
    .executeTakeFirst();
  return verifyPassword(password, row?.password_hash ?? null);
}

/** Opens a session: its token (shown once) and when it ends unless used. */
export async function openEditorSession(
  db: Db,
  name: string,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  await transaction(db, async (trx) => {
    // ended sessions go
    await trx.deleteFrom('editor_session').where('expires_at', '<', now).execute();
    await trx
      .insertInto('editor_session')
      .values({
        token_hash: sha256(token),
        name,
        created_at: now,
        expires_at: now + EDITOR_SESSION.maxMs,
        last_seen_at: now,
      })
      .execute();
  });
  return { token, expiresAt: now + EDITOR_SESSION.idleMs };
}

/** The session of a token, if it is open (not revoked, not expired, not idle too long). */
export async function findEditorSession(
  db: Db,
  token: string,
  now: number,
): Promise<EditorSession | null> {
  const hash = sha256(token);
  const row = await db
    .selectFrom('editor_session')
    .select(['name', 'expires_at', 'last_seen_at'])
    .where('token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const expiresAt = Number(row.expires_at);
  if (now >= expiresAt || now - Number(row.last_seen_at) >= EDITOR_SESSION.idleMs) return null;
  await db
    .updateTable('editor_session')
    .set({ last_seen_at: now })
    .where('token_hash', '=', hash)
    .execute();
  return { name: row.name, expiresAt: Math.min(expiresAt, now + EDITOR_SESSION.idleMs) };
}

export async function closeEditorSession(db: Db, token: string, now: number): Promise<void> {
  await db
    .updateTable('editor_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', sha256(token))
    .execute();
}
