// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $isLoggedIn,
  $lastActivity,
  $session,
  ANONYMOUS_TOKEN,
  bearerToken,
  clearSession,
  INACTIVITY_LIMIT_MS,
  isInactive,
  isTokenExpired,
  mergeTokenInfo,
  setLogin,
  touchActivity,
  type LoginInfo,
} from '../../../src/lib/session/session.ts';

const KEY = 'resort-storefront:session';
const login: LoginInfo = {
  token: 'token-1',
  refreshToken: 'refresh-1',
  createAt: 1_000_000,
  expiresIn: 60_000,
  loginAgent: 'PC',
};

afterEach(() => {
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

/** The session module as a fresh page load would see it. */
const reload = () => import('../../../src/lib/session/session.ts');

describe('session store', () => {
  it('persists the login to session storage under the product prefix', () => {
    setLogin(login, 5);

    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual(login);
    expect(sessionStorage.getItem('resort-storefront:lastActivity')).toBe('5');
    expect($isLoggedIn.get()).toBe(true);
    expect(bearerToken()).toBe('token-1');
  });

  it('reads the stored login on the next page', async () => {
    sessionStorage.setItem(KEY, JSON.stringify(login));

    const fresh = await reload();

    expect(fresh.$session.get()).toEqual(login);
  });

  it.each([
    ['malformed JSON', '{"token":'],
    ['a wrong shape', JSON.stringify({ token: 5 })],
    ['an empty token', JSON.stringify({ ...login, token: '' })],
    ['a plain string', '"token-1"'],
  ])('falls back to no login on %s', async (_name, stored) => {
    sessionStorage.setItem(KEY, stored);
    sessionStorage.setItem('resort-storefront:lastActivity', 'not a number');

    const fresh = await reload();

    expect(fresh.$session.get()).toBeNull();
    expect(fresh.$lastActivity.get()).toBeNull();
  });

  it('survives a storage that throws', async () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      const fresh = await reload();
      expect(fresh.$session.get()).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps working in memory when storage is full', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => setLogin(login)).not.toThrow();
      expect($session.get()).toEqual(login);
    } finally {
      spy.mockRestore();
    }
  });

  it('clears the login and the activity clock', () => {
    setLogin(login, 5);
    clearSession();

    expect($session.get()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem('resort-storefront:lastActivity')).toBeNull();
    expect($isLoggedIn.get()).toBe(false);
  });

  it('never offers the anonymous placeholder as a bearer token', () => {
    expect(bearerToken()).toBeNull();
    setLogin({ ...login, token: ANONYMOUS_TOKEN });
    expect(bearerToken()).toBeNull();
  });
});

describe('token info', () => {
  it('merges refreshed token info into the stored login', () => {
    setLogin(login);
    mergeTokenInfo({ token: 'token-2', refreshToken: 'refresh-2', createAt: 2_000_000 });

    expect($session.get()).toEqual({
      ...login,
      token: 'token-2',
      refreshToken: 'refresh-2',
      createAt: 2_000_000,
    });
  });

  it('takes the merge time as creation time when the server gives none', () => {
    setLogin(login);
    mergeTokenInfo({ token: 'token-2' }, 3_000_000);

    expect($session.get()).toMatchObject({
      token: 'token-2',
      refreshToken: 'refresh-1',
      createAt: 3_000_000,
    });
  });

  it('does not create a login from token info alone', () => {
    mergeTokenInfo({ token: 'token-2' });
    expect($session.get()).toBeNull();
  });

  it('is expired once createAt + expiresIn has passed', () => {
    expect(isTokenExpired(Number.MAX_SAFE_INTEGER)).toBe(false);
    setLogin(login);
    expect(isTokenExpired(1_059_999)).toBe(false);
    expect(isTokenExpired(1_060_000)).toBe(true);
  });
});

describe('inactivity', () => {
  it('is inactive after more than 30 minutes without activity while logged in', () => {
    setLogin(login, 0);
    expect(isInactive(INACTIVITY_LIMIT_MS)).toBe(false);
    expect(isInactive(INACTIVITY_LIMIT_MS + 1)).toBe(true);

    touchActivity(INACTIVITY_LIMIT_MS);
    expect($lastActivity.get()).toBe(INACTIVITY_LIMIT_MS);
    expect(isInactive(INACTIVITY_LIMIT_MS + 1)).toBe(false);
  });

  it('never applies to anonymous visitors', () => {
    touchActivity(0);
    expect(isInactive(10 * INACTIVITY_LIMIT_MS)).toBe(false);
  });
});
