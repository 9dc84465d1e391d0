import type { CaptchaType } from '../../../src/lib/contract/captcha.ts';
import { drawClickWord } from './click-word.ts';
import { drawRotatePuzzle } from './rotate.ts';
import { drawSlidePuzzle } from './slide.ts';
import { drawCalculate, drawString } from './text.ts';
import type { DrawnChallenge, DrawOptions } from './types.ts';

export type { DrawnChallenge, DrawOptions } from './types.ts';

const DRAW: { [T in CaptchaType]: (options: DrawOptions) => Promise<DrawnChallenge<T>> } = {
  SLIDE_PUZZLE: drawSlidePuzzle,
  CLICK_WORD: drawClickWord,
  STRING: drawString,
  CALCULATE: drawCalculate,
  ROTATE_PUZZLE: drawRotatePuzzle,
};

/** Draws a new challenge of the given strategy. */
export function drawChallenge<T extends CaptchaType>(
  type: T,
  options: DrawOptions,
): Promise<DrawnChallenge<T>> {
  return DRAW[type](options);
}
