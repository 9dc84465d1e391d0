import { decryptSubData, encryptPayload } from '../../lib/captcha/crypto.ts';
import {
  clickSubDataSchema,
  slideSubDataSchema,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type CaptchaType,
  type CheckCaptchaBody,
} from '../../lib/contract/captcha.ts';

/**
 * A challenge ready to draw: its decrypted sub data checked by the contract's schema. The
 * strategies that carry none (STRING, CALCULATE, ROTATE_PUZZLE) only need the images.
 */
export type PreparedChallenge =
  | { type: 'SLIDE_PUZZLE'; challenge: CaptchaChallenge; y: number }
  | { type: 'CLICK_WORD'; challenge: CaptchaChallenge; words: readonly string[] }
  | { type: 'STRING' | 'CALCULATE'; challenge: CaptchaChallenge }
  | { type: 'ROTATE_PUZZLE'; challenge: CaptchaChallenge };

/** The strategies answered by typing: the accessible alternative to the picture puzzles. */
export const TEXT_TYPES: ReadonlySet<CaptchaType> = new Set(['STRING', 'CALCULATE']);
/** The strategy asked for by "Use a text code instead". */
export const TEXT_FALLBACK_TYPE: CaptchaType = 'STRING';

/**
 * Decrypts and checks the challenge's sub data. Throws when it cannot be read: the widget then
 * offers to load another challenge.
 */
export function prepareChallenge(challenge: CaptchaChallenge): PreparedChallenge {
  const { captchaId, captchaType: type } = challenge;
  switch (type) {
    case 'SLIDE_PUZZLE': {
      const { y } = slideSubDataSchema.parse(decryptSubData(captchaId, challenge.subData));
      return { type, challenge, y };
    }
    case 'CLICK_WORD': {
      const { words } = clickSubDataSchema.parse(decryptSubData(captchaId, challenge.subData));
      return { type, challenge, words };
    }
    case 'ROTATE_PUZZLE':
      return { type, challenge };
    case 'STRING':
    case 'CALCULATE':
      return { type, challenge };
  }
}

/**
 * The checkCaptcha body (SPEC §7 captcha validation): `{answerData, opTime}` encrypted with the
 * captchaId as key, `answerData` being the JSON text of the strategy's answer in base
 * coordinates, `opTime` the milliseconds the visitor took.
 */
export function checkBody(
  challenge: CaptchaChallenge,
  answer: CaptchaAnswer,
  opTime: number,
): CheckCaptchaBody {
  return {
    captchaId: challenge.captchaId,
    captchaType: challenge.captchaType,
    data: encryptPayload(challenge.captchaId, {
      answerData: JSON.stringify(answer),
      opTime: Math.max(0, Math.round(opTime)),
    }),
  };
}

/** The elapsed seconds shown with the success text, one decimal ("1.8"). */
export const elapsedSeconds = (opTime: number): string => (Math.max(0, opTime) / 1000).toFixed(1);
