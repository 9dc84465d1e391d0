import type { Language } from '../contract/common.ts';

/**
 * The one translator of the islands, the API client and the gateway: i18next's message format
 * (flat keys, `{{name}}` placeholders, plural keys `key_zero`, `key_one`, `key_other`, …
 * chosen by `count` through `Intl.PluralRules`), without i18next itself.
 *
 * Why not i18next in the browser: it adds about 15 KB (gzip) to every island page for a lookup
 * and a replace; the build-time pages keep using i18next (src/lib/i18n/index.ts), and a unit
 * test checks that this translator and i18next give the same text for every key of every
 * language.
 */

/** A placeholder's value; a list is joined with a comma. */
export type ParamValue = string | number | readonly (string | number)[];
/** The values of a message's `{{name}}` placeholders; `count` also picks the plural form. */
export type Params = Readonly<Record<string, ParamValue>>;

/** The plural categories of CLDR, the suffixes of i18next's plural keys. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A message key as callers use it: a plural key (`orders.count_one`) without its suffix. */
export type MessageKey<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** Translates a key of one namespace, filling its placeholders and choosing its plural form. */
export type Translator<K extends string> = (key: MessageKey<K>, params?: Params) => string;

/** Messages of one language: what a page passes to an island as a prop. */
export type Messages<K extends string = string> = Partial<Readonly<Record<K, string>>>;

const rules = new Map<Language, Intl.PluralRules>();

/** The cardinal plural rules of a language (one instance per language). */
export function pluralRules(locale: Language): Intl.PluralRules {
  let rule = rules.get(locale);
  if (rule === undefined) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule;
}

/** The plural category of `count` in a language: `one` for 1 in English, always `other` in Chinese. */
export const pluralCategory = (locale: Language, count: number): PluralCategory =>
  pluralRules(locale).select(count);

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; a placeholder without a value stays as it is. */
export function interpolate(text: string, params: Params = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) return whole;
    return typeof value === 'object' ? value.join(', ') : String(value);
  });
}

/**
 * The text of `key`: with a numeric `count`, i18next's order of plural keys — `key_zero` for
 * 0 when the messages have it, then `key_<category>` — and else `key` itself; the key when the
 * messages have none of these.
 */
export function translate(
  locale: Language,
  messages: Messages,
  key: string,
  params: Params = {},
): string {
  const count = params['count'];
  let text: string | undefined;
  if (typeof count === 'number') {
    if (count === 0) text = messages[`${key}_zero`];
    text ??= messages[`${key}_${pluralCategory(locale, count)}`];
  }
  text ??= messages[key];
  return interpolate(text ?? key, params);
}

/** The translator of one language's messages of a namespace (or several merged). */
export const createTranslator =
  <K extends string>(locale: Language, messages: Messages<K>): Translator<K> =>
  (key, params) =>
    translate(locale, messages, key, params);
