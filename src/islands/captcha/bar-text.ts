import type { BarState } from './DragBar.tsx';
import type { CaptchaNotice, CaptchaPhase } from './useCaptchaFlow.ts';

/**
 * What the slider bar shows: the hint at rest, "checking" while the answer is sent, the success
 * text with the seconds, and the last failure's message until the handle moves again (SPEC §8:
 * the captcha error shows on the bar).
 */
export function barDisplay(
  phase: CaptchaPhase,
  notice: CaptchaNotice | null,
  moved: boolean,
  hint: string,
  checking: string,
): { state: BarState; text: string } {
  if (phase === 'success' && notice?.kind === 'success')
    return { state: 'success', text: notice.text };
  if (phase === 'checking') return { state: 'busy', text: checking };
  if (notice?.kind === 'error' && !moved) return { state: 'error', text: notice.text };
  return { state: 'idle', text: hint };
}
