import { createHash } from 'node:crypto';

/**
 * The seeded stock of a product on a date and session: deterministic, so that every fresh
 * database shows the same sold-out days. About one day (or session) in twelve is sold out,
 * and other days are partly sold.
 */
const hash = (text: string): number => createHash('sha256').update(text).digest().readUInt32BE(0);

/** True when the seed sells out `productCode` on `date` (and `session`, '' when none). */
export const seededSoldOut = (productCode: string, date: string, session: string): boolean =>
  hash(`sold-out:${productCode}:${date}:${session}`) % 12 === 0;

/** How many of `total` the seed counts as sold already for one SKU. */
export function seededSold(
  productCode: string,
  skuId: string,
  date: string,
  session: string,
  total: number,
): number {
  if (seededSoldOut(productCode, date, session)) return total;
  return hash(`sold:${skuId}:${date}:${session}`) % Math.max(1, Math.floor(total / 2));
}
