import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { format } from '../../lib/search/format.ts';

/** The quick search's strings (locales/<lang>/quickSearch.json), passed as a prop. */
export type QuickSearchMessages = Partial<I18nNamespaces['quickSearch']>;
export type QuickSearchKey = keyof I18nNamespaces['quickSearch'];

export type Translate = (
  key: QuickSearchKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

export const translator =
  (messages: QuickSearchMessages): Translate =>
  (key, params = {}) =>
    format(messages[key] ?? key, params);
