// @vitest-environment node
import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fitWidths, PRESETS } from '../../../src/components/cms/widths.ts';
import {
  looksLikeImage,
  MEDIA_CACHE_DIR,
  mediaPathOf,
  referencedMedia,
  syncMedia,
} from '../../../src/content/media.ts';
import type { Snapshot } from '../../../src/content/loader.ts';
import type { CmsSource } from '../../../src/content/source.ts';
import type { InfoEntryData, PoiEntryData } from '../../../src/content/schemas.ts';

// The smallest valid headers of each format, padded.
const WEBP = (tag: string) =>
  new Uint8Array([
    ...Buffer.from('RIFF'),
    0,
    0,
    0,
    0,
    ...Buffer.from('WEBPVP8 '),
    ...Buffer.from(tag),
  ]);
const PNG = new Uint8Array([0x89, ...Buffer.from('PNG'), 13, 10, 26, 10]);

function mediaSource(files: Record<string, Uint8Array | number>) {
  const calls: string[] = [];
  const source: CmsSource = {
    label: 'the fake gateway',
    get: (path) =>
      Promise.resolve().then(() => {
        calls.push(path);
        const file = files[path];
        if (file === undefined) return new Response('{"state":"error"}', { status: 404 });
        if (typeof file === 'number') return new Response('', { status: file });
        return new Response(new Blob([Buffer.from(file)]), {
          status: 200,
          headers: { 'Content-Type': 'image/webp' },
        });
      }),
    close: async () => {},
  };
  return { source, calls };
}

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cms-media-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('mediaPathOf', () => {
  it('accepts local raster pictures and drops query and hash', () => {
    expect(mediaPathOf('/media/seed/gz/banner-1.webp')).toBe('/media/seed/gz/banner-1.webp');
    expect(mediaPathOf(' /media/a/B_c.JPG?v=2#x ')).toBe('/media/a/B_c.JPG');
  });

  it('refuses external URLs, videos, SVG and unsafe paths', () => {
    for (const ref of [
      'https://cdn.example.com/a.webp',
      '/media/clip.mp4',
      '/media/logo.svg',
      '/media/../data/storefront.db.png',
      '/media/.hidden/a.png',
      '/media/a//b.png',
      '/media/a%2Fb.png',
      '/mediax/a.png',
      '/media/',
    ]) {
      expect(mediaPathOf(ref), ref).toBeUndefined();
    }
  });
});

describe('referencedMedia', () => {
  it('lists every distinct local picture of items (both shapes) and POIs', () => {
    const info = (images: InfoEntryData['images']) => ({ images }) as InfoEntryData;
    const snapshot: Pick<Snapshot, 'infos' | 'pois'> = {
      infos: new Map([
        [
          'en/1',
          info({
            kind: 'responsive',
            wap: [{ img: '/media/b-wap.webp', href: '' }],
            pc: [{ img: '/media/b.webp', href: '' }],
          }),
        ],
        [
          'zh-TW/1',
          info({
            kind: 'responsive',
            wap: [{ img: '/media/b-wap.webp', href: '' }],
            pc: [{ img: 'https://x.example/b.webp', href: '' }],
          }),
        ],
        ['en/2', info({ kind: 'map', images: [{ id: 'img1', img: '/media/a.png' }] })],
        ['en/3', info({ kind: 'none' })],
      ]),
      pois: new Map([['en/P', { imgMain: '/media/poi.webp' } as PoiEntryData]]),
    };
    expect(referencedMedia(snapshot)).toEqual([
      '/media/a.png',
      '/media/b-wap.webp',
      '/media/b.webp',
      '/media/poi.webp',
    ]);
  });
});

