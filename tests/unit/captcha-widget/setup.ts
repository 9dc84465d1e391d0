import { vi } from 'vitest';
import { $language } from '../../../src/lib/session/language.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import { $lastActivity, $session } from '../../../src/lib/session/session.ts';

/** Where the mocked layout puts the captcha's picture and bar, and how wide they are. */
export const RECT = { left: 10, top: 20, width: 300, height: (300 * 140) / 360 };

/**
 * jsdom has no layout: the picture and the slider bar report the rectangle of a widget rendered
 * 300 px wide (narrower than the 360 px base, as on a small phone).
 */
export function mockLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const sized =
      this.classList.contains('captcha-stage') || this.classList.contains('captcha-bar');
    const { left, top, width, height } = sized ? RECT : { left: 0, top: 0, width: 0, height: 0 };
    return {
      x: left,
      y: top,
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    };
  });
}

/**
 * Keeps the persisted stores the API client reads mounted for the whole file: a store read
 * without listeners unmounts on a timer, which would fire after jsdom is torn down.
 */
export function keepStoresMounted(): void {
  for (const store of [$language, $notice, $session, $lastActivity]) store.listen(() => undefined);
}
