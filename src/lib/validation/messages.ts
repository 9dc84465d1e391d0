import type { MessageKey } from '../i18n/translator.ts';
import type { I18nNamespaces } from '../i18n/types.ts';

/** A key of `locales/<lang>/validation.json`: the words of the guest and account forms. */
export type ValidationKey = MessageKey<keyof I18nNamespaces['validation']>;
