import { useEffect, useState } from 'react';
import type { Language } from '../lib/contract/common.ts';
import { $language, setLanguage } from '../lib/session/language.ts';

/**
 * False on the server render and the first client render, true once the island runs in the
 * browser (session storage is read there only); sets the session language to the page's.
 */
export function useHydrated(locale: Language): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if ($language.get() !== locale) setLanguage(locale);
    setHydrated(true);
  }, [locale]);
  return hydrated;
}
