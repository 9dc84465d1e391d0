import type { MessageKey, Translator } from '../../lib/i18n/translator.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';

/** The search page's strings (locales/<lang>/search.json), passed to the island as a prop. */
export type SearchMessages = Partial<I18nNamespaces['search']>;
export type SearchKey = MessageKey<keyof I18nNamespaces['search']>;
export type Translate = Translator<SearchKey>;
