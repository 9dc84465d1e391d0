import { sql, type Expression, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from './client.ts';

/**
 * Expressions the query builder leaves to SQL, written once for both databases (or once per
 * database where SQLite and PostgreSQL spell them differently).
 */

/**
 * A translated column in the request language (alias `l`), falling back to zh-TW (alias `d`)
 * when missing or empty. Readers of a `<t>_i18n` table join it twice: see {@link i18nJoin}.
 */
export const translated = (column: string): RawBuilder<string> =>
  sql<string>`COALESCE(NULLIF(${sql.ref(`l.${column}`)}, ''), ${sql.ref(`d.${column}`)}, '')`;

/** The escape character of every LIKE pattern built by containsPattern. */
const LIKE_ESCAPE = sql.raw(`ESCAPE '\\'`);

/**
 * A LIKE pattern matching text that contains `keyword` literally: the wildcards `%` and `_`
 * and the escape character itself are escaped. Use it with {@link likeContains}.
 */
export const containsPattern = (keyword: string): string =>
  `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `text` contains the pattern's keyword, ignoring case: lower() on both sides, since SQLite's
 * LIKE ignores ASCII case and PostgreSQL's does not (lower() is ASCII-only on SQLite, as its
 * LIKE is; PostgreSQL also folds other letters).
 */
export const likeContains = (text: Expression<string>, pattern: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${text}) LIKE lower(${pattern}) ${LIKE_ESCAPE}`;

/**
 * The order rows of `alias` were inserted in, for tables whose key is random text: SQLite's
 * rowid, PostgreSQL's `seq` identity column (migrations/kit.ts insertionOrder).
 */
export const insertionOrder = (db: Db, alias: string): RawBuilder<number> =>
  sql<number>`${sql.ref(`${alias}.${dialectOf(db) === 'postgres' ? 'seq' : 'rowid'}`)}`;

/** A select that can lock its rows (Kysely's SelectQueryBuilder). */
interface Lockable<Q> {
  forUpdate(): Q;
  skipLocked(): Q;
}

/**
 * Locks the rows `query` selects until the transaction ends, on PostgreSQL (SELECT … FOR
 * UPDATE; `skipLocked`: rows another transaction holds are left out instead of waited for).
 * SQLite needs no row locks: its transactions run one at a time.
 */
export function lockRows<Q extends Lockable<Q>>(
  db: Db,
  query: Q,
  options: { skipLocked?: boolean } = {},
): Q {
  if (dialectOf(db) !== 'postgres') return query;
  const locked = query.forUpdate();
  return options.skipLocked === true ? locked.skipLocked() : locked;
}
