import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { tokenInfoSchema } from '../../../src/lib/contract/auth.ts';
import {
  orderDetailSchema,
  paymentSchema,
  refundSchema,
  savedOrderSchema,
} from '../../../src/lib/contract/order.ts';
import { productDetailSchema, productListSchema } from '../../../src/lib/contract/product.ts';
import {
  issueRecordSchema,
  uploadPolicySchema,
  uploadResultSchema,
} from '../../../src/lib/contract/service.ts';
import { bodyOf, createAccountGateway, login, register } from './support/accounts.ts';
import { ENDPOINTS, routeKey, type Refs } from './support/endpoints.ts';
import { data } from './support/envelope.ts';
import { SEEDED_AT, temporaryDir, type TestGateway } from './support/gateway.ts';
import { answerOf, build, lookUpRefs, snapshot, tableNames } from './support/hardening.ts';

/**
 * Issue 11: every user-specific call refuses a caller without a valid token (401, or 498 for an
 * expired one, SPEC §8), and user B naming user A's orders, refunds, uploads and messages is
 * answered as if they did not exist: nothing of A's changes and nothing of A's is in the answer.
 */

const ORDER = '/cl-odss-app/guest/order/info';
const CHANGE = '/cl-odss-app/guest/order/change';
const ISSUE = '/cl-odss-app/guest/issue/info';
const OSS = '/cl-odss-app/guest/common/oss';
const PRODUCT = '/cl-odss-app/guest/product';
/** Tables a refused request may still write: the attempt counters of the rate limits. */
const COUNTERS = new Set(['rate_limits']);

const USER_CALLS = ENDPOINTS.filter((e) => e.auth);

