import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import * as z from 'zod/mini';
import { openDatabase } from '../../../gateway/db/client.ts';
import { startPostgres } from '../../../scripts/lib/postgres.ts';
import { benchBuyerToken, ticketsOnSale } from '../orders/gateway.ts';
import { QUICK, report } from '../support/report.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { parseList, type Row } from '../support/table.ts';

/**
 * Gateway load on both databases, in one run: the real storefront server (scripts/serve.ts, a
 * fresh seeded database) on loopback, loaded by autocannon for BENCH_SECONDS (10) per scenario:
 * catalogue reads (listCatalog, listInfo, listPoi in turn; uncompressed, then gzip as a browser
 * asks) and price calendars
 * (getPriceCalendarList of every product, 5 weeks) with BENCH_CONNECTIONS (32) connections,
 * and order saves (a logged-in buyer saving one-ticket orders spread over every park ticket
 * and open day) at 1, 8 and 32 in flight. It runs on SQLite with one process, then on a private
 * PostgreSQL cluster (scripts/lib/postgres.ts) with 1, 2 and 4 server processes sharing one
 * database, autocannon spreading its connections over the processes. Prints requests per
 * second and p50/p99 latency; answers other than 200 are counted per status (sold out = 409).
 * The load generator runs on the same machine as the servers: all share its cores.
 *
 *   npm run build && npm run bench:gateway
 *     (DIST=dist, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASES=sqlite,postgres,
 *      BENCH_PROCESSES=1,2,4 for PostgreSQL; BENCH_QUICK=1: 3 s per scenario)
 */
const DIST = resolve(process.env['DIST'] ?? 'dist');
const SECONDS = Math.max(1, Number(process.env['BENCH_SECONDS'] ?? (QUICK ? 3 : 10)) || 10);
const CONNECTIONS = Math.max(1, Number(process.env['BENCH_CONNECTIONS'] ?? 32) || 32);
const SAVES_IN_FLIGHT = [1, 8, 32];
const DATABASES = parseList(process.env['BENCH_DATABASES'] ?? 'sqlite,postgres');
const PG_PROCESSES = parseList(process.env['BENCH_PROCESSES'] ?? '1,2,4')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1);
const ODSS = '/cl-odss-app/guest';
const CMS = `${ODSS}/site/cms`;

const envelope = z.object({ state: z.string(), data: z.unknown() });
const dayInChina = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Every node id of a catalogue tree. */
const nodeIds = (nodes: unknown): string[] =>
  z
    .array(z.object({ id: z.string(), children: z.array(z.unknown()) }))
    .parse(nodes)
    .flatMap((n) => [n.id, ...nodeIds(n.children)]);

/** One setup under load: its label, its server processes and their database. */
interface Target {
  label: string;
  bases: string[];
  databaseUrl: string;
  /** Only the catalogue reads (a comparison row). */
  readsOnly?: boolean;
}

/**
 * One autocannon scenario over every process of `target` (connections spread over them); its
 * requests rotate over `next` (paths, or bodies for POSTs).
 */
