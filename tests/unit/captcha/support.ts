import { CAPTCHA_ROUTES } from '../../../src/lib/contract/routes.ts';
import sharp from 'sharp';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import {
  captchaChallengeSchema,
  captchaVerificationSchema,
  devCaptchaAnswerSchema,
  type CaptchaChallenge,
  type CaptchaScope,
  type CaptchaType,
} from '../../../src/lib/contract/captcha.ts';
import { encryptPayload } from '../../../src/lib/captcha/crypto.ts';
import { createTestGateway, type TestGateway } from '../gateway/support/gateway.ts';

/** A gateway that trusts X-Forwarded-For, so that each request names its client address. */
export const createCaptchaGateway = (options: { dev?: boolean } = {}) =>
  createTestGateway({ ...options, env: { TRUST_PROXY: '1' } });

export interface Request {
  ip?: string;
  lang?: string;
  headers?: Record<string, string>;
}

/** POSTs JSON (or a raw string body) from `ip` in `lang`. */
export async function post(
  gw: TestGateway,
  path: string,
  body: unknown,
  { ip = '203.0.113.7', lang = 'en', headers = {} }: Request = {},
): Promise<Response> {
  return gw.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': lang,
      'X-Forwarded-For': ip,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const envelope = z.object({
  state: z.string(),
  code: z.string(),
  msg: z.string(),
  data: z.unknown(),
});
export const bodyOf = async (res: Response) => envelope.parse(await res.json());

/** Asks the scope's genCaptcha for a challenge of `type`. */
export async function generate(
  gw: TestGateway,
  type: CaptchaType,
  scope: CaptchaScope = 'auth-center',
  request: Request = {},
): Promise<CaptchaChallenge> {
  const res = await post(gw, CAPTCHA_ROUTES[scope].paths.gen, { captchaType: type }, request);
  expect(res.status).toBe(200);
  return captchaChallengeSchema.parse((await bodyOf(res)).data);
}

/** The right answer of a challenge, from GET /dev/captcha/:id. */
export async function devAnswer(gw: TestGateway, captchaId: string): Promise<unknown> {
  const res = await gw.app.request(`/dev/captcha/${captchaId}`);
  expect(res.status).toBe(200);
  return devCaptchaAnswerSchema.parse((await bodyOf(res)).data).answer;
}

/** POSTs checkCaptcha with `answer` encrypted the way the widget does. */
export async function check(
  gw: TestGateway,
  challenge: Pick<CaptchaChallenge, 'captchaId' | 'captchaType'>,
  answer: unknown,
  scope: CaptchaScope = 'auth-center',
  request: Request = {},
): Promise<Response> {
  const data = encryptPayload(challenge.captchaId, {
    answerData: JSON.stringify(answer),
    opTime: 1234,
  });
  return post(
    gw,
    CAPTCHA_ROUTES[scope].paths.check,
    { captchaId: challenge.captchaId, captchaType: challenge.captchaType, data },
    request,
  );
}

/** Solves a fresh challenge of `scope` and answers the verification token. */
export async function solve(
  gw: TestGateway,
  scope: CaptchaScope = 'auth-center',
  type: CaptchaType = 'CALCULATE',
): Promise<string> {
  const challenge = await generate(gw, type, scope);
  const res = await check(gw, challenge, await devAnswer(gw, challenge.captchaId), scope);
  expect(res.status).toBe(200);
  return captchaVerificationSchema.parse((await bodyOf(res)).data).captchaVerification;
}

/** The bytes of a data: URL and its declared type. */
export function decodeDataUrl(url: string): { type: string; bytes: Buffer } {
  const match = /^data:(image\/(?:png|webp));base64,([A-Za-z0-9+/=]+)$/.exec(url);
  expect(match, 'a base64 image data: URL').not.toBeNull();
  return { type: match?.[1] ?? '', bytes: Buffer.from(match?.[2] ?? '', 'base64') };
}

/** Format and size of an image data: URL, read by decoding it with sharp. */
export async function imageInfo(url: string) {
  const { type, bytes } = decodeDataUrl(url);
  const meta = await sharp(bytes).metadata();
  return {
    type,
    format: meta.format,
    width: meta.width,
    height: meta.height,
    alpha: meta.hasAlpha,
  };
}
