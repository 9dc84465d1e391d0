import { getRequestListener } from '@hono/node-server';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type GatewayDatabase } from '../../../gateway/db/client.ts';
import {
  answeringListener,
  createAnswerCache,
  type AnswerCache,
} from '../../../gateway/lib/answer-cache.ts';
import { createContentCache } from '../../../gateway/services/read-cache.ts';
import { catalogListSchema } from '../../../src/lib/contract/cms.ts';
import { CMS_ROUTES, PRODUCT_ROUTES } from '../../../src/lib/contract/routes.ts';
import { createTestGateway, type TestGateway } from './support/gateway.ts';

/**
 * Whole answers of content reads sent from the Node listener (gateway/lib/answer-cache.ts),
 * in front of the real gateway app with the site's compression, over real HTTP: an answer is
 * sent again only while the database's content version stays, kept apart per language and
 * encoding, and nothing but public 200 content reads is ever kept.
 */

const TREE = `${CMS_ROUTES.paths.listCatalog}?catalogType=INDEX&poiCode=GZ`;
const POIS = `${CMS_ROUTES.paths.listPoi}?regionCode=GZ`;

let gw: TestGateway | undefined;
let other: GatewayDatabase | undefined;
let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  await other?.close();
  other = undefined;
  await gw?.close();
  gw = undefined;
});

interface Front {
  base: string;
  answers: AnswerCache;
  /** Requests that reached the app. */
  reached: string[];
}

/** The gateway behind the answer cache, as scripts/lib/run-server.ts puts them together. */
async function front(
  options: { limits?: { entries: number; bytes: number }; version?: () => Promise<number> } = {},
): Promise<Front> {
  gw = await createTestGateway();
  const contents = createContentCache(gw.db);
  const answers = createAnswerCache({
    version: options.version ?? (() => contents.version()),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  const reached: string[] = [];
  const site = new Hono();
  site.use('*', compress({ threshold: 1024 }));
  const app = gw.app;
  site.all('*', (c) => {
    reached.push(`${c.req.method} ${new URL(c.req.url).pathname}`);
    return app.fetch(c.req.raw);
  });
  const listener = getRequestListener(answers.fetchThrough(site.fetch));
  server = createServer(answeringListener(answers, listener));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, answers, reached };
}

const read = (
  base: string,
  path: string,
  headers: Record<string, string> = { 'Accept-Language': 'en' },
) => fetch(`${base}${path}`, { headers });

/** Headers that are the same for every sending of one answer. */
const stable = (headers: Headers) =>
  [...headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));

describe('the answer cache of content reads', () => {
  it('sends a content read again without the app, with the same status, headers and bytes', async () => {
    const { base, reached, answers } = await front();
    const first = await read(base, TREE);
    const firstBody = await first.text();
    const again = await read(base, TREE);
    const againBody = await again.text();
    expect(again.status).toBe(200);
    expect(againBody).toBe(firstBody);
    expect(stable(again.headers)).toEqual(stable(first.headers));
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reached).toEqual([`GET ${CMS_ROUTES.paths.listCatalog}`]);
    expect(answers.size).toBe(1);
  });

  it('answers a write made through another connection in the very next read', async () => {
    const { base, reached } = await front();
    const before = catalogListSchema.parse(
      ((await (await read(base, TREE)).json()) as { data: unknown }).data,
    );
    await read(base, TREE);
    expect(reached).toHaveLength(1);
    const root = before[0];
    if (!root) throw new Error('no catalogue');
    other = await openDatabase(gw!.env.DATABASE_URL);
    await other
      .updateTable('catalog_i18n')
      .set({ catalog_name: 'Guangzhou, renamed elsewhere' })
      .where('catalog_id', '=', root.id)
      .where('lang', '=', 'en')
      .execute();
    const after = catalogListSchema.parse(
      ((await (await read(base, TREE)).json()) as { data: unknown }).data,
    );
    expect(after[0]?.catalogName).toBe('Guangzhou, renamed elsewhere');
    expect(reached).toHaveLength(2);
    // and that new answer is the one kept
    await read(base, TREE);
    expect(reached).toHaveLength(2);
  });

  it('keeps the answers of each language and each encoding apart', async () => {
    const { base, reached } = await front();
    const en = await (await read(base, POIS, { 'Accept-Language': 'en' })).text();
    const zh = await (await read(base, POIS, { 'Accept-Language': 'zh-CN' })).text();
    expect(zh).not.toBe(en);
    const gzipped = await fetch(`${base}${POIS}`, {
      headers: { 'Accept-Language': 'en', 'Accept-Encoding': 'gzip' },
    });
    // fetch would decompress on its own: read the bytes as sent through node:http instead
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(en);
    expect(reached).toHaveLength(3);
    // each again: from the store, each its own
    expect(await (await read(base, POIS, { 'Accept-Language': 'zh-CN' })).text()).toBe(zh);
    expect(await (await read(base, POIS, { 'Accept-Language': 'en' })).text()).toBe(en);
    const raw = await rawGet(base, POIS, { 'Accept-Language': 'en', 'Accept-Encoding': 'gzip' });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString('utf8')).toBe(en);
    expect(reached).toHaveLength(3);
  });

  it('never keeps failures, other calls or other methods', async () => {
    const { base, reached, answers } = await front();
    // a refused query (400), twice
    for (let i = 0; i < 2; i += 1) {
      expect((await read(base, `${CMS_ROUTES.paths.listCatalog}?catalogType=NOPE`)).status).toBe(
        400,
      );
    }
    // a read that is not a content read (live stock), twice
    const parks = `${PRODUCT_ROUTES.paths.parkList}?regionCode=GZ`;
    for (let i = 0; i < 2; i += 1) expect((await read(base, parks)).status).toBe(200);
    // a POST to a content path
    expect((await fetch(`${base}${POIS}`, { method: 'POST', body: '{}' })).status).not.toBe(200);
    expect(reached).toHaveLength(5);
    expect(answers.size).toBe(0);
  });

  it('holds at most its limits, dropping the answer sent least recently', async () => {
    const { base, reached, answers } = await front({ limits: { entries: 2, bytes: 1 << 30 } });
    const paths = ['GZ', 'ZH', 'QY'].map((r) => `${CMS_ROUTES.paths.listPoi}?regionCode=${r}`);
    await read(base, paths[0]!);
    await read(base, paths[1]!);
    await read(base, paths[0]!); // sent again: now the most recent
    await read(base, paths[2]!); // a third: the least recently sent (ZH) goes
    expect(answers.size).toBe(2);
    expect(reached).toHaveLength(3);
    await read(base, paths[0]!);
    await read(base, paths[2]!);
    expect(reached).toHaveLength(3);
    await read(base, paths[1]!);
    expect(reached).toHaveLength(4);
  });

  it('gives the request to the app when the content version cannot be read', async () => {
    let failing = false;
    let version = 1;
    const { base, reached } = await front({
      version: () =>
        failing ? Promise.reject(new Error('database away')) : Promise.resolve(version),
    });
    await read(base, POIS);
    await read(base, POIS);
    expect(reached).toHaveLength(1);
    failing = true;
    expect((await read(base, POIS)).status).toBe(200);
    expect(reached).toHaveLength(2);
    failing = false;
    version = 2;
    await read(base, POIS);
    await read(base, POIS);
    expect(reached).toHaveLength(3);
  });
});

/** A GET through node:http, the body as sent (fetch decompresses). */
async function rawGet(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
