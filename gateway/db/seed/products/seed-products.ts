import * as z from 'zod/mini';
import { LANGUAGES, REGION_CODES, type Language } from '../../../../src/lib/contract/common.ts';
import { deleteAllBut, upsert } from '../../bulk.ts';
import { transaction, type Db } from '../../client.ts';
import { stableId } from '../../ids.ts';
import { generateProducts } from './generate.ts';
import { PAY_METHODS } from './pay-methods.ts';
import type { ProductPoi, SeedProductData } from './types.ts';

export const productId = (code: string) => stableId('product', code);
export const skuId = (code: string) => stableId('sku', code);
export const catalogId = (code: string) => stableId('product-catalog', code);
export const aggId = (code: string) => stableId('agg', code);

const poiTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const regionSchema = z.enum(REGION_CODES);

/** The POIs of the CMS tables with their names in the three languages (zh-TW as fallback). */
export async function readProductPois(db: Db): Promise<ProductPoi[]> {
  const pois = await db
    .selectFrom('poi')
    .select(['id', 'poi_code', 'poi_type', 'region_code', 'img_main'])
    .orderBy('sort')
    .orderBy('poi_code')
    .execute();
  const names = await db.selectFrom('poi_i18n').select(['poi_id', 'lang', 'poi_name']).execute();
  return pois.map((row) => {
    const name = (lang: Language) =>
      names.find((n) => n.poi_id === row.id && n.lang === lang)?.poi_name ?? '';
    const fallback = name('zh-TW') || row.poi_code;
    return {
      poiCode: row.poi_code,
      poiType: poiTypeSchema.parse(row.poi_type),
      regionCode: regionSchema.parse(row.region_code),
      imgMain: row.img_main,
      name: { 'zh-TW': fallback, 'zh-CN': name('zh-CN') || fallback, en: name('en') || fallback },
    };
  });
}

/** One row per language. */
const perLanguage = <R>(make: (lang: Language) => R): R[] => LANGUAGES.map(make);

/**
 * Makes the product tables hold exactly `data` (stock rows of kept SKUs stay), with multi-row
 * upserts; run it inside the caller's transaction.
 */
