import { SESSION_NOTICE_MS } from '../../lib/session/early.ts';
import { loginHref } from '../../lib/session/login-link.ts';
import { logOut } from '../../lib/session/logout.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { pageHome } from './page.ts';

/**
 * The header's account area (AccountMenu.astro), by event delegation so that it survives
 * client-side navigations:
 * - the "Log in" and "Sign up" links carry the current path and query as `redirect` (the query
 *   can change after the page is built or loaded, so it is set again before a link is followed);
 * - the account menu is a disclosure: its button toggles `aria-expanded` and the list; Escape
 *   closes it and returns the focus to the button, as do a click or a focus outside;
 * - "Log out" ends the session with the gateway (api client loaded on click), clears it
 *   whatever the answer, raises the "logged out" notice and goes to /home of the page's language.
 */
const TOGGLE = '[data-account-toggle]';

function updateLoginLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-login-link]')) {
    const base = link.dataset['loginBase'];
    if (base) link.href = loginHref(base, location);
  }
}

const toggleOf = (): HTMLButtonElement | null => document.querySelector(TOGGLE);
const listOf = (toggle: HTMLElement): HTMLElement | null => {
  const id = toggle.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
};

function setOpen(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  const list = listOf(toggle);
  if (list) list.hidden = !open;
}

function closeMenu(returnFocus: boolean): void {
  const toggle = toggleOf();
  if (!toggle || toggle.getAttribute('aria-expanded') !== 'true') return;
  setOpen(toggle, false);
  if (returnFocus) toggle.focus();
}

async function logOutFrom(button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-disabled') === 'true') return;
  button.setAttribute('aria-disabled', 'true');
  button.setAttribute('aria-busy', 'true');
  await logOut();
  const text = button.dataset['logoutNotice'];
  if (text) showNotice('success', text, SESSION_NOTICE_MS);
  location.assign(pageHome());
}

document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('a[data-login-link]')) updateLoginLinks();
  },
  true,
);
document.addEventListener('auxclick', updateLoginLinks, true);
document.addEventListener('astro:page-load', updateLoginLinks);

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const toggle = target?.closest<HTMLElement>(TOGGLE);
  if (toggle) {
    setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
    return;
  }
  const logout = target?.closest<HTMLButtonElement>('button[data-logout]');
  if (logout) {
    void logOutFrom(logout);
    return;
  }
  if (!target?.closest('[data-account-menu]')) closeMenu(false);
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const inMenu = event.target instanceof Element && event.target.closest('[data-account-menu]');
  closeMenu(Boolean(inMenu));
});
document.addEventListener('focusin', (event) => {
  if (event.target instanceof Element && !event.target.closest('[data-account-menu]')) {
    closeMenu(false);
  }
});
