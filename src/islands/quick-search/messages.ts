import type { MessageKey, Translator } from '../../lib/i18n/translator.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';

/** The quick search's strings (locales/<lang>/quickSearch.json), passed as a prop. */
export type QuickSearchMessages = Partial<I18nNamespaces['quickSearch']>;
export type QuickSearchKey = MessageKey<keyof I18nNamespaces['quickSearch']>;
export type Translate = Translator<QuickSearchKey>;
