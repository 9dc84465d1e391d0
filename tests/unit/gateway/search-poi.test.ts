import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import { envelopeSchema, validationErrorDataSchema } from '../../../src/lib/contract/envelope.ts';
import { searchPoiResultSchema } from '../../../src/lib/contract/search.ts';
import { data } from './support/envelope.ts';
import { createTestGateway, type TestGateway } from './support/gateway.ts';
import { PRODUCT, searchSeed } from './support/search-fixture.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway({ data: searchSeed() });
});
afterAll(() => gw.close());

const SEARCH = `${PRODUCT}/info/searchPoi`;
const search = (query: string, lang = 'en') => gw.get(`${SEARCH}?${query}`, lang);
const kw = (keyword: string) => `keyword=${encodeURIComponent(keyword)}`;

/** The codes (or names) of the places found. */
async function found(query: string, lang = 'en', field: 'poiCode' | 'poiName' = 'poiCode') {
  const pois = await data(await search(query, lang), searchPoiResultSchema);
  return pois.map((p) => p[field]);
}

describe('searchPoi', () => {
  it('finds a place by its name in each language, answered in the request language', async () => {
    expect(await found(kw('野生動物'), 'zh-TW', 'poiName')).toEqual(['野生動物世界']);
    expect(await found(kw('野生动物'), 'zh-CN', 'poiName')).toEqual(['野生动物世界']);
    expect(await found(kw('Safari'), 'en', 'poiName')).toEqual(['Safari Park']);
  });

  it('finds a place by a name in another language than the request’s', async () => {
    for (const lang of LANGUAGES) {
      expect(await found(kw('safari park'), lang), lang).toEqual(['GZ_PARK']);
      expect(await found(kw('马戏'), lang), lang).toEqual(['ZH_SHOW']);
    }
    expect(await found(kw('Circus'), 'zh-TW', 'poiName')).toEqual(['馬戲']);
    expect(await found(kw('馬戲'), 'en', 'poiName')).toEqual(['Circus']);
  });

  it('ignores case and surrounding spaces', async () => {
    expect(await found(kw('  SAFARI pArK  '))).toEqual(['GZ_PARK']);
  });

  it('finds a place by its native name and by its code', async () => {
    expect(await found(kw('沙灘'))).toEqual(['ZH_BEACH_CAFE']);
    expect(await found(kw('gz_hotel'))).toEqual(['GZ_HOTEL']);
  });

  it('falls back to the zh-TW name where a translation is missing', async () => {
    const pois = await data(await search(kw('熊貓酒店'), 'en'), searchPoiResultSchema);
    expect(pois.map((p) => p.poiName)).toEqual(['熊貓酒店']);
  });

  it('lists name matches before summary matches, then in sort order', async () => {
    // the beach kiosk sorts first but only its summary mentions a grill
    expect(await found(kw('grill'))).toEqual(['GZ_RIVERSIDE_GRILL', 'ZH_BEACH_CAFE']);
    expect(await found(kw('燒烤'), 'zh-TW')).toEqual(['GZ_RIVERSIDE_GRILL', 'ZH_BEACH_CAFE']);
  });

  it('filters by regionCode and poiType', async () => {
    expect(await found(`${kw('grill')}&regionCode=ZH`)).toEqual(['ZH_BEACH_CAFE']);
    expect(await found(`${kw('summary')}&regionCode=GZ&poiType=3`)).toEqual(['GZ_HOTEL']);
    expect(await found(`${kw('grill')}&regionCode=QY`)).toEqual([]);
  });

  it('treats %, _ and \\ in the keyword literally', async () => {
    expect(await found(kw('%'))).toEqual(['GZ_FUN_ZONE']);
    expect(await found(kw('100%'))).toEqual(['GZ_FUN_ZONE']);
    // as wildcards these would match "100% Fun Zone" and "Safari Park"
    expect(await found(kw('0%F'))).toEqual([]);
    expect(await found(kw('Safari_Park'))).toEqual([]);
    expect(await found(kw('Fun_Zone'))).toEqual(['GZ_FUN_ZONE']);
    expect(await found(kw('\\'))).toEqual([]);
    expect(await found(kw('\\%'))).toEqual([]);
  });

  it('answers every place in the contract shape, with the id as a string', async () => {
    const pois = await data(await search(kw('a')), searchPoiResultSchema);
    expect(pois.length).toBeGreaterThan(3);
    for (const p of pois) expect(p.id).toMatch(/^\d{18,19}$/);
  });

  it('answers nothing, not an error, when nothing matches', async () => {
    expect(await found(kw('no such place'))).toEqual([]);
  });

  it('may be cached publicly per language', async () => {
    const res = await search(kw('safari'));
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });
});

describe('searchPoi validation', () => {
  const failure = envelopeSchema(validationErrorDataSchema);
  async function rejected(query: string, lang = 'en') {
    const res = await search(query, lang);
    expect(res.status, query).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = failure.parse(await res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    return Object.fromEntries(body.data.fields.map((f) => [f.field, f.message]));
  }

  it('needs a keyword', async () => {
    expect(await rejected('')).toEqual({ keyword: 'keyword cannot be empty' });
    expect(await rejected('keyword=')).toEqual({ keyword: 'keyword cannot be empty' });
    expect(await rejected('keyword=%20%20')).toEqual({ keyword: 'keyword cannot be empty' });
  });

  it('accepts 50 characters and refuses 51, in the request language', async () => {
    expect((await search(kw('x'.repeat(50)))).status).toBe(200);
    expect(await rejected(kw('x'.repeat(51)))).toEqual({
      keyword: 'keyword must be 1 to 50 characters; shorten it and search again',
    });
    expect(await rejected(kw('x'.repeat(51)), 'zh-TW')).toEqual({
      keyword: 'keyword須為 1 至 50 個字元，請縮短後再搜尋',
    });
    expect(await rejected(kw('好'.repeat(300)), 'zh-CN')).toEqual({
      keyword: 'keyword须为 1 至 50 个字符，请缩短后再搜索',
    });
  });

  it('refuses a bad region and a bad place type', async () => {
    expect(await rejected(`${kw('a')}&regionCode=XX&poiType=5`)).toEqual({
      regionCode: 'regionCode must be one of: GZ, ZH, QY',
      poiType: 'poiType must be at most 4',
    });
  });
});
