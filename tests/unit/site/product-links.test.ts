// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localizePath } from '../../../src/lib/i18n/paths.ts';
import {
  bookingKindOfLink,
  linkedProductId,
  poiBookingPath,
  productPath,
} from '../../../src/lib/site/paths.ts';

describe('productPath: the buy page of one product, with the product chosen', () => {
  it('opens ticket and show products on buy-tickets with their productId', () => {
    expect(productPath({ kind: 'tickets', address: 'GZ', productId: '123456789012345678' })).toBe(
      '/GZ/buy-tickets?productId=123456789012345678',
    );
  });

  it('opens a dining set on its restaurant page and an offer on the discount page', () => {
    expect(
      productPath({ kind: 'food', address: 'GZ', poiCode: 'GZ_DIM_SUM_HOUSE', productId: '42' }),
    ).toBe('/GZ/buy-food/GZ_DIM_SUM_HOUSE?productId=42');
    expect(productPath({ kind: 'offer', address: 'ZH', productId: '7' })).toBe(
      '/ZH/discount?productId=7#book',
    );
    expect(productPath({ kind: 'package', address: 'ZH', aggId: '9' })).toBe(
      '/ZH/discount?aggId=9#book',
    );
  });

  it('escapes what it puts in the address', () => {
    expect(productPath({ kind: 'food', address: 'GZ', poiCode: 'A B/C', productId: '1&x=2' })).toBe(
      '/GZ/buy-food/A%20B%2FC?productId=1%26x%3D2',
    );
  });

  it('keeps its query when the page language is put in front of it', () => {
    const path = productPath({ kind: 'tickets', address: 'GZ', productId: '5' });
    expect(localizePath('en', path)).toBe('/en/GZ/buy-tickets?productId=5');
    expect(localizePath('zh-CN', path)).toBe('/zh-cn/GZ/buy-tickets?productId=5');
    expect(localizePath('zh-TW', path)).toBe('/GZ/buy-tickets?productId=5');
  });
});

describe('bookingKindOfLink: which buy page a CMS link opens', () => {
  it('names the buy pages of every area, with or without a query', () => {
    expect(bookingKindOfLink('/GZ/buy-tickets?productId=5')).toBe('tickets');
    expect(bookingKindOfLink('ZH/buy-hotel?poiType=3&poiId=ZH_OCEAN_HOTEL')).toBe('hotel');
    expect(bookingKindOfLink('/GZ/buy-food/GZ_DIM_SUM_HOUSE?productId=1')).toBe('food');
    expect(bookingKindOfLink('/home/discount')).toBe('offer');
    expect(bookingKindOfLink(' /ZH/discount?aggId=9 ')).toBe('offer');
  });

  it('names nothing else: guides, other sites, unknown areas, a restaurant page without its code', () => {
    expect(bookingKindOfLink('/GZ/play-guide')).toBeUndefined();
    expect(bookingKindOfLink('https://example.com/GZ/buy-tickets')).toBeUndefined();
    expect(bookingKindOfLink('/XX/buy-tickets')).toBeUndefined();
    expect(bookingKindOfLink('/GZ/buy-food')).toBeUndefined();
    expect(bookingKindOfLink('/GZ/buy-tickets/more')).toBeUndefined();
    expect(bookingKindOfLink('')).toBeUndefined();
    expect(bookingKindOfLink('/GZ/constructor')).toBeUndefined();
  });
});

describe('linkedProductId: the product a buy page address names', () => {
  it('reads a numeric productId', () => {
    expect(linkedProductId('?productId=123456789012345678')).toBe('123456789012345678');
    expect(linkedProductId('?poiType=1&productId=8')).toBe('8');
  });

  it('ignores a missing, empty or malformed id', () => {
    expect(linkedProductId('')).toBeNull();
    expect(linkedProductId('?productId=')).toBeNull();
    expect(linkedProductId('?productId=abc')).toBeNull();
    expect(linkedProductId('?productId=0123')).toBeNull();
    expect(linkedProductId(`?productId=${'9'.repeat(21)}`)).toBeNull();
  });
});

describe('poiBookingPath: where a POI page’s booking button leads', () => {
  const circus = { id: '301', poiCode: 'GZ_CIRCUS', poiType: 2, regionCode: 'GZ' } as const;
  const park = { id: '101', poiCode: 'GZ_SAFARI_PARK', poiType: 1, regionCode: 'GZ' } as const;
  const hotel = { id: '501', poiCode: 'GZ_PANDA_HOTEL', poiType: 3, regionCode: 'GZ' } as const;

  it('opens buy-tickets with the product its price panel links to chosen', () => {
    expect(poiBookingPath(circus, ['/GZ/buy-tickets?productId=123456789012345678'])).toBe(
      '/GZ/buy-tickets?productId=123456789012345678',
    );
    // written without the leading slash, with other parameters or a fragment: the same product
    expect(poiBookingPath(park, [' GZ/buy-tickets?poiType=1&productId=42#top '])).toBe(
      '/GZ/buy-tickets?productId=42',
    );
  });

  it('takes the first link that names a product of the place’s area', () => {
    expect(
      poiBookingPath(park, [
        '/GZ/traffic-guide',
        '/GZ/buy-tickets',
        '/ZH/buy-tickets?productId=7',
        '/GZ/discount?productId=8',
        '/GZ/buy-tickets?productId=9',
        '/GZ/buy-tickets?productId=10',
      ]),
    ).toBe('/GZ/buy-tickets?productId=9');
  });

  it('falls back to the place chosen when the content names no product', () => {
    expect(poiBookingPath(park, [])).toBe('/GZ/buy-tickets?poiType=1&poiId=101');
    expect(
      poiBookingPath(circus, [
        '/GZ/buy-tickets',
        '/GZ/buy-tickets?productId=abc',
        'https://example.com/GZ/buy-tickets?productId=5',
      ]),
    ).toBe('/GZ/buy-tickets?poiType=2&poiId=301');
  });

  it('opens a hotel with the hotel chosen whatever its content links to', () => {
    expect(poiBookingPath(hotel, ['/GZ/buy-tickets?productId=5'])).toBe(
      '/GZ/buy-hotel?poiType=3&poiId=501',
    );
  });
});
