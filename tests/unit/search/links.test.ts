// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Poi } from '../../../src/lib/contract/cms.ts';
import type { InfoHit } from '../../../src/lib/contract/search.ts';
import { contentHitLink, placeHitLink } from '../../../src/lib/search/links.ts';

const hit = (over: Partial<InfoHit> = {}): InfoHit => ({
  id: '30',
  catalogId: '20',
  poiCode: 'GZ',
  regionCode: 'GZ',
  infoTitle: 'Title',
  infoSummary: '',
  infoTag: '',
  infoLink: '',
  ...over,
});

describe('contentHitLink', () => {
  it('leads to the detail page under the region, in the page language', () => {
    expect(contentHitLink(hit(), 'en')).toEqual({
      href: '/en/GZ/cms-detail/20/GZ/30',
      external: false,
    });
  });

  it('puts home content under /home and uses GLOBAL without a poiCode', () => {
    expect(contentHitLink(hit({ regionCode: '', poiCode: '' }), 'zh-TW')?.href).toBe(
      '/home/cms-detail/20/GLOBAL/30',
    );
  });

  it('follows the item link: http(s) in a new window, paths in the page language', () => {
    expect(contentHitLink(hit({ infoLink: 'https://www.12306.cn/' }), 'en')).toEqual({
      href: 'https://www.12306.cn/',
      external: true,
    });
    expect(contentHitLink(hit({ infoLink: '/GZ/traffic-guide' }), 'zh-CN')).toEqual({
      href: '/zh-cn/GZ/traffic-guide',
      external: false,
    });
  });

  it('ignores unsafe item links and falls back to the detail page', () => {
    for (const infoLink of ['javascript:alert(1)', '//evil.example', 'http:// x']) {
      expect(contentHitLink(hit({ infoLink }), 'en')?.href).toBe('/en/GZ/cms-detail/20/GZ/30');
    }
  });
});

describe('placeHitLink', () => {
  const poi = (over: Partial<Poi>): Poi => ({
    id: '7',
    poiCode: 'GZ_PARK',
    poiName: 'Park',
    poiNameNative: '',
    poiType: 1,
    imgMain: '',
    poiRefundDesc: '',
    regionCode: 'GZ',
    poiSummary: '',
    sort: 0,
    updatedAt: 0,
    ...over,
  });

  it('leads to the POI page, or the booking page, in the page language', () => {
    const paths = { GZ_PARK: '/GZ/poi/1/1/GZ_PARK' };
    expect(placeHitLink(poi({}), paths, 'en')).toBe('/en/GZ/poi/1/1/GZ_PARK');
    expect(placeHitLink(poi({ poiCode: 'GZ_SAFARI_BBQ', poiType: 4 }), paths, 'en')).toBe(
      '/en/GZ/buy-food/GZ_SAFARI_BBQ',
    );
    expect(placeHitLink(poi({ poiCode: 'QY_X', poiType: 3, regionCode: 'QY' }), paths, 'en')).toBe(
      '/en/QY/buy-hotel?poiType=3&poiId=7',
    );
  });
});
