// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPictureValue, parseInfoImgLink } from '../../../src/lib/contract/cms.ts';
import { isContentLink } from '../../../src/lib/contract/editor.ts';
import { pictureLink } from '../../../src/components/cms/links.ts';

/**
 * Picture values of infoImgLink (and a POI's imgMain): only https:// addresses and this site's
 * /media/… paths (and, for banner videos, the site's own video files with a #poster=). An outside
 * attack saved `{"a":"javascript:alert(1)"}` through the editor; the Gallery block made it
 * `<a href="javascript:alert(1)">` and 166 detail pages got javascript: and data: URLs in img
 * src/srcset; `//evil.example/x.png` became an off-site link.
 */

const HOSTILE_PICTURES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  '\\\\evil.example\\x.png',
  '/ /evil.example/x.png',
  'http://cdn.example/x.png',
  'https:/evil.example/x.png',
  'https:evil.example/x.png',
  'https://',
  'https://user:secret@evil.example/x.png',
  'https://cdn.example/x.png" onerror="alert(1)',
  'https://cdn.example/<script>.png',
  '/media/../secret.png',
  '/media/%2e%2e/secret.png',
  '/media/a b.png',
  '/media/x.png?<svg onload=alert(1)>',
  '/GZ/index.html',
  'media/x.png',
  '/demo-media/banner.mp4#poster=javascript:alert(1)',
  '/demo-media/banner.mp4#poster=//evil.example/p.png',
  '/media/x.webp#poster=/media/y.webp',
  '',
] as const;

/** The media hosts of these tests (the demo's list, src/lib/html/media-hosts.ts, is empty). */
const HOSTS = ['cdn.example.com'];

const GOOD_PICTURES = [
  '/media/gz/banner-1.webp',
  '/media/seed/a_b-c.2.png',
  'https://cdn.example.com/pictures/a.webp?w=800&h=600',
  'HTTPS://CDN.EXAMPLE.COM/A.PNG',
  '/demo-media/banner.mp4#poster=/media/home/banner-2.webp',
  '/demo-media/banner.m3u8',
  'https://cdn.example.com/v/clip.mp4#poster=https://cdn.example.com/v/clip.jpg',
];

describe('a picture value', () => {
  it('is a /media/ path or an https address on a media host, never a script, data, protocol-relative or malformed one', () => {
    for (const value of HOSTILE_PICTURES)
      expect(isPictureValue(value, HOSTS), JSON.stringify(value)).toBe(false);
    for (const value of GOOD_PICTURES) expect(isPictureValue(value, HOSTS), value).toBe(true);
    // a host that is not one of the site's media hosts: a tracking pixel
    expect(isPictureValue('https://tracker.example/p.gif', HOSTS)).toBe(false);
    expect(isPictureValue('https://cdn.example.com.evil.example/a.webp', HOSTS)).toBe(false);
    // the demo has no media host: every https picture is refused
    expect(isPictureValue('https://cdn.example.com/a.webp')).toBe(false);
  });

  it('is dropped by the loader’s parser when it is anything else, in both shapes', () => {
    for (const bad of HOSTILE_PICTURES) {
      const map = parseInfoImgLink(JSON.stringify({ a: bad, b: '/media/ok.webp' }), HOSTS);
      expect(map, JSON.stringify(bad)).toEqual({
        kind: 'map',
        images: [{ id: 'b', img: '/media/ok.webp' }],
      });
      const responsive = parseInfoImgLink(
        JSON.stringify({
          wap: [
            { img: bad, href: '/GZ' },
            { img: '/media/ok.webp', href: '' },
          ],
        }),
        HOSTS,
      );
      expect(responsive, JSON.stringify(bad)).toEqual({
        kind: 'responsive',
        wap: [{ img: '/media/ok.webp', href: '' }],
        pc: [{ img: '/media/ok.webp', href: '' }],
      });
    }
    expect(parseInfoImgLink(JSON.stringify({ a: 'javascript:alert(1)' }))).toEqual({
      kind: 'none',
    });
  });

  it('keeps a slide’s link only when it follows the site’s link rule', () => {
    for (const href of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:text/html,x',
      ' /GZ',
      'java\tscript:x',
    ]) {
      expect(isContentLink(href), JSON.stringify(href)).toBe(false);
      const parsed = parseInfoImgLink(JSON.stringify({ wap: [{ img: '/media/a.webp', href }] }));
      expect(parsed, JSON.stringify(href)).toMatchObject({
        wap: [{ img: '/media/a.webp', href: '' }],
      });
    }
    for (const href of ['', '/GZ/buy-tickets', 'https://www.gzmtr.com/', 'http://example.com/a']) {
      expect(isContentLink(href), href).toBe(true);
      const parsed = parseInfoImgLink(JSON.stringify({ wap: [{ img: '/media/a.webp', href }] }));
      expect(parsed).toMatchObject({ wap: [{ href }] });
    }
  });
});

describe('the link of a picture (Gallery, VacationMap)', () => {
  it('follows the site’s link rule: a /media/ path or an https address on a media host, nothing else', () => {
    expect(pictureLink('/media/gz/map.webp', 'en')).toBe('/media/gz/map.webp');
    expect(pictureLink('https://cdn.example.com/a.webp', 'zh-TW', HOSTS)).toBe(
      'https://cdn.example.com/a.webp',
    );
    expect(pictureLink('https://cdn.example.com/a.webp', 'zh-TW')).toBeUndefined();
    for (const value of HOSTILE_PICTURES)
      expect(pictureLink(value, 'en', HOSTS), JSON.stringify(value)).toBeUndefined();
  });
});