export async function writeProducts(db: Db, data: SeedProductData): Promise<void> {
  const catalogs = data.catalogs.map((c, sort) => ({ ...c, id: catalogId(c.code), sort }));
  await upsert(
    db,
    'product_catalog',
    catalogs.map((c) => ({
      id: c.id,
      catalog_code: c.code,
      product_type: c.type,
      poi_code: c.poiCode,
      region_code: c.regionCode,
      sort: c.sort,
    })),
    ['id'],
  );
  await upsert(
    db,
    'product_catalog_i18n',
    catalogs.flatMap((c) =>
      perLanguage((lang) => ({
        catalog_id: c.id,
        lang,
        catalog_name: c.name[lang],
        catalog_desc: c.desc[lang],
      })),
    ),
    ['catalog_id', 'lang'],
  );
  const products = data.products.map((p, sort) => ({ ...p, id: productId(p.code), sort }));
  await upsert(
    db,
    'product',
    products.map((p) => ({
      id: p.id,
      product_code: p.code,
      catalog_id: catalogId(p.catalogCode),
      product_type: p.type,
      bundle_type: p.bundleType,
      poi_code: p.poiCode,
      poi_type: p.poiType,
      region_code: p.regionCode,
      sessions: JSON.stringify(p.sessions),
      open_months: JSON.stringify(p.openMonths),
      daily_stock: p.dailyStock,
      change_allowed: p.change.allowed ? 1 : 0,
      change_fee_cents: p.change.feeCents,
      change_max: p.change.maxChanges,
      change_cutoff_days: p.change.cutoffDays,
      img_main: p.imgMain,
      sort: p.sort,
    })),
    ['id'],
  );
  await upsert(
    db,
    'product_i18n',
    products.flatMap((p) =>
      perLanguage((lang) => ({
        product_id: p.id,
        lang,
        product_name: p.name[lang],
        product_desc: p.desc[lang],
        product_detail_desc: p.detailDesc[lang],
      })),
    ),
    ['product_id', 'lang'],
  );
  const skus = products.flatMap((p) =>
    p.skus.map((s, sort) => ({ ...s, id: skuId(s.code), productId: p.id, sort })),
  );
  await upsert(
    db,
    'sku',
    skus.map((s) => ({
      id: s.id,
      product_id: s.productId,
      sku_type: s.type,
      adults: s.adults,
      children: s.children,
      min_age: s.minAge,
      max_age: s.maxAge,
      peak_cents: s.peakCents,
      off_peak_cents: s.offPeakCents,
      sort: s.sort,
    })),
    ['id'],
  );
  await upsert(
    db,
    'sku_i18n',
    skus.flatMap((s) => perLanguage((lang) => ({ sku_id: s.id, lang, sku_name: s.name[lang] }))),
    ['sku_id', 'lang'],
  );
  const aggs = data.aggs.map((a, sort) => ({ ...a, id: aggId(a.code), sort }));
  await upsert(
    db,
    'agg',
    aggs.map((a) => ({
      id: a.id,
      agg_code: a.code,
      agg_type: a.type,
      region_code: a.regionCode,
      nights: a.nights,
      sort: a.sort,
    })),
    ['id'],
  );
  await upsert(
    db,
    'agg_i18n',
    aggs.flatMap((a) =>
      perLanguage((lang) => ({
        agg_id: a.id,
        lang,
        agg_name: a.name[lang],
        agg_desc: a.desc[lang],
      })),
    ),
    ['agg_id', 'lang'],
  );
  if (aggs.length > 0) {
    await db
      .deleteFrom('agg_item')
      .where(
        'agg_id',
        'in',
        aggs.map((a) => a.id),
      )
      .execute();
  }
  await upsert(
    db,
    'agg_item',
    aggs.flatMap((a) =>
      a.items.map((item, sort) => ({
        agg_id: a.id,
        sku_id: skuId(item.skuCode),
        quantity: item.quantity,
        sort,
      })),
    ),
    ['agg_id', 'sku_id'],
  );
  await upsert(
    db,
    'pay_config',
    PAY_METHODS.map((m, sort) => ({
      pay_type: m.payType,
      channel_mode: m.channelMode,
      enabled: 1 as const,
      sort,
    })),
    ['pay_type'],
  );
  await upsert(
    db,
    'pay_config_i18n',
    PAY_METHODS.flatMap((m) =>
      perLanguage((lang) => ({ pay_type: m.payType, lang, pay_name: m.name[lang] })),
    ),
    ['pay_type', 'lang'],
  );
  const keep = {
    agg: aggs.map((a) => a.id),
    sku: skus.map((s) => s.id),
    product: products.map((p) => p.id),
    catalog: catalogs.map((c) => c.id),
  };
  await deleteAllBut(db, 'agg', 'id', keep.agg);
  await deleteAllBut(db, 'sku', 'id', keep.sku);
  await deleteAllBut(db, 'product', 'id', keep.product);
  await deleteAllBut(db, 'product_catalog', 'id', keep.catalog);
}

/**
 * Seeds the product tables from the POIs in the CMS tables, in one transaction.
 * Idempotent: ids are stable, stock already held or sold is kept. Stock rows themselves are
 * created on demand for the sale window (services/products/inventory.ts).
 */
export async function seedProducts(db: Db): Promise<{ products: number; aggs: number }> {
  return transaction(db, async (trx) => {
    const data = generateProducts(await readProductPois(trx));
    await writeProducts(trx, data);
    return { products: data.products.length, aggs: data.aggs.length };
  });
}

/** True when the product tables hold nothing yet. */
export async function isProductsEmpty(db: Db): Promise<boolean> {
  const found = await db.selectFrom('product').select('id').limit(1).executeTakeFirst();
  return found === undefined;
}
