import { sql } from 'kysely';
import { DEFAULT_LANGUAGE, type Language, POI_TYPE } from '../../../src/lib/contract/common.ts';
import type {
  PerformanceListQuery,
  ProductDetail,
  ProductSummary,
  ProductType,
  RegionQuery,
} from '../../../src/lib/contract/product.ts';
import { sanitizeRichText } from '../../../src/lib/html/sanitize.ts';
import type { Db } from '../../db/client.ts';
import { calendarDay, dateBlock, sessionStarted, type Moment } from './availability.ts';
import {
  configInvalidError,
  dateNotApplicableError,
  notOnSaleError,
  sessionStartedError,
  UnknownInputError,
} from './errors.ts';
import { loadStock } from './inventory.ts';
import { findProducts, type ProductFilter, type ProductRecord } from './repository.ts';
import { fromPrice, toSku, toSummary } from './views.ts';

/** The product types sold by date at parks and shows (ticket/list), and at restaurants. */
export const TICKET_TYPES: readonly ProductType[] = [
  'TICKET',
  'SHOW',
  'ANNUAL_CARD',
  'OFFER',
  'BUNDLE',
];
export const FOOD_TYPES: readonly ProductType[] = ['FOOD'];

/**
 * The products of a filter; with a date, priced on that date, leaving out those not on sale
 * then (sold-out ones stay, marked SOLD_OUT). Nothing on sale that date: PRODUCT_NOT_ON_SALE.
 */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  date: string | undefined,
  lang: Language,
  now: Moment,
): Promise<ProductSummary[]> {
  const products = (await findProducts(db, filter, lang)).filter((p) => !p.configInvalid);
  if (date === undefined) return products.map((p) => toSummary(p));
  const stock = await loadStock(db, products, [date], now);
  const onSale = products
    .map((p) => toSummary(p, calendarDay(date, p, p.skus, stock, now)))
    .filter((s) => s.status !== 'UNAVAILABLE');
  if (onSale.length === 0) throw notOnSaleError(date);
  return onSale;
}

/** One product of the given types, or a 400 on productId. Misconfigured: 409. */
export async function loadProductRecord(
  db: Db,
  productId: string,
  types: readonly ProductType[] | undefined,
  lang: Language,
): Promise<ProductRecord> {
  const [product] = await findProducts(
    db,
    types ? { productIds: [productId], productTypes: types } : { productIds: [productId] },
    lang,
  );
  if (!product) throw new UnknownInputError('productId', 'errors.product.notFound');
  if (product.configInvalid) throw configInvalidError(productId);
  return product;
}

/** ticket/load and food/load: one product, priced on a date (and session) when given. */
export async function loadProduct(
  db: Db,
  q: { productId: string; date?: string | undefined; session?: string | undefined },
  types: readonly ProductType[],
  lang: Language,
  now: Moment,
): Promise<ProductDetail> {
  const product = await loadProductRecord(db, q.productId, types, lang);
  const base = {
    ...toSummary(product),
    // Rich text leaves the gateway sanitised: the islands render it as HTML.
    productDetailDesc: sanitizeRichText(product.productDetailDesc || product.productDesc),
    poiRefundDesc: sanitizeRichText(product.poiRefundDesc),
  };
  const { date, session } = q;
  if (date === undefined) {
    return {
      ...base,
      date: null,
      tier: null,
      skus: product.skus.map((s) => toSku(s, null)),
      sessionSlots: [],
    };
  }
  const block = dateBlock(date, product, now);
  if (block) throw dateNotApplicableError(date, block);
  if (session !== undefined) {
    if (!product.sessions.includes(session)) {
      throw new UnknownInputError('session', 'errors.product.sessionUnknown');
    }
    if (sessionStarted(date, session, now)) throw sessionStartedError(date, session);
  }
  const stock = await loadStock(db, [product], [date], now);
  const day = calendarDay(date, product, product.skus, stock, now);
  const sessions = session === undefined ? product.sessions : [session];
  return {
    ...base,
    fromPriceCents: day.priceCents ?? fromPrice(product),
    status: day.status,
    date,
    tier: day.tier,
    skus: product.skus.map((s) => toSku(s, { date, sessions, stock })),
    sessionSlots: day.sessions,
  };
}

/** getParkList: the parks of an area with how many products they sell and from what price. */
export async function listParks(db: Db, q: RegionQuery, lang: Language) {
  let parks = db
    .selectFrom('poi as p')
    .leftJoin('poi_i18n as l', (j) => j.onRef('l.poi_id', '=', 'p.id').on('l.lang', '=', lang))
    .leftJoin('poi_i18n as d', (j) =>
      j.onRef('d.poi_id', '=', 'p.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'p.poi_code',
      'p.poi_type',
      'p.region_code',
      'p.img_main',
      sql<string>`COALESCE(NULLIF(l.poi_name, ''), d.poi_name, p.poi_code)`.as('poi_name'),
    ])
    .where('p.poi_type', '=', POI_TYPE.park);
  if (q.regionCode !== undefined) parks = parks.where('p.region_code', '=', q.regionCode);
  const rows = await parks.orderBy('p.region_code').orderBy('p.sort').orderBy('p.id').execute();
  const products = (
    await findProducts(
      db,
      { regionCode: q.regionCode, poiType: POI_TYPE.park, productTypes: TICKET_TYPES },
      lang,
    )
  ).filter((p) => !p.configInvalid);
  return rows.map((row) => {
    const own = products.filter((p) => p.poiCode === row.poi_code);
    return {
      poiCode: row.poi_code,
      poiName: row.poi_name,
      poiType: row.poi_type,
      regionCode: row.region_code,
      imgMain: row.img_main,
      productCount: own.length,
      fromPriceCents: own.length ? Math.min(...own.map(fromPrice)) : null,
    };
  });
}

/** getPerformanceList: the show tickets and bundles of a date (today by default) with their sessions. */
export async function listPerformances(
  db: Db,
  q: PerformanceListQuery,
  lang: Language,
  now: Moment,
) {
  const date = q.playDate ?? now.today;
  const shows = (
    await findProducts(
      db,
      {
        regionCode: q.regionCode,
        poiCode: q.poiCode,
        poiType: POI_TYPE.show,
        productTypes: TICKET_TYPES,
      },
      lang,
    )
  ).filter((p) => !p.configInvalid && dateBlock(date, p, now) === null);
  if (shows.length === 0) throw notOnSaleError(date);
  const stock = await loadStock(db, shows, [date], now);
  return shows.map((p) => {
    const day = calendarDay(date, p, p.skus, stock, now);
    return { ...toSummary(p, day), date, sessionSlots: day.sessions };
  });
}
