import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../../../gateway/db/client.ts';
import { prepareOpenDatabase } from '../../../../gateway/db/prepare.ts';
import type { SeedContent } from '../../../../gateway/db/seed-content.ts';

/**
 * Databases of the `postgres` test project: each test gets a database of its own, cloned from a
 * template that was migrated and seeded once per content (CREATE DATABASE … TEMPLATE copies
 * files, much faster than migrating and seeding again). Templates are made under an advisory
 * lock, so parallel test files make each one once.
 */

/** The cluster's admin URL when this test file runs in the `postgres` project, else null. */
export function postgresUrl(): string | null {
  try {
    return vitest?.inject('postgresUrl') ?? null;
  } catch {
    // not inside a vitest worker (a gateway process a test started): SQLite
    return null;
  }
}

/**
 * Vitest, loaded only inside a test run: the benchmarks share these helpers, and importing
 * vitest anywhere else throws.
 */
const vitest = process.env['VITEST'] ? await import('vitest').catch(() => null) : null;

const admins = new Map<string, pg.Pool>();
const admin = (url: string): pg.Pool => {
  let pool = admins.get(url);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: 2 });
    admins.set(url, pool);
  }
  return pool;
};

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * A fresh database holding `content` seeded at `now`; answers its URL and a function that drops
 * it. The first call for a content makes its template.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  content: SeedContent,
  now: number,
  mediaDir: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const key = createHash('sha256')
    .update(JSON.stringify({ content: content.data, now }))
    .digest('hex')
    .slice(0, 16);
  const template = `tpl_${key}`;
  const pool = admin(adminUrl);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [Number.parseInt(key.slice(0, 8), 16)]);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${quoted(building)}`);
      await client.query(`CREATE DATABASE ${quoted(building)}`);
      const db = await openDatabase(databaseUrl(adminUrl, building), { poolSize: 2 });
      try {
        await prepareOpenDatabase(
          db,
          { MEDIA_DIR: mediaDir },
          { content: () => Promise.resolve(content), now },
        );
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${quoted(building)} RENAME TO ${quoted(template)}`);
    }
  } finally {
    await client
      .query('SELECT pg_advisory_unlock_all()')
      .catch(() => undefined)
      .finally(() => client.release());
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await pool.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await pool.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    },
  };
}

/** An empty database on the cluster (for tests of migrations and seeding); with its drop. */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const pool = admin(adminUrl);
  const name = `empty_${randomBytes(6).toString('hex')}`;
  await pool.query(`CREATE DATABASE ${quoted(name)}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await pool.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    },
  };
}
