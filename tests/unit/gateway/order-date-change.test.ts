import { describe, expect, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  changeFeeOf,
  dueOf,
  firstChangeDate,
  lineRefusal,
  maxChangesOf,
  orderRefusal,
  refundOf,
} from '../../../src/lib/changes/rule.ts';
import {
  CHANGE_ERROR_CODES,
  changeApplyResultSchema,
  changeHistorySchema,
  changeOptionsSchema,
  changeQuoteSchema,
  orderChangeSchema,
  type ChangeApplyResult,
  type ChangeQuote,
} from '../../../src/lib/contract/order-change.ts';
import { productDetailSchema, productListSchema } from '../../../src/lib/contract/product.ts';
import { createOrderMailer } from '../../../gateway/services/order-mails.ts';
import { bodyOf, call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { testDatabaseKind } from './support/gateway.ts';
import { ORDER, orderTest as it, type OrderWorld } from './support/orders.ts';
import { PRODUCT } from './support/search-fixture.ts';

/**
 * Changing the date instead of refunding, over the gateway's HTTP interface on the test's own
 * database (SQLite, and PostgreSQL in the `postgres` project): quotes, a higher price paid
 * through the cashier, a lower one refunded, the stock moved in one write, new redemption codes,
 * the history, the mail, the most changes, bad input and other users' orders, and the race for
 * the last seats of a session between shoppers changing to it and shoppers buying it.
 */

const CHANGE = '/cl-odss-app/guest/order/change';
/** The world's clock is Monday 2 March 2026; these are a weekday and a Saturday after it. */
const WEEKDAY = '2026-03-10';
const OTHER_WEEKDAY = '2026-03-11';
const SATURDAY = '2026-03-14';
const DAY = 86_400_000;

const TICKET_RULE = { allowed: true, feeCents: 2000, maxChanges: 2, cutoffDays: 1 };

describe('the date-change rule', () => {
  const today = '2026-03-02';
  it('refuses an unpaid, refunded or fully changed order, and a line past its cut-off', () => {
    const order = { status: 'voucherIssued', hasRefund: false, changesMade: 0, today };
    expect(orderRefusal(order, 2)).toBeNull();
    expect(orderRefusal({ ...order, status: 'pendingPayment' }, 2)).toBe('notPaid');
    expect(orderRefusal({ ...order, status: 'completed' }, 2)).toBe('notPaid');
    expect(orderRefusal({ ...order, hasRefund: true }, 2)).toBe('refunded');
    expect(orderRefusal({ ...order, changesMade: 2 }, 2)).toBe('maxReached');
    const hotel = { allowed: true, feeCents: 0, maxChanges: 1, cutoffDays: 3 };
    expect(lineRefusal({ rule: hotel, startDate: '2026-03-05' }, today)).toBeNull();
    expect(lineRefusal({ rule: hotel, startDate: '2026-03-04' }, today)).toBe('tooLate');
    expect(lineRefusal({ rule: hotel, startDate: today }, today)).toBe('visitStarted');
    expect(
      lineRefusal({ rule: { ...hotel, allowed: false }, startDate: '2026-04-01' }, today),
    ).toBe('notAllowed');
  });

  it('takes the smallest maximum of the products, a fee per unit, and the first date after the cut-off', () => {
    expect(maxChangesOf([TICKET_RULE, { ...TICKET_RULE, maxChanges: 1 }])).toBe(1);
    expect(maxChangesOf([TICKET_RULE, { ...TICKET_RULE, allowed: false }])).toBe(0);
    expect(maxChangesOf([])).toBe(0);
    expect(changeFeeOf(TICKET_RULE, 3)).toBe(6000);
    expect(firstChangeDate(today, TICKET_RULE)).toBe('2026-03-03');
    expect(firstChangeDate(today, { ...TICKET_RULE, cutoffDays: 3 })).toBe('2026-03-05');
    expect(dueOf(10_000, 12_000, 500)).toBe(2500);
    expect(dueOf(12_000, 10_000, 500)).toBe(-1500);
    expect(refundOf(-1500)).toBe(1500);
    expect(refundOf(2500)).toBe(0);
  });
});

/** A paid order of 2 adults and 1 child in the park on `date`, its voucher issued. */
async function issuedParkOrder(o: OrderWorld, date: string, as = o.token) {
  // nothing sold on the dates the tests move between
  for (const day of [WEEKDAY, OTHER_WEEKDAY, SATURDAY]) await o.parkTickets(day);
  const made = await o.parkOrder(date, { as });
  await o.paid(made.order.orderId, as);
  o.at(60_000); // the fulfilment simulator issues the voucher a few seconds after payment
  const order = await o.load(made.order.orderId, as);
  expect(order.status).toBe('voucherIssued');
  return { ...made, order };
}

const moveAll = (date: string) => [
  { lineNo: 1, startDate: date },
  { lineNo: 2, startDate: date },
];

const quote = async (o: OrderWorld, orderId: string, date: string, as = o.token) =>
  data(
    await call(o.gw, `${CHANGE}/quote`, { token: as, body: { orderId, lines: moveAll(date) } }),
    changeQuoteSchema,
  );

let requests = 0;
const apply = (
  o: OrderWorld,
  orderId: string,
  lines: unknown,
  expectedDueCents: number,
  extra: Record<string, unknown> = {},
  as = o.token,
) =>
  call(o.gw, `${CHANGE}/apply`, {
    token: as,
    body: {
      orderId,
      lines,
      requestId: `date-change-${String(++requests).padStart(10, '0')}`,
      expectedDueCents,
      payType: 'ALIPAYHK',
      channelMode: 'H5',
      returnPath: '/en/user/order/change?step=return',
      ...extra,
    },
  });

const applied = async (res: Response): Promise<ChangeApplyResult> =>
  data(res, changeApplyResultSchema);

/** The held and sold stock of the world's park tickets, both SKUs, on `date`. */
async function parkStock(
  o: OrderWorld,
  p: { adult: { skuId: string }; child: { skuId: string } },
  date: string,
) {
  const [adult, child] = await Promise.all([
    o.stock(p.adult.skuId, date),
    o.stock(p.child.skuId, date),
  ]);
  return { held: adult.held + child.held, sold: adult.sold + child.sold };
}

/**
 * The outbox's mails to the buyer about `subject` once one matching `match` is there: this
 * test's mailer scans, or the gateway's own (kicked after each order request) already has.
 */
async function queuedMails(
  o: OrderWorld,
  subject: string,
  match: (mail: { subject: string; body: string }) => boolean,
) {
  const mailer = createOrderMailer({ db: o.gw.db, clock: o.gw.clock, siteUrl: 'http://shop.test' });
  const read = () =>
    o.gw.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body', 'language'])
      .where('to_address', '=', o.email)
      .where('subject', 'like', `%${subject}%`)
      .execute();
  try {
    await vi.waitFor(
      async () => {
        await mailer.run();
        expect((await read()).filter(match)).not.toEqual([]);
      },
      { timeout: 20_000, interval: 100 },
    );
  } finally {
    await mailer.stop();
  }
  return (await read()).filter(match);
}

const errorOf = async (res: Response) => {
  const body = await bodyOf(res);
  return { status: res.status, code: body.code, msg: body.msg, data: body.data };
};

describe('a date change up in price, paid through the cashier', () => {
  it('holds the new date while the difference is paid, then moves the stock, reissues the codes and mails the change', async ({
    orders: o,
  }) => {
    const { order, p } = await issuedParkOrder(o, WEEKDAY);
    // the park's tickets are dearer on a Saturday; the change fee is HK$20 a ticket
    const q: ChangeQuote = await quote(o, order.orderId, SATURDAY);
    const saturday = await o.parkTickets(SATURDAY);
    const saturdayTotal = 2 * saturday.adult.price + saturday.child.price;
    expect(q.feeCents).toBe(3 * 2000);
    expect(q.oldTotalCents).toBe(order.totalCents);
    expect(q.dueCents).toBeGreaterThan(q.feeCents);
    expect(q.lines.map((l) => [l.before.startDate, l.after.startDate])).toEqual([
      [WEEKDAY, SATURDAY],
      [WEEKDAY, SATURDAY],
    ]);
    expect(q.newTotalCents).toBe(saturdayTotal);
    expect(q.dueCents).toBe(saturdayTotal - order.totalCents + q.feeCents);

    const started = await applied(await apply(o, order.orderId, moveAll(SATURDAY), q.dueCents));
    expect(started.change.status).toBe('pendingPayment');
    expect(started.payment?.amountCents).toBe(q.dueCents);
    expect(started.payment?.cashierUrl).toContain('/cl-odss-app/open/cashier/');
    // not paid yet: the order is as it was, the new seats held, the old ones still sold
    expect((await o.load(order.orderId)).lines.map((l) => l.startDate)).toEqual([WEEKDAY, WEEKDAY]);
    expect(await parkStock(o, p, SATURDAY)).toEqual({ held: 3, sold: 0 });
    expect(await parkStock(o, p, WEEKDAY)).toEqual({ held: 0, sold: 3 });

    const back = await o.cashier(started.payment!.payId, 'paid');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain('result=paid');

    const after = await o.load(order.orderId);
    expect(after.status).toBe('voucherIssued');
    expect(after.lines.map((l) => l.startDate)).toEqual([SATURDAY, SATURDAY]);
    expect(after.totalCents).toBe(q.newTotalCents);
    // new redemption codes: the old ones are void
    for (const [i, line] of after.lines.entries()) {
      expect(line.voucherCode).toMatch(/^[0-9A-F]{12}$/);
      expect(line.voucherCode).not.toBe(order.lines[i]!.voucherCode);
    }
    expect(await parkStock(o, p, SATURDAY)).toEqual({ held: 0, sold: 3 });
    expect(await parkStock(o, p, WEEKDAY)).toEqual({ held: 0, sold: 0 });

    const history = await data(
      await call(o.gw, `${CHANGE}/list?orderId=${order.orderId}`, { token: o.token }),
      changeHistorySchema,
    );
    expect(history.dateChanges).toHaveLength(1);
    expect(history.dateChanges[0]).toMatchObject({
      changeId: started.change.changeId,
      status: 'done',
      dueCents: q.dueCents,
      refundCents: 0,
    });
    const changed = await queuedMails(o, order.orderNo, (m) =>
      m.subject.includes('date has been changed'),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.body).toContain(after.lines[0]!.voucherCode!);
    expect(changed[0]!.body).not.toContain(order.lines[0]!.voucherCode!);
  });

  it('lets an unpaid difference lapse: the seats go back and the order stays as it was', async ({
    orders: o,
  }) => {
    const { order, p } = await issuedParkOrder(o, WEEKDAY);
    const q = await quote(o, order.orderId, SATURDAY);
    const started = await applied(await apply(o, order.orderId, moveAll(SATURDAY), q.dueCents));
    o.at(60_000 + 16 * 60_000);
    const history = await data(
      await call(o.gw, `${CHANGE}/detail?changeId=${started.change.changeId}`, { token: o.token }),
      orderChangeSchema,
    );
    expect(history.status).toBe('expired');
    expect(await parkStock(o, p, SATURDAY)).toEqual({ held: 0, sold: 0 });
    // paying after the lapse gives the money back and changes nothing
    const back = await o.cashier(started.payment!.payId, 'paid');
    expect(back.headers.get('location')).toContain('result=refunded');
    const after = await o.load(order.orderId);
    expect(after.lines.map((l) => l.startDate)).toEqual([WEEKDAY, WEEKDAY]);
    expect(after.lines.map((l) => l.voucherCode)).toEqual(order.lines.map((l) => l.voucherCode));
    expect(await parkStock(o, p, WEEKDAY)).toEqual({ held: 0, sold: 3 });
  });
});

describe('a date change down in price', () => {
  it('moves at once and refunds the difference less the fee', async ({ orders: o }) => {
    const { order, p } = await issuedParkOrder(o, SATURDAY);
    const q = await quote(o, order.orderId, WEEKDAY);
    expect(q.dueCents).toBeLessThan(0);
    const done = await applied(await apply(o, order.orderId, moveAll(WEEKDAY), q.dueCents));
    expect(done.payment).toBeNull();
    expect(done.change).toMatchObject({ status: 'done', refundCents: -q.dueCents, feeCents: 6000 });
    const after = await o.load(order.orderId);
    expect(after.lines.map((l) => l.startDate)).toEqual([WEEKDAY, WEEKDAY]);
    expect(after.totalCents).toBe(q.newTotalCents);
    expect(await parkStock(o, p, WEEKDAY)).toEqual({ held: 0, sold: 3 });
    expect(await parkStock(o, p, SATURDAY)).toEqual({ held: 0, sold: 0 });
    const mails = await queuedMails(o, order.orderNo, (m) => m.body.includes('We refund'));
    expect(mails).toHaveLength(1);
  });

  it('allows the products’ most changes and then refuses with a translated message', async ({
    orders: o,
  }) => {
    const { order } = await issuedParkOrder(o, SATURDAY);
    // cheaper (refunded at once), then the same price plus the fee (paid through the cashier)
    for (const date of [WEEKDAY, OTHER_WEEKDAY]) {
      const q = await quote(o, order.orderId, date);
      const made = await applied(await apply(o, order.orderId, moveAll(date), q.dueCents));
      if (made.payment !== null) await o.cashier(made.payment.payId, 'paid');
    }
    expect((await o.load(order.orderId)).lines[0]!.startDate).toBe(OTHER_WEEKDAY);
    const refused = await errorOf(
      await call(o.gw, `${CHANGE}/quote`, {
        token: o.token,
        lang: 'zh-TW',
        body: { orderId: order.orderId, lines: moveAll(SATURDAY) },
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      code: CHANGE_ERROR_CODES.refused,
      msg: '此訂單的改期次數已達上限',
    });
    const options = await data(
      await call(o.gw, `${CHANGE}/options?orderId=${order.orderId}`, { token: o.token }),
      changeOptionsSchema,
    );
    expect(options).toMatchObject({ changeable: false, refusal: 'maxReached', changesMade: 2 });
    expect((await o.load(order.orderId)).canChange).toBe(false);
  });
});

describe('what a date change refuses', () => {
  it('names the field of bad input and stores nothing', async ({ orders: o }) => {
    const { order, p } = await issuedParkOrder(o, WEEKDAY);
    const cases: [unknown, string][] = [
      [[{ lineNo: 9, startDate: SATURDAY }], 'lines.0.lineNo'],
      [[{ lineNo: 1, startDate: WEEKDAY }], 'lines.0.startDate'],
      [[{ lineNo: 1, startDate: SATURDAY, session: '16:00' }], 'lines.0.session'],
      [[{ lineNo: 1, startDate: '2026-02-30' }], 'lines.0.startDate'],
      [[], 'lines'],
    ];
    for (const [lines, field] of cases) {
      const res = await apply(o, order.orderId, lines, 0);
      const body = await errorOf(res);
      expect(res.status, field).toBe(400);
      expect(
        z.object({ fields: z.array(z.object({ field: z.string() })) }).parse(body.data),
      ).toEqual({
        fields: [expect.objectContaining({ field })],
      });
    }
    const q = await quote(o, order.orderId, SATURDAY);
    const unpaid = await apply(o, order.orderId, moveAll(SATURDAY), q.dueCents, {
      payType: undefined,
    });
    expect(unpaid.status).toBe(400);
    expect(JSON.stringify((await errorOf(unpaid)).data)).toContain('payType');
    expect(await o.gw.db.selectFrom('order_change').selectAll().execute()).toEqual([]);
    expect(await parkStock(o, p, SATURDAY)).toEqual({ held: 0, sold: 0 });
  });

  it('answers 404 for another user’s order and change', async ({ orders: o }) => {
    const { order } = await issuedParkOrder(o, SATURDAY);
    const q = await quote(o, order.orderId, WEEKDAY);
    const done = await applied(await apply(o, order.orderId, moveAll(WEEKDAY), q.dueCents));
    for (const res of [
      await call(o.gw, `${CHANGE}/options?orderId=${order.orderId}`, { token: o.stranger }),
      await call(o.gw, `${CHANGE}/quote`, {
        token: o.stranger,
        body: { orderId: order.orderId, lines: moveAll(SATURDAY) },
      }),
      await apply(o, order.orderId, moveAll(SATURDAY), 0, {}, o.stranger),
      await call(o.gw, `${CHANGE}/detail?changeId=${done.change.changeId}`, { token: o.stranger }),
    ]) {
      expect(res.status).toBe(404);
    }
    const theirs = await data(
      await call(o.gw, `${CHANGE}/list`, { token: o.stranger }),
      changeHistorySchema,
    );
    expect(theirs.dateChanges).toEqual([]);
    expect((await o.load(order.orderId)).lines[0]!.startDate).toBe(WEEKDAY);
  });

  it('refuses an unpaid order, the visit day, and an amount that is not the one shown', async ({
    orders: o,
  }) => {
    const pending = await o.parkOrder(WEEKDAY);
    const notPaid = await errorOf(
      await call(o.gw, `${CHANGE}/quote`, {
        token: o.token,
        body: { orderId: pending.order.orderId, lines: moveAll(SATURDAY) },
      }),
    );
    expect(notPaid).toMatchObject({ status: 409, msg: 'Only a paid booking can change its date' });

    const { order } = await issuedParkOrder(o, WEEKDAY);
    const q = await quote(o, order.orderId, SATURDAY);
    const moved = await errorOf(await apply(o, order.orderId, moveAll(SATURDAY), q.dueCents - 1));
    expect(moved).toMatchObject({ status: 409, code: CHANGE_ERROR_CODES.amountChanged });
    expect(changeQuoteSchema.parse(moved.data).dueCents).toBe(q.dueCents);

    o.at(8 * DAY); // the visit day
    const late = await errorOf(
      await call(o.gw, `${CHANGE}/quote`, {
        token: o.token,
        body: { orderId: order.orderId, lines: moveAll(SATURDAY) },
      }),
    );
    expect(late).toMatchObject({ status: 409, code: CHANGE_ERROR_CODES.refused });
    expect(await o.gw.db.selectFrom('order_change').selectAll().execute()).toEqual([]);
  });
});

describe('the race for the last seats of a session', () => {
  // more shoppers than seats; the buyers alone cannot take them all, so both kinds win some
  const CHANGERS = 16;
  const BUYERS = 8;
  const LAST = 12;

  it('never oversells while shoppers change to the session and others buy it, and keeps every answered change', async ({
    orders: o,
  }) => {
    const list = await data(
      await o.gw.get(`${PRODUCT}/ticket/list?poiCode=ZH_SHOW`, 'en'),
      productListSchema,
    );
    const show = list.find((p) => p.productType === 'SHOW');
    if (!show) throw new Error('no show');
    const detail = await data(
      await o.gw.get(
        `${PRODUCT}/ticket/load?productId=${show.productId}&playDate=${WEEKDAY}`,
        'en',
      ),
      productDetailSchema,
    );
    const sku = detail.skus.find((s) => s.priceCents);
    if (!sku?.priceCents) throw new Error('no show price');
    const [early, late] = detail.sessions;
    if (early === undefined || late === undefined) throw new Error('the show needs two sessions');
    await o.gw.db
      .updateTable('inventory')
      .set({ sold: 0 })
      .where('sku_id', '=', sku.skuId)
      .where('date', '=', WEEKDAY)
      .execute();
    const line = (session: string) => ({
      productId: show.productId,
      skuId: sku.skuId,
      quantity: 1,
      startDate: WEEKDAY,
      session,
    });

    // each changer has a paid ticket of the early session
    const changers: { token: string; orderId: string }[] = [];
    for (let i = 0; i < CHANGERS; i += 1) {
      const { token } = await o.account(`changer${i}`);
      const order = await o.saveOrder([line(early)], sku.priceCents, { as: token });
      await o.paid(order.orderId, token);
      changers.push({ token, orderId: order.orderId });
    }
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => o.account(`buyer${i}`)),
    );
    // the late session has LAST seats left
    const cell = o.gw.db
      .selectFrom('inventory')
      .selectAll()
      .where('sku_id', '=', sku.skuId)
      .where('date', '=', WEEKDAY)
      .where('session', '=', late);
    const before = await cell.executeTakeFirstOrThrow();
    await o.gw.db
      .updateTable('inventory')
      .set({ total: before.held + before.sold + LAST })
      .where('sku_id', '=', sku.skuId)
      .where('date', '=', WEEKDAY)
      .where('session', '=', late)
      .execute();

    const changes = changers.map(({ token, orderId }) => async () => {
      const res = await apply(
        o,
        orderId,
        [{ lineNo: 1, startDate: WEEKDAY, session: late }],
        0,
        {},
        token,
      );
      return {
        kind: 'change' as const,
        orderId,
        status: res.status,
        code: (await bodyOf(res)).code,
      };
    });
    const buys = buyers.map(({ token }) => async () => {
      const res = await call(o.gw, `${ORDER}/save`, {
        token,
        body: {
          requestId: `race-buy-${token.slice(0, 20)}`,
          channel: 'WAP',
          guestMode: 'normal',
          lines: [line(late)],
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
          expectedTotalCents: sku.priceCents,
          termsAccepted: true,
        },
      });
      return {
        kind: 'buy' as const,
        orderId: '',
        status: res.status,
        code: (await bodyOf(res)).code,
      };
    });
    // interleaved, all at once
    const outcomes = await Promise.all(
      changes.flatMap((change, i) => [change(), ...(buys[i] ? [buys[i]()] : [])]),
    );

    const after = await cell.executeTakeFirstOrThrow();
    const changed = outcomes.filter((r) => r.kind === 'change' && r.status === 200);
    const bought = outcomes.filter((r) => r.kind === 'buy' && r.status === 200);
    const refused = outcomes.filter((r) => r.status !== 200);
    console.info(
      `date-change race (${testDatabaseKind() === 'postgres' ? 'PostgreSQL' : 'SQLite'}): ${LAST} seats left, ` +
        `${CHANGERS} changing + ${BUYERS} buying at once → ${changed.length} changed, ` +
        `${bought.length} bought, ${refused.length} refused as sold out; ` +
        `cell total ${after.total}, held ${after.held}, sold ${after.sold}, oversold ${Math.max(0, after.held + after.sold - after.total)}`,
    );
    expect(changed.length + bought.length).toBe(LAST);
    expect(changed.length).toBeGreaterThanOrEqual(LAST - BUYERS);
    expect(after.held + after.sold).toBe(after.total);
    expect(refused.every((r) => r.status === 409 && r.code === CHANGE_ERROR_CODES.soldOut)).toBe(
      true,
    );
    // every answered change is there, every refused one left its order as it was
    for (const r of outcomes.filter((x) => x.kind === 'change')) {
      const changer = changers.find((c) => c.orderId === r.orderId)!;
      const order = await o.load(r.orderId, changer.token);
      expect(order.lines[0]!.session).toBe(r.status === 200 ? late : early);
    }
    const doneRows = await o.gw.db
      .selectFrom('order_change')
      .select('order_id')
      .where('status', '=', 'done')
      .execute();
    expect(doneRows.map((d) => d.order_id).sort()).toEqual(changed.map((c) => c.orderId).sort());
    // the early session got back exactly the seats of the changes made
    const earlyCell = await o.gw.db
      .selectFrom('inventory')
      .select(['held', 'sold'])
      .where('sku_id', '=', sku.skuId)
      .where('date', '=', WEEKDAY)
      .where('session', '=', early)
      .executeTakeFirstOrThrow();
    expect(earlyCell.held + earlyCell.sold).toBeGreaterThanOrEqual(CHANGERS - changed.length);
  });
});
