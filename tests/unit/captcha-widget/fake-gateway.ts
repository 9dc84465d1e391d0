import { CAPTCHA_ROUTES } from '../../../src/lib/contract/routes.ts';
import { decryptSubData, encryptPayload } from '../../../src/lib/captcha/crypto.ts';
import {
  CAPTCHA_TTL_MS,
  captchaPayloadSchema,
  checkCaptchaBodySchema,
  genCaptchaBodySchema,
  type CaptchaChallenge,
  type CaptchaPayload,
  type CaptchaScope,
  type CaptchaType,
  type CheckCaptchaBody,
} from '../../../src/lib/contract/captcha.ts';
import { fail, ok, type Reply, type SeenRequest, type TestServer } from '../api/test-server.ts';

/** A 1×1 transparent PNG: the widget only needs a data: URL. */
export const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const SLIDE_Y = 60;
export const WORDS = ['甲', '乙', '丙', '丁'] as const;

/** One checkCaptcha call as the fake gateway decrypted it. */
export interface SeenCheck {
  body: CheckCaptchaBody;
  payload: CaptchaPayload;
  answer: unknown;
  headers: Headers;
}

export interface FakeGateway {
  /** The genCaptcha bodies, in order. */
  generated: { captchaType?: CaptchaType | undefined; challenge: CaptchaChallenge }[];
  checks: SeenCheck[];
  /** What the next checks answer: a token, or a failure. */
  verdict: (check: SeenCheck) => Reply;
}

export const TOKEN = 'verification-token-1';

export const passes = (): Reply => ok({ captchaVerification: TOKEN, expiresIn: CAPTCHA_TTL_MS });
export const fails = (): Reply => fail(400, 'CAPTCHA_FAILED', 'Verification failed, try again');

/**
 * The captcha endpoints of one scope on the scripted test server, speaking the contract:
 * challenges with encrypted sub data, check bodies decrypted with the same helper as the
 * widget's (src/lib/captcha/crypto.ts).
 */
export function fakeGateway(
  server: TestServer,
  scope: CaptchaScope,
  defaultType: CaptchaType = 'SLIDE_PUZZLE',
): FakeGateway {
  const gateway: FakeGateway = { generated: [], checks: [], verdict: passes };
  const paths = CAPTCHA_ROUTES[scope].paths;
  server.route(paths.gen, (request: SeenRequest) => {
    const body = genCaptchaBodySchema.parse(JSON.parse(request.body.toString('utf8') || '{}'));
    const type = body.captchaType ?? defaultType;
    const captchaId = `C${String(gateway.generated.length + 1).padStart(31, '0')}`;
    const subData =
      type === 'SLIDE_PUZZLE' ? { y: SLIDE_Y } : type === 'CLICK_WORD' ? { words: WORDS } : {};
    const challenge: CaptchaChallenge = {
      captchaId,
      captchaType: type,
      mainImageBase64: PIXEL,
      subImageBase64: type === 'SLIDE_PUZZLE' || type === 'ROTATE_PUZZLE' ? PIXEL : '',
      subData: encryptPayload(captchaId, subData),
      expiresIn: CAPTCHA_TTL_MS,
    };
    gateway.generated.push({ captchaType: body.captchaType, challenge });
    return ok(challenge);
  });
  server.route(paths.check, (request: SeenRequest) => {
    const body = checkCaptchaBodySchema.parse(JSON.parse(request.body.toString('utf8')));
    const payload = captchaPayloadSchema.parse(decryptSubData(body.captchaId, body.data));
    const seen: SeenCheck = {
      body,
      payload,
      answer: JSON.parse(payload.answerData) as unknown,
      headers: request.headers,
    };
    gateway.checks.push(seen);
    return gateway.verdict(seen);
  });
  return gateway;
}
