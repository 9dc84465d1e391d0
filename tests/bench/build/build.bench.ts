import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../gateway/db/client.ts';
import { migrate } from '../../../gateway/db/migrate.ts';
import { loadSeedContent } from '../../../gateway/db/seed-content.ts';
import { renderSeedImages, seedDatabase } from '../../../gateway/db/seed.ts';
import { buildSite } from '../../../scripts/lib/build-site.ts';
import { QUICK, report } from '../support/report.ts';
import { multiplySeed } from './synthetic.ts';

/**
 * Build benchmark: builds the seed site and a synthetic CMS ten times larger, each from its
 * own database, and prints pages built, build seconds and pages per second.
 *
 *   npm run bench:build            (BENCH_FACTORS=1,10 by default; BENCH_QUICK=1: 1)
 */
const factors = (process.env['BENCH_FACTORS'] ?? (QUICK ? '1' : '1,10'))
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1);

const work = await mkdtemp(join(tmpdir(), 'bench-build-'));
const mediaDir = join(work, 'media');
const rows: { cms: string; records: string; pages: number; seconds: number }[] = [];
try {
  const { data, images } = await loadSeedContent();
  await renderSeedImages(images, mediaDir);
  for (const factor of factors) {
    const content = multiplySeed(data, factor);
    const url = `file:${join(work, `cms-${factor}x.db`)}`;
    const db = await openDatabase(url, {});
    await migrate(db);
    const seeded = await seedDatabase(db, content);
    await db.close();
    process.env['DATABASE_URL'] = url;
    process.env['MEDIA_DIR'] = mediaDir;
    const result = await buildSite(join(work, `dist-${factor}x`));
    rows.push({
      cms: factor === 1 ? 'seed' : `synthetic ${factor}x`,
      records: `${seeded.catalogs} nodes, ${seeded.infos} items, ${seeded.pois} POIs`,
      pages: result.pages,
      seconds: result.seconds,
    });
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

console.log('\nbuild benchmark');
console.table(
  rows.map((r) => ({
    cms: r.cms,
    records: r.records,
    pages: r.pages,
    'build s': Number(r.seconds.toFixed(1)),
    'pages/s': Number((r.pages / r.seconds).toFixed(1)),
  })),
);
report(
  rows.map((r) => ({
    section: 'build',
    item: `${r.cms} (${r.pages} pages)`,
    value: Number((r.pages / r.seconds).toFixed(1)),
    unit: 'pages/s',
  })),
);
