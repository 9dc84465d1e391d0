import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ROOT } from '../../../scripts/lib/build-site.ts';
import { sourceFingerprint } from '../../../scripts/lib/fingerprint.ts';
import sharp from 'sharp';
import { tokenInfoSchema } from '../../../src/lib/contract/auth.ts';
import {
  priceCalendarSchema,
  productDetailSchema,
  productListSchema,
} from '../../../src/lib/contract/product.ts';
import { uploadPolicySchema } from '../../../src/lib/contract/service.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { AUTH, bodyOf, call, login, register, USER } from './support/accounts.ts';
import { fixtureImages, fixtureSeed } from './support/fixture.ts';
import { SEEDED_AT, type TestGateway } from './support/gateway.ts';
import { createPostgresDatabase, postgresUrl } from './support/postgres.ts';
import {
  pidOf,
  pinnedClient,
  publishedBuilds,
  startServe,
  type Pinned,
  type ServeProcess,
} from './support/serve.ts';
import { freePort } from '../../bench/support/server.ts';

/**
 * `npm run serve` with WORKERS=2 on one PostgreSQL database (the real entry,
 * scripts/serve.ts, in a process of its own): the connections are spread over the workers,
 * whatever one worker stored (captcha challenges, codes, sessions, refresh-token families) is
 * seen by the other, and the site has one builder: publishes made on either worker make one
 * build, and a generation that goes live (here by a rollback asked of the worker that does not
 * build) is served by both.
 */

const EDITOR_TOKEN = 'demo-editor-token-0123456789abcdef';
const EDITOR = '/cl-odss-app/editor';

let dir: string;
let server: ServeProcess;
let base: string;
let drop: () => Promise<void> = () => Promise.resolve();
/** One pinned client per worker. */
let workers: Pinned[] = [];

beforeAll(async () => {
  const admin = postgresUrl();
  if (admin === null) throw new Error('the multi-process test runs in the postgres project');
  dir = await mkdtemp(join(tmpdir(), 'workers-'));
  const mediaDir = join(dir, 'media');
  const database = await createPostgresDatabase(
    admin,
    { data: fixtureSeed(), images: fixtureImages() },
    SEEDED_AT,
    mediaDir,
  );
  drop = database.drop;
  // the initial build (the rollback candidate) and a published one (live before the start)
  const siteDir = join(dir, 'site');
  const buildsDir = join(dir, 'builds');
  await publishedBuilds(siteDir, buildsDir, await sourceFingerprint(ROOT));

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServe({
    WORKERS: '2',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    MEDIA_DIR: mediaDir,
    UPLOAD_DIR: join(dir, 'uploads'),
    GATEWAY_DEV: '1',
    TRUST_PROXY: '1',
    SITE_DIR: siteDir,
    SITE_BUILDS_DIR: buildsDir,
    // publishes wait: the test sees them queued for one build, which never has to run
    PUBLISH_DEBOUNCE_MS: '3600000',
    ORDER_SWEEP_MS: '100',
  });
  // one client per worker: connections go to the workers in turn
  const seen = new Map<number, ReturnType<typeof pinnedClient>>();
  for (let attempt = 0; attempt < 20 && seen.size < 2; attempt += 1) {
    const client = pinnedClient(base);
    const pid = await pidOf(client);
    if (seen.has(pid)) client.close();
    else seen.set(pid, client);
  }
  workers = [...seen].map(([pid, client]) => ({ ...client, pid }));
}, 240_000);

