import { useState } from 'react';
import { accountParams } from '../../lib/account/redirect.ts';
import type { Language } from '../../lib/contract/common.ts';
import { useHydrated } from '../useHydrated.ts';

/** Goes to another page; islands take it as an optional prop so that tests can watch it. */
export type Navigate = (path: string) => void;
export const assignLocation: Navigate = (path) => window.location.assign(path);

/**
 * What every account island does once it runs: calls carry the page's language
 * (Accept-Language, so the gateway's messages come in it), the query's redirect and e-mail are
 * read, and the forms become usable (`ready`).
 */
export function useAccountPage(locale: Language, onEmail?: (email: string) => void) {
  const [redirect, setRedirect] = useState<string | null>(null);
  // once, when the island starts (useHydrated keeps the first onEmail)
  const ready = useHydrated(locale, () => {
    const params = accountParams(window.location.search);
    setRedirect(params.redirect);
    if (params.email !== '') onEmail?.(params.email);
  });
  return { ready, redirect };
}
