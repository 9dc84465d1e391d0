import { afterEach, describe, expect, it } from 'vitest';
import {
  CAPTCHA_ANSWER_SCHEMAS,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_TTL_MS,
  CAPTCHA_TYPES,
  captchaVerificationSchema,
  clickSubDataSchema,
  slideSubDataSchema,
  type CaptchaType,
} from '../../../src/lib/contract/captcha.ts';
import { decryptSubData } from '../../../src/lib/captcha/crypto.ts';
import {
  bodyOf,
  check,
  createCaptchaGateway,
  devAnswer,
  generate,
  post,
} from '../captcha/support.ts';
import type { TestGateway } from './support/gateway.ts';

let gw: TestGateway | undefined;
afterEach(() => gw?.close());

/** A wrong answer of each strategy, far outside its tolerance. */
function wrong(type: CaptchaType, right: unknown): unknown {
  switch (type) {
    case 'SLIDE_PUZZLE': {
      const { x, y } = CAPTCHA_ANSWER_SCHEMAS.SLIDE_PUZZLE.parse(right);
      return { x: x > 150 ? x - 60 : x + 60, y };
    }
    case 'CLICK_WORD':
      return [...CAPTCHA_ANSWER_SCHEMAS.CLICK_WORD.parse(right)].reverse();
    case 'STRING':
      return { text: 'WXYZ9' };
    case 'CALCULATE':
      return { text: String(Number(CAPTCHA_ANSWER_SCHEMAS.CALCULATE.parse(right).text) + 1) };
    case 'ROTATE_PUZZLE':
      return { angle: (CAPTCHA_ANSWER_SCHEMAS.ROTATE_PUZZLE.parse(right).angle + 90) % 360 };
  }
}

describe.each(CAPTCHA_TYPES)('the %s captcha', (type) => {
  it('issues a verification token for the right answer', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, type);
    expect(challenge.captchaType).toBe(type);
    expect(challenge.expiresIn).toBe(CAPTCHA_TTL_MS);
    const res = await check(gw, challenge, await devAnswer(gw, challenge.captchaId));
    expect(res.status).toBe(200);
    const body = await bodyOf(res);
    expect(body).toMatchObject({ state: 'success', code: 'OK' });
    const verification = captchaVerificationSchema.parse(body.data);
    expect(verification.captchaVerification).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(verification.expiresIn).toBe(120_000);
  });

  it('answers CAPTCHA_FAILED for a wrong answer and uses the challenge up', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, type);
    const right = await devAnswer(gw, challenge.captchaId);
    const res = await check(gw, challenge, wrong(type, right));
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      state: 'error',
      code: 'CAPTCHA_FAILED',
      msg: 'Verification failed, try again',
    });
    const retry = await check(gw, challenge, right);
    expect(retry.status).toBe(400);
    expect((await bodyOf(retry)).code).toBe('CAPTCHA_EXPIRED');
  });

  it('refuses a challenge once 2 minutes have passed on the gateway clock', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, type);
    const right = await devAnswer(gw, challenge.captchaId);
    gw.clock.advance(CAPTCHA_TTL_MS);
    const res = await check(gw, challenge, right);
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      code: 'CAPTCHA_EXPIRED',
      msg: 'The verification has expired; refresh it and try again',
    });
  });

  it('accepts a right answer only once', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, type);
    const right = await devAnswer(gw, challenge.captchaId);
    expect((await check(gw, challenge, right)).status).toBe(200);
    const again = await check(gw, challenge, right);
    expect(again.status).toBe(400);
    expect((await bodyOf(again)).code).toBe('CAPTCHA_EXPIRED');
  });
});

