import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../gateway/env.ts';
import { ORDER_ERROR_CODES, type OrderLineRequest } from '../../../src/lib/contract/order.ts';
import { bodyOf, login, register } from './support/accounts.ts';
import {
  ORDER,
  at,
  gw,
  parkTickets,
  paid,
  stock,
  withCappedOrderGateway,
} from './support/orders.ts';

/**
 * Unpaid orders hold stock for 15 minutes; an outside attack held all 451 Safari Park tickets of
 * a day with five unpaid orders of 99 from one account, and every other buyer was told
 * ORDER_SOLD_OUT, again and again. One account's unpaid holds are now capped (DESIGN §7): unpaid
 * orders, units in them, and units of one ticket or room type per date, checked in the same
 * immediate transaction as the stock, so that parallel saves cannot pass it together.
 */

withCappedOrderGateway('hold-buyer@example.com', 'hold-second@example.com');

const CAP = parseEnv({});
const orders = CAP.ORDER_HOLD_MAX_ORDERS;
const units = CAP.ORDER_HOLD_MAX_UNITS;
const perDate = CAP.ORDER_HOLD_MAX_PER_DATE;

let accounts = 0;
const emails = new Map<string, string>();
/** A fresh account, logged in (its access token): each test holds its own orders. */
async function buyer(): Promise<string> {
  accounts += 1;
  const email = `hold-${accounts}-${Date.now().toString(36)}@example.com`;
  await register(gw, email);
  const { token } = await login(gw, email, `198.51.100.${100 + accounts}`);
  emails.set(token, email);
  return token;
}

let requests = 0;
/** Saves an order of `lines`; answers the status, code, message and order id. */
async function save(token: string, lines: OrderLineRequest[], total: number, lang = 'en') {
  requests += 1;
  const res = await gw.app.request(`${ORDER}/save`, {
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
async function adults(date: string, quantity: number) {
  const p = await parkTickets(date);
  const line = { productId: p.productId, skuId: p.adult.skuId, quantity, startDate: date };
  return { p, lines: [line], total: quantity * p.adult.price };
}

async function pendingOf(token: string): Promise<{ orders: number; units: number }> {
  const me = await gw.db.execute({
    sql: `SELECT count(DISTINCT o.id) AS orders, coalesce(sum(l.quantity), 0) AS units
            FROM orders o JOIN order_line l ON l.order_id = o.id
            JOIN users u ON u.id = o.user_id
           WHERE u.email = ? AND o.status = 'pendingPayment'`,
    args: [emails.get(token) ?? ''],
  });
  return { orders: Number(me.rows[0]?.['orders']), units: Number(me.rows[0]?.['units']) };
}

const expectRefused = (answer: { status: number; code: string }) => {
  expect(answer.status).toBe(409);
  expect(answer.code).toBe(ORDER_ERROR_CODES.holdLimit);
};

describe('the cap on one account’s unpaid holds', () => {
  it(`refuses more than ${perDate} unpaid tickets of one kind for one date, holding nothing, while other kinds and other buyers still book`, async () => {
    const hoarder = await buyer();
    const date = '2026-03-10';
    const full = await adults(date, perDate);
    expect((await save(hoarder, full.lines, full.total)).status).toBe(200);
    const before = await stock(full.p.adult.skuId, date);
    const one = await adults(date, 1);
    const refused = await save(hoarder, one.lines, one.total);
    expectRefused(refused);
    expect(refused.msg).toContain(String(perDate));
    expect(await stock(full.p.adult.skuId, date)).toEqual(before);
    // a single order over the cap is refused as well
    const over = await adults(date, perDate + 1);
    expectRefused(await save(await buyer(), over.lines, over.total));
    // the same buyer, another ticket kind; another buyer, the same kind
    const child = [
      { productId: full.p.productId, skuId: full.p.child.skuId, quantity: 1, startDate: date },
    ];
    expect((await save(hoarder, child, full.p.child.price)).status).toBe(200);
    expect((await save(await buyer(), one.lines, one.total)).status).toBe(200);
  });

  it(`refuses a ${orders + 1}th unpaid order, in the caller language, until one is paid or expires`, async () => {
    const hoarder = await buyer();
    const made: string[] = [];
    for (let i = 0; i < orders; i += 1) {
      const order = await adults(`2026-03-1${i}`, 1);
      const saved = await save(hoarder, order.lines, order.total);
      expect(saved.status).toBe(200);
      made.push(saved.orderId ?? '');
    }
    const next = await adults('2026-03-18', 1);
    const en = await save(hoarder, next.lines, next.total, 'en');
    expectRefused(en);
    expect(en.msg).toBe(
      `You already hold as many unpaid bookings as one account may: pay or cancel an unpaid order, then book again (at most ${orders} unpaid orders, ${units} tickets or rooms in them, and ${perDate} of one ticket or room type per date).`,
    );
    expect((await save(hoarder, next.lines, next.total, 'zh-TW')).msg).toContain(
      `最多 ${orders} 張未付款訂單`,
    );
    expect((await save(hoarder, next.lines, next.total, 'zh-CN')).msg).toContain(
      `最多 ${orders} 张未付款订单`,
    );
    await paid(made[0] ?? '', hoarder);
    expect((await save(hoarder, next.lines, next.total)).status).toBe(200);
    expectRefused(await save(hoarder, next.lines, next.total));
    // 15 minutes later every unpaid order has expired and given its stock back
    at(15 * 60_000 + 1000);
    expect((await save(hoarder, next.lines, next.total)).status).toBe(200);
  });

  it(`refuses more than ${units} unpaid tickets or rooms in all, across dates`, async () => {
    const hoarder = await buyer();
    const first = await adults('2026-03-20', perDate);
    const second = await adults('2026-03-21', units - perDate);
    expect(
      (await save(hoarder, [...first.lines, ...second.lines], first.total + second.total)).status,
    ).toBe(200);
    const more = await adults('2026-03-22', 1);
    expectRefused(await save(hoarder, more.lines, more.total));
    expect(await pendingOf(hoarder)).toEqual({ orders: 1, units });
  });

  it('holds under parallel saves: one account never passes the caps, and other buyers still buy', async () => {
    const hoarder = await buyer();
    const others = [await buyer(), await buyer()];
    const date = '2026-03-25';
    const seven = await adults(date, 7);
    const before = await stock(seven.p.adult.skuId, date);
    // 30 saves of 7 tickets at once from one account: 7, 14 fit the 20 per date, 21 does not
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => save(hoarder, seven.lines, seven.total)),
      ...others.map((token) => save(token, seven.lines, seven.total)),
    ]);
    const mine = answers.slice(0, 30);
    const theirs = answers.slice(30);
    expect(mine.filter((a) => a.status === 200)).toHaveLength(Math.floor(perDate / 7));
    for (const refused of mine.filter((a) => a.status !== 200)) expectRefused(refused);
    expect(theirs.map((a) => a.status)).toEqual([200, 200]);
    const held = (await stock(seven.p.adult.skuId, date)).held - before.held;
    expect(held).toBe(7 * (Math.floor(perDate / 7) + others.length));

    // 30 one-ticket orders at once on other dates: exactly the order cap is taken
    const racer = await buyer();
    const saves = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const order = await adults(`2026-03-${String(26 + (i % 3)).padStart(2, '0')}`, 1);
        return save(racer, order.lines, order.total);
      }),
    );
    expect(saves.filter((a) => a.status === 200)).toHaveLength(orders);
    expect(await pendingOf(racer)).toEqual({ orders, units: orders });
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
