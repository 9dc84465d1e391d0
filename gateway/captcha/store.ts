import {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_TTL_MS,
  CAPTCHA_VERIFICATION_TTL_MS,
  captchaTypeSchema,
  type CaptchaScope,
  type CaptchaType,
} from '../../src/lib/contract/captcha.ts';
import type { GatewayDatabase as Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { newToken, sha256 } from '../services/secrets.ts';

/**
 * Challenges and verification tokens in the database (migration 0003), so that any gateway
 * process can check what another issued. Ids and tokens are stored as SHA-256 hashes; taking a
 * row deletes it in the same statement, so each is used at most once even under races.
 */

export interface StoredChallenge {
  captchaType: CaptchaType;
  /** The right answer, as JSON in the shape of answerData. */
  answer: unknown;
}

function toStored(row: Record<string, unknown> | undefined): StoredChallenge | null {
  if (!row) return null;
  const type = captchaTypeSchema.safeParse(row['captcha_type']);
  if (!type.success || typeof row['answer'] !== 'string') return null;
  return { captchaType: type.data, answer: JSON.parse(row['answer']) as unknown };
}

/** Stores a new challenge, valid CAPTCHA_TTL_MS from `now`, and drops the expired ones. */
export async function saveChallenge(
  db: Db,
  input: {
    id: string;
    scope: CaptchaScope;
    captchaType: CaptchaType;
    answer: unknown;
    now: number;
  },
): Promise<void> {
  await db.batch(
    [
      { sql: 'DELETE FROM captcha_challenges WHERE expires_at <= ?', args: [input.now] },
      { sql: 'DELETE FROM captcha_verifications WHERE expires_at <= ?', args: [input.now] },
      {
        sql: `INSERT INTO captcha_challenges (id_hash, scope, captcha_type, answer, created_at, expires_at)
              VALUES (?, ?, ?, ?, ?, ?)`,
        args: [
          sha256(input.id),
          input.scope,
          input.captchaType,
          JSON.stringify(input.answer),
          input.now,
          input.now + CAPTCHA_TTL_MS,
        ],
      },
    ],
    'write',
  );
}

/**
 * Takes (deletes) the challenge of this scope and answers it, or null when it is unknown,
 * already used, of the other scope, or expired (an expired one is deleted too).
 */
export async function takeChallenge(
  db: Db,
  input: { id: string; scope: CaptchaScope; now: number },
): Promise<StoredChallenge | null> {
  const result = await db.execute({
    sql: `DELETE FROM captcha_challenges WHERE id_hash = ? AND scope = ?
          RETURNING captcha_type, answer, expires_at`,
    args: [sha256(input.id), input.scope],
  });
  const row = result.rows[0];
  if (!row || Number(row['expires_at']) <= input.now) return null;
  return toStored(row);
}

/** Dev mode: the challenge and its answer, without using it up (null when unknown). */
export async function peekChallenge(db: Db, id: string): Promise<StoredChallenge | null> {
  const result = await db.execute({
    sql: 'SELECT captcha_type, answer FROM captcha_challenges WHERE id_hash = ?',
    args: [sha256(id)],
  });
  return toStored(result.rows[0]);
}

/** Issues a verification token for this scope, valid CAPTCHA_VERIFICATION_TTL_MS. */
export async function issueVerification(
  db: Db,
  input: { scope: CaptchaScope; now: number },
): Promise<string> {
  const token = newToken();
  await db.execute({
    sql: `INSERT INTO captcha_verifications (token_hash, scope, created_at, expires_at)
          VALUES (?, ?, ?, ?)`,
    args: [sha256(token), input.scope, input.now, input.now + CAPTCHA_VERIFICATION_TTL_MS],
  });
  return token;
}

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The check of a protected call (login, sendCode, forgetPassword): uses up the verification
 * token of a solved captcha of this scope. Throws 400 CAPTCHA_REQUIRED when the token is
 * missing, malformed, unknown, expired, already used or of the other scope. A token of the
 * other scope is left alone.
 */
export async function consumeVerification(
  db: Db,
  input: { token: string | null | undefined; scope: CaptchaScope; now: number },
): Promise<void> {
  const required = () =>
    new HttpError(400, CAPTCHA_ERROR_CODES.required, 'errors.captcha.required');
  const { token, scope, now } = input;
  if (typeof token !== 'string' || !TOKEN_FORMAT.test(token)) throw required();
  const result = await db.execute({
    sql: `DELETE FROM captcha_verifications WHERE token_hash = ? AND scope = ?
          RETURNING expires_at`,
    args: [sha256(token), scope],
  });
  const row = result.rows[0];
  if (!row || Number(row['expires_at']) <= now) throw required();
}
