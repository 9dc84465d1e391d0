// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../src/lib/session/language.ts';
import { INACTIVITY_LIMIT_MS, $lastActivity, $session } from '../../../src/lib/session/session.ts';
import { translateIn } from '../../../src/lib/session/messages.ts';
import { harness, HOUR_MS, login, resetStores } from './harness.ts';
import { fail, ok, startServer, type SeenRequest, type TestServer } from './test-server.ts';

const REFRESH = '/uw-auth-center/auth/refreshToken';
const bearer = (request: SeenRequest | undefined): string | null | undefined =>
  request?.headers.get('authorization');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  resetStores();
});

/** A route that answers 498 unless the call carries `token`. */
const needsToken = (token: string) => (request: SeenRequest) =>
  bearer(request) === `Bearer ${token}`
    ? ok(request.query.get('n'))
    : fail(498, 'TOKEN_EXPIRED', 'token expired');

/** A refresh route that answers with `token`, once `ready` (if given) has resolved. */
const refreshTo = (token: string, ready?: Promise<unknown>) => async () => {
  await ready;
  return ok({ token, refreshToken: `refresh-of-${token}`, expiresIn: HOUR_MS });
};

describe('API client: HTTP 498 and token refresh', () => {
  it('refreshes once for ten concurrent 498s and replays each call once', async () => {
    server.route('/guest/data', needsToken('token-2'));
    // The new token comes only once all ten calls have met the expired one.
    server.route(REFRESH, refreshTo('token-2', server.arrived('/guest/data', 10)));
    const { client } = harness(server.url);
    login({ token: 'token-1', refreshToken: 'refresh-1', loginAgent: 'WAP' });

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => client.request('/guest/data', { params: { n } })),
    );

    expect(results).toEqual(Array.from({ length: 10 }, (_, n) => String(n)));
    const refreshes = server.calls(REFRESH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.method).toBe('POST');
    expect(Object.fromEntries(refreshes[0]?.query ?? [])).toEqual({
      refreshToken: 'refresh-1',
      loginAgent: 'WAP',
    });
    expect(bearer(refreshes[0])).toBeNull();
    const calls = server.calls('/guest/data');
    expect(calls).toHaveLength(20);
    for (let n = 0; n < 10; n++) {
      const mine = calls.filter((c) => c.query.get('n') === String(n)).map(bearer);
      expect(mine).toEqual(['Bearer token-1', 'Bearer token-2']);
    }
    expect($session.get()).toMatchObject({
      token: 'token-2',
      refreshToken: 'refresh-of-token-2',
      loginAgent: 'WAP',
      expiresIn: HOUR_MS,
    });
  });

  it('logs out with the login-expired notice when the refresh call itself gets 498', async () => {
    server.route('/guest/data', needsToken('token-2'));
    server.route(REFRESH, () => fail(498, 'TOKEN_EXPIRED', 'refresh token expired'));
    const { client, notices } = harness(server.url);
    login({ token: 'token-1' });

    const outcomes = await Promise.allSettled([
      client.request('/guest/data'),
      client.request('/guest/data'),
    ]);

    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({
        status: 'rejected',
        reason: {
          status: 498,
          code: 'LOGIN_EXPIRED',
          msg: translateIn('zh-TW', 'session.loginExpired'),
        },
      });
    }
    expect(server.calls(REFRESH)).toHaveLength(1);
    expect(server.calls('/guest/data')).toHaveLength(2);
    expect($session.get()).toBeNull();
    expect(notices).toEqual([
      { kind: 'error', text: translateIn('zh-TW', 'session.loginExpired'), durationMs: 5000 },
    ]);
  });

  it('sends the visitor home when the refresh fails on a login-required page', async () => {
    server.route('/guest/data', needsToken('token-2'));
    server.route(REFRESH, () => fail(498, 'TOKEN_EXPIRED', 'refresh token expired'));
    const { client, notices, navigations } = harness(server.url, {
      loginRequired: () => true,
      localePath: (path) => `/en${path}`,
    });
    login({ token: 'token-1' });

    await expect(client.request('/guest/data')).rejects.toMatchObject({ code: 'LOGIN_EXPIRED' });
    expect($session.get()).toBeNull();
    expect(notices).toEqual([
      { kind: 'error', text: translateIn('zh-TW', 'session.loginExpired'), durationMs: 5000 },
    ]);
    expect(navigations).toEqual(['/en/home']);
  });

  it('stays on a page open to everyone when the refresh fails there', async () => {
    server.route('/guest/data', needsToken('token-2'));
    server.route(REFRESH, () => fail(498, 'TOKEN_EXPIRED', 'refresh token expired'));
    const { client, navigations } = harness(server.url, { loginRequired: () => false });
    login({ token: 'token-1' });

    await expect(client.request('/guest/data')).rejects.toMatchObject({ code: 'LOGIN_EXPIRED' });
    expect($session.get()).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('logs out when the refresh answers with an error envelope', async () => {
    server.route('/guest/data', needsToken('token-2'));
    server.route(REFRESH, () => ({
      json: { state: 'error', code: 'REVOKED', msg: '', data: null },
    }));
    const { client, notices } = harness(server.url);
    login({ token: 'token-1' });

    await expect(client.request('/guest/data')).rejects.toMatchObject({ code: 'LOGIN_EXPIRED' });
    expect($session.get()).toBeNull();
    expect(notices).toHaveLength(1);
  });

  it('never refreshes for a call to the refresh path itself', async () => {
    server.route(REFRESH, () => fail(498, 'TOKEN_EXPIRED', 'expired'));
    const { client } = harness(server.url);
    login();

    await expect(client.request(REFRESH, { method: 'POST' })).rejects.toMatchObject({
      status: 498,
    });
    expect(server.calls(REFRESH)).toHaveLength(1);
  });

  it('replays a stale 498 without a second refresh when the token changed meanwhile', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    server.route('/guest/slow', async (request) => {
      if (bearer(request) === 'Bearer token-1') await slowGate;
      return needsToken('token-2')(request);
    });
    server.route('/guest/fast', needsToken('token-2'));
    server.route(REFRESH, refreshTo('token-2'));
    const { client } = harness(server.url);
    login({ token: 'token-1' });

    const slow = client.request('/guest/slow', { params: { n: 'slow' } });
    await expect(client.request('/guest/fast', { params: { n: 'fast' } })).resolves.toBe('fast');
    releaseSlow();

    await expect(slow).resolves.toBe('slow');
    expect(server.calls(REFRESH)).toHaveLength(1);
    expect(server.calls('/guest/slow').map(bearer)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('replays a call at most once', async () => {
    server.route('/guest/data', () => fail(498, 'TOKEN_EXPIRED', 'still expired'));
    server.route(REFRESH, refreshTo('token-2'));
    const { client } = harness(server.url);
    login({ token: 'token-1' });

    await expect(client.request('/guest/data')).rejects.toMatchObject({
      status: 498,
      code: 'TOKEN_EXPIRED',
    });
    expect(server.calls('/guest/data')).toHaveLength(2);
    expect(server.calls(REFRESH)).toHaveLength(1);
  });

  it('passes a 498 of an anonymous call to the caller without refreshing', async () => {
    server.route('/guest/data', () => fail(498, 'TOKEN_EXPIRED', 'expired'));
    const { client, notices } = harness(server.url);

    await expect(client.request('/guest/data')).rejects.toMatchObject({ status: 498 });
    expect(server.calls(REFRESH)).toHaveLength(0);
    expect(notices).toEqual([]);
  });

  it('refreshes before the call when createAt + expiresIn has passed', async () => {
    const now = 10 * HOUR_MS;
    server.route('/guest/data', needsToken('token-2'));
    server.route(REFRESH, () =>
      ok({ token: 'token-2', refreshToken: 'refresh-2', createAt: now, expiresIn: HOUR_MS }),
    );
    const { client } = harness(server.url, { now: () => now });
    login({ token: 'token-1', createAt: now - 2 * HOUR_MS, expiresIn: HOUR_MS }, now);

    await expect(client.request('/guest/data', { params: { n: 'x' } })).resolves.toBe('x');

    expect(server.seen.map((r) => r.path)).toEqual([REFRESH, '/guest/data']);
    expect(bearer(server.calls('/guest/data')[0])).toBe('Bearer token-2');
    expect($session.get()).toMatchObject({ token: 'token-2', createAt: now });
  });
});

describe('API client: HTTP 401 and 403', () => {
  it('clears the session on LOGIN_DOUBLE, shows the IP and goes home after 1 second', async () => {
    server.route('/guest/user/info/load', () => fail(401, 'UNAUTHORIZED', 'LOGIN_DOUBLE 1.2.3.4'));
    const { client, notices, navigations, timers, runTimers } = harness(server.url, {
      localePath: (path) => `/en${path}`,
    });
    login();
    const expected = translateIn('zh-TW', 'session.loggedInElsewhereIp', { ip: '1.2.3.4' });

    await expect(client.request('/guest/user/info/load')).rejects.toMatchObject({
      status: 401,
      msg: expected,
    });

    expect(expected).toContain('1.2.3.4');
    expect($session.get()).toBeNull();
    expect(notices).toEqual([{ kind: 'error', text: expected, durationMs: 5000 }]);
    expect(navigations).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    runTimers();
    expect(navigations).toEqual(['/en/home']);
  });

  it('shows the text after KICK_OUT', async () => {
    server.route('/guest/data', () =>
      fail(401, 'UNAUTHORIZED', 'KICK_OUT: Your account was locked by an administrator.'),
    );
    const { client, notices } = harness(server.url);
    login();

    await expect(client.request('/guest/data')).rejects.toMatchObject({ status: 401 });
    expect(notices[0]?.text).toBe('Your account was locked by an administrator.');
    expect($session.get()).toBeNull();
  });

  it('shows the generic text for a 401 without a marker', async () => {
    server.route('/guest/data', () => fail(401, 'UNAUTHORIZED', 'unauthorized'));
    setLanguage('en');
    const { client, notices } = harness(server.url);
    login();

    await expect(client.request('/guest/data')).rejects.toMatchObject({ status: 401 });
    expect(notices[0]?.text).toBe(translateIn('en', 'session.signedOut'));
  });

  it('handles concurrent 401s of one session once', async () => {
    server.route('/guest/data', () => fail(401, 'UNAUTHORIZED', 'LOGIN_DOUBLE 10.0.0.1'));
    const { client, notices, timers } = harness(server.url);
    login();

    await Promise.allSettled([client.request('/guest/data'), client.request('/guest/data')]);

    expect(notices).toHaveLength(1);
    expect(timers).toHaveLength(1);
  });

  it('passes a 401 of an anonymous call to the caller', async () => {
    server.route('/guest/data', () => fail(401, 'UNAUTHORIZED', 'login required'));
    const { client, notices, timers } = harness(server.url);

    await expect(client.request('/guest/data')).rejects.toMatchObject({
      status: 401,
      msg: 'login required',
    });
    expect(notices).toEqual([]);
    expect(timers).toEqual([]);
  });

  it('logs out on 403 with the login-status text and goes home', async () => {
    server.route('/guest/data', () => fail(403, 'FORBIDDEN', 'forbidden'));
    const { client, notices, navigations } = harness(server.url);
    login();
    const text = translateIn('zh-TW', 'session.loginStatusIncorrect');

    await expect(client.request('/guest/data')).rejects.toMatchObject({ status: 403, msg: text });
    expect($session.get()).toBeNull();
    expect(notices).toEqual([{ kind: 'error', text, durationMs: 5000 }]);
    expect(navigations).toEqual(['/home']);
  });
});

describe('API client: inactivity', () => {
  const start = 100 * HOUR_MS;

  it('logs out after 30 minutes without activity and sends nothing', async () => {
    server.route('/guest/data', () => ok(null));
    let now = start;
    const { client, notices, navigations } = harness(server.url, { now: () => now });
    login({}, start);

    now = start + INACTIVITY_LIMIT_MS + 1;
    await expect(client.request('/guest/data')).rejects.toMatchObject({
      code: 'SESSION_INACTIVE',
      msg: translateIn('zh-TW', 'session.inactive'),
    });

    expect(server.seen).toHaveLength(0);
    expect($session.get()).toBeNull();
    expect(notices.map((n) => n.text)).toEqual([translateIn('zh-TW', 'session.inactive')]);
    expect(navigations).toEqual(['/home']);
  });

  it('keeps the session when every gap is under 30 minutes', async () => {
    server.route('/guest/data', () => ok(null));
    let now = start;
    const { client } = harness(server.url, { now: () => now });
    login({ expiresIn: 10 * HOUR_MS }, start);

    for (let step = 1; step <= 3; step++) {
      now = start + step * (INACTIVITY_LIMIT_MS - 1000);
      await client.request('/guest/data');
    }

    expect($session.get()).not.toBeNull();
    expect($lastActivity.get()).toBe(now);
    expect(server.calls('/guest/data')).toHaveLength(3);
  });

  it('lets the auth-centre login call reset the clock before the check', async () => {
    server.route('/uw-auth-center/auth/login', () => ok(null));
    let now = start;
    const { client, notices } = harness(server.url, { now: () => now });
    login({ expiresIn: 10 * HOUR_MS }, start);

    now = start + INACTIVITY_LIMIT_MS + 1;
    await client.request('/uw-auth-center/auth/login', { method: 'POST', body: {} });

    expect(notices).toEqual([]);
    expect($lastActivity.get()).toBe(now);
  });

  it('does not apply to anonymous visitors', async () => {
    server.route('/guest/data', () => ok(null));
    let now = start;
    const { client } = harness(server.url, { now: () => now });
    await client.request('/guest/data');

    now = start + 2 * INACTIVITY_LIMIT_MS;
    await expect(client.request('/guest/data')).resolves.toBeNull();
  });
});
