// @vitest-environment node
import { CMS_ROUTES, PRODUCT_ROUTES } from '../../../src/lib/contract/routes.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Poi } from '../../../src/lib/contract/cms.ts';
import { searchInfo, searchPoi } from '../../../src/lib/search/endpoints.ts';
import { nextInfoPage, searchKeys } from '../../../src/lib/search/queries.ts';
import { harness, resetStores } from '../api/harness.ts';
import { fail, ok, startServer, type TestServer } from '../api/test-server.ts';

const poi: Poi = {
  id: '11',
  poiCode: 'GZ_PARK',
  poiName: 'Park',
  poiNameNative: '樂園',
  poiType: 1,
  imgMain: '/p.webp',
  poiRefundDesc: '',
  regionCode: 'GZ',
  poiSummary: '',
  sort: 1,
  updatedAt: 1_700_000_000_000,
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  resetStores();
});

describe('search calls', () => {
  it('searchPoi sends the keyword and region and validates the places', async () => {
    server.route(PRODUCT_ROUTES.paths.searchPoi, () => ok([poi]));
    const { client } = harness(server.url);

    expect(await searchPoi({ keyword: 'park', regionCode: 'GZ' }, { client })).toEqual([poi]);

    const [seen] = server.calls(PRODUCT_ROUTES.paths.searchPoi);
    expect(seen?.method).toBe('GET');
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({ keyword: 'park', regionCode: 'GZ' });
  });

  it('searchInfo sends the page and returns list and total', async () => {
    const page = { list: [], total: 0, pageNum: 2, pageSize: 20 };
    server.route(CMS_ROUTES.paths.searchInfo, () => ok(page));
    const { client } = harness(server.url);

    expect(await searchInfo({ keyword: 'x', pageNum: 2, pageSize: 20 }, { client })).toEqual(page);
    expect(Object.fromEntries(server.calls(CMS_ROUTES.paths.searchInfo)[0]?.query ?? [])).toEqual({
      keyword: 'x',
      pageNum: '2',
      pageSize: '20',
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    server.route(CMS_ROUTES.paths.searchInfo, () => ok({ list: 'nope' }));
    const { client } = harness(server.url);
    await expect(searchInfo({ keyword: 'x' }, { client })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('passes the gateway error on', async () => {
    server.route(PRODUCT_ROUTES.paths.searchPoi, () =>
      fail(400, 'VALIDATION_FAILED', 'keyword required'),
    );
    const { client } = harness(server.url);
    await expect(searchPoi({ keyword: '' }, { client })).rejects.toMatchObject({ status: 400 });
  });
});

describe('search queries', () => {
  it('keys searches by keyword and region', () => {
    expect(searchKeys.pois({ keyword: 'a', regionCode: 'GZ' })).toEqual([
      'search',
      'poi',
      'a',
      'GZ',
    ]);
    expect(searchKeys.infos({ keyword: 'a' })).toEqual(['search', 'info', 'a', '', 20]);
  });

  it('asks for another page only while hits remain', () => {
    const hit = {
      id: '1',
      catalogId: '2',
      poiCode: '',
      regionCode: '',
      infoTitle: 't',
      infoSummary: '',
      infoTag: '',
      infoLink: '',
    };
    expect(nextInfoPage({ list: [hit], total: 41, pageNum: 2, pageSize: 20 })).toBe(3);
    expect(nextInfoPage({ list: [hit], total: 40, pageNum: 2, pageSize: 20 })).toBeUndefined();
    expect(nextInfoPage({ list: [], total: 99, pageNum: 5, pageSize: 20 })).toBeUndefined();
  });
});
