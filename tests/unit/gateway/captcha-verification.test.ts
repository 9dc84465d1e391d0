import { CAPTCHA_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { consumeVerification, requireCaptcha } from '../../../gateway/captcha/index.ts';
import { ok } from '../../../gateway/lib/envelope.ts';
import { handleError } from '../../../gateway/lib/errors.ts';
import {
  CAPTCHA_VERIFICATION_TTL_MS,
  type CaptchaScope,
} from '../../../src/lib/contract/captcha.ts';
import {
  bodyOf,
  check,
  createCaptchaGateway,
  devAnswer,
  generate,
  post,
  solve,
} from '../captcha/support.ts';
import type { TestGateway } from './support/gateway.ts';

let gw: TestGateway | undefined;
afterEach(() => gw?.close());

/** A protected call of `scope` guarded by the hook, as the lead will wire it. */
function guarded(g: TestGateway, scope: CaptchaScope) {
  return new Hono()
    .post('/protected', async (c) => {
      await requireCaptcha(c, { db: g.db, clock: g.clock }, scope);
      return ok(c, 'done');
    })
    .onError(handleError);
}

const callWith = (app: Hono, headers: Record<string, string>) =>
  app.request('/protected', { method: 'POST', headers: { 'Accept-Language': 'en', ...headers } });

const consume = (g: TestGateway, token: string | undefined, scope: CaptchaScope) =>
  consumeVerification(g.db, { token, scope, now: g.clock.now() });

describe('the verification token of a solved captcha', () => {
  it('lets one protected call through, then is used up', async () => {
    gw = await createCaptchaGateway();
    const app = guarded(gw, 'auth-center');
    const token = await solve(gw, 'auth-center');
    const first = await callWith(app, { 'X-Captcha-Verification': token });
    expect(first.status).toBe(200);
    const second = await callWith(app, { 'X-Captcha-Verification': token });
    expect(second.status).toBe(400);
    expect(await bodyOf(second)).toMatchObject({
      state: 'error',
      code: 'CAPTCHA_REQUIRED',
      msg: 'Complete the verification first, then try again',
    });
  });

  it('is required: a call without it, or with an unknown one, answers CAPTCHA_REQUIRED', async () => {
    gw = await createCaptchaGateway();
    const app = guarded(gw, 'open-account');
    for (const headers of [
      {},
      { 'X-Captcha-Verification': 'A'.repeat(43) },
      { 'X-Captcha-Verification': '' },
    ]) {
      const res = await callWith(app, headers);
      expect(res.status).toBe(400);
      expect((await bodyOf(res)).code).toBe('CAPTCHA_REQUIRED');
    }
    const zh = await app.request('/protected', {
      method: 'POST',
      headers: { 'Accept-Language': 'zh-TW' },
    });
    expect((await bodyOf(zh)).msg).toBe('請先完成安全驗證，然後再試');
  });

  it('expires 2 minutes after the captcha was solved', async () => {
    gw = await createCaptchaGateway();
    const late = await solve(gw, 'open-account');
    const inTime = await solve(gw, 'open-account');
    gw.clock.advance(CAPTCHA_VERIFICATION_TTL_MS - 1);
    await expect(consume(gw, inTime, 'open-account')).resolves.toBeUndefined();
    gw.clock.advance(1);
    await expect(consume(gw, late, 'open-account')).rejects.toMatchObject({
      status: 400,
      code: 'CAPTCHA_REQUIRED',
    });
  });

  it('is bound to its scope', async () => {
    gw = await createCaptchaGateway();
    const token = await solve(gw, 'open-account');
    await expect(consume(gw, token, 'auth-center')).rejects.toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    // refused by the other scope, it still serves its own
    await expect(consume(gw, token, 'open-account')).resolves.toBeUndefined();
    await expect(consume(gw, token, 'open-account')).rejects.toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
  });

  it('is stored hashed, like the challenge ids', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'STRING');
    const stored = await gw.db.selectFrom('captcha_challenges').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(challenge.captchaId);
    const token = await solve(gw);
    const tokens = await gw.db.selectFrom('captcha_verifications').selectAll().execute();
    expect(tokens.length).toBe(1);
    expect(JSON.stringify(tokens)).not.toContain(token);
  });
});

describe('captcha rate limits', () => {
  it('allow 30 challenges a minute per address, then answer 429 with Retry-After', async () => {
    gw = await createCaptchaGateway();
    const gen = CAPTCHA_ROUTES['auth-center'].paths.gen;
    for (let i = 0; i < 30; i += 1) {
      expect((await post(gw, gen, { captchaType: 'CALCULATE' })).status).toBe(200);
    }
    const refused = await post(gw, gen, { captchaType: 'CALCULATE' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await bodyOf(refused)).toMatchObject({ state: 'error', code: 'RATE_LIMITED' });
    // another address is not affected, and the next minute is a new window
    expect((await post(gw, gen, {}, { ip: '203.0.113.99' })).status).toBe(200);
    gw.clock.advance(60_000);
    expect((await post(gw, gen, {})).status).toBe(200);
  });

  it('allow 10 failed checks per 10 minutes, then refuse checks and new challenges', async () => {
    gw = await createCaptchaGateway();
    for (let i = 0; i < 10; i += 1) {
      const challenge = await generate(gw, 'CALCULATE');
      const res = await check(gw, challenge, { text: '1000' });
      expect((await bodyOf(res)).code).toBe('CAPTCHA_FAILED');
    }
    const challenge = await generate(gw, 'CALCULATE', 'open-account', { ip: '203.0.113.8' });
    const right = await devAnswer(gw, challenge.captchaId);
    expect((await check(gw, challenge, right, 'open-account')).status).toBe(429);
    const gen = await post(gw, CAPTCHA_ROUTES['open-account'].paths.gen, {});
    expect(gen.status).toBe(429);
    expect(Number(gen.headers.get('Retry-After'))).toBeLessThanOrEqual(600);
    // the refused check did not touch the challenge: it still passes from another address
    expect((await check(gw, challenge, right, 'open-account', { ip: '203.0.113.8' })).status).toBe(
      200,
    );
    gw.clock.advance(10 * 60_000);
    expect((await post(gw, CAPTCHA_ROUTES['open-account'].paths.gen, {})).status).toBe(200);
  });
});
