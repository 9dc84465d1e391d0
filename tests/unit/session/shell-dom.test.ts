// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The session shell's scripts in a DOM: the page toast (src/scripts/session/notice.ts) and the
 * header's account menu (src/scripts/session/account-menu.ts), loaded once on a page that has
 * the markup of NoticeRegion.astro and AccountMenu.astro.
 */
const NOW = 1_700_000_000_000;

beforeAll(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  // a notice raised on the previous page, just before it navigated here
  sessionStorage.setItem(
    'resort-storefront:notice',
    JSON.stringify({
      id: 4,
      kind: 'error',
      text: 'Logged in on another device',
      until: NOW - 8000,
      // it had two seconds left when that page went, ten seconds ago (a slow load)
      carried: { leftMs: 2000, at: NOW - 10_000 },
    }),
  );
  document.body.innerHTML = `
    <header>
      <div data-account-menu>
        <a href="/en/login?redirect=%2Fen%2FGZ" data-login-link data-login-base="/en/login">Log in</a>
        <button type="button" aria-expanded="false" aria-controls="account-menu" data-account-toggle>My account</button>
        <ul id="account-menu" hidden>
          <li><a href="/en/user/ChangePassword">Change password</a></li>
        </ul>
      </div>
    </header>
    <main><a href="/en/ZH" id="elsewhere">Hengqin</a></main>
    <div data-notice-region>
      <p role="status" data-notice-text></p>
      <button type="button" aria-label="Dismiss" data-notice-dismiss hidden>×</button>
    </div>`;
  await import('../../../src/scripts/session/notice.ts');
  await import('../../../src/scripts/session/account-menu.ts');
});

afterAll(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

const region = () => document.querySelector('[role="status"]');
const dismiss = () => document.querySelector<HTMLButtonElement>('[data-notice-dismiss]')!;

describe('page toast', () => {
  it('shows a notice carried from the page before for the time it had left, however slow the load', () => {
    expect(region()).toHaveProperty('textContent', 'Logged in on another device');
    expect(dismiss().hidden).toBe(false);

    vi.advanceTimersByTime(2001);

    expect(region()).toHaveProperty('textContent', '');
    expect(dismiss().hidden).toBe(true);
    expect(sessionStorage.getItem('resort-storefront:notice')).toBeNull();
  });

  it('shows a notice raised later by an island, as text, and dismisses it by its button', async () => {
    const { showNotice } = await import('../../../src/lib/session/notice.ts');

    showNotice('warning', '<b>Please select a place</b>', 3000);

    expect(region()).toHaveProperty('textContent', '<b>Please select a place</b>');
    expect(region()?.querySelector('b')).toBeNull();
    expect(document.querySelector('[data-notice-region]')?.getAttribute('data-kind')).toBe(
      'warning',
    );

    dismiss().click();

    expect(region()).toHaveProperty('textContent', '');
    expect(dismiss().hidden).toBe(true);
  });
});

describe('account menu', () => {
  const toggle = () => document.querySelector<HTMLButtonElement>('[data-account-toggle]')!;
  const list = () => document.getElementById('account-menu')!;

  it('opens and closes as a disclosure', () => {
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(list().hidden).toBe(false);

    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    toggle().click();
    list().querySelector('a')!.focus();

    list()
      .querySelector('a')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a click or a focus outside', () => {
    toggle().click();
    document.getElementById('elsewhere')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(list().hidden).toBe(true);

    toggle().click();
    document.getElementById('elsewhere')!.focus();
    expect(list().hidden).toBe(true);
  });

  it('sends the login link back to the current path and query', () => {
    history.replaceState(null, '', '/en/GZ/search?kw=panda');
    const link = document.querySelector<HTMLAnchorElement>('[data-login-link]')!;
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });

    link.click();

    expect(new URL(link.href).pathname).toBe('/en/login');
    expect(new URL(link.href).searchParams.get('redirect')).toBe('/en/GZ/search?kw=panda');
  });
});
