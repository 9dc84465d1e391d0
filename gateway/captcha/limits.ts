import type { Db } from '../db/client.ts';
import { hitLimits, tooManyRequests, type Limit } from '../services/rate-limit.ts';

/**
 * Rate limits of the captcha, per client address (fixed windows in the rate_limits table):
 * 30 challenges a minute, and 10 failed checks per 10 minutes. Past the failure limit both
 * checking and asking for new challenges answer 429 with Retry-After until the window ends.
 */

const MINUTE = 60_000;

export const CAPTCHA_LIMITS = {
  generate: (ip: string): Limit => ({ key: `captcha:gen:${ip}`, max: 30, windowMs: MINUTE }),
  failures: (ip: string): Limit => ({
    key: `captcha:fail:${ip}`,
    max: 10,
    windowMs: 10 * MINUTE,
  }),
} as const;

/** Throws 429 when the limit's current window is already full (counts nothing). */
export async function refuseWhenFull(db: Db, now: number, limit: Limit): Promise<void> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['window_start', 'count'])
    .where('key', '=', limit.key)
    .executeTakeFirst();
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  if (row && row.window_start === windowStart && row.count >= limit.max) {
    throw tooManyRequests(windowStart + limit.windowMs - now);
  }
}

/** Counts one challenge for this address (429 past the limit or while failures are full). */
export async function countGeneration(db: Db, now: number, ip: string): Promise<void> {
  await refuseWhenFull(db, now, CAPTCHA_LIMITS.failures(ip));
  await hitLimits(db, now, [CAPTCHA_LIMITS.generate(ip)]);
}

/** Counts one failed check for this address. */
export const countFailure = (db: Db, now: number, ip: string): Promise<void> =>
  hitLimits(db, now, [CAPTCHA_LIMITS.failures(ip)]);
