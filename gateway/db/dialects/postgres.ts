import { PostgresDialect } from 'kysely';
import pg from 'pg';

/**
 * PostgreSQL (`postgres://` and `postgresql://` URLs) through node-postgres, as Kysely's own
 * PostgresDialect over a pg Pool.
 *
 * Numbers: the schema keeps times in bigint columns and counts come back as bigint, which pg
 * hands over as strings by default (they may exceed 2^53). Every value here is far below that
 * (epoch milliseconds, counts, cents), so int8 and numeric are read as numbers, checked to be
 * exact: the rows then have the types the schema declares, as on SQLite.
 */

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function exactNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) && !(Number.isFinite(value) && !/^-?\d+$/.test(text))) {
    throw new RangeError(`The database returned ${text}, beyond the numbers JavaScript holds.`);
  }
  return value;
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? exactNumber
      : (pg.types.getTypeParser(oid, format ?? 'text') as (
          value: string,
        ) => unknown)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  /** Connections of this process's pool. */
  poolSize?: number;
}

export function createPostgresDialect(
  url: string,
  options: PostgresOptions = {},
): { dialect: PostgresDialect; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types,
    // a pooled connection the server closed (restart, idle timeout) is dropped, not fatal
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => {
    console.warn(`database: an idle connection failed (${error.message}); it was dropped`);
  });
  return { dialect: new PostgresDialect({ pool }), pool };
}
