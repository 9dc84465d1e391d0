import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { dialectOf } from '../../../gateway/db/client.ts';
import { parseEnv } from '../../../gateway/env.ts';
import { ORDER_ERROR_CODES, type OrderLineRequest } from '../../../src/lib/contract/order.ts';
import { bodyOf } from './support/accounts.ts';
import { cappedOrderTest as it, ORDER, type OrderWorld } from './support/orders.ts';

/**
 * Unpaid orders hold stock for 15 minutes; an outside attack held all 451 Safari Park tickets of
 * a day with five unpaid orders of 99 from one account, and every other buyer was told
 * ORDER_SOLD_OUT, again and again. One account's unpaid holds are now capped (DESIGN §7): unpaid
 * orders, units in them, and units of one ticket or room type per date, checked in the same
 * immediate transaction as the stock, so that parallel saves cannot pass it together.
 */

const CAP = parseEnv({});
const maxOrders = CAP.ORDER_HOLD_MAX_ORDERS;
const units = CAP.ORDER_HOLD_MAX_UNITS;
const perDate = CAP.ORDER_HOLD_MAX_PER_DATE;

const emails = new Map<string, string>();
/** One more account of the test's gateway, with a session (its access token). */
async function buyer(o: OrderWorld): Promise<string> {
  const { token, email } = await o.account('hold');
  emails.set(token, email);
  return token;
}

let requests = 0;
/** Saves an order of `lines`; answers the status, code, message and order id. */
async function save(
  o: OrderWorld,
  token: string,
  lines: OrderLineRequest[],
  total: number,
  lang = 'en',
) {
  requests += 1;
  const res = await o.gw.app.request(`${ORDER}/save`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': lang,
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      requestId: `hold-cap-test-${String(requests).padStart(8, '0')}`,
      channel: 'WAP',
      guestMode: 'normal',
      lines,
      guests: [...new Set(lines.map((l) => l.productId))].map((productId) => ({
        productId,
        guestName: 'Chan/Tai Man',
        guestMobile: '91234567',
        guestMobileArea: '+852',
        guestEmail: 'tai@example.com',
        remark: '',
      })),
      expectedTotalCents: total,
      termsAccepted: true,
    }),
  });
  const body = await bodyOf(res);
  const orderId =
    body.data !== null && typeof body.data === 'object' && 'orderId' in body.data
      ? String(body.data.orderId)
      : null;
  return { status: res.status, code: body.code, msg: body.msg, orderId };
}

/** `quantity` adult park tickets on `date`. */
async function adults(o: OrderWorld, date: string, quantity: number) {
  const p = await o.parkTickets(date);
  const line = { productId: p.productId, skuId: p.adult.skuId, quantity, startDate: date };
  return { p, lines: [line], total: quantity * p.adult.price };
}

async function pendingOf(o: OrderWorld, token: string): Promise<{ orders: number; units: number }> {
  const me = await o.gw.db
    .selectFrom('orders as o')
    .innerJoin('order_line as l', 'l.order_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      sql<number>`count(DISTINCT o.id)`.as('orders'),
      sql<number>`coalesce(sum(l.quantity), 0)`.as('units'),
    ])
    .where('u.email', '=', emails.get(token) ?? '')
    .where('o.status', '=', 'pendingPayment')
    .executeTakeFirstOrThrow();
  return { orders: Number(me.orders), units: Number(me.units) };
}

const expectRefused = (answer: { status: number; code: string }) => {
  expect(answer.status).toBe(409);
  expect(answer.code).toBe(ORDER_ERROR_CODES.holdLimit);
};

