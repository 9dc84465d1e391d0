import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sql } from 'kysely';
import { openDatabase } from '../../../gateway/db/client.ts';
import { ORDER_ERROR_CODES } from '../../../src/lib/contract/order.ts';
import {
  priceCalendarSchema,
  productDetailSchema,
  productListSchema,
} from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import {
  gatewayProcesses,
  prepareCrashDatabase,
  startGatewayProcess,
  type GatewayProcess,
} from './support/crash.ts';
import { createEmptyPostgresDatabase, postgresUrl } from './support/postgres.ts';

/**
 * Never sold twice: many buyers at once, over HTTP, against the real gateway in processes of
 * its own (one on SQLite; four sharing one PostgreSQL database, the buyers spread over them),
 * for the last N seats of a show session. Exactly N are sold, every other buyer is told the
 * session is sold out, and the stock ends at zero, never below. The negative control runs the
 * same race and the same check against a naive reservation (read the stock, then write it) on
 * the same kind of database and shows that the check catches its oversell.
 */

const PRODUCT = '/cl-odss-app/guest/product';
const SAVE = '/cl-odss-app/guest/order/info/save';
const LAST = 10;
const BUYERS = 40;
const PROCESSES = gatewayProcesses();

interface Outcome {
  status: number;
  code: string;
}

/** Fires every purchase at once and waits for all of them. */
const race = (buys: (() => Promise<Outcome>)[]): Promise<Outcome[]> =>
  Promise.all(buys.map((buy) => buy()));

/**
 * The check of the race: how many were sold beyond the capacity (0 when none), and whether
 * every refusal said "sold out".
 */
function verdict(capacity: number, outcomes: readonly Outcome[], stockLeftAfter: number) {
  const sold = outcomes.filter((o) => o.status === 200).length;
  return {
    sold,
    oversold: Math.max(0, sold - capacity, -stockLeftAfter),
    refusedClearly: outcomes
      .filter((o) => o.status !== 200)
      .every((o) => o.status === 409 && o.code === ORDER_ERROR_CODES.soldOut),
  };
}

const envelope = z.object({ state: z.string(), code: z.string(), data: z.unknown() });

let dir: string;
let files: Awaited<ReturnType<typeof prepareCrashDatabase>>;
let gateways: GatewayProcess[] = [];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'order-race-'));
  files = await prepareCrashDatabase(dir, BUYERS + 1);
  gateways = await Promise.all(Array.from({ length: PROCESSES }, () => startGatewayProcess(files)));
}, 120_000);
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop()));
  await files.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A call to the n-th gateway process (in turn). */
