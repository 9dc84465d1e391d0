import { persistentAtom } from '@nanostores/persistent';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from '../contract/common.ts';

/** localStorage key of the visitor's language (SPEC §9: "stored under a locale key"). */
export const LANGUAGE_STORAGE_KEY = 'locale';

/** A stored language, or the default one when the stored text is not a known language. */
export const decodeLanguage = (text: string): Language => {
  const parsed = languageSchema.safeParse(text);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
};

/**
 * The visitor's language, kept in localStorage as the plain locale code (`zh-TW`, `zh-CN`,
 * `en`) and sent as Accept-Language with every call (SPEC §1). Other tabs follow changes.
 */
export const $language = persistentAtom<Language>(LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE, {
  encode: (value) => value,
  decode: decodeLanguage,
});

export function setLanguage(language: Language): void {
  $language.set(language);
}
