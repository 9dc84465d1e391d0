import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { nsTranslator, type Translator } from '../../lib/i18n/translator.ts';

export { useHydrated } from '../useHydrated.ts';

export type RefundMessages = Partial<I18nNamespaces['refund']>;
export type RefundKey = keyof I18nNamespaces['refund'];
export type Translate = Translator<RefundKey>;

/** The island's translator: the page passes the namespace's messages as a prop. */
export const translator: (messages: RefundMessages) => Translate = nsTranslator;

/** A query parameter of the page's address. */
export const searchParam = (name: string): string =>
  new URLSearchParams(window.location.search).get(name)?.trim() ?? '';