const call = (n: number, path: string, init: { token?: string; body?: unknown } = {}) =>
  fetch(`${gateways[n % gateways.length]?.url ?? ''}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Accept-Language': 'en',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token === undefined ? {} : { Authorization: `Bearer ${init.token}` }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

const get = async <T>(path: string, schema: z.ZodMiniType<T>): Promise<T> => {
  const res = await call(0, `${PRODUCT}${path}`);
  expect(res.status).toBe(200);
  return schema.parse(envelope.parse(await res.json()).data);
};

describe('buyers racing for the last seats of a session', () => {
  it(`sells exactly the last ${LAST} to ${BUYERS} buyers at once on ${PROCESSES} process(es), and refuses the rest as sold out`, async () => {
    const today = hkToday();
    const show = (await get('/ticket/list?poiCode=ZH_SHOW', productListSchema)).find(
      (p) => p.productType === 'SHOW',
    );
    if (!show) throw new Error('no show');
    const calendar = await get(
      `/info/getPriceCalendarList?productId=${show.productId}&startDate=${addDays(today, 3)}&endDate=${addDays(today, 30)}`,
      priceCalendarSchema,
    );
    const day = calendar.days.find((d) =>
      d.sessions.some((s) => s.session === '19:30' && s.status === 'AVAILABLE'),
    );
    if (!day) throw new Error('no open evening session');
    const seat = async () => {
      const detail = await get(
        `/ticket/load?productId=${show.productId}&playDate=${day.date}&session=19:30`,
        productDetailSchema,
      );
      const adult = detail.skus.find((s) => s.skuType === 'ADULT');
      if (!adult?.priceCents || adult.stockLeft === null) throw new Error('no adult seat');
      return { skuId: adult.skuId, price: adult.priceCents, left: adult.stockLeft };
    };

    const [seller = '', ...tokens] = files.tokens;
    let n = 0;
    const buy = (token: string, quantity: number, price: number, skuId: string) => async () => {
      n += 1;
      const res = await call(n, SAVE, {
        token,
        body: {
          requestId: `race-${Date.now()}-${String(n).padStart(6, '0')}`,
          channel: 'WAP',
          guestMode: 'normal',
          lines: [
            { productId: show.productId, skuId, quantity, startDate: day.date, session: '19:30' },
          ],
          guests: [
            {
              productId: show.productId,
              guestName: 'Chan/Tai Man',
              guestMobile: '91234567',
              guestMobileArea: '+852',
              guestEmail: 'tai@example.com',
              remark: '',
            },
          ],
          expectedTotalCents: quantity * price,
          termsAccepted: true,
        },
      });
      return { status: res.status, code: envelope.parse(await res.json()).code };
    };

    // Buy the session down to its last seats.
    const first = await seat();
    const { skuId, price } = first;
    let { left } = first;
    while (left > LAST) {
      const quantity = Math.min(99, left - LAST);
      expect((await buy(seller, quantity, price, skuId)()).status).toBe(200);
      ({ left } = await seat());
    }
    expect(left).toBe(LAST);

    const started = performance.now();
    const outcomes = await race(tokens.map((token) => buy(token, 1, price, skuId)));
    const ms = performance.now() - started;
    const after = (await seat()).left;
    const result = verdict(LAST, outcomes, after);
    console.info(
      `race on ${PROCESSES} process(es): ${outcomes.length} buyers for the last ${LAST} seats → ${result.sold} sold, ` +
        `${outcomes.length - result.sold} told sold out, ${result.oversold} oversold, ` +
        `stock left ${after}, ${ms.toFixed(0)} ms`,
    );
    expect(result).toEqual({ sold: LAST, oversold: 0, refusedClearly: true });
    expect(after).toBe(0);
  }, 120_000);

  it('negative control: the same race and check catch a naive check-then-write reservation', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'naive-stock-'));
    const admin = postgresUrl();
    const empty = admin === null ? null : await createEmptyPostgresDatabase(admin);
    const url = empty?.url ?? `file:${join(scratch, 'naive.db')}`;
    const db = await openDatabase(url, { poolSize: 8 });
    try {
      // The naive store: no guard in the UPDATE and no CHECK on the table.
      await sql`CREATE TABLE stock (id INTEGER PRIMARY KEY, total INTEGER, sold INTEGER)`.execute(
        db,
      );
      await sql`INSERT INTO stock VALUES (1, 100, 90)`.execute(db);
      const free = async () =>
        (
          await sql<{ free: number }>`SELECT total - sold AS free FROM stock WHERE id = 1`.execute(
            db,
          )
        ).rows[0]?.free ?? 0;
      const naiveBuy = async (): Promise<Outcome> => {
        if ((await free()) < 1) return { status: 409, code: ORDER_ERROR_CODES.soldOut };
        await sql`UPDATE stock SET sold = sold + 1 WHERE id = 1`.execute(db);
        return { status: 200, code: 'OK' };
      };
      const outcomes = await race(Array.from({ length: BUYERS }, () => naiveBuy));
      const after = await free();
      const result = verdict(LAST, outcomes, after);
      console.info(
        `negative control: naive reservation sold ${result.sold} of the last ${LAST} (${result.oversold} oversold)`,
      );
      expect(result.oversold).toBeGreaterThan(0);
    } finally {
      await db.close();
      await empty?.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
