import type { MessageKey, Translator } from '../../lib/i18n/translator.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';

export { useHydrated } from '../useHydrated.ts';

export type RefundMessages = Partial<I18nNamespaces['refund']>;
export type RefundKey = MessageKey<keyof I18nNamespaces['refund']>;
export type Translate = Translator<RefundKey>;

/** A query parameter of the page's address. */
export const searchParam = (name: string): string =>
  new URLSearchParams(window.location.search).get(name)?.trim() ?? '';
