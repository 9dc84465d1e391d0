import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type RawBuilder,
} from 'kysely';
import type { DialectName } from '../client.ts';

/**
 * What a migration writes with: Kysely's schema builder on the migration's transaction, and the
 * few things SQLite and PostgreSQL spell differently, so that each migration is written once
 * for both databases (docs/database.md shows how to add one).
 *
 * - Tables are STRICT on SQLite (a column holds only its declared type); key-only tables are
 *   also WITHOUT ROWID there.
 * - Epoch-millisecond columns are INTEGER on SQLite (64-bit) and bigint on PostgreSQL.
 * - Keys the database numbers: SQLite's INTEGER PRIMARY KEY (AUTOINCREMENT when a number must
 *   never come back), PostgreSQL's identity columns.
 * - Pattern checks: GLOB on SQLite, regular expressions on PostgreSQL.
 */
export interface Migration {
  version: number;
  name: string;
  up(m: MigrationKit): Promise<void>;
}

export type Table = CreateTableBuilder<string, string>;
type Column = ColumnDefinitionBuilder;

/** The languages of translated rows. */
export const languageCheck = (column: string): RawBuilder<unknown> =>
  sql`${sql.ref(column)} IN ('zh-TW', 'zh-CN', 'en')`;

/** `column IN (values…)`, for CHECK constraints. */
export const oneOf = (column: string, values: readonly string[]): RawBuilder<unknown> =>
  sql`${sql.ref(column)} IN (${sql.join(values.map((v) => sql.lit(v)))})`;

export class MigrationKit {
  constructor(
    /** The migration's transaction. */
    readonly db: Kysely<unknown>,
    readonly dialect: DialectName,
  ) {}

  get postgres(): boolean {
    return this.dialect === 'postgres';
  }

  /** The column type of epoch milliseconds. */
  get epoch(): 'integer' | 'bigint' {
    return this.postgres ? 'bigint' : 'integer';
  }

  /**
   * Creates a table: `build` adds its columns and constraints. `keyOnly` tables (a composite
   * primary key and no use for a row number) are WITHOUT ROWID on SQLite.
   */
  async createTable(
    name: string,
    build: (table: Table) => Table,
    options: { keyOnly?: boolean } = {},
  ): Promise<void> {
    let table = build(this.db.schema.createTable(name));
    if (!this.postgres) {
      table = table.modifyEnd(options.keyOnly === true ? sql`STRICT, WITHOUT ROWID` : sql`STRICT`);
    }
    await table.execute();
  }

  /**
   * Adds a key the database numbers: `monotonic` keys never reuse a number, even after the
   * newest row is deleted (SQLite AUTOINCREMENT; a PostgreSQL identity never goes back).
   */
  serialKey(table: Table, name: string, options: { monotonic?: boolean } = {}): Table {
    if (this.postgres) {
      return table.addColumn(name, 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity());
    }
    return table.addColumn(name, 'integer', (c) =>
      options.monotonic === true ? c.primaryKey().autoIncrement() : c.primaryKey(),
    );
  }

  /**
   * The insertion order of a table whose key is random text: SQLite keeps it in the rowid; on
   * PostgreSQL a `seq` identity column holds it (see sql.ts insertionOrder).
   */
  insertionOrder(table: Table): Table {
    return this.postgres
      ? table.addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
      : table;
  }

  /** A decimal id of at most 20 digits, without leading zero. */
  decimalId(column: string): RawBuilder<unknown> {
    const ref = sql.ref(column);
    return this.postgres
      ? sql`${ref} ~ '^[1-9][0-9]{0,19}$'`
      : sql`${ref} GLOB '[1-9]*' AND ${ref} NOT GLOB '*[^0-9]*' AND length(${ref}) <= 20`;
  }

  /** A date written YYYY-MM-DD. */
  isoDate(column: string): RawBuilder<unknown> {
    const ref = sql.ref(column);
    return this.postgres
      ? sql`${ref} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`
      : sql`${ref} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`;
  }

  /** An upper-case code: A-Z first, then A-Z and underscores. */
  upperCode(column: string): RawBuilder<unknown> {
    const ref = sql.ref(column);
    return this.postgres
      ? sql`${ref} ~ '^[A-Z][A-Z_]*$'`
      : sql`${ref} GLOB '[A-Z]*' AND ${ref} NOT GLOB '*[^A-Z_]*'`;
  }

  /** Valid JSON text (PostgreSQL refuses the cast of anything else). */
  json(column: string): RawBuilder<unknown> {
    const ref = sql.ref(column);
    return this.postgres ? sql`(${ref}::jsonb) IS NOT NULL` : sql`json_valid(${ref})`;
  }

  /** A 0/1 column defaulting to `value`. */
  flag(column: string, value: 0 | 1): (c: Column) => Column {
    return (c) =>
      c
        .notNull()
        .defaultTo(value)
        .check(sql`${sql.ref(column)} IN (0, 1)`);
  }

  /** An index (`unique` for a unique one; `where` for a partial one). */
  async index(
    name: string,
    table: string,
    columns: string[],
    options: { unique?: boolean; where?: RawBuilder<boolean> } = {},
  ): Promise<void> {
    let index = this.db.schema.createIndex(name).on(table).columns(columns);
    if (options.unique === true) index = index.unique();
    if (options.where) index = index.where(options.where);
    await index.execute();
  }

  /** Runs one statement of SQL. */
  async run(statement: RawBuilder<unknown>): Promise<void> {
    await statement.execute(this.db);
  }
}
