import type Swiper from 'swiper';
import { enhanceCarousel, onEach, type Carousel } from './carousel.ts';
import { playVideo, stopVideo } from './video.ts';

/**
 * The home banner (SPEC §2): images move on by themselves; when a video slide becomes active
 * the slideshow holds, the video plays (muted, inline) and the slideshow resumes when it ends.
 */

const videoOf = (swiper: Swiper): HTMLVideoElement | null =>
  swiper.slides[swiper.activeIndex]?.querySelector<HTMLVideoElement>('video[data-src]') ?? null;

function enhanceBanner(root: HTMLElement): void {
  // Set once enhanceCarousel returns (swiper's init calls onChange before that).
  const state: { carousel?: Carousel } = {};
  let current: HTMLVideoElement | null = null;

  const resume = (video: HTMLVideoElement) => {
    if (current === video) state.carousel?.release();
  };

  const activate = (swiper: Swiper) => {
    if (current) stopVideo(current);
    current = videoOf(swiper);
    const { carousel } = state;
    if (!current) {
      carousel?.release();
      return;
    }
    const video = current;
    if (carousel && !carousel.playing()) return;
    carousel?.hold();
    void playVideo(video, () => resume(video)).then((played) => {
      if (!played) resume(video);
    });
  };

  const carousel = enhanceCarousel(root, {
    onChange: (swiper) => {
      // The first call comes from swiper's init, before enhanceCarousel has returned.
      if (state.carousel) activate(swiper);
    },
    onToggle: (playing, swiper) => {
      const video = videoOf(swiper);
      if (!video) return;
      if (playing) activate(swiper);
      else stopVideo(video);
    },
  });
  if (!carousel) return;
  state.carousel = carousel;
  for (const video of root.querySelectorAll<HTMLVideoElement>('video[data-src]')) {
    video.addEventListener('ended', () => resume(video));
    const toggle = video.parentElement?.querySelector<HTMLButtonElement>('[data-video-toggle]');
    if (toggle) wireToggle(video, toggle, () => carousel.hold());
  }
  activate(carousel.swiper);
}

/**
 * The video slide's own pause/play button: it names what it will do and follows the video's
 * state. Pausing keeps the slideshow on this slide (held); playing goes on from where it was,
 * and the slideshow moves on when the video ends.
 */
function wireToggle(video: HTMLVideoElement, toggle: HTMLButtonElement, hold: () => void): void {
  const show = () => {
    const playing = !video.paused && !video.ended;
    toggle.dataset['state'] = playing ? 'playing' : 'paused';
    toggle.setAttribute(
      'aria-label',
      (playing ? toggle.dataset['labelPause'] : toggle.dataset['labelPlay']) ?? '',
    );
  };
  for (const type of ['play', 'pause', 'ended', 'emptied']) video.addEventListener(type, show);
  toggle.addEventListener('click', () => {
    if (!video.paused && !video.ended) {
      hold();
      video.pause();
      return;
    }
    hold();
    if (video.dataset['attached'] === 'true') void video.play().catch(() => undefined);
    else void playVideo(video, show);
  });
  toggle.hidden = false;
  show();
}

onEach('[data-banner]', enhanceBanner);
