import type { Language } from '../contract/common.ts';
import { translate as translateMessage, type MessageKey, type Params } from '../i18n/translator.ts';
import en from '../../../locales/en/session.json';
import zhCN from '../../../locales/zh-CN/session.json';
import zhTW from '../../../locales/zh-TW/session.json';
import { $language } from './language.ts';

export type SessionMessageKey = MessageKey<keyof typeof zhTW>;
export type MessageParams = Params;

/** Translates a message key of locales/<lang>/session.json (the one translator's rules). */
export type Translate = (key: SessionMessageKey, params?: MessageParams) => string;

const CATALOGS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  en,
};

/** The session and request messages of one language. */
export function translateIn(
  language: Language,
  key: SessionMessageKey,
  params?: MessageParams,
): string {
  return translateMessage(language, CATALOGS[language], key, params);
}

/**
 * The default translator of the API client: a lookup in `locales/<lang>/session.json` for the
 * current `$language`. Kept tiny on purpose so that the client does not need i18next.
 */
export const translate: Translate = (key, params) => translateIn($language.get(), key, params);
