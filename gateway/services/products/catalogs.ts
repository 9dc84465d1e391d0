import type { Language } from '../../../src/lib/contract/common.ts';
import { PRODUCT_TYPES, type CatalogListQuery } from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { i18nJoin, tr } from '../../db/sql.ts';
import { UnknownInputError } from './errors.ts';

/** catalog/list: the product catalogues of an area or POI, with how many products each holds. */
export async function listCatalogs(db: Db, q: CatalogListQuery, lang: Language) {
  const result = await db.execute({
    sql: `SELECT c.id, c.catalog_code, c.product_type, c.poi_code, c.region_code, c.sort,
                 ${tr('catalog_name')}, ${tr('catalog_desc')},
                 (SELECT count(*) FROM product p WHERE p.catalog_id = c.id) AS product_count
            FROM product_catalog c ${i18nJoin('product_catalog_i18n', 'catalog_id', 'c.id')}
           WHERE (:region IS NULL OR c.region_code = :region)
             AND (:poi IS NULL OR c.poi_code = :poi)
             AND (:type IS NULL OR c.product_type = :type)
           ORDER BY c.region_code, c.sort, c.id`,
    args: {
      lang,
      region: q.regionCode ?? null,
      poi: q.poiCode ?? null,
      type: q.productType ?? null,
    },
  });
  return result.rows.map((row) => ({
    catalogId: String(row['id']),
    catalogCode: String(row['catalog_code']),
    catalogName: String(row['catalog_name']),
    catalogDesc: String(row['catalog_desc']),
    productType: PRODUCT_TYPES.find((t) => t === row['product_type']) ?? 'TICKET',
    poiCode: String(row['poi_code']),
    regionCode: String(row['region_code']),
    productCount: Number(row['product_count']),
    sort: Number(row['sort']),
  }));
}

/** getCatalogIdByProductId: the catalogue a product belongs to. */
export async function catalogIdOf(db: Db, productId: string) {
  const result = await db.execute({
    sql: 'SELECT catalog_id FROM product WHERE id = ?',
    args: [productId],
  });
  const row = result.rows[0];
  if (!row) throw new UnknownInputError('productId', 'errors.product.notFound');
  return { productId, catalogId: String(row['catalog_id']) };
}
