import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poiListSchema, poiSchema } from '../../../src/lib/contract/cms.ts';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import { CMS, data } from './support/envelope.ts';
import { createTestGateway, SEEDED_AT, type TestGateway } from './support/gateway.ts';

let gw: TestGateway;
beforeEach(async () => {
  gw = await createTestGateway();
});
afterEach(() => gw.close());

describe('listPoi', () => {
  it('answers every POI in sort order, in each language', async () => {
    const expected = {
      'zh-TW': ['野生動物世界', '馬戲', '熊貓酒店', '河畔燒烤'],
      'zh-CN': ['野生动物世界', '马戏', '熊猫酒店', '河畔烧烤'],
      en: ['Safari Park', 'Circus', '熊貓酒店', 'Riverside Grill'],
    };
    for (const lang of LANGUAGES) {
      const pois = await data(await gw.get(`${CMS}/listPoi`, lang), poiListSchema);
      expect(
        pois.map((p) => p.poiName),
        lang,
      ).toEqual(expected[lang]);
    }
  });

  it('filters by regionCode, poiType and updatedSince', async () => {
    const gz = await data(await gw.get(`${CMS}/listPoi?regionCode=GZ`), poiListSchema);
    expect(gz.map((p) => p.poiCode)).toEqual(['GZ_PARK', 'GZ_HOTEL', 'GZ_RIVERSIDE_GRILL']);
    const hotels = await data(
      await gw.get(`${CMS}/listPoi?regionCode=GZ&poiType=3`),
      poiListSchema,
    );
    expect(hotels.map((p) => p.poiCode)).toEqual(['GZ_HOTEL']);
    const later = await data(
      await gw.get(`${CMS}/listPoi?updatedSince=${SEEDED_AT + 1}`),
      poiListSchema,
    );
    expect(later).toEqual([]);
  });
});

describe('load', () => {
  it('answers one POI by its code', async () => {
    const poi = await data(await gw.get(`${CMS}/load?poiCode=GZ_PARK`, 'zh-CN'), poiSchema);
    expect(poi).toMatchObject({
      poiCode: 'GZ_PARK',
      poiName: '野生动物世界',
      poiNameNative: '野生動物世界',
      poiType: 1,
      regionCode: 'GZ',
      imgMain: '/media/seed/gz_park.webp',
      poiRefundDesc: '不设退款',
    });
    expect(poi.id).toMatch(/^\d{18,19}$/);
  });

  it('answers 404 with a translated message for an unknown code', async () => {
    const res = await gw.get(`${CMS}/load?poiCode=NOPE`, 'en');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      state: 'error',
      code: 'NOT_FOUND',
      msg: 'No place has the code NOPE; check the code',
      data: null,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
