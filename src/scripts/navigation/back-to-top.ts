import {
  BACK_TO_TOP_THRESHOLD,
  bottomBarsHeight,
  SCROLL_THROTTLE_MS,
} from '../../lib/navigation/scroll.ts';
import { throttle } from '../../lib/navigation/throttle.ts';

/**
 * The floating back-to-top link (SPEC §2, §9): shown past 300 px of scroll (scroll handler
 * throttled at 100 ms), scrolls smoothly to the top (instantly with reduced motion) and, for
 * keyboard users, moves focus to the top of the page (the skip link, first stop of the page).
 * It floats above bars held at the bottom of the screen (`data-bottom-bar`: a booking footer).
 * Listeners live on window/document, so they survive client-side navigations.
 */

const button = (): HTMLElement | null => document.querySelector('[data-to-top]');

/** Whether two boxes overlap, with `margin` px of room around the first. */
const overlaps = (a: DOMRect, b: DOMRect, margin: number): boolean =>
  a.left - margin < b.right &&
  a.right + margin > b.left &&
  a.top - margin < b.bottom &&
  a.bottom + margin > b.top;

/**
 * Shown past the threshold, but never over the control that has the focus (WCAG 2.4.11): a
 * focused stepper or button under it at the bottom right hides it until the focus moves on.
 */
const update = (): void => {
  const el = button();
  if (!el) return;
  const past = scrollY > BACK_TO_TOP_THRESHOLD;
  // above a booking footer held at the bottom of the screen, not over its "Add to cart"
  const bars = [...document.querySelectorAll('[data-bottom-bar]')].map((bar) =>
    bar.getBoundingClientRect(),
  );
  const lift = bottomBarsHeight(bars, innerHeight);
  el.style.bottom = lift > 0 ? `calc(20px + ${lift}px + env(safe-area-inset-bottom))` : '';
  const focused = document.activeElement;
  let covering = false;
  if (past && focused instanceof HTMLElement && focused !== el && focused !== document.body) {
    el.hidden = false;
    covering = overlaps(el.getBoundingClientRect(), focused.getBoundingClientRect(), 8);
  }
  el.hidden = !past || covering;
};

addEventListener('scroll', throttle(update, SCROLL_THROTTLE_MS), { passive: true });
document.addEventListener('astro:page-load', update);
document.addEventListener('focusin', update);
document.addEventListener('focusout', () => requestAnimationFrame(update));

// capture phase: handled (and default prevented) before the router sees the #top link
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-to-top]') : null;
    if (!target) return;
    event.preventDefault();
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ left: 0, top: 0, behavior: reduce ? 'instant' : 'smooth' });
    if (event.detail === 0) {
      // keyboard activation: continue from the top of the page
      document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
    } else if (target instanceof HTMLElement) {
      target.blur();
    }
  },
  true,
);
