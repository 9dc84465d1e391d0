import { sql } from 'kysely';
import { dialectOf, type Db, type GatewayDatabase } from './client.ts';

/**
 * Locks that make one process of many do a job (several gateway processes share one
 * PostgreSQL database). On SQLite the processes of one machine already take turns for every
 * write (its database lock), so these run the job directly.
 */

/** Advisory lock keys (PostgreSQL: one 64-bit number per job). */
export const LOCK_KEYS = {
  startup: 0x73746172, // 'star': migrations and the seed
  orderSweep: 0x6f726473, // 'ords': expiry and fulfilment of orders
  mailSweep: 0x6d61696c, // 'mail'
  builder: 0x6275696c, // 'buil': the site rebuilder
  content: 0x636d7321, // 'cms!': editors' writes, one at a time
} as const;

/**
 * Runs `work` while holding a session-level advisory lock, waiting for it: the processes that
 * start at once on one database migrate and seed one after the other.
 */
export async function withStartupLock<T>(db: GatewayDatabase, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  // the lock lives on one reserved connection; the work runs on the pool's others
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${LOCK_KEYS.startup})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_KEYS.startup})`.execute(connection);
    }
  });
}

/**
 * Runs `work` unless another process is running the same job (PostgreSQL: a session-level
 * advisory lock tried without waiting, held on one reserved connection while `work` runs on the
 * others). Answers null when another process had it: a periodic sweep then leaves this round to
 * that process. On SQLite `work` simply runs.
 */
export async function ifLeader<T>(db: Db, key: number, work: () => Promise<T>): Promise<T | null> {
  if (dialectOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(${key}) AS locked`.execute(connection);
    if (rows[0]?.locked !== true) return null;
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * Inside a transaction: waits for and holds, until the transaction ends, the lock named `name`
 * (PostgreSQL: a transaction-level advisory lock on the name's 64-bit hash), so that the
 * transactions of any processes that lock the same name run one after the other. On SQLite
 * write transactions already run one at a time (BEGIN IMMEDIATE), so this does nothing.
 */
export async function lockKey(trx: Db, name: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
