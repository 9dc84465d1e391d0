/**
 * Carousel timing and video policy (SPEC §2 banner, §9): the banner moves every 1000 ms with a
 * 600 ms slide, image slides declare 3000 ms, a video slide 1000 ms (after it ends), the card
 * slider 5000 ms. No autoplay when the visitor asks for reduced motion.
 */

export const BANNER = { delay: 1000, speed: 600, imageDelay: 3000, videoDelay: 1000 } as const;
export const CARD_SLIDER = { delay: 5000, speed: 600 } as const;
/** Seconds of video hls.js buffers ahead (SPEC §9 "video buffer length"). */
export const VIDEO_BUFFER_LENGTH = 20;

export type VideoKind = 'hls' | 'file';

/** How a video source is played: HLS playlists (.m3u8) through hls.js or natively, others as files. */
export const videoKind = (src: string): VideoKind => (/\.m3u8(\?|#|$)/i.test(src) ? 'hls' : 'file');

/** The MIME type to ask `canPlayType` about, '' when unknown (then the browser decides). */
export function videoType(src: string): string {
  const ext = /\.([a-z0-9]+)(\?|#|$)/i.exec(src)?.[1]?.toLowerCase() ?? '';
  const types: Record<string, string> = {
    mp4: 'video/mp4',
    m4v: 'video/mp4',
    webm: 'video/webm',
    ogv: 'video/ogg',
    mov: 'video/quicktime',
    m3u8: 'application/vnd.apple.mpegurl',
  };
  return types[ext] ?? '';
}

/** How an HLS source is played: natively, through hls.js (MSE), or not at all. */
export function hlsStrategy(nativeHls: boolean, mse: boolean): 'native' | 'hls.js' | 'none' {
  if (nativeHls) return 'native';
  return mse ? 'hls.js' : 'none';
}

export interface AutoplayState {
  /** The visitor prefers reduced motion. */
  reducedMotion: boolean;
  /** The visitor pressed pause. */
  userPaused: boolean;
  /** A video slide is active and playing. */
  videoPlaying: boolean;
  /** Fewer than two slides. */
  single: boolean;
}

/** Whether the slides should move on by themselves now. */
export const shouldAutoplay = (s: AutoplayState): boolean =>
  !s.reducedMotion && !s.userPaused && !s.videoPlaying && !s.single;

/** Whether the initial state is "playing" (the pause button shows "pause"). */
export const startsPlaying = (reducedMotion: boolean, slides: number): boolean =>
  !reducedMotion && slides > 1;

/**
 * The poster of a video reference: `/demo-media/banner.mp4#poster=/media/…` names its poster
 * in the fragment. Returns the source without the fragment and the poster ('' when none).
 */
export function splitVideoRef(ref: string): { src: string; poster: string } {
  const hash = ref.indexOf('#');
  if (hash < 0) return { src: ref, poster: '' };
  const params = new URLSearchParams(ref.slice(hash + 1));
  return { src: ref.slice(0, hash), poster: params.get('poster') ?? '' };
}
