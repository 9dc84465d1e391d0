import type { Language } from '../contract/common.ts';
import en from '../../../locales/en/session.json';
import zhCN from '../../../locales/zh-CN/session.json';
import zhTW from '../../../locales/zh-TW/session.json';
import { $language } from './language.ts';

export type SessionMessageKey = keyof typeof en;
export type MessageParams = Readonly<Record<string, string | number>>;

/** Translates a message key with i18next-style `{{name}}` interpolation. */
export type Translate = (key: SessionMessageKey, params?: MessageParams) => string;

const CATALOGS: Readonly<Record<Language, Readonly<Record<SessionMessageKey, string>>>> = {
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  en,
};

const interpolate = (text: string, params: MessageParams | undefined): string =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    return value === undefined ? whole : String(value);
  });

/** The session and request messages of one language. */
export function translateIn(
  language: Language,
  key: SessionMessageKey,
  params?: MessageParams,
): string {
  return interpolate(CATALOGS[language][key], params);
}

/**
 * The default translator of the API client: a lookup in `locales/<lang>/session.json` for the
 * current `$language`. Kept tiny on purpose so that the client does not need i18next.
 */
export const translate: Translate = (key, params) => translateIn($language.get(), key, params);
