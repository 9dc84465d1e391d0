import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ORDER_ERROR_CODES,
  savedOrderSchema,
  type OrderSaveRequest,
} from '../../../src/lib/contract/order.ts';
import {
  priceCalendarSchema,
  productDetailSchema,
  productListSchema,
} from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { openDatabase } from '../../../gateway/db/client.ts';
import {
  auditOrders,
  gatewayProcesses,
  prepareCrashDatabase,
  readStock,
  seededRandom,
  startGatewayProcess,
  type GatewayProcess,
  type StockReading,
} from './support/crash.ts';

/**
 * The gateway killed during order saves under load: the real gateway in processes of its own
 * (one on a SQLite file; four sharing one PostgreSQL database, the load spread over them) takes
 * many concurrent order/info/save calls from several buyers for the same show sessions (so that
 * some sell out); one process is SIGKILLed in the middle of the load and started again on the
 * same database. After each restart no order is
 * half-written (each has exactly the lines, guests and holds of its request), the stock adds up
 * (sold + held + free = total, free ≥ 0, held = what the pending orders hold), every save that
 * answered 200 before the kill is there, a shopper's retry of an unanswered save makes one order,
 * and the restarted gateway takes new saves. Three kills, at seeded moments; then a negative
 * control shows the audit catching a half-written and a lost order.
 */

const PRODUCT = '/cl-odss-app/guest/product';
const SAVE = '/cl-odss-app/guest/order/info/save';
const BUYERS = 6;
const ROUNDS = 3;
const REQUESTS_PER_ROUND = 120;
const CONCURRENCY = 24;
const SEED = 20_261_121;
const SESSIONS = ['14:30', '19:30'] as const;

const envelope = z.object({ state: z.string(), code: z.string(), data: z.unknown() });

interface Cell {
  productId: string;
  skuId: string;
  date: string;
  session: string;
  price: number;
}

interface Sent {
  token: string;
  body: OrderSaveRequest;
}

interface Outcome {
  status: number;
  code: string;
  orderNo: string | null;
}

let dir: string;
let files: Awaited<ReturnType<typeof prepareCrashDatabase>>;
const PROCESSES = gatewayProcesses();
let gateways: GatewayProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'order-crash-'));
  files = await prepareCrashDatabase(dir, BUYERS);
}, 60_000);
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop()));
  await files.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function get<T>(path: string, schema: z.ZodMiniType<T>): Promise<T> {
  const gateway = gateways[0];
  if (!gateway) throw new Error('no gateway');
  const res = await fetch(gateway.url + PRODUCT + path, { headers: { 'Accept-Language': 'en' } });
  expect(res.status).toBe(200);
  return schema.parse(envelope.parse(await res.json()).data);
}

/** One save; null when no answer came (the connection refused or cut by the kill). */
async function save(url: string, sent: Sent): Promise<Outcome | null> {
  let status: number;
  let text: string;
  try {
    const res = await fetch(url + SAVE, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
        Authorization: `Bearer ${sent.token}`,
      },
      body: JSON.stringify(sent.body),
    });
    status = res.status;
    text = await res.text();
  } catch {
    return null;
  }
  const body = envelope.parse(JSON.parse(text));
  return {
    status,
    code: body.code,
    orderNo: status === 200 ? savedOrderSchema.parse(body.data).orderNo : null,
  };
}

/** A save that must be answered (the gateway is up). */
async function answeredSave(url: string, sent: Sent): Promise<Outcome> {
  const outcome = await save(url, sent);
  if (outcome === null) throw new Error(`no answer to ${sent.body.requestId}`);
  return outcome;
}

