import type { BasePoint, CaptchaAnswer, CaptchaType } from '../../src/lib/contract/captcha.ts';

/**
 * Whether an answer is right, per strategy, with the tolerances below (all inclusive). Pure:
 * the expected answer is the one stored with the challenge, in the same shape as answerData.
 */

/** Slide puzzle: the block's left and top may be off by this many base px. */
export const SLIDE_TOLERANCE_PX = 5;
/** Click word: each tap within this distance (base px) of its character's centre. */
export const CLICK_TOLERANCE_PX = 22;
/** Rotate puzzle: the angle may be off by this many degrees, either way. */
export const ROTATE_TOLERANCE_DEG = 10;

const near = (a: BasePoint, b: BasePoint, distance: number): boolean =>
  Math.hypot(a.x - b.x, a.y - b.y) <= distance;

/** The smallest difference between two angles, in degrees (0-180). */
export function angleDistance(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
}

/** Typed text as compared: full-width forms folded (NFKC), spaces dropped, case ignored. */
export const normaliseText = (text: string): string =>
  text.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

type Checks = {
  [T in CaptchaType]: (expected: CaptchaAnswer<T>, given: CaptchaAnswer<T>) => boolean;
};

const CHECKS: Checks = {
  SLIDE_PUZZLE: (expected, given) =>
    Math.abs(given.x - expected.x) <= SLIDE_TOLERANCE_PX &&
    Math.abs(given.y - expected.y) <= SLIDE_TOLERANCE_PX,
  CLICK_WORD: (expected, given) =>
    expected.length === given.length &&
    expected.every((point, i) => {
      const tap = given[i];
      return tap !== undefined && near(tap, point, CLICK_TOLERANCE_PX);
    }),
  STRING: (expected, given) => normaliseText(given.text) === normaliseText(expected.text),
  CALCULATE: (expected, given) => {
    const text = normaliseText(given.text);
    return /^\d{1,6}$/.test(text) && Number(text) === Number(expected.text);
  },
  ROTATE_PUZZLE: (expected, given) =>
    Number.isFinite(given.angle) &&
    angleDistance(given.angle, expected.angle) <= ROTATE_TOLERANCE_DEG,
};

export function isRightAnswer<T extends CaptchaType>(
  type: T,
  expected: CaptchaAnswer<T>,
  given: CaptchaAnswer<T>,
): boolean {
  return CHECKS[type](expected, given);
}
