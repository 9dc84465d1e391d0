import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api/errors.ts';
import { cmsKeys, cmsQueries, queryClient, shouldRetry } from '../../../src/lib/api/query.ts';
import type { CatalogNode } from '../../../src/lib/contract/cms.ts';
import { cacheCatalog } from '../../../src/lib/session/site.ts';
import { resetStores } from './harness.ts';

const error = (status: number, code = 'X') => new ApiError({ status, code, msg: 'm' });

afterEach(() => {
  queryClient.clear();
  resetStores();
});

describe('queries', () => {
  it.each([
    ['a timeout', error(0, 'TIMEOUT'), true],
    ['a network failure', error(0, 'NETWORK_ERROR'), true],
    ['a 500', error(500), true],
    ['a 503', error(503), true],
    ['a 400', error(400), false],
    ['a 404', error(404), false],
    ['a 498 after the session ended', error(498, 'LOGIN_EXPIRED'), false],
    ['an inactivity logout', error(0, 'SESSION_INACTIVE'), false],
    ['an invalid response', error(200, 'INVALID_RESPONSE'), false],
    ['a programming error', new TypeError('x'), false],
  ])('retries %s: %s', (_name, failure, expected) => {
    expect(shouldRetry(0, failure)).toBe(expected);
    expect(shouldRetry(1, failure)).toBe(false);
  });

  it('uses hierarchical keys that can be invalidated by prefix', () => {
    expect(cmsKeys.catalog('INDEX', 'GZ')).toEqual(['cms', 'catalog', 'INDEX', 'GZ']);
    expect(cmsKeys.info({ catalogIds: ['1', '2'], regionCode: 'GZ' })).toEqual([
      'cms',
      'info',
      '1,2',
      '',
      'GZ',
      0,
    ]);
    expect(cmsKeys.poi('GZ_PARK')).toEqual(['cms', 'poi', 'detail', 'GZ_PARK']);
    expect(cmsQueries.poiList({ regionCode: 'ZH' }).queryKey.slice(0, 3)).toEqual([
      'cms',
      'poi',
      'list',
    ]);
    for (const key of [cmsKeys.catalog('A', 'B'), cmsKeys.poi('P')]) {
      expect(key.slice(0, cmsKeys.all.length)).toEqual(cmsKeys.all);
    }
  });

  it('seeds a catalogue query from the catalogue cache of this tab', async () => {
    const root: CatalogNode = {
      id: '1',
      catalogCode: 'HOME',
      catalogType: 'INDEX',
      catalogName: 'Home',
      catalogDesc: '',
      poiCode: 'GZ',
      regionCode: 'GZ',
      sort: 0,
      updatedAt: 0,
      children: [],
    };
    cacheCatalog('INDEX:GZ', root, 1234);

    const options = cmsQueries.catalog({ catalogType: 'INDEX', poiCode: 'GZ' });

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual(root);
    expect(queryClient.getQueryState(options.queryKey)?.dataUpdatedAt).toBe(1234);
  });

  it('has no initial data for a catalogue that was never loaded', () => {
    const { initialData } = cmsQueries.catalog({ catalogType: 'POI', poiCode: 'GZ_PARK' });
    expect(typeof initialData === 'function' ? initialData() : initialData).toBeUndefined();
  });
});
