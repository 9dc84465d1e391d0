import {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_TTL_MS,
  CAPTCHA_VERIFICATION_TTL_MS,
  captchaTypeSchema,
  type CaptchaScope,
  type CaptchaType,
} from '../../src/lib/contract/captcha.ts';
import { transaction, type Db } from '../db/client.ts';
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

function toStored(
  row: { captcha_type: string; answer: string } | undefined,
): StoredChallenge | null {
  if (!row) return null;
  const type = captchaTypeSchema.safeParse(row.captcha_type);
  if (!type.success) return null;
  return { captchaType: type.data, answer: JSON.parse(row.answer) as unknown };
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
  await transaction(db, async (trx) => {
    await trx.deleteFrom('captcha_challenges').where('expires_at', '<=', input.now).execute();
    await trx.deleteFrom('captcha_verifications').where('expires_at', '<=', input.now).execute();
    await trx
      .insertInto('captcha_challenges')
      .values({
        id_hash: sha256(input.id),
        scope: input.scope,
        captcha_type: input.captchaType,
        answer: JSON.stringify(input.answer),
        created_at: input.now,
        expires_at: input.now + CAPTCHA_TTL_MS,
      })
      .execute();
  });
}

/**
 * Takes (deletes) the challenge of this scope and answers it, or null when it is unknown,
 * already used, of the other scope, or expired (an expired one is deleted too).
 */
export async function takeChallenge(
  db: Db,
  input: { id: string; scope: CaptchaScope; now: number },
): Promise<StoredChallenge | null> {
  const row = await db
    .deleteFrom('captcha_challenges')
    .where('id_hash', '=', sha256(input.id))
    .where('scope', '=', input.scope)
    .returning(['captcha_type', 'answer', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= input.now) return null;
  return toStored(row);
}

/** Dev mode: the challenge and its answer, without using it up (null when unknown). */
export async function peekChallenge(db: Db, id: string): Promise<StoredChallenge | null> {
  const row = await db
    .selectFrom('captcha_challenges')
    .select(['captcha_type', 'answer'])
    .where('id_hash', '=', sha256(id))
    .executeTakeFirst();
  return toStored(row);
}

/** Issues a verification token for this scope, valid CAPTCHA_VERIFICATION_TTL_MS. */
export async function issueVerification(
  db: Db,
  input: { scope: CaptchaScope; now: number },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('captcha_verifications')
    .values({
      token_hash: sha256(token),
      scope: input.scope,
      created_at: input.now,
      expires_at: input.now + CAPTCHA_VERIFICATION_TTL_MS,
    })
    .execute();
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
  const row = await db
    .deleteFrom('captcha_verifications')
    .where('token_hash', '=', sha256(token))
    .where('scope', '=', scope)
    .returning('expires_at')
    .executeTakeFirst();
  if (!row || row.expires_at <= now) throw required();
}
