import type { LoginAgent } from '../contract/auth.ts';

/** Below this width (CSS px) the site is the mobile site. */
export const WAP_MAX_WIDTH = 768;

export interface Screen {
  /** Viewport width in CSS px. */
  width: number;
  /** The primary pointer is coarse (a finger): `(pointer: coarse)`. */
  coarsePointer: boolean;
}

/** SPEC §3 booking channel: 'WAP' on a narrow or touch screen, else 'PC'. */
export const chooseLoginAgent = ({ width, coarsePointer }: Screen): LoginAgent =>
  coarsePointer || width < WAP_MAX_WIDTH ? 'WAP' : 'PC';

/** The screen of the current window (a desktop one outside the browser). */
export function currentScreen(win: Window | undefined = globalThis.window): Screen {
  if (win === undefined) return { width: WAP_MAX_WIDTH, coarsePointer: false };
  return {
    width: win.innerWidth,
    coarsePointer:
      typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse)').matches,
  };
}

export const currentLoginAgent = (): LoginAgent => chooseLoginAgent(currentScreen());
