import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { format } from '../../lib/search/format.ts';

/** The captcha's strings (locales/<lang>/captcha.json), passed down as a prop. */
export type CaptchaMessages = Partial<I18nNamespaces['captcha']>;
export type CaptchaKey = keyof I18nNamespaces['captcha'];

export type CaptchaTranslate = (
  key: CaptchaKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

export const captchaTranslator =
  (messages: CaptchaMessages): CaptchaTranslate =>
  (key, params = {}) =>
    format(messages[key] ?? key, params);
