import { serve } from '@hono/node-server';
import * as z from 'zod/mini';
import { startGatewayForBench, ticketsOnSale } from './gateway.ts';

/**
 * order/info/save benchmark: the real gateway (its own temporary database, dev mode) served
 * over HTTP on this machine; logged-in buyers save one-ticket orders spread over park tickets
 * and dates, CONCURRENCY at a time, and the script prints orders per second and the latency
 * percentiles of `save`. Every order holds stock in one immediate transaction.
 *
 *   npm run bench:orders              (BENCH_ORDERS=600, BENCH_CONCURRENCY=1,8,32)
 */
const TOTAL = Number(process.env['BENCH_ORDERS'] ?? 600);
const LEVELS = (process.env['BENCH_CONCURRENCY'] ?? '1,8,32')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1);

const envelope = z.object({ state: z.string(), code: z.string(), data: z.unknown() });
const { gw, token } = await startGatewayForBench();
const server = serve({ fetch: gw.app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const get = async (path: string) =>
  envelope.parse(
    await (await fetch(`${base}${path}`, { headers: { 'Accept-Language': 'en' } })).json(),
  ).data;

// Everything on sale: the day tickets of every park, on every open day of the next weeks.
const products = z
  .array(z.object({ productId: z.string(), productType: z.string() }))
  .parse(await get('/cl-odss-app/guest/product/ticket/list?regionCode=GZ'))
  .filter((p) => p.productType === 'TICKET');
const start = new Date(Date.now() + 8 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
const end = new Date(Date.now() + 8 * 3600_000 + 40 * 86_400_000).toISOString().slice(0, 10);
const lines = await ticketsOnSale(
  get,
  products.map((p) => p.productId),
  start,
  end,
);

let seq = 0;
async function saveOne(): Promise<{ ms: number; ok: boolean }> {
  seq += 1;
  const line = lines[seq % lines.length];
  if (!line) throw new Error('nothing on sale');
  const began = performance.now();
  const res = await fetch(`${base}/cl-odss-app/guest/order/info/save`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'en',
    },
    body: JSON.stringify({
      requestId: `bench-${Date.now()}-${String(seq).padStart(8, '0')}`,
      channel: 'WAP',
      guestMode: 'normal',
      lines: [{ productId: line.productId, skuId: line.skuId, quantity: 1, startDate: line.date }],
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
  });
  await res.arrayBuffer();
  return { ms: performance.now() - began, ok: res.status === 200 };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

console.log(
  `order/info/save over HTTP: ${TOTAL} orders per level, ${lines.length} SKU-days on sale`,
);
console.log('| concurrency | orders/s | p50 ms | p95 ms | p99 ms | max ms | failed |');
console.log('|---|---|---|---|---|---|---|');
try {
  for (const concurrency of LEVELS) {
    const times: number[] = [];
    let failed = 0;
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < TOTAL) {
          next += 1;
          const { ms, ok } = await saveOne();
          times.push(ms);
          if (!ok) failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `| ${concurrency} | ${(times.length / seconds).toFixed(0)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} | ${failed} |`,
    );
  }
} finally {
  server.close();
  await gw.close();
}
