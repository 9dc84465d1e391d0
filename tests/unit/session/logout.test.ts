// @vitest-environment jsdom
import { AUTH_ROUTES } from '../../../src/lib/contract/routes.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $lastActivity, $session, clearSession, setLogin } from '../../../src/lib/session/login.ts';
import { LOGOUT_TIMEOUT_MS, logOut, type LogoutClient } from '../../../src/lib/session/logout.ts';

const login = {
  token: 'A'.repeat(43),
  refreshToken: 'refresh',
  createAt: 0,
  expiresIn: 7_200_000,
  loginAgent: 'WAP',
};

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

const client = (request: LogoutClient['request']) => {
  const spy = vi.fn(request);
  return { spy, load: () => Promise.resolve<LogoutClient>({ request: spy }) };
};

describe('logout', () => {
  it("tells the gateway with the session's login agent, then clears the session", async () => {
    setLogin(login, 5);
    const { spy, load } = client(() => Promise.resolve(null));

    await logOut(load);

    expect(spy).toHaveBeenCalledWith(AUTH_ROUTES.paths.logout, {
      method: 'DELETE',
      params: { loginAgent: 'WAP' },
      timeout: LOGOUT_TIMEOUT_MS,
    });
    expect($session.get()).toBeNull();
    expect($lastActivity.get()).toBeNull();
    expect(sessionStorage.getItem('resort-storefront:session')).toBeNull();
  });

  it.each([
    ['the gateway refuses the token (401)', () => Promise.reject(new Error('401 KICK_OUT'))],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('clears the session when %s', async (_name, answer) => {
    setLogin(login);
    const { load } = client(answer);

    await expect(logOut(load)).resolves.toBeUndefined();
    expect($session.get()).toBeNull();
  });

  it('clears the session when the api client cannot be loaded', async () => {
    setLogin(login);

    await logOut(() => Promise.reject(new Error('chunk failed')));

    expect($session.get()).toBeNull();
  });

  it('does not call the gateway without a session', async () => {
    const { spy, load } = client(() => Promise.resolve(null));

    await logOut(load);

    expect(spy).not.toHaveBeenCalled();
  });
});
