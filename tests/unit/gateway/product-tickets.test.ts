import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  envelopeSchema,
  validationErrorDataSchema,
} from '../../../src/lib/contract/envelope.ts';
import * as z from 'zod/mini';
import {
  parkListSchema,
  performanceListSchema,
  priceCalendarSchema,
  productDetailSchema,
  productListSchema,
  PRODUCT_ERROR_CODES,
} from '../../../src/lib/contract/product.ts';
import { data } from './support/envelope.ts';
import { fixtureSeed } from './support/fixture.ts';
import { createTestGateway, SEEDED_AT, type TestGateway } from './support/gateway.ts';
import { PRODUCT } from './support/search-fixture.ts';

let gw: TestGateway;
beforeAll(async () => {
  const seed = fixtureSeed();
  const park = seed.pois[0];
  if (!park) throw new Error('The fixture has a park.');
  seed.pois.push(
    { ...park, poiCode: 'QY_PARK', regionCode: 'QY' },
    { ...park, poiCode: 'GZ_WATER_PARK' },
  );
  gw = await createTestGateway({ data: seed });
});
afterAll(() => gw.close());
/** Monday 2 March 2026, 12:00 in the resort. */
const NOON = '2026-03-02T04:00:00Z';
const at = (iso: string) => gw.clock.setOffset(Date.parse(iso) - SEEDED_AT);
beforeEach(() => at(NOON));

const get = (path: string, lang = 'en') => gw.get(`${PRODUCT}${path}`, lang);
async function failure(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = envelopeSchema(z.unknown()).parse(await res.json());
  expect(body).toMatchObject({ state: 'error', code });
  return body;
}
async function badFields(res: Response): Promise<string[]> {
  const body = await failure(res, 400, ERROR_CODES.validation);
  return validationErrorDataSchema.parse(body.data).fields.map((f) => f.field);
}
async function products(query: string) {
  return data(await get(`/ticket/list?${query}`), productListSchema);
}
async function productOf(code: string) {
  const found = (await products('')).find((p) => p.productCode === code);
  if (!found) throw new Error(`No product ${code}.`);
  return found;
}

describe('ticket/list', () => {
  it('lists the tickets, offers, bundles and annual cards of parks and shows, not QY', async () => {
    const list = await products('');
    expect(new Set(list.map((p) => p.productType))).toEqual(
      new Set(['TICKET', 'OFFER', 'BUNDLE', 'ANNUAL_CARD', 'SHOW']),
    );
    expect(list.every((p) => p.regionCode !== 'QY')).toBe(true);
    expect(list.every((p) => p.freeUnderAge === 3 && p.fromPriceCents > 0)).toBe(true);
    expect((await products('regionCode=ZH')).map((p) => p.poiCode)).toEqual(['ZH_SHOW', 'ZH_SHOW']);
    expect(
      (await products('poiCode=GZ_PARK&productType=BUNDLE')).map((p) => p.productCode),
    ).toEqual(['GZ_PARK_BUNDLE']);
  });

  it('answers in the request language', async () => {
    const [zh] = await data(
      await get('/ticket/list?productType=TICKET', 'zh-TW'),
      productListSchema,
    );
    const [en] = await products('productType=TICKET');
    expect(zh?.productName).toBe('野生動物世界一日門票');
    expect(en?.productName).toBe('Safari Park day ticket');
  });

  it('prices the products on a play date and answers the day’s status', async () => {
    const list = await products('poiCode=GZ_PARK&playDate=2026-03-07');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.status === 'AVAILABLE' || p.status === 'SOLD_OUT')).toBe(true);
  });

  it('answers “no products on sale for this date” for a past date or one beyond the window', async () => {
    for (const date of ['2026-03-01', '2026-12-31']) {
      const body = await failure(
        await get(`/ticket/list?playDate=${date}`),
        409,
        PRODUCT_ERROR_CODES.notOnSale,
      );
      expect(body.msg).toContain('No products on sale for this date');
    }
  });

  it('rejects bad parameters with the field named', async () => {
    expect(await badFields(await get('/ticket/list?playDate=2026-02-30'))).toEqual(['playDate']);
    expect(await badFields(await get('/ticket/list?regionCode=XX'))).toEqual(['regionCode']);
    expect(await badFields(await get('/ticket/list?productType=CAR'))).toEqual(['productType']);
    expect(await badFields(await get('/ticket/list?poiType=9'))).toEqual(['poiType']);
    expect(await badFields(await get('/ticket/list?poiCode=a&poiCode=b'))).toEqual(['poiCode']);
  });
});

