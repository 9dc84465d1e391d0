import type { Language } from '../../../src/lib/contract/common.ts';
import {
  AGG_TYPES,
  PRODUCT_TYPES,
  type Agg,
  type AggCart,
  type AggType,
  type CartByAggQuery,
} from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { i18nJoin, tr } from '../../db/sql.ts';
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
  const [aggs, items] = await db.batch(
    [
      {
        sql: `SELECT a.id, a.agg_code, a.agg_type, a.region_code, a.nights, a.sort,
                     ${tr('agg_name')}, ${tr('agg_desc')}
                FROM agg a ${i18nJoin('agg_i18n', 'agg_id', 'a.id')}
               WHERE (:id IS NULL OR a.id = :id) AND (:type IS NULL OR a.agg_type = :type)
                 AND (:region IS NULL OR a.region_code = :region)
               ORDER BY a.region_code, a.sort, a.id`,
        args: {
          lang,
          id: filter.aggId ?? null,
          type: filter.aggType ?? null,
          region: filter.regionCode ?? null,
        },
      },
      {
        sql: `SELECT i.agg_id, i.sku_id, i.quantity, p.id AS product_id, p.product_type, p.poi_code,
                     ${tr('product_name')}
                FROM agg_item i JOIN sku s ON s.id = i.sku_id JOIN product p ON p.id = s.product_id
                ${i18nJoin('product_i18n', 'product_id', 'p.id')}
               ORDER BY i.agg_id, i.sort`,
        args: { lang },
      },
    ],
    'read',
  );
  return (aggs?.rows ?? []).map((row) => ({
    aggId: String(row['id']),
    aggCode: String(row['agg_code']),
    aggType: oneOf(AGG_TYPES, row['agg_type'], 'PARK_SHOW'),
    regionCode: String(row['region_code']),
    aggName: String(row['agg_name']),
    aggDesc: String(row['agg_desc']),
    nights: Number(row['nights']),
    sort: Number(row['sort']),
    items: (items?.rows ?? [])
      .filter((i) => i['agg_id'] === row['id'])
      .map((i) => ({
        productId: String(i['product_id']),
        skuId: String(i['sku_id']),
        quantity: Number(i['quantity']),
        productName: String(i['product_name']),
        productType: oneOf(PRODUCT_TYPES, i['product_type'], 'TICKET'),
        poiCode: String(i['poi_code']),
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
