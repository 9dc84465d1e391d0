import {
  FREE_UNDER_AGE,
  type CalendarDay,
  type ProductSummary,
  type Sku,
} from '../../../src/lib/contract/product.ts';
import { priceOn, type StockLeft } from './availability.ts';
import type { ProductRecord, SkuRecord } from './repository.ts';

/** The lowest price a product is sold at, any day. */
export const fromPrice = (p: ProductRecord): number =>
  Math.min(...p.skus.map((s) => Math.min(s.peakCents, s.offPeakCents)));

export function toSummary(p: ProductRecord, day: CalendarDay | null = null): ProductSummary {
  return {
    productId: p.productId,
    productCode: p.productCode,
    productType: p.productType,
    bundleType: p.bundleType,
    catalogId: p.catalogId,
    poiCode: p.poiCode,
    poiType: p.poiType,
    poiName: p.poiName,
    regionCode: p.regionCode,
    productName: p.productName,
    productDesc: p.productDesc,
    imgMain: p.imgMain,
    sessions: p.sessions,
    freeUnderAge: FREE_UNDER_AGE,
    fromPriceCents: day?.priceCents ?? fromPrice(p),
    status: day?.status ?? null,
    sort: p.sort,
  };
}

/** A SKU, priced and counted on `date` (and `session`, or all sessions) when one is given. */
export function toSku(
  s: SkuRecord,
  on: { date: string; sessions: readonly string[]; stock: StockLeft } | null,
): Sku {
  return {
    skuId: s.skuId,
    skuType: s.skuType,
    skuName: s.skuName,
    adults: s.adults,
    children: s.children,
    minAge: s.minAge,
    maxAge: s.maxAge,
    peakPriceCents: s.peakCents,
    offPeakPriceCents: s.offPeakCents,
    priceCents: on ? priceOn(s, on.date) : null,
    stockLeft: on
      ? (on.sessions.length ? on.sessions : ['']).reduce(
          (sum, session) => sum + on.stock(s.skuId, on.date, session),
          0,
        )
      : null,
  };
}
