import { sql, type ExpressionBuilder } from 'kysely';
import { pieces } from '../../db/bulk.ts';
import type { Db } from '../../db/client.ts';
import type { Database, NewRow } from '../../db/schema.ts';
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

/** Units of one stock cell: a SKU on a date (a night) and session ('' when none). */
export interface CellUnits {
  skuId: string;
  date: string;
  session: string;
  quantity: number;
}

/** No stock left in a cell a save asked for (the save's transaction rolls back). */
export class CellSoldOut extends Error {
  override readonly name = 'CellSoldOut';
  constructor(readonly cell: CellUnits) {
    super(`sold out: ${key(cell.skuId, cell.date, cell.session)}`);
  }
}

/**
 * `cells` summed per cell, in one fixed order (SKU, date, session): every transaction that
 * changes several cells takes their row locks in this order, so two of them never wait for each
 * other in a circle (PostgreSQL would have to abort one).
 */
export function byCell(cells: readonly CellUnits[]): CellUnits[] {
  const sums = new Map<string, CellUnits>();
  for (const c of cells) {
    const k = key(c.skuId, c.date, c.session);
    const old = sums.get(k);
    sums.set(k, { ...c, quantity: (old?.quantity ?? 0) + c.quantity });
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
}

const cell = (c: CellUnits) => (eb: ExpressionBuilder<Database, 'inventory'>) =>
  eb.and([eb('sku_id', '=', c.skuId), eb('date', '=', c.date), eb('session', '=', c.session)]);

/**
 * Holds stock for a new order, one guarded update per cell: the condition
 * `held + sold + n <= total` is in the statement, so whatever runs at the same time (other
 * processes included) a cell is never oversold. Throws {@link CellSoldOut} for the first cell
 * without enough left; run it in the order's transaction, which then rolls back.
 */
export async function holdCells(trx: Db, cells: readonly CellUnits[]): Promise<void> {
  for (const c of byCell(cells)) {
    const held = await trx
      .updateTable('inventory')
      .set((eb) => ({ held: eb('held', '+', c.quantity) }))
      .where(cell(c))
      .where(sql<boolean>`held + sold + ${c.quantity} <= total`)
      .executeTakeFirst();
    if (held.numUpdatedRows !== 1n) throw new CellSoldOut(c);
  }
}

/** Gives held stock back (an unpaid order expired or was cancelled). */
export async function releaseHeld(trx: Db, cells: readonly CellUnits[]): Promise<void> {
  for (const c of byCell(cells)) {
    await trx
      .updateTable('inventory')
      .set((eb) => ({ held: eb('held', '-', c.quantity) }))
      .where(cell(c))
      .execute();
  }
}

/** Turns held stock into sold stock (an order was paid). */
export async function sellHeld(trx: Db, cells: readonly CellUnits[]): Promise<void> {
  for (const c of byCell(cells)) {
    await trx
      .updateTable('inventory')
      .set((eb) => ({ held: eb('held', '-', c.quantity), sold: eb('sold', '+', c.quantity) }))
      .where(cell(c))
      .execute();
  }
}

/**
 * Sells stock that was not held (a payment that came after its order expired), guarded like
 * holdCells. Throws {@link CellSoldOut} when a cell has no longer enough left.
 */
export async function sellCells(trx: Db, cells: readonly CellUnits[]): Promise<void> {
  for (const c of byCell(cells)) {
    const sold = await trx
      .updateTable('inventory')
      .set((eb) => ({ sold: eb('sold', '+', c.quantity) }))
      .where(cell(c))
      .where(sql<boolean>`held + sold + ${c.quantity} <= total`)
      .executeTakeFirst();
    if (sold.numUpdatedRows !== 1n) throw new CellSoldOut(c);
  }
}

/** Puts sold stock back on sale (a refund succeeded), never below zero. */
export async function unsell(trx: Db, cells: readonly CellUnits[]): Promise<void> {
  for (const c of byCell(cells)) {
    await trx
      .updateTable('inventory')
      .set({
        sold: sql<number>`CASE WHEN sold >= ${c.quantity} THEN sold - ${c.quantity} ELSE 0 END`,
      })
      .where(cell(c))
      .execute();
  }
}

/**
 * Moves sold stock from one set of cells to another in the caller's transaction (a date
 * change): `release` cells give back sold units, `take` cells sell units, from units this change
 * held (`fromHeld`) or guarded like {@link sellCells}. Each cell is one update with its net
 * change, cells in the fixed order of {@link byCell}, so the old and the new move together and
 * two changes crossing the same cells never wait for each other in a circle. Throws
 * {@link CellSoldOut} when a cell to take has not enough left; the transaction then rolls back.
 */
export async function moveCells(
  trx: Db,
  move: { release: readonly CellUnits[]; take: readonly CellUnits[]; fromHeld: boolean },
): Promise<void> {
  const released = new Map(byCell(move.release).map((c) => [key(c.skuId, c.date, c.session), c]));
  const taken = new Map(byCell(move.take).map((c) => [key(c.skuId, c.date, c.session), c]));
  const cells = byCell([
    ...move.release.map((c) => ({ ...c, quantity: 0 })),
    ...move.take.map((c) => ({ ...c, quantity: 0 })),
  ]);
  for (const c of cells) {
    const k = key(c.skuId, c.date, c.session);
    const back = released.get(k)?.quantity ?? 0;
    const take = taken.get(k)?.quantity ?? 0;
    const net = take - back;
    const fromHeld = move.fromHeld ? take : 0;
    if (net === 0 && fromHeld === 0) continue;
    let update = trx
      .updateTable('inventory')
      .set((eb) => ({
        held: eb('held', '-', fromHeld),
        sold: sql<number>`CASE WHEN sold + ${net} >= 0 THEN sold + ${net} ELSE 0 END`,
      }))
      .where(cell(c));
    // units not held before must still be there: the check is in the statement
    if (net > fromHeld)
      update = update.where(sql<boolean>`held + sold + ${net - fromHeld} <= total`);
    const moved = await update.executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) throw new CellSoldOut({ ...c, quantity: net });
  }
}

/** The nights of a stay from check-in to the night before check-out. */
export function nightsOf(start: string, end: string): string[] {
  const nights: string[] = [];
  for (
    let t = Date.parse(`${start}T00:00:00Z`);
    t < Date.parse(`${end}T00:00:00Z`);
    t += 86_400_000
  ) {
    nights.push(new Date(t).toISOString().slice(0, 10));
  }
  return nights;
}

/** The stock cells of order lines: one per line, a hotel line one per night of the stay. */
export function lineCells(
  lines: readonly {
    sku_id: string;
    start_date: string;
    end_date: string;
    session: string;
    quantity: number;
    product_type: string;
  }[],
): CellUnits[] {
  return lines.flatMap((l) =>
    (l.product_type === 'HOTEL' ? nightsOf(l.start_date, l.end_date) : [l.start_date]).map(
      (date) => ({ skuId: l.sku_id, date, session: l.session, quantity: l.quantity }),
    ),
  );
}
