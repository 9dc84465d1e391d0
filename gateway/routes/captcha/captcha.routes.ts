import { CAPTCHA_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono, type Context } from 'hono';
import {
  checkCaptchaBodySchema,
  genCaptchaBodySchema,
  type CaptchaScope,
} from '../../../src/lib/contract/captcha.ts';
import { checkChallenge, createChallenge } from '../../captcha/index.ts';
import type { PayloadProblem } from '../../captcha/payload.ts';
import { rotateStrategies, type StrategyPicker } from '../../captcha/rotation.ts';
import type { Db } from '../../db/client.ts';
import type { GatewayEnv } from '../../env.ts';
import { clientIp } from '../../lib/client-ip.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldError } from '../../lib/field-error.ts';
import type { HttpError } from '../../lib/http-error.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate, validationError } from '../../lib/validate.ts';

/** The 400 VALIDATION_FAILED of a checkCaptcha payload that cannot be read, naming the field. */
function payloadError(c: Context, problem: PayloadProblem): HttpError {
  switch (problem.kind) {
    case 'undecryptable':
      return fieldError(c, [{ field: 'data', key: 'errors.captcha.payload' }]);
    case 'answer-not-json':
      return fieldError(c, [{ field: 'data.answerData', key: 'errors.captcha.answer' }]);
    case 'invalid':
      return validationError(c, problem.issues, problem.input, { root: 'data' });
  }
}

/**
 * POST genCaptcha and checkCaptcha of one scope (src/lib/contract/captcha.ts), mounted under
 * /uw-auth-center/auth ('auth-center') and /cl-odss-app/open/account/info ('open-account').
 * A genCaptcha that names no strategy gets the next of the five in turn (captcha/rotation.ts).
 */
export function createCaptchaRoutes(
  { db, env, clock }: { db: Db; env: GatewayEnv; clock: Clock },
  scope: CaptchaScope,
  pick: StrategyPicker = rotateStrategies(),
) {
  const { routes } = CAPTCHA_ROUTES[scope];
  return new Hono()
    .post(routes.gen, validate('json', genCaptchaBodySchema), async (c) => {
      const { captchaType = pick() } = c.req.valid('json');
      const challenge = await createChallenge(db, {
        scope,
        captchaType,
        language: languageOf(c),
        ip: clientIp(c, env.TRUST_PROXY),
        now: clock.now(),
      });
      return ok(c, challenge);
    })
    .post(routes.check, validate('json', checkCaptchaBodySchema), async (c) => {
      const result = await checkChallenge(db, {
        ...c.req.valid('json'),
        scope,
        ip: clientIp(c, env.TRUST_PROXY),
        now: clock.now(),
      });
      if (!result.ok) throw payloadError(c, result.problem);
      return ok(c, result.verification);
    });
}
