import type { GatewayEnv } from '../env.ts';
import { openDatabase, type Db } from './client.ts';
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
  const result = await db.execute(
    'SELECT (SELECT count(*) FROM catalog) + (SELECT count(*) FROM poi) AS n',
  );
  return result.rows[0]?.['n'] === 0;
}

/**
 * Opens the database, applies pending migrations and, when the CMS tables are empty, seeds
 * them with the content and renders its pictures into MEDIA_DIR. Idempotent: a prepared
 * database is only opened and checked. Returns the open client; the caller closes it.
 */
export async function prepareDatabase(env: GatewayEnv, options: PrepareOptions = {}): Promise<Db> {
  const db = await openDatabase(env.DATABASE_URL, { authToken: env.DATABASE_AUTH_TOKEN });
  try {
    await migrate(db);
    if (await isCmsEmpty(db)) {
      const content = await (options.content ?? loadSeedContent)();
      await seedDatabase(db, content.data, options.now === undefined ? {} : { now: options.now });
      await renderSeedImages(content.images, env.MEDIA_DIR);
    } else if (await isProductsEmpty(db)) {
      await seedProducts(db);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
