// @vitest-environment node
import { CMS_ROUTES } from '../../../src/lib/contract/routes.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listCatalog, listInfo, listPoi, loadPoi } from '../../../src/lib/api/endpoints/cms.ts';
import { ApiError } from '../../../src/lib/api/errors.ts';
import type { CatalogNode, InfoItem, Poi } from '../../../src/lib/contract/cms.ts';
import { setLanguage } from '../../../src/lib/session/language.ts';
import { translateIn } from '../../../src/lib/session/messages.ts';
import { cachedCatalog } from '../../../src/lib/session/site.ts';
import { harness, resetStores } from './harness.ts';
import { fail, ok, startServer, type TestServer } from './test-server.ts';

const node = (id: string, children: CatalogNode[] = []): CatalogNode => ({
  id,
  catalogCode: `C${id}`,
  catalogType: 'INDEX',
  catalogName: `Catalogue ${id}`,
  catalogDesc: '',
  poiCode: 'GZ',
  regionCode: 'GZ',
  sort: 1,
  updatedAt: 1_700_000_000_000,
  children,
});

const info: InfoItem = {
  id: '1790000000000000001',
  catalogId: '1790000000000000002',
  poiCode: 'GZ',
  regionCode: 'GZ',
  infoTitle: 'Title',
  infoSummary: '',
  infoDesc: '<p>x</p>',
  infoTag: 'a,b',
  infoImgLink: '',
  infoLink: '',
  sort: 1,
  updatedAt: 1_700_000_000_000,
};

const poi: Poi = {
  id: '11',
  poiCode: 'GZ_PARK',
  poiName: 'Park',
  poiNameNative: '樂園',
  poiType: 1,
  imgMain: '/p.jpg',
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

describe('content calls', () => {
  it('listCatalog uses the first item of the list and caches it by type', async () => {
    server.route(`${CMS_ROUTES.paths.listCatalog}`, () => ok([node('1', [node('2')]), node('3')]));
    const { client } = harness(server.url);

    const root = await listCatalog({ catalogType: 'INDEX', poiCode: 'GZ' }, { client });

    expect(root?.id).toBe('1');
    expect(root?.children[0]?.id).toBe('2');
    expect(cachedCatalog('INDEX:GZ')?.node).toEqual(root);
    const [seen] = server.calls(`${CMS_ROUTES.paths.listCatalog}`);
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({ catalogType: 'INDEX', poiCode: 'GZ' });
  });

  it('listCatalog gives null when no catalogue exists', async () => {
    server.route(`${CMS_ROUTES.paths.listCatalog}`, () => ok([]));
    const { client } = harness(server.url);

    await expect(
      listCatalog({ catalogType: 'POI', poiCode: 'GZ_PARK' }, { client }),
    ).resolves.toBeNull();
  });

  it.each([
    ['an HTTP error', () => fail(500, 'INTERNAL_ERROR', 'boom')],
    ['an error envelope', () => fail(200, 'NOT_FOUND', 'missing')],
    ['a malformed list', () => ok([{ id: 'x' }])],
  ])('listCatalog rejects with the translated directory message on %s', async (_name, reply) => {
    server.route(`${CMS_ROUTES.paths.listCatalog}`, reply);
    setLanguage('en');
    const { client } = harness(server.url);

    const error: unknown = await listCatalog(
      { catalogType: 'INDEX', poiCode: 'GZ' },
      { client },
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'CATALOG_LOAD_FAILED',
      message: translateIn('en', 'api.catalogLoadFailed'),
    });
  });

  it('listInfo joins the catalogue ids and drops empty parameters', async () => {
    server.route(`${CMS_ROUTES.paths.listInfo}`, () => ({
      text: `{"state":"success","code":"OK","msg":"","data":[${JSON.stringify(info).replace('"1790000000000000001"', '1790000000000000001')}]}`,
    }));
    const { client } = harness(server.url);

    const items = await listInfo(
      { catalogIds: ['1790000000000000002', '5'], poiCode: '', regionCode: 'GZ' },
      { client },
    );

    expect(items).toEqual([info]);
    const [seen] = server.calls(`${CMS_ROUTES.paths.listInfo}`);
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({
      catalogIds: '1790000000000000002,5',
      regionCode: 'GZ',
    });
  });

  it('listPoi and loadPoi validate the places', async () => {
    server.route(`${CMS_ROUTES.paths.listPoi}`, () => ok([poi]));
    server.route(`${CMS_ROUTES.paths.load}`, (request) =>
      request.query.get('poiCode') === 'GZ_PARK' ? ok(poi) : ok({ poiCode: 'broken' }),
    );
    const { client } = harness(server.url);

    await expect(listPoi({ regionCode: 'GZ', poiType: 1 }, { client })).resolves.toEqual([poi]);
    await expect(loadPoi('GZ_PARK', { client })).resolves.toEqual(poi);
    await expect(loadPoi('OTHER', { client })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(Object.fromEntries(server.calls(`${CMS_ROUTES.paths.listPoi}`)[0]?.query ?? [])).toEqual(
      {
        regionCode: 'GZ',
        poiType: '1',
      },
    );
  });
});
