import { ORDER_LINK_ROUTES } from '../../../src/lib/contract/routes.ts';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, vi } from 'vitest';
import * as z from 'zod/mini';
import { createOrderMailer } from '../../../gateway/services/order-mails.ts';
import { orderLinkSecret, signOrderLink } from '../../../gateway/services/orders/links.ts';
import { orderLinkViewSchema } from '../../../src/lib/contract/order-link.ts';
import type { OrderDetail } from '../../../src/lib/contract/order.ts';
import { bodyOf, call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { orderTest as it, ORDER, type OrderWorld } from './support/orders.ts';

/*
 * Finding an order without logging in: order/info/lookup mails a signed link to the order's
 * account (and answers the same whatever was asked); the link opens the order read-only, its
 * guests masked, and its voucher PDF, until it expires. Tampered, expired and replayed links,
 * the rate limits, and the confirmation mail's link.
 */

const DAY = 86_400_000;
const fieldsOf = z.object({
  fields: z.array(z.object({ field: z.string(), message: z.string() })),
});
const outbox = z.array(z.object({ to: z.string(), subject: z.string(), body: z.string() }));

async function allMailsTo(o: OrderWorld, to: string) {
  const res = await o.gw.app.request(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  return outbox.parse((await bodyOf(res)).data);
}

/** The lookup links mailed to `to`, newest first (the order's own mails left out). */
const mailsTo = async (o: OrderWorld, to: string) =>
  (await allMailsTo(o, to)).filter((m) => m.subject.startsWith('Your link to booking'));

/** The token of the newest link mailed to `to`. */
async function linkTokenTo(o: OrderWorld, to: string): Promise<string> {
  const [mail] = await mailsTo(o, to);
  const token = /\/order-lookup\/order#(v1\.[^\s]+)/.exec(mail?.body ?? '')?.[1];
  if (token === undefined) throw new Error(`no link mailed to ${to}`);
  return token;
}

const lookup = (o: OrderWorld, body: unknown, ip = '203.0.113.7', lang = 'en') =>
  call(o.gw, ORDER_LINK_ROUTES.paths.lookup, { body, ip, lang });
const view = (o: OrderWorld, token: string, lang = 'en') =>
  call(o.gw, ORDER_LINK_ROUTES.paths.view, { body: { token }, lang });

/** A paid order of two adults and a child whose vouchers are issued. */
async function issuedOrder(o: OrderWorld): Promise<OrderDetail> {
  const { order } = await o.parkOrder('2026-03-20', { guestName: 'Chan/Tai Man' });
  await o.paid(order.orderId);
  o.at(20_000);
  const detail = await o.load(order.orderId);
  expect(detail.status).toBe('voucherIssued');
  return detail;
}

describe('order/info/lookup', () => {
  it('mails a link to the account that opens the order read-only, without login', async ({
    orders: o,
  }) => {
    const order = await issuedOrder(o);
    const res = await lookup(o, {
      orderNo: ` ${order.orderNo.toLowerCase()} `,
      email: o.email.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).data).toBeNull();
    const [mail] = await mailsTo(o, o.email);
    expect(mail?.subject).toBe(`Your link to booking ${order.orderNo}`);
    expect(mail?.body).toContain('valid for 24 hours');
    const token = await linkTokenTo(o, o.email);

    const shown = await data(await view(o, token), orderLinkViewSchema);
    expect(shown.order.orderNo).toBe(order.orderNo);
    expect(shown.order.status).toBe('voucherIssued');
    expect(shown.voucher).toBe(true);
    expect(shown.expiresAt).toBe(Math.floor((o.gw.clock.now() + DAY) / 1000) * 1000);
    expect(shown.order.lines.map((l) => l.voucherCode)).toEqual(
      order.lines.map((l) => l.voucherCode),
    );
    expect(shown.order.lines.every((l) => l.voucherCode !== null)).toBe(true);
    // guests masked by the gateway: the full phone and e-mail never leave it
    expect(shown.order.guests[0]).toMatchObject({
      guestName: 'Chan Tai Man',
      guestMobile: '91****67',
      guestEmail: 'ta*ai@example.com',
    });
    expect(JSON.stringify(shown)).not.toContain('91234567');
    // read-only: nothing to pay, cancel, delete or refund through the link
    expect(shown.order).toMatchObject({
      canPay: false,
      canCancel: false,
      canDelete: false,
      canRefund: false,
    });

    const pdf = await call(o.gw, ORDER_LINK_ROUTES.paths.voucher, { body: { token } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getPageCount()).toBeGreaterThan(0);
  });

  it('answers the same and mails nothing when the order or the address does not match', async ({
    orders: o,
  }) => {
    const order = await issuedOrder(o);
    const other = await o.account('other');
    const answers = await Promise.all(
      [
        { orderNo: 'RS2026030299999999', email: o.email },
        { orderNo: order.orderNo, email: other.email },
        { orderNo: order.orderNo, email: 'nobody@example.com' },
      ].map(async (body) => {
        const res = await lookup(o, body);
        return { status: res.status, body: await bodyOf(res) };
      }),
    );
    const right = await lookup(o, { orderNo: order.orderNo, email: o.email });
    const expected = { status: right.status, body: await bodyOf(right) };
    expect(answers).toEqual([expected, expected, expected]);
    expect(await mailsTo(o, other.email)).toEqual([]);
    expect(await mailsTo(o, 'nobody@example.com')).toEqual([]);
    expect(await mailsTo(o, o.email)).toHaveLength(1);
  });

  it('refuses bad input naming the field, and mails nothing', async ({ orders: o }) => {
    const order = await issuedOrder(o);
    for (const [body, field] of [
      [{ orderNo: 'RS12', email: o.email }, 'orderNo'],
      [{ orderNo: order.orderNo, email: 'not-an-address' }, 'email'],
      [{ orderNo: order.orderNo }, 'email'],
      [{ orderNo: order.orderNo, email: o.email, extra: 1 }, ''],
    ] as const) {
      const res = await lookup(o, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field !== '') {
        const { fields } = fieldsOf.parse((await bodyOf(res)).data);
        expect(fields.map((f) => f.field)).toEqual([field]);
        expect(fields[0]?.message).toMatch(field === 'orderNo' ? /^Booking number: / : /e-?mail/i);
      }
    }
    const zh = await lookup(o, { orderNo: 'x', email: o.email }, undefined, 'zh-TW');
    expect(fieldsOf.parse((await bodyOf(zh)).data).fields[0]?.message).toBe(
      '訂單編號：請按郵件中的訂單編號輸入（RS 加 16 位數字）',
    );
    expect(await mailsTo(o, o.email)).toEqual([]);
  });

  it('limits lookups per address without locking the owner out', async ({ orders: o }) => {
    const order = await issuedOrder(o);
    const ask = (ip: string) => lookup(o, { orderNo: order.orderNo, email: o.email }, ip);
    // five an hour per e-mail and address: the sixth is refused to that address only
    for (let i = 0; i < 5; i += 1) expect((await ask('203.0.113.50')).status).toBe(200);
    const refused = await ask('203.0.113.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask('203.0.113.51')).status).toBe(200);
    expect(await mailsTo(o, o.email)).toHaveLength(6);
    // past ten links an hour to one address, requests from elsewhere are dropped silently…
    for (let i = 0; i < 6; i += 1) expect((await ask(`198.18.0.${i + 1}`)).status).toBe(200);
    expect(await mailsTo(o, o.email)).toHaveLength(10);
    // …but the owner, from an address they have signed in from, still gets one
    expect((await ask('127.0.0.1')).status).toBe(200);
    expect(await mailsTo(o, o.email)).toHaveLength(11);
    // the hour over, anyone may ask again
    o.at(2 * 3_600_000);
    expect((await ask('203.0.113.50')).status).toBe(200);
  });
});

describe('order links', () => {
  it('may be opened again until they expire, then answer 410', async ({ orders: o }) => {
    const order = await issuedOrder(o);
    await lookup(o, { orderNo: order.orderNo, email: o.email });
    const token = await linkTokenTo(o, o.email);
    const first = await bodyOf(await view(o, token));
    o.at(20_000 + DAY - 60_000);
    const again = await view(o, token);
    expect(again.status).toBe(200);
    expect((await bodyOf(again)).data).toEqual(first.data);
    o.at(20_000 + DAY + 1000);
    const expired = await view(o, token);
    expect(expired.status).toBe(410);
    expect(await bodyOf(expired)).toMatchObject({
      code: 'ORDER_LINK_EXPIRED',
      msg: 'This booking link has expired: ask for a new one on the Find my booking page',
    });
    const pdf = await call(o.gw, ORDER_LINK_ROUTES.paths.voucher, { body: { token } });
    expect(pdf.status).toBe(410);
  });

  it('refuses a tampered link like one of an order that does not exist', async ({ orders: o }) => {
    const order = await issuedOrder(o);
    const { order: second } = await o.parkOrder('2026-03-21');
    await lookup(o, { orderNo: order.orderNo, email: o.email });
    const token = await linkTokenTo(o, o.email);
    const [v, id, expiry, mac] = token.split('.') as [string, string, string, string];
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const later = (parseInt(expiry, 36) + 86_400).toString(36);
    for (const bad of [
      [v, id, expiry, flip(mac, 3)].join('.'),
      [v, second.orderId, expiry, mac].join('.'),
      [v, id, later, mac].join('.'),
      [v, '1234567890123456789', expiry, mac].join('.'),
    ]) {
      const res = await view(o, bad);
      expect(res.status, bad).toBe(404);
      expect((await bodyOf(res)).code).toBe('ORDER_LINK_INVALID');
    }
    const malformed = await view(o, `${token}x`);
    expect(malformed.status).toBe(400);
    // a key of another gateway signs nothing here
    const foreign = signOrderLink(
      new Uint8Array(32).fill(7),
      { orderId: order.orderId, userId: '1', email: o.email },
      o.gw.clock.now() + DAY,
    );
    expect((await view(o, foreign)).status).toBe(404);
  });

  it('dies with the order when its owner deletes it', async ({ orders: o }) => {
    const { order } = await o.parkOrder('2026-03-20');
    await call(o.gw, `${ORDER}/cancel`, { token: o.token, body: { orderId: order.orderId } });
    await lookup(o, { orderNo: order.orderNo, email: o.email });
    const token = await linkTokenTo(o, o.email);
    const shown = await data(await view(o, token), orderLinkViewSchema);
    expect(shown.order.status).toBe('cancelled');
    expect(shown.voucher).toBe(false);
    const deleted = await call(o.gw, `${ORDER}/delete?orderId=${order.orderId}`, {
      token: o.token,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect((await view(o, token)).status).toBe(404);
  });

  it('the confirmation mail carries a link that opens the paid order until after the visit', async ({
    orders: o,
  }) => {
    const order = await issuedOrder(o);
    const mailer = createOrderMailer({
      db: o.gw.db,
      clock: o.gw.clock,
      siteUrl: 'https://shop.resort.test',
    });
    // queued by this mailer or by the gateway's own, after the pay request: one of them (on
    // PostgreSQL one scans at a time, and the other looks again within a second)
    let confirmation: Awaited<ReturnType<typeof allMailsTo>> = [];
    try {
      await vi.waitFor(
        async () => {
          await mailer.run();
          const mails = await allMailsTo(o, o.email);
          confirmation = mails.filter((m) => m.subject.includes('confirmed'));
          expect(confirmation).toHaveLength(1);
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await mailer.stop();
    }
    const token = /https?:\/\/[^/]+\/en\/order-lookup\/order#(v1\.[^\s]+)/.exec(
      confirmation[0]?.body ?? '',
    )?.[1];
    expect(token).toBeDefined();
    const shown = await data(await view(o, token ?? ''), orderLinkViewSchema);
    expect(shown.order.orderId).toBe(order.orderId);
    // the visit is on 20 March: the link lasts until the end of 21 March, resort time
    expect(shown.expiresAt).toBe(Date.parse('2026-03-21T16:00:00Z'));
    const secret = await orderLinkSecret(o.gw.db, undefined, 0);
    expect(secret.length).toBe(32);
  });
});
