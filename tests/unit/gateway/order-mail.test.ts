import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import ICAL from 'ical.js';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refundQuoteSchema, refundSchema } from '../../../src/lib/contract/order.ts';
import { formatHkd } from '../../../src/lib/format/money.ts';
import pg from 'pg';
import { dialectOf } from '../../../gateway/db/client.ts';
import { LOCK_KEYS } from '../../../gateway/db/locks.ts';
import { deliveryState } from '../../../gateway/services/mail.ts';
import { createOrderMailer, LEADER_RETRY_MS } from '../../../gateway/services/order-mails.ts';
import { call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { SEEDED_AT, UNCAPPED_HOLDS, type TestGateway } from './support/gateway.ts';
import { createOrderWorld, NOON, ORDER, type OrderWorld } from './support/orders.ts';
import { drawnImages } from './support/pdf.ts';
import { startTestSmtp, type ReceivedMail, type TestSmtpServer } from './support/smtp.ts';

/*
 * The order mails end to end: the gateway (served over HTTP on a loopback port) pays an order
 * through its cashier, the fulfilment issues the vouchers, and the confirmation arrives at a
 * real SMTP server started here, with the voucher PDF and an .ics that parse, in the language
 * of the pay request. Expiry and refunds mail too; a refused mail shows in the outbox and
 * leaves the order alone. The gateway clock moves the orders; nothing sleeps.
 */

let smtp: TestSmtpServer;
let server: ServerType;
let origin: string;
/** While true, the SMTP server refuses every message for good (554). */
let refusing = false;
const env: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startTestSmtp({
    starttls: false,
    refuse: (step) =>
      step === 'DATA' && refusing ? { code: 554, text: '5.7.1 Refused' } : undefined,
  });
  env['SMTP_URL'] = `smtp://127.0.0.1:${smtp.port}`;
  env['MAIL_FROM'] = 'Wonderland Resorts <no-reply@resort.test>';
  env['SITE_URL'] = 'https://shop.resort.test';
});

/** The file's gateway (one, since the SMTP server and its mailbox are shared by the tests). */
let world: OrderWorld;
let gw: TestGateway;
let token: string;

beforeAll(async () => {
  world = await createOrderWorld({ ...UNCAPPED_HOLDS, ...env });
  ({ gw, token } = world);
  server = serve({ fetch: gw.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await world.gw.close();
  await smtp.close();
});

beforeEach(() => gw.clock.setOffset(NOON - SEEDED_AT));

/** The next mail to arrive after `count` were there already. */
async function nextMail(count: number): Promise<ReceivedMail> {
  const all = await smtp.waitForReceived(count + 1);
  const mail = all[count];
  if (!mail) throw new Error('no mail');
  return mail;
}

/** order/info/pay over HTTP in `lang`, then the cashier's "paid" over HTTP. */
async function payOverHttp(orderId: string, lang: string) {
  const started = await fetch(`${origin}${ORDER}/pay`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': lang,
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      orderId,
      payType: 'ALIPAYHK',
      channelMode: 'H5',
      returnPath: '/pay?step=return',
    }),
  });
  expect(started.status).toBe(200);
  const { data: payment } = (await started.json()) as { data: { payId: string } };
  const back = await fetch(`${origin}/cl-odss-app/open/cashier/${payment.payId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'result=paid',
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
}

/** Sets the gateway clock `ms` after NOON over HTTP (dev mode); the order mails then run. */
async function clockAt(ms: number) {
  const res = await fetch(`${origin}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offsetMs: NOON + ms - SEEDED_AT }),
  });
  expect(res.status).toBe(200);
}

/** The outbox rows whose subject names the order. */
const outboxOf = (orderNo: string) =>
  gw.db
    .selectFrom('mail_outbox')
    .select(['id', 'subject'])
    .where('subject', 'like', `%${orderNo}%`)
    .execute();

