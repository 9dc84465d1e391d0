// @vitest-environment jsdom
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_CONFIG,
  earlySessionScript,
  pageEntry,
  runEarlySession,
  SESSION_NOTICE_MS,
  type EarlyEnv,
} from '../../../src/lib/session/early.ts';
import { INACTIVITY_LIMIT_MS, isLoginInfo } from '../../../src/lib/session/login.ts';

const NOW = 10_000_000;
const MINUTE = 60_000;
const login = {
  token: 'A'.repeat(43),
  refreshToken: 'refresh',
  createAt: NOW - MINUTE,
  expiresIn: 7_200_000,
  loginAgent: 'WAP',
};
const texts = { inactive: 'Logged out after 30 minutes', loginRequired: 'Please log in' };

afterEach(() => {
  sessionStorage.clear();
});

function plant(session: unknown, lastActivity?: unknown): void {
  sessionStorage.setItem(
    'resort-storefront:session',
    typeof session === 'string' ? session : JSON.stringify(session),
  );
  if (lastActivity !== undefined) {
    sessionStorage.setItem('resort-storefront:lastActivity', JSON.stringify(lastActivity));
  }
}

/** Runs the early script's logic on a fresh <html> of a page at `path`. */
function load(path: string, options: { requiresLogin?: boolean; home?: string } = {}) {
  const root = document.createElement('html');
  if (options.requiresLogin) root.setAttribute('data-requires-login', '');
  const replaced: string[] = [];
  const env: EarlyEnv = {
    root,
    data: { home: options.home ?? '/home', ...texts },
    storage: sessionStorage,
    now: NOW,
    path,
    replace: (href) => replaced.push(href),
  };
  const entry = runEarlySession(EARLY_CONFIG, env, isLoginInfo, pageEntry);
  const notice: unknown = JSON.parse(sessionStorage.getItem('resort-storefront:notice') ?? 'null');
  return { entry, state: root.getAttribute('data-session'), root, replaced, notice };
}

describe('page entry decision', () => {
  const base = { now: NOW, limitMs: INACTIVITY_LIMIT_MS, requiresLogin: false };

  it('logs out after more than 30 minutes without activity', () => {
    const at = (idle: number) => pageEntry({ ...base, loggedIn: true, lastActivity: NOW - idle });
    expect(at(INACTIVITY_LIMIT_MS)).toBe('stay');
    expect(at(INACTIVITY_LIMIT_MS + 1)).toBe('inactive');
  });

  it('keeps a login without recorded activity', () => {
    expect(pageEntry({ ...base, loggedIn: true, lastActivity: null })).toBe('stay');
  });

  it('sends only visitors without a session away from login-required pages', () => {
    const required = { ...base, requiresLogin: true, lastActivity: null };
    expect(pageEntry({ ...required, loggedIn: false })).toBe('loginRequired');
    expect(pageEntry({ ...required, loggedIn: true })).toBe('stay');
    expect(pageEntry({ ...base, loggedIn: false, lastActivity: null })).toBe('stay');
  });
});

describe('early head script', () => {
  it('marks a stored login as logged in and counts the page view as activity', () => {
    plant(login, NOW - 5 * MINUTE);

    const page = load('/en/GZ');

    expect(page.state).toBe('in');
    expect(page.replaced).toEqual([]);
    expect(sessionStorage.getItem('resort-storefront:lastActivity')).toBe(String(NOW));
  });

  it.each([
    ['no stored login', null],
    ['malformed JSON', '{"token":'],
    ['an empty token', { ...login, token: '' }],
    ['a wrong shape', { token: 5 }],
  ])('shows the logged-out header for %s', (_name, stored) => {
    if (stored !== null) plant(stored);

    const page = load('/GZ');

    expect(page.state).toBe('out');
    expect(page.replaced).toEqual([]);
    expect(page.notice).toBeNull();
  });

  it('logs out an inactive session and goes home in the page language with the reason', () => {
    plant(login, NOW - 31 * MINUTE);

    const page = load('/zh-cn/GZ/search', { home: '/zh-cn/home' });

    expect(page.entry).toBe('inactive');
    expect(page.state).toBe('out');
    expect(page.replaced).toEqual(['/zh-cn/home']);
    expect(page.root.style.visibility).toBe('hidden');
    expect(sessionStorage.getItem('resort-storefront:session')).toBeNull();
    expect(sessionStorage.getItem('resort-storefront:lastActivity')).toBeNull();
    expect(page.notice).toEqual({
      id: NOW,
      kind: 'error',
      text: texts.inactive,
      until: NOW + SESSION_NOTICE_MS,
      carried: { leftMs: SESSION_NOTICE_MS, at: NOW },
    });
  });

  it('stays on the home page when the inactive session is logged out there', () => {
    plant(login, NOW - 31 * MINUTE);

    const page = load('/en/home/', { home: '/en/home' });

    expect(page.replaced).toEqual([]);
    expect(page.root.style.visibility).toBe('');
    expect(page.notice).toMatchObject({ text: texts.inactive });
  });

  it('sends a visitor without a session from a login-required page home, with a notice', () => {
    const page = load('/en/user/ChangePassword', { requiresLogin: true, home: '/en/home' });

    expect(page.entry).toBe('loginRequired');
    expect(page.replaced).toEqual(['/en/home']);
    expect(page.notice).toMatchObject({ kind: 'info', text: texts.loginRequired });
  });

  it('lets a logged-in visitor see a login-required page', () => {
    plant(login, NOW - MINUTE);

    const page = load('/user/ChangePassword', { requiresLogin: true });

    expect(page.state).toBe('in');
    expect(page.replaced).toEqual([]);
  });

  it('runs as the serialised inline script, the same text on every page', () => {
    plant(login, NOW - 31 * MINUTE);
    const code = earlySessionScript();
    const root = document.createElement('html');
    const script = document.createElement('script');
    script.dataset['home'] = '/en/home';
    script.dataset['inactive'] = texts.inactive;
    const replaced: string[] = [];
    runInNewContext(code, {
      document: { currentScript: script, documentElement: root },
      sessionStorage,
      location: { pathname: '/en/GZ', replace: (href: string) => replaced.push(href) },
      Date: { now: () => NOW },
    });

    expect(code).toBe(earlySessionScript());
    expect(code).not.toMatch(/<\/script/i);
    expect(root.getAttribute('data-session')).toBe('out');
    expect(replaced).toEqual(['/en/home']);
    expect(sessionStorage.getItem('resort-storefront:notice')).toContain(texts.inactive);
  });

  it('leaves the page alone when storage cannot be read', () => {
    const root = document.createElement('html');
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };

    expect(() => {
      runInNewContext(earlySessionScript(), {
        document: { currentScript: null, documentElement: root },
        sessionStorage: blocked,
        location: { pathname: '/' },
      });
    }).not.toThrow();
    expect(root.getAttribute('data-session')).toBe('out');
  });
});
