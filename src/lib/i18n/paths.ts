import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, type Language } from './locales.ts';

const SEGMENT_TO_LOCALE: ReadonlyMap<string, Language> = new Map(
  LANGUAGES.filter((l) => LOCALES[l].prefix !== '').map((l) => [LOCALES[l].prefix.slice(1), l]),
);

const toPathname = (url: URL | string): string => {
  if (url instanceof URL) return url.pathname;
  return new URL(url, 'http://localhost').pathname;
};

/** The language of a page from its URL: `/zh-cn/…` is zh-CN, `/en/…` is en, anything else zh-TW. */
export function localeFromUrl(url: URL | string): Language {
  const first = toPathname(url).split('/')[1] ?? '';
  return SEGMENT_TO_LOCALE.get(first.toLowerCase()) ?? DEFAULT_LANGUAGE;
}

/** Splits a path into pathname and suffix (query and hash), so that only the pathname changes. */
const splitSuffix = (path: string): [pathname: string, suffix: string] => {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
};

/**
 * The path without its language prefix: `/en/GZ?x=1` → `/GZ?x=1`, `/zh-cn` → `/`.
 * Query string and hash are kept.
 */
export function stripLocale(path: string): string {
  const [pathname, suffix] = splitSuffix(path);
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const [, first = '', ...rest] = withSlash.split('/');
  if (!SEGMENT_TO_LOCALE.has(first.toLowerCase())) return withSlash + suffix;
  return `/${rest.join('/')}${suffix}`;
}

/**
 * The path of a page in a language: no prefix for zh-TW, `/zh-cn` and `/en` for the others.
 * Accepts a path with or without a language prefix; keeps the query string and hash.
 * `localizePath('en', '/GZ/buy-tickets?tab=1')` → `/en/GZ/buy-tickets?tab=1`.
 */
export function localizePath(locale: Language, path: string): string {
  const bare = stripLocale(path);
  const prefix = LOCALES[locale].prefix;
  return prefix === '' ? bare : `${prefix}${bare}`;
}

export interface Alternate {
  locale: Language;
  /** Value of the hreflang attribute. */
  hreflang: string;
  /** Path of the page in that language (relative to the site root). */
  href: string;
}

/**
 * The same page in every language, for `<link rel="alternate" hreflang>` and the language
 * switcher, plus `x-default` (the default language) as the last entry.
 */
export function alternates(path: string): Alternate[] {
  const list: Alternate[] = LANGUAGES.map((locale) => ({
    locale,
    hreflang: LOCALES[locale].bcp47,
    href: localizePath(locale, path),
  }));
  return [
    ...list,
    { locale: DEFAULT_LANGUAGE, hreflang: 'x-default', href: localizePath(DEFAULT_LANGUAGE, path) },
  ];
}
