import type { CaptchaAnswer } from '../../lib/contract/captcha.ts';
import type { PreparedChallenge } from './challenge.ts';
import type { CaptchaTranslate } from './messages.ts';
import type { CaptchaNotice, CaptchaPhase } from './useCaptchaFlow.ts';

/** What the panel gives each strategy's component. */
export interface StrategyProps<P extends PreparedChallenge = PreparedChallenge> {
  prepared: P;
  phase: CaptchaPhase;
  /** The last result (a failure stays shown on the new challenge until the next answer). */
  notice: CaptchaNotice | null;
  takeFocus: boolean;
  /** The id of the panel's live region, which holds the result message. */
  statusId: string;
  t: CaptchaTranslate;
  /** The first interaction: starts the timer. */
  onStart: () => void;
  onSubmit: (answer: CaptchaAnswer) => void;
}

/** Nothing moves while an answer is checked or after success. */
export const isLocked = (phase: CaptchaPhase): boolean => phase !== 'ready';

/** A fraction of the base size as a CSS percentage. */
export const percent = (part: number, whole: number): string => `${(part / whole) * 100}%`;
