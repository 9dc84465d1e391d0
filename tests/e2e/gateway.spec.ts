import { expect, test } from '@playwright/test';

/** The gateway's content endpoints over real HTTP, on the same origin as the site. */
const CMS = '/cl-odss-app/guest/site/cms';

/** The envelope of every gateway answer; `data` as the test reads it. */
interface Envelope<T> {
  state: string;
  code: string;
  msg: string;
  data: T;
}
type CatalogNode = { catalogType: string; poiCode: string; children: unknown[] };
type FieldsError = { fields: { field: string }[] };

test('listCatalog answers the envelope with the catalogue tree of an area', async ({ request }) => {
  const res = await request.get(`${CMS}/listCatalog?catalogType=INDEX&poiCode=GZ`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Envelope<CatalogNode[]>;
  expect(body).toMatchObject({ state: 'success', code: 'OK' });
  expect(body.data).toHaveLength(1);
  expect(body.data[0]).toMatchObject({ catalogType: 'INDEX', poiCode: 'GZ' });
  expect(body.data[0]?.children.length).toBeGreaterThan(3);
});

test('answers content in the language of the Accept-Language header', async ({ request }) => {
  const names = await Promise.all(
    ['zh-TW', 'zh-CN', 'en'].map(async (lang) => {
      const res = await request.get(`${CMS}/load?poiCode=ZH_OCEAN_BISTRO`, {
        headers: { 'Accept-Language': lang },
      });
      return ((await res.json()) as Envelope<{ poiName: string }>).data.poiName;
    }),
  );
  expect(new Set(names).size).toBe(3);
  expect(names[2]).toMatch(/[A-Za-z]/);
});

test('a bad parameter answers 400 with the field named, never 500', async ({ request }) => {
  const cases = [
    'listCatalog?catalogType=NOPE&poiCode=GZ',
    'listCatalog?poiCode=GZ',
    'listCatalog?catalogType=INDEX&poiCode=%3Cscript%3E',
    'listInfo?catalogIds=abc',
    'listPoi?poiType=9',
    'listPoi?regionCode=XX',
    'load',
  ];
  for (const path of cases) {
    const res = await request.get(`${CMS}/${path}`, { headers: { 'Accept-Language': 'en' } });
    expect(res.status(), path).toBe(400);
    const body = (await res.json()) as Envelope<FieldsError>;
    expect(body.state, path).toBe('error');
    expect(body.code, path).toBe('VALIDATION_FAILED');
    expect(body.data.fields.length, path).toBeGreaterThan(0);
    expect(body.msg, path).toContain(body.data.fields[0]?.field);
  }
});

test('an unknown place answers 404 with a translated message', async ({ request }) => {
  const res = await request.get(`${CMS}/load?poiCode=NO_SUCH_PLACE`, {
    headers: { 'Accept-Language': 'zh-TW' },
  });
  expect(res.status()).toBe(404);
  const body = (await res.json()) as Envelope<unknown>;
  expect(body.state).toBe('error');
  expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
});

test('serves the seed images with an image type and nosniff', async ({ request }) => {
  const poi = (await (await request.get(`${CMS}/load?poiCode=GZ_PANDA_CAFE`)).json()) as Envelope<{
    imgMain: string;
  }>;
  const res = await request.get(poi.data.imgMain);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/webp');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect((await res.body()).byteLength).toBeGreaterThan(1000);
});