afterAll(async () => {
  for (const worker of workers) worker.close();
  await server?.stop();
  await drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * The account helpers' gateway, over HTTP: each request goes to the next worker, so that every
 * step of a flow (captcha, code, register, login) reads what the other worker wrote.
 */
function alternating(): TestGateway {
  let n = 0;
  const app = {
    request: async (path: string, init: RequestInit = {}) => {
      const worker = workers[n++ % workers.length]!;
      const res = await worker.send(path, {
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        ...(typeof init.body === 'string' ? { body: init.body } : {}),
      });
      return new Response(res.text, {
        status: res.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
  return { app } as unknown as TestGateway;
}

const editorCall = (worker: Pinned, path: string, method = 'GET') =>
  worker.send(`${EDITOR}${path}`, { method, headers: { Authorization: `Bearer ${EDITOR_TOKEN}` } });

const statusSchema = z.object({
  data: z.object({
    building: z.boolean(),
    pending: z.boolean(),
    scheduledAt: z.nullable(z.number()),
    live: z.nullable(z.object({ id: z.string() })),
  }),
});

/** The home page each worker serves, asked until both say `text` (the pointer is polled). */
async function bothServe(text: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  let pages: string[] = [];
  while (Date.now() < deadline) {
    pages = await Promise.all(workers.map(async (w) => (await w.send('/home/')).text));
    if (pages.every((page) => page.includes(text))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pages;
}

describe('npm run serve with WORKERS=2 on PostgreSQL', () => {
  it('serves one port from two worker processes, connections spread over both', () => {
    expect(workers).toHaveLength(2);
    expect(new Set(workers.map((w) => w.pid)).size).toBe(2);
    expect(workers.map((w) => w.pid)).not.toContain(server.child.pid);
  });

  it('accepts on one worker the captcha, code and session the other made, and rotates its refresh token family', async () => {
    const gw = alternating();
    await register(gw, 'two.workers@example.hk');
    const first = await login(gw, 'two.workers@example.hk');
    for (const worker of workers) {
      const res = await worker.send(`${USER}/load`, {
        headers: { Authorization: `Bearer ${first.token}`, 'Accept-Language': 'en' },
      });
      expect(res.status, `worker ${worker.pid}`).toBe(200);
    }
    const refresh = (token: string) =>
      call(gw, `${AUTH}/auth/refreshToken?refreshToken=${token}&loginAgent=PC`, {
        method: 'POST',
      });
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);
    const second = tokenInfoSchema.parse((await bodyOf(rotated)).data);
    // the old refresh token, replayed on the other worker, revokes the family everywhere
    expect((await refresh(first.refreshToken)).status).toBe(401);
    for (const worker of workers) {
      const res = await worker.send(`${USER}/load`, {
        headers: { Authorization: `Bearer ${second.token}` },
      });
      expect(res.status, `worker ${worker.pid}`).toBe(401);
    }
  });

  it('has one builder: publishes on both workers make one build; a rollback asked of either goes live on both', async () => {
    expect(await bothServe('the published generation')).toEqual([
      expect.stringContaining('the published generation'),
      expect.stringContaining('the published generation'),
    ]);
    const answers = [];
    for (const worker of workers) {
      const res = await editorCall(worker, '/publish', 'POST');
      expect(res.status).toBe(200);
      answers.push(statusSchema.parse(JSON.parse(res.text)).data);
    }
    // the second publish joined the build the first one scheduled (its debounce moved on)
    expect(answers[0]).toMatchObject({ pending: true, building: false });
    expect(answers[1]).toMatchObject({ pending: true, building: false });
    expect(answers[1]!.scheduledAt).toBeGreaterThanOrEqual(answers[0]!.scheduledAt ?? Infinity);
    const statuses = await Promise.all(
      workers.map(
        async (w) =>
          statusSchema.parse(JSON.parse((await editorCall(w, '/build/status')).text)).data,
      ),
    );
    expect(statuses[0]).toEqual(statuses[1]);

    // a rollback asked of each worker in turn: each goes live on both
    for (const [worker, text] of [
      [workers[1]!, 'the first generation'],
      [workers[0]!, 'the published generation'],
    ] as const) {
      const res = await editorCall(worker, '/build/rollback', 'POST');
      expect(res.status).toBe(200);
      const pages = await bothServe(text);
      expect(
        pages.every((page) => page.includes(text)),
        pages.join(' | '),
      ).toBe(true);
    }
    const history = z
      .object({ data: z.array(z.object({ trigger: z.string(), status: z.string() })) })
      .parse(JSON.parse((await editorCall(workers[1]!, '/build/list?limit=10')).text)).data;
    expect(history.map((h) => h.trigger)).toEqual(['rollback', 'rollback', 'publish', 'startup']);
  });

  it('moves the clock of both workers from either, and an unpaid order expires once, its seats back on both', async () => {
    const gw = alternating();
    await register(gw, 'sweep.buyer@example.hk');
    const { token } = await login(gw, 'sweep.buyer@example.hk');
    const [a, b] = [workers[0]!, workers[1]!];
    const get = async <T>(worker: Pinned, path: string, schema: z.ZodMiniType<T>) => {
      const res = await worker.send(`/cl-odss-app/guest/product${path}`);
      expect(res.status, path).toBe(200);
      return schema.parse(z.object({ data: z.unknown() }).parse(JSON.parse(res.text)).data);
    };
    const today = hkToday();
    const show = (await get(a, '/ticket/list?poiCode=ZH_SHOW', productListSchema)).find(
      (p) => p.productType === 'SHOW',
    );
    if (!show) throw new Error('no show');
    const calendar = await get(
      a,
      `/info/getPriceCalendarList?productId=${show.productId}&startDate=${addDays(today, 3)}&endDate=${addDays(today, 30)}`,
      priceCalendarSchema,
    );
    const day = calendar.days.find((d) =>
      d.sessions.some((s) => s.session === '19:30' && s.status === 'AVAILABLE'),
    );
    if (!day) throw new Error('no open evening session');
    const seat = async (worker: Pinned) => {
      const detail = await get(
        worker,
        `/ticket/load?productId=${show.productId}&playDate=${day.date}&session=19:30`,
        productDetailSchema,
      );
      const adult = detail.skus.find((s) => s.skuType === 'ADULT');
      if (!adult?.priceCents || adult.stockLeft === null) throw new Error('no adult seat');
      return { skuId: adult.skuId, price: adult.priceCents, left: adult.stockLeft };
    };
    const calendarLeft = async (worker: Pinned) => {
      const fresh = await get(
        worker,
        `/info/getPriceCalendarList?productId=${show.productId}&startDate=${day.date}&endDate=${day.date}`,
        priceCalendarSchema,
      );
      return fresh.days[0]!.stockLeft;
    };
    // b's calendar is read (and its product record cached) before a sells
    const calendarBefore = await calendarLeft(b);
    expect(await calendarLeft(b)).toBe(calendarBefore);
    const before = await seat(b);
    const saved = await a.send('/cl-odss-app/guest/order/info/save', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requestId: `workers-${Date.now()}`,
        channel: 'WAP',
        guestMode: 'normal',
        lines: [
          {
            productId: show.productId,
            skuId: before.skuId,
            quantity: 2,
            startDate: day.date,
            session: '19:30',
          },
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
        expectedTotalCents: 2 * before.price,
        termsAccepted: true,
      }),
    });
    expect(saved.status, saved.text).toBe(200);
    // the other worker sees the held seats at once, in the detail and in the calendar
    expect((await seat(b)).left).toBe(before.left - 2);
    expect(await calendarLeft(b)).toBe(calendarBefore - 2);

    // the clock moved on b is moved on a too, before b answers
    const moved = await b.send('/dev/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 16 * 60_000 }),
    });
    expect(moved.status).toBe(200);
    const offset = z.object({ data: z.object({ offsetMs: z.number() }) });
    expect(offset.parse(JSON.parse((await a.send('/dev/clock')).text)).data.offsetMs).toBe(
      16 * 60_000,
    );

    // the order expires (the moved clock's order-mail scan or the sweep, every 100 ms on both
    // workers and one round at a time): its seats come back once, seen from both workers
    const deadline = Date.now() + 20_000;
    let left = await Promise.all(workers.map(async (w) => (await seat(w)).left));
    while (Date.now() < deadline && left.some((n) => n !== before.left)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await Promise.all(workers.map(async (w) => (await seat(w)).left));
    }
    expect(left).toEqual([before.left, before.left]);
    expect(await calendarLeft(b)).toBe(calendarBefore);
    // when a sweep round did it, one process says so, once
    expect(
      server.output.filter((line) => line.startsWith('order sweep')).length,
    ).toBeLessThanOrEqual(1);
  });

  it('accepts on one worker an upload policy the other signed', async () => {
    const gw = alternating();
    await register(gw, 'uploads.two@example.hk');
    const { token } = await login(gw, 'uploads.two@example.hk');
    const [a, b] = [workers[0]!, workers[1]!];
    const issued = await a.send('/cl-odss-app/guest/common/oss/genUploadParam', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(issued.status).toBe(200);
    const policy = uploadPolicySchema.parse((JSON.parse(issued.text) as { data: unknown }).data);
    const form = new FormData();
    const image = await sharp({
      create: { width: 16, height: 10, channels: 3, background: '#2a7' },
    })
      .png()
      .toBuffer();
    form.append(policy.fileField, new File([new Uint8Array(image)], 'photo.png'));
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const url = new URL(policy.uploadUrl);
    const uploaded = await b.send(url.pathname + url.search, {
      method: 'POST',
      headers: { 'Content-Type': multipart.headers.get('content-type') ?? '' },
      body: Buffer.from(await multipart.arrayBuffer()),
    });
    expect(uploaded.status, uploaded.text).toBe(200);
  });

  it('answers on one worker the content another worker changed a moment before (its cache checks the version)', async () => {
    const [a, b] = [workers[0]!, workers[1]!];
    const cms = '/cl-odss-app/guest/site/cms';
    const read = async (worker: Pinned, path: string) => {
      const res = await worker.send(`${cms}${path}`, { headers: { 'Accept-Language': 'en' } });
      expect(res.status, path).toBe(200);
      return z.object({ data: z.unknown() }).parse(JSON.parse(res.text)).data;
    };
    // every node id of the area's catalogue tree
    const tree = JSON.stringify(await read(b, '/listCatalog?catalogType=INDEX&poiCode=GZ'));
    const ids = [...tree.matchAll(/"id":"([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    const path = `/listInfo?catalogIds=${ids.join(',')}`;
    const items = z.array(z.object({ id: z.string(), infoTitle: z.string() }));
    const first = items.parse(await read(b, path))[0];
    if (!first) throw new Error('no info item');
    // b answers it from its cache now
    expect(items.parse(await read(b, path))[0]).toEqual(first);

    const title = `${first.infoTitle} (changed on another worker)`;
    const updated = await a.send(`${EDITOR}/info/update`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${EDITOR_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: first.id, i18n: { en: { infoTitle: title } } }),
    });
    expect(updated.status, updated.text).toBe(200);
    const after = items.parse(await read(b, path)).find((item) => item.id === first.id);
    expect(after?.infoTitle).toBe(title);
  });
});
