import { computed } from 'nanostores';
import * as z from 'zod/mini';
import { sessionAtom } from './storage.ts';

/** Logging out after this long without activity (SPEC §4, §9: 30 minutes). */
export const INACTIVITY_LIMIT_MS = 1_800_000;

/**
 * The placeholder token of anonymous visitors (SPEC §3, §6). It marks "no login" in places that
 * want a string and is never sent as a bearer token.
 */
export const ANONYMOUS_TOKEN = 'anonymous';

const tokenSchema = z.string().check(z.minLength(1));

/**
 * The stored login (SPEC §3). `createAt` is the issue time in epoch milliseconds and
 * `expiresIn` the access token's life in milliseconds: the token is expired once
 * `createAt + expiresIn` has passed (SPEC §4).
 */
export const loginInfoSchema = z.object({
  token: tokenSchema,
  refreshToken: z.string(),
  createAt: z.number(),
  expiresIn: z.number(),
  loginAgent: z.string(),
});
export type LoginInfo = z.infer<typeof loginInfoSchema>;

/** `data` of the refreshToken call: the new token info, merged into the stored login. */
export const tokenInfoSchema = z.object({
  token: tokenSchema,
  refreshToken: z.optional(z.string()),
  createAt: z.optional(z.number()),
  expiresIn: z.optional(z.number()),
  loginAgent: z.optional(z.string()),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

/** The login of this tab, or null for an anonymous visitor. */
export const $session = sessionAtom<LoginInfo | null>('session', z.nullable(loginInfoSchema), null);

/** Time of the last call or user activity (epoch ms), or null before the first one. */
export const $lastActivity = sessionAtom<number | null>(
  'lastActivity',
  z.nullable(z.number()),
  null,
);

export const $isLoggedIn = computed($session, (session) => session !== null);

/** The token to send as `Authorization: Bearer`, or null when there is none to send. */
export function bearerToken(): string | null {
  const token = $session.get()?.token;
  return token === undefined || token === ANONYMOUS_TOKEN ? null : token;
}

/** Stores a fresh login and starts the inactivity clock. */
export function setLogin(info: LoginInfo, now: number = Date.now()): void {
  $session.set({ ...info });
  $lastActivity.set(now);
}

/**
 * Merges refreshed token info into the stored login (SPEC §3). A missing `createAt` means "issued
 * now". Without a stored login there is nothing to merge into and the call does nothing.
 */
export function mergeTokenInfo(info: TokenInfo, now: number = Date.now()): void {
  const current = $session.get();
  if (current === null) return;
  $session.set({
    token: info.token,
    refreshToken: info.refreshToken ?? current.refreshToken,
    createAt: info.createAt ?? now,
    expiresIn: info.expiresIn ?? current.expiresIn,
    loginAgent: info.loginAgent ?? current.loginAgent,
  });
}

/** Forgets the login (logout, login elsewhere, failed refresh). */
export function clearSession(): void {
  $session.set(null);
  $lastActivity.set(null);
}

export function touchActivity(now: number = Date.now()): void {
  $lastActivity.set(now);
}

/** True when a logged-in visitor has been inactive for more than 30 minutes. */
export function isInactive(now: number = Date.now()): boolean {
  const last = $lastActivity.get();
  return $session.get() !== null && last !== null && now - last > INACTIVITY_LIMIT_MS;
}

/** True when the stored token's creation time plus its life has passed. */
export function isTokenExpired(now: number = Date.now()): boolean {
  const session = $session.get();
  return session !== null && session.createAt + session.expiresIn <= now;
}
