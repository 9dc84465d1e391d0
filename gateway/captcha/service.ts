import {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_ANSWER_SCHEMAS,
  CAPTCHA_TTL_MS,
  CAPTCHA_VERIFICATION_TTL_MS,
  type CaptchaChallenge,
  type CaptchaScope,
  type CaptchaType,
  type CaptchaVerification,
  type CheckCaptchaBody,
} from '../../src/lib/contract/captcha.ts';
import type { Language } from '../../src/lib/contract/common.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { isRightAnswer } from './check.ts';
import { encryptJson, newCaptchaId } from './crypto.ts';
import { countFailure, countGeneration, CAPTCHA_LIMITS, refuseWhenFull } from './limits.ts';
import { readPayload, type PayloadProblem } from './payload.ts';
import { drawChallenge } from './strategies/index.ts';
import { issueVerification, saveChallenge, takeChallenge } from './store.ts';

/**
 * The captcha's two calls (DESIGN §6): genCaptcha draws and stores a challenge; checkCaptcha
 * uses it up, checks the answer and, when right, issues a verification token for the scope.
 */

/** Draws a challenge of `captchaType`, stores its answer, answers what the client may see. */
export async function createChallenge(
  db: Db,
  input: {
    scope: CaptchaScope;
    captchaType: CaptchaType;
    language: Language;
    ip: string;
    now: number;
  },
): Promise<CaptchaChallenge> {
  const { scope, captchaType, language, ip, now } = input;
  await countGeneration(db, now, ip);
  const drawn = await drawChallenge(captchaType, { language });
  const captchaId = newCaptchaId();
  await saveChallenge(db, { id: captchaId, scope, captchaType, answer: drawn.answer, now });
  return {
    captchaId,
    captchaType,
    mainImageBase64: drawn.mainImage,
    subImageBase64: drawn.subImage,
    subData: encryptJson(captchaId, drawn.subData),
    expiresIn: CAPTCHA_TTL_MS,
  };
}

export type CheckResult =
  | { ok: true; verification: CaptchaVerification }
  /** A malformed payload (the route answers 400 VALIDATION_FAILED naming the field). */
  | { ok: false; problem: PayloadProblem };

const failed = () => new HttpError(400, CAPTCHA_ERROR_CODES.failed, 'errors.captcha.failed');
const expired = () => new HttpError(400, CAPTCHA_ERROR_CODES.expired, 'errors.captcha.expired');

/**
 * Checks an answer. The challenge is used up whatever happens (unless the address is over its
 * failure limit: 429 before anything is read). Throws CAPTCHA_EXPIRED for an unknown, used,
 * expired or other-scope challenge and CAPTCHA_FAILED for a wrong answer; every failure
 * counts towards the address's limit.
 */
export async function checkChallenge(
  db: Db,
  input: CheckCaptchaBody & { scope: CaptchaScope; ip: string; now: number },
): Promise<CheckResult> {
  const { captchaId, captchaType, data, scope, ip, now } = input;
  await refuseWhenFull(db, now, CAPTCHA_LIMITS.failures(ip));
  const reading = readPayload(captchaId, captchaType, data);
  const stored = await takeChallenge(db, { id: captchaId, scope, now });
  if (!reading.ok) {
    await countFailure(db, now, ip);
    return { ok: false, problem: reading.problem };
  }
  if (!stored) {
    await countFailure(db, now, ip);
    throw expired();
  }
  const expected = CAPTCHA_ANSWER_SCHEMAS[captchaType].safeParse(stored.answer);
  if (
    stored.captchaType !== captchaType ||
    !expected.success ||
    !isRightAnswer(captchaType, expected.data, reading.answer)
  ) {
    await countFailure(db, now, ip);
    throw failed();
  }
  const captchaVerification = await issueVerification(db, { scope, now });
  return {
    ok: true,
    verification: { captchaVerification, expiresIn: CAPTCHA_VERIFICATION_TTL_MS },
  };
}