describe('user-specific calls without a valid token', () => {
  let gw: TestGateway;
  let uploads: ReturnType<typeof temporaryDir>;
  let refs: Refs;
  let live: { token: string; refreshToken: string };
  let loggedOut: string;
  const TTL_MS = 60_000;

  beforeAll(async () => {
    uploads = temporaryDir();
    gw = await createAccountGateway({
      UPLOAD_DIR: uploads.dir,
      ACCESS_TOKEN_TTL_SECONDS: String(TTL_MS / 1000),
    });
    await register(gw, 'token-holder@example.com');
    await register(gw, 'logged-out@example.com');
    live = await login(gw, 'token-holder@example.com');
    loggedOut = (await login(gw, 'logged-out@example.com', '198.51.100.7')).token;
    const out = await gw.app.request('/uw-auth-center/user/logout', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${loggedOut}` },
    });
    expect(out.status).toBe(200);
    refs = await lookUpRefs(gw);
  });
  afterAll(async () => {
    await gw.close();
    uploads.remove();
  });

  /** Sends the call's valid request with `authorization` as the header (none when null). */
  async function send(endpoint: (typeof USER_CALLS)[number], authorization: string | null) {
    const { url, init } = build(endpoint, refs);
    if (authorization !== null) init.headers['Authorization'] = authorization;
    return answerOf(await gw.app.request(url, init));
  }

  it('covers every user-specific call of the table', () => {
    expect(USER_CALLS.map(routeKey)).toEqual(
      expect.arrayContaining([
        `GET ${ORDER}/load`,
        `POST ${ORDER}/cancel`,
        `GET ${CHANGE}/load`,
        `POST ${ISSUE}/save`,
        `PUT ${OSS}/unlink`,
        `GET ${OSS}/file/:key`,
        'GET /cl-odss-app/guest/user/info/load',
      ]),
    );
  });

  for (const endpoint of USER_CALLS) {
    it(`${routeKey(endpoint)}: answers 401 without a token or with a garbage, unknown or revoked one, and 498 with an expired one, storing nothing`, async () => {
      const unknown = 'A'.repeat(43);
      const refused: [string, string | null][] = [
        ['no token', null],
        ['an empty bearer', 'Bearer '],
        ['garbage', 'Bearer not a token'],
        ['another scheme', `Basic ${Buffer.from('user:pass').toString('base64')}`],
        ['the token without its scheme', live.token],
        ['an unknown token', `Bearer ${unknown}`],
        ['an over-long token', `Bearer ${'A'.repeat(5000)}`],
        ['the refresh token', `Bearer ${live.refreshToken}`],
        ['a logged-out token', `Bearer ${loggedOut}`],
      ];
      const before = await snapshot(gw, () => 0);
      for (const [label, header] of refused) {
        const answer = await send(endpoint, header);
        expect(answer.status, label).toBe(401);
        expect(answer.error?.state, label).toBe('error');
      }
      gw.clock.setOffset(TTL_MS + 1000);
      try {
        const expired = await send(endpoint, `Bearer ${live.token}`);
        expect(expired.status, 'expired').toBe(498);
        expect(expired.error?.code).toBe('TOKEN_EXPIRED');
      } finally {
        gw.clock.setOffset(0);
      }
      const after = await snapshot(gw, () => 0);
      for (const name of COUNTERS) {
        delete before[name];
        delete after[name];
      }
      expect(after).toEqual(before);
    });
  }
});

describe('user B naming user A’s orders, refunds, uploads and messages', () => {
  /** Monday 2 March 2026, 12:00 in the resort: the park has stock for the visit date. */
  const NOON = Date.parse('2026-03-02T04:00:00Z');
  const VISIT = '2026-03-20';
  const A_EMAIL = 'owner-a@example.com';
  const A_GUEST = 'Ownerfamily/Alice';
  const A_MESSAGE = 'Private message of user A about room 1234';

  let gw: TestGateway;
  let uploads: ReturnType<typeof temporaryDir>;
  let a: string;
  let b: string;
  /** A's ids, and what of A's must never show in B's answers. */
  const mine = {
    paid: '',
    pending: '',
    refunded: '',
    refundId: '',
    issueId: '',
    attachedFile: '',
    attachedKey: '',
    pendingFile: '',
    pendingKey: '',
  };
  let bFile = '';
  let secrets: string[] = [];

  const as = async (
    token: string,
    path: string,
    init: RequestInit = {},
    json?: unknown,
  ): Promise<Response> =>
    gw.app.request(path, {
      ...init,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      headers: {
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'en',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    });

  async function order(token: string): Promise<string> {
    const tickets = await data(
      await gw.get(`${PRODUCT}/ticket/list?poiCode=GZ_PARK`),
      productListSchema,
    );
    const park = tickets.find((t) => t.productCode === 'GZ_PARK_DAY');
    if (!park) throw new Error('no park ticket');
    const detail = await data(
      await gw.get(`${PRODUCT}/ticket/load?productId=${park.productId}&playDate=${VISIT}`),
      productDetailSchema,
    );
    const adult = detail.skus.find((s) => s.skuType === 'ADULT');
    if (!adult?.priceCents) throw new Error('no adult price');
    const res = await as(
      token,
      `${ORDER}/save`,
      { method: 'POST' },
      {
        requestId: `authz-${Math.random().toString(36).slice(2)}-order`,
        channel: 'WAP',
        guestMode: 'normal',
        lines: [{ productId: park.productId, skuId: adult.skuId, quantity: 1, startDate: VISIT }],
        guests: [
          {
            productId: park.productId,
            guestName: A_GUEST,
            guestMobile: '91234567',
            guestMobileArea: '+852',
            guestEmail: A_EMAIL,
            remark: '',
          },
        ],
        expectedTotalCents: adult.priceCents,
        termsAccepted: true,
      },
    );
    return (await data(res, savedOrderSchema)).orderId;
  }

  async function pay(token: string, orderId: string): Promise<void> {
    const started = await data(
      await as(
        token,
        `${ORDER}/pay`,
        { method: 'POST' },
        {
          orderId,
          payType: 'ALIPAYHK',
          channelMode: 'H5',
          returnPath: '/en/pay?step=return',
        },
      ),
      paymentSchema,
    );
    const back = await gw.app.request(`/cl-odss-app/open/cashier/${started.payId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=paid',
    });
    expect(back.status).toBe(303);
  }

  async function upload(token: string): Promise<{ fileId: string; key: string }> {
    const policy = await data(await as(token, `${OSS}/genUploadParam`), uploadPolicySchema);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#275' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(policy.fileField, new File([new Uint8Array(png)], 'photo.png'));
    const url = new URL(policy.uploadUrl);
    const stored = await data(
      await gw.app.request(url.pathname + url.search, { method: 'POST', body: form }),
      uploadResultSchema,
    );
    return { fileId: stored.fileId, key: new URL(stored.url).pathname.split('/').at(-1) ?? '' };
  }

  beforeAll(async () => {
    uploads = temporaryDir();
    gw = await createAccountGateway({
      UPLOAD_DIR: uploads.dir,
      ACCESS_TOKEN_TTL_SECONDS: '864000',
    });
    gw.clock.setOffset(NOON - SEEDED_AT);
    await register(gw, A_EMAIL);
    await register(gw, 'other-b@example.com');
    a = tokenInfoSchema.parse(await login(gw, A_EMAIL)).token;
    b = (await login(gw, 'other-b@example.com', '198.51.100.9')).token;

    mine.pending = await order(a);
    mine.paid = await order(a);
    await pay(a, mine.paid);
    mine.refunded = await order(a);
    await pay(a, mine.refunded);
    const refund = await data(
      await as(
        a,
        `${ORDER}/apply`,
        { method: 'POST' },
        {
          orderId: mine.refunded,
          reason: 'unableToTravel',
          noticeAccepted: true,
          expectedFeeCents: 0,
        },
      ),
      refundSchema,
    );
    mine.refundId = refund.refundId;

    const attached = await upload(a);
    mine.attachedFile = attached.fileId;
    mine.attachedKey = attached.key;
    const issue = await data(
      await as(
        a,
        `${ISSUE}/save`,
        { method: 'POST' },
        {
          questionType: 'other',
          content: A_MESSAGE,
          contact: A_EMAIL,
          attachmentIds: [attached.fileId],
        },
      ),
      issueRecordSchema,
    );
    mine.issueId = issue.issueId;
    const pending = await upload(a);
    mine.pendingFile = pending.fileId;
    mine.pendingKey = pending.key;
    bFile = (await upload(b)).fileId;

    const orders = await Promise.all(
      [mine.pending, mine.paid, mine.refunded].map(async (id) =>
        data(await as(a, `${ORDER}/load?orderId=${id}`), orderDetailSchema),
      ),
    );
    // A's ids are left out: a refusal may name the id B sent itself
    secrets = [A_EMAIL, A_GUEST, A_MESSAGE, refund.refundNo, ...orders.map((o) => o.orderNo)];
  });
  afterAll(async () => {
    await gw.close();
    uploads.remove();
  });

  /** A hash of every row of every table but the rate-limit counters. */
  async function everything(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const name of await tableNames(gw)) {
      if (COUNTERS.has(name)) continue;
      const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(
        gw.db,
      );
      // some tables are WITHOUT ROWID: the rows are sorted here rather than by rowid
      const lines = rows.map((r) => JSON.stringify(r)).sort();
      out[name] = createHash('sha256').update(lines.join('\n')).digest('hex');
    }
    return out;
  }

  /**
   * Runs B's request: answered `status` (404 by default) with an error envelope, none of A's
   * values in the answer, and nothing stored or changed anywhere.
   */
  async function refusedToB(request: () => Promise<Response>, status = 404): Promise<void> {
    const before = await everything();
    const res = await request();
    const text = await res.text();
    expect(res.status, text).toBe(status);
    expect(z.object({ state: z.literal('error') }).safeParse(JSON.parse(text)).success).toBe(true);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(await everything()).toEqual(before);
  }

  /** B's successful answer, with none of A's values in it. */
  async function answeredWithoutA(res: Response): Promise<unknown> {
    expect(res.status).toBe(200);
    const body = await bodyOf(res);
    const text = JSON.stringify(body);
    for (const secret of [...secrets, ...Object.values(mine)]) expect(text).not.toContain(secret);
    return body.data;
  }

  it('answers 404 when B loads, quotes or downloads A’s orders', async () => {
    for (const id of [mine.pending, mine.paid, mine.refunded]) {
      await refusedToB(() => as(b, `${ORDER}/load?orderId=${id}`));
      await refusedToB(() => as(b, `${ORDER}/loadRefundFee?orderId=${id}`));
      await refusedToB(() => as(b, `${ORDER}/downloadOrderVoucher?orderId=${id}`));
    }
  });

  it('answers 404 when B cancels, deletes or pays A’s pending order, which stays pending', async () => {
    await refusedToB(() => as(b, `${ORDER}/cancel`, { method: 'POST' }, { orderId: mine.pending }));
    await refusedToB(() => as(b, `${ORDER}/delete?orderId=${mine.pending}`, { method: 'DELETE' }));
    await refusedToB(() =>
      as(
        b,
        `${ORDER}/pay`,
        { method: 'POST' },
        {
          orderId: mine.pending,
          payType: 'ALIPAYHK',
          channelMode: 'H5',
          returnPath: '/en/pay?step=return',
        },
      ),
    );
    const order = await data(
      await as(a, `${ORDER}/load?orderId=${mine.pending}`),
      orderDetailSchema,
    );
    expect(order).toMatchObject({ status: 'pendingPayment', canCancel: true });
  });

  it('answers 404 when B applies for a refund of A’s paid order, which stays refundable', async () => {
    await refusedToB(() =>
      as(
        b,
        `${ORDER}/apply`,
        { method: 'POST' },
        {
          orderId: mine.paid,
          reason: 'unableToTravel',
          noticeAccepted: true,
          expectedFeeCents: 0,
        },
      ),
    );
    const order = await data(await as(a, `${ORDER}/load?orderId=${mine.paid}`), orderDetailSchema);
    expect(order.canRefund).toBe(true);
  });

  it('leaves A’s orders out of B’s order list and listReplenish', async () => {
    const page = await answeredWithoutA(await as(b, `${ORDER}/list?tab=all`));
    expect(page).toMatchObject({ records: [], total: 0 });
    const replenish = await answeredWithoutA(
      await as(
        b,
        `${ORDER}/listReplenish`,
        { method: 'POST' },
        {
          orderIds: [mine.pending, mine.paid, mine.refunded],
        },
      ),
    );
    expect(replenish).toEqual([]);
  });

  it('answers 404 for A’s refund and leaves it out of B’s refund list', async () => {
    await refusedToB(() => as(b, `${CHANGE}/load?refundId=${mine.refundId}`));
    const page = await answeredWithoutA(await as(b, `${CHANGE}/list`));
    expect(page).toMatchObject({ records: [], total: 0 });
  });

  it('leaves A’s messages out of B’s list and refuses A’s file as B’s attachment', async () => {
    const page = await answeredWithoutA(await as(b, `${ISSUE}/list`));
    expect(page).toMatchObject({ records: [], total: 0 });
    for (const fileId of [mine.attachedFile, mine.pendingFile]) {
      await refusedToB(
        () =>
          as(
            b,
            `${ISSUE}/save`,
            { method: 'POST' },
            {
              questionType: 'other',
              content: 'Let me borrow this picture',
              contact: 'other-b@example.com',
              attachmentIds: [fileId],
            },
          ),
        400,
      );
    }
  });

  it('answers 404 when B confirms, attaches or unlinks A’s uploads, or attaches to A’s message', async () => {
    const put = (path: string, params: Record<string, string>) =>
      as(b, `${OSS}/${path}?${new URLSearchParams(params).toString()}`, { method: 'PUT' });
    for (const fileId of [mine.attachedFile, mine.pendingFile]) {
      await refusedToB(() => put('uploadSuccess', { fileId }));
      await refusedToB(() => put('unlink', { fileId }));
      await refusedToB(() => put('updateRefId', { fileId, refId: mine.issueId }));
    }
    // B's own file cannot be attached to A's message either
    await refusedToB(() => put('updateRefId', { fileId: bFile, refId: mine.issueId }));
  });

  it('answers 404 when B reads A’s stored files, which A still reads', async () => {
    for (const key of [mine.attachedKey, mine.pendingKey]) {
      await refusedToB(() => as(b, `${OSS}/file/${key}`));
      expect((await as(a, `${OSS}/file/${key}`)).status).toBe(200);
    }
  });

  it('answers B’s profile with B’s own data only', async () => {
    const profile = await answeredWithoutA(await as(b, '/cl-odss-app/guest/user/info/load'));
    expect(profile).toMatchObject({ email: 'other-b@example.com' });
  });
});
