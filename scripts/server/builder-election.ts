import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import pg from 'pg';
import * as z from 'zod/mini';
import { dialectOfUrl } from '../../gateway/db/client.ts';
import { LOCK_KEYS } from '../../gateway/db/locks.ts';
import { PublishError, type Publisher } from '../../gateway/services/publishing/publisher.ts';
import type { BuildRecord, PublishStatus } from '../../src/lib/contract/publishing.ts';
import type { PreviewResult } from '../publish/incremental.ts';
import { writeAtomic } from '../publish/state.ts';
import { errorOf, fromReply, type Handlers } from './cluster-channel.ts';

/**
 * One builder among several servers (`npm run serve` on several machines or ports behind a
 * proxy, all on one PostgreSQL database and one shared SITE_BUILDS_DIR volume).
 *
 * - Election: the server that holds PostgreSQL's session advisory lock `LOCK_KEYS.builder` runs
 *   the rebuilder. The lock lives on a connection of its own, outside the gateway's pool, for the
 *   life of the process: when the builder dies, its connection closes and the lock is free. The
 *   other servers try again every `retryMs` and the first to take it becomes the builder
 *   (rebuilder.start() reads the shared history and serves the live generation again).
 * - Serving: every server follows the generation pointer of the shared folder
 *   (scripts/publish/generations.ts), so a generation goes live on all of them.
 * - Publishing: an editor's publish, status, history, rollback or preview can reach any server.
 *   A server that does not build sends it to the builder over HTTP (`/_builder/<method>`),
 *   at the address and with the secret the builder wrote into `builder.json` of the shared folder
 *   (mode 0600: the servers' own account reads it). A wrong or missing secret answers 404.
 *
 * On SQLite there is nothing to elect: one SQLite file is served by one process, which builds.
 * Why an advisory lock and not a row: the lock cannot outlive its holder, so no lease to expire
 * and no clock to trust.
 */

export const BUILDER_FILE = 'builder.json';
export const BUILDER_PATH = '/_builder';
export const BUILDER_SECRET_HEADER = 'x-builder-secret';
/** How often a server that does not build tries to take over. */
export const DEFAULT_BUILDER_RETRY_MS = 5000;

/**
 * SITE_BUILDER_URL: the address the other servers reach this one at when it builds (default:
 * its own listening address, right for servers on one machine); SITE_BUILDER_RETRY_MS: how often
 * a server that does not build tries to take over (default 5000).
 */
export function builderEnv(source: Record<string, string | undefined> = process.env): {
  url: string | null;
  retryMs: number;
} {
  const url = source['SITE_BUILDER_URL']?.trim() ?? '';
  const retry = source['SITE_BUILDER_RETRY_MS']?.trim() ?? '';
  if (url !== '' && !/^https?:\/\/[^\s/]+(:\d+)?\/?$/.test(url)) {
    throw new Error(
      `SITE_BUILDER_URL must be an http(s) origin such as http://10.0.0.5:4321 (got "${url}").`,
    );
  }
  if (retry !== '' && !/^\d{2,6}$/.test(retry)) {
    throw new Error(
      `SITE_BUILDER_RETRY_MS must be a whole number of milliseconds from 10 to 999999 (got "${retry}").`,
    );
  }
  return {
    url: url === '' ? null : url.replace(/\/$/, ''),
    retryMs: retry === '' ? DEFAULT_BUILDER_RETRY_MS : Number(retry),
  };
}

export interface BuilderElection {
  /** Whether this process is the builder now. */
  readonly won: boolean;
  /** Tries to take the builder lock (after the builder has gone); true once this process has it. */
  retry(): Promise<boolean>;
  /** Releases the lock (by closing its connection). */
  close(): Promise<void>;
}

/**
 * Joins the election of the site's builder on `databaseUrl`. `onLost` is called when the
 * connection holding the lock breaks while this process builds: another server may take over,
 * so this one must stop building (runServer stops the process).
 */
