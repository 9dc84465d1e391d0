/**
 * The contract's product and bundle types (src/lib/contract/product.ts), repeated without zod so
 * that the cart can be read on pages that ship no schema library. A unit test keeps them equal.
 */
export const BUNDLE_KINDS = [
  'FAMILY',
  'COUPLE',
  'PARENTCHILD',
  'FOURSOME',
  'PARENTCHILD1A1C',
  'PARENTCHILD2A1C',
] as const;
export type BundleKind = (typeof BUNDLE_KINDS)[number];

export const PRODUCT_KINDS = [
  'TICKET',
  'SHOW',
  'HOTEL',
  'FOOD',
  'ANNUAL_CARD',
  'OFFER',
  'BUNDLE',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const isBundleKind = (value: string): value is BundleKind =>
  (BUNDLE_KINDS as readonly string[]).includes(value);
