import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import * as z from 'zod/mini';
import { openDatabase } from '../../../../gateway/db/client.ts';
import { prepareDatabase } from '../../../../gateway/db/prepare.ts';
import { parseEnv } from '../../../../gateway/env.ts';
import type { OrderSaveRequest } from '../../../../src/lib/contract/order.ts';
import { directSessionToken } from './direct-session.ts';
import { fixtureImages, fixtureSeed } from './fixture.ts';
import { SEEDED_AT, testDatabaseKind, UNCAPPED_HOLDS } from './gateway.ts';
import { createPostgresDatabase, postgresUrl } from './postgres.ts';

/**
 * What the race and crash tests of order saves need: a database prepared with buyers logged in
 * (a SQLite file, or a database of its own on the run's PostgreSQL cluster), real gateways
 * started on it as child processes (and killed), and a reading of the database that checks
 * every order is whole and the stock adds up.
 */

/** Gateway processes of the race and crash tests: one on SQLite, four sharing PostgreSQL. */
export const gatewayProcesses = (): number => (testDatabaseKind() === 'postgres' ? 4 : 1);

/** The shared database and the variables of the gateway processes on it. */
export interface CrashFiles {
  url: string;
  vars: Record<string, string>;
}

/** Prepares the database (migrated, fixture content) and logs `buyers` buyers in. */
export async function prepareCrashDatabase(
  dir: string,
  buyers: number,
): Promise<CrashFiles & { tokens: string[]; drop: () => Promise<void> }> {
  const content = { data: fixtureSeed(), images: fixtureImages() };
  const mediaDir = join(dir, 'media');
  const admin = postgresUrl();
  const postgres =
    admin === null ? null : await createPostgresDatabase(admin, content, SEEDED_AT, mediaDir);
  const url = postgres?.url ?? `file:${join(dir, 'orders.db')}`;
  const vars = {
    DATABASE_URL: url,
    MEDIA_DIR: mediaDir,
    GATEWAY_DEV: '0',
    // a few buyers stand for many: the hold cap of unpaid orders is out of the way
    ...UNCAPPED_HOLDS,
  };
  const db = await prepareDatabase(parseEnv(vars), {
    content: () => Promise.resolve(content),
    now: SEEDED_AT,
  });
  try {
    const now = Date.now();
    const tokens: string[] = [];
    for (let i = 0; i < buyers; i++) {
      const email = `crash.buyer${i}@example.hk`;
      tokens.push(await directSessionToken(db, email, now));
    }
    return { url, vars, tokens, drop: async () => postgres?.drop() };
  } finally {
    await db.close();
  }
}

/** A gateway process on the crash database. */
export interface GatewayProcess {
  url: string;
  /** SIGKILL: no cleanup, no flushing, whatever the process was doing. */
  kill(): Promise<void>;
  /** SIGTERM: the normal stop. */
  stop(): Promise<void>;
}

export async function startGatewayProcess(files: CrashFiles): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'crash-process.ts')],
    { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...files.vars } },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    if (!child.stdout) throw new Error('no stdout');
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) =>
      resolve(z.object({ url: z.string() }).parse(JSON.parse(line)).url),
    );
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** A small seeded generator (mulberry32): the same seed, the same load and kill moments. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One stock cell: a SKU on a date and session. */
export const cellKey = (skuId: string, date: string, session: string): string =>
  `${skuId}|${date}|${session}`;

/** The stock table as read from the file: total, held and sold of every cell. */
export type StockReading = Map<string, { total: number; held: number; sold: number }>;

export async function readStock(url: string): Promise<StockReading> {
  const db = await openDatabase(url, { poolSize: 2 });
  try {
    const rows = await db
      .selectFrom('inventory')
      .select(['sku_id', 'date', 'session', 'total', 'held', 'sold'])
      .execute();
    return new Map(
      rows.map((r) => [
        cellKey(r.sku_id, r.date, r.session),
        { total: r.total, held: r.held, sold: r.sold },
      ]),
    );
  } finally {
    await db.close();
  }
}

/** What the file says after a crash, checked against the requests that were sent. */
export interface CrashAudit {
  orders: number;
  /** The order number of each requestId in the file. */
  byRequest: Map<string, string>;
  cells: number;
  heldUnits: number;
  /** Every way the file breaks the rules (empty when it is sound). */
  problems: string[];
}

/**
 * Reads the orders and the stock of `dbFile` and checks them:
 * - every order is one of `sent` (by its requestId) with exactly the lines and guests of that
 *   request, and a pending order holds exactly its lines' quantities, cell by cell;
 * - every stock cell has held ≥ 0, sold ≥ 0 and free = total − held − sold ≥ 0, its held
 *   equals what the pending orders hold there, and its sold is what it was before the load
 *   (nothing is paid in this test);
 * - every order in `answered` (the saves that answered 200) is in the file.
 */
