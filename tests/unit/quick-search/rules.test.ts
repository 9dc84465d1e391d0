import { describe, expect, it } from 'vitest';
import {
  canPickDates,
  categoryDisabled,
  datesProblem,
  initialState,
  offeredLocations,
  quickSearchReducer,
  regionDisabled,
  targetPath,
  targetUrl,
  validateQuickSearch,
  type QuickSearchState,
} from '../../../src/lib/quick-search/rules.ts';
import { readQuickSearchQuery } from '../../../src/lib/quick-search/schema.ts';

const TODAY = '2025-03-10';
const park = { poiId: '11', poiCode: 'GZ_SAFARI_PARK' };
const full: QuickSearchState = {
  region: 'GZ',
  category: 1,
  location: park,
  dates: { start: '2025-03-12' },
};

describe('quick-search state', () => {
  it('starts on GZ with nothing else chosen', () => {
    expect(initialState()).toEqual({ region: 'GZ', category: null, location: null, dates: null });
  });

  it('clears category, location and dates when the region changes', () => {
    expect(quickSearchReducer(full, { type: 'region', region: 'ZH' })).toEqual({
      region: 'ZH',
      category: null,
      location: null,
      dates: null,
    });
  });

  it('keeps everything when the same region is chosen again', () => {
    expect(quickSearchReducer(full, { type: 'region', region: 'GZ' })).toBe(full);
  });

  it('clears the location (and the dates) when the category changes', () => {
    expect(quickSearchReducer(full, { type: 'category', category: 3 })).toEqual({
      region: 'GZ',
      category: 3,
      location: null,
      dates: null,
    });
  });

  it('refuses QY with performances, from either side', () => {
    const qy = quickSearchReducer(initialState(), { type: 'region', region: 'QY' });
    expect(quickSearchReducer(qy, { type: 'category', category: 2 })).toBe(qy);
    expect(categoryDisabled(2, qy)).toBe(true);
    expect(categoryDisabled(3, qy)).toBe(false);
    const show = quickSearchReducer(initialState(), { type: 'category', category: 2 });
    expect(regionDisabled('QY', show)).toBe(true);
    expect(regionDisabled('ZH', show)).toBe(false);
    expect(quickSearchReducer(show, { type: 'region', region: 'QY' })).toBe(show);
  });

  it('takes no location or dates before a category', () => {
    const start = initialState();
    expect(quickSearchReducer(start, { type: 'location', location: park })).toBe(start);
    expect(quickSearchReducer(start, { type: 'dates', dates: { start: TODAY } })).toBe(start);
  });

  it('opens the date picker only after a category', () => {
    expect(canPickDates(initialState())).toBe('quickSearch.toast.categoryFirst');
    expect(canPickDates({ ...initialState(), category: 4 })).toBeNull();
  });
});

describe('quick-search validation', () => {
  it('names the first missing field, in order: region, category, location, dates', () => {
    const empty: QuickSearchState = initialState(null);
    expect(validateQuickSearch(empty, TODAY)).toBe('quickSearch.toast.region');
    const region = { ...empty, region: 'GZ' as const };
    expect(validateQuickSearch(region, TODAY)).toBe('quickSearch.toast.category');
    const category = { ...region, category: 1 as const };
    expect(validateQuickSearch(category, TODAY)).toBe('quickSearch.toast.location');
    const location = { ...category, location: park };
    expect(validateQuickSearch(location, TODAY)).toBe('quickSearch.toast.dates');
    expect(validateQuickSearch(full, TODAY)).toBeNull();
  });

  it('needs one date for tickets, shows and dining, today at the earliest', () => {
    expect(datesProblem(1, { start: TODAY }, TODAY)).toBeNull();
    expect(datesProblem(4, { start: '2025-03-09' }, TODAY)).toBe('quickSearch.toast.pastDate');
    expect(datesProblem(2, { start: '2025-02-30' }, TODAY)).toBe('quickSearch.toast.dates');
  });

  it('needs check-in and check-out for a hotel, 1 to 14 nights', () => {
    expect(datesProblem(3, { start: TODAY }, TODAY)).toBe('quickSearch.toast.checkOut');
    expect(datesProblem(3, { start: TODAY, end: TODAY }, TODAY)).toBe('quickSearch.toast.checkOut');
    expect(datesProblem(3, { start: TODAY, end: '2025-03-11' }, TODAY)).toBeNull();
    expect(datesProblem(3, { start: TODAY, end: '2025-03-24' }, TODAY)).toBeNull();
    expect(datesProblem(3, { start: TODAY, end: '2025-03-25' }, TODAY)).toBe(
      'quickSearch.toast.rangeTooLong',
    );
  });
});

describe('quick-search target', () => {
  it('leads to the purchase page of the category', () => {
    expect(targetPath('GZ', 1, 'X')).toBe('/GZ/buy-tickets');
    expect(targetPath('ZH', 2, 'X')).toBe('/ZH/buy-tickets');
    expect(targetPath('QY', 3, 'X')).toBe('/QY/buy-hotel');
    expect(targetPath('GZ', 4, 'GZ_PANDA_CAFE')).toBe('/GZ/buy-food/GZ_PANDA_CAFE');
  });

  it('passes poiType, poiId, startDate and endDate in the page language', () => {
    expect(
      targetUrl({ ...full, region: 'GZ', category: 1, location: park, dates: full.dates! }, 'en'),
    ).toBe('/en/GZ/buy-tickets?poiType=1&poiId=11&startDate=2025-03-12&endDate=2025-03-12');
    expect(
      targetUrl(
        {
          region: 'ZH',
          category: 3,
          location: { poiId: '7', poiCode: 'ZH_OCEAN_HOTEL' },
          dates: { start: '2025-03-12', end: '2025-03-15' },
        },
        'zh-TW',
      ),
    ).toBe('/ZH/buy-hotel?poiType=3&poiId=7&startDate=2025-03-12&endDate=2025-03-15');
    expect(
      targetUrl(
        {
          region: 'GZ',
          category: 4,
          location: { poiId: '9', poiCode: 'GZ_PANDA_CAFE' },
          dates: { start: '2025-03-12' },
        },
        'zh-CN',
      ),
    ).toBe(
      '/zh-cn/GZ/buy-food/GZ_PANDA_CAFE?poiType=4&poiId=9&startDate=2025-03-12&endDate=2025-03-12',
    );
  });

  it('offers only the dining POI codes for dining', () => {
    const pois = [{ poiCode: 'GZ_PANDA_CAFE' }, { poiCode: 'GZ_KIOSK' }];
    expect(offeredLocations(4, pois)).toEqual([{ poiCode: 'GZ_PANDA_CAFE' }]);
    expect(offeredLocations(1, pois)).toEqual(pois);
  });

  it('reads the parameters back on the purchase page', () => {
    expect(
      readQuickSearchQuery('?poiType=3&poiId=7&startDate=2025-03-12&endDate=2025-03-15'),
    ).toEqual({ poiType: 3, poiId: '7', startDate: '2025-03-12', endDate: '2025-03-15' });
    expect(
      readQuickSearchQuery('?poiType=5&poiId=7&startDate=2025-03-12&endDate=2025-03-15'),
    ).toBeNull();
    expect(
      readQuickSearchQuery('?poiType=1&poiId=7&startDate=2025-03-12&endDate=2025-03-11'),
    ).toBeNull();
    expect(
      readQuickSearchQuery('?poiType=1&poiId=7&startDate=2025-13-01&endDate=2025-13-01'),
    ).toBeNull();
  });
});
