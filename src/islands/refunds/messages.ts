import { useEffect, useState } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { format } from '../../lib/search/format.ts';
import { $language, setLanguage } from '../../lib/session/language.ts';

export type RefundMessages = Partial<I18nNamespaces['refund']>;
export type RefundKey = keyof I18nNamespaces['refund'];
export type Translate = (
  key: RefundKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/** The island's translator: the page passes the namespace's messages as a prop. */
export const translator =
  (messages: RefundMessages): Translate =>
  (key, params = {}) =>
    format(messages[key] ?? key, params);

/** False on the server render and the first client render: session storage is read after. */
export function useHydrated(locale: Language): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if ($language.get() !== locale) setLanguage(locale);
    setHydrated(true);
  }, [locale]);
  return hydrated;
}

/** A query parameter of the page's address. */
export const searchParam = (name: string): string =>
  new URLSearchParams(window.location.search).get(name)?.trim() ?? '';
