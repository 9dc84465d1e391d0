/**
 * npm run seed: re-seeds the CMS tables from the real content (gateway/db/seed/content/) and
 * renders its pictures, whatever the database holds. Rows whose content did not change keep
 * their id and updatedAt; rows no longer in the content are deleted.
 */
import { openDatabase } from '../gateway/db/client.ts';
import { migrate } from '../gateway/db/migrate.ts';
import { loadSeedContent } from '../gateway/db/seed-content.ts';
import { renderSeedImages, seedDatabase } from '../gateway/db/seed.ts';
import { loadEnv } from '../gateway/env.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  const db = await openDatabase(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE });
  try {
    const migrations = await migrate(db);
    if (migrations.length) console.log(`Applied migrations: ${migrations.join(', ')}`);
    const { data, images } = await loadSeedContent();
    const seeded = await seedDatabase(db, data);
    console.log(
      `Seeded ${env.DATABASE_URL}: ${seeded.catalogs} catalogue nodes, ${seeded.infos} info ` +
        `items, ${seeded.pois} POIs (${seeded.changed} new or changed, ${seeded.removed} removed).`,
    );
    const rendered = await renderSeedImages(images, env.MEDIA_DIR);
    console.log(
      `Images in ${env.MEDIA_DIR}: ${rendered.rendered} rendered, ${rendered.skipped} unchanged.`,
    );
    console.log(`Done in ${Math.round(performance.now() - started)} ms.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
});
