import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { openDatabase, type Db } from '../../../gateway/db/client.ts';
import { migrate } from '../../../gateway/db/migrate.ts';
import { loadSeedContent } from '../../../gateway/db/seed-content.ts';
import { renderSeedImages, seedDatabase } from '../../../gateway/db/seed.ts';
import { buildSite, ROOT } from '../../../scripts/lib/build-site.ts';
import { multiplySeed } from '../build/synthetic.ts';
import { QUICK, report } from '../support/report.ts';
import { sleep, startServer } from '../support/server.ts';
import { median, type Row } from '../support/table.ts';

/**
 * Publish-to-live benchmark (issue 20): for the seed site and a synthetic CMS ten times larger,
 * builds the site once in full, serves it with the real storefront server (gateway, rebuilder,
 * publishing worker), then measures, BENCH_RUNS times each, the seconds from the publish call
 * to the new page being served for
 *
 * - one title: an item's English title on an area page;
 * - 20 items: the titles of 20 items of one area page in one publish;
 * - a catalogue move: a block moved from one area home to another;
 *
 * while a visitor loop fetches pages all along and counts any answer that is not a 200; then
 * the editor's previews (a live item, a never-published one twice) with their seconds and the
 * server's resident memory around them.
 *
 *   npm run bench:publish   (BENCH_FACTORS=1,10 BENCH_RUNS=5; BENCH_QUICK=1: seed only, 3 runs)
 *
 * For profiling: KEEP_WORK=<folder> keeps the databases and built sites there and reuses them
 * on the next run (no seeding, no first build); ONLY=<scenario name> runs one scenario;
 * SERVER_LOG=<text> prints the server's lines holding it (`rebuilder: build` shows each
 * publish's steps in ms); SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=…" profiles the server
 * and its publishing worker (support/server.ts).
 */
const factors = (process.env['BENCH_FACTORS'] ?? (QUICK ? '1' : '1,10'))
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1);
const runs = Math.max(1, Number(process.env['BENCH_RUNS'] ?? (QUICK ? 3 : 5)) || 5);
const TOKEN = 'demo-editor-token-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
const LIVE_TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 20;

interface Build {
  id: string;
  status: string;
  mode?: string;
  durationMs: number | null;
  changedPages?: number | null;
  reason?: string;
}

