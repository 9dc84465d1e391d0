import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH,
  bodyOf,
  call,
  captchaToken,
  count,
  createAccountGateway,
  lastCode,
  login,
  OPEN,
  PASSWORD,
  PROTECTED_CALLS,
  register,
  USER,
} from './support/accounts.ts';
import type { TestGateway } from './support/gateway.ts';

/**
 * Login and e-mail code calls need a captcha verification token of their own scope (DESIGN §6,
 * issue 6): without one, or with a used, expired or foreign one, they answer 400
 * CAPTCHA_REQUIRED and do nothing.
 */

let gw: TestGateway | undefined;
afterEach(() => gw?.close());

const EMAIL = 'captcha@example.com';

/** A valid body for each protected call, for a registered user. */
async function bodies(g: TestGateway): Promise<Record<string, { body: unknown; token?: string }>> {
  await call(g, `${OPEN}/sendCode`, { body: { email: EMAIL, purpose: 'login' } });
  const code = await lastCode(g, EMAIL);
  const info = await login(g, EMAIL);
  return {
    [`${AUTH}/auth/login`]: { body: { email: EMAIL, password: PASSWORD, loginAgent: 'PC' } },
    [`${OPEN}/login`]: { body: { email: EMAIL, code, loginAgent: 'WAP' } },
    [`${OPEN}/sendCode`]: { body: { email: EMAIL, purpose: 'reset' } },
    [`${OPEN}/forgetPassword`]: { body: { email: EMAIL } },
    [`${USER}/sendCode`]: { body: {}, token: info.token },
  };
}

async function state(g: TestGateway) {
  return { mails: await count(g, 'mail_outbox'), sessions: await count(g, 'sessions') };
}

describe('captcha verification of login and code calls', () => {
  it('refuses every protected call without a token, doing nothing', async () => {
    gw = await createAccountGateway();
    await register(gw, EMAIL);
    const calls = await bodies(gw);
    const before = await state(gw);
    for (const [path, { body, token }] of Object.entries(calls)) {
      const res = await call(gw, path, { body, captcha: false, ...(token ? { token } : {}) });
      expect(res.status, path).toBe(400);
      expect(await bodyOf(res), path).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    }
    expect(await state(gw)).toEqual(before);
    expect(Object.keys(calls).sort()).toEqual(Object.keys(PROTECTED_CALLS).sort());
  });

  it('takes a token once, and only from its own scope', async () => {
    gw = await createAccountGateway();
    await register(gw, EMAIL);
    const body = { email: EMAIL, password: PASSWORD, loginAgent: 'PC' };
    const token = await captchaToken(gw, 'auth-center');
    expect((await call(gw, `${AUTH}/auth/login`, { body, captcha: token })).status).toBe(200);
    expect((await call(gw, `${AUTH}/auth/login`, { body, captcha: token })).status).toBe(400);
    const foreign = await captchaToken(gw, 'open-account');
    const res = await call(gw, `${AUTH}/auth/login`, { body, captcha: foreign });
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).code).toBe('CAPTCHA_REQUIRED');
  });

  it('refuses a token older than two minutes', async () => {
    gw = await createAccountGateway();
    await register(gw, EMAIL);
    const token = await captchaToken(gw, 'open-account');
    gw.clock.advance(2 * 60_000 + 1000);
    const res = await call(gw, `${OPEN}/forgetPassword`, {
      body: { email: EMAIL },
      captcha: token,
    });
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).code).toBe('CAPTCHA_REQUIRED');
  });

  it('does not use the token up on a malformed body', async () => {
    gw = await createAccountGateway();
    await register(gw, EMAIL);
    const token = await captchaToken(gw, 'auth-center');
    const bad = await call(gw, `${AUTH}/auth/login`, {
      body: { email: 'not-an-email', password: PASSWORD, loginAgent: 'PC' },
      captcha: token,
    });
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad)).code).toBe('VALIDATION_FAILED');
    const good = await call(gw, `${AUTH}/auth/login`, {
      body: { email: EMAIL, password: PASSWORD, loginAgent: 'PC' },
      captcha: token,
    });
    expect(good.status).toBe(200);
  });
});
