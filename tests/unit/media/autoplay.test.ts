import { describe, expect, it } from 'vitest';
import {
  BANNER,
  CARD_SLIDER,
  hlsStrategy,
  shouldAutoplay,
  splitVideoRef,
  startsPlaying,
  VIDEO_BUFFER_LENGTH,
  videoKind,
  videoType,
} from '../../../src/lib/media/autoplay.ts';
import { isWeChat } from '../../../src/lib/media/wechat.ts';

describe('carousel timing (SPEC §9)', () => {
  it('has the documented delays', () => {
    expect(BANNER).toEqual({ delay: 1000, speed: 600, imageDelay: 3000, videoDelay: 1000 });
    expect(CARD_SLIDER.delay).toBe(5000);
    expect(VIDEO_BUFFER_LENGTH).toBe(20);
  });

  it('autoplays only without reduced motion, user pause or a playing video', () => {
    const base = { reducedMotion: false, userPaused: false, videoPlaying: false, single: false };
    expect(shouldAutoplay(base)).toBe(true);
    expect(shouldAutoplay({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldAutoplay({ ...base, userPaused: true })).toBe(false);
    expect(shouldAutoplay({ ...base, videoPlaying: true })).toBe(false);
    expect(shouldAutoplay({ ...base, single: true })).toBe(false);
    expect(startsPlaying(false, 3)).toBe(true);
    expect(startsPlaying(true, 3)).toBe(false);
    expect(startsPlaying(false, 1)).toBe(false);
  });
});

describe('video sources', () => {
  it('tells HLS playlists from files', () => {
    expect(videoKind('/demo-media/banner.m3u8')).toBe('hls');
    expect(videoKind('https://cdn.example/x.M3U8?token=1')).toBe('hls');
    expect(videoKind('/demo-media/banner.mp4')).toBe('file');
  });

  it('knows the MIME types to ask the browser about', () => {
    expect(videoType('/a/b.mp4')).toBe('video/mp4');
    expect(videoType('/a/b.webm?x=1')).toBe('video/webm');
    expect(videoType('/a/b.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(videoType('/a/b')).toBe('');
  });

  it('plays HLS natively first, then through hls.js, else not at all', () => {
    expect(hlsStrategy(true, true)).toBe('native');
    expect(hlsStrategy(false, true)).toBe('hls.js');
    expect(hlsStrategy(false, false)).toBe('none');
  });

  it('reads the poster from the fragment', () => {
    expect(splitVideoRef('/v.mp4#poster=/media/seed/p.webp')).toEqual({
      src: '/v.mp4',
      poster: '/media/seed/p.webp',
    });
    expect(splitVideoRef('/v.mp4')).toEqual({ src: '/v.mp4', poster: '' });
    expect(splitVideoRef('/v.mp4#t=3')).toEqual({ src: '/v.mp4', poster: '' });
  });
});

describe('WeChat detection', () => {
  it('finds MicroMessenger in the user agent', () => {
    expect(
      isWeChat(
        'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.47',
      ),
    ).toBe(true);
    expect(isWeChat('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(false);
  });
});