describe('ticket/load', () => {
  it('answers a product with its SKUs, detail text and the POI refund terms', async () => {
    const { productId } = await productOf('GZ_PARK_DAY');
    const detail = await data(
      await get(`/ticket/load?productId=${productId}`),
      productDetailSchema,
    );
    expect(detail.skus.map((s) => s.skuType)).toEqual(['ADULT', 'CHILD', 'SENIOR']);
    expect(detail.skus.find((s) => s.skuType === 'CHILD')).toMatchObject({ minAge: 3, maxAge: 11 });
    expect(detail.poiRefundDesc).toBe('Non-refundable');
    expect(detail.productDetailDesc).toContain('<p>');
    expect(detail.date).toBeNull();
  });

  it('prices a date at its tier, with stock per SKU', async () => {
    const { productId } = await productOf('GZ_PARK_DAY');
    const monday = await data(
      await get(`/ticket/load?productId=${productId}&playDate=2026-03-09`),
      productDetailSchema,
    );
    const saturday = await data(
      await get(`/ticket/load?productId=${productId}&playDate=2026-03-07`),
      productDetailSchema,
    );
    expect(monday.tier).toBe('OFF_PEAK');
    expect(saturday.tier).toBe('PEAK');
    const adult = (d: typeof monday) => d.skus.find((s) => s.skuType === 'ADULT');
    expect(adult(saturday)?.priceCents).toBeGreaterThan(adult(monday)?.priceCents ?? Infinity);
    expect(adult(monday)?.stockLeft).toBeGreaterThan(0);
  });

  it('answers “booking time is past the session start” for a session of today that began', async () => {
    const { productId } = await productOf('GZ_PARK_EVENING');
    const ok = await get(`/ticket/load?productId=${productId}&playDate=2026-03-02&session=16:00`);
    expect(ok.status).toBe(200);
    at('2026-03-02T08:30:00Z'); // 16:30 in the resort
    const body = await failure(
      await get(`/ticket/load?productId=${productId}&playDate=2026-03-02&session=16:00`),
      409,
      PRODUCT_ERROR_CODES.sessionStarted,
    );
    expect(body.msg).toContain('Booking time is past the session start');
  });

  it('answers “date not applicable” for a date the product is not on sale', async () => {
    const { productId } = await productOf('GZ_PARK_DAY');
    const body = await failure(
      await get(`/ticket/load?productId=${productId}&playDate=2026-03-01`),
      409,
      PRODUCT_ERROR_CODES.dateNotApplicable,
    );
    expect(body.data).toEqual({ date: '2026-03-01', reason: 'PAST' });
    expect(body.msg).toContain('Date not applicable');
  });

  it('answers “product configuration exception” for a product without SKUs', async () => {
    const { productId } = await productOf('GZ_PARK_ANNUAL');
    await gw.db.deleteFrom('sku').where('product_id', '=', productId).execute();
    const body = await failure(
      await get(`/ticket/load?productId=${productId}`),
      409,
      PRODUCT_ERROR_CODES.configInvalid,
    );
    expect(body.msg).toContain('Product configuration exception');
    expect((await products('')).some((p) => p.productId === productId)).toBe(false);
  });

  it('rejects unknown ids, unknown sessions and bad inputs with the field named', async () => {
    const { productId } = await productOf('ZH_SHOW_SHOW');
    expect(await badFields(await get('/ticket/load?productId=123456789012345678'))).toEqual([
      'productId',
    ]);
    expect(await badFields(await get('/ticket/load?productId=abc'))).toEqual(['productId']);
    expect(await badFields(await get('/ticket/load'))).toEqual(['productId']);
    expect(
      await badFields(
        await get(`/ticket/load?productId=${productId}&playDate=2026-03-03&session=09:00`),
      ),
    ).toEqual(['session']);
    expect(await badFields(await get(`/ticket/load?productId=${productId}&session=14:30`))).toEqual(
      ['playDate'],
    );
    expect(
      await badFields(
        await get(`/ticket/load?productId=${productId}&playDate=2026-03-03&session=25:00`),
      ),
    ).toEqual(['session']);
  });
});

