import { Kysely, PostgresAdapter, type Dialect } from 'kysely';
import { createPostgresDialect } from './dialects/postgres.ts';
import { openSqliteClient, SerialLibsqlDialect, type SerialDriver } from './dialects/sqlite.ts';
import type { Database } from './schema.ts';

/**
 * The gateway's data access: one typed Kysely layer over two databases.
 *
 * - `file:` URLs: embedded SQLite through libSQL (the default; `npm start` and the tests);
 * - `postgres://` / `postgresql://` URLs: a PostgreSQL server through node-postgres.
 *
 * Every query is written once with Kysely's query builder, typed by ./schema.ts; the few
 * expressions the two databases spell differently live in ./sql.ts. Services take a {@link Db}
 * (the database or a transaction of it); writes that must happen together go through
 * {@link transaction}.
 */
export type Db = Kysely<Database>;

export type DialectName = 'sqlite' | 'postgres';

export interface OpenDatabaseOptions {
  /** How long a SQLite connection waits for another process's lock, in ms. */
  busyTimeoutMs?: number;
  /** Connections of a PostgreSQL pool. */
  poolSize?: number;
}

/** The kind of database a URL names, or null for one the gateway cannot open. */
export function dialectOfUrl(url: string): DialectName | null {
  if (url.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  return null;
}

/** The SQLite drivers of open databases, to mark transactions (see transaction()). */
const sqliteDrivers = new WeakMap<Db, SerialDriver>();

/** The database the gateway opened: a Kysely instance with the dialect's name and close(). */
export class GatewayDatabase extends Kysely<Database> {
  readonly dialect: DialectName;
  readonly #sqlite: SerialLibsqlDialect | null;

  constructor(kind: DialectName, dialect: Dialect) {
    super({ dialect });
    this.dialect = kind;
    this.#sqlite = dialect instanceof SerialLibsqlDialect ? dialect : null;
    const driver = this.#sqlite?.driver;
    if (driver) sqliteDrivers.set(this, driver);
  }

  /** Closes the connections (the pool of PostgreSQL, the client of SQLite). */
  async close(): Promise<void> {
    await this.destroy();
    this.#sqlite?.client.close();
  }
}

/**
 * Opens the database of a URL (see {@link dialectOfUrl}). For SQLite the folder is created
 * when needed and WAL switched on; for PostgreSQL nothing connects until the first query.
 */
export async function openDatabase(
  url: string,
  options: OpenDatabaseOptions = {},
): Promise<GatewayDatabase> {
  const kind = dialectOfUrl(url);
  if (kind === 'postgres') {
    const { dialect } = createPostgresDialect(url, { poolSize: options.poolSize ?? 10 });
    return new GatewayDatabase('postgres', dialect);
  }
  if (kind === 'sqlite') {
    const client = await openSqliteClient(url, options.busyTimeoutMs ?? 5000);
    return new GatewayDatabase('sqlite', new SerialLibsqlDialect(client));
  }
  throw new Error(
    'DATABASE_URL must be a file: URL (embedded SQLite) or a postgres:// URL (PostgreSQL).',
  );
}

/** The dialect of a database or of one of its transactions. */
export function dialectOf(db: Db): DialectName {
  if (db instanceof GatewayDatabase) return db.dialect;
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export const isPostgres = (db: Db): boolean => dialectOf(db) === 'postgres';

/** PostgreSQL's codes of a transaction that lost a race and may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

const sqlState = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/**
 * Runs `work` in one transaction and commits it, or rolls it all back when `work` throws.
 * Inside a transaction already, `work` simply joins it.
 *
 * SQLite: BEGIN IMMEDIATE, and nothing else of this process runs meanwhile (see
 * dialects/sqlite.ts); a query through the outer handle inside `work` fails at once.
 * PostgreSQL: READ COMMITTED; a transaction chosen as the victim of a deadlock or a
 * serialization failure is run again (up to five times), so `work` must do nothing but
 * database work (no mail, no files) before it returns. `snapshot`: every statement of `work`
 * reads the same snapshot (PostgreSQL's REPEATABLE READ; SQLite's transactions always do).
 */
export async function transaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  options: { snapshot?: boolean } = {},
): Promise<T> {
  if (db.isTransaction) return work(db);
  const driver = sqliteDrivers.get(db);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const begin = db.transaction();
      return await (
        options.snapshot === true ? begin.setIsolationLevel('repeatable read') : begin
      ).execute((trx) => (driver ? driver.holdingQueue(() => work(trx)) : work(trx)));
    } catch (error) {
      const code = sqlState(error);
      if (attempt >= 5 || code === undefined || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

export type ConstraintKind = 'unique' | 'check' | 'foreign-key' | 'not-null';

export interface ConstraintViolation {
  kind: ConstraintKind;
  /** The table, when the database names it. */
  table: string | null;
  /** The columns of a unique key (both databases name them), else []. */
  columns: string[];
}

const PG_CONSTRAINTS: Record<string, ConstraintKind> = {
  '23505': 'unique',
  '23514': 'check',
  '23503': 'foreign-key',
  '23502': 'not-null',
};

/**
 * The constraint an error reports, in the same terms for both databases, or null when the
 * error is something else. SQLite: "UNIQUE constraint failed: orders.user_id, orders.request_id";
 * PostgreSQL: SQLSTATE 23xxx with the table and "Key (user_id, request_id)=(…)" in its detail.
 */
export function constraintViolation(error: unknown): ConstraintViolation | null {
  if (!(error instanceof Error)) return null;
  const code = sqlState(error);
  const pgKind = code === undefined ? undefined : PG_CONSTRAINTS[code];
  if (pgKind !== undefined) {
    const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
    const table = 'table' in error && typeof error.table === 'string' ? error.table : null;
    const columns = /^Key \(([^)]*)\)=/.exec(detail)?.[1]?.split(', ') ?? [];
    return { kind: pgKind, table, columns };
  }
  const match = /(UNIQUE|CHECK|FOREIGN KEY|NOT NULL) constraint failed(?::\s*(.*))?/i.exec(
    error.message,
  );
  if (match === null) return null;
  const kinds: Record<string, ConstraintKind> = {
    UNIQUE: 'unique',
    CHECK: 'check',
    'FOREIGN KEY': 'foreign-key',
    'NOT NULL': 'not-null',
  };
  const named = (match[2] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.includes('.'));
  return {
    kind: kinds[match[1]?.toUpperCase() ?? ''] ?? 'check',
    table: named[0]?.split('.')[0] ?? null,
    columns: named.map((part) => part.slice(part.indexOf('.') + 1)),
  };
}

/** True when `error` is a violation of the unique key of `table` made of `column` (and more). */
export function isUniqueViolation(error: unknown, table: string, column?: string): boolean {
  const found = constraintViolation(error);
  return (
    found?.kind === 'unique' &&
    found.table === table &&
    (column === undefined || found.columns.includes(column))
  );
}

/** True when `error` is a failed CHECK constraint (e.g. the stock guard held + sold <= total). */
export const isCheckViolation = (error: unknown): boolean =>
  constraintViolation(error)?.kind === 'check';
