import { readFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ROOT } from '../../../scripts/lib/build-site.ts';
import { sourceFingerprint } from '../../../scripts/lib/fingerprint.ts';
import { BUILDER_FILE, BUILDER_SECRET_HEADER } from '../../../scripts/server/builder-election.ts';
import { freePort } from '../../bench/support/server.ts';
import { fixtureImages, fixtureSeed } from './support/fixture.ts';
import { SEEDED_AT } from './support/gateway.ts';
import { createPostgresDatabase, postgresUrl } from './support/postgres.ts';
import {
  pidOf,
  pinnedClient,
  publishedBuilds,
  startServe,
  type Pinned,
  type ServeProcess,
} from './support/serve.ts';

/**
 * Two servers started apart (`npm run serve` twice, as behind a proxy) on one PostgreSQL
 * database and one shared SITE_BUILDS_DIR: one of them builds (it holds the builder lock), the
 * other serves each generation the builder makes live and sends its editors' publishing to the
 * builder over HTTP; when the builder dies, the other takes over.
 */

const EDITOR_TOKEN = 'demo-editor-token-0123456789abcdef';
const EDITOR = '/cl-odss-app/editor';
const RETRY_MS = 200;

let dir: string;
let buildsDir: string;
let drop: () => Promise<void> = () => Promise.resolve();
let first: ServeProcess;
let second: ServeProcess;
let a: Pinned;
let b: Pinned;

async function serve(databaseUrl: string, mediaDir: string, siteDir: string) {
  const port = await freePort();
  const proc = await startServe({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    UPLOAD_DIR: join(dir, `uploads-${port}`),
    GATEWAY_DEV: '1',
    SITE_DIR: siteDir,
    SITE_BUILDS_DIR: buildsDir,
    SITE_BUILDER_RETRY_MS: String(RETRY_MS),
    // publishes wait: the test sees them queued for one build, which never has to run
    PUBLISH_DEBOUNCE_MS: '3600000',
  });
  const client = pinnedClient(`http://127.0.0.1:${port}`);
  return { proc, client: { ...client, pid: await pidOf(client) } };
}

beforeAll(async () => {
  const admin = postgresUrl();
  if (admin === null) throw new Error('the multi-server test runs in the postgres project');
  dir = await mkdtemp(join(tmpdir(), 'servers-'));
  const mediaDir = join(dir, 'media');
  const database = await createPostgresDatabase(
    admin,
    { data: fixtureSeed(), images: fixtureImages() },
    SEEDED_AT,
    mediaDir,
  );
  drop = database.drop;
  const siteDir = join(dir, 'site');
  buildsDir = join(dir, 'builds');
  await publishedBuilds(siteDir, buildsDir, await sourceFingerprint(ROOT));
  // one after the other, so that the first one is the builder
  ({ proc: first, client: a } = await serve(database.url, mediaDir, siteDir));
  ({ proc: second, client: b } = await serve(database.url, mediaDir, siteDir));
}, 240_000);

afterAll(async () => {
  a?.close();
  b?.close();
  await Promise.all([first?.stop(), second?.stop()]);
  await drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const editorCall = (server: Pinned, path: string, method = 'GET') =>
  server.send(`${EDITOR}${path}`, { method, headers: { Authorization: `Bearer ${EDITOR_TOKEN}` } });

const statusSchema = z.object({
  data: z.object({
    building: z.boolean(),
    pending: z.boolean(),
    scheduledAt: z.nullable(z.number()),
    live: z.nullable(z.object({ id: z.string() })),
  }),
});

/** The home page each server serves, asked until all say `text` (the pointer is polled). */
async function allServe(servers: Pinned[], text: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  let pages: string[] = [];
  while (Date.now() < deadline) {
    pages = await Promise.all(servers.map(async (s) => (await s.send('/home/')).text));
    if (pages.every((page) => page.includes(text))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pages;
}

const historySchema = z.object({
  data: z.array(z.object({ trigger: z.string(), status: z.string() })),
});

describe('two servers on one PostgreSQL database and one builds folder', () => {
  it('elects one builder: the first server builds, the second says another server builds', () => {
    expect(a.pid).not.toBe(b.pid);
    expect(first.output.join('\n')).not.toContain('another server builds');
    expect(second.output.join('\n')).toContain('another server builds');
  });

  it('sends a publish made on the second server to the builder: one queued build, one status on both', async () => {
    const answers = [];
    for (const server of [b, a]) {
      const res = await editorCall(server, '/publish', 'POST');
      expect(res.status, res.text).toBe(200);
      answers.push(statusSchema.parse(JSON.parse(res.text)).data);
    }
    expect(answers[0]).toMatchObject({ pending: true, building: false });
    expect(answers[1]).toMatchObject({ pending: true, building: false });
    const statuses = await Promise.all(
      [a, b].map(
        async (s) =>
          statusSchema.parse(JSON.parse((await editorCall(s, '/build/status')).text)).data,
      ),
    );
    expect(statuses[1]).toEqual(statuses[0]);
  });

  it('puts a rollback asked of either server live on both', async () => {
    expect(await allServe([a, b], 'the published generation')).toHaveLength(2);
    for (const [server, text] of [
      [b, 'the first generation'],
      [a, 'the published generation'],
    ] as const) {
      const res = await editorCall(server, '/build/rollback', 'POST');
      expect(res.status, res.text).toBe(200);
      const pages = await allServe([a, b], text);
      expect(
        pages.every((page) => page.includes(text)),
        pages.join(' | '),
      ).toBe(true);
    }
    const history = historySchema.parse(
      JSON.parse((await editorCall(b, '/build/list?limit=10')).text),
    ).data;
    expect(history.map((h) => h.trigger)).toEqual(['rollback', 'rollback', 'publish', 'startup']);
  });

  it('answers the builder path only with the builder’s secret, which only the servers’ account reads', async () => {
    const file = join(buildsDir, BUILDER_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const { secret } = z
      .object({ secret: z.string() })
      .parse(JSON.parse(await readFile(file, 'utf8')));
    const ask = (server: Pinned, given: string) =>
      server.send('/_builder/status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [BUILDER_SECRET_HEADER]: given },
        body: JSON.stringify({ args: [] }),
      });
    expect((await ask(a, 'x'.repeat(secret.length))).status).toBe(404);
    expect((await ask(a, '')).status).toBe(404);
    // the server that does not build answers no builder call, whatever the secret
    expect((await ask(b, secret)).status).toBe(404);
    const answered = await ask(a, secret);
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toMatchObject({ ok: true, value: { building: false } });
    const bad = await a.send('/_builder/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [BUILDER_SECRET_HEADER]: secret },
      body: '{"args":"not a list"}',
    });
    expect(bad.status).toBe(400);
  });

  it('lets the second server take over when the builder dies: it builds, and keeps the history', async () => {
    const takenOver = second.line((line) => line.includes('builds the site now'));
    await first.stop('SIGKILL');
    a.close();
    await takenOver;
    const before = historySchema.parse(
      JSON.parse((await editorCall(b, '/build/list?limit=10')).text),
    ).data;
    expect(before.slice(0, 2).map((h) => h.trigger)).toEqual(['rollback', 'rollback']);
    const res = await editorCall(b, '/build/rollback', 'POST');
    expect(res.status, res.text).toBe(200);
    expect(await allServe([b], 'the first generation')).toEqual([
      expect.stringContaining('the first generation'),
    ]);
    const file = z
      .object({ pid: z.number() })
      .parse(JSON.parse(await readFile(join(buildsDir, BUILDER_FILE), 'utf8')));
    expect(file.pid).toBe(b.pid);
  });
});
