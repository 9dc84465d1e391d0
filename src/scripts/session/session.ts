import { ACTIVITY_THROTTLE_MS, interactionOutcome } from '../../lib/session/activity.ts';
import { pageEntry, SESSION_NOTICE_MS } from '../../lib/session/early.ts';
import {
  $lastActivity,
  $session,
  clearSession,
  INACTIVITY_LIMIT_MS,
  isInactive,
  touchActivity,
} from '../../lib/session/login.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { resyncSessionAtoms } from '../../lib/session/storage.ts';
import { pageHome, pageSessionData } from './page.ts';

/**
 * The session rules after the first paint (the early head script of src/lib/session/early.ts
 * applies them before it, on full loads):
 * - `<html data-session>` follows the session (a logout, a 401 from the api client) and is set
 *   on the incoming document of a client-side navigation before it is swapped in: the router
 *   replaces the <html> attributes, and the header must not flash the other state;
 * - a client-side navigation that would log out for inactivity, or lead a visitor without a
 *   session to a login-required page, becomes a full load: the early script of that page then
 *   stores the notice and replaces it with /home before it paints;
 * - page views and interactions (throttled to one write a minute, see activity.ts) count as
 *   activity; an interaction after the 30-minute limit logs out;
 * - a page restored from the back/forward cache re-reads the stores and is checked like a load.
 */
const mark = (root: HTMLElement): void =>
  root.setAttribute('data-session', $session.get() === null ? 'out' : 'in');

$session.subscribe(() => mark(document.documentElement));

function endInactive(go: (href: string) => void): void {
  const text = pageSessionData()['inactive'];
  clearSession();
  if (text) showNotice('error', text, SESSION_NOTICE_MS);
  go(pageHome());
}

document.addEventListener('astro:before-preparation', (event) => {
  const e = event;
  const load = e.loader;
  e.loader = async () => {
    await load();
    if (e.defaultPrevented) return;
    const entry = pageEntry({
      loggedIn: $session.get() !== null,
      lastActivity: $lastActivity.get(),
      requiresLogin: e.newDocument.documentElement.hasAttribute('data-requires-login'),
      now: Date.now(),
      limitMs: INACTIVITY_LIMIT_MS,
    });
    if (entry !== 'stay') e.preventDefault();
  };
});
document.addEventListener('astro:before-swap', (event) => {
  mark(event.newDocument.documentElement);
});
document.addEventListener('astro:after-swap', () => {
  if ($session.get() !== null) touchActivity();
});

const onInteraction = (): void => {
  const now = Date.now();
  const outcome = interactionOutcome({
    loggedIn: $session.get() !== null,
    lastActivity: $lastActivity.get(),
    now,
    limitMs: INACTIVITY_LIMIT_MS,
    throttleMs: ACTIVITY_THROTTLE_MS,
  });
  if (outcome === 'touch') touchActivity(now);
  else if (outcome === 'inactive') endInactive((href) => location.assign(href));
};
for (const type of ['pointerdown', 'keydown', 'wheel']) {
  addEventListener(type, onInteraction, { capture: true, passive: true });
}

addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  resyncSessionAtoms();
  mark(document.documentElement);
  if (isInactive()) endInactive((href) => location.replace(href));
  else if ($session.get() !== null) touchActivity();
});
