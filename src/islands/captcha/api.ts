import { CAPTCHA_ROUTES } from '../../lib/contract/routes.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import {
  captchaChallengeSchema,
  captchaVerificationSchema,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type CaptchaScope,
  type CaptchaType,
  type CaptchaVerification,
} from '../../lib/contract/captcha.ts';
import { checkBody } from './challenge.ts';

/** POST genCaptcha of the scope: a new challenge, of `type` or the gateway's default. */
export function genCaptcha(
  client: ApiClient,
  scope: CaptchaScope,
  type?: CaptchaType,
  signal?: AbortSignal,
): Promise<CaptchaChallenge> {
  return client.request(CAPTCHA_ROUTES[scope].paths.gen, {
    method: 'POST',
    body: type === undefined ? {} : { captchaType: type },
    schema: captchaChallengeSchema,
    ...(signal === undefined ? {} : { signal }),
  });
}

/**
 * POST checkCaptcha of the scope with the encrypted answer. Resolves with the verification
 * token; a wrong, expired or reused answer rejects with the gateway's ApiError (HTTP 400,
 * CAPTCHA_FAILED or CAPTCHA_EXPIRED, translated msg). The challenge is used up either way.
 */
export function checkCaptcha(
  client: ApiClient,
  scope: CaptchaScope,
  challenge: CaptchaChallenge,
  answer: CaptchaAnswer,
  opTime: number,
): Promise<CaptchaVerification> {
  return client.request(CAPTCHA_ROUTES[scope].paths.check, {
    method: 'POST',
    body: checkBody(challenge, answer, opTime),
    schema: captchaVerificationSchema,
  });
}
