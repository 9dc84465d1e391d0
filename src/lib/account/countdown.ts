import { isApiError } from '../api/errors.ts';

/** The gateway lets an address ask for a new code 60 seconds after the last one (SPEC §4). */
export const RESEND_COOLDOWN_S = 60;

/** Whole seconds left until `until` (epoch ms) at `now`, never negative. */
export const secondsLeft = (until: number | null, now: number): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

/** The end of a cooldown of `seconds` starting at `now`. */
export const cooldownUntil = (now: number, seconds: number = RESEND_COOLDOWN_S): number =>
  now + seconds * 1000;

const headerOf = (cause: unknown): string | null => {
  if (typeof cause !== 'object' || cause === null || !('response' in cause)) return null;
  const response = cause.response;
  if (typeof response !== 'object' || response === null || !('headers' in response)) return null;
  // duck-typed: the Headers of another realm (a test DOM) are not `instanceof Headers`
  const headers: unknown = response.headers;
  if (typeof headers !== 'object' || headers === null || !('get' in headers)) return null;
  const get: unknown = headers.get;
  if (typeof get !== 'function') return null;
  const value: unknown = get.call(headers, 'Retry-After');
  return typeof value === 'string' ? value : null;
};

/**
 * The seconds a 429 asks to wait: its Retry-After header (seconds), else null. Only for errors
 * with status 429.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const text = headerOf(error.cause);
  if (text === null || !/^\d{1,6}$/.test(text.trim())) return null;
  return Number(text.trim());
}
