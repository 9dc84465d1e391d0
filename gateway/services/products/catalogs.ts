import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/contract/common.ts';
import { PRODUCT_TYPES, type CatalogListQuery } from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { translated } from '../../db/sql.ts';
import { UnknownInputError } from './errors.ts';

/** catalog/list: the product catalogues of an area or POI, with how many products each holds. */
export async function listCatalogs(db: Db, q: CatalogListQuery, lang: Language) {
  let query = db
    .selectFrom('product_catalog as c')
    .leftJoin('product_catalog_i18n as l', (j) =>
      j.onRef('l.catalog_id', '=', 'c.id').on('l.lang', '=', lang),
    )
    .leftJoin('product_catalog_i18n as d', (j) =>
      j.onRef('d.catalog_id', '=', 'c.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select((eb) => [
      'c.id',
      'c.catalog_code',
      'c.product_type',
      'c.poi_code',
      'c.region_code',
      'c.sort',
      translated('catalog_name').as('catalog_name'),
      translated('catalog_desc').as('catalog_desc'),
      eb
        .selectFrom('product as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.catalog_id', '=', 'c.id')
        .as('product_count'),
    ]);
  if (q.regionCode !== undefined) query = query.where('c.region_code', '=', q.regionCode);
  if (q.poiCode !== undefined) query = query.where('c.poi_code', '=', q.poiCode);
  if (q.productType !== undefined) query = query.where('c.product_type', '=', q.productType);
  const rows = await query.orderBy('c.region_code').orderBy('c.sort').orderBy('c.id').execute();
  return rows.map((row) => ({
    catalogId: row.id,
    catalogCode: row.catalog_code,
    catalogName: row.catalog_name,
    catalogDesc: row.catalog_desc,
    productType: PRODUCT_TYPES.find((t) => t === row.product_type) ?? 'TICKET',
    poiCode: row.poi_code,
    regionCode: row.region_code,
    productCount: row.product_count ?? 0,
    sort: row.sort,
  }));
}

/** getCatalogIdByProductId: the catalogue a product belongs to. */
export async function catalogIdOf(db: Db, productId: string) {
  const row = await db
    .selectFrom('product')
    .select('catalog_id')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!row) throw new UnknownInputError('productId', 'errors.product.notFound');
  return { productId, catalogId: row.catalog_id };
}
