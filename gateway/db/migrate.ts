import { sql, type Kysely } from 'kysely';
import { dialectOf, transaction, type Db } from './client.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { MigrationKit, type Migration } from './migrations/kit.ts';

/**
 * Applies the migrations not applied yet, in order, each in its own transaction together with
 * its row in schema_migrations. Idempotent, and safe when several processes start at once: on
 * PostgreSQL each transaction first takes an advisory lock, on SQLite it begins IMMEDIATE, and
 * the check runs inside it. Returns the names applied now.
 *
 * Kept small and our own rather than Kysely's Migrator: it keeps the schema_migrations history
 * of databases made before the typed layer (versions 1-9 were SQL files), and gives SQLite
 * transactional migrations (Kysely's migrator runs SQLite migrations without a transaction).
 */
const MIGRATION_LOCK = 0x6d696772; // 'migr'

async function lock(trx: Db): Promise<void> {
  if (dialectOf(trx) === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
  }
}

export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  const dialect = dialectOf(db);
  await transaction(db, async (trx) => {
    await lock(trx);
    let table = trx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('applied_at', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull());
    if (dialect === 'sqlite') table = table.modifyEnd(sql`STRICT`);
    await table.execute();
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    try {
      await transaction(db, async (trx) => {
        await lock(trx);
        const done = await trx
          .selectFrom('schema_migrations')
          .select('version')
          .where('version', '=', migration.version)
          .executeTakeFirst();
        if (done) return;
        await migration.up(new MigrationKit(trx as unknown as Kysely<unknown>, dialect));
        await trx
          .insertInto('schema_migrations')
          .values({ version: migration.version, name: migration.name, applied_at: Date.now() })
          .execute();
        applied.push(migration.name);
      });
    } catch (error) {
      throw new Error(`Migration ${migration.name} failed.`, { cause: error });
    }
  }
  return applied;
}