/** The adult and child seats of both sessions of the show on one date each, priced. */
async function showCells(dates: number): Promise<Cell[][]> {
  const show = (await get('/ticket/list?poiCode=ZH_SHOW', productListSchema)).find(
    (p) => p.productType === 'SHOW',
  );
  if (!show) throw new Error('no show');
  const today = hkToday();
  const calendar = await get(
    `/info/getPriceCalendarList?productId=${show.productId}&startDate=${addDays(today, 3)}&endDate=${addDays(today, 40)}`,
    priceCalendarSchema,
  );
  const days = calendar.days
    .filter((d) =>
      SESSIONS.every((s) =>
        d.sessions.some((slot) => slot.session === s && slot.status === 'AVAILABLE'),
      ),
    )
    .slice(0, dates);
  if (days.length < dates) throw new Error('not enough open show days');
  const perDay: Cell[][] = [];
  for (const day of days) {
    const cells: Cell[] = [];
    for (const session of SESSIONS) {
      // Loading the detail also makes the day's stock rows: the "before" of the sold counts.
      const detail = await get(
        `/ticket/load?productId=${show.productId}&playDate=${day.date}&session=${session}`,
        productDetailSchema,
      );
      for (const type of ['ADULT', 'CHILD']) {
        const sku = detail.skus.find((s) => s.skuType === type);
        if (!sku?.priceCents) throw new Error(`no ${type} price on ${day.date} ${session}`);
        cells.push({
          productId: show.productId,
          skuId: sku.skuId,
          date: day.date,
          session,
          price: sku.priceCents,
        });
      }
    }
    perDay.push(cells);
  }
  return perDay;
}