describe('getPriceCalendarList', () => {
  it('answers one day per date with price, tier, stock and status, sold-out days included', async () => {
    const { productId } = await productOf('ZH_SHOW_SHOW');
    const calendar = await data(
      await get(
        `/info/getPriceCalendarList?productId=${productId}&startDate=2026-02-28&endDate=2026-04-30`,
      ),
      priceCalendarSchema,
    );
    expect(calendar.days).toHaveLength(62);
    expect(calendar.today).toBe('2026-03-02');
    expect(calendar.days.slice(0, 2).map((d) => d.status)).toEqual(['UNAVAILABLE', 'UNAVAILABLE']);
    const today = calendar.days[2];
    expect(today?.sessions.map((s) => s.session)).toEqual(['14:30', '19:30']);
    expect(today?.sessions.some((s) => s.reason === 'STARTED')).toBe(false);
    const soldOut = calendar.days.flatMap((d) => d.sessions).filter((s) => s.status === 'SOLD_OUT');
    expect(soldOut.length).toBeGreaterThan(0);
    expect(calendar.days.find((d) => d.date === '2026-03-07')?.tier).toBe('PEAK');
  });

  it('shows a seasonal park closed out of season', async () => {
    const { productId } = await productOf('GZ_WATER_PARK_DAY');
    const calendar = await data(
      await get(
        `/info/getPriceCalendarList?productId=${productId}&startDate=2026-04-29&endDate=2026-05-02`,
      ),
      priceCalendarSchema,
    );
    expect(calendar.days.map((d) => d.reason === 'CLOSED')).toEqual([true, true, false, false]);
    await failure(
      await get(`/ticket/load?productId=${productId}&playDate=2026-04-29`),
      409,
      PRODUCT_ERROR_CODES.dateNotApplicable,
    );
  });

  it('answers a sold-out day with no stock left on any SKU', async () => {
    const { productId } = await productOf('GZ_PARK_DAY');
    const calendar = await data(
      await get(
        `/info/getPriceCalendarList?productId=${productId}&startDate=2026-03-02&endDate=2026-05-02`,
      ),
      priceCalendarSchema,
    );
    const soldOut = calendar.days.find((d) => d.status === 'SOLD_OUT');
    expect(soldOut).toMatchObject({ stockLeft: 0, reason: 'SOLD_OUT' });
    const detail = await data(
      await get(`/ticket/load?productId=${productId}&playDate=${soldOut?.date}`),
      productDetailSchema,
    );
    expect(detail.status).toBe('SOLD_OUT');
    expect(detail.skus.map((s) => s.stockLeft)).toEqual([0, 0, 0]);
  });

  it('rejects reversed, too long and malformed ranges with the field named', async () => {
    const { productId } = await productOf('GZ_PARK_DAY');
    const cal = (q: string) => get(`/info/getPriceCalendarList?productId=${productId}&${q}`);
    expect(await badFields(await cal('startDate=2026-03-10&endDate=2026-03-09'))).toEqual([
      'endDate',
    ]);
    expect(await badFields(await cal('startDate=2026-03-01&endDate=2026-05-02'))).toEqual([
      'endDate',
    ]);
    expect(await badFields(await cal('startDate=2026-3-1&endDate=2026-03-09'))).toEqual([
      'startDate',
    ]);
    expect(await badFields(await cal('startDate=2026-03-01'))).toEqual(['endDate']);
    expect(
      await badFields(await cal('startDate=2026-03-01&endDate=2026-03-02&checkOutDate=2026-03-03')),
    ).toEqual(['checkOutDate']);
  });
});

describe('getParkList and getPerformanceList', () => {
  it('lists the parks with their product count and lowest price; QY sells nothing yet', async () => {
    const parks = await data(await get('/ticket/getParkList'), parkListSchema);
    expect(parks.map((p) => [p.poiCode, p.productCount > 0])).toEqual([
      ['GZ_PARK', true],
      ['GZ_WATER_PARK', true],
      ['QY_PARK', false],
    ]);
    expect(parks[2]?.fromPriceCents).toBeNull();
  });

  it('lists the shows of a date with their sessions, closing those that have started', async () => {
    at('2026-03-02T07:00:00Z'); // 15:00 in the resort
    const shows = await data(
      await get('/ticket/getPerformanceList?regionCode=ZH'),
      performanceListSchema,
    );
    expect(shows.map((s) => s.productCode)).toEqual(['ZH_SHOW_SHOW', 'ZH_SHOW_BUNDLE']);
    const slots = shows[0]?.sessionSlots ?? [];
    expect(slots.map((s) => s.session)).toEqual(['14:30', '19:30']);
    expect(slots[0]).toMatchObject({ status: 'UNAVAILABLE', reason: 'STARTED' });
    expect(slots[1]?.reason).not.toBe('STARTED');
    await failure(
      await get('/ticket/getPerformanceList?playDate=2026-03-01'),
      409,
      PRODUCT_ERROR_CODES.notOnSale,
    );
    expect(await badFields(await get('/ticket/getPerformanceList?playDate=tomorrow'))).toEqual([
      'playDate',
    ]);
  });
});
