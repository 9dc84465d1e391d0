import { WAITLIST_ROUTES } from '../../../src/lib/contract/routes.ts';
import { describe, expect, vi } from 'vitest';
import { ORDER_ERROR_CODES } from '../../../src/lib/contract/order.ts';
import {
  WAITLIST_ERROR_CODES,
  waitListSchema,
  waitRulesSchema,
  waitSchema,
  type Wait,
  type WaitJoin,
} from '../../../src/lib/contract/waitlist.ts';
import { bodyOf, call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { DEFAULT_WAIT_OFFER_MINUTES as WAIT_OFFER_MINUTES } from '../../../gateway/env.ts';
import {
  createOrderWorld,
  ORDER,
  orderTest as it,
  type OrderWorld,
  type ParkTickets,
} from './support/orders.ts';
import { UNCAPPED_HOLDS } from './support/gateway.ts';

/**
 * The waiting list of sold-out days (issue 19 §4) through the real gateway over HTTP, on the
 * gateway clock: joining, leaving, listing, bad input; offers when an unpaid order expires, is
 * cancelled or refunded; an offer running out goes to the next waiter; only the offered
 * shopper can buy the held seats; and fair order with twenty waiters joining at once.
 */

/** A day well ahead of the world's clock (2 March 2026): no refund fee, always on sale. */
const DAY = '2026-03-20';
const MINUTE = 60_000;

interface Shopper {
  token: string;
  email: string;
}

/** The park's adult tickets on DAY with only `seats` in stock, all of them held by `holder`. */
async function soldOut(o: OrderWorld, seats: number, holder: Shopper) {
  const p = await o.parkTickets(DAY);
  await o.gw.db
    .updateTable('inventory')
    .set({ total: seats, held: 0, sold: 0 })
    .where('sku_id', '=', p.adult.skuId)
    .where('date', '=', DAY)
    .execute();
  const order = await o.saveOrder(
    [{ productId: p.productId, skuId: p.adult.skuId, quantity: seats, startDate: DAY }],
    seats * p.adult.price,
    { as: holder.token },
  );
  return { p, order };
}

const joinBody = (p: ParkTickets, quantity: number): WaitJoin => ({
  productId: p.productId,
  skuId: p.adult.skuId,
  quantity,
  startDate: DAY,
});

const join = (o: OrderWorld, who: Shopper, body: unknown, lang = 'en') =>
  call(o.gw, WAITLIST_ROUTES.paths.join, { token: who.token, body, lang });

async function joined(o: OrderWorld, who: Shopper, body: WaitJoin, lang = 'en'): Promise<Wait> {
  return data(await join(o, who, body, lang), waitSchema);
}

const list = async (o: OrderWorld, who: Shopper) =>
  data(await call(o.gw, WAITLIST_ROUTES.paths.list, { token: who.token }), waitListSchema);

const statusOf = async (o: OrderWorld, who: Shopper, waitId: string) =>
  (await list(o, who)).find((w) => w.waitId === waitId);

/** Tries to buy `quantity` adult tickets on DAY: the answer's status and code. */
async function buy(o: OrderWorld, who: Shopper, p: ParkTickets, quantity: number) {
  const res = await call(o.gw, `${ORDER}/save`, {
    token: who.token,
    body: {
      requestId: `wait-test-${who.email.replace(/\W/g, '')}-${Math.random().toString(36).slice(2, 10)}`,
      channel: 'WAP',
      guestMode: 'normal',
      lines: [{ productId: p.productId, skuId: p.adult.skuId, quantity, startDate: DAY }],
      guests: [
        {
          productId: p.productId,
          guestName: 'Chan/Tai Man',
          guestMobile: '91234567',
          guestMobileArea: '+852',
          guestEmail: 'tai@example.com',
          remark: '',
        },
      ],
      expectedTotalCents: quantity * p.adult.price,
      termsAccepted: true,
    },
  });
  const body = await bodyOf(res);
  return { status: res.status, code: body.code, data: body.data };
}

const cell = async (o: OrderWorld, p: ParkTickets) =>
  o.gw.db
    .selectFrom('inventory')
    .select(['total', 'held', 'sold'])
    .where('sku_id', '=', p.adult.skuId)
    .where('date', '=', DAY)
    .where('session', '=', '')
    .executeTakeFirstOrThrow();

const mailsTo = (o: OrderWorld, email: string) =>
  o.gw.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body', 'html', 'language'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

describe('joining, listing and leaving the waiting list', () => {
  it('lists a sold-out day with its place in the queue, and leaves it', async ({ orders: o }) => {
    const holder = await o.account('holder');
    const first = await o.account('first');
    const second = await o.account('second');
    const { p } = await soldOut(o, 2, holder);

    const a = await joined(o, first, joinBody(p, 2));
    expect(a).toMatchObject({
      status: 'waiting',
      position: 1,
      quantity: 2,
      startDate: DAY,
      productName: p.productName,
      offerUntil: null,
    });
    const b = await joined(o, second, joinBody(p, 1));
    expect(b.position).toBe(2);
    expect((await list(o, first)).map((w) => w.waitId)).toEqual([a.waitId]);

    const left = await call(o.gw, WAITLIST_ROUTES.paths.leave, {
      token: first.token,
      body: { waitId: a.waitId },
    });
    expect(left.status).toBe(200);
    expect(await data(left, waitSchema)).toMatchObject({ status: 'left', position: null });
    // the second moves up; leaving twice is refused
    expect((await statusOf(o, second, b.waitId))?.position).toBe(1);
    const again = await call(o.gw, WAITLIST_ROUTES.paths.leave, {
      token: first.token,
      body: { waitId: a.waitId },
    });
    expect(again.status).toBe(409);
    expect((await bodyOf(again)).code).toBe(WAITLIST_ERROR_CODES.notActive);
  });

  it('refuses a day with stock left, the same day twice, bad input by field in the shopper’s language, and another account’s wait as not found', async ({
    orders: o,
  }) => {
    const holder = await o.account('holder');
    const waiter = await o.account('waiter');
    const { p } = await soldOut(o, 2, holder);

    // another day has stock: buy it instead
    const open = await join(o, waiter, { ...joinBody(p, 1), startDate: '2026-03-21' });
    expect(open.status).toBe(409);
    expect(await bodyOf(open)).toMatchObject({ code: WAITLIST_ERROR_CODES.available });

    const wait = await joined(o, waiter, joinBody(p, 1));
    const twice = await join(o, waiter, joinBody(p, 3));
    expect(twice.status).toBe(409);
    expect((await bodyOf(twice)).code).toBe(WAITLIST_ERROR_CODES.duplicate);

    const badQuantity = await join(o, waiter, joinBody(p, 11), 'zh-TW');
    expect(badQuantity.status).toBe(400);
    const bad = await bodyOf(badQuantity);
    expect(bad.data).toMatchObject({ fields: [{ field: 'quantity' }] });
    expect(bad.msg).toMatch(/[\u4e00-\u9fff]/);

    const badDate = await join(o, waiter, { ...joinBody(p, 1), startDate: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect((await bodyOf(badDate)).data).toMatchObject({ fields: [{ field: 'startDate' }] });

    const badSku = await join(o, waiter, { ...joinBody(p, 1), skuId: '999999999' });
    expect(badSku.status).toBe(400);
    expect((await bodyOf(badSku)).data).toMatchObject({ fields: [{ field: 'skuId' }] });

    const extra = await join(o, waiter, { ...joinBody(p, 1), price: 1 });
    expect(extra.status).toBe(400);

    // another account neither sees nor leaves it
    expect(await list(o, holder)).toEqual([]);
    const foreign = await call(o.gw, WAITLIST_ROUTES.paths.leave, {
      token: holder.token,
      body: { waitId: wait.waitId },
    });
    expect(foreign.status).toBe(404);
    expect((await statusOf(o, waiter, wait.waitId))?.status).toBe('waiting');

    const anonymous = await o.gw.app.request(WAITLIST_ROUTES.paths.list);
    expect(anonymous.status).toBe(401);
  });
});

describe('offers of freed seats', () => {
  it('offers the seats of an expired unpaid order to the first waiter who fits, holds them for that waiter only, and mails a link in the language they joined in', async ({
    orders: o,
  }) => {
    const holder = await o.account('holder');
    const first = await o.account('first');
    const second = await o.account('second');
    const stranger = await o.account('stranger');
    const { p } = await soldOut(o, 2, holder);
    const a = await joined(o, first, joinBody(p, 2), 'zh-TW');
    const b = await joined(o, second, joinBody(p, 1));

    // the holder's 15 minutes pass: the two seats go to the first waiter, held
    o.at(16 * MINUTE);
    const offered = await statusOf(o, first, a.waitId);
    expect(offered).toMatchObject({ status: 'offered', position: null });
    expect(offered?.offerUntil).toBe(o.gw.clock.now() + WAIT_OFFER_MINUTES * MINUTE);
    expect(offered?.unitPriceCents).toBe(p.adult.price);
    expect((await statusOf(o, second, b.waitId))?.status).toBe('waiting');
    expect(await cell(o, p)).toMatchObject({ total: 2, held: 2, sold: 0 });

    // nobody else can take them
    expect(await buy(o, second, p, 1)).toMatchObject({
      status: 409,
      code: ORDER_ERROR_CODES.soldOut,
    });
    expect(await buy(o, stranger, p, 1)).toMatchObject({ status: 409 });

    // the mail, in Traditional Chinese, links to the offer
    await vi.waitFor(async () => expect(await mailsTo(o, first.email)).toHaveLength(1), {
      timeout: 10_000,
    });
    const [mail] = await mailsTo(o, first.email);
    expect(mail?.language).toBe('zh-TW');
    expect(mail?.subject).toContain('好消息');
    expect(mail?.body).toContain(`/user/waitlist?offer=w1.${a.waitId}.`);
    expect(mail?.html).toContain('立即預訂');

    // the offered shopper buys them; the hold becomes the order's
    const bought = await buy(o, first, p, 2);
    expect(bought.status).toBe(200);
    expect((await statusOf(o, first, a.waitId))?.status).toBe('bought');
    expect(await cell(o, p)).toMatchObject({ total: 2, held: 2, sold: 0 });
    expect((await statusOf(o, second, b.waitId))?.status).toBe('waiting');
  });

  it('moves an offer nobody bought in time to the next waiter', async ({ orders: o }) => {
    const holder = await o.account('holder');
    const first = await o.account('first');
    const second = await o.account('second');
    const { p } = await soldOut(o, 1, holder);
    const a = await joined(o, first, joinBody(p, 1));
    const b = await joined(o, second, joinBody(p, 1));

    o.at(16 * MINUTE);
    expect((await statusOf(o, first, a.waitId))?.status).toBe('offered');
    o.at((16 + WAIT_OFFER_MINUTES - 1) * MINUTE);
    expect((await statusOf(o, first, a.waitId))?.status).toBe('offered');
    o.at((16 + WAIT_OFFER_MINUTES) * MINUTE);
    expect((await statusOf(o, first, a.waitId))?.status).toBe('expired');
    expect((await statusOf(o, second, b.waitId))?.status).toBe('offered');
    expect(await cell(o, p)).toMatchObject({ held: 1, sold: 0 });
    // too late for the first
    expect(await buy(o, first, p, 1)).toMatchObject({ status: 409 });
    expect((await buy(o, second, p, 1)).status).toBe(200);
  });

  it('skips a waiter whose quantity does not fit and offers the next who fits', async ({
    orders: o,
  }) => {
    const holder = await o.account('holder');
    const big = await o.account('big');
    const small = await o.account('small');
    const { p, order } = await soldOut(o, 1, holder);
    const a = await joined(o, big, joinBody(p, 3));
    const b = await joined(o, small, joinBody(p, 1));
    const cancelled = await call(o.gw, `${ORDER}/cancel`, {
      token: holder.token,
      body: { orderId: order.orderId },
    });
    expect(cancelled.status).toBe(200);
    expect((await statusOf(o, small, b.waitId))?.status).toBe('offered');
    expect((await statusOf(o, big, a.waitId))?.status).toBe('waiting');
  });

  it('offers the seats of a refunded order', async ({ orders: o }) => {
    const holder = await o.account('holder');
    const waiter = await o.account('waiter');
    const { p, order } = await soldOut(o, 2, holder);
    await o.paid(order.orderId, holder.token);
    const w = await joined(o, waiter, joinBody(p, 2));
    o.at(MINUTE);
    const quote = await call(o.gw, `${ORDER}/loadRefundFee?orderId=${order.orderId}`, {
      token: holder.token,
    });
    const fee = (await bodyOf(quote)).data as { feeCents: number };
    const applied = await call(o.gw, `${ORDER}/apply`, {
      token: holder.token,
      body: {
        orderId: order.orderId,
        reason: 'unableToTravel',
        noticeAccepted: true,
        expectedFeeCents: fee.feeCents,
      },
    });
    expect(applied.status).toBe(200);
    expect((await statusOf(o, waiter, w.waitId))?.status).toBe('waiting');
    // the refund simulator's steps pass on the gateway clock: the order is refunded
    o.at(10 * MINUTE);
    expect((await statusOf(o, waiter, w.waitId))?.status).toBe('offered');
    expect(await cell(o, p)).toMatchObject({ held: 2, sold: 0 });
  });
});

describe('the offer time as a gateway setting (WAITLIST_OFFER_MINUTES)', () => {
  it('answers its rules to anyone not logged in, with the default of 30 minutes', async ({
    orders: o,
  }) => {
    const res = await o.gw.app.request(WAITLIST_ROUTES.paths.rules);
    expect(res.status).toBe(200);
    expect(await data(res, waitRulesSchema)).toEqual({ offerMinutes: 30 });
  });

  it('holds an offer for the configured minutes, says so in its rules and in the offer mail, then moves it on', async () => {
    const o = await createOrderWorld({ ...UNCAPPED_HOLDS, WAITLIST_OFFER_MINUTES: '12' });
    try {
      const rules = await data(
        await o.gw.app.request(WAITLIST_ROUTES.paths.rules),
        waitRulesSchema,
      );
      expect(rules.offerMinutes).toBe(12);
      const holder = await o.account('holder');
      const first = await o.account('first');
      const second = await o.account('second');
      const { p } = await soldOut(o, 1, holder);
      const a = await joined(o, first, joinBody(p, 1), 'zh-CN');
      const b = await joined(o, second, joinBody(p, 1));
      o.at(16 * MINUTE);
      const offered = await statusOf(o, first, a.waitId);
      expect(offered?.offerUntil).toBe(o.gw.clock.now() + 12 * MINUTE);
      await vi.waitFor(async () => expect(await mailsTo(o, first.email)).toHaveLength(1), {
        timeout: 10_000,
      });
      const [mail] = await mailsTo(o, first.email);
      expect(mail?.body).toContain('12 分钟');
      expect(mail?.html).toContain('12 分钟');
      o.at((16 + 11) * MINUTE);
      expect((await statusOf(o, first, a.waitId))?.status).toBe('offered');
      o.at((16 + 12) * MINUTE);
      expect((await statusOf(o, first, a.waitId))?.status).toBe('expired');
      expect((await statusOf(o, second, b.waitId))?.status).toBe('offered');
    } finally {
      await o.gw.close();
    }
  });
});

describe('an offer after a date change away', () => {
  it('offers the seats a paid order moved away from', async ({ orders: o }) => {
    const CHANGE = '/cl-odss-app/guest/order/change';
    const LATER = '2026-03-25';
    const waiter = await o.account('waiter');
    await o.parkTickets(LATER);
    const { order, p } = await o.parkOrder(DAY);
    await o.paid(order.orderId);
    // the two adult seats of the order were the day's last
    await o.gw.db
      .updateTable('inventory')
      .set({ total: 2 })
      .where('sku_id', '=', p.adult.skuId)
      .where('date', '=', DAY)
      .execute();
    o.at(MINUTE);
    expect((await o.load(order.orderId)).status).toBe('voucherIssued');
    const w = await joined(o, waiter, joinBody(p, 2));

    const lines = [
      { lineNo: 1, startDate: LATER },
      { lineNo: 2, startDate: LATER },
    ];
    const quote = await call(o.gw, `${CHANGE}/quote`, {
      token: o.token,
      body: { orderId: order.orderId, lines },
    });
    expect(quote.status).toBe(200);
    const { dueCents } = (await bodyOf(quote)).data as { dueCents: number };
    const applied = await call(o.gw, `${CHANGE}/apply`, {
      token: o.token,
      body: {
        orderId: order.orderId,
        lines,
        requestId: 'wait-date-change-0000000001',
        expectedDueCents: dueCents,
        payType: 'ALIPAYHK',
        channelMode: 'H5',
        returnPath: '/en/user/order/change?step=return',
      },
    });
    expect(applied.status).toBe(200);
    const { payment } = (await bodyOf(applied)).data as { payment: { payId: string } | null };
    if (payment !== null) await o.cashier(payment.payId, 'paid');

    expect((await statusOf(o, waiter, w.waitId))?.status).toBe('offered');
    expect(await cell(o, p)).toMatchObject({ total: 2, held: 2, sold: 0 });
  });
});

describe('fair order under concurrency', () => {
  it('offers freed seats in join order to twenty waiters who joined at once, never more than were freed, and oversells nothing', async ({
    orders: o,
  }) => {
    const WAITERS = 20;
    const SEATS = 12;
    const holder = await o.account('holder');
    const p = await o.parkTickets(DAY);
    await o.gw.db
      .updateTable('inventory')
      .set({ total: SEATS, held: 0, sold: 0 })
      .where('sku_id', '=', p.adult.skuId)
      .where('date', '=', DAY)
      .execute();
    // the holder takes every seat in orders of one
    const held = [];
    for (let i = 0; i < SEATS; i += 1) {
      held.push(
        await o.saveOrder(
          [{ productId: p.productId, skuId: p.adult.skuId, quantity: 1, startDate: DAY }],
          p.adult.price,
          { as: holder.token },
        ),
      );
    }
    const waiters = await Promise.all(
      Array.from({ length: WAITERS }, (_, i) => o.account(`waiter${i}`)),
    );
    const joins = await Promise.all(waiters.map((w) => joined(o, w, joinBody(p, 1))));
    // the join order: every place from 1 to 20 once
    expect(joins.map((j) => j.position).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: WAITERS }, (_, i) => i + 1),
    );
    const inOrder = joins
      .map((j, i) => ({ waitId: j.waitId, who: waiters[i]!, position: j.position ?? 0 }))
      .sort((x, y) => x.position - y.position);

    const offeredNow = async () => {
      const rows = await o.gw.db
        .selectFrom('wait')
        .select(['id', 'status'])
        .where('status', 'in', ['offered', 'bought'])
        .execute();
      return new Set(rows.map((r) => r.id));
    };

    // seats freed one by one: each goes to the next in join order
    for (let i = 0; i < 6; i += 1) {
      const res = await call(o.gw, `${ORDER}/cancel`, {
        token: holder.token,
        body: { orderId: held[i]!.orderId },
      });
      expect(res.status).toBe(200);
      await list(o, holder);
      const offered = await offeredNow();
      expect(offered).toEqual(new Set(inOrder.slice(0, i + 1).map((w) => w.waitId)));
    }

    // six more freed at once, while everyone looks at their waits and strangers try to buy
    const strangers = await Promise.all([0, 1, 2].map((i) => o.account(`rival${i}`)));
    const outcomes = await Promise.all([
      ...held
        .slice(6)
        .map((order) =>
          call(o.gw, `${ORDER}/cancel`, { token: holder.token, body: { orderId: order.orderId } }),
        ),
      ...waiters.map((w) => list(o, w)),
      ...strangers.map((s) => buy(o, s, p, 1)),
    ]);
    // freed seats go to the waiting list first: the rivals are told it is sold out
    const rivals = outcomes.slice(6 + WAITERS) as Awaited<ReturnType<typeof buy>>[];
    expect(rivals.map((r) => [r.status, r.code])).toEqual(
      rivals.map(() => [409, ORDER_ERROR_CODES.soldOut]),
    );
    await list(o, holder);
    const offered = await offeredNow();
    expect(offered).toEqual(new Set(inOrder.slice(0, SEATS).map((w) => w.waitId)));
    const stock = await cell(o, p);
    expect(stock.held + stock.sold).toBeLessThanOrEqual(SEATS);
    expect(stock.held).toBe(SEATS);

    // the offered buy at once with the rest of the queue: only the offered get seats
    const buys = await Promise.all(inOrder.map((w) => buy(o, w.who, p, 1)));
    const okBuys = buys.filter((b) => b.status === 200).length;
    expect(okBuys).toBe(offered.size);
    const after = await cell(o, p);
    expect(after.held + after.sold).toBeLessThanOrEqual(SEATS);
    console.info(
      `waiting list race: ${WAITERS} waiters, ${SEATS} seats freed (6 one by one, 6 at once with 3 rival buyers): ${offered.size} offered in join order, rivals refused ${rivals.length}/3, ${okBuys} bought by waiters, held+sold ${after.held + after.sold}/${SEATS}`,
    );
  });
});
