import { computed } from 'nanostores';
import { isNumber, nullable } from './guards.ts';
import { sessionAtom } from './storage.ts';

/**
 * The login stores without any schema library: what every page loads (header state, logout,
 * inactivity). The api client and islands import them through session.ts, which adds the zod
 * schemas of the token info.
 */

/** Logging out after this long without activity (SPEC §4, §9: 30 minutes). */
export const INACTIVITY_LIMIT_MS = 1_800_000;

/**
 * The placeholder token of anonymous visitors (SPEC §3, §6): their calls carry it as their
 * bearer token (`Authorization: Bearer anonymous`), which the gateway reads as "no login" (the
 * public calls answer, the guest calls answer 401). It is never a login of its own:
 * {@link bearerToken} is null for it.
 */
export const ANONYMOUS_TOKEN = 'anonymous';

/**
 * The stored login (SPEC §3). `createAt` is the issue time in epoch milliseconds and
 * `expiresIn` the access token's life in milliseconds: the token is expired once
 * `createAt + expiresIn` has passed (SPEC §4).
 */
export interface LoginInfo {
  token: string;
  refreshToken: string;
  createAt: number;
  expiresIn: number;
  loginAgent: string;
}

/** `data` of the refreshToken call: the new token info, merged into the stored login. */
export interface TokenInfo {
  token: string;
  refreshToken?: string | undefined;
  createAt?: number | undefined;
  expiresIn?: number | undefined;
  loginAgent?: string | undefined;
}

/**
 * A stored login: a non-empty token and the other four fields. Self-contained on purpose (no
 * helpers from outside its body): the early head script embeds its source, see early.ts.
 */
export function isLoginInfo(value: unknown): value is LoginInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const finite = (n: unknown): boolean => typeof n === 'number' && Number.isFinite(n);
  return (
    typeof v['token'] === 'string' &&
    v['token'] !== '' &&
    typeof v['refreshToken'] === 'string' &&
    finite(v['createAt']) &&
    finite(v['expiresIn']) &&
    typeof v['loginAgent'] === 'string'
  );
}

/** The login of this tab, or null for an anonymous visitor. */
export const $session = sessionAtom<LoginInfo | null>('session', nullable(isLoginInfo), null);

/** Time of the last call or user activity (epoch ms), or null before the first one. */
export const $lastActivity = sessionAtom<number | null>('lastActivity', nullable(isNumber), null);

export const $isLoggedIn = computed($session, (session) => session !== null);

/** The token to send as `Authorization: Bearer`, or null when there is none to send. */
export function bearerToken(): string | null {
  const token = $session.get()?.token;
  return token === undefined || token === ANONYMOUS_TOKEN ? null : token;
}

/** Stores a fresh login and starts the inactivity clock. */
export function setLogin(info: LoginInfo, now: number = Date.now()): void {
  $session.set({
    token: info.token,
    refreshToken: info.refreshToken,
    createAt: info.createAt,
    expiresIn: info.expiresIn,
    loginAgent: info.loginAgent,
  });
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
