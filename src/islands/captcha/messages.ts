import type { MessageKey, Translator } from '../../lib/i18n/translator.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';

/** The captcha's strings (locales/<lang>/captcha.json), passed down as a prop. */
export type CaptchaMessages = Partial<I18nNamespaces['captcha']>;
export type CaptchaKey = MessageKey<keyof I18nNamespaces['captcha']>;
export type CaptchaTranslate = Translator<CaptchaKey>;
