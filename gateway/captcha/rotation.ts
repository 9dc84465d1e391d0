import { CAPTCHA_TYPES, type CaptchaType } from '../../src/lib/contract/captcha.ts';

/** Picks the strategy of a challenge whose caller named none. */
export type StrategyPicker = () => CaptchaType;

/**
 * The gateway's choice among the five strategies of SPEC §4 (slide puzzle, click word, string,
 * calculate, rotate puzzle): each challenge asked for without a strategy takes the next one in
 * turn, so that a script trained on one picture puzzle meets the four others between two of
 * its kind. Every strategy keeps the text code as its accessible alternative (the widget's
 * "Use a text code", which names STRING). The turn is kept per process: gateways sharing a
 * database each rotate on their own, which still spreads the five evenly.
 */
export function rotateStrategies(
  order: readonly CaptchaType[] = CAPTCHA_TYPES,
  start = 0,
): StrategyPicker {
  let turn = start;
  return () => {
    const type = order[turn % order.length] ?? CAPTCHA_TYPES[0];
    turn = (turn + 1) % order.length;
    return type;
  };
}
