import { sql } from 'kysely';
import { dialectOf, transaction, type Db, type GatewayDatabase } from './client.ts';

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
 * Runs `work` in a transaction if no other process is running the same job (PostgreSQL: a
 * transaction-level advisory lock, tried without waiting). Answers null when another process
 * had it: a periodic sweep then simply leaves this round to that process.
 */
export async function ifLeader<T>(
  db: Db,
  key: number,
  work: (trx: Db) => Promise<T>,
): Promise<T | null> {
  if (dialectOf(db) !== 'postgres') return transaction(db, work);
  return transaction(db, async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${key}) AS locked`.execute(trx);
    return rows[0]?.locked === true ? work(trx) : null;
  });
}
