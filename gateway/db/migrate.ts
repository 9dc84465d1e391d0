import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

/**
 * The folder of the migration files: beside this module, or (when the module was bundled
 * elsewhere, e.g. into a build's output) under the working directory.
 */
export function migrationsDir(): string {
  const beside = fileURLToPath(new URL('./migrations/', import.meta.url));
  return existsSync(beside) ? beside : resolve('gateway/db/migrations');
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir: string = migrationsDir()): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => MIGRATION_FILE.test(n)).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const version = Number(MIGRATION_FILE.exec(name)?.[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two migrations share the number ${version}; renumber ${name}.`);
    }
    migrations.push({ version, name, sql: await readFile(join(dir, name), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not applied yet, in order, each in its own write transaction together
 * with its row in schema_migrations. Idempotent, and safe when two processes start at once
 * (the check runs inside the transaction). Returns the names applied now.
 */
export async function migrate(db: Db, dir: string = migrationsDir()): Promise<string[]> {
  await db.execute(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at INTEGER NOT NULL
    ) STRICT`,
  );
  const applied: string[] = [];
  for (const migration of await readMigrations(dir)) {
    const tx = await db.transaction('write');
    try {
      const done = await tx.execute({
        sql: 'SELECT 1 FROM schema_migrations WHERE version = ?',
        args: [migration.version],
      });
      if (done.rows.length === 0) {
        await tx.executeMultiple(migration.sql);
        await tx.execute({
          sql: 'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
          args: [migration.version, migration.name, Date.now()],
        });
        applied.push(migration.name);
      }
      await tx.commit();
    } catch (error) {
      await tx.rollback();
      throw new Error(`Migration ${migration.name} failed.`, { cause: error });
    } finally {
      tx.close();
    }
  }
  return applied;
}
