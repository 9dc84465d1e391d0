import { useEffect, useRef, useState } from 'react';
import type { Language } from '../lib/contract/common.ts';
import { $language, setLanguage } from '../lib/session/language.ts';

/**
 * False on the server render and the first client render, true once the island runs in the
 * browser (session storage is read there only); sets the session language to the page's.
 * `prepare` runs in the browser just before: what an island reads from the address or settles
 * in its stored selection, so that its first full render already shows it.
 */
export function useHydrated(locale: Language, prepare?: () => void): boolean {
  const [hydrated, setHydrated] = useState(false);
  const prepared = useRef(prepare);
  useEffect(() => {
    if ($language.get() !== locale) setLanguage(locale);
    prepared.current?.();
    setHydrated(true);
  }, [locale]);
  return hydrated;
}