async function editor<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/cl-odss-app/editor/${path}`, {
    method,
    headers: auth,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { state: string; msg: string; data: T };
  if (answer.state !== 'success') throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

/** The rows of one SQLite statement with `?` parameters (this benchmark's database is a file). */
const rows = async (db: Db, text: string, args: string[] = []) =>
  (await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, args))).rows;

/** A visitor fetching pages one after another until stopped; counts the answers. */
function visitor(base: string, paths: readonly string[]) {
  let stop = false;
  const counts = { requests: 0, other: 0, statuses: new Set<number>() };
  const done = (async () => {
    for (let i = 0; !stop; i += 1) {
      const path = paths[i % paths.length]!;
      try {
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        counts.requests += 1;
        if (response.status !== 200) {
          counts.other += 1;
          counts.statuses.add(response.status);
        }
      } catch {
        counts.other += 1;
      }
    }
  })();
  return {
    counts,
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

/** Publishes and waits until `path` serves `expected`; seconds from the publish call. */
async function publishUntil(base: string, path: string, expected: string): Promise<number> {
  const started = performance.now();
  await editor(base, 'POST', 'publish', {});
  const until = Date.now() + LIVE_TIMEOUT_MS;
  for (;;) {
    const html = await (await fetch(`${base}${path}`)).text();
    if (html.includes(expected)) return (performance.now() - started) / 1000;
    if (Date.now() > until) throw new Error(`${path} did not show "${expected}" in time`);
    await sleep(POLL_MS);
  }
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

interface Scenario {
  name: string;
  /** Makes the change of run `run`; answers the page to poll and what it must show. */
  change(run: number): Promise<{ path: string; expected: string }>;
}

function scenarios(base: string, db: Db, marker: string): Scenario[] {
  /**
   * Items of the ZH area that have a detail page of their own (en), from the database: the
   * area home links only a few of its items now (its blocks are cards and banners).
   */
  let known: { id: string; path: string }[] | undefined;
  const areaItems = async () => {
    if (known) return known;
    const found: { id: string; path: string }[] = [];
    const candidates = await rows(
      db,
      `SELECT id, catalog_id, poi_code FROM info WHERE region_code = 'ZH' ORDER BY id LIMIT 200`,
    );
    for (const row of candidates) {
      const path = `/en/ZH/cms-detail/${String(row['catalog_id'])}/${String(row['poi_code'])}/${String(row['id'])}`;
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      if (response.status === 200) found.push({ id: String(row['id']), path });
      if (found.length === 20) break;
    }
    known = found;
    return found;
  };
  return [
    {
      name: 'one title',
      async change(run) {
        const [first] = await areaItems();
        if (!first) throw new Error('no item on /en/ZH');
        const title = `${marker} title ${run}`;
        await editor(base, 'PUT', 'info/update', {
          id: first.id,
          i18n: { en: { infoTitle: title } },
        });
        return { path: first.path, expected: escape(title) };
      },
    },
    {
      name: '20 items',
      async change(run) {
        const items = (await areaItems()).slice(0, 20);
        if (items.length < 20) throw new Error(`only ${items.length} items on /en/ZH`);
        for (const [i, item] of items.entries()) {
          await editor(base, 'PUT', 'info/update', {
            id: item.id,
            i18n: { en: { infoTitle: `${marker} batch ${run} item ${i + 1}` } },
          });
        }
        const last = items.at(-1)!;
        return { path: last.path, expected: escape(`${marker} batch ${run} item 20`) };
      },
    },
    {
      name: 'catalogue move',
      async change(run) {
        // a named block of the ZH home moves to the GZ home (and back on the next run)
        const [from, to] = run % 2 === 1 ? ['ZH', 'GZ'] : ['GZ', 'ZH'];
        const [block] = await rows(
          db,
          `SELECT c.id, i.catalog_name FROM catalog c
             JOIN catalog r ON r.id = c.parent_id AND r.catalog_type = 'INDEX' AND r.poi_code = ?
             JOIN catalog_i18n i ON i.catalog_id = c.id AND i.lang = 'en'
            WHERE i.catalog_name LIKE ?
            ORDER BY c.id LIMIT 1`,
          [from, `${marker}%`],
        );
        const [target] = await rows(
          db,
          `SELECT id FROM catalog WHERE parent_id IS NULL AND catalog_type = 'INDEX' AND poi_code = ?`,
          [to],
        );
        let id = block ? String(block['id']) : undefined;
        if (!id) {
          const [any] = await rows(
            db,
            `SELECT c.id FROM catalog c JOIN catalog r ON r.id = c.parent_id
              WHERE r.parent_id IS NULL AND r.catalog_type = 'INDEX' AND r.poi_code = ?
                AND c.catalog_type IN ('POI_INTRO', 'ARTICLE_BOX', 'PRODUCT_CARD', 'FAQ', 'ABOUT_CARD')
                AND EXISTS (SELECT 1 FROM info WHERE info.catalog_id = c.id)
              ORDER BY c.sort DESC LIMIT 1`,
            [from],
          );
          id = String(any?.['id']);
        }
        const name = `${marker} moved block ${run}`;
        await editor(base, 'PUT', 'catalog/update', {
          id,
          parentId: String(target?.['id']),
          sort: 999,
          i18n: { en: { catalogName: name } },
        });
        return { path: `/en/${to}`, expected: escape(name) };
      },
    },
  ];
}

/** Resident memory of a process in MB (Linux /proc), or NaN where there is none. */
async function rssMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) return NaN;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

/**
 * Editor previews on the server (its publishing worker is a thread of it, so the server's
 * memory holds the worker's): a live item with an unsaved title (rendered over the live
 * content), then an item that was never published, twice (the first loads a second copy of
 * the content as saved; the next brings it up to date). Seconds per preview and the server's
 * resident memory before and after.
 */
async function previews(base: string, db: Db, pid: number | undefined, label: string) {
  const html = await (await fetch(`${base}/en/ZH/play-guide`)).text();
  const live = /href="\/en\/ZH\/cms-detail\/\d+\/[\w-]+\/(\d+)"/.exec(html)?.[1];
  if (!live) throw new Error('no item on /en/ZH/play-guide');
  const [item] = await rows(db, 'SELECT catalog_id, poi_code, region_code FROM info WHERE id = ?', [
    live,
  ]);
  const timed = async (body: unknown) => {
    const started = performance.now();
    await editor<{ path: string; html: string }>(base, 'POST', 'preview', body);
    return Number(((performance.now() - started) / 1000).toFixed(2));
  };
  const before = await rssMb(pid);
  const liveSeconds = await timed({
    lang: 'en',
    info: { id: live, i18n: { en: { infoTitle: 'Preview of a live item' } } },
  });
  const afterLive = await rssMb(pid);
  const texts = (title: string) => ({
    infoTitle: title,
    infoSummary: title,
    infoDesc: `<p>${title}</p>`,
    infoTag: '',
  });
  const created = await editor<{ id: string }>(base, 'POST', 'info/save', {
    catalogId: String(item?.['catalog_id']),
    poiCode: String(item?.['poi_code']),
    regionCode: String(item?.['region_code']),
    i18n: { 'zh-TW': texts('新項目'), 'zh-CN': texts('新项目'), en: texts('A new item') },
  });
  const draft = (title: string) => ({
    lang: 'en',
    info: { id: created.id, i18n: { en: { infoTitle: title } } },
  });
  const firstNew = await timed(draft('Never published, first preview'));
  const afterFirstNew = await rssMb(pid);
  const nextNew = await timed(draft('Never published, next preview'));
  const afterNextNew = await rssMb(pid);
  console.info(
    `${label}: previews: live item ${liveSeconds} s, never-published item ${firstNew} s then ${nextNew} s; ` +
      `server RSS ${before} MB before, ${afterLive} after the live one, ${afterFirstNew} after the first never-published, ${afterNextNew} after the next`,
  );
  const row = (item: string, value: number, unit: string): Row => ({
    section: 'publish',
    item: `${label} ${item}`,
    value,
    unit,
  });
  return [
    row('preview of a live item', liveSeconds, 's'),
    row('first preview of a never-published item', firstNew, 's'),
    row('next preview of a never-published item', nextNew, 's'),
    row('server memory before previews', before, 'MB RSS'),
    row('server memory after the first never-published preview', afterFirstNew, 'MB RSS'),
    row('server memory added by never-published previews', afterNextNew - afterLive, 'MB RSS'),
  ];
}

const work = process.env['KEEP_WORK'] ?? join(ROOT, '.build', `bench-publish-${process.pid}`);
const mediaDir = join(work, 'media');
const table: Record<string, string | number>[] = [];
const reportRows: Row[] = [];
try {
  const keep = process.env['KEEP_WORK'] !== undefined && existsSync(join(work, 'media'));
  if (!keep) {
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true });
  }
  const { data, images } = await loadSeedContent();
  if (!keep) await renderSeedImages(images, mediaDir);
  for (const factor of factors) {
    const label = factor === 1 ? 'seed' : `synthetic ${factor}x`;
    const url = `file:${join(work, `cms-${factor}x.db`)}`;
    const db = await openDatabase(url, {});
    const siteDir = join(work, `dist-${factor}x`);
    let first = { pages: 0, seconds: 0 };
    if (!keep) {
      await migrate(db);
      await seedDatabase(db, multiplySeed(data, factor));
      const env = { ...process.env, DATABASE_URL: url, MEDIA_DIR: mediaDir, CMS_FULL_SYNC: '1' };
      first = await buildSite(siteDir, { env, quiet: true });
    }
    console.info(`${label}: ${first.pages} pages built in full in ${first.seconds.toFixed(1)} s`);
    const server = await startServer({
      siteDir,
      databaseUrl: url,
      mediaDir,
      buildsDir: join(work, `builds-${factor}x`),
    });
    const { base } = server;
    const marker = `Bench ${factor}x ${Date.now()}`;
    try {
      // a first publish opens the renderer and loads the CMS (not measured)
      const warm = await scenarios(base, db, `${marker} warm-up`)[0]!.change(0);
      await publishUntil(base, warm.path, warm.expected);
      const pages = ['/en/home', '/GZ', '/en/ZH', '/zh-cn/QY', '/en/GZ/play-guide', warm.path];
      const visit = visitor(base, pages);
      try {
        for (const scenario of scenarios(base, db, marker).filter(
          (s) => !process.env['ONLY'] || s.name === process.env['ONLY'],
        )) {
          const seconds: number[] = [];
          const builds: Build[] = [];
          for (let run = 1; run <= runs; run += 1) {
            const { path, expected } = await scenario.change(run);
            seconds.push(await publishUntil(base, path, expected));
            // the next change only once this publish is over
            for (;;) {
              const status = await editor<{ building: boolean; pending: boolean }>(
                base,
                'GET',
                'build/status',
              );
              if (!status.building && !status.pending) break;
              await sleep(POLL_MS);
            }
            const [newest] = await editor<Build[]>(base, 'GET', 'build/list?limit=1');
            if (newest) builds.push(newest);
            console.info(
              `${label} ${scenario.name} run ${run}: live after ${seconds.at(-1)!.toFixed(2)} s ` +
                `(${newest?.mode} build ${((newest?.durationMs ?? 0) / 1000).toFixed(2)} s, ${newest?.changedPages} pages${newest?.reason ? `, ${newest.reason}` : ''})`,
            );
          }
          const value = Number(median(seconds).toFixed(2));
          table.push({
            site: label,
            pages: first.pages,
            change: scenario.name,
            runs: seconds.length,
            'publish→live median s': value,
            'best s': Number(Math.min(...seconds).toFixed(2)),
            'worst s': Number(Math.max(...seconds).toFixed(2)),
            'pages rendered (median)': median(builds.map((b) => b.changedPages ?? 0)),
            modes: [...new Set(builds.map((b) => b.mode))].join(','),
          });
          reportRows.push({
            section: 'publish',
            item: `${label} (${first.pages} pages) ${scenario.name} publish→live, median of ${seconds.length}`,
            value,
            unit: 's',
          });
        }
      } finally {
        await visit.stop();
      }
      const { requests, other, statuses } = visit.counts;
      console.info(
        `${label}: visitor loop ${requests} requests, ${other} not 200${statuses.size ? ` (${[...statuses].join(', ')})` : ''}`,
      );
      reportRows.push({
        section: 'publish',
        item: `${label} visitor answers other than 200 during publishes (of ${requests})`,
        value: other,
        unit: 'answers',
      });
      reportRows.push(...(await previews(base, db, server.child.pid, label)));
      reportRows.push({
        section: 'publish',
        item: `${label} first full build`,
        value: Number(first.seconds.toFixed(1)),
        unit: 's',
      });
    } finally {
      await server.stop();
      await db.close();
    }
  }
} finally {
  if (!process.env['KEEP_WORK']) await rm(work, { recursive: true, force: true });
}

console.log('\npublish-to-live benchmark');
console.table(table);
report(reportRows);
