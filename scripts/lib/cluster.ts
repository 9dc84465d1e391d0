import cluster, { type Worker } from 'node:cluster';
import { dialectOfUrl } from '../../gateway/db/client.ts';
import {
  isClusterMessage,
  type CallMessage,
  type Hello,
  type ReplyMessage,
  type RunMessage,
} from '../server/cluster-channel.ts';

/**
 * `npm run serve` with WORKERS > 1: the primary process of a node:cluster. It listens itself
 * on nothing; it forks WORKERS workers that all serve the one port (the primary hands out the
 * connections in turn), relays their calls to each other (scripts/server/cluster-channel.ts)
 * and starts a worker again when one dies.
 *
 * Worker 1 is the builder: it runs the rebuilder (one build at a time for the whole cluster)
 * and writes `current.json` of SITE_BUILDS_DIR; the others follow that pointer and serve each
 * generation it names, and send their editors' publishes, status, history and rollback to the
 * builder. Everything else the workers share is in the database (sessions, refresh-token
 * families, rate limits, captcha challenges, upload policies and their key); the order and mail
 * sweeps run in one process at a time (advisory locks). So several workers need PostgreSQL: one
 * SQLite file is served by one process.
 */

export const MAX_WORKERS = 64;

/** WORKERS of the environment: a whole number 1..64, default 1. */
export function workersFromEnv(source: Record<string, string | undefined> = process.env): number {
  const raw = source['WORKERS']?.trim() ?? '';
  if (raw === '') return 1;
  const n = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) {
    throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS} (got "${raw}").`);
  }
  const url = source['DATABASE_URL']?.trim() || 'file:data/storefront.db';
  if (n > 1 && dialectOfUrl(url) !== 'postgres') {
    throw new Error(
      `WORKERS=${n} needs DATABASE_URL=postgres://… (several processes share PostgreSQL; an embedded SQLite file is served by one process). Unset WORKERS or set DATABASE_URL.`,
    );
  }
  return n;
}

/** The environment variable that tells a worker its number (1 = the builder). */
export const WORKER_INDEX = 'STOREFRONT_WORKER';

/** Runs the primary: forks the workers and relays their messages; never returns. */
export async function runPrimary(workers: number): Promise<void> {
  const byIndex = new Map<number, Worker>();
  const listening = new Set<number>();
  /** Workers that said hello: they answer calls (their handlers are set). */
  const ready = new Set<Worker>();
  let stopping = false;
  let announced = false;
  let clockOffsetMs = 0;
  let nextId = 0;
  /** Calls relayed to workers: id of the relayed call → how to answer. */
  const relayed = new Map<number, { worker: Worker; resolve: (reply: ReplyMessage) => void }>();
  /** Calls for the builder while it is (re)starting. */
  let queued: CallMessage[] = [];
  const origins = new Map<CallMessage, Worker>();

  const builder = () => {
    const worker = byIndex.get(1);
    return worker && listening.has(1) ? worker : undefined;
  };

  const run = (worker: Worker, method: string, args: unknown[]): Promise<ReplyMessage> =>
    new Promise((resolve) => {
      const id = ++nextId;
      relayed.set(id, { worker, resolve });
      worker.send({ kind: 'cluster-run', id, method, args } satisfies RunMessage);
    });

  const answer = (to: Worker, id: number, outcome: Omit<ReplyMessage, 'kind' | 'id'>) => {
    const { ok, value, error } = outcome;
    const reply: ReplyMessage = {
      kind: 'cluster-reply',
      id,
      ok,
      value,
      ...(error ? { error } : {}),
    };
    if (to.isConnected()) to.send(reply);
  };

  const forward = (from: Worker, call: CallMessage) => {
    if (call.to === 'primary') {
      ready.add(from);
      answer(from, call.id, { ok: true, value: { clockOffsetMs } satisfies Hello });
      return;
    }
    if (call.to === 'builder') {
      const target = builder();
      if (!target) {
        queued.push(call);
        origins.set(call, from);
        return;
      }
      void run(target, call.method, call.args).then((reply) => answer(from, call.id, reply));
      return;
    }
    // every other worker; dev mode's clock is also remembered for workers started later
    if (call.method === 'clock' && typeof call.args[0] === 'number') clockOffsetMs = call.args[0];
    // a worker that has not said hello yet learns the offset when it does
    const others = [...ready].filter((w) => w !== from && w.isConnected());
    void Promise.all(others.map((w) => run(w, call.method, call.args))).then((replies) => {
      const failed = replies.find((r) => !r.ok);
      answer(from, call.id, failed ? { ok: false, error: failed.error! } : { ok: true });
    });
  };

  const fork = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    byIndex.set(index, worker);
    worker.on('message', (message: unknown) => {
      if (!isClusterMessage(message)) return;
      if (message.kind === 'cluster-call') forward(worker, message);
      if (message.kind === 'cluster-reply') {
        const waiter = relayed.get(message.id);
        relayed.delete(message.id);
        waiter?.resolve(message);
      }
    });
    worker.on('listening', (address) => {
      listening.add(index);
      if (index === 1) {
        // the builder is up: the followers start (they serve the generation it points to),
        // and the calls that waited for it go to it
        for (let i = 2; i <= workers; i += 1) if (!byIndex.has(i)) fork(i);
        const waiting = queued;
        queued = [];
        for (const call of waiting) {
          const from = origins.get(call);
          origins.delete(call);
          if (from) forward(from, call);
        }
      }
      if (!announced && listening.size === workers) {
        announced = true;
        const host =
          address.address === '127.0.0.1' || !address.address ? 'localhost' : address.address;
        const shown = host.includes(':') ? `[${host}]` : host;
        console.info(
          `storefront: http://${shown}:${address.port}/home (${workers} workers, worker 1 builds)`,
        );
      }
    });
    worker.on('exit', (code, signal) => {
      listening.delete(index);
      ready.delete(worker);
      if (byIndex.get(index) === worker) byIndex.delete(index);
      // calls in flight to the dead worker: answered as failed
      for (const [id, waiter] of relayed) {
        if (waiter.worker !== worker) continue;
        relayed.delete(id);
        waiter.resolve({
          kind: 'cluster-reply',
          id,
          ok: false,
          error: { name: 'Error', message: `worker ${index} stopped while answering` },
        });
      }
      if (stopping) {
        if (byIndex.size === 0) process.exit(0);
        return;
      }
      console.warn(
        `storefront: worker ${index} stopped (${signal ?? `exit ${code}`}); starting it again`,
      );
      fork(index);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`storefront: ${signal}, stopping ${byIndex.size} workers`);
    for (const worker of byIndex.values()) worker.process.kill('SIGTERM');
    if (byIndex.size === 0) process.exit(0);
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  fork(1);
  await new Promise<never>(() => undefined);
}
