import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumPath } from '../../../scripts/lib/browser.ts';
import { LIGHTHOUSE_TYPES, pagesOfTypes } from '../support/pages.ts';
import { report } from '../support/report.ts';
import { startServer } from '../support/server.ts';
import { median, type Row } from '../support/table.ts';

/**
 * Lighthouse 12 with its default (mobile) configuration: a Moto G-class phone, simulated
 * throttling (slow 4G, 4x CPU slowdown), in Debian's headless Chromium. One page of each type
 * (area home, POI, content detail, guide, buy page, cart, login) of the build in DIST, served by
 * the real storefront server on a fresh database. Prints the four category scores (0-100), LCP
 * and TBT (ms) and CLS of each page: one run, or the median of BENCH_LH_RUNS runs.
 *
 *   npm run build && npm run bench:lighthouse     (DIST=dist, BENCH_LH_RUNS=1, CHROMIUM_PATH)
 */
const DIST = resolve(process.env['DIST'] ?? 'dist');
const RUNS = Math.max(1, Number(process.env['BENCH_LH_RUNS'] ?? 1) || 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Measure {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** The weighted audits that did not pass, `category: audit-id`. */
  failed: string[];
}

/** The first items of a failed audit's details (a console message, a URL, a node), briefly. */
function whyNot(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const texts = items.slice(0, 2).flatMap((item) => {
    const node = item['node'] as { snippet?: unknown } | undefined;
    const text = item['url'] ?? item['description'] ?? node?.snippet;
    return typeof text === 'string' && text ? [text.slice(0, 120)] : [];
  });
  return texts.length ? ` (${texts.join('; ')})` : '';
}

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failed: CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && c !== 'performance')
        .filter((ref) => {
          const audit = lhr.audits[ref.id];
          return audit?.score !== null && audit?.score !== undefined && audit.score < 1;
        })
        .map((ref) => `${c}: ${ref.id}${whyNot(lhr.audits[ref.id]?.details)}`),
    ),
  };
}

const work = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
const rows: Row[] = [];
const server = await startServer({
  siteDir: DIST,
  databaseUrl: `file:${join(work, 'storefront.db')}`,
  mediaDir: join(work, 'media'),
  buildsDir: join(work, 'builds'),
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath() ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const pages = pagesOfTypes(DIST).filter(
    (p) => process.env['PAGES'] || LIGHTHOUSE_TYPES.has(p.type),
  );
  console.log(`lighthouse (mobile, ${RUNS} run${RUNS > 1 ? 's, median' : ''}) on ${server.base}`);
  for (const { type, path } of pages) {
    const runs: Measure[] = [];
    try {
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measure(server.base + path, chrome.port));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${type} ${path}: ${message}`);
      rows.push({
        section: 'lighthouse',
        item: type,
        value: `failed: ${message.slice(0, 60)}`,
        unit: '',
      });
      continue;
    }
    const m = (pick: (r: Measure) => number) => median(runs.map(pick));
    const scores = CATEGORIES.map((c) => m((r) => r.scores[c]));
    console.log(
      `${type} ${path}: ${CATEGORIES.map((c, i) => `${c} ${scores[i]}`).join(', ')}, LCP ${m((r) => r.lcp).toFixed(0)} ms, TBT ${m((r) => r.tbt).toFixed(0)} ms, CLS ${m((r) => r.cls).toFixed(3)}`,
    );
    const failed = [...new Set(runs.flatMap((r) => r.failed))];
    if (failed.length) console.log(`  not passed: ${failed.join(', ')}`);
    rows.push(
      ...CATEGORIES.map((c, i) => ({
        section: 'lighthouse',
        item: `${type} ${c}`,
        value: scores[i] ?? 0,
        unit: 'score',
      })),
      {
        section: 'lighthouse',
        item: `${type} LCP`,
        value: Math.round(m((r) => r.lcp)),
        unit: 'ms',
      },
      {
        section: 'lighthouse',
        item: `${type} TBT`,
        value: Math.round(m((r) => r.tbt)),
        unit: 'ms',
      },
      {
        section: 'lighthouse',
        item: `${type} CLS`,
        value: Number(m((r) => r.cls).toFixed(3)),
        unit: '',
      },
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
report(rows);
