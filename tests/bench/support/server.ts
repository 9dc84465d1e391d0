import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { ROOT } from '../../../scripts/lib/build-site.ts';
import { UNCAPPED_HOLDS } from '../../unit/gateway/support/gateway.ts';

/**
 * The storefront server for benchmarks: `node --import tsx scripts/serve.ts` as a child (the
 * real static site, gateway and rebuilder over HTTP on loopback), on a free port.
 */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerOptions {
  siteDir: string;
  /** libSQL URL of the database (`file:…`); the gateway migrates and seeds it when empty. */
  databaseUrl: string;
  mediaDir: string;
  buildsDir: string;
  /** More environment (PUBLISH_DEBOUNCE_MS, …). */
  env?: Record<string, string>;
}

export interface RunningServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the server and waits until it says it listens (5 minutes at most: a first start seeds the database and renders its pictures, slow on a busy machine). */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(process.env['SERVER_NODE_ARGS']?.split(' ') ?? []), '--import', 'tsx', 'scripts/serve.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        MEDIA_DIR: options.mediaDir,
        GATEWAY_DEV: '1',
        // one bench buyer stands for many shoppers: the hold cap of unpaid orders is out of the way
        ...UNCAPPED_HOLDS,
        SITE_DIR: options.siteDir,
        SITE_BUILDS_DIR: options.buildsDir,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  // The server prints `storefront: http://…/home (…)` once it listens (scripts/lib/run-server.ts).
  const lines = createInterface({ input: child.stdout });
  const listening = new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('storefront: http')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
  const timeout = AbortSignal.timeout(300_000);
  const timedOut = new Promise<never>((_, reject) =>
    timeout.addEventListener('abort', () =>
      reject(new Error('the server did not listen within 5 minutes')),
    ),
  );
  try {
    await Promise.race([listening, timedOut]);
  } catch (error) {
    await stop();
    throw error;
  }
  // The rest of its output is not needed; keep the pipe flowing.
  if (process.env['SERVER_LOG'])
    lines.on('line', (line) => {
      if (line.includes(process.env['SERVER_LOG']!)) console.info(`[server] ${line}`);
    });
  child.stdout?.resume();
  return { base, child, stop };
}
