import type { InStatement } from '@libsql/client';
import * as z from 'zod/mini';
import { LANGUAGES, REGION_CODES } from '../../../../src/lib/contract/common.ts';
import type { Db } from '../../client.ts';
import { stableId } from '../../ids.ts';
import type { Translated } from '../types.ts';
import { generateProducts } from './generate.ts';
import { PAY_METHODS } from './pay-methods.ts';
import type { ProductPoi, SeedProductData } from './types.ts';

export const productId = (code: string) => stableId('product', code);
export const skuId = (code: string) => stableId('sku', code);
export const catalogId = (code: string) => stableId('product-catalog', code);
export const aggId = (code: string) => stableId('agg', code);

/** A POI row as the product seed reads it: validated, names as JSON by language. */
const poiRowSchema = z.object({
  poi_code: z.string(),
  poi_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  region_code: z.enum(REGION_CODES),
  img_main: z.string(),
  names: z.pipe(
    z.string(),
    z.transform((text): unknown => JSON.parse(text)),
  ),
});
const namesSchema = z.partialRecord(z.enum(LANGUAGES), z.string());

/** The POIs of the CMS tables with their names in the three languages (zh-TW as fallback). */
export async function readProductPois(db: Db): Promise<ProductPoi[]> {
  const result = await db.execute(
    `SELECT p.poi_code, p.poi_type, p.region_code, p.img_main,
            (SELECT json_group_object(lang, poi_name) FROM poi_i18n WHERE poi_id = p.id) AS names
       FROM poi p ORDER BY p.sort, p.poi_code`,
  );
  return result.rows.map((raw) => {
    const row = poiRowSchema.parse(raw);
    const names = namesSchema.parse(row.names);
    const fallback = names['zh-TW'] || row.poi_code;
    return {
      poiCode: row.poi_code,
      poiType: row.poi_type,
      regionCode: row.region_code,
      imgMain: row.img_main,
      name: { 'zh-TW': fallback, 'zh-CN': names['zh-CN'] || fallback, en: names.en || fallback },
    };
  });
}

const i18n = (table: string, key: string, columns: string[], id: string, texts: Translated[]) =>
  LANGUAGES.map((lang) => ({
    sql: `INSERT OR REPLACE INTO ${table} (${key}, lang, ${columns.join(', ')})
          VALUES (?, ?, ${columns.map(() => '?').join(', ')})`,
    args: [id, lang, ...texts.map((t) => t[lang])],
  }));

const upsert = (table: string, columns: string[], values: (string | number | null)[]) => ({
  sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
        ON CONFLICT (${columns[0]}) DO UPDATE SET
        ${columns
          .slice(1)
          .map((c) => `${c} = excluded.${c}`)
          .join(', ')}`,
  args: values,
});

const keepOnly = (table: string, column: string, ids: string[]): InStatement => ({
  sql: `DELETE FROM ${table} WHERE ${column} NOT IN (SELECT value FROM json_each(?))`,
  args: [JSON.stringify(ids)],
});

/** The statements that make the product tables hold exactly `data` (stock rows of kept SKUs stay). */
export function productStatements(data: SeedProductData): InStatement[] {
  const statements: InStatement[] = [];
  data.catalogs.forEach((c, sort) => {
    const id = catalogId(c.code);
    statements.push(
      upsert(
        'product_catalog',
        ['id', 'catalog_code', 'product_type', 'poi_code', 'region_code', 'sort'],
        [id, c.code, c.type, c.poiCode, c.regionCode, sort],
      ),
      ...i18n('product_catalog_i18n', 'catalog_id', ['catalog_name', 'catalog_desc'], id, [
        c.name,
        c.desc,
      ]),
    );
  });
  data.products.forEach((p, sort) => {
    const id = productId(p.code);
    statements.push(
      upsert(
        'product',
        [
          'id',
          'product_code',
          'catalog_id',
          'product_type',
          'bundle_type',
          'poi_code',
          'poi_type',
          'region_code',
          'sessions',
          'open_months',
          'daily_stock',
          'img_main',
          'sort',
        ],
        [
          id,
          p.code,
          catalogId(p.catalogCode),
          p.type,
          p.bundleType,
          p.poiCode,
          p.poiType,
          p.regionCode,
          JSON.stringify(p.sessions),
          JSON.stringify(p.openMonths),
          p.dailyStock,
          p.imgMain,
          sort,
        ],
      ),
      ...i18n(
        'product_i18n',
        'product_id',
        ['product_name', 'product_desc', 'product_detail_desc'],
        id,
        [p.name, p.desc, p.detailDesc],
      ),
    );
    p.skus.forEach((s, skuSort) => {
      const sid = skuId(s.code);
      statements.push(
        upsert(
          'sku',
          [
            'id',
            'product_id',
            'sku_type',
            'adults',
            'children',
            'min_age',
            'max_age',
            'peak_cents',
            'off_peak_cents',
            'sort',
          ],
          [
            sid,
            id,
            s.type,
            s.adults,
            s.children,
            s.minAge,
            s.maxAge,
            s.peakCents,
            s.offPeakCents,
            skuSort,
          ],
        ),
        ...i18n('sku_i18n', 'sku_id', ['sku_name'], sid, [s.name]),
      );
    });
  });
  data.aggs.forEach((a, sort) => {
    const id = aggId(a.code);
    statements.push(
      upsert(
        'agg',
        ['id', 'agg_code', 'agg_type', 'region_code', 'nights', 'sort'],
        [id, a.code, a.type, a.regionCode, a.nights, sort],
      ),
      ...i18n('agg_i18n', 'agg_id', ['agg_name', 'agg_desc'], id, [a.name, a.desc]),
      { sql: 'DELETE FROM agg_item WHERE agg_id = ?', args: [id] },
      ...a.items.map((item, itemSort) => ({
        sql: 'INSERT INTO agg_item (agg_id, sku_id, quantity, sort) VALUES (?, ?, ?, ?)',
        args: [id, skuId(item.skuCode), item.quantity, itemSort],
      })),
    );
  });
  PAY_METHODS.forEach((m, sort) => {
    statements.push(
      upsert(
        'pay_config',
        ['pay_type', 'channel_mode', 'enabled', 'sort'],
        [m.payType, m.channelMode, 1, sort],
      ),
      ...i18n('pay_config_i18n', 'pay_type', ['pay_name'], m.payType, [m.name]),
    );
  });
  statements.push(
    keepOnly(
      'agg',
      'id',
      data.aggs.map((a) => aggId(a.code)),
    ),
    keepOnly(
      'sku',
      'id',
      data.products.flatMap((p) => p.skus.map((s) => skuId(s.code))),
    ),
    keepOnly(
      'product',
      'id',
      data.products.map((p) => productId(p.code)),
    ),
    keepOnly(
      'product_catalog',
      'id',
      data.catalogs.map((c) => catalogId(c.code)),
    ),
  );
  return statements;
}

/**
 * Seeds the product tables from the POIs in the CMS tables, in one write transaction.
 * Idempotent: ids are stable, stock already held or sold is kept. Stock rows themselves are
 * created on demand for the sale window (services/products/inventory.ts).
 */
export async function seedProducts(db: Db): Promise<{ products: number; aggs: number }> {
  const data = generateProducts(await readProductPois(db));
  await db.batch(productStatements(data), 'write');
  return { products: data.products.length, aggs: data.aggs.length };
}

/** True when the product tables hold nothing yet. */
export async function isProductsEmpty(db: Db): Promise<boolean> {
  const result = await db.execute('SELECT count(*) AS n FROM product');
  return result.rows[0]?.['n'] === 0;
}