async function load(
  target: Target,
  title: string,
  connections: number,
  next: () => { method: 'GET' | 'POST'; path: string; body?: string },
  headers: Record<string, string> = {},
): Promise<Row[]> {
  const result = await autocannon({
    // autocannon spreads its connections over several URLs (its README: `url`); its type
    // declarations know only one
    url: (target.bases.length === 1 ? target.bases[0]! : target.bases) as string,
    title,
    connections,
    duration: SECONDS,
    headers: { 'Accept-Language': 'en', ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status !== '200')
    .map(([status, s]) => `${s.count ?? 0}×${status}`);
  const answered = result['2xx'] + result.non2xx;
  const item = `${target.label}: ${title}`;
  console.log(
    `${item}: ${answered} answers in ${result.duration.toFixed(1)} s, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} errors${statuses.length ? `, not 200: ${statuses.join(', ')}` : ''}`,
  );
  const rows: Row[] = [
    {
      section: 'gateway',
      item: `${item} throughput`,
      value: Math.round(result.requests.average),
      unit: 'req/s',
    },
    { section: 'gateway', item: `${item} p50`, value: result.latency.p50, unit: 'ms' },
    { section: 'gateway', item: `${item} p99`, value: result.latency.p99, unit: 'ms' },
  ];
  if (result.non2xx || result.errors) {
    rows.push({
      section: 'gateway',
      item: `${item} not 200`,
      value: result.non2xx + result.errors,
      unit: statuses.join(' ') || 'errors',
    });
  }
  return rows;
}

/** A buyer and an open session, made in the servers' database (no captcha, no hashing). */
async function buyerToken(databaseUrl: string): Promise<string> {
  const db = await openDatabase(databaseUrl);
  try {
    return await benchBuyerToken(db);
  } finally {
    await db.close();
  }
}

/** Every scenario against one target. */
async function run(target: Target): Promise<Row[]> {
  const base = target.bases[0]!;
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { 'Accept-Language': 'en' } });
    return envelope.parse(await res.json()).data;
  };
  const token = await buyerToken(target.databaseUrl);
  // catalogue reads: the catalogue trees of every area, their items, the POIs
  const catalogPaths = ['GZ', 'ZH', 'QY'].map(
    (area) => `${CMS}/listCatalog?catalogType=INDEX&poiCode=${area}`,
  );
  const infoPaths: string[] = [];
  for (const path of catalogPaths) {
    const ids = nodeIds(await get(path));
    if (ids.length) infoPaths.push(`${CMS}/listInfo?catalogIds=${ids.slice(0, 50).join(',')}`);
  }
  const poiPaths = [
    `${CMS}/listPoi`,
    ...['GZ', 'ZH', 'QY'].map((r) => `${CMS}/listPoi?regionCode=${r}`),
  ];
  const readPaths = [...catalogPaths, ...infoPaths, ...poiPaths];

  // price calendars: every product on sale, five weeks from tomorrow
  const products: { productId: string; productType: string }[] = [];
  for (const area of ['GZ', 'ZH', 'QY']) {
    products.push(
      ...z
        .array(z.object({ productId: z.string(), productType: z.string() }))
        .parse(await get(`${ODSS}/product/ticket/list?regionCode=${area}`)),
    );
  }
  const calendarPaths = products.map(
    (p) =>
      `${ODSS}/product/info/getPriceCalendarList?productId=${p.productId}&startDate=${dayInChina(1)}&endDate=${dayInChina(35)}`,
  );

  // order saves: one ticket of a SKU-day with stock, in turn over all of them
  const lines = await ticketsOnSale(
    get,
    products.filter((p) => p.productType === 'TICKET').map((p) => p.productId),
    dayInChina(3),
    dayInChina(40),
  );
  if (!readPaths.length || !calendarPaths.length || !lines.length) {
    throw new Error('nothing to load: no catalogue, product or ticket on sale');
  }
  console.log(
    `${target.label} (${target.bases.join(', ')}): ${SECONDS} s per scenario; ${readPaths.length} catalogue reads, ${calendarPaths.length} calendars, ${lines.length} SKU-days on sale`,
  );

  const rows: Row[] = [];
  let n = 0;
  rows.push(
    ...(await load(target, 'catalogue reads', CONNECTIONS, () => ({
      method: 'GET',
      path: readPaths[n++ % readPaths.length]!,
    }))),
  );
  if (target.readsOnly) return rows;
  // the same reads as a browser asks for them: compressed (the answer cache keeps the gzip bytes)
  rows.push(
    ...(await load(
      target,
      'catalogue reads, gzip',
      CONNECTIONS,
      () => ({ method: 'GET', path: readPaths[n++ % readPaths.length]! }),
      { 'Accept-Encoding': 'gzip' },
    )),
  );
  rows.push(
    ...(await load(target, 'price calendars', CONNECTIONS, () => ({
      method: 'GET',
      path: calendarPaths[n++ % calendarPaths.length]!,
    }))),
  );
  const runId = Date.now().toString(36);
  for (const inFlight of SAVES_IN_FLIGHT) {
    rows.push(
      ...(await load(
        target,
        `order saves, ${inFlight} in flight`,
        inFlight,
        () => {
          n += 1;
          const line = lines[n % lines.length]!;
          return {
            method: 'POST',
            path: `${ODSS}/order/info/save`,
            body: JSON.stringify({
              requestId: `bench-${runId}-${String(n).padStart(8, '0')}`,
              channel: 'WAP',
              guestMode: 'normal',
              lines: [
                { productId: line.productId, skuId: line.skuId, quantity: 1, startDate: line.date },
              ],
              guests: [
                {
                  productId: line.productId,
                  guestName: 'Chan/Tai Man',
                  guestMobile: '91234567',
                  guestMobileArea: '+852',
                  guestEmail: 'bench@example.com',
                  remark: '',
                },
              ],
              expectedTotalCents: line.price,
              termsAccepted: true,
            }),
          };
        },
        { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      )),
    );
  }
  return rows;
}

/**
 * Runs `processes` servers on `databaseUrl` (the first one migrates and seeds it, the others
 * start after it), the scenarios against them, then stops them.
 */
async function withServers(
  work: string,
  label: string,
  databaseUrl: string,
  processes: number,
  options: { env?: Record<string, string>; readsOnly?: boolean } = {},
): Promise<Row[]> {
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < processes; i++) {
      servers.push(
        await startServer({
          siteDir: DIST,
          databaseUrl,
          mediaDir: join(work, 'media'),
          buildsDir: join(work, `builds-${label.replace(/\W+/g, '-')}-${i}`),
          ...(options.env ? { env: options.env } : {}),
        }),
      );
    }
    return await run({
      label,
      bases: servers.map((s) => s.base),
      databaseUrl,
      readsOnly: options.readsOnly === true,
    });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

const work = await mkdtemp(join(tmpdir(), 'bench-gateway-'));
const rows: Row[] = [];
try {
  if (DATABASES.includes('sqlite')) {
    const file = `file:${join(work, 'storefront.db')}`;
    rows.push(...(await withServers(work, 'SQLite, 1 process', file, 1)));
    // the same reads with the in-process content cache off, to compare
    rows.push(
      ...(await withServers(work, 'SQLite, 1 process, READ_CACHE=0', file, 1, {
        env: { READ_CACHE: '0' },
        readsOnly: true,
      })),
    );
  }
  if (DATABASES.includes('postgres')) {
    const cluster = await startPostgres();
    try {
      for (const processes of PG_PROCESSES) {
        const name = `bench_${processes}`;
        const admin = new pg.Client({ connectionString: cluster.url() });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const label = `PostgreSQL, ${processes} process${processes === 1 ? '' : 'es'}`;
        rows.push(...(await withServers(work, label, cluster.url(name), processes)));
      }
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
report(rows);
