import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { ORDER_ERROR_CODES } from '../../../src/lib/contract/order.ts';
import {
  priceCalendarSchema,
  productDetailSchema,
  productListSchema,
} from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { bodyOf, freshEmail, startGateway, type RunningGateway } from '../account/support.ts';
import { UNCAPPED_HOLDS } from './support/gateway.ts';

/**
 * Never sold twice (issue 8 acceptance): many buyers at once, over HTTP, against the real
 * gateway in its own process, for the last N seats of a show session. Exactly N are sold, every
 * other buyer is told the session is sold out, and the stock ends at zero, never below. The
 * negative control runs the same race and the same check against a naive reservation (read the
 * stock, then write it) and shows that the check catches its oversell.
 */

const PRODUCT = '/cl-odss-app/guest/product';
const SAVE = '/cl-odss-app/guest/order/info/save';
const LAST = 10;
const BUYERS = 8;
const TRIES_PER_BUYER = 5;

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

let gw: RunningGateway;
beforeAll(async () => {
  // one account buys the session down to its last seats, and each racer tries five times: the
  // hold cap of unpaid orders (order-hold-cap.test.ts) is out of the way of this stock race
  gw = await startGateway(UNCAPPED_HOLDS);
}, 30_000);
afterAll(async () => {
  await gw.close();
});

const get = async <T>(path: string, schema: z.ZodMiniType<T>): Promise<T> => {
  const res = await gw.call(`${PRODUCT}${path}`);
  expect(res.status).toBe(200);
  return schema.parse((await bodyOf(res)).data);
};

describe('buyers racing for the last seats of a session', () => {
  it(`sells exactly the last ${LAST} to ${BUYERS * TRIES_PER_BUYER} buyers at once, and refuses the rest as sold out`, async () => {
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

    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const email = freshEmail(`racer${i}`);
      await gw.register(email);
      tokens.push((await gw.login(email)).token);
    }
    let n = 0;
    const buy = (token: string, quantity: number, price: number, skuId: string) => async () => {
      n += 1;
      const res = await gw.call(SAVE, {
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
      return { status: res.status, code: (await bodyOf(res)).code };
    };

    // Buy the session down to its last seats.
    const first = await seat();
    const { skuId, price } = first;
    let { left } = first;
    while (left > LAST) {
      const quantity = Math.min(99, left - LAST);
      expect((await buy(tokens[0] ?? '', quantity, price, skuId)()).status).toBe(200);
      ({ left } = await seat());
    }
    expect(left).toBe(LAST);

    const started = performance.now();
    const outcomes = await race(
      tokens.flatMap((token) =>
        Array.from({ length: TRIES_PER_BUYER }, () => buy(token, 1, price, skuId)),
      ),
    );
    const ms = performance.now() - started;
    const after = (await seat()).left;
    const result = verdict(LAST, outcomes, after);
    console.info(
      `race: ${outcomes.length} buyers for the last ${LAST} seats → ${result.sold} sold, ` +
        `${outcomes.length - result.sold} told sold out, ${result.oversold} oversold, ` +
        `stock left ${after}, ${ms.toFixed(0)} ms`,
    );
    expect(result).toEqual({ sold: LAST, oversold: 0, refusedClearly: true });
    expect(after).toBe(0);
  }, 60_000);

  it('negative control: the same race and check catch a naive check-then-write reservation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'naive-stock-'));
    const db = createClient({ url: `file:${join(dir, 'naive.db')}` });
    try {
      // The naive store: no guard in the UPDATE and no CHECK on the table.
      await db.execute('CREATE TABLE stock (id INTEGER PRIMARY KEY, total INTEGER, sold INTEGER)');
      await db.execute('INSERT INTO stock VALUES (1, 100, 90)');
      const naiveBuy = async (): Promise<Outcome> => {
        const row = await db.execute('SELECT total - sold AS free FROM stock WHERE id = 1');
        if (Number(row.rows[0]?.['free']) < 1)
          return { status: 409, code: ORDER_ERROR_CODES.soldOut };
        await db.execute('UPDATE stock SET sold = sold + 1 WHERE id = 1');
        return { status: 200, code: 'OK' };
      };
      const outcomes = await race(Array.from({ length: BUYERS * TRIES_PER_BUYER }, () => naiveBuy));
      const after = await db.execute('SELECT total - sold AS free FROM stock WHERE id = 1');
      const result = verdict(LAST, outcomes, Number(after.rows[0]?.['free']));
      console.info(
        `negative control: naive reservation sold ${result.sold} of the last ${LAST} (${result.oversold} oversold)`,
      );
      expect(result.oversold).toBeGreaterThan(0);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
