import { sql } from 'kysely';
import { pieces } from '../../db/bulk.ts';
import type { Db } from '../../db/client.ts';
import type { NewRow } from '../../db/schema.ts';
import { seededSold } from '../../db/seed/products/stock.ts';
import type { StockLeft } from './availability.ts';
import { dateBlock, type Moment } from './availability.ts';
import type { ProductRecord } from './repository.ts';

const key = (skuId: string, date: string, session: string) => `${skuId}|${date}|${session}`;

/**
 * Makes sure the stock rows of `products` exist for the sellable dates among `dates` (the sale
 * window is rolling: rows appear as the days come into it), with the seeded sales, then reads
 * what is left. Rows are only ever inserted (ON CONFLICT DO NOTHING), so rows that orders have
 * changed are never touched; once the rows exist this is a plain read.
 */
export async function loadStock(
  db: Db,
  products: readonly ProductRecord[],
  dates: readonly string[],
  now: Moment,
): Promise<StockLeft> {
  const wanted: NewRow<'inventory'>[] = [];
  const skuIds: string[] = [];
  for (const product of products) {
    const sellable = dates.filter((d) => dateBlock(d, product, now) === null);
    const sessions = product.sessions.length ? product.sessions : [''];
    for (const sku of product.skus) {
      skuIds.push(sku.skuId);
      for (const date of sellable) {
        for (const session of sessions) {
          const total = product.dailyStock;
          const sold = seededSold(product.productCode, sku.skuId, date, session, total);
          wanted.push({ sku_id: sku.skuId, date, session, total, sold });
        }
      }
    }
  }
  if (skuIds.length === 0 || dates.length === 0) return () => 0;
  const first = dates.reduce((a, b) => (a < b ? a : b));
  const last = dates.reduce((a, b) => (a > b ? a : b));
  const read = () =>
    db
      .selectFrom('inventory')
      .select(['sku_id', 'date', 'session', sql<number>`total - held - sold`.as('free')])
      .where('sku_id', 'in', skuIds)
      .where('date', '>=', first)
      .where('date', '<=', last)
      .execute();
  let rows = await read();
  const have = new Set(rows.map((r) => key(r.sku_id, r.date, r.session)));
  const missing = wanted.filter((w) => !have.has(key(w.sku_id, w.date, w.session ?? '')));
  if (missing.length > 0) {
    for (const piece of pieces(missing)) {
      await db
        .insertInto('inventory')
        .values(piece)
        .onConflict((oc) => oc.columns(['sku_id', 'date', 'session']).doNothing())
        .execute();
    }
    rows = await read();
  }
  const left = new Map(rows.map((r) => [key(r.sku_id, r.date, r.session), r.free]));
  return (skuId, date, session) => left.get(key(skuId, date, session)) ?? 0;
}
