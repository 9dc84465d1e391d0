import type { Db } from '../../db/client.ts';
import { seededSold } from '../../db/seed/products/stock.ts';
import type { StockLeft } from './availability.ts';
import { dateBlock, type Moment } from './availability.ts';
import type { ProductRecord } from './repository.ts';

const key = (skuId: string, date: string, session: string) => `${skuId}|${date}|${session}`;

/**
 * Makes sure the stock rows of `products` exist for the sellable dates among `dates` (the sale
 * window is rolling: rows appear as the days come into it), with the seeded sales, then reads
 * what is left. One INSERT OR IGNORE, so rows that orders have changed are never touched.
 */
export async function loadStock(
  db: Db,
  products: readonly ProductRecord[],
  dates: readonly string[],
  now: Moment,
): Promise<StockLeft> {
  const rows: [string, string, string, number, number][] = [];
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
          rows.push([sku.skuId, date, session, total, sold]);
        }
      }
    }
  }
  const left = new Map<string, number>();
  if (skuIds.length === 0 || dates.length === 0) return () => 0;
  const [first, last] = [
    dates.reduce((a, b) => (a < b ? a : b)),
    dates.reduce((a, b) => (a > b ? a : b)),
  ];
  const [, result] = await db.batch(
    [
      {
        sql: `INSERT OR IGNORE INTO inventory (sku_id, date, session, total, sold)
              SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4
                FROM json_each(?)`,
        args: [JSON.stringify(rows)],
      },
      {
        sql: `SELECT sku_id, date, session, total - held - sold AS free FROM inventory
               WHERE sku_id IN (SELECT value FROM json_each(?)) AND date BETWEEN ? AND ?`,
        args: [JSON.stringify(skuIds), first, last],
      },
    ],
    'write',
  );
  for (const row of result?.rows ?? []) {
    left.set(
      key(String(row['sku_id']), String(row['date']), String(row['session'])),
      Number(row['free']),
    );
  }
  return (skuId, date, session) => left.get(key(skuId, date, session)) ?? 0;
}
