import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../gateway/db/client.ts';
import { migrate } from '../../../gateway/db/migrate.ts';
import { loadSeedContent } from '../../../gateway/db/seed-content.ts';
import { renderSeedImages, seedDatabase } from '../../../gateway/db/seed.ts';
import { buildSite } from '../../../scripts/lib/build-site.ts';
import { multiplySeed } from '../build/synthetic.ts';
import { QUICK, report } from '../support/report.ts';
import { sleep, startServer } from '../support/server.ts';
import { median, type Row } from '../support/table.ts';

/**
 * Publish-to-live benchmark (issue 10): for the seed site and a synthetic CMS ten times larger,
 * serves a first build with the real storefront server (gateway + rebuilder), then, BENCH_RUNS
 * times, edits an info item's English title through the editor API, publishes, and polls the
 * item's page until the new title is served. Prints the median, best and worst seconds from
 * the publish call to the new page, and what the rebuilder reported (build seconds, pages).
 *
 *   npm run bench:publish            (BENCH_FACTORS=1,10 BENCH_RUNS=3 by default;
 *                                     BENCH_QUICK=1: BENCH_FACTORS=1 BENCH_RUNS=1)
 *
 * The time includes the rebuilder's debounce (PUBLISH_DEBOUNCE_MS, 3 s by default, as served).
 */
const factors = (process.env['BENCH_FACTORS'] ?? (QUICK ? '1' : '1,10'))
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1);
const runs = Math.max(1, Number(process.env['BENCH_RUNS'] ?? (QUICK ? 1 : 3)) || 3);
const TOKEN = 'demo-editor-token-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
const LIVE_TIMEOUT_MS = 30 * 60_000;

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.trim() ?? '';

interface Build {
  status: string;
  durationMs: number | null;
  pages: number | null;
  error: string | null;
}

async function call<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}/cl-odss-app/editor/${path}`, { ...init, headers: auth });
  const body = (await response.json()) as { state: string; msg: string; data: T };
  if (body.state !== 'success') throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

async function publishRuns(base: string, label: string) {
  const area = await (await fetch(`${base}/en/ZH`)).text();
  const link = /href="(\/en\/ZH\/cms-detail\/\d+\/[A-Za-z0-9_-]+\/(\d+))"/.exec(area);
  if (!link?.[1] || !link[2]) throw new Error('no content detail link on /en/ZH');
  const id = link[2];
  const path = `${base}${link[1]}`;
  const seconds: number[] = [];
  const builds: Build[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const title = `Bench title ${label} run ${run} ${Date.now()}`;
    await call(base, 'info/update', {
      method: 'PUT',
      body: JSON.stringify({ id, i18n: { en: { infoTitle: title } } }),
    });
    const started = performance.now();
    await call(base, 'publish', { method: 'POST', body: '{}' });
    const until = Date.now() + LIVE_TIMEOUT_MS;
    while (h1Of(await (await fetch(path)).text()) !== title) {
      if (Date.now() > until) throw new Error(`${label}: not live after ${LIVE_TIMEOUT_MS} ms`);
      await sleep(200);
    }
    seconds.push((performance.now() - started) / 1000);
    const [newest] = await call<Build[]>(base, 'build/list?limit=1');
    if (newest) builds.push(newest);
    console.info(
      `${label} run ${run}: live after ${seconds.at(-1)?.toFixed(1)} s (build ${((newest?.durationMs ?? 0) / 1000).toFixed(1)} s, ${newest?.pages} pages)`,
    );
  }
  return { seconds, builds };
}

const work = await mkdtemp(join(tmpdir(), 'bench-publish-'));
const mediaDir = join(work, 'media');
const rows: Record<string, string | number>[] = [];
try {
  const { data, images } = await loadSeedContent();
  await renderSeedImages(images, mediaDir);
  for (const factor of factors) {
    const label = factor === 1 ? 'seed' : `synthetic ${factor}x`;
    const url = `file:${join(work, `cms-${factor}x.db`)}`;
    const db = await openDatabase(url, {});
    await migrate(db);
    await seedDatabase(db, multiplySeed(data, factor));
    db.close();
    process.env['DATABASE_URL'] = url;
    process.env['MEDIA_DIR'] = mediaDir;
    const siteDir = join(work, `dist-${factor}x`);
    const first = await buildSite(siteDir);
    const server = await startServer({
      siteDir,
      databaseUrl: url,
      mediaDir,
      buildsDir: join(work, `builds-${factor}x`),
    });
    const { base } = server;
    try {
      const { seconds, builds } = await publishRuns(base, label);
      rows.push({
        site: label,
        pages: first.pages,
        runs: seconds.length,
        'publish→live median s': Number(median(seconds).toFixed(1)),
        'best s': Number(Math.min(...seconds).toFixed(1)),
        'worst s': Number(Math.max(...seconds).toFixed(1)),
        'rebuild median s': Number(
          (median(builds.map((b) => b.durationMs ?? 0)) / 1000).toFixed(1),
        ),
        'first full build s': Number(first.seconds.toFixed(1)),
      });
    } finally {
      await server.stop();
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

console.log('\npublish-to-live benchmark (debounce included)');
console.table(rows);
report(
  rows.flatMap((r): Row[] => [
    {
      section: 'publish',
      item: `${r['site']} (${r['pages']} pages) publish→live, median of ${r['runs']}`,
      value: r['publish→live median s'] ?? 0,
      unit: 's (debounce incl.)',
    },
    {
      section: 'publish',
      item: `${r['site']} rebuild within it`,
      value: r['rebuild median s'] ?? 0,
      unit: 's',
    },
  ]),
);
