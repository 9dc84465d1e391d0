import { AUTH_ERROR_CODES, type CodePurpose } from '../../src/lib/contract/auth.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/contract/common.ts';
import { transaction, type Db } from '../db/client.ts';
import { lockKey } from '../db/locks.ts';
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
 * requests at once (on any processes) cannot both pass.
 */
export async function startCooldown(
  db: Db,
  input: { email: string; purpose: CodePurpose; ip: string; now: number },
): Promise<void> {
  const { email, purpose, ip, now } = input;
  const key = `code:cooldown:${purpose}:${email}|${ip}`;
  const started = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({ window_start: eb.ref('excluded.window_start'), count: 1 }))
        .where('rate_limits.window_start', '<=', now - CODE_COOLDOWN_MS),
    )
    .returning('window_start')
    .executeTakeFirst();
  if (started) return;
  const last = await db
    .selectFrom('rate_limits')
    .select('window_start')
    .where('key', '=', key)
    .executeTakeFirst();
  const at = last?.window_start ?? now;
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
  await transaction(db, async (trx) => {
    // the address's codes locked first: of two codes issued at once (any processes) the later
    // one replaces the earlier
    await lockKey(trx, `code:${purpose}:${email}`);
    // a new code replaces the older ones of the same purpose
    await trx
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_codes')
      .values({
        email,
        purpose,
        code_hash: sha256(code),
        created_at: now,
        expires_at: now + ttl,
      })
      .execute();
    if (deliver.kind === 'code') {
      const mail = codeMail(language, purpose, code, ttl / 60_000);
      await queueMail(trx, { to: email, ...mail, language }, now);
    } else if (deliver.kind === 'notice') {
      await queueMail(trx, { to: email, ...registeredNoticeMail(language), language }, now);
    }
  });
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
  const row = await db
    .selectFrom('email_codes')
    .select(['id', 'code_hash'])
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>=', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw codeInvalid();
  // Every check counts an attempt first, guarded in the statement: however many guesses run at
  // once (on any process), at most CODE_MAX_ATTEMPTS of them are ever compared.
  const counted = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (counted.numUpdatedRows !== 1n) throw codeInvalid();
  if (!sameHash(sha256(code), row.code_hash)) throw codeInvalid();
  const used = consume
    ? db.updateTable('email_codes').set({ used_at: now })
    : db.updateTable('email_codes').set((eb) => ({ attempts: eb('attempts', '-', 1) }));
  // a right code does not count as a wrong attempt; with `consume` it is used up (once)
  const done = await used.where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (consume && done.numUpdatedRows !== 1n) throw codeInvalid();
}