describe('the confirmation mail', () => {
  it('arrives after payment with the voucher PDF and a valid .ics, in the language of the pay request', async () => {
    const before = smtp.received.length;
    const { order } = await world.parkOrder('2026-03-20', { lang: 'en' });
    await payOverHttp(order.orderId, 'zh-CN');
    // the vouchers are issued three fulfilment steps later
    await clockAt(10_000);
    const mail = await nextMail(before);
    const detail = await world.load(order.orderId);
    expect(detail.status).toBe('voucherIssued');

    expect(mail.to).toEqual([world.email]);
    expect(mail.parsed.subject).toBe(`订单 ${order.orderNo} 已确认：电子凭证已附上`);
    for (const line of detail.lines) {
      expect(mail.parsed.text).toContain(line.voucherCode ?? 'no code');
      expect(mail.parsed.html || '').toContain(line.voucherCode ?? 'no code');
    }
    expect(mail.parsed.text).toContain(
      `https://shop.resort.test/zh-cn/user/order/detail?orderId=${order.orderId}`,
    );
    // an order placed in English is named in the language of the mail
    const named = await fetch(`${origin}${ORDER}/load?orderId=${order.orderId}`, {
      headers: { 'Accept-Language': 'zh-CN', Authorization: `Bearer ${token}` },
    });
    const { data: inChinese } = (await named.json()) as {
      data: { lines: { productName: string }[] };
    };
    const names = inChinese.lines.map((l) => l.productName);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name).toMatch(/[\u4e00-\u9fff]/);
      expect(mail.parsed.text).toContain(name);
    }

    const [pdf, ics] = mail.parsed.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`电子凭证-${order.orderNo}.pdf`);
    const document = await PDFDocument.load(pdf?.content ?? new Uint8Array());
    // 2 adults and 1 child: one QR code per ticket
    expect(drawnImages(document)).toBe(3);
    expect(document.getTitle()).toContain(order.orderNo);

    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(
      ICAL.parse(ics?.content.toString('utf8') ?? '') as unknown[],
    );
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events).toHaveLength(detail.lines.length);
    expect(events.every((e) => e.startDate.toString() === '2026-03-20')).toBe(true);
  });

  it('answers the payment at once; the confirmation follows the issue of the vouchers', async () => {
    const before = smtp.received.length;
    const { order } = await world.parkOrder('2026-03-21');
    const started = await world.startPay(order.orderId);
    const back = await world.cashier(started.payId, 'paid');
    expect(back.status).toBe(303);
    // paid, not issued yet: nothing to confirm, nothing queued or sent
    expect(await outboxOf(order.orderNo)).toHaveLength(0);
    expect(smtp.received.length).toBe(before);
    await clockAt(10_000);
    const mail = await nextMail(before);
    expect(mail.parsed.subject).toBe(
      `Booking ${order.orderNo} confirmed: your e-voucher is attached`,
    );
  });

  it('queues the confirmation once however often the orders are read', async () => {
    const before = smtp.received.length;
    const { order } = await world.parkOrder('2026-03-22');
    await world.paid(order.orderId);
    await clockAt(10_000);
    await nextMail(before);
    for (let i = 0; i < 3; i += 1) await world.load(order.orderId);
    await clockAt(20_000);
    await clockAt(30_000);
    expect(await outboxOf(order.orderNo)).toHaveLength(1);
  });

  it('leaves a scan to the process already scanning (PostgreSQL), then looks again: the confirmation is queued once', async ({
    skip,
  }) => {
    if (dialectOf(gw.db) !== 'postgres') skip('one process per SQLite file scans anyway');
    const { order } = await world.parkOrder('2026-03-24');
    await world.paid(order.orderId);
    const mailer = createOrderMailer({
      db: gw.db,
      clock: gw.clock,
      siteUrl: 'https://shop.resort.test',
      delivery: null,
    });
    try {
      // another process holds the scan: the lock is taken on a client outside the gateway's
      // pool, as another process would, so that waiting for it never ties up the pool
      const other = new pg.Client({ connectionString: gw.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [LOCK_KEYS.mailSweep]);
        await clockAt(10_000);
        expect(await mailer.run()).toBe(0);
        expect(await outboxOf(order.orderNo)).toHaveLength(0);
        await other.query('SELECT pg_advisory_unlock($1)', [LOCK_KEYS.mailSweep]);
      } finally {
        await other.end();
      }
      // within LEADER_RETRY_MS of its turn a scan runs again, without a new payment or kick
      await vi.waitFor(async () => expect(await outboxOf(order.orderNo)).toHaveLength(1), {
        timeout: 15_000,
        interval: 100,
      });
      expect(LEADER_RETRY_MS).toBeLessThanOrEqual(1000);
    } finally {
      await mailer.stop();
    }
  });

  it('keeps a refused mail in the outbox as given up and leaves the order as it is', async () => {
    refusing = true;
    try {
      const { order } = await world.parkOrder('2026-03-23');
      await world.paid(order.orderId);
      await clockAt(10_000);
      const state = await vi.waitFor(
        async () => {
          const [row] = await outboxOf(order.orderNo);
          const found = row ? await deliveryState(gw.db, row.id) : null;
          if (!found?.failedAt) throw new Error('not given up yet');
          return found;
        },
        { timeout: 20_000 },
      );
      expect(state.lastError).toBe('DATA: 554 5.7.1 Refused');
      expect(state.sentAt).toBeNull();
      expect((await world.load(order.orderId)).status).toBe('voucherIssued');
    } finally {
      refusing = false;
    }
  });
});

