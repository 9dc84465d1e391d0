import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { format } from '../../lib/search/format.ts';

/** The search page's strings (locales/<lang>/search.json), passed to the island as a prop. */
export type SearchMessages = Partial<I18nNamespaces['search']>;
export type SearchKey = keyof I18nNamespaces['search'];

/** The lookup of the island's strings: a key's text with its placeholders filled. */
export type Translate = (
  key: SearchKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

export const translator =
  (messages: SearchMessages): Translate =>
  (key, params = {}) =>
    format(messages[key] ?? key, params);
