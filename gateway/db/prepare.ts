import type { GatewayEnv } from '../env.ts';
import { openDatabase, type Db, type GatewayDatabase } from './client.ts';
import { withStartupLock } from './locks.ts';
import { migrate } from './migrate.ts';
import { loadSeedContent, type SeedContent } from './seed-content.ts';
import { isProductsEmpty, seedProducts } from './seed/products/seed-products.ts';
import { renderSeedImages, seedDatabase } from './seed.ts';

export interface PrepareOptions {
  /** Where the seed content comes from (the real content by default; tests pass fixtures). */
  content?: () => Promise<SeedContent>;
  /** updatedAt of seeded rows (epoch ms); now by default. */
  now?: number;
}

/** True when the CMS tables hold no content yet. */
export async function isCmsEmpty(db: Db): Promise<boolean> {
  const [catalog, poi] = await Promise.all([
    db.selectFrom('catalog').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('poi').select('id').limit(1).executeTakeFirst(),
  ]);
  return catalog === undefined && poi === undefined;
}

/**
 * Applies pending migrations and, when the CMS tables are empty, seeds them with the content
 * and renders its pictures into MEDIA_DIR. Several processes starting at once on one database
 * do this one after the other (a startup lock), so the content is seeded once.
 */
export async function prepareOpenDatabase(
  db: GatewayDatabase,
  env: Pick<GatewayEnv, 'MEDIA_DIR'>,
  options: PrepareOptions = {},
): Promise<void> {
  await withStartupLock(db, async () => {
    await migrate(db);
    if (await isCmsEmpty(db)) {
      const content = await (options.content ?? loadSeedContent)();
      await seedDatabase(db, content.data, options.now === undefined ? {} : { now: options.now });
      await renderSeedImages(content.images, env.MEDIA_DIR);
    } else if (await isProductsEmpty(db)) {
      await seedProducts(db);
    }
  });
}

/**
 * Opens the database, applies pending migrations and, when the CMS tables are empty, seeds
 * them with the content and renders its pictures into MEDIA_DIR. Idempotent: a prepared
 * database is only opened and checked. Returns the open database; the caller closes it.
 */
export async function prepareDatabase(
  env: Pick<GatewayEnv, 'DATABASE_URL' | 'MEDIA_DIR'> &
    Partial<Pick<GatewayEnv, 'DATABASE_POOL_SIZE'>>,
  options: PrepareOptions = {},
): Promise<GatewayDatabase> {
  const db = await openDatabase(
    env.DATABASE_URL,
    env.DATABASE_POOL_SIZE === undefined ? {} : { poolSize: env.DATABASE_POOL_SIZE },
  );
  try {
    await prepareOpenDatabase(db, env, options);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
