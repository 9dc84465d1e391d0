import { EARLY_SCRIPT_ATTRIBUTE } from '../../lib/session/early.ts';

/**
 * The current page's session data, from the early head script's data attributes (kept right
 * across client-side navigations, which swap the head): `home` path, `inactive` and
 * `loginRequired` notice texts.
 */
export function pageSessionData(): Readonly<Record<string, string | undefined>> {
  return (
    document.querySelector<HTMLScriptElement>(`script[${EARLY_SCRIPT_ATTRIBUTE}]`)?.dataset ?? {}
  );
}

/** The home page of the current page's language. */
export const pageHome = (): string => pageSessionData()['home'] ?? '/home';
