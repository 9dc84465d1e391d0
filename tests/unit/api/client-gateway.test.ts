// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenInfoSchema } from '../../../src/lib/contract/auth.ts';
import { userProfileSchema as profileSchema } from '../../../src/lib/contract/user.ts';
import { translateIn } from '../../../src/lib/session/messages.ts';
import { $session, ANONYMOUS_TOKEN, setLogin } from '../../../src/lib/session/session.ts';
import {
  AUTH,
  bodyOf,
  call,
  createAccountGateway,
  PASSWORD,
  register,
  USER,
} from '../gateway/support/accounts.ts';
import type { TestGateway } from '../gateway/support/gateway.ts';
import { harness, resetStores } from './harness.ts';

/**
 * The API client of the site against the real gateway over HTTP (SPEC §4 Session, §8; DESIGN §5):
 * a real access token expires on the gateway, which answers 498, and the client refreshes it
 * through the real refreshToken call. A thin proxy in front of the gateway counts calls and can
 * hold or replace answers to script the races.
 */

const REFRESH = `${AUTH}/auth/refreshToken`;
const LOAD = `${USER}/load`;
const EMAIL = 'client@example.com';
const TTL_MS = 60_000;

interface Running {
  gw: TestGateway;
  url: string;
  /** Requests seen by the proxy, by path. */
  counts: Map<string, number>;
  /** Optional fault: answers instead of the gateway when it returns a Response. */
  intercept?: (path: string, request: Request) => Promise<Response | undefined>;
  close(): Promise<void>;
}

let running: Running | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
  resetStores();
});

async function startGateway(): Promise<Running> {
  const gw = await createAccountGateway({ ACCESS_TOKEN_TTL_SECONDS: String(TTL_MS / 1000) });
  const counts = new Map<string, number>();
  const state: Partial<Running> = { gw, counts };
  const server: ServerType = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname;
      counts.set(path, (counts.get(path) ?? 0) + 1);
      const replaced = await state.intercept?.(path, request);
      return replaced ?? gw.app.fetch(request);
    },
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gw.close();
    },
  });
  return state as Running;
}

/** Registers and logs in through the gateway; the client's clock is frozen at the login. */
async function loggedInClient(r: Running) {
  await register(r.gw, EMAIL);
  const res = await call(r.gw, `${AUTH}/auth/login`, {
    body: { email: EMAIL, password: PASSWORD, loginAgent: 'WAP' },
  });
  const info = tokenInfoSchema.parse((await bodyOf(res)).data);
  const clientNow = info.createAt;
  setLogin(info, clientNow);
  // The client believes the token is fresh (its clock stands still), so only the gateway's 498
  // can tell it the token expired.
  const h = harness(r.url, { now: () => clientNow });
  return { ...h, info };
}

describe('API client against the real gateway', () => {
  it('calls for an anonymous visitor with the placeholder token: public calls answer, guest calls 401 without a session to end', async () => {
    running = await startGateway();
    const seen: (string | null)[] = [];
    running.intercept = (_path, request) => {
      seen.push(request.headers.get('authorization'));
      return Promise.resolve(undefined);
    };
    const { client, notices, navigations } = harness(running.url);

    const challenge = await client.request(`${AUTH}/auth/genCaptcha`, {
      method: 'POST',
      body: { captchaType: 'STRING' },
    });
    expect(challenge).toMatchObject({ captchaType: 'STRING' });
    await expect(client.request(LOAD)).rejects.toMatchObject({ status: 401 });

    expect(seen).toEqual([`Bearer ${ANONYMOUS_TOKEN}`, `Bearer ${ANONYMOUS_TOKEN}`]);
    // no login was there to end: no notice, no trip home
    expect(notices).toEqual([]);
    expect(navigations).toEqual([]);
    expect($session.get()).toBeNull();
  });

  it('answers N concurrent 498s with one refresh and replays each call once', async () => {
    running = await startGateway();
    const { client, info, notices } = await loggedInClient(running);
    running.gw.clock.advance(TTL_MS + 1000);

    const profiles = await Promise.all(
      Array.from({ length: 8 }, () => client.request(LOAD, { schema: profileSchema })),
    );

    expect(profiles.map((p) => p.email)).toEqual(Array(8).fill(EMAIL));
    expect(running.counts.get(REFRESH)).toBe(1);
    expect(running.counts.get(LOAD)).toBe(16);
    const session = $session.get();
    expect(session?.token).not.toBe(info.token);
    expect(session?.refreshToken).not.toBe(info.refreshToken);
    expect(session?.createAt).toBe(running.gw.clock.now());
    expect(notices).toEqual([]);
  });

  it('does not loop when the refresh call itself answers 498, and logs out', async () => {
    running = await startGateway();
    const { client, notices, navigations } = await loggedInClient(running);
    running.gw.clock.advance(TTL_MS + 1000);
    running.intercept = (path) =>
      Promise.resolve(
        path === REFRESH
          ? Response.json(
              { state: 'error', code: 'TOKEN_EXPIRED', msg: 'expired', data: null },
              { status: 498 },
            )
          : undefined,
      );

    const outcomes = await Promise.allSettled([client.request(LOAD), client.request(LOAD)]);

    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({
        status: 'rejected',
        reason: { status: 498, code: 'LOGIN_EXPIRED' },
      });
    }
    expect(running.counts.get(REFRESH)).toBe(1);
    expect(running.counts.get(LOAD)).toBe(2);
    expect($session.get()).toBeNull();
    expect(notices).toEqual([
      { kind: 'error', text: translateIn('zh-TW', 'session.loginExpired'), durationMs: 5000 },
    ]);
    expect(navigations).toEqual([]);
  });

  it('replays a call that met a stale 401 after a refresh once, without refreshing again', async () => {
    running = await startGateway();
    const { client, info, notices, navigations } = await loggedInClient(running);
    // Hold the first load at the proxy until a refresh has rotated its token away.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    running.intercept = async (path) => {
      if (path === LOAD && first) {
        first = false;
        await held;
      }
      return undefined;
    };

    const pending = client.request(LOAD, { schema: profileSchema });
    await expect.poll(() => running?.counts.get(LOAD)).toBe(1);
    expect(await client.refreshToken()).toBe(true);
    release();
    const profile = await pending;

    expect(profile.email).toBe(EMAIL);
    expect(running.counts.get(REFRESH)).toBe(1);
    expect(running.counts.get(LOAD)).toBe(2);
    expect($session.get()?.token).not.toBe(info.token);
    expect(notices).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('ends the session with the LOGIN_DOUBLE text and the new IP after a login elsewhere', async () => {
    running = await startGateway();
    const { client, notices, navigations, runTimers } = await loggedInClient(running);
    await call(running.gw, `${AUTH}/auth/login`, {
      body: { email: EMAIL, password: PASSWORD, loginAgent: 'PC' },
      ip: '203.0.113.9',
    });

    await expect(client.request(LOAD)).rejects.toMatchObject({ status: 401 });

    expect($session.get()).toBeNull();
    expect(notices).toEqual([
      {
        kind: 'error',
        text: translateIn('zh-TW', 'session.loggedInElsewhereIp', { ip: '203.0.113.9' }),
        durationMs: 5000,
      },
    ]);
    runTimers();
    expect(navigations).toEqual(['/home']);
    expect(running.counts.get(REFRESH)).toBeUndefined();
  });
});
