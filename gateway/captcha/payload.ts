import type * as z from 'zod/mini';
import {
  CAPTCHA_ANSWER_SCHEMAS,
  captchaPayloadSchema,
  type CaptchaAnswer,
  type CaptchaType,
} from '../../src/lib/contract/captcha.ts';
import { decryptJson } from './crypto.ts';

/**
 * Reads a checkCaptcha `data` field: decrypts it with the captchaId, validates the payload
 * `{answerData, opTime}` and the answer inside answerData for the strategy. Pure; every
 * problem is described, nothing throws.
 */

export type PayloadProblem =
  /** Not the ciphertext of JSON under this captchaId (bad base64, wrong key, not JSON). */
  | { kind: 'undecryptable' }
  /** answerData is not JSON. */
  | { kind: 'answer-not-json' }
  /** Schema failures; issue paths start at the body (`data.opTime`, `data.answerData.x`). */
  | { kind: 'invalid'; issues: readonly z.core.$ZodIssue[]; input: unknown };

export type PayloadReading<T extends CaptchaType> =
  { ok: true; answer: CaptchaAnswer<T>; opTime: number } | { ok: false; problem: PayloadProblem };

const under = (
  prefix: readonly PropertyKey[],
  issues: readonly z.core.$ZodIssue[],
): z.core.$ZodIssue[] => issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] }));

export function readPayload<T extends CaptchaType>(
  captchaId: string,
  captchaType: T,
  data: string,
): PayloadReading<T> {
  const decrypted = decryptJson(captchaId, data);
  if (!decrypted.ok) return { ok: false, problem: { kind: 'undecryptable' } };
  const payload = captchaPayloadSchema.safeParse(decrypted.value);
  if (!payload.success) {
    return {
      ok: false,
      problem: {
        kind: 'invalid',
        issues: under(['data'], payload.error.issues),
        input: { data: decrypted.value },
      },
    };
  }
  let answerJson: unknown;
  try {
    answerJson = JSON.parse(payload.data.answerData) as unknown;
  } catch {
    return { ok: false, problem: { kind: 'answer-not-json' } };
  }
  // the table pairs each strategy with its schema; TypeScript cannot follow T through it
  const schema = CAPTCHA_ANSWER_SCHEMAS[captchaType] as unknown as z.ZodMiniType<CaptchaAnswer<T>>;
  const answer = schema.safeParse(answerJson);
  if (!answer.success) {
    return {
      ok: false,
      problem: {
        kind: 'invalid',
        issues: under(['data', 'answerData'], answer.error.issues),
        input: { data: { answerData: answerJson } },
      },
    };
  }
  return { ok: true, answer: answer.data, opTime: payload.data.opTime };
}
