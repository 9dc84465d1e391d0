import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sql } from 'kysely';
import { AUTH_ERROR_CODES, type LoginAgent, type TokenInfo } from '../../src/lib/contract/auth.ts';
import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
import { transaction, type Db } from '../db/client.ts';
import type { RevokeReason } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { newId, newToken, sha256 } from './secrets.ts';

/**
 * Sessions (DESIGN §6): opaque tokens stored hashed, a short access-token life (498 after),
 * rotating refresh tokens in families, one active login per user.
 */
export interface SessionTtl {
  accessMs: number;
  refreshMs: number;
}

export type { RevokeReason };

export interface Authenticated {
  userId: string;
  sessionId: string;
}

/** SPEC §8: an expired access token answers 498, a status Hono's type does not list. */
const TOKEN_EXPIRED_STATUS = 498 as ContentfulStatusCode;

const unauthorized = () => new HttpError(401, ERROR_CODES.unauthorized, 'errors.auth.unauthorized');

async function insertSession(
  db: Db,
  input: { userId: string; familyId: string; loginAgent: LoginAgent; ip: string; now: number },
  ttl: SessionTtl,
): Promise<TokenInfo> {
  const token = newToken();
  const refreshToken = newToken();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      user_id: input.userId,
      family_id: input.familyId,
      access_token_hash: sha256(token),
      refresh_token_hash: sha256(refreshToken),
      login_agent: input.loginAgent,
      ip: input.ip,
      created_at: input.now,
      access_expires_at: input.now + ttl.accessMs,
      refresh_expires_at: input.now + ttl.refreshMs,
    })
    .execute();
  return {
    token,
    refreshToken,
    createAt: input.now,
    expiresIn: ttl.accessMs,
    loginAgent: input.loginAgent,
  };
}

/**
 * A new login: revokes the user's other active sessions ('login-elsewhere', remembering the
 * new address for their LOGIN_DOUBLE answer) and opens a session in a new family.
 */
export async function openSession(
  db: Db,
  input: { userId: string; loginAgent: LoginAgent; ip: string; now: number },
  ttl: SessionTtl,
): Promise<TokenInfo> {
  // one transaction: two logins at once leave exactly one of them open
  return transaction(db, async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: input.now, revoked_reason: 'login-elsewhere', replaced_by_ip: input.ip })
      .where('user_id', '=', input.userId)
      .where('revoked_at', 'is', null)
      .execute();
    return insertSession(trx, { ...input, familyId: newId() }, ttl);
  });
}

/** Revokes every active session of a user. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: RevokeReason,
  now: number,
) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Revokes every active session of a user but one (after a password change the device that
 * changed it stays logged in; any other, possibly an intruder's, is logged out).
 */
export async function revokeOtherSessions(
  db: Db,
  input: { userId: string; keepSessionId: string; reason: RevokeReason; now: number },
) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: input.now, revoked_reason: input.reason })
    .where('user_id', '=', input.userId)
    .where('id', '<>', input.keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

interface SessionRow {
  id: string;
  userId: string;
  familyId: string;
  loginAgent: LoginAgent;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  revokedReason: RevokeReason | null;
  replacedByIp: string | null;
  status: 'active' | 'suspended';
  suspendReason: string | null;
}

async function findSession(
  db: Db,
  column: 'access_token_hash' | 'refresh_token_hash',
  token: string,
): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.family_id',
      's.login_agent',
      's.access_expires_at',
      's.refresh_expires_at',
      's.revoked_reason',
      's.replaced_by_ip',
      'u.status',
      'u.suspend_reason',
    ])
    .where(`s.${column}`, '=', sha256(token))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    familyId: row.family_id,
    loginAgent: row.login_agent,
    accessExpiresAt: row.access_expires_at,
    refreshExpiresAt: row.refresh_expires_at,
    revokedReason: row.revoked_reason,
    replacedByIp: row.replaced_by_ip,
    status: row.status,
    suspendReason: row.suspend_reason,
  };
}

/** The 401 of SPEC §8 for a session that is no longer valid, or null when it still is. */
function revokedError(session: SessionRow): HttpError | null {
  if (session.status === 'suspended') {
    return new HttpError(401, AUTH_ERROR_CODES.kickOut, 'errors.auth.kickOut', {
      params: { reason: session.suspendReason ?? '' },
    });
  }
  if (session.revokedReason === 'login-elsewhere') {
    return new HttpError(401, AUTH_ERROR_CODES.loginDouble, 'errors.auth.loginDouble', {
      params: { ip: session.replacedByIp ?? '' },
    });
  }
  return session.revokedReason === null ? null : unauthorized();
}

/** Whether the account has ever signed in from the client address `ip` (any session, live or not). */
export async function hasSignedInFrom(db: Db, userId: string, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<number>`1`.as('found'))
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The session of an access token. Unknown → 401; logged in elsewhere → 401 LOGIN_DOUBLE
 * <ip>; suspended user → 401 KICK_OUT <reason>; other revocations → 401; expired → 498.
 */

export async function authenticate(db: Db, token: string, now: number): Promise<Authenticated> {
  const session = await findSession(db, 'access_token_hash', token);
  if (!session) throw unauthorized();
  const revoked = revokedError(session);
  if (revoked) throw revoked;
  if (now > session.accessExpiresAt) {
    throw new HttpError(TOKEN_EXPIRED_STATUS, ERROR_CODES.tokenExpired, 'errors.auth.tokenExpired');
  }
  return { userId: session.userId, sessionId: session.id };
}

/**
 * Rotates a refresh token: the old session is revoked 'rotated' and a new one opens in the same
 * family. A rotated token presented again revokes the whole family ('reuse') and answers 401.
 */
export async function refreshSession(
  db: Db,
  input: { refreshToken: string; loginAgent: LoginAgent; ip: string; now: number },
  ttl: SessionTtl,
): Promise<TokenInfo> {
  const invalid = () =>
    new HttpError(401, AUTH_ERROR_CODES.refreshInvalid, 'errors.auth.refreshInvalid');
  const session = await findSession(db, 'refresh_token_hash', input.refreshToken);
  if (!session) throw invalid();
  if (session.revokedReason === 'rotated' || session.revokedReason === 'reuse') {
    await db
      .updateTable('sessions')
      .set({ revoked_at: input.now, revoked_reason: 'reuse' })
      .where('family_id', '=', session.familyId)
      .where('revoked_at', 'is', null)
      .execute();
    throw invalid();
  }
  const revoked = revokedError(session);
  if (revoked) throw revoked;
  if (input.now > session.refreshExpiresAt || session.loginAgent !== input.loginAgent)
    throw invalid();
  // Rotation is one transaction whose guarded update decides between two refreshes racing
  // with the same token (any process): the loser finds the session revoked and gets a 401.
  return transaction(db, async (trx) => {
    const rotated = await trx
      .updateTable('sessions')
      .set({ revoked_at: input.now, revoked_reason: 'rotated' })
      .where('id', '=', session.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (rotated.numUpdatedRows !== 1n) throw invalid();
    return insertSession(
      trx,
      {
        userId: session.userId,
        familyId: session.familyId,
        loginAgent: input.loginAgent,
        ip: input.ip,
        now: input.now,
      },
      ttl,
    );
  });
}

/** Logout: revokes the session. */
export async function closeSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: 'logout' })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
