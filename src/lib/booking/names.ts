import type { ProductNames } from '../contract/product.ts';

/**
 * The names of what the cart keeps by id, in the page's language (product/info/names): cart
 * lines hold product and SKU ids only, so a language switch renames every line.
 */
export interface LineLabel {
  product: string;
  sku: string;
}

/** Product and SKU names by id, in one language. */
export type NameBook = ReadonlyMap<string, { product: string; skus: ReadonlyMap<string, string> }>;

export const nameBook = (names: ProductNames): NameBook =>
  new Map(
    names.map((p) => [
      p.productId,
      { product: p.productName, skus: new Map(p.skus.map((s) => [s.skuId, s.skuName])) },
    ]),
  );

/**
 * A line's product and SKU name from the book; `fallback` (e.g. the place's name) while the
 * names load or when the product is no longer sold. A hotel line is its room type alone: its
 * SKU name ("per room per night") says nothing of a line priced for the whole stay.
 */
export function lineLabel(
  line: { productId: string; skuId: string; productType?: string },
  book: NameBook | null | undefined,
  fallback: string,
): LineLabel {
  const product = book?.get(line.productId);
  const sku = line.productType === 'HOTEL' ? '' : (product?.skus.get(line.skuId) ?? '');
  return { product: product?.product ?? fallback, sku };
}

/** "Day ticket · Adult", or the product alone when the SKU has no name. */
export const labelText = (label: LineLabel): string =>
  label.sku === '' ? label.product : `${label.product} · ${label.sku}`;

/** The distinct product ids of some lines, sorted: a stable query key. */
export const productIdsOf = (lines: readonly { productId: string }[]): string[] =>
  [...new Set(lines.map((l) => l.productId))].sort();
