// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addressOfRegion,
  bookingPath,
  cmsDetailPath,
  guideDetailPath,
  placePath,
  poiPagePath,
  tabPagePath,
} from '../../../src/lib/site/paths.ts';

describe('cmsDetailPath', () => {
  it('builds /{address}/cms-detail/{catalogId}/{poiCode}/{id}', () => {
    expect(cmsDetailPath({ address: 'GZ', catalogId: '12', poiCode: 'GZ_CIRCUS', id: '34' })).toBe(
      '/GZ/cms-detail/12/GZ_CIRCUS/34',
    );
  });

  it('falls back to GLOBAL when the poiCode is empty or missing', () => {
    expect(cmsDetailPath({ address: 'home', catalogId: '12', poiCode: '', id: '34' })).toBe(
      '/home/cms-detail/12/GLOBAL/34',
    );
    expect(cmsDetailPath({ address: 'home', catalogId: '12', id: '34' })).toBe(
      '/home/cms-detail/12/GLOBAL/34',
    );
    expect(cmsDetailPath({ address: 'ZH', catalogId: '12', poiCode: null, id: '34' })).toBe(
      '/ZH/cms-detail/12/GLOBAL/34',
    );
  });

  it('gives no path when the catalogId or the id is missing, so that no link is rendered', () => {
    expect(
      cmsDetailPath({ address: 'GZ', catalogId: '', poiCode: 'GZ', id: '34' }),
    ).toBeUndefined();
    expect(
      cmsDetailPath({ address: 'GZ', catalogId: '12', poiCode: 'GZ', id: ' ' }),
    ).toBeUndefined();
    expect(cmsDetailPath({ address: 'GZ', catalogId: null, id: '34' })).toBeUndefined();
    expect(cmsDetailPath({ address: 'GZ', catalogId: '12', id: undefined })).toBeUndefined();
  });

  it('encodes what it puts in the path', () => {
    expect(cmsDetailPath({ address: 'GZ', catalogId: '1', poiCode: 'a/b', id: '2' })).toBe(
      '/GZ/cms-detail/1/a%2Fb/2',
    );
  });
});

describe('page paths', () => {
  it('puts a POI page under the POI region', () => {
    expect(poiPagePath({ regionCode: 'ZH', poiType: 1, poiCode: 'ZH_OCEAN', catalogId: '9' })).toBe(
      '/ZH/poi/9/1/ZH_OCEAN',
    );
  });

  it('maps region codes to addresses, home for content without a region', () => {
    expect(addressOfRegion('QY')).toBe('QY');
    expect(addressOfRegion('')).toBe('home');
    expect(addressOfRegion('XX')).toBe('home');
  });

  it('selects a guide entry with ?id=', () => {
    expect(guideDetailPath('GZ', 'traffic-guide')).toBe('/GZ/traffic-guide-detail');
    expect(guideDetailPath('home', 'play-guide', '77')).toBe('/home/play-guide-detail?id=77');
  });

  it('reaches annual cards and preparation by their catalogue id', () => {
    expect(tabPagePath('GZ', 'ANNUAL_CARD', '5')).toBe('/GZ/annual-card/5');
    expect(tabPagePath('home', 'PREPARE', '6')).toBe('/home/prepare/6');
  });
});

describe('bookingPath and placePath', () => {
  const park = { id: '1', poiCode: 'GZ_PARK', poiType: 1, regionCode: 'GZ' } as const;
  const hotel = { id: '2', poiCode: 'ZH_HOTEL', poiType: 3, regionCode: 'ZH' } as const;
  const dining = { id: '3', poiCode: 'GZ_PANDA_CAFE', poiType: 4, regionCode: 'GZ' } as const;
  const cafe = { id: '4', poiCode: 'GZ_KIOSK', poiType: 4, regionCode: 'GZ' } as const;

  it('books parks and shows as tickets, hotels as hotels, with poiType and poiId', () => {
    expect(bookingPath(park)).toBe('/GZ/buy-tickets?poiType=1&poiId=1');
    expect(bookingPath(hotel)).toBe('/ZH/buy-hotel?poiType=3&poiId=2');
  });

  it('books dining POIs on their own page, and nothing for other catering places', () => {
    expect(bookingPath(dining)).toBe('/GZ/buy-food/GZ_PANDA_CAFE');
    expect(bookingPath(cafe)).toBeUndefined();
  });

  it('leads places to their POI page, dining to its booking page', () => {
    const paths = { GZ_PARK: '/GZ/poi/8/1/GZ_PARK', GZ_PANDA_CAFE: '/GZ/poi/9/4/GZ_PANDA_CAFE' };
    expect(placePath(park, paths)).toBe('/GZ/poi/8/1/GZ_PARK');
    expect(placePath(hotel, paths)).toBe('/ZH/buy-hotel?poiType=3&poiId=2');
    expect(placePath(dining, paths)).toBe('/GZ/buy-food/GZ_PANDA_CAFE');
    expect(placePath({ ...park, poiCode: 'constructor' }, paths)).toBe(
      '/GZ/buy-tickets?poiType=1&poiId=1',
    );
  });
});
