import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WAITLIST_ROUTES } from '../../../src/lib/contract/routes.ts';
import {
  WAITLIST_ERROR_CODES,
  waitSchema,
  type WaitJoin,
} from '../../../src/lib/contract/waitlist.ts';
import { formatDateTime } from '../../../src/lib/format/dates.ts';
import { data } from './support/envelope.ts';
import { UNCAPPED_HOLDS } from './support/gateway.ts';
import { createOrderWorld, type OrderWorld } from './support/orders.ts';
import { startTestSmtp, type TestSmtpServer } from './support/smtp.ts';

/*
 * The offer mail's signed link (issue 19 §4) end to end: the gateway served over HTTP on a
 * loopback port makes an offer when an unpaid order expires, the offer mail arrives at a real
 * SMTP server started here with a link to the waits page carrying a signed token, and the
 * token opened over HTTP books the offer for its shopper only; tampered, another account's,
 * ended and booked offers are refused, in the shopper's language. The gateway clock moves.
 */

const MINUTE = 60_000;
const SITE = 'https://shop.resort.test';

let smtp: TestSmtpServer;
let server: ServerType;
let origin: string;
let o: OrderWorld;

beforeAll(async () => {
  smtp = await startTestSmtp({ starttls: false });
  o = await createOrderWorld({
    ...UNCAPPED_HOLDS,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Wonderland Resorts <no-reply@resort.test>',
    SITE_URL: SITE,
    WAITLIST_OFFER_MINUTES: '20',
  });
  server = serve({ fetch: o.gw.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await o.gw.close();
  await smtp.close();
});

/** A call over HTTP, as the shopper's browser makes it. */
const post = (path: string, body: unknown, token: string, lang = 'en') =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': lang,
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });

const openOffer = (token: string, as: string, lang = 'en') =>
  post(WAITLIST_ROUTES.paths.offer, { token }, as, lang);

const refusal = async (res: Response) => {
  const body = (await res.json()) as { code: string; msg: string };
  return { status: res.status, code: body.code, msg: body.msg };
};

/** The adult tickets of `day` sold out (one seat, held by an unpaid order), and a waiter. */
async function offerSetup(lang: string, day: string) {
  const holder = await o.account('holder');
  const waiter = await o.account('waiter');
  const p = await o.parkTickets(day);
  await o.gw.db
    .updateTable('inventory')
    .set({ total: 1, held: 0, sold: 0 })
    .where('sku_id', '=', p.adult.skuId)
    .where('date', '=', day)
    .execute();
  await o.saveOrder(
    [{ productId: p.productId, skuId: p.adult.skuId, quantity: 1, startDate: day }],
    p.adult.price,
    { as: holder.token },
  );
  const body: WaitJoin = {
    productId: p.productId,
    skuId: p.adult.skuId,
    quantity: 1,
    startDate: day,
  };
  const wait = await data(
    await post(WAITLIST_ROUTES.paths.join, body, waiter.token, lang),
    waitSchema,
  );
  return { p, waiter, wait };
}

/**
 * The holder's 15 minutes pass: the seat is offered to the waiter, whose list call (any order
 * request) has the mailer queue the offer mail. Its link, once it has arrived by SMTP.
 */
async function offerLink(waiter: { token: string; email: string }) {
  o.at(16 * MINUTE);
  const listed = await fetch(`${origin}${WAITLIST_ROUTES.paths.list}`, {
    headers: { Authorization: `Bearer ${waiter.token}` },
  });
  expect(listed.status).toBe(200);
  const mail = await vi.waitFor(
    () => {
      const found = smtp.received.find((m) => m.to.includes(waiter.email));
      if (!found) throw new Error(`no mail to ${waiter.email} yet`);
      return found;
    },
    { timeout: 15_000, interval: 100 },
  );
  const text = mail.parsed.text ?? '';
  const found = /https:\/\/shop\.resort\.test\/\S*user\/waitlist\?offer=(\S+)/.exec(text);
  if (!found?.[1]) throw new Error(`no offer link in: ${text}`);
  return { url: found[0], token: decodeURIComponent(found[1]), mail };
}

