import { alwaysTop, keepsState, routeInfo } from './routes.ts';

/** The back-to-top link shows past this scroll position (SPEC §2, §9), in CSS pixels. */
export const BACK_TO_TOP_THRESHOLD = 300;
/** Its scroll handler runs at most once per this many milliseconds. */
export const SCROLL_THROTTLE_MS = 100;

/**
 * How much of the bottom of the screen bars held there cover (a booking form's sticky footer
 * with its total and "Add to cart"), in CSS pixels: the back-to-top link floats this much
 * higher, over the page rather than over the bar's button. A bar counts while it reaches the
 * bottom edge of the screen (within a pixel); one scrolled away covers nothing.
 */
export function bottomBarsHeight(
  bars: readonly { top: number; bottom: number }[],
  viewportHeight: number,
): number {
  let covered = 0;
  for (const { top, bottom } of bars) {
    if (bottom < viewportHeight - 1 || top >= viewportHeight) continue;
    covered = Math.max(covered, viewportHeight - Math.max(top, 0));
  }
  return Math.round(covered);
}

/**
 * Where the page scrolls after a client-side navigation (SPEC §2 "Scrolling"):
 * - `top`: a new page, or the area or poiCode changed, or a back/forward navigation to a page
 *   that always opens at the top (poi, area home, annual-card, prepare);
 * - `restore`: back/forward navigation elsewhere (the position saved in the history entry), or
 *   a new visit of a page that keeps its state (discount, buy-*, product, order list: the
 *   position it had when it was left);
 * - `none`: the same page (only the hash changed): the browser's anchor scrolling stands.
 */
export type ScrollAction = 'top' | 'restore' | 'none';
export type NavigationType = 'push' | 'replace' | 'traverse';

export interface ScrollInput {
  from: URL | string;
  to: URL | string;
  navigationType: NavigationType;
}

const url = (u: URL | string): URL => (typeof u === 'string' ? new URL(u, 'http://x') : u);

export function scrollDecision({ from, to, navigationType }: ScrollInput): ScrollAction {
  const a = url(from);
  const b = url(to);
  const target = routeInfo(b.pathname);
  if (navigationType === 'traverse') return alwaysTop(target) ? 'top' : 'restore';
  const source = routeInfo(a.pathname);
  if (source.path === target.path && a.search === b.search) return 'none';
  if (source.address !== target.address || source.poiCode !== target.poiCode) return 'top';
  return keepsState(target) && source.path !== target.path ? 'restore' : 'top';
}
