import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { generateProducts } from '../../../gateway/db/seed/products/generate.ts';
import { resortNow } from '../../../gateway/services/products/dates.ts';
import { seedProducts } from '../../../gateway/db/seed/products/seed-products.ts';
import { pois as contentPois } from '../../../gateway/db/seed/content/pois.ts';
import {
  ERROR_CODES,
  envelopeSchema,
  validationErrorDataSchema,
} from '../../../src/lib/contract/envelope.ts';
import {
  aggCartSchema,
  aggListSchema,
  aggSchema,
  catalogIdSchema,
  payConfigListSchema,
  productCatalogListSchema,
  productDetailSchema,
  productListSchema,
  PRODUCT_ERROR_CODES,
} from '../../../src/lib/contract/product.ts';
import { data } from './support/envelope.ts';
import { createTestGateway, SEEDED_AT, type TestGateway } from './support/gateway.ts';
import { PRODUCT } from './support/search-fixture.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());
const at = (iso: string) => gw.clock.setOffset(Date.parse(iso) - SEEDED_AT);
/** Monday 2 March 2026, 12:00 in the resort. */
beforeEach(() => at('2026-03-02T04:00:00Z'));

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
async function food() {
  const [set] = await data(
    await get('/food/getFoodList?poiCode=GZ_RIVERSIDE_GRILL'),
    productListSchema,
  );
  if (!set) throw new Error('The grill sells a set.');
  return set;
}

describe('food/getFoodList and food/load', () => {
  it('lists the dining sets, priced on an eat date', async () => {
    const list = await data(
      await get('/food/getFoodList?regionCode=GZ&eatDate=2026-03-04'),
      productListSchema,
    );
    expect(list.map((p) => [p.productType, p.poiCode])).toEqual([['FOOD', 'GZ_RIVERSIDE_GRILL']]);
    await failure(
      await get('/food/getFoodList?eatDate=2026-01-04'),
      409,
      PRODUCT_ERROR_CODES.notOnSale,
    );
  });

  it('answers a set with its eat times; an eat time that has passed is refused', async () => {
    const { productId } = await food();
    const detail = await data(
      await get(`/food/load?productId=${productId}&eatDate=2026-03-02`),
      productDetailSchema,
    );
    expect(detail.sessions).toEqual(['11:30', '13:00', '18:00', '19:30']);
    expect(detail.sessionSlots[0]).toMatchObject({ session: '11:30', reason: 'STARTED' });
    await failure(
      await get(`/food/load?productId=${productId}&eatDate=2026-03-02&eatTime=11:30`),
      409,
      PRODUCT_ERROR_CODES.sessionStarted,
    );
    expect(await badFields(await get(`/food/load?productId=${productId}&eatTime=11:30`))).toEqual([
      'eatDate',
    ]);
  });

  it('does not answer a ticket as a dining product, nor a set as a ticket', async () => {
    const { productId } = await food();
    expect(await badFields(await get(`/ticket/load?productId=${productId}`))).toEqual([
      'productId',
    ]);
    const [ticket] = await data(await get('/ticket/list?productType=TICKET'), productListSchema);
    expect(await badFields(await get(`/food/load?productId=${ticket?.productId}`))).toEqual([
      'productId',
    ]);
  });
});

describe('catalog/list and getCatalogIdByProductId', () => {
  it('lists the product catalogues with their product counts', async () => {
    const catalogs = await data(
      await get('/catalog/list?poiCode=GZ_PARK'),
      productCatalogListSchema,
    );
    expect(catalogs.map((c) => [c.productType, c.productCount])).toEqual([
      ['TICKET', 1],
      ['OFFER', 1],
      ['BUNDLE', 1],
      ['ANNUAL_CARD', 1],
    ]);
    expect(catalogs[0]?.catalogName).toBe('Safari Park tickets');
    expect(await badFields(await get('/catalog/list?productType=x'))).toEqual(['productType']);
  });

  it('answers the catalogue of a product', async () => {
    const set = await food();
    const answer = await data(
      await get(`/catalog/getCatalogIdByProductId?productId=${set.productId}`),
      catalogIdSchema,
    );
    expect(answer).toEqual({ productId: set.productId, catalogId: set.catalogId });
    expect(await badFields(await get('/catalog/getCatalogIdByProductId?productId=1'))).toEqual([
      'productId',
    ]);
  });
});

