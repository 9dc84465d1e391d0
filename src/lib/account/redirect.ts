import type { Language } from '../i18n/locales.ts';
import { localizePath, stripLocale } from '../i18n/paths.ts';

/** The query parameter that carries where to go after logging in. */
export const REDIRECT_PARAM = 'redirect';
/** The query parameter that prefills the e-mail field (after a password reset). */
export const EMAIL_PARAM = 'email';
export const HOME_PATH = '/home';

/** True when the text has a C0 control character or DEL. */
const hasControl = (text: string): boolean =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The account pages themselves: never a target after logging in (no loops). */
const ACCOUNT_PAGES: ReadonlySet<string> = new Set(['/login', '/register', '/forget-password']);

/**
 * A same-site path to go to, or null. Accepted: a path starting with a single '/' (so no scheme
 * and no host), without a second leading slash, a backslash, white space or control characters
 * (browsers drop tabs and line breaks inside URLs: "/\t/evil.example" would become
 * "//evil.example"). The account pages themselves are refused too.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  if (raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\') || /\s/.test(raw) || hasControl(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://same.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://same.invalid') return null;
  const path = url.pathname.replace(/(.)\/$/, '$1');
  if (ACCOUNT_PAGES.has(stripLocale(path))) return null;
  return raw;
}

/** Where to go after a login or a registration: the safe redirect, else home in the language. */
export function afterLoginTarget(search: string, locale: Language): string {
  const redirect = safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
  return redirect ?? localizePath(locale, HOME_PATH);
}

export type AccountPage = 'login' | 'register' | 'forget-password';

/**
 * The path of an account page in a language, carrying the redirect along (when it is safe) and
 * optionally an e-mail to prefill: `/en/login?redirect=%2Fen%2FGZ&email=a%40b.hk`.
 */
export function accountPageHref(
  locale: Language,
  page: AccountPage,
  options: { redirect?: string | null; email?: string | null } = {},
): string {
  const query = new URLSearchParams();
  const redirect = safeRedirect(options.redirect);
  if (redirect !== null) query.set(REDIRECT_PARAM, redirect);
  const email = options.email?.trim() ?? '';
  if (email !== '') query.set(EMAIL_PARAM, email);
  const text = query.toString();
  return localizePath(locale, `/${page}`) + (text === '' ? '' : `?${text}`);
}

/** The redirect and e-mail parameters of a page's query string. */
export function accountParams(search: string): { redirect: string | null; email: string } {
  const query = new URLSearchParams(search);
  return {
    redirect: safeRedirect(query.get(REDIRECT_PARAM)),
    email: (query.get(EMAIL_PARAM) ?? '').trim().slice(0, 254),
  };
}
