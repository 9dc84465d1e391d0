import { PublishError, type Publisher } from '../../gateway/services/publishing/publisher.ts';
import type { BuildRecord, PublishStatus } from '../../src/lib/contract/publishing.ts';
import type { PreviewRequest, PreviewResult } from '../publish/incremental.ts';

/**
 * The messages between the workers of `npm run serve` with WORKERS > 1 and their primary
 * (node:cluster IPC; scripts/lib/cluster.ts relays them). A worker calls the builder (the one
 * worker that runs the rebuilder) or every other worker, and answers the calls it is sent.
 */

/** Where a worker's call goes: the primary, the builder worker, or every other worker. */
export type CallTarget = 'primary' | 'builder' | 'others';

/** Worker → primary: a call for another worker. */
export interface CallMessage {
  kind: 'cluster-call';
  id: number;
  to: CallTarget;
  method: string;
  args: unknown[];
}

/** Primary → worker: a call to run here. */
export interface RunMessage {
  kind: 'cluster-run';
  id: number;
  method: string;
  args: unknown[];
}

/** Either way: the outcome of a call or a run. */
export interface ReplyMessage {
  kind: 'cluster-reply';
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { name: string; code?: string; message: string };
}

/** What the primary tells a worker that says hello (dev mode: where the clock was moved). */
export interface Hello {
  clockOffsetMs: number;
}

export type ClusterMessage = CallMessage | RunMessage | ReplyMessage;

export function isClusterMessage(value: unknown): value is ClusterMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    typeof value.kind === 'string' &&
    value.kind.startsWith('cluster-')
  );
}

/** An error as a reply carries it (a PublishError keeps its code). */
export function errorOf(error: unknown): NonNullable<ReplyMessage['error']> {
  if (error instanceof PublishError) {
    return { name: error.name, code: error.code, message: error.message };
  }
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The error of a reply, as the caller throws it. */
export function fromReply(error: NonNullable<ReplyMessage['error']>): Error {
  if (error.name === 'PublishError' && error.code) {
    return new PublishError(error.code as PublishError['code'], error.message);
  }
  return new Error(error.message);
}

export type Handlers = Record<string, (...args: never[]) => unknown>;

export interface WorkerChannel {
  /** Calls `method` on the builder or on every other worker; resolves with the answer. */
  call(to: CallTarget, method: string, args: unknown[]): Promise<unknown>;
  /** The methods this worker answers (replaces the earlier set). */
  serve(handlers: Handlers): void;
  /**
   * Tells the primary this worker answers calls now (its handlers are set); answers what the
   * worker must know to start.
   */
  hello(): Promise<Hello>;
}

/** The channel of this worker process to its primary (process.send / 'message'). */
export function workerChannel(): WorkerChannel {
  const send = process.send?.bind(process);
  if (!send) throw new Error('not a cluster worker');
  let next = 0;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let handlers: Handlers = {};
  process.on('message', (message: unknown) => {
    if (!isClusterMessage(message)) return;
    if (message.kind === 'cluster-reply') {
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if (!waiter) return;
      if (message.ok) waiter.resolve(message.value);
      else waiter.reject(fromReply(message.error ?? { name: 'Error', message: 'failed' }));
    }
    if (message.kind === 'cluster-run') {
      const handler = handlers[message.method] as ((...args: unknown[]) => unknown) | undefined;
      const reply = (outcome: Omit<ReplyMessage, 'kind' | 'id'>) =>
        send({ kind: 'cluster-reply', id: message.id, ...outcome } satisfies ReplyMessage);
      if (!handler) {
        reply({ ok: false, error: { name: 'Error', message: `no method ${message.method}` } });
        return;
      }
      Promise.resolve()
        .then(() => handler(...message.args))
        .then(
          (value) => reply({ ok: true, value }),
          (error: unknown) => reply({ ok: false, error: errorOf(error) }),
        );
    }
  });
  const call = (to: CallTarget, method: string, args: unknown[]) => {
    const id = ++next;
    return new Promise<unknown>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      send({ kind: 'cluster-call', id, to, method, args } satisfies CallMessage);
    });
  };
  return {
    call,
    hello: async () => (await call('primary', 'hello', [])) as Hello,
    serve(given) {
      handlers = given;
    },
  };
}

/** The builder worker's rebuilder, answering the other workers' publishing calls. */
export function publisherHandlers(publisher: Publisher): Handlers {
  return {
    publish: (editor: string) => publisher.publish(editor),
    status: () => publisher.status(),
    history: (limit: number) => publisher.history(limit),
    rollback: (editor: string) => publisher.rollback(editor),
    preview: (request: PreviewRequest) =>
      publisher.preview
        ? publisher.preview(request)
        : Promise.reject(new PublishError('PREVIEW_UNAVAILABLE')),
  };
}

/**
 * The publisher of a worker that does not build: every call goes to the builder worker, so a
 * publish made on any worker makes one build (and is debounced with the others), and status,
 * history and rollback are the builder's.
 */
export function remotePublisher(channel: WorkerChannel): Publisher {
  const call = (method: string, ...args: unknown[]) => channel.call('builder', method, args);
  return {
    mode: 'local',
    publish: async (editor) => (await call('publish', editor)) as PublishStatus,
    status: async () => (await call('status')) as PublishStatus,
    history: async (limit) => (await call('history', limit)) as BuildRecord[],
    rollback: async (editor) => (await call('rollback', editor)) as BuildRecord,
    preview: async (request) => (await call('preview', request)) as PreviewResult,
  };
}