export async function joinBuilderElection(
  databaseUrl: string,
  onLost: (error: unknown) => void,
): Promise<BuilderElection> {
  if (dialectOfUrl(databaseUrl) !== 'postgres') {
    return { won: true, retry: () => Promise.resolve(true), close: () => Promise.resolve() };
  }
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'builder' });
  let won = false;
  let closing = false;
  const lost = (error: unknown) => {
    if (won && !closing) onLost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('the connection holding the builder lock ended')));
  await client.connect();
  const attempt = async (): Promise<boolean> => {
    if (won) return true;
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [LOCK_KEYS.builder],
    );
    won = rows[0]?.locked === true;
    return won;
  };
  await attempt();
  return {
    get won() {
      return won;
    },
    retry: attempt,
    close: async () => {
      closing = true;
      await client.end().catch(() => undefined);
    },
  };
}

const addressSchema = z.object({
  version: z.literal(1),
  url: z.string(),
  secret: z.string(),
  pid: z.number(),
  since: z.number(),
});
export type BuilderAddress = z.infer<typeof addressSchema>;

/** Writes this builder's address and a fresh secret into the shared folder; answers the secret. */
export async function announceBuilder(buildsDir: string, url: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const file = join(buildsDir, BUILDER_FILE);
  const address: BuilderAddress = { version: 1, url, secret, pid: process.pid, since: Date.now() };
  await writeAtomic(file, JSON.stringify(address));
  await chmod(file, 0o600);
  return secret;
}

async function readAddress(buildsDir: string): Promise<BuilderAddress | null> {
  try {
    const parsed = addressSchema.safeParse(
      JSON.parse(await readFile(join(buildsDir, BUILDER_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const replySchema = z.object({
  ok: z.boolean(),
  value: z.optional(z.unknown()),
  error: z.optional(
    z.object({ name: z.string(), code: z.optional(z.string()), message: z.string() }),
  ),
});

/**
 * The publisher of a server that does not build: each call goes to the builder named in the
 * shared folder. While there is none (the builder died and no server has taken over yet) the
 * editor is told BUILDER_UNAVAILABLE and may try again in a few seconds.
 */
export function httpPublisher(
  buildsDir: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 30_000,
): Publisher {
  const call = async (method: string, ...args: unknown[]): Promise<unknown> => {
    const address = await readAddress(buildsDir);
    if (!address) throw new PublishError('BUILDER_UNAVAILABLE');
    let res: Response;
    try {
      res = await fetchImpl(`${address.url}${BUILDER_PATH}/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [BUILDER_SECRET_HEADER]: address.secret },
        body: JSON.stringify({ args }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PublishError('BUILDER_UNAVAILABLE');
    }
    const reply = replySchema.safeParse(await res.json().catch(() => null));
    if (!reply.success) throw new PublishError('BUILDER_UNAVAILABLE');
    if (!reply.data.ok) {
      const { name, code, message } = reply.data.error ?? { name: 'Error', message: 'failed' };
      throw fromReply(code === undefined ? { name, message } : { name, code, message });
    }
    return reply.data.value;
  };
  return {
    mode: 'local',
    publish: async (editor) => (await call('publish', editor)) as PublishStatus,
    status: async () => (await call('status')) as PublishStatus,
    history: async (limit) => (await call('history', limit)) as BuildRecord[],
    rollback: async (editor) => (await call('rollback', editor)) as BuildRecord,
    preview: async (request) => (await call('preview', request)) as PreviewResult,
  };
}

const callSchema = z.object({ args: z.array(z.unknown()) });

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The builder's side: `/_builder/<method>` answers the other servers' publishing calls with
 * `handlers()` while `secret()` is set (this process builds). Anything else (no secret yet, a
 * wrong one, an unknown method, a body that is not `{ args: [...] }`) answers 404 or 400, so the
 * path tells an outsider nothing.
 */
export function builderRoutes(secret: () => string | null, handlers: () => Handlers | null): Hono {
  const app = new Hono();
  app.post(`${BUILDER_PATH}/:method`, async (c) => {
    const expected = secret();
    const given = c.req.header(BUILDER_SECRET_HEADER) ?? '';
    const serving = handlers();
    if (expected === null || serving === null || !sameSecret(given, expected)) {
      return c.text('Not Found', 404);
    }
    const handler = serving[c.req.param('method')] as ((...args: unknown[]) => unknown) | undefined;
    if (!handler) return c.text('Not Found', 404);
    const body = callSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success)
      return c.json({ ok: false, error: { name: 'Error', message: 'bad call' } }, 400);
    try {
      return c.json({ ok: true, value: await handler(...body.data.args) });
    } catch (error) {
      return c.json({ ok: false, error: errorOf(error) });
    }
  });
  return app;
}