describe('genCaptcha', () => {
  it('picks the five strategies in turn when none is named, each one answerable', async () => {
    gw = await createCaptchaGateway();
    const seen: string[] = [];
    for (let i = 0; i < CAPTCHA_TYPES.length * 2; i += 1) {
      const res = await post(gw, '/cl-odss-app/open/account/info/genCaptcha', {});
      expect(res.status).toBe(200);
      const challenge = (await bodyOf(res)).data as { captchaId: string; captchaType: string };
      expect(challenge.captchaId).toMatch(/^[A-Za-z0-9]{32}$/);
      seen.push(challenge.captchaType);
    }
    // every strategy of SPEC §4, one after the other, and again in the same order
    expect(new Set(seen.slice(0, CAPTCHA_TYPES.length))).toEqual(new Set(CAPTCHA_TYPES));
    expect(seen.slice(CAPTCHA_TYPES.length)).toEqual(seen.slice(0, CAPTCHA_TYPES.length));
  });

  it('draws a slide puzzle with the block top in subData when asked for one', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'SLIDE_PUZZLE');
    const { y } = slideSubDataSchema.parse(decryptSubData(challenge.captchaId, challenge.subData));
    const answer = CAPTCHA_ANSWER_SCHEMAS.SLIDE_PUZZLE.parse(
      await devAnswer(gw, challenge.captchaId),
    );
    expect(answer.y).toBe(y);
    expect(answer.x).toBeGreaterThanOrEqual(100);
    expect(answer.x + 50).toBeLessThanOrEqual(CAPTCHA_IMAGE_WIDTH);
    expect(y + 50).toBeLessThanOrEqual(CAPTCHA_IMAGE_HEIGHT);
  });

  it('accepts a call without a body too', async () => {
    gw = await createCaptchaGateway();
    const res = await gw.app.request('/uw-auth-center/auth/genCaptcha', { method: 'POST' });
    expect(res.status).toBe(200);
    const { captchaType } = (await bodyOf(res)).data as { captchaType: CaptchaType };
    expect(CAPTCHA_TYPES).toContain(captchaType);
  });

  it.each([
    ['zh-TW', /^[\u4e00-\u9fff]$/u],
    ['zh-CN', /^[\u4e00-\u9fff]$/u],
    ['en', /^[A-Z]$/],
  ])('asks for 4 distinct characters of the %s script in click word', async (lang, script) => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'CLICK_WORD', 'auth-center', { lang });
    const { words } = clickSubDataSchema.parse(
      decryptSubData(challenge.captchaId, challenge.subData),
    );
    expect(new Set(words).size).toBe(4);
    for (const word of words) expect(word).toMatch(script);
  });

  it('never sends the answer: no answer in subData, nothing but the images and ciphertext', async () => {
    gw = await createCaptchaGateway();
    for (const type of CAPTCHA_TYPES) {
      const challenge = await generate(gw, type);
      const answer = await devAnswer(gw, challenge.captchaId);
      const sub = decryptSubData(challenge.captchaId, challenge.subData);
      if (type === 'SLIDE_PUZZLE') expect(sub).toEqual({ y: expect.any(Number) as number });
      else if (type === 'CLICK_WORD') expect(Object.keys(sub as object)).toEqual(['words']);
      else expect(sub).toEqual({});
      const text = JSON.stringify(challenge);
      if (type === 'STRING' || type === 'CALCULATE') {
        const { text: secret } = CAPTCHA_ANSWER_SCHEMAS.STRING.parse(answer);
        expect(text.includes(`"${secret}"`)).toBe(false);
      }
      if (type === 'ROTATE_PUZZLE') expect(text).not.toMatch(/angle/i);
    }
  });

  it('refuses an unknown strategy or extra fields with the field named', async () => {
    gw = await createCaptchaGateway();
    const res = await post(gw, '/uw-auth-center/auth/genCaptcha', { captchaType: 'PUZZLE' });
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.data).toMatchObject({ fields: [{ field: 'captchaType' }] });
    const extra = await post(gw, '/uw-auth-center/auth/genCaptcha', { size: 2 });
    expect(await bodyOf(extra)).toMatchObject({ data: { fields: [{ field: 'size' }] } });
  });
});

describe('scopes', () => {
  it('keep challenges apart: one from the code-login pair is unknown to the password pair', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'CALCULATE', 'open-account');
    const right = await devAnswer(gw, challenge.captchaId);
    const res = await check(gw, challenge, right, 'auth-center');
    expect((await bodyOf(res)).code).toBe('CAPTCHA_EXPIRED');
    expect((await check(gw, challenge, right, 'open-account')).status).toBe(200);
  });
});

describe('GET /dev/captcha/:id', () => {
  it('reveals the answer without using the challenge up', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'STRING');
    const first = await devAnswer(gw, challenge.captchaId);
    expect(await devAnswer(gw, challenge.captchaId)).toEqual(first);
    expect((await check(gw, challenge, first)).status).toBe(200);
    expect((await gw.app.request(`/dev/captcha/${challenge.captchaId}`)).status).toBe(404);
  });

  it('does not exist outside dev mode', async () => {
    gw = await createCaptchaGateway({ dev: false });
    const challenge = await generate(gw, 'STRING');
    const res = await gw.app.request(`/dev/captcha/${challenge.captchaId}`);
    expect(res.status).toBe(404);
    expect((await bodyOf(res)).code).toBe('NOT_FOUND');
  });
});

describe('tolerances, end to end', () => {
  const slideOff = async (g: TestGateway, dx: number) => {
    const challenge = await generate(g, 'SLIDE_PUZZLE');
    const { x, y } = CAPTCHA_ANSWER_SCHEMAS.SLIDE_PUZZLE.parse(
      await devAnswer(g, challenge.captchaId),
    );
    return (await check(g, challenge, { x: x + dx, y })).status;
  };
  const rotateOff = async (g: TestGateway, delta: number) => {
    const challenge = await generate(g, 'ROTATE_PUZZLE');
    const { angle } = CAPTCHA_ANSWER_SCHEMAS.ROTATE_PUZZLE.parse(
      await devAnswer(g, challenge.captchaId),
    );
    return (await check(g, challenge, { angle: angle + delta })).status;
  };
  const clickOff = async (g: TestGateway, dy: number) => {
    const challenge = await generate(g, 'CLICK_WORD');
    const points = CAPTCHA_ANSWER_SCHEMAS.CLICK_WORD.parse(await devAnswer(g, challenge.captchaId));
    return (
      await check(
        g,
        challenge,
        points.map((p) => ({ x: p.x, y: p.y + dy })),
      )
    ).status;
  };

  it('slide puzzle: 5 px off passes, 6 px off fails', async () => {
    gw = await createCaptchaGateway();
    expect([await slideOff(gw, 5), await slideOff(gw, -5)]).toEqual([200, 200]);
    expect([await slideOff(gw, 6), await slideOff(gw, -6)]).toEqual([400, 400]);
  });

  it('rotate puzzle: 10° off passes, 11° off fails', async () => {
    gw = await createCaptchaGateway();
    expect([await rotateOff(gw, 10), await rotateOff(gw, -10)]).toEqual([200, 200]);
    expect([await rotateOff(gw, 11), await rotateOff(gw, -11)]).toEqual([400, 400]);
  });

  it('click word: taps 22 px off pass, 23 px off fail', async () => {
    gw = await createCaptchaGateway();
    expect([await clickOff(gw, 22), await clickOff(gw, -22)]).toEqual([200, 200]);
    expect(await clickOff(gw, 23)).toBe(400);
  });
});
