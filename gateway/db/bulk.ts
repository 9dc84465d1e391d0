import { sql, type Insertable } from 'kysely';
import type { Db } from './client.ts';
import type { Database, TableName } from './schema.ts';

/**
 * Writes of many rows at once (the seeds, the stock rows of a sale window): multi-row
 * statements cut into pieces small enough for both databases' limits on bound values
 * (SQLite 32,766, PostgreSQL 65,535).
 */
const MAX_VALUES = 8000;

type ColumnOf<T extends TableName> = keyof Database[T] & string;

/** `rows` in pieces of at most MAX_VALUES bound values each. */
export function* pieces<R extends object>(rows: readonly R[]): Generator<R[]> {
  const width = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const size = Math.max(1, Math.floor(MAX_VALUES / width));
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/**
 * Inserts `rows`, or updates the row that has the same `key` so that it holds the new values
 * (every column but the key's). Run it inside a transaction when the pieces belong together.
 */
export async function upsert<T extends TableName>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  key: readonly ColumnOf<T>[],
): Promise<void> {
  for (const piece of pieces(rows)) {
    const columns = Object.keys(piece[0] ?? {}).filter((c) => !key.includes(c as ColumnOf<T>));
    // Kysely cannot check an insert into a table chosen by a type parameter: the values are
    // typed by the signature above instead.
    const insert = db.insertInto(table).values(piece);
    await (
      columns.length === 0
        ? insert.onConflict((oc) => oc.columns(key).doNothing())
        : insert.onConflict((oc) =>
            oc
              .columns(key)
              .doUpdateSet(
                Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])) as never,
              ),
          )
    ).execute();
  }
}

/** Deletes the rows of `table` whose `column` is not among `keep` (all of them when empty). */
export async function deleteAllBut<T extends TableName>(
  db: Db,
  table: T,
  column: ColumnOf<T>,
  keep: readonly string[],
): Promise<void> {
  // widened to any table: the union of every table's builder has no callable `where`
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const query = db.deleteFrom(table as TableName);
  await (keep.length === 0 ? query : query.where(sql.ref(column), 'not in', keep)).execute();
}