describe('the signed link of the offer mail', () => {
  it('mails a link in the shopper’s language that opens the offer for that shopper, as often as they like, and refuses a tampered link, another account and an offer already booked', async () => {
    o.at(0);
    const { p, waiter, wait } = await offerSetup('zh-TW', '2026-03-20');
    const { url, token, mail } = await offerLink(waiter);
    expect(mail.to).toEqual([waiter.email]);
    expect(url.startsWith(`${SITE}/user/waitlist?offer=w1.${wait.waitId}.`)).toBe(true);
    expect(mail.parsed.html || '').toContain(`?offer=${encodeURIComponent(token)}`);
    expect(mail.parsed.text).toContain('20 分鐘');

    const opened = await data(await openOffer(token, waiter.token), waitSchema);
    expect(opened).toMatchObject({ waitId: wait.waitId, status: 'offered', quantity: 1 });
    // opened again (the shopper comes back from the mail): the same offer
    expect((await data(await openOffer(token, waiter.token), waitSchema)).waitId).toBe(wait.waitId);

    // every part of the token changed is refused as not a link, like another account opening it
    const [, id = '', expiry = '', mac = ''] = token.split('.');
    const flip = (s: string) => (s.endsWith('A') ? `${s.slice(0, -1)}B` : `${s.slice(0, -1)}A`);
    const later = (parseInt(expiry, 36) + 3600).toString(36);
    for (const tampered of [
      `w1.${id}.${expiry}.${flip(mac)}`,
      `w1.${id}.${later}.${mac}`,
      `w1.${String(Number(id) + 1)}.${expiry}.${mac}`,
    ]) {
      expect(await refusal(await openOffer(tampered, waiter.token, 'zh-CN')), tampered).toEqual({
        status: 404,
        code: WAITLIST_ERROR_CODES.linkInvalid,
        msg: '此名额链接无效：请以收到邮件的账户登录，再从邮件重新打开',
      });
    }
    expect(await refusal(await openOffer(token, o.stranger))).toMatchObject({
      status: 404,
      code: WAITLIST_ERROR_CODES.linkInvalid,
    });
    // not a token at all: a bad field
    expect((await refusal(await openOffer('w1.1.x', waiter.token))).status).toBe(400);

    // booked through the link's cart line: the link says so
    await o.saveOrder(
      [{ productId: p.productId, skuId: p.adult.skuId, quantity: 1, startDate: '2026-03-20' }],
      p.adult.price,
      { as: waiter.token },
    );
    expect(await refusal(await openOffer(token, waiter.token))).toEqual({
      status: 409,
      code: WAITLIST_ERROR_CODES.offerTaken,
      msg: 'You have already booked this offer: find it under My orders',
    });
  });

  it('says clearly, in the shopper’s language, that an offer has ended once its time ran out', async () => {
    o.at(0);
    const { waiter } = await offerSetup('en', '2026-03-21');
    const { token } = await offerLink(waiter);
    const until = parseInt(token.split('.')[2] ?? '', 36) * 1000;
    expect(until).toBe(o.gw.clock.now() + 20 * MINUTE);
    o.at((16 + 19) * MINUTE);
    expect((await data(await openOffer(token, waiter.token), waitSchema)).status).toBe('offered');
    o.at((16 + 20) * MINUTE);
    expect(await refusal(await openOffer(token, waiter.token, 'zh-TW'))).toEqual({
      status: 410,
      code: WAITLIST_ERROR_CODES.offerEnded,
      msg: `此名額已結束：名額為您保留至 ${formatDateTime(until, 'zh-TW')}（香港時間），現已轉給輪候名單上的下一位`,
    });
    expect((await refusal(await openOffer(token, waiter.token, 'en'))).msg).toBe(
      `This offer has ended: the places were held for you until ${formatDateTime(until, 'en')} (Hong Kong time) and have gone to the next person on the waiting list`,
    );
  });
});
