import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';

/**
 * A private, throwaway PostgreSQL cluster for the tests, the benchmarks and a developer's
 * `DATABASE_URL=postgres://… npm start`: initdb into a temporary folder, the server on a free
 * port of 127.0.0.1 (trust authentication, nothing listens elsewhere), stopped and removed by
 * stop() (and, as a last resort, when this process exits).
 *
 * PostgreSQL refuses to run as root: as root the cluster runs as the `postgres` user (Debian's
 * postgresql package creates it), otherwise as the current user. The server binaries come from
 * PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else the PATH; without them this
 * fails with a message saying what to install. Durability is switched off (fsync, synchronous
 * commit, full page writes): these clusters hold test data only.
 */
export interface PostgresCluster {
  port: number;
  /** The URL of a database of the cluster (`postgres` by default). */
  url(database?: string): string;
  /** Stops the server (fast shutdown) and removes the folder. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A fixed port; a free one by default. */
  port?: number;
  /** More server settings, e.g. { max_connections: '400' }. */
  settings?: Record<string, string>;
}

const NOT_FOUND = `PostgreSQL's server binaries (initdb, postgres) were not found. Install them (Debian: apt-get install -y postgresql; macOS: brew install postgresql) or set PG_BIN to the folder that holds them.`;

function hasServer(dir: string): boolean {
  return existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'));
}

/** The folder of initdb and postgres (see the module comment). */
export function postgresBinDir(): string {
  const given = process.env['PG_BIN'];
  if (given) {
    if (!hasServer(given))
      throw new Error(`PG_BIN=${given} holds no initdb and postgres. ${NOT_FOUND}`);
    return given;
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v) && hasServer(join(debian, v, 'bin')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(debian, versions[0], 'bin');
  }
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir && hasServer(dir)) return dir;
  }
  throw new Error(NOT_FOUND);
}

/** The user the server runs as: the current one, or `postgres` when this process is root. */
function serverUser(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error(
      "PostgreSQL refuses to run as root and there is no postgres user to run it as: install Debian's postgresql package (it creates the user) or run the tests as a normal user.",
    );
  }
  return { uid: Number(uid), gid: Number(gid) };
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) {
      throw new Error(`PostgreSQL stopped at start (exit ${server.exitCode}): ${tail(log)}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start: ${tail(log)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const tail = (file: string): string => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
};

export async function startPostgres(options: StartOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const ids = user ?? {};
  if (user) chownSync(dir, user.uid, user.gid);
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...ids, encoding: 'utf8' },
  );
  if (init.status !== 0) {
    removeDir();
    throw new Error(`initdb failed: ${init.stderr || init.stdout || String(init.error)}`);
  }
  const port = options.port ?? (await freePort());
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '400',
    shared_buffers: '64MB',
    ...options.settings,
  };
  const logFd = openSync(log, 'a');
  if (user) chownSync(log, user.uid, user.gid);
  const server = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ],
    { ...ids, stdio: ['ignore', logFd, logFd] },
  );
  // the last resort: a test run that dies still takes its server down
  const onExit = () => {
    server.kill('SIGQUIT');
    removeDir();
  };
  process.on('exit', onExit);
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  try {
    await waitUntilReady(url(), server, log);
  } catch (error) {
    onExit();
    process.off('exit', onExit);
    throw error;
  }
  let stopped: Promise<void> | null = null;
  return {
    port,
    url,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        process.off('exit', onExit);
        const done = () => {
          clearTimeout(timer);
          removeDir();
          resolve();
        };
        if (server.exitCode !== null) return done();
        const timer = setTimeout(() => server.kill('SIGQUIT'), 10_000);
        server.once('exit', done);
        server.kill('SIGINT');
      });
      return stopped;
    },
  };
}
