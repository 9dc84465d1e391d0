import { AUTH_ERROR_CODES, type CodePurpose } from '../../src/lib/contract/auth.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/contract/common.ts';
import type { GatewayDatabase as Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { requestLanguage } from '../mail/context.ts';
import { codeMail, registeredNoticeMail } from '../mail/texts.ts';
import { queueMail } from './mail.ts';
import { newCode, sameHash, sha256 } from './secrets.ts';

/**
 * E-mail verification codes (SPEC §4): 6 digits, stored hashed, single use, at most 5 wrong
 * attempts, a 60-second resend cooldown per e-mail, purpose and requesting client address (so
 * that a request from elsewhere never makes the owner wait). Registration, login and
 * change-password codes live 10 minutes; the reset PIN exactly 5 minutes (SPEC §9).
 */
export const CODE_TTL_MS: Record<CodePurpose, number> = {
  register: 10 * 60_000,
  login: 10 * 60_000,
  'change-password': 10 * 60_000,
  reset: 5 * 60_000,
};
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_COOLDOWN_MS = 60_000;

/**
 * What issueCode mails: the code, nothing, or the notice that the address is registered
 * already (sent instead of a registration code). The notice's text comes from
 * locales/<lang>/mail.json; a `subject` and `body` given with it are not used.
 */
/** What to mail: the code, nothing, or the "already registered" notice (texts from mail.json). */
export type CodeDelivery = { kind: 'code' } | { kind: 'none' } | { kind: 'notice' };

const codeInvalid = () =>
  new HttpError(400, AUTH_ERROR_CODES.codeInvalid, 'errors.account.codeInvalid');

/**
 * Starts the resend cooldown of this e-mail and purpose for the client address `ip`, or throws
 * 429 (with the seconds left) when that address asked less than 60 s ago. One conditional
 * upsert on the rate_limits table (window_start holds the time of the last request), so that two
 * requests at once cannot both pass.
 */
export async function startCooldown(
  db: Db,
  input: { email: string; purpose: CodePurpose; ip: string; now: number },
): Promise<void> {
  const { email, purpose, ip, now } = input;
  const key = `code:cooldown:${purpose}:${email}|${ip}`;
  const started = await db.execute({
    sql: `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
          ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, count = 1
            WHERE rate_limits.window_start <= ?
          RETURNING window_start`,
    args: [key, now, now - CODE_COOLDOWN_MS],
  });
  if (started.rows.length > 0) return;
  const last = await db.execute({
    sql: 'SELECT window_start FROM rate_limits WHERE key = ?',
    args: [key],
  });
  const at = Number(last.rows[0]?.['window_start'] ?? now);
  const seconds = Math.max(1, Math.ceil((at + CODE_COOLDOWN_MS - now) / 1000));
  throw new HttpError(429, AUTH_ERROR_CODES.codeCooldown, 'errors.account.codeCooldown', {
    params: { count: seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

/**
 * Issues a code (the caller has started the cooldown). A code row is stored whatever `deliver`
 * is, so that every answer is the same whether or not an account exists; the code is mailed
 * only when `deliver` is 'code'. With 'notice' the address gets the "already registered" notice
 * instead. The mail is written in `language`, by default that of the request being answered.
 */
export async function issueCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; now: number; language?: Language },
  deliver: CodeDelivery,
): Promise<void> {
  const { email, purpose, now } = input;
  const language = input.language ?? requestLanguage() ?? DEFAULT_LANGUAGE;
  const code = newCode();
  const ttl = CODE_TTL_MS[purpose];
  // a new code replaces the older ones of the same purpose
  await db.execute({
    sql: 'UPDATE email_codes SET used_at = ? WHERE email = ? AND purpose = ? AND used_at IS NULL',
    args: [now, email, purpose],
  });
  await db.execute({
    sql: `INSERT INTO email_codes (email, purpose, code_hash, created_at, expires_at)
          VALUES (?, ?, ?, ?, ?)`,
    args: [email, purpose, sha256(code), now, now + ttl],
  });
  if (deliver.kind === 'code') {
    const mail = codeMail(language, purpose, code, ttl / 60_000);
    await queueMail(db, { to: email, ...mail, language }, now);
  } else if (deliver.kind === 'notice') {
    await queueMail(db, { to: email, ...registeredNoticeMail(language), language }, now);
  }
}

/**
 * Checks a code against the latest live code of the address and purpose. A wrong code counts
 * an attempt; after 5 the code is dead. With `consume` a right code is used up.
 * Throws 400 CODE_INVALID otherwise.
 */
export async function verifyCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; code: string; now: number; consume: boolean },
): Promise<void> {
  const { email, purpose, code, now, consume } = input;
  const result = await db.execute({
    sql: `SELECT id, code_hash, attempts FROM email_codes
          WHERE email = ? AND purpose = ? AND used_at IS NULL AND expires_at >= ?
          ORDER BY created_at DESC, id DESC LIMIT 1`,
    args: [email, purpose, now],
  });
  const row = result.rows[0];
  if (!row || Number(row['attempts']) >= CODE_MAX_ATTEMPTS) throw codeInvalid();
  const id = Number(row['id']);
  if (!sameHash(sha256(code), String(row['code_hash']))) {
    await db.execute({
      sql: 'UPDATE email_codes SET attempts = attempts + 1 WHERE id = ?',
      args: [id],
    });
    throw codeInvalid();
  }
  if (consume) {
    const used = await db.execute({
      sql: 'UPDATE email_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
      args: [now, id],
    });
    if (used.rowsAffected !== 1) throw codeInvalid();
  }
}
