import type { Context } from 'hono';
import { CAPTCHA_VERIFICATION_HEADER, type CaptchaScope } from '../../src/lib/contract/captcha.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { consumeVerification } from './store.ts';

/**
 * The captcha (DESIGN §6). The protected calls use {@link requireCaptcha} (or
 * {@link consumeVerification} directly) from the human-verification hook.
 */
export { checkChallenge, createChallenge } from './service.ts';
export { consumeVerification, peekChallenge } from './store.ts';

/**
 * Uses up the `X-Captcha-Verification` token of the request for `scope`; throws 400
 * CAPTCHA_REQUIRED when it is missing, unknown, expired, reused or of the other scope.
 */
export function requireCaptcha(
  c: Context,
  deps: { db: Db; clock: Clock },
  scope: CaptchaScope,
): Promise<void> {
  return consumeVerification(deps.db, {
    token: c.req.header(CAPTCHA_VERIFICATION_HEADER),
    scope,
    now: deps.clock.now(),
  });
}
