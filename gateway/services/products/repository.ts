import * as z from 'zod/mini';
import { sql } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/contract/common.ts';
import {
  BUNDLE_TYPES,
  PRODUCT_TYPES,
  SKU_TYPES,
  type ProductType,
} from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { translated } from '../../db/sql.ts';

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
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

/** The products matching `filter`, in display order, with their SKUs. */
export async function findProducts(
  db: Db,
  filter: ProductFilter,
  lang: Language,
): Promise<ProductRecord[]> {
  if (filter.productIds?.length === 0 || filter.productTypes?.length === 0) return [];
  let query = db
    .selectFrom('product as p')
    .leftJoin('product_i18n as l', (j) =>
      j.onRef('l.product_id', '=', 'p.id').on('l.lang', '=', lang),
    )
    .leftJoin('product_i18n as d', (j) =>
      j.onRef('d.product_id', '=', 'p.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    // the POI's texts (poi_code is unique: at most one row), falling back to zh-TW
    .leftJoin('poi as ps', 'ps.poi_code', 'p.poi_code')
    .leftJoin('poi_i18n as pl', (j) => j.onRef('pl.poi_id', '=', 'ps.id').on('pl.lang', '=', lang))
    .leftJoin('poi_i18n as pd', (j) =>
      j.onRef('pd.poi_id', '=', 'ps.id').on('pd.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'p.id',
      'p.product_code',
      'p.product_type',
      'p.bundle_type',
      'p.catalog_id',
      'p.poi_code',
      'p.poi_type',
      'p.region_code',
      'p.sessions',
      'p.open_months',
      'p.daily_stock',
      'p.img_main',
      'p.sort',
      translated('product_name').as('product_name'),
      translated('product_desc').as('product_desc'),
      translated('product_detail_desc').as('product_detail_desc'),
      sql<string>`COALESCE(NULLIF(pl.poi_name, ''), pd.poi_name, p.poi_code)`.as('poi_name'),
      sql<string>`COALESCE(NULLIF(pl.poi_refund_desc, ''), pd.poi_refund_desc, '')`.as(
        'poi_refund_desc',
      ),
    ]);
  if (filter.productIds) query = query.where('p.id', 'in', filter.productIds);
  if (filter.regionCode !== undefined) query = query.where('p.region_code', '=', filter.regionCode);
  if (filter.poiCode !== undefined) query = query.where('p.poi_code', '=', filter.poiCode);
  if (filter.poiType !== undefined) query = query.where('p.poi_type', '=', filter.poiType);
  if (filter.productTypes) query = query.where('p.product_type', 'in', filter.productTypes);
  const products = await query.orderBy('p.region_code').orderBy('p.sort').orderBy('p.id').execute();
  if (products.length === 0) return [];

  const skus = await db
    .selectFrom('sku as s')
    .leftJoin('sku_i18n as l', (j) => j.onRef('l.sku_id', '=', 's.id').on('l.lang', '=', lang))
    .leftJoin('sku_i18n as d', (j) =>
      j.onRef('d.sku_id', '=', 's.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      's.id',
      's.product_id',
      's.sku_type',
      's.adults',
      's.children',
      's.min_age',
      's.max_age',
      's.peak_cents',
      's.off_peak_cents',
      translated('sku_name').as('sku_name'),
    ])
    .where(
      's.product_id',
      'in',
      products.map((p) => p.id),
    )
    .orderBy('s.product_id')
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
  const byProduct = new Map<string, SkuRecord[]>();
  const skuTypeInvalid = new Set<string>();
  for (const row of skus) {
    const skuType = oneOf(SKU_TYPES, row.sku_type);
    if (!skuType || row.peak_cents <= 0 || row.off_peak_cents <= 0) {
      skuTypeInvalid.add(row.product_id);
      continue;
    }
    const list = byProduct.get(row.product_id) ?? [];
    list.push({
      skuId: row.id,
      skuType,
      skuName: row.sku_name,
      adults: row.adults,
      children: row.children,
      minAge: row.min_age,
      maxAge: row.max_age,
      peakCents: row.peak_cents,
      offPeakCents: row.off_peak_cents,
    });
    byProduct.set(row.product_id, list);
  }
  return products.map((row) => {
    const sessions = sessionsSchema.safeParse(parseJson(row.sessions));
    const months = monthsSchema.safeParse(parseJson(row.open_months));
    const productType = oneOf(PRODUCT_TYPES, row.product_type);
    const productSkus = byProduct.get(row.id) ?? [];
    return {
      productId: row.id,
      productCode: row.product_code,
      productType: productType ?? 'TICKET',
      bundleType: oneOf(BUNDLE_TYPES, row.bundle_type) ?? null,
      catalogId: row.catalog_id,
      poiCode: row.poi_code,
      poiType: row.poi_type,
      poiName: row.poi_name,
      poiRefundDesc: row.poi_refund_desc,
      regionCode: row.region_code,
      productName: row.product_name,
      productDesc: row.product_desc,
      productDetailDesc: row.product_detail_desc,
      imgMain: row.img_main,
      sessions: sessions.success ? [...sessions.data].sort() : [],
      openMonths: months.success ? months.data : [],
      dailyStock: row.daily_stock,
      sort: row.sort,
      skus: productSkus,
      configInvalid:
        !productType ||
        !sessions.success ||
        !months.success ||
        productSkus.length === 0 ||
        skuTypeInvalid.has(row.id),
    };
  });
}
