// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/lib/api/client.ts';
import { translateIn } from '../../../src/lib/session/messages.ts';
import { activeNotice } from '../../../src/lib/session/notice.ts';
import { login, resetStores } from './harness.ts';
import { fail, startServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  resetStores();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('API client in the browser', () => {
  it('keeps the page language prefix when it sends the visitor home', async () => {
    server.route('/guest/data', () => fail(403, 'FORBIDDEN', 'forbidden'));
    window.history.replaceState(null, '', '/en/user/order');
    const navigations: string[] = [];
    const client = createApiClient({ baseURL: server.url, navigate: (p) => navigations.push(p) });
    login();

    await expect(client.request('/guest/data')).rejects.toMatchObject({ status: 403 });

    expect(navigations).toEqual(['/en/home']);
  });

  it('raises its notices on the shared notice bus, kept in session storage', async () => {
    server.route('/guest/data', () => fail(403, 'FORBIDDEN', 'forbidden'));
    window.history.replaceState(null, '', '/user');
    const navigations: string[] = [];
    const client = createApiClient({ baseURL: server.url, navigate: (p) => navigations.push(p) });
    login();

    await client.request('/guest/data').catch(() => undefined);

    expect(navigations).toEqual(['/home']);
    expect(activeNotice()?.text).toBe(translateIn('zh-TW', 'session.loginStatusIncorrect'));
    expect(sessionStorage.getItem('resort-storefront:notice')).toContain(
      translateIn('zh-TW', 'session.loginStatusIncorrect'),
    );
  });
});
