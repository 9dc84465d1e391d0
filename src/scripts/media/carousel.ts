import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { startsPlaying } from '../../lib/media/autoplay.ts';

export { onEach } from './on-each.ts';

/**
 * Enhances a scroll-snap carousel into a swiper carousel (swiper core + autoplay only; the
 * buttons are the component's own). Markup the components render:
 *
 *   [data-carousel-root data-delay data-speed data-label-pause data-label-play]
 *     .viewport > ul.track > li.slide
 *     [data-prev] [data-next] [data-toggle] (hidden until enhanced)
 *
 * Without script the markup stays a CSS scroll-snap strip. With script the root gets
 * `is-enhanced`, the slides move by themselves (never with reduced motion), a pause/play button
 * controls that (WCAG 2.2.2), the arrow keys and the prev/next buttons move one slide, and the
 * slides out of view are inert so keyboard focus stays on what is visible.
 */

export interface CarouselHooks {
  /** Called after each slide change (and once after set-up) with the swiper. */
  onChange?: (swiper: Swiper) => void;
  /** Called when the visitor pauses (false) or resumes (true) the slideshow. */
  onToggle?: (playing: boolean, swiper: Swiper) => void;
}

export interface Carousel {
  swiper: Swiper;
  /** Whether the slideshow runs (not paused by the visitor, no reduced motion). */
  playing: () => boolean;
  /** Stops the timer (a video plays) without changing the visitor's choice. */
  hold: () => void;
  /** Restarts the timer if the visitor has not paused the slideshow. */
  release: () => void;
}

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function enhanceCarousel(
  root: HTMLElement,
  hooks: CarouselHooks = {},
): Carousel | undefined {
  if (root.dataset['enhanced'] === 'true') return undefined;
  const viewport = root.querySelector<HTMLElement>('.viewport');
  const track = root.querySelector<HTMLElement>('.track');
  if (!viewport || !track) return undefined;
  const slides = [...track.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  if (slides.length < 2) return undefined;
  root.dataset['enhanced'] = 'true';

  const reduced = reducedMotion();
  const delay = Number(root.dataset['delay'] ?? 5000);
  const speed = reduced ? 0 : Number(root.dataset['speed'] ?? 600);
  let playing = startsPlaying(reduced, slides.length);
  let held = false;

  const prev = root.querySelector<HTMLButtonElement>('[data-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-next]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-toggle]');

  root.classList.add('is-enhanced');
  track.removeAttribute('tabindex');

  const markSlides = (swiper: Swiper) => {
    slides.forEach((slide, index) => {
      const visible = swiper.slidesPerViewDynamic?.() ?? 1;
      const shown =
        index >= swiper.activeIndex && index < swiper.activeIndex + Math.max(1, visible);
      slide.toggleAttribute('inert', !shown);
      slide.setAttribute('aria-hidden', String(!shown));
    });
    root.dataset['active'] = String(swiper.activeIndex);
  };

  const swiper = new Swiper(viewport, {
    modules: [Autoplay],
    wrapperClass: 'track',
    slideClass: 'slide',
    slideActiveClass: 'is-active',
    slidesPerView: 'auto',
    spaceBetween: Number(root.dataset['gap'] ?? 0),
    speed,
    rewind: true,
    watchSlidesProgress: true,
    a11y: { enabled: false },
    autoplay: playing ? { delay, disableOnInteraction: false, pauseOnMouseEnter: false } : false,
    on: {
      init: (s) => {
        markSlides(s);
        hooks.onChange?.(s);
      },
      slideChange: (s) => {
        markSlides(s);
        hooks.onChange?.(s);
      },
    },
  });
  if (!playing) swiper.params.autoplay = { delay, disableOnInteraction: false, enabled: false };

  const setToggle = () => {
    if (!toggle) return;
    toggle.setAttribute('aria-pressed', String(!playing));
    const label = playing ? root.dataset['labelPause'] : root.dataset['labelPlay'];
    if (label) toggle.setAttribute('aria-label', label);
    toggle.dataset['state'] = playing ? 'playing' : 'paused';
  };
  const run = () => {
    if (playing && !held) swiper.autoplay.start();
    else swiper.autoplay.stop();
  };

  prev?.addEventListener('click', () => swiper.slidePrev());
  next?.addEventListener('click', () => swiper.slideNext());
  toggle?.addEventListener('click', () => {
    playing = !playing;
    setToggle();
    run();
    hooks.onToggle?.(playing, swiper);
  });
  root.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft') swiper.slidePrev();
    else if (event.key === 'ArrowRight') swiper.slideNext();
    else return;
    event.preventDefault();
  });
  for (const control of [prev, next, toggle]) control?.removeAttribute('hidden');
  setToggle();
  run();

  return {
    swiper,
    playing: () => playing,
    hold: () => {
      held = true;
      swiper.autoplay.stop();
    },
    release: () => {
      held = false;
      run();
    },
  };
}