/** A save of one to three distinct cells, 1-20 seats each, by buyer `buyer`. */
function order(random: () => number, cells: readonly Cell[], requestId: string, buyer: number) {
  const pool = [...cells];
  const picked: Cell[] = [];
  const count = 1 + Math.floor(random() * 3);
  while (picked.length < count && pool.length > 0) {
    picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  const lines = picked.map((cell) => ({
    cell,
    quantity: 1 + Math.floor(random() * 20),
  }));
  const productId = picked[0]?.productId ?? '';
  const sent: Sent = {
    token: files.tokens[buyer % files.tokens.length] ?? '',
    body: {
      requestId,
      channel: 'WAP',
      guestMode: 'normal',
      lines: lines.map(({ cell, quantity }) => ({
        productId: cell.productId,
        skuId: cell.skuId,
        quantity,
        startDate: cell.date,
        session: cell.session,
      })),
      guests: [
        {
          productId,
          guestName: 'Chan/Tai Man',
          guestMobile: '91234567',
          guestMobileArea: '+852',
          guestEmail: 'tai@example.com',
          remark: '',
        },
      ],
      expectedTotalCents: lines.reduce((sum, l) => sum + l.cell.price * l.quantity, 0),
      termsAccepted: true,
    },
  };
  return sent;
}

describe('the gateway killed during order saves under load', () => {
  it(`keeps every order whole, the stock adding up and every answered save, across ${ROUNDS} kills of one of ${PROCESSES} process(es)`, async () => {
    const began = performance.now();
    const random = seededRandom(SEED);
    gateways = await Promise.all(
      Array.from({ length: PROCESSES }, () => startGatewayProcess(files)),
    );
    const days = await showCells(ROUNDS + 1);
    const soldBefore: StockReading = await readStock(files.url);
    const sent = new Map<string, Sent>();
    /** requestId → orderNo of every save that answered 200. */
    const answered = new Map<string, string>();

    for (let round = 0; round < ROUNDS; round++) {
      const cells = days[round] ?? [];
      const requests = Array.from({ length: REQUESTS_PER_ROUND }, (_, i) =>
        order(random, cells, `crash-round${round}-${String(i).padStart(6, '0')}`, i),
      );
      for (const r of requests) sent.set(r.body.requestId, r);
      // The kill: a seeded moment after a seeded number of answers, so that it lands wherever
      // the gateway is (reading, pricing, inside a write, answering).
      const killAt = Math.floor(REQUESTS_PER_ROUND * (0.25 + 0.5 * random()));
      const killDelayMs = Math.floor(random() * 25);
      // the process killed this round; the load goes to every process in turn
      const victim = round % PROCESSES;
      const running = gateways[victim];
      if (!running) throw new Error('no gateway');
      const urls = gateways.map((g) => g.url);
      const loadStarted = performance.now();
      let next = 0;
      let done = 0;
      let inFlight = 0;
      let stopped = false;
      let killed: Promise<void> | null = null;
      let inFlightAtKill = 0;
      let killedAfterMs = 0;
      const kill = async () => {
        await new Promise((resolve) => setTimeout(resolve, killDelayMs));
        stopped = true;
        inFlightAtKill = inFlight;
        killedAfterMs = performance.now() - loadStarted;
        await running.kill();
      };
      const outcomes: Outcome[] = [];
      const unanswered: Sent[] = [];
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (!stopped && next < requests.length) {
            const request = requests[next];
            const url = urls[next % urls.length] ?? '';
            next += 1;
            if (!request) break;
            inFlight += 1;
            const outcome = await save(url, request).finally(() => {
              inFlight -= 1;
              done += 1;
            });
            if (outcome === null) unanswered.push(request);
            else {
              outcomes.push(outcome);
              if (outcome.orderNo !== null) answered.set(request.body.requestId, outcome.orderNo);
            }
            killed ??= done >= killAt ? kill() : null;
          }
        }),
      );
      // assigned inside the callbacks above, which the compiler does not follow
      await (killed as Promise<void> | null);
      const ok = outcomes.filter((o) => o.status === 200).length;
      const soldOut = outcomes.filter(
        (o) => o.status === 409 && o.code === ORDER_ERROR_CODES.soldOut,
      ).length;
      // Before the kill every save either made its order or was told the seats were gone.
      expect(ok + soldOut).toBe(outcomes.length);

      gateways[victim] = await startGatewayProcess(files);
      const audit = await auditOrders(files.url, sent, answered, soldBefore);
      console.info(
        `kill ${round + 1} (process ${victim + 1} of ${PROCESSES}) at ${killedAfterMs.toFixed(0)} ms (${killAt} answers + ${killDelayMs} ms, ` +
          `${inFlightAtKill} saves in flight): ` +
          `${ok} saved, ${soldOut} sold out, ${unanswered.length} unanswered; after restart ` +
          `${audit.orders} orders in the file (${answered.size} answered 200 so far), ` +
          `${audit.cells} stock cells checked, ${audit.heldUnits} seats held, ` +
          `${audit.problems.length} problems`,
      );
      expect(audit.problems).toEqual([]);

      // The shopper retries what got no answer: one order per request, the one committed
      // before the kill when there is one.
      let committed = 0;
      for (const request of unanswered) {
        const before = audit.byRequest.get(request.body.requestId);
        const outcome = await answeredSave(gateways[victim]?.url ?? '', request);
        if (before !== undefined) {
          committed += 1;
          expect(outcome.orderNo).toBe(before);
        } else if (outcome.orderNo === null) {
          expect(outcome).toMatchObject({ status: 409, code: ORDER_ERROR_CODES.soldOut });
        }
        if (outcome.orderNo !== null) answered.set(request.body.requestId, outcome.orderNo);
      }
      console.info(
        `  retried ${unanswered.length} unanswered saves: ${committed} had committed before the kill`,
      );
    }

    // The gateway restarted after the last kill takes a new save, on a day nobody touched.
    const fresh = days[ROUNDS]?.[0];
    if (!fresh) throw new Error('no fresh day');
    const last = order(() => 0, [fresh], 'crash-after-restart-000001', 0);
    sent.set(last.body.requestId, last);
    const outcome = await answeredSave(gateways[0]?.url ?? '', last);
    expect(outcome.status).toBe(200);
    answered.set(last.body.requestId, outcome.orderNo ?? '');
    const final = await auditOrders(files.url, sent, answered, soldBefore);
    console.info(
      `after ${ROUNDS} kills: ${sent.size} saves sent, ${answered.size} answered 200, ` +
        `${final.orders} orders in the file, ${final.cells} stock cells sound, ` +
        `${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
    expect(final.problems).toEqual([]);
    expect(final.orders).toBe(answered.size);

    // Negative control: the same audit finds a half-written order (its lines gone, its seats
    // still held) and an answered order that is missing.
    await Promise.all(gateways.map((g) => g.stop()));
    gateways = [];
    const db = await openDatabase(files.url, { poolSize: 2 });
    try {
      const [one, two] = [...answered.values()];
      const idOf = (orderNo: string) =>
        db.selectFrom('orders').select('id').where('order_no', '=', orderNo);
      await db
        .deleteFrom('order_line')
        .where('order_id', 'in', idOf(one ?? ''))
        .execute();
      await db
        .deleteFrom('orders')
        .where('order_no', '=', two ?? '')
        .execute();
    } finally {
      await db.close();
    }
    const broken = await auditOrders(files.url, sent, answered, soldBefore);
    expect(broken.problems.some((p) => p.includes('lines []'))).toBe(true);
    expect(broken.problems.some((p) => p.includes('not in the database'))).toBe(true);
    expect(broken.problems.some((p) => /held \d+, pending orders hold/.test(p))).toBe(true);
  }, 180_000);
});
