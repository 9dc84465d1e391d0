import type { MessageKey } from '../i18n/translator.ts';
import type { I18nNamespaces } from '../i18n/types.ts';

/** A key of `locales/<lang>/validation.json`. */
export type ValidationKey = MessageKey<keyof I18nNamespaces['validation']>;

/** What a failed check returns: a translation key and the values of its placeholders. */
export interface ValidationMessage {
  readonly key: ValidationKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

export const message = (
  key: ValidationKey,
  params?: Readonly<Record<string, string | number>>,
): ValidationMessage => (params === undefined ? { key } : { key, params });
