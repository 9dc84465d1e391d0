import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as z from 'zod/mini';
import { openDatabase } from '../../../gateway/db/client.ts';
import { benchBuyerToken, ticketsOnSale } from '../orders/gateway.ts';
import { report } from '../support/report.ts';
import { startServer } from '../support/server.ts';
import type { Row } from '../support/table.ts';

/**
 * Gateway load: the real storefront server (scripts/serve.ts, a fresh seeded database) on
 * loopback, loaded by autocannon for BENCH_SECONDS (10) with BENCH_CONNECTIONS (16) connections
 * per scenario: catalogue reads (listCatalog, listInfo, listPoi in turn), price calendars
 * (getPriceCalendarList of every product, 5 weeks) and order saves (a logged-in buyer saving
 * one-ticket orders spread over every park ticket and open day). Prints requests per second
 * and p50/p99 latency; answers other than 200 are counted per status (sold out = 409).
 * The load generator runs on the same machine as the server: both share its cores.
 *
 *   npm run build && npm run bench:gateway     (DIST=dist, BENCH_SECONDS, BENCH_CONNECTIONS)
 */
const DIST = resolve(process.env['DIST'] ?? 'dist');
const SECONDS = Math.max(1, Number(process.env['BENCH_SECONDS'] ?? 10) || 10);
const CONNECTIONS = Math.max(1, Number(process.env['BENCH_CONNECTIONS'] ?? 16) || 16);
const ODSS = '/cl-odss-app/guest';
const CMS = `${ODSS}/site/cms`;

const envelope = z.object({ state: z.string(), data: z.unknown() });
const dayInChina = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const work = await mkdtemp(join(tmpdir(), 'bench-gateway-'));
const databaseUrl = `file:${join(work, 'storefront.db')}`;
const server = await startServer({
  siteDir: DIST,
  databaseUrl,
  mediaDir: join(work, 'media'),
  buildsDir: join(work, 'builds'),
});
const { base } = server;
const get = async (path: string) => {
  const res = await fetch(`${base}${path}`, { headers: { 'Accept-Language': 'en' } });
  return envelope.parse(await res.json()).data;
};

/** A buyer and an open session, made in the server's database (no captcha, no hashing). */
async function buyerToken(): Promise<string> {
  const db = await openDatabase(databaseUrl);
  try {
    return await benchBuyerToken(db);
  } finally {
    await db.close();
  }
}

/** Every node id of a catalogue tree. */
const nodeIds = (nodes: unknown): string[] =>
  z
    .array(z.object({ id: z.string(), children: z.array(z.unknown()) }))
    .parse(nodes)
    .flatMap((n) => [n.id, ...nodeIds(n.children)]);

/** One autocannon scenario; its requests rotate over `paths` (or bodies, for POSTs). */
async function load(
  title: string,
  next: () => { method: 'GET' | 'POST'; path: string; body?: string },
  headers: Record<string, string> = {},
): Promise<Row[]> {
  const result = await autocannon({
    url: base,
    title,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'Accept-Language': 'en', ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status !== '200')
    .map(([status, s]) => `${s.count ?? 0}×${status}`);
  const answered = result['2xx'] + result.non2xx;
  console.log(
    `${title}: ${answered} answers in ${result.duration.toFixed(1)} s, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} errors${statuses.length ? `, not 200: ${statuses.join(', ')}` : ''}`,
  );
  const rows: Row[] = [
    {
      section: 'gateway',
      item: `${title} throughput`,
      value: Math.round(result.requests.average),
      unit: 'req/s',
    },
    { section: 'gateway', item: `${title} p50`, value: result.latency.p50, unit: 'ms' },
    { section: 'gateway', item: `${title} p99`, value: result.latency.p99, unit: 'ms' },
  ];
  if (result.non2xx || result.errors) {
    rows.push({
      section: 'gateway',
      item: `${title} not 200`,
      value: result.non2xx + result.errors,
      unit: statuses.join(' ') || 'errors',
    });
  }
  return rows;
}

const rows: Row[] = [];
try {
  const token = await buyerToken();
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
    `gateway load on ${base}: ${SECONDS} s × ${CONNECTIONS} connections per scenario; ${readPaths.length} catalogue reads, ${calendarPaths.length} calendars, ${lines.length} SKU-days on sale`,
  );

  let n = 0;
  rows.push(
    ...(await load('catalogue reads', () => ({
      method: 'GET',
      path: readPaths[n++ % readPaths.length]!,
    }))),
  );
  rows.push(
    ...(await load('price calendars', () => ({
      method: 'GET',
      path: calendarPaths[n++ % calendarPaths.length]!,
    }))),
  );
  const runId = Date.now().toString(36);
  rows.push(
    ...(await load(
      'order saves',
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
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
report(rows);