describe('the other order mails', () => {
  it('mails the cancellation of an order left unpaid for 15 minutes', async () => {
    const before = smtp.received.length;
    const { order } = await world.parkOrder('2026-03-24', { lang: 'zh-TW' });
    await clockAt(16 * 60_000);
    const mail = await nextMail(before);
    expect(mail.parsed.subject).toBe(`訂單 ${order.orderNo} 已取消：未在時限內付款`);
    expect(mail.parsed.text).toContain('15 分鐘內付款');
    expect(mail.parsed.attachments).toHaveLength(0);
  });

  it('mails a refund approved and then paid, with the amounts', async () => {
    const before = smtp.received.length;
    const { order } = await world.parkOrder('2026-03-25');
    await world.paid(order.orderId);
    await clockAt(10_000);
    await nextMail(before);
    const confirmed = before + 1;
    const quote = await data(
      await call(gw, `${ORDER}/loadRefundFee?orderId=${order.orderId}`, { token }),
      refundQuoteSchema,
    );
    const applied = await call(gw, `${ORDER}/apply`, {
      token,
      body: {
        orderId: order.orderId,
        reason: 'unableToTravel',
        noticeAccepted: true,
        expectedFeeCents: quote.feeCents,
      },
    });
    const refund = await data(applied, refundSchema);
    // submitted → reviewing → approved, three seconds a step
    await clockAt(16_500);
    const approved = await nextMail(confirmed);
    expect(approved.parsed.subject).toBe(`Refund approved for booking ${order.orderNo}`);
    expect(approved.parsed.text).toContain(refund.refundNo);
    expect(approved.parsed.text).toContain(formatHkd(refund.refundCents, 'en'));
    expect(approved.parsed.text).toContain(formatHkd(refund.feeCents, 'en'));
    // → refunding → refundSuccess
    await clockAt(22_500);
    const succeeded = await nextMail(confirmed + 1);
    expect(succeeded.parsed.subject).toBe(
      `Refund of ${formatHkd(refund.refundCents, 'en')} paid for booking ${order.orderNo}`,
    );
  });
});

describe('more order mails and the dev mailbox', () => {
  it('mails a refused refund, saying the booking stays valid', async () => {
    const before = smtp.received.length;
    const { order } = await world.parkOrder('2026-03-26');
    await world.paid(order.orderId);
    await clockAt(10_000);
    await nextMail(before);
    const quote = await data(
      await call(gw, `${ORDER}/loadRefundFee?orderId=${order.orderId}`, { token }),
      refundQuoteSchema,
    );
    const refund = await data(
      await call(gw, `${ORDER}/apply`, {
        token,
        body: {
          orderId: order.orderId,
          reason: 'unableToTravel',
          noticeAccepted: true,
          expectedFeeCents: quote.feeCents,
        },
      }),
      refundSchema,
    );
    // an operator refuses it during the review
    await gw.db
      .updateTable('refund')
      .set({ status: 'reviewFailed' })
      .where('id', '=', refund.refundId)
      .execute();
    await clockAt(11_000);
    const refused = await nextMail(before + 1);
    expect(refused.parsed.subject).toBe(`Refund request for booking ${order.orderNo} not approved`);
    expect(refused.parsed.text).toContain('your booking and its vouchers remain valid');
  });

  it('confirms a late payment that was honoured, and says so', async () => {
    const before = smtp.received.length;
    const { order } = await world.parkOrder('2026-03-27');
    const started = await world.startPay(order.orderId);
    await clockAt(16 * 60_000);
    const cancelled = await nextMail(before);
    expect(cancelled.parsed.subject).toContain('cancelled');
    expect((await world.cashier(started.payId, 'paid')).status).toBe(303);
    await clockAt(16 * 60_000 + 10_000);
    const confirmed = await nextMail(before + 1);
    expect(confirmed.parsed.subject).toBe(
      `Booking ${order.orderNo} confirmed: your e-voucher is attached`,
    );
    expect(confirmed.parsed.text).toContain('after the 15-minute hold had ended');
    expect(confirmed.parsed.attachments).toHaveLength(2);
  });

  it('lists the attachments and shows the HTML in the dev mailbox', async () => {
    const before = smtp.received.length;
    const { order } = await world.parkOrder('2026-03-28');
    await world.paid(order.orderId);
    await clockAt(10_000);
    const received = await nextMail(before);
    const res = await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(world.email)}`);
    const { data: list } = (await res.json()) as {
      data: {
        id: number;
        subject: string;
        html: string | null;
        attachments: { filename: string; contentType: string; size: number }[];
      }[];
    };
    const listed = list.find((m) => m.subject.includes(order.orderNo));
    expect(listed?.attachments).toEqual(
      received.parsed.attachments.map((a) => ({
        filename: a.filename,
        contentType:
          a.contentType === 'text/calendar'
            ? (expect.stringContaining('text/calendar') as unknown)
            : a.contentType,
        size: a.size,
      })),
    );
    expect(listed?.html).toBe(received.parsed.html);

    const page = await fetch(`${origin}/dev/mailbox/${listed?.id}/html`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain(order.orderNo);
    const pdf = await fetch(`${origin}/dev/mailbox/${listed?.id}/attachments/0`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.equals(received.parsed.attachments[0]?.content ?? Buffer.alloc(0))).toBe(true);
    expect((await fetch(`${origin}/dev/mailbox/${listed?.id}/attachments/9`)).status).toBe(404);
    expect((await fetch(`${origin}/dev/mailbox/x/html`)).status).toBe(404);
  });
});
