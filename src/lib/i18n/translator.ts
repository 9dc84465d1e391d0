import { format } from '../search/format.ts';

/** The values of a message's `{{name}}` placeholders. */
export type Params = Readonly<Record<string, string | number>>;

/** Translates a key of one namespace, filling its placeholders. */
export type Translator<K extends string> = (key: K, params?: Params) => string;

/** A translator of one namespace's messages (passed to the island as a prop). */
export const nsTranslator =
  <K extends string>(messages: Partial<Record<K, string>>): Translator<K> =>
  (key, params = {}) =>
    format(messages[key] ?? key, params);