describe('agg/list, agg/load and cart/getByAggId', () => {
  it('lists and loads the packages with their items', async () => {
    const aggs = await data(await get('/agg/list?regionCode=GZ'), aggListSchema);
    expect(aggs.map((a) => a.aggCode)).toEqual(['GZ_HOTEL_PACKAGE']);
    const agg = await data(await get(`/agg/load?aggId=${aggs[0]?.aggId}`), aggSchema);
    expect(agg.items.map((i) => [i.productType, i.quantity])).toEqual([
      ['HOTEL', 1],
      ['TICKET', 2],
    ]);
    expect(await badFields(await get('/agg/load?aggId=7'))).toEqual(['aggId']);
    expect(await badFields(await get('/agg/list?aggType=CRUISE'))).toEqual(['aggType']);
  });

  it('turns a package into priced cart lines for a date', async () => {
    const [agg] = await data(await get('/agg/list'), aggListSchema);
    const cart = await data(
      await get(`/cart/getByAggId?aggId=${agg?.aggId}&playDate=2026-03-04`),
      aggCartSchema,
    );
    const [room, tickets] = cart.lines;
    expect(room).toMatchObject({
      productType: 'HOTEL',
      startDate: '2026-03-04',
      endDate: '2026-03-05',
    });
    expect(tickets).toMatchObject({ productType: 'TICKET', quantity: 2 });
    expect(tickets?.subtotalCents).toBe((tickets?.unitPriceCents ?? 0) * 2);
    expect(cart.totalCents).toBe(cart.lines.reduce((s, l) => s + l.subtotalCents, 0));
    await failure(
      await get(`/cart/getByAggId?aggId=${agg?.aggId}&playDate=2026-01-04`),
      409,
      PRODUCT_ERROR_CODES.dateNotApplicable,
    );
    expect(await badFields(await get(`/cart/getByAggId?aggId=${agg?.aggId}`))).toEqual([
      'playDate',
    ]);
  });
});

describe('pay/config/list', () => {
  it('answers the seven payment methods with their channel modes, in the request language', async () => {
    const methods = await data(
      await gw.get('/cl-odss-app/guest/pay/config/list', 'zh-TW'),
      payConfigListSchema,
    );
    expect(methods.map((m) => [m.payType, m.channelMode])).toEqual([
      ['WXPAY', 'H5'],
      ['ALIPAY', 'H5'],
      ['ALIPAYHK', 'H5'],
      ['VISAPAY', 'H5_WEB'],
      ['MASTERCARDPAY', 'H5_WEB'],
      ['UNIONPAY', 'H5_WEB'],
      ['CUPPAY', 'H5_WEB'],
    ]);
    expect(methods[0]).toMatchObject({ payName: '微信支付', enabled: true });
  });
});

describe('product seed', () => {
  it('generates products for every POI of GZ and ZH of the real content, none for QY', () => {
    const data = generateProducts(contentPois);
    const selling = contentPois.filter((p) => p.regionCode !== 'QY').map((p) => p.poiCode);
    expect(new Set(data.products.map((p) => p.poiCode))).toEqual(new Set(selling));
    expect(data.aggs.length).toBeGreaterThan(0);
  });

  it('puts the products on sale from the gateway clock’s today, whatever that is', async () => {
    const live = await createTestGateway({ realTime: true });
    try {
      const today = resortNow(live.clock.now()).today;
      const res = await live.get(`${PRODUCT}/ticket/list?poiCode=GZ_PARK&playDate=${today}`, 'en');
      expect((await data(res, productListSchema)).length).toBeGreaterThan(0);
    } finally {
      await live.close();
    }
  });

  it('keeps stock already held or sold when seeded again', async () => {
    const { productId } = await food();
    await get(`/food/load?productId=${productId}&eatDate=2026-03-05`);
    const skusOf = gw.db.selectFrom('sku').select('id').where('product_id', '=', productId);
    await gw.db
      .updateTable('inventory')
      .set({ held: 1, sold: 2 })
      .where('date', '=', '2026-03-05')
      .where('session', '=', '18:00')
      .where('sku_id', 'in', skusOf)
      .execute();
    await seedProducts(gw.db);
    const rows = await gw.db
      .selectFrom('inventory')
      .select(['held', 'sold'])
      .where('date', '=', '2026-03-05')
      .where('session', '=', '18:00')
      .where('sku_id', 'in', skusOf)
      .execute();
    expect(rows).toEqual([
      { held: 1, sold: 2 },
      { held: 1, sold: 2 },
    ]);
  });
});
