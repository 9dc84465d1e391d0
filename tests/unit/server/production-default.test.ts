import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../gateway/db/prepare.ts';
import { parseEnv } from '../../../gateway/env.ts';
import { DEMO_EDITOR } from '../../../gateway/services/editor/tokens.ts';
import { ROOT, STAMP_FILE } from '../../../scripts/lib/build-site.ts';
import { serverEnv } from '../../../scripts/lib/run-server.ts';
import { freePort } from '../../bench/support/server.ts';
import { fixtureImages, fixtureSeed } from '../gateway/support/fixture.ts';

/**
 * Production is the default (DESIGN §6): `npm run serve`, a real process, without GATEWAY_DEV
 * has no dev routes and no demo editor, on loopback and on every other interface; dev mode on
 * an interface other than loopback refuses to start.
 */

const DEV_CALLS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/dev/health'],
  ['GET', '/dev/clock'],
  ['POST', '/dev/clock', { advanceMs: 3_600_000 }],
  ['GET', '/dev/mailbox'],
  ['GET', '/dev/mailbox?to=victim%40example.com'],
  ['GET', `/dev/captcha/${'a'.repeat(32)}`],
  ['POST', '/dev/users/suspend', { email: 'victim@example.com', reason: 'x' }],
];

let dir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'production-default-'));
  // a finished build of two pages is all the server needs to start
  const site = join(dir, 'site');
  await mkdir(join(site, 'home'), { recursive: true });
  await writeFile(join(site, 'home', 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(join(site, '404.html'), '<!doctype html><title>404</title>');
  await writeFile(join(site, STAMP_FILE), JSON.stringify({ fingerprint: 'test' }));
  // a prepared database: the server only opens it (no seeding of the demo content)
  const db = await prepareDatabase(
    parseEnv({ DATABASE_URL: `file:${join(dir, 'db.db')}`, MEDIA_DIR: join(dir, 'media') }),
    { content: () => Promise.resolve({ data: fixtureSeed(), images: fixtureImages() }) },
  );
  await db.close();
}, 60_000);
afterEach(async () => {
  await Promise.all(children.splice(0).map(stop));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // npm runs the server in its own child: signal the whole process group
  process.kill(-(child.pid as number), 'SIGTERM');
  await exited;
}

interface Served {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm run serve` with the given variables on top of a clean environment (no GATEWAY_DEV). */
function serve(vars: Record<string, string>): Served {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['GATEWAY_DEV', 'EDITOR_TOKENS', 'TRUST_PROXY', 'PUBLISH_WEBHOOK_URL'])
    delete env[name];
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...env,
      DATABASE_URL: `file:${join(dir, 'db.db')}`,
      MEDIA_DIR: join(dir, 'media'),
      SITE_DIR: join(dir, 'site'),
      SITE_BUILDS_DIR: join(dir, `builds-${children.length}`),
      ...vars,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Waits until the server answers /home (or stops): the clock is its start, not a sleep. */
async function untilListening(served: Served, base: string): Promise<void> {
  let stopped = false;
  void served.exited.then(() => (stopped = true));
  const until = Date.now() + 60_000;
  while (Date.now() < until && !stopped) {
    try {
      if ((await fetch(`${base}/home`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${served.output()}`);
}

async function expectProduction(base: string): Promise<void> {
  for (const [method, path, body] of DEV_CALLS) {
    const res = await fetch(base + path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    });
    expect(res.status, `${method} ${path}`).toBe(404);
    expect(await res.json()).toMatchObject({ state: 'error', code: 'NOT_FOUND' });
  }
  const editor = await fetch(`${base}/cl-odss-app/editor/change/list`, {
    headers: { Authorization: `Bearer ${DEMO_EDITOR.token}` },
  });
  expect(editor.status).toBe(401);
  expect(await editor.json()).toMatchObject({ code: 'EDITOR_UNAUTHORIZED' });
  const publish = await fetch(`${base}/cl-odss-app/editor/publish`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${DEMO_EDITOR.token}` },
  });
  expect(publish.status).toBe(401);
}

describe('npm run serve', () => {
  it('has no dev routes and no demo editor without GATEWAY_DEV, on loopback', async () => {
    const port = await freePort();
    const served = serve({ HOST: '127.0.0.1', PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await untilListening(served, base);
    await expectProduction(base);
    expect(served.output()).toMatch(/dev mode off/);
  }, 90_000);

  it('has no dev routes and no demo editor on an interface other than loopback', async () => {
    const port = await freePort();
    const served = serve({ HOST: '0.0.0.0', PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await untilListening(served, base);
    await expectProduction(base);
  }, 90_000);

  it('refuses to start in dev mode on an interface other than loopback, saying why', async () => {
    const port = await freePort();
    const served = serve({ HOST: '0.0.0.0', PORT: String(port), GATEWAY_DEV: '1' });
    const outcome = await Promise.race([
      served.exited,
      untilListening(served, `http://127.0.0.1:${port}`).then(() => 'listening' as const),
    ]);
    expect(outcome).toBe(1);
    expect(served.output()).toMatch(/GATEWAY_DEV=1 .*loopback/);
    await expect(fetch(`http://127.0.0.1:${port}/home`)).rejects.toThrow();
  }, 90_000);

  it('serves the dev routes and the demo editor when dev mode is asked for on loopback, announcing it', async () => {
    const port = await freePort();
    const served = serve({ HOST: '127.0.0.1', PORT: String(port), GATEWAY_DEV: '1' });
    const base = `http://127.0.0.1:${port}`;
    await untilListening(served, base);
    expect((await fetch(`${base}/dev/health`)).status).toBe(200);
    const editor = await fetch(`${base}/cl-odss-app/editor/change/list`, {
      headers: { Authorization: `Bearer ${DEMO_EDITOR.token}` },
    });
    expect(editor.status).toBe(200);
    expect(served.output()).toMatch(/DEV MODE/);
  }, 90_000);
});

describe('npm start', () => {
  it('turns dev mode on for the demo only when GATEWAY_DEV is unset and HOST is loopback', () => {
    expect(serverEnv(true, {}).GATEWAY_DEV).toBe(true);
    expect(serverEnv(true, { HOST: '::1' }).GATEWAY_DEV).toBe(true);
    expect(serverEnv(true, { HOST: '0.0.0.0' }).GATEWAY_DEV).toBe(false);
    expect(serverEnv(true, { GATEWAY_DEV: '0' }).GATEWAY_DEV).toBe(false);
    expect(serverEnv(false, {}).GATEWAY_DEV).toBe(false);
    expect(() => serverEnv(true, { HOST: '0.0.0.0', GATEWAY_DEV: '1' })).toThrow(/loopback/);
  });
});