describe('looksLikeImage', () => {
  it('checks the bytes against the file name', () => {
    expect(looksLikeImage('/media/a.webp', WEBP('x'))).toBe(true);
    expect(looksLikeImage('/media/a.png', PNG)).toBe(true);
    expect(looksLikeImage('/media/a.jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(looksLikeImage('/media/a.gif', new Uint8Array(Buffer.from('GIF89a')))).toBe(true);
    expect(looksLikeImage('/media/a.webp', PNG)).toBe(false);
    expect(looksLikeImage('/media/a.png', new Uint8Array(Buffer.from('<html>')))).toBe(false);
  });
});

describe('syncMedia', () => {
  it('copies pictures into the cache under their media path', async () => {
    const dir = await tempDir();
    const { source } = mediaSource({ '/media/seed/a.webp': WEBP('a'), '/media/b.png': PNG });
    const result = await syncMedia(source, ['/media/seed/a.webp', '/media/b.png'], dir);
    expect(result).toEqual({ written: 2, unchanged: 0, removed: 0, failed: [] });
    expect(new Uint8Array(await readFile(join(dir, 'seed', 'a.webp')))).toEqual(WEBP('a'));
    expect(new Uint8Array(await readFile(join(dir, 'b.png')))).toEqual(PNG);
  });

  it('leaves unchanged files alone, rewrites changed ones and removes unreferenced ones', async () => {
    const dir = await tempDir();
    await syncMedia(
      mediaSource({ '/media/a.webp': WEBP('a'), '/media/old.webp': WEBP('o') }).source,
      ['/media/a.webp', '/media/old.webp'],
      dir,
    );
    // An old time stamp: a rewrite now would change it, however fast the machine.
    const old = new Date('2020-01-01T00:00:00Z');
    await utimes(join(dir, 'a.webp'), old, old);
    const before = (await stat(join(dir, 'a.webp'))).mtimeMs;
    const { source } = mediaSource({ '/media/a.webp': WEBP('a'), '/media/c.webp': WEBP('c') });
    const result = await syncMedia(source, ['/media/a.webp', '/media/c.webp'], dir);
    expect(result).toMatchObject({ written: 1, unchanged: 1, removed: 1 });
    expect((await stat(join(dir, 'a.webp'))).mtimeMs).toBe(before);
    expect((await readdir(dir)).sort()).toEqual(['a.webp', 'c.webp']);

    const changed = mediaSource({ '/media/a.webp': WEBP('A'), '/media/c.webp': WEBP('c') });
    expect(await syncMedia(changed.source, ['/media/a.webp', '/media/c.webp'], dir)).toMatchObject({
      written: 1,
      unchanged: 1,
    });
    expect(new Uint8Array(await readFile(join(dir, 'a.webp')))).toEqual(WEBP('A'));
  });

  it('reports pictures it cannot fetch or that are not pictures, and keeps their old copy', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'seed'), { recursive: true });
    await writeFile(join(dir, 'seed', 'gone.webp'), WEBP('g'));
    const { source } = mediaSource({
      '/media/seed/broken.webp': new Uint8Array(Buffer.from('<html>not found</html>')),
      '/media/seed/error.webp': 500,
    });
    const result = await syncMedia(
      source,
      ['/media/seed/broken.webp', '/media/seed/error.webp', '/media/seed/gone.webp'],
      dir,
    );
    expect(result.written).toBe(0);
    expect(result.failed).toEqual([
      { path: '/media/seed/broken.webp', reason: 'the answer is not a picture of that format' },
      { path: '/media/seed/error.webp', reason: 'HTTP 500' },
      { path: '/media/seed/gone.webp', reason: 'HTTP 404' },
    ]);
    expect(await readdir(join(dir, 'seed'))).toEqual(['gone.webp']);
  });

  it('lives under Astro’s cache folder, which git already ignores', () => {
    expect(MEDIA_CACHE_DIR).toBe('node_modules/.astro/cms-media');
  });
});

describe('fitWidths', () => {
  it('keeps the preset widths that are smaller than the picture, then the picture’s own', () => {
    expect(fitWidths(PRESETS.banner, 1920)).toEqual([375, 750, 1080, 1600]);
    expect(fitWidths(PRESETS.banner, 1200)).toEqual([375, 750, 1080]);
    expect(fitWidths(PRESETS.banner, 1400)).toEqual([375, 750, 1080, 1400]);
    expect(fitWidths(PRESETS.thumb, 300)).toEqual([240, 300]);
  });

  it('skips the picture’s own width when it is close to the largest one kept', () => {
    expect(fitWidths(PRESETS.wide, 800)).toEqual([375, 750]);
  });

  it('never upscales and never returns nothing', () => {
    expect(fitWidths(PRESETS.card, 200)).toEqual([200]);
    expect(fitWidths([], 500)).toEqual([500]);
  });

  it('drops phone widths for desktop pictures, keeping at least the largest', () => {
    expect(fitWidths(PRESETS.banner, 1920, 740)).toEqual([750, 1080, 1600]);
    expect(fitWidths(PRESETS.card, 1200, 740)).toEqual([640]);
  });
});
