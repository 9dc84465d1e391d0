import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import * as z from 'zod/mini';
import { ROOT, STAMP_FILE } from '../../../../scripts/lib/build-site.ts';
import { SEEDED_AT } from './gateway.ts';

/**
 * `npm run serve` (scripts/serve.ts) in processes of their own on one PostgreSQL database: the
 * helpers of the multi-process and multi-server tests.
 */

export interface Answer {
  status: number;
  text: string;
}

/** An HTTP client that keeps one connection open: every request goes to the same process. */
export function pinnedClient(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { agent, method: init.method ?? 'GET', headers: init.headers ?? {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(init.body);
    });
  return { send, close: () => agent.destroy() };
}
export type Pinned = ReturnType<typeof pinnedClient> & { pid: number };

const healthSchema = z.object({ data: z.object({ pid: z.number() }) });

/** The process id of the gateway that answers on `client`'s connection. */
export async function pidOf(client: ReturnType<typeof pinnedClient>): Promise<number> {
  const res = await client.send('/dev/health');
  return healthSchema.parse(JSON.parse(res.text)).data.pid;
}

/** A build folder with one page (home/index.html) saying `text`, made from the current sources. */
export async function fakeBuild(folder: string, text: string, fingerprint: string): Promise<void> {
  await mkdir(join(folder, 'home'), { recursive: true });
  await writeFile(join(folder, 'index.html'), `<!doctype html><title>${text}</title>`);
  await writeFile(join(folder, 'home', 'index.html'), `<!doctype html><p>${text}</p>`);
  await writeFile(join(folder, STAMP_FILE), JSON.stringify({ fingerprint, pages: 2 }));
}

/** A history entry of the rebuilder (scripts/server/build-history.ts). */
export const historyRecord = (over: Record<string, unknown>) => ({
  requestedBy: [],
  startedAt: SEEDED_AT,
  endedAt: SEEDED_AT + 1000,
  durationMs: 1000,
  pages: 2,
  status: 'succeeded',
  error: null,
  target: null,
  live: false,
  rollbackCandidate: false,
  mode: 'full',
  ...over,
});

/**
 * Writes `buildsDir` as a rebuilder leaves it: `siteDir` served at a start (the rollback
 * candidate), `<buildsDir>/<id>` published and live. Both are fake builds of the current sources.
 */
export async function publishedBuilds(
  siteDir: string,
  buildsDir: string,
  fingerprint: string,
): Promise<void> {
  const liveId = '20250101T000001Z-2';
  const buildDir = join(buildsDir, liveId);
  await fakeBuild(siteDir, 'the first generation', fingerprint);
  await fakeBuild(buildDir, 'the published generation', fingerprint);
  await writeFile(
    join(buildsDir, 'history.json'),
    JSON.stringify({
      version: 1,
      entries: [
        historyRecord({
          id: '20250101T000000Z-1',
          trigger: 'startup',
          dir: siteDir,
          rollbackCandidate: true,
        }),
        historyRecord({
          id: liveId,
          trigger: 'publish',
          requestedBy: ['demo-editor'],
          dir: buildDir,
          live: true,
        }),
      ],
    }),
  );
}

export interface ServeProcess {
  child: ChildProcess;
  /** Every line the process printed on stdout so far. */
  output: string[];
  /** Resolves with the first line (printed from now on) that `test` accepts. */
  line(test: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** SIGTERM (or `signal`), then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts scripts/serve.ts with `env` on top of this process's; resolves once it listens. */
export async function startServe(env: Record<string, string>): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  const waiting = new Set<{ test: (line: string) => boolean; resolve: (line: string) => void }>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    output.push(line);
    for (const waiter of waiting) {
      if (waiter.test(line)) {
        waiting.delete(waiter);
        waiter.resolve(line);
      }
    }
  });
  const line = (test: (line: string) => boolean, timeoutMs = 120_000) =>
    new Promise<string>((resolve, reject) => {
      const waiter = { test, resolve };
      waiting.add(waiter);
      const timer = setTimeout(() => {
        waiting.delete(waiter);
        reject(new Error(`no such line in time; the process printed:\n${output.join('\n')}`));
      }, timeoutMs);
      timer.unref();
      child.once('exit', (code) => {
        if (waiting.delete(waiter)) reject(new Error(`the server stopped (exit ${code})`));
      });
    });
  await line((l) => l.startsWith('storefront: http'));
  return {
    child,
    output,
    line,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
