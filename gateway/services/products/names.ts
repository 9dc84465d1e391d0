import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/contract/common.ts';
import type { ProductNames } from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { translated } from '../../db/sql.ts';

/**
 * The names of products and of their SKUs in `lang` (zh-TW where a language has none), in the
 * order of `productIds`; unknown ids are left out. What the shopper keeps by id — cart lines,
 * the lines of an order — is named with these in the language of whoever reads it.
 */
export async function productNames(
  db: Db,
  productIds: readonly string[],
  lang: Language,
): Promise<ProductNames> {
  if (productIds.length === 0) return [];
  const ids = [...new Set(productIds)];
  const [products, skus] = await Promise.all([
    db
      .selectFrom('product as p')
      .leftJoin('product_i18n as l', (j) =>
        j.onRef('l.product_id', '=', 'p.id').on('l.lang', '=', lang),
      )
      .leftJoin('product_i18n as d', (j) =>
        j.onRef('d.product_id', '=', 'p.id').on('d.lang', '=', DEFAULT_LANGUAGE),
      )
      .select(['p.id', translated('product_name').as('product_name')])
      .where('p.id', 'in', ids)
      .execute(),
    db
      .selectFrom('sku as s')
      .leftJoin('sku_i18n as l', (j) => j.onRef('l.sku_id', '=', 's.id').on('l.lang', '=', lang))
      .leftJoin('sku_i18n as d', (j) =>
        j.onRef('d.sku_id', '=', 's.id').on('d.lang', '=', DEFAULT_LANGUAGE),
      )
      .select(['s.id', 's.product_id', translated('sku_name').as('sku_name')])
      .where('s.product_id', 'in', ids)
      .orderBy('s.sort')
      .orderBy('s.id')
      .execute(),
  ]);
  const skusOf = new Map<string, { skuId: string; skuName: string }[]>();
  for (const row of skus) {
    const list = skusOf.get(row.product_id) ?? [];
    list.push({ skuId: row.id, skuName: row.sku_name });
    skusOf.set(row.product_id, list);
  }
  const byId = new Map(products.map((row) => [row.id, row.product_name]));
  return [...new Set(productIds)].flatMap((productId) => {
    const productName = byId.get(productId);
    return productName === undefined
      ? []
      : [{ productId, productName, skus: skusOf.get(productId) ?? [] }];
  });
}

/** A lookup of `productNames`: the product's and the SKU's name, or undefined when unknown. */
export function nameLookup(names: ProductNames) {
  const products = new Map(names.map((p) => [p.productId, p]));
  return (productId: string, skuId: string) => {
    const product = products.get(productId);
    if (product === undefined) return undefined;
    const sku = product.skus.find((s) => s.skuId === skuId);
    return { productName: product.productName, skuName: sku?.skuName };
  };
}

/**
 * Lines named in `lang`: each line's product and SKU name from the product tables, the names
 * the line was saved with where a product or SKU no longer exists.
 */
export async function localizeLines<
  L extends { productId: string; skuId: string; productName: string; skuName: string },
>(db: Db, lines: readonly L[], lang: Language): Promise<L[]> {
  const lookup = nameLookup(
    await productNames(
      db,
      lines.map((l) => l.productId),
      lang,
    ),
  );
  return lines.map((line) => {
    const names = lookup(line.productId, line.skuId);
    return names === undefined
      ? line
      : { ...line, productName: names.productName, skuName: names.skuName ?? line.skuName };
  });
}
