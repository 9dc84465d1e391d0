import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, validationErrorDataSchema } from '../../../src/lib/contract/envelope.ts';
import { searchInfoResultSchema } from '../../../src/lib/contract/search.ts';
import { CMS, data } from './support/envelope.ts';
import { createTestGateway, type TestGateway } from './support/gateway.ts';
import { searchSeed } from './support/search-fixture.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway({ data: searchSeed() });
});
afterAll(() => gw.close());

const SEARCH = `${CMS}/searchInfo`;
const search = (query: string, lang = 'en') => gw.get(`${SEARCH}?${query}`, lang);
const kw = (keyword: string) => `keyword=${encodeURIComponent(keyword)}`;

async function result(query: string, lang = 'en') {
  return data(await search(query, lang), searchInfoResultSchema);
}
/** The titles of the items found. */
const titles = async (query: string, lang = 'en') =>
  (await result(query, lang)).list.map((hit) => hit.infoTitle);

describe('searchInfo', () => {
  it('finds items by title in each language, answered in that language', async () => {
    expect(await titles(kw('第一張'), 'zh-TW')).toEqual(['第一張']);
    expect(await titles(kw('第一张'), 'zh-CN')).toEqual(['第一张']);
    expect(await titles(kw('FIRST'), 'en')).toEqual(['First slide']);
    // the request language's texts are searched, not the others
    expect(await titles(kw('第一張'), 'en')).toEqual([]);
  });

  it('finds items by summary and by tag', async () => {
    expect(await titles(kw('faq-2 summary'))).toEqual(['Question two']);
    expect(await titles(kw('熱門'), 'zh-TW')).toEqual(['第一張']);
    expect(await titles(kw('hot'))).toEqual(['First slide']);
  });

  it('searches the zh-TW text where a translation is missing', async () => {
    const { list } = await result(kw('只有中文'));
    expect(list.map((h) => [h.infoTitle, h.poiCode, h.regionCode])).toEqual([
      ['只有中文標題', 'GZ_PARK', 'GZ'],
    ]);
  });

  it('lists title matches first, then in page order', async () => {
    // "Safari news" matches by title; the sale only by its summary
    expect(await titles(kw('safari'))).toEqual(['Safari news', 'Midsummer sale: 50% off']);
  });

  it('never offers raw HTML items or untitled items', async () => {
    const { list } = await result(kw('safari'));
    expect(list.some((h) => h.infoTitle === 'Safari notice')).toBe(false);
    expect(await titles(kw('without a title'))).toEqual([]);
    expect(await titles(kw('notice'))).toEqual([]);
  });

  it('matches home items only when no region is asked for', async () => {
    expect(await titles(`${kw('slide')}&regionCode=GZ`)).toEqual(['First slide', 'Second slide']);
    expect(await titles(`${kw('news')}&regionCode=GZ`)).toEqual([]);
    const home = await result(kw('news'));
    expect(home.list.map((h) => [h.infoTitle, h.regionCode, h.poiCode])).toEqual([
      ['Safari news', '', 'HOME'],
    ]);
    expect(await titles(`${kw('slide')}&regionCode=ZH`)).toEqual([]);
  });

  it('treats %, _ and \\ in the keyword literally', async () => {
    expect(await titles(kw('50%'))).toEqual(['Midsummer sale: 50% off']);
    expect(await titles(kw('%'))).toEqual(['Midsummer sale: 50% off']);
    expect(await titles(kw('half_price'))).toEqual(['Midsummer sale: 50% off']);
    // as wildcards these would match "First slide" and "Second slide"
    expect(await titles(kw('st_sl'))).toEqual([]);
    expect(await titles(kw('t%slide'))).toEqual([]);
    expect(await titles(kw('\\'))).toEqual([]);
  });

  it('pages the hits, with the total of all pages', async () => {
    const first = await result(kw('slide'));
    expect(first).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    const second = await result(`${kw('slide')}&pageNum=2&pageSize=1`);
    expect(second).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(second.list.map((h) => h.infoTitle)).toEqual(['Second slide']);
    const beyond = await result(`${kw('slide')}&pageNum=3&pageSize=1`);
    expect(beyond).toEqual({ list: [], total: 2, pageNum: 3, pageSize: 1 });
  });

  it('answers hits that link to their detail page or to their own link', async () => {
    const { list } = await result(kw('slide'));
    const [first, second] = list;
    expect(first?.id).toMatch(/^\d{18,19}$/);
    expect(first?.catalogId).toMatch(/^\d{18,19}$/);
    expect(first).toMatchObject({ poiCode: 'GZ', infoLink: '', infoTag: 'hot,new' });
    expect(second?.infoLink).toBe('https://example.com');
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'catalogId',
        'id',
        'infoLink',
        'infoSummary',
        'infoTag',
        'infoTitle',
        'poiCode',
        'regionCode',
      ].sort(),
    );
  });
});

describe('searchInfo validation', () => {
  const failure = envelopeSchema(validationErrorDataSchema);
  async function rejected(query: string, lang = 'en') {
    const res = await search(query, lang);
    expect(res.status, query).toBe(400);
    const body = failure.parse(await res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    return Object.fromEntries(body.data.fields.map((f) => [f.field, f.message]));
  }

  it('needs a keyword of 1 to 50 characters', async () => {
    expect(await rejected('pageNum=1')).toEqual({ keyword: 'keyword cannot be empty' });
    expect(await rejected(kw('x'.repeat(51)))).toEqual({
      keyword: 'keyword must be 1 to 50 characters; shorten it and search again',
    });
  });

  it('refuses a bad region, page number and page size, naming each', async () => {
    expect(await rejected(`${kw('a')}&regionCode=HOME&pageNum=0&pageSize=500`)).toEqual({
      regionCode: 'regionCode must be one of: GZ, ZH, QY',
      pageNum: 'pageNum must be at least 1',
      pageSize: 'pageSize must be at most 50',
    });
    expect(await rejected(`${kw('a')}&pageSize=ten`)).toEqual({
      pageSize: 'pageSize must be a whole number',
    });
  });
});
