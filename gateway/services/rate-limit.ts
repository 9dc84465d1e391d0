import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';

/** One fixed-window limit: at most `max` hits per `windowMs` for a key. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The limits of DESIGN §6, none of which lets an attacker lock a real user out. Login attempts
 * count per account and address pair, so that failures from one address never lock the same
 * account out from other addresses, and per address; a success takes its own hits back (the
 * pair's count is cleared, the address's loses that one hit), so only failures add up. Code requests (e-mail codes, reset PIN)
 * likewise count per e-mail and address pair and per address (429 to that address); the cap
 * per e-mail is not a refusal but a silent drop (auth.service sendCode), which never applies to
 * the owner.
 */
export const LIMITS = {
  loginPair: (email: string, ip: string): Limit => ({
    key: `login:pair:${email}|${ip}`,
    max: 10,
    windowMs: 15 * MINUTE,
  }),
  loginIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 50, windowMs: 15 * MINUTE }),
  codePair: (email: string, ip: string): Limit => ({
    key: `code:pair:${email}|${ip}`,
    max: 5,
    windowMs: 60 * MINUTE,
  }),
  /** Codes mailed to one address an hour at most, whoever asks (the rest are dropped). */
  codeEmail: (email: string): Limit => ({
    key: `code:email:${email}`,
    max: 20,
    windowMs: 60 * MINUTE,
  }),
  codeIp: (ip: string): Limit => ({ key: `code:ip:${ip}`, max: 20, windowMs: 60 * MINUTE }),
  /** Order lookups (order/info/lookup): like codes, 429 per pair and per address. */
  lookupPair: (email: string, ip: string): Limit => ({
    key: `lookup:pair:${email}|${ip}`,
    max: 5,
    windowMs: 60 * MINUTE,
  }),
  lookupIp: (ip: string): Limit => ({ key: `lookup:ip:${ip}`, max: 20, windowMs: 60 * MINUTE }),
  /** Order links mailed to one address an hour, whoever asks (the rest dropped, not the owner's). */
  lookupEmail: (email: string): Limit => ({
    key: `lookup:email:${email}`,
    max: 10,
    windowMs: 60 * MINUTE,
  }),
} as const;

/** The 429 answer with Retry-After in whole seconds. */
export function tooManyRequests(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, ERROR_CODES.rateLimited, 'errors.auth.rateLimited', {
    params: { count: seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

/**
 * Counts one hit on `limit` in the database (window start from the gateway clock). Answers how
 * long until its window ends when it is now over its maximum, else 0.
 */
export async function countHit(db: Db, now: number, limit: Limit): Promise<number> {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  // one atomic upsert: hits from any number of processes all count
  const row = await db
    .insertInto('rate_limits')
    .values({ key: limit.key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '=', eb.ref('excluded.window_start'))
          .then(eb('rate_limits.count', '+', 1))
          .else(1)
          .end(),
        window_start: eb.ref('excluded.window_start'),
      })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count > limit.max ? windowStart + limit.windowMs - now : 0;
}

/**
 * Takes back one hit of the current window (a sign-in that succeeded does not count against
 * its address: many guests behind one address, a resort's Wi-Fi, all sign in). One statement,
 * never below zero, and only in the window the hit was counted in.
 */
export async function uncountHit(db: Db, now: number, limit: Limit): Promise<void> {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', limit.key)
    .where('window_start', '=', windowStart)
    .where('count', '>', 0)
    .execute();
}

/** Forgets the hits of a limit's current window (a sign-in that succeeded clears its failures). */
export async function clearLimit(db: Db, limit: Limit): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', limit.key).execute();
}

/** Counts one hit on each limit and throws 429 when any is over its maximum. */
export async function hitLimits(db: Db, now: number, limits: readonly Limit[]): Promise<void> {
  let retryAfterMs = 0;
  for (const limit of limits) {
    retryAfterMs = Math.max(retryAfterMs, await countHit(db, now, limit));
  }
  if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs);
}
