import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/contract/common.ts';
import {
  AGG_TYPES,
  PRODUCT_TYPES,
  type Agg,
  type AggCart,
  type AggType,
  type CartByAggQuery,
} from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { translated } from '../../db/sql.ts';
import { calendarDay, dateBlock, priceOn, type Moment } from './availability.ts';
import { stayDates, stayQuotes } from './calendar.ts';
import { addDays } from './dates.ts';
import { configInvalidError, dateNotApplicableError, UnknownInputError } from './errors.ts';
import { loadStock } from './inventory.ts';
import { findProducts } from './repository.ts';

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

/** Aggregates (packages) with their items, in display order. */
export async function findAggs(
  db: Db,
  filter: { aggId?: string; aggType?: AggType | undefined; regionCode?: string | undefined },
  lang: Language,
): Promise<Agg[]> {
  let query = db
    .selectFrom('agg as a')
    .leftJoin('agg_i18n as l', (j) => j.onRef('l.agg_id', '=', 'a.id').on('l.lang', '=', lang))
    .leftJoin('agg_i18n as d', (j) =>
      j.onRef('d.agg_id', '=', 'a.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'a.id',
      'a.agg_code',
      'a.agg_type',
      'a.region_code',
      'a.nights',
      'a.sort',
      translated('agg_name').as('agg_name'),
      translated('agg_desc').as('agg_desc'),
    ]);
  if (filter.aggId !== undefined) query = query.where('a.id', '=', filter.aggId);
  if (filter.aggType !== undefined) query = query.where('a.agg_type', '=', filter.aggType);
  if (filter.regionCode !== undefined) query = query.where('a.region_code', '=', filter.regionCode);
  const aggs = await query.orderBy('a.region_code').orderBy('a.sort').orderBy('a.id').execute();
  if (aggs.length === 0) return [];
  const items = await db
    .selectFrom('agg_item as i')
    .innerJoin('sku as s', 's.id', 'i.sku_id')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .leftJoin('product_i18n as l', (j) =>
      j.onRef('l.product_id', '=', 'p.id').on('l.lang', '=', lang),
    )
    .leftJoin('product_i18n as d', (j) =>
      j.onRef('d.product_id', '=', 'p.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'i.agg_id',
      'i.sku_id',
      'i.quantity',
      'p.id as product_id',
      'p.product_type',
      'p.poi_code',
      translated('product_name').as('product_name'),
    ])
    .where(
      'i.agg_id',
      'in',
      aggs.map((a) => a.id),
    )
    .orderBy('i.agg_id')
    .orderBy('i.sort')
    .execute();
  return aggs.map((row) => ({
    aggId: row.id,
    aggCode: row.agg_code,
    aggType: oneOf(AGG_TYPES, row.agg_type, 'PARK_SHOW'),
    regionCode: row.region_code,
    aggName: row.agg_name,
    aggDesc: row.agg_desc,
    nights: row.nights,
    sort: row.sort,
    items: items
      .filter((i) => i.agg_id === row.id)
      .map((i) => ({
        productId: i.product_id,
        skuId: i.sku_id,
        quantity: i.quantity,
        productName: i.product_name,
        productType: oneOf(PRODUCT_TYPES, i.product_type, 'TICKET'),
        poiCode: i.poi_code,
      })),
  }));
}

export async function loadAgg(db: Db, aggId: string, lang: Language): Promise<Agg> {
  const [agg] = await findAggs(db, { aggId }, lang);
  if (!agg) throw new UnknownInputError('aggId', 'errors.product.aggNotFound');
  return agg;
}

/**
 * cart/getByAggId: an agg as cart lines priced for a date. A hotel line covers the agg's
 * nights from that date (priced night by night); a line with sessions takes the first session
 * still on sale. A date the agg cannot be used on: DATE_NOT_APPLICABLE.
 */
export async function aggCart(
  db: Db,
  q: CartByAggQuery,
  lang: Language,
  now: Moment,
): Promise<AggCart> {
  const agg = await loadAgg(db, q.aggId, lang);
  const products = await findProducts(db, { productIds: agg.items.map((i) => i.productId) }, lang);
  const date = q.playDate;
  const nights = Math.max(agg.nights, 1);
  const checkOut = addDays(date, nights);
  const stock = await loadStock(db, products, stayDates(date, checkOut), now);
  const lines = agg.items.map((item) => {
    const product = products.find((p) => p.productId === item.productId);
    const sku = product?.skus.find((s) => s.skuId === item.skuId);
    if (!product || !sku || product.configInvalid) throw configInvalidError(item.productId);
    const block = dateBlock(date, product, now);
    if (block) throw dateNotApplicableError(date, block);
    const only = { ...product, skus: [sku] };
    const common = {
      productId: product.productId,
      skuId: sku.skuId,
      productName: product.productName,
      skuName: sku.skuName,
      productType: product.productType,
      poiCode: product.poiCode,
      poiType: product.poiType,
      quantity: item.quantity,
      startDate: date,
    };
    if (product.productType === 'HOTEL') {
      const { asked } = stayQuotes(only, date, stock, now, checkOut);
      const unit = asked?.totalCents ?? 0;
      const left = Math.min(...(asked?.nightly ?? []).map((n) => n.stockLeft));
      return {
        ...common,
        endDate: checkOut,
        session: null,
        unitPriceCents: unit,
        subtotalCents: unit * item.quantity,
        stockLeft: left,
        status: asked?.status ?? 'UNAVAILABLE',
      };
    }
    const day = calendarDay(date, only, only.skus, stock, now);
    const slot = day.sessions.find((s) => s.status === 'AVAILABLE');
    const unit = priceOn(sku, date);
    const left = slot ? slot.stockLeft : day.stockLeft;
    return {
      ...common,
      endDate: date,
      session: slot?.session ?? null,
      unitPriceCents: unit,
      subtotalCents: unit * item.quantity,
      stockLeft: left,
      status: day.status,
    };
  });
  const status = lines.some((l) => l.status === 'UNAVAILABLE')
    ? 'UNAVAILABLE'
    : lines.some((l) => l.status === 'SOLD_OUT' || l.stockLeft < l.quantity)
      ? 'SOLD_OUT'
      : 'AVAILABLE';
  return {
    aggId: agg.aggId,
    lines: lines.map(({ status: _status, ...line }) => line),
    totalCents: lines.reduce((sum, l) => sum + l.subtotalCents, 0),
    status,
  };
}
