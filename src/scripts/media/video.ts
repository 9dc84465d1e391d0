import {
  BANNER,
  hlsStrategy,
  VIDEO_BUFFER_LENGTH,
  videoKind,
  videoType,
} from '../../lib/media/autoplay.ts';

/**
 * Plays a banner video slide (SPEC §2, §8): muted and inline; play errors are ignored; an HLS
 * playlist plays natively where the browser can, otherwise through hls.js, which is imported
 * only now (its own chunk); any hls.js error falls back silently to the poster; a video the
 * browser cannot play at all shows the browser-support tip.
 *
 * The video element carries `data-src` (the source) and starts without `src`, so nothing
 * downloads until the slide is shown.
 */

interface HlsLike {
  destroy(): void;
}
const players = new WeakMap<HTMLVideoElement, HlsLike>();

/** Shows the tip next to the video and hides the video (the browser cannot play it). */
export function showUnsupported(video: HTMLVideoElement): void {
  const tip = video.parentElement?.querySelector<HTMLElement>('[data-video-tip]');
  if (tip) tip.hidden = false;
  video.dataset['state'] = 'unsupported';
  // Leave the tip on screen as long as a picture slide before moving on.
  video
    .closest('[data-swiper-autoplay]')
    ?.setAttribute('data-swiper-autoplay', String(BANNER.imageDelay));
}

/** Back to the poster: drops the source so the poster shows again. */
function toPoster(video: HTMLVideoElement): void {
  players.get(video)?.destroy();
  players.delete(video);
  video.removeAttribute('src');
  video.load();
  video.dataset['state'] = 'fallback';
}

async function attach(video: HTMLVideoElement, onFail: () => void): Promise<boolean> {
  if (video.dataset['attached'] === 'true') return true;
  const src = video.dataset['src'] ?? '';
  if (src === '') return false;
  if (videoKind(src) === 'file') {
    const type = videoType(src);
    if (type !== '' && video.canPlayType(type) === '') {
      showUnsupported(video);
      return false;
    }
    video.addEventListener(
      'error',
      () => {
        if (video.error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED) showUnsupported(video);
        onFail();
      },
      { once: true },
    );
    video.src = src;
    video.dataset['attached'] = 'true';
    return true;
  }
  const native = video.canPlayType('application/vnd.apple.mpegurl') !== '';
  const mse = typeof MediaSource !== 'undefined' || 'ManagedMediaSource' in window;
  const strategy = hlsStrategy(native, mse);
  if (strategy === 'native') {
    video.addEventListener('error', onFail, { once: true });
    video.src = src;
    video.dataset['attached'] = 'true';
    video.dataset['player'] = 'native';
    return true;
  }
  if (strategy === 'none') {
    showUnsupported(video);
    return false;
  }
  try {
    const { default: Hls } = await import('hls.js/light');
    if (!Hls.isSupported()) {
      showUnsupported(video);
      return false;
    }
    const hls = new Hls({ maxBufferLength: VIDEO_BUFFER_LENGTH, enableWorker: false });
    players.set(video, hls);
    hls.on(Hls.Events.ERROR, (_event, data) => {
      // Any error (SPEC §8: streaming falls back silently): back to the poster.
      if (data.fatal || video.dataset['state'] !== 'playing') {
        toPoster(video);
        onFail();
      }
    });
    hls.loadSource(src);
    hls.attachMedia(video);
    video.dataset['attached'] = 'true';
    video.dataset['player'] = 'hls.js';
    return true;
  } catch {
    toPoster(video);
    return false;
  }
}

/**
 * Plays the video from the start. Resolves true when it plays; false when it cannot (then the
 * caller moves on). Never rejects.
 */
export async function playVideo(video: HTMLVideoElement, onFail: () => void): Promise<boolean> {
  video.muted = true;
  video.playsInline = true;
  if (!(await attach(video, onFail))) return false;
  try {
    video.currentTime = 0;
    await video.play();
    video.dataset['state'] = 'playing';
    return true;
  } catch {
    // SPEC §8: video play errors are ignored silently.
    return false;
  }
}

export function stopVideo(video: HTMLVideoElement): void {
  if (!video.paused) video.pause();
  if (video.dataset['state'] === 'playing') video.dataset['state'] = 'stopped';
}
