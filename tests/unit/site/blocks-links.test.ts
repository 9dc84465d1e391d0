// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  allImages,
  firstImage,
  isVideo,
  itemLink,
  resolveLink,
} from '../../../src/components/cms/links.ts';
import { VIDEO_EXTENSIONS } from '../../../src/lib/contract/service.ts';
import type { InfoEntryData } from '../../../src/content/schemas.ts';

const item = (over: Partial<InfoEntryData> = {}): InfoEntryData => ({
  lang: 'en',
  id: '42',
  catalogId: '7',
  poiCode: '',
  regionCode: 'GZ',
  infoTitle: 'Summer nights',
  infoSummary: '',
  infoDesc: '',
  tags: [],
  images: { kind: 'none' },
  infoLink: '',
  sort: 0,
  updatedAt: 0,
  ...over,
});

const ctx = {
  address: 'GZ' as const,
  locale: 'en' as const,
  poiPaths: new Map([['GZ_SAFARI_PARK', '/GZ/poi/9/1/GZ_SAFARI_PARK']]),
};

describe('resolveLink', () => {
  it('opens http and https links in a new window, unchanged', () => {
    expect(resolveLink(' https://www.gzmtr.com/ ', 'en')).toEqual({
      href: 'https://www.gzmtr.com/',
      external: true,
    });
    expect(resolveLink('HTTP://example.com/a?b=1', 'zh-TW')).toEqual({
      href: 'HTTP://example.com/a?b=1',
      external: true,
    });
  });

  it('puts paths inside the product into the page language, with or without a leading slash', () => {
    expect(resolveLink('/GZ/buy-tickets', 'en')).toEqual({
      href: '/en/GZ/buy-tickets',
      external: false,
    });
    expect(resolveLink('GZ/buy-tickets?tab=1', 'zh-CN')).toEqual({
      href: '/zh-cn/GZ/buy-tickets?tab=1',
      external: false,
    });
    expect(resolveLink('/en/ZH', 'zh-TW')).toEqual({ href: '/ZH', external: false });
  });

  it('keeps media files, in-page anchors, mailto and tel as they are', () => {
    expect(resolveLink('/media/seed/gz/map.webp', 'en')?.href).toBe('/media/seed/gz/map.webp');
    expect(resolveLink('#block-12', 'en')).toEqual({ href: '#block-12', external: false });
    expect(resolveLink('tel:+85236188000', 'en')).toEqual({
      href: 'tel:+85236188000',
      external: false,
    });
    expect(resolveLink('mailto:service@wonderland.example', 'en')?.external).toBe(false);
  });

  it('refuses empty, script, data, protocol-relative and backslash links', () => {
    for (const raw of [
      '',
      '   ',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/',
      '/\\evil.example',
      'https:/\\evil.example',
      '#"><img>',
      '../admin',
      'a b',
    ]) {
      expect(resolveLink(raw, 'en'), raw).toBeUndefined();
    }
  });
});

describe('itemLink', () => {
  it('follows the item’s own infoLink first', () => {
    expect(itemLink(item({ infoLink: 'https://x.example/' }), ctx)).toEqual({
      href: 'https://x.example/',
      external: true,
    });
    expect(itemLink(item({ infoLink: '/GZ/discount' }), ctx)?.href).toBe('/en/GZ/discount');
  });

  it('leads an item without a link to its cms-detail page, GLOBAL when it has no poiCode', () => {
    expect(itemLink(item(), ctx)).toEqual({
      href: '/en/GZ/cms-detail/7/GLOBAL/42',
      external: false,
    });
    expect(itemLink(item({ poiCode: 'GZ_CIRCUS' }), { ...ctx, locale: 'zh-TW' })?.href).toBe(
      '/GZ/cms-detail/7/GZ_CIRCUS/42',
    );
  });

  it('gives no link when catalogId or id is missing (SPEC: navigation is skipped)', () => {
    expect(itemLink(item({ catalogId: '' }), ctx)).toBeUndefined();
    expect(itemLink(item({ id: '' }), ctx)).toBeUndefined();
  });

  it('treats an unusable infoLink as none', () => {
    expect(itemLink(item({ infoLink: 'javascript:alert(1)' }), ctx)?.href).toBe(
      '/en/GZ/cms-detail/7/GLOBAL/42',
    );
  });

  it('leads items of POI blocks to their POI page when it exists', () => {
    const poiItem = item({ poiCode: 'GZ_SAFARI_PARK' });
    expect(itemLink(poiItem, ctx, { poi: true })?.href).toBe('/en/GZ/poi/9/1/GZ_SAFARI_PARK');
    // Outside POI blocks (e.g. items of a POI's own page) the item keeps its detail page.
    expect(itemLink(poiItem, ctx)?.href).toBe('/en/GZ/cms-detail/7/GZ_SAFARI_PARK/42');
    // A POI without a page falls back to the detail page.
    expect(itemLink(item({ poiCode: 'GZ_DIM_SUM' }), ctx, { poi: true })?.href).toBe(
      '/en/GZ/cms-detail/7/GZ_DIM_SUM/42',
    );
  });
});

describe('isVideo', () => {
  it('treats a link with a video extension of SPEC §5 as a video, in any case', () => {
    expect(VIDEO_EXTENSIONS).toEqual([
      'avi',
      'wmv',
      'mpg',
      'mov',
      'rm',
      'ram',
      'swf',
      'flv',
      'mp4',
    ]);
    for (const ext of VIDEO_EXTENSIONS) {
      expect(isVideo(`/media/clip.${ext}`)).toBe(true);
      expect(isVideo(`https://cdn.example.hk/a/clip.${ext.toUpperCase()}?v=2#t=3`)).toBe(true);
    }
    // The HLS playlist the banners stream.
    expect(isVideo('/demo-media/banner/index.m3u8')).toBe(true);
  });

  it('treats pictures, pages and look-alikes as no video', () => {
    for (const src of [
      '/media/a.webp',
      '/media/a.jpg',
      '/GZ/poi/9',
      '/media/clip.webm',
      '/media/rmaps.png',
      '/media/clip.mp4.png',
      '/video/mp4',
      '/page?file=clip.mp4',
      '',
    ]) {
      expect(isVideo(src)).toBe(false);
    }
  });
});

describe('item pictures', () => {
  it('pairs phone and desktop pictures of the responsive shape', () => {
    const images = {
      kind: 'responsive' as const,
      wap: [
        { img: '/media/a-wap.webp', href: '/GZ' },
        { img: '/media/b-wap.webp', href: '' },
      ],
      pc: [{ img: '/media/a.webp', href: '/GZ' }],
    };
    expect(allImages({ images })).toEqual([
      { wap: '/media/a-wap.webp', pc: '/media/a.webp', href: '/GZ' },
      { wap: '/media/b-wap.webp', pc: '/media/b-wap.webp', href: '' },
    ]);
    expect(firstImage({ images })?.pc).toBe('/media/a.webp');
  });

  it('uses each picture of the id → path map for both sizes', () => {
    const images = {
      kind: 'map' as const,
      images: [
        { id: 'img1', img: '/media/1.webp' },
        { id: 'img2', img: '/media/2.webp' },
      ],
    };
    expect(allImages({ images }).map((i) => [i.wap, i.pc])).toEqual([
      ['/media/1.webp', '/media/1.webp'],
      ['/media/2.webp', '/media/2.webp'],
    ]);
    expect(firstImage({ images: { kind: 'none' } })).toBeUndefined();
  });
});