describe('the cap on one account’s unpaid holds', () => {
  it(`refuses more than ${perDate} unpaid tickets of one kind for one date, holding nothing, while other kinds and other buyers still book`, async ({
    orders,
  }) => {
    const hoarder = await buyer(orders);
    const date = '2026-03-10';
    const full = await adults(orders, date, perDate);
    expect((await save(orders, hoarder, full.lines, full.total)).status).toBe(200);
    const before = await orders.stock(full.p.adult.skuId, date);
    const one = await adults(orders, date, 1);
    const refused = await save(orders, hoarder, one.lines, one.total);
    expectRefused(refused);
    expect(refused.msg).toContain(String(perDate));
    expect(await orders.stock(full.p.adult.skuId, date)).toEqual(before);
    // a single order over the cap is refused as well
    const over = await adults(orders, date, perDate + 1);
    expectRefused(await save(orders, await buyer(orders), over.lines, over.total));
    // the same buyer, another ticket kind; another buyer, the same kind
    const child = [
      { productId: full.p.productId, skuId: full.p.child.skuId, quantity: 1, startDate: date },
    ];
    expect((await save(orders, hoarder, child, full.p.child.price)).status).toBe(200);
    expect((await save(orders, await buyer(orders), one.lines, one.total)).status).toBe(200);
  });

  it(`refuses a ${maxOrders + 1}th unpaid order, in the caller language, until one is paid or expires`, async ({
    orders,
  }) => {
    const hoarder = await buyer(orders);
    const made: string[] = [];
    for (let i = 0; i < maxOrders; i += 1) {
      const order = await adults(orders, `2026-03-1${i}`, 1);
      const saved = await save(orders, hoarder, order.lines, order.total);
      expect(saved.status).toBe(200);
      made.push(saved.orderId ?? '');
    }
    const next = await adults(orders, '2026-03-18', 1);
    const en = await save(orders, hoarder, next.lines, next.total, 'en');
    expectRefused(en);
    expect(en.msg).toBe(
      `You already hold as many unpaid bookings as one account may: pay or cancel an unpaid order, then book again (at most ${maxOrders} unpaid orders, ${units} tickets or rooms in them, and ${perDate} of one ticket or room type per date).`,
    );
    expect((await save(orders, hoarder, next.lines, next.total, 'zh-TW')).msg).toContain(
      `最多 ${maxOrders} 張未付款訂單`,
    );
    expect((await save(orders, hoarder, next.lines, next.total, 'zh-CN')).msg).toContain(
      `最多 ${maxOrders} 张未付款订单`,
    );
    await orders.paid(made[0] ?? '', hoarder);
    expect((await save(orders, hoarder, next.lines, next.total)).status).toBe(200);
    expectRefused(await save(orders, hoarder, next.lines, next.total));
    // 15 minutes later every unpaid order has expired and given its stock back
    orders.at(15 * 60_000 + 1000);
    expect((await save(orders, hoarder, next.lines, next.total)).status).toBe(200);
  });

  it('counts no order past its pay window, even one another process is still cancelling (PostgreSQL)', async ({
    orders,
    skip,
  }) => {
    if (dialectOf(orders.gw.db) !== 'postgres') skip('SQLite writes one transaction at a time');
    const hoarder = await buyer(orders);
    for (let i = 0; i < maxOrders; i += 1) {
      const order = await adults(orders, `2026-04-1${i}`, 1);
      expect((await save(orders, hoarder, order.lines, order.total)).status).toBe(200);
    }
    // another process's sweep has locked the orders and not yet committed when they expire:
    // this save's own sweep skips them (SKIP LOCKED) and still finds them pendingPayment
    const other = new pg.Client({ connectionString: orders.gw.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query('BEGIN');
      const locked = await other.query(
        "SELECT id FROM orders WHERE status = 'pendingPayment' FOR UPDATE",
      );
      expect(locked.rowCount).toBe(maxOrders);
      orders.at(15 * 60_000 + 1000);
      const next = await adults(orders, '2026-04-18', 1);
      expect((await save(orders, hoarder, next.lines, next.total)).status).toBe(200);
      await other.query('ROLLBACK');
    } finally {
      await other.end();
    }
  });

  it(`refuses more than ${units} unpaid tickets or rooms in all, across dates`, async ({
    orders,
  }) => {
    const hoarder = await buyer(orders);
    const first = await adults(orders, '2026-03-20', perDate);
    const second = await adults(orders, '2026-03-21', units - perDate);
    expect(
      (await save(orders, hoarder, [...first.lines, ...second.lines], first.total + second.total))
        .status,
    ).toBe(200);
    const more = await adults(orders, '2026-03-22', 1);
    expectRefused(await save(orders, hoarder, more.lines, more.total));
    expect(await pendingOf(orders, hoarder)).toEqual({ orders: 1, units });
  });

  it('holds under parallel saves: one account never passes the caps, and other buyers still buy', async ({
    orders,
  }) => {
    const hoarder = await buyer(orders);
    const others = [await buyer(orders), await buyer(orders)];
    const date = '2026-03-25';
    const seven = await adults(orders, date, 7);
    const before = await orders.stock(seven.p.adult.skuId, date);
    // 30 saves of 7 tickets at once from one account: 7, 14 fit the 20 per date, 21 does not
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => save(orders, hoarder, seven.lines, seven.total)),
      ...others.map((token) => save(orders, token, seven.lines, seven.total)),
    ]);
    const mine = answers.slice(0, 30);
    const theirs = answers.slice(30);
    expect(mine.filter((a) => a.status === 200)).toHaveLength(Math.floor(perDate / 7));
    for (const refused of mine.filter((a) => a.status !== 200)) expectRefused(refused);
    expect(theirs.map((a) => a.status)).toEqual([200, 200]);
    const held = (await orders.stock(seven.p.adult.skuId, date)).held - before.held;
    expect(held).toBe(7 * (Math.floor(perDate / 7) + others.length));

    // 30 one-ticket orders at once on other dates: exactly the order cap is taken
    const racer = await buyer(orders);
    const saves = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const order = await adults(orders, `2026-03-${String(26 + (i % 3)).padStart(2, '0')}`, 1);
        return save(orders, racer, order.lines, order.total);
      }),
    );
    expect(saves.filter((a) => a.status === 200)).toHaveLength(maxOrders);
    expect(await pendingOf(orders, racer)).toEqual({ orders: maxOrders, units: maxOrders });
    // 62 saves, each pricing its lines: more than the default 5 s on a loaded 2-core machine
  }, 60_000);

  it('takes its limits from ORDER_HOLD_MAX_ORDERS, ORDER_HOLD_MAX_UNITS and ORDER_HOLD_MAX_PER_DATE', () => {
    const env = parseEnv({
      ORDER_HOLD_MAX_ORDERS: '1',
      ORDER_HOLD_MAX_UNITS: '8',
      ORDER_HOLD_MAX_PER_DATE: '4',
    });
    expect([
      env.ORDER_HOLD_MAX_ORDERS,
      env.ORDER_HOLD_MAX_UNITS,
      env.ORDER_HOLD_MAX_PER_DATE,
    ]).toEqual([1, 8, 4]);
    expect(() => parseEnv({ ORDER_HOLD_MAX_UNITS: '0' })).toThrow(/ORDER_HOLD_MAX_UNITS/);
    expect(() => parseEnv({ ORDER_HOLD_MAX_ORDERS: 'many' })).toThrow(/ORDER_HOLD_MAX_ORDERS/);
  });
});
