import { CAPTCHA_ROUTES } from '../../../src/lib/contract/routes.ts';
import { createCipheriv, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type CaptchaChallenge } from '../../../src/lib/contract/captcha.ts';
import { encryptPayload } from '../../../src/lib/captcha/crypto.ts';
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

const CHECK = CAPTCHA_ROUTES['auth-center'].paths.check;

/** The named fields of a 400 VALIDATION_FAILED answer. */
async function failedFields(res: Response): Promise<{ field: string; message: string }[]> {
  expect(res.status).toBe(400);
  const body = await bodyOf(res);
  expect(body).toMatchObject({ state: 'error', code: 'VALIDATION_FAILED' });
  return (body.data as { fields: { field: string; message: string }[] }).fields;
}

const send = (challenge: CaptchaChallenge, data: string) =>
  post(gw as TestGateway, CHECK, {
    captchaId: challenge.captchaId,
    captchaType: challenge.captchaType,
    data,
  });

function rawEncrypt(id: string, text: string): string {
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(id, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

describe('checkCaptcha with a malformed body', () => {
  it('names every missing field', async () => {
    gw = await createCaptchaGateway();
    const fields = await failedFields(await post(gw, CHECK, {}));
    expect(fields.map((f) => f.field).sort()).toEqual(['captchaId', 'captchaType', 'data']);
    expect(fields.find((f) => f.field === 'data')?.message).toBe('data cannot be empty');
  });

  it('names fields of the wrong type or format', async () => {
    gw = await createCaptchaGateway();
    const res = await post(gw, CHECK, { captchaId: 42, captchaType: 'SLIDE', data: ['x'] });
    const fields = await failedFields(res);
    expect(fields.map((f) => f.field).sort()).toEqual(['captchaId', 'captchaType', 'data']);
    const id = await failedFields(
      await post(gw, CHECK, { captchaId: 'short', captchaType: 'STRING', data: 'AAAA' }),
    );
    expect(id).toEqual([
      { field: 'captchaId', message: 'captchaId must be a captcha id of 32 letters and digits' },
    ]);
  });

  it('refuses data that is not base64', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'STRING');
    expect(await failedFields(await send(challenge, 'not base64!'))).toEqual([
      {
        field: 'data',
        message:
          'data is not a valid encrypted captcha answer; refresh the verification and try again',
      },
    ]);
  });

  it('refuses data encrypted with another key, or a torn ciphertext', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'STRING');
    const other = await generate(gw, 'STRING');
    const payload = { answerData: '{"text":"abcd"}', opTime: 10 };
    const wrongKey = await failedFields(
      await send(challenge, encryptPayload(other.captchaId, payload)),
    );
    expect(wrongKey.map((f) => f.field)).toEqual(['data']);
    const torn = encryptPayload(other.captchaId, payload).slice(0, 20);
    expect((await failedFields(await send(other, torn))).map((f) => f.field)).toEqual(['data']);
  });

  it('refuses a plaintext that is not JSON', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'STRING');
    const fields = await failedFields(
      await send(challenge, rawEncrypt(challenge.captchaId, 'text=abcd')),
    );
    expect(fields.map((f) => f.field)).toEqual(['data']);
  });

  it('names the payload fields of the wrong type', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'STRING');
    const data = encryptPayload(challenge.captchaId, { answerData: { text: 'x' }, opTime: 'soon' });
    const fields = await failedFields(await send(challenge, data));
    expect(fields.map((f) => f.field).sort()).toEqual(['data.answerData', 'data.opTime']);
    expect(fields.find((f) => f.field === 'data.opTime')?.message).toBe(
      'data.opTime has the wrong type; send a number',
    );
  });

  it("names answerData when it is not JSON or not the strategy's answer", async () => {
    gw = await createCaptchaGateway();
    const a = await generate(gw, 'SLIDE_PUZZLE');
    const notJson = encryptPayload(a.captchaId, { answerData: 'x=1', opTime: 1 });
    expect((await failedFields(await send(a, notJson))).map((f) => f.field)).toEqual([
      'data.answerData',
    ]);
    const b = await generate(gw, 'SLIDE_PUZZLE');
    const res = await check(gw, b, { x: '120' });
    expect((await failedFields(res)).map((f) => f.field).sort()).toEqual([
      'data.answerData.x',
      'data.answerData.y',
    ]);
    const c = await generate(gw, 'CLICK_WORD');
    const three = [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    expect((await failedFields(await check(gw, c, three))).map((f) => f.field)).toEqual([
      'data.answerData',
    ]);
  });

  it('uses the challenge up all the same', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'CALCULATE');
    const right = await devAnswer(gw, challenge.captchaId);
    await failedFields(await send(challenge, 'AAAA'));
    const res = await check(gw, challenge, right);
    expect((await bodyOf(res)).code).toBe('CAPTCHA_EXPIRED');
  });

  it('answers a body that is not JSON with a 400 envelope', async () => {
    gw = await createCaptchaGateway();
    const res = await post(gw, CHECK, '{"captchaId": ');
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).code).toBe('VALIDATION_FAILED');
  });

  it('never answers 500, whatever the bytes', async () => {
    gw = await createCaptchaGateway();
    const challenge = await generate(gw, 'ROTATE_PUZZLE');
    const id = challenge.captchaId;
    const bodies: unknown[] = [
      null,
      [],
      'plain',
      { ...challenge, data: '' },
      { captchaId: id, captchaType: 'ROTATE_PUZZLE', data: randomBytes(48).toString('base64') },
      { captchaId: id, captchaType: 'ROTATE_PUZZLE', data: rawEncrypt(id, 'null') },
      { captchaId: id, captchaType: 'ROTATE_PUZZLE', data: rawEncrypt(id, '[1,2]') },
      {
        captchaId: id,
        captchaType: 'ROTATE_PUZZLE',
        data: rawEncrypt(id, '{"answerData":"null","opTime":1}'),
      },
      {
        captchaId: id,
        captchaType: 'ROTATE_PUZZLE',
        data: rawEncrypt(id, '{"answerData":"{\\"angle\\":1e999}","opTime":1}'),
      },
      {
        captchaId: id,
        captchaType: 'ROTATE_PUZZLE',
        data: rawEncrypt(id, '{"answerData":"{}","opTime":-1}'),
      },
      { captchaId: id, captchaType: 'ROTATE_PUZZLE', data: rawEncrypt(id, '\u00ff\u00fe') },
      { captchaId: id, captchaType: 'ROTATE_PUZZLE', data: 'A'.repeat(5000) },
      { captchaId: id, captchaType: 'ROTATE_PUZZLE', data: 'AAAA', extra: 1 },
      { captchaId: 'é'.repeat(32), captchaType: 'ROTATE_PUZZLE', data: 'AAAA' },
    ];
    for (const body of bodies) {
      const res = await post(gw, CHECK, JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await bodyOf(res)).state).toBe('error');
    }
  });
});
