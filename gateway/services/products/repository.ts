import * as z from 'zod/mini';
import type { Language } from '../../../src/lib/contract/common.ts';
import {
  BUNDLE_TYPES,
  PRODUCT_TYPES,
  SKU_TYPES,
  type ProductType,
} from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { i18nJoin, tr } from '../../db/sql.ts';

/** A product as the services use it: texts in the request language, SKUs, parsed rules. */
export interface ProductRecord {
  productId: string;
  productCode: string;
  productType: ProductType;
  bundleType: (typeof BUNDLE_TYPES)[number] | null;
  catalogId: string;
  poiCode: string;
  poiType: number;
  poiName: string;
  poiRefundDesc: string;
  regionCode: string;
  productName: string;
  productDesc: string;
  productDetailDesc: string;
  imgMain: string;
  sessions: string[];
  openMonths: number[];
  dailyStock: number;
  sort: number;
  skus: SkuRecord[];
  /** The stored configuration cannot be sold (no SKU, bad sessions, a SKU without price). */
  configInvalid: boolean;
}

export interface SkuRecord {
  skuId: string;
  skuType: (typeof SKU_TYPES)[number];
  skuName: string;
  adults: number;
  children: number;
  minAge: number | null;
  maxAge: number | null;
  peakCents: number;
  offPeakCents: number;
}

export interface ProductFilter {
  productIds?: readonly string[];
  regionCode?: string | undefined;
  poiCode?: string | undefined;
  poiType?: number | undefined;
  productTypes?: readonly ProductType[];
}

const sessionsSchema = z.array(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)));
const monthsSchema = z.array(z.int().check(z.gte(1), z.lte(12)));
const parseJson = (text: unknown): unknown => {
  try {
    return JSON.parse(String(text));
  } catch {
    return undefined;
  }
};
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);
const intOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The condition on `product p` of a ProductFilter (its named arguments: filterArgs). */
const MATCHES = `(:ids IS NULL OR p.id IN (SELECT value FROM json_each(:ids)))
  AND (:region IS NULL OR p.region_code = :region)
  AND (:poi IS NULL OR p.poi_code = :poi)
  AND (:poiType IS NULL OR p.poi_type = :poiType)
  AND (:types IS NULL OR p.product_type IN (SELECT value FROM json_each(:types)))`;

const filterArgs = (filter: ProductFilter) => ({
  ids: filter.productIds ? JSON.stringify(filter.productIds) : null,
  region: filter.regionCode ?? null,
  poi: filter.poiCode ?? null,
  poiType: filter.poiType ?? null,
  types: filter.productTypes ? JSON.stringify(filter.productTypes) : null,
});

/** The products matching `filter`, in display order, with their SKUs. */
export async function findProducts(
  db: Db,
  filter: ProductFilter,
  lang: Language,
): Promise<ProductRecord[]> {
  const [products, skus] = await db.batch(
    [
      {
        sql: `SELECT p.id, p.product_code, p.product_type, p.bundle_type, p.catalog_id, p.poi_code,
                     p.poi_type, p.region_code, p.sessions, p.open_months, p.daily_stock,
                     p.img_main, p.sort, ${tr('product_name')}, ${tr('product_desc')},
                     ${tr('product_detail_desc')},
                     COALESCE((SELECT COALESCE(NULLIF(pl.poi_name, ''), pd.poi_name)
                                 FROM poi ps
                                 LEFT JOIN poi_i18n pl ON pl.poi_id = ps.id AND pl.lang = :lang
                                 LEFT JOIN poi_i18n pd ON pd.poi_id = ps.id AND pd.lang = 'zh-TW'
                                WHERE ps.poi_code = p.poi_code), p.poi_code) AS poi_name,
                     COALESCE((SELECT COALESCE(NULLIF(pl.poi_refund_desc, ''), pd.poi_refund_desc)
                                 FROM poi ps
                                 LEFT JOIN poi_i18n pl ON pl.poi_id = ps.id AND pl.lang = :lang
                                 LEFT JOIN poi_i18n pd ON pd.poi_id = ps.id AND pd.lang = 'zh-TW'
                                WHERE ps.poi_code = p.poi_code), '') AS poi_refund_desc
                FROM product p ${i18nJoin('product_i18n', 'product_id', 'p.id')}
               WHERE ${MATCHES}
               ORDER BY p.region_code, p.sort, p.id`,
        args: { lang, ...filterArgs(filter) },
      },
      {
        sql: `SELECT s.id, s.product_id, s.sku_type, s.adults, s.children, s.min_age, s.max_age,
                     s.peak_cents, s.off_peak_cents, ${tr('sku_name')}
                FROM sku s ${i18nJoin('sku_i18n', 'sku_id', 's.id')}
               WHERE s.product_id IN (SELECT p.id FROM product p WHERE ${MATCHES})
               ORDER BY s.product_id, s.sort, s.id`,
        args: { lang, ...filterArgs(filter) },
      },
    ],
    'read',
  );
  const byProduct = new Map<string, SkuRecord[]>();
  const skuTypeInvalid = new Set<string>();
  for (const row of skus?.rows ?? []) {
    const productId = String(row['product_id']);
    const skuType = oneOf(SKU_TYPES, row['sku_type']);
    const peakCents = Number(row['peak_cents']);
    const offPeakCents = Number(row['off_peak_cents']);
    if (!skuType || peakCents <= 0 || offPeakCents <= 0) {
      skuTypeInvalid.add(productId);
      continue;
    }
    const list = byProduct.get(productId) ?? [];
    list.push({
      skuId: String(row['id']),
      skuType,
      skuName: String(row['sku_name']),
      adults: Number(row['adults']),
      children: Number(row['children']),
      minAge: intOrNull(row['min_age']),
      maxAge: intOrNull(row['max_age']),
      peakCents,
      offPeakCents,
    });
    byProduct.set(productId, list);
  }
  return (products?.rows ?? []).map((row) => {
    const productId = String(row['id']);
    const sessions = sessionsSchema.safeParse(parseJson(row['sessions']));
    const months = monthsSchema.safeParse(parseJson(row['open_months']));
    const productType = oneOf(PRODUCT_TYPES, row['product_type']);
    const productSkus = byProduct.get(productId) ?? [];
    return {
      productId,
      productCode: String(row['product_code']),
      productType: productType ?? 'TICKET',
      bundleType: oneOf(BUNDLE_TYPES, row['bundle_type']) ?? null,
      catalogId: String(row['catalog_id']),
      poiCode: String(row['poi_code']),
      poiType: Number(row['poi_type']),
      poiName: String(row['poi_name']),
      poiRefundDesc: String(row['poi_refund_desc']),
      regionCode: String(row['region_code']),
      productName: String(row['product_name']),
      productDesc: String(row['product_desc']),
      productDetailDesc: String(row['product_detail_desc']),
      imgMain: String(row['img_main']),
      sessions: sessions.success ? [...sessions.data].sort() : [],
      openMonths: months.success ? months.data : [],
      dailyStock: Number(row['daily_stock']),
      sort: Number(row['sort']),
      skus: productSkus,
      configInvalid:
        !productType ||
        !sessions.success ||
        !months.success ||
        productSkus.length === 0 ||
        skuTypeInvalid.has(productId),
    };
  });
}
