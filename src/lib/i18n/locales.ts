import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contract/constants.ts';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/** How each language appears in URLs, in `<html lang>`, in hreflang and on the wire. */
export interface LocaleInfo {
  /** The locale code, also the Accept-Language value sent to the gateway. */
  code: Language;
  /** URL prefix: '' for the default language, '/zh-cn' and '/en' for the others. */
  prefix: '' | `/${string}`;
  /** BCP 47 tag for `<html lang>` and `hreflang`. */
  bcp47: string;
  /** Open Graph locale (underscore form). */
  ogLocale: string;
}

export const LOCALES: Readonly<Record<Language, LocaleInfo>> = {
  'zh-TW': { code: 'zh-TW', prefix: '', bcp47: 'zh-TW', ogLocale: 'zh_TW' },
  'zh-CN': { code: 'zh-CN', prefix: '/zh-cn', bcp47: 'zh-CN', ogLocale: 'zh_CN' },
  en: { code: 'en', prefix: '/en', bcp47: 'en', ogLocale: 'en_US' },
};

/** localStorage key of the visitor's language choice (SPEC §9). Values are the locale codes. */
export const LOCALE_STORAGE_KEY = 'locale';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The URL segment of a language (`zh-cn`, `en`), or undefined for the default language. */
export const localeSegment = (locale: Language): string | undefined =>
  LOCALES[locale].prefix === '' ? undefined : LOCALES[locale].prefix.slice(1);
