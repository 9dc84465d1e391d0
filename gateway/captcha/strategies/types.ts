import type { CaptchaAnswer, CaptchaType } from '../../../src/lib/contract/captcha.ts';
import type { Language } from '../../../src/lib/contract/common.ts';

/** What a strategy draws: the images, the clear-text sub data and the expected answer. */
export interface DrawnChallenge<T extends CaptchaType = CaptchaType> {
  captchaType: T;
  /** data: URL of the 360×140 main image. */
  mainImage: string;
  /** data: URL of the block or disc; '' when the strategy has none. */
  subImage: string;
  /** Sent to the client encrypted (subData); never holds the answer. */
  subData: Record<string, unknown>;
  /** The right answer, in the shape of answerData; stored server-side only. */
  answer: CaptchaAnswer<T>;
}

export interface DrawOptions {
  /** The request's language: click-word draws Chinese characters for zh-TW/zh-CN. */
  language: Language;
}