export async function auditOrders(
  url: string,
  sent: ReadonlyMap<string, { body: OrderSaveRequest }>,
  answered: ReadonlyMap<string, string>,
  soldBefore: StockReading,
): Promise<CrashAudit> {
  const db = await openDatabase(url, { poolSize: 2 });
  const problems: string[] = [];
  try {
    const orders = (
      await db.selectFrom('orders').select(['id', 'order_no', 'request_id', 'status']).execute()
    ).map((r) => ({ id: r.id, orderNo: r.order_no, requestId: r.request_id, status: r.status }));
    const group = <R extends { order_id: string }>(rows: readonly R[]) => {
      const byOrder = new Map<string, R[]>();
      for (const row of rows)
        byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
      return byOrder;
    };
    const lines = group(
      await db
        .selectFrom('order_line')
        .select([
          'order_id',
          'line_no',
          'product_id',
          'sku_id',
          'quantity',
          'start_date',
          'session',
        ])
        .orderBy('line_no')
        .execute(),
    );
    const guests = group(
      await db.selectFrom('order_guest').select(['order_id', 'guest_no']).execute(),
    );
    const holds = group(
      await db
        .selectFrom('order_hold')
        .select(['order_id', 'sku_id', 'date', 'session', 'quantity'])
        .execute(),
    );

    const heldByOrders = new Map<string, number>();
    for (const order of orders) {
      const request = sent.get(order.requestId)?.body;
      if (!request) {
        problems.push(`order ${order.orderNo}: no request ${order.requestId} was sent`);
        continue;
      }
      const got = (lines.get(order.id) ?? []).map(
        (l) => `${l.product_id} ${l.sku_id} ×${l.quantity} ${l.start_date} ${l.session}`,
      );
      const want = request.lines.map(
        (l) => `${l.productId} ${l.skuId} ×${l.quantity} ${l.startDate} ${l.session ?? ''}`,
      );
      if (got.join('; ') !== want.join('; ')) {
        problems.push(
          `order ${order.orderNo}: lines [${got.join('; ')}], sent [${want.join('; ')}]`,
        );
      }
      const guestCount = guests.get(order.id)?.length ?? 0;
      if (guestCount !== request.guests.length) {
        problems.push(
          `order ${order.orderNo}: ${guestCount} guests, sent ${request.guests.length}`,
        );
      }
      const held = new Map<string, number>();
      for (const h of holds.get(order.id) ?? []) {
        const key = cellKey(h.sku_id, h.date, h.session);
        held.set(key, (held.get(key) ?? 0) + h.quantity);
        heldByOrders.set(key, (heldByOrders.get(key) ?? 0) + h.quantity);
      }
      const demand = new Map<string, number>();
      if (order.status === 'pendingPayment') {
        for (const l of request.lines) {
          const key = cellKey(l.skuId, l.startDate, l.session ?? '');
          demand.set(key, (demand.get(key) ?? 0) + l.quantity);
        }
      }
      const show = (m: Map<string, number>) =>
        [...m]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, n]) => `${k}=${n}`)
          .join(', ');
      if (show(held) !== show(demand)) {
        problems.push(
          `order ${order.orderNo} (${order.status}): holds {${show(held)}}, its lines {${show(demand)}}`,
        );
      }
    }

    const stock = await db
      .selectFrom('inventory')
      .select(['sku_id', 'date', 'session', 'total', 'held', 'sold'])
      .execute();
    let heldUnits = 0;
    for (const r of stock) {
      const key = cellKey(r.sku_id, r.date, r.session);
      const { total, held, sold } = r;
      const free = total - held - sold;
      heldUnits += held;
      if (held < 0 || sold < 0 || free < 0) {
        problems.push(`stock ${key}: total ${total}, held ${held}, sold ${sold}, free ${free}`);
      }
      if (held !== (heldByOrders.get(key) ?? 0)) {
        problems.push(
          `stock ${key}: held ${held}, pending orders hold ${heldByOrders.get(key) ?? 0}`,
        );
      }
      const before = soldBefore.get(key);
      if (before !== undefined && before.sold !== sold) {
        problems.push(`stock ${key}: sold ${sold}, was ${before.sold} and nothing was paid`);
      }
    }

    const stored = new Set(orders.map((o) => o.orderNo));
    for (const [requestId, orderNo] of answered) {
      if (!stored.has(orderNo)) {
        problems.push(`order ${orderNo} (${requestId}) answered 200 but is not in the database`);
      }
    }
    return {
      orders: orders.length,
      byRequest: new Map(orders.map((o) => [o.requestId, o.orderNo])),
      cells: stock.length,
      heldUnits,
      problems,
    };
  } finally {
    await db.close();
  }
}
