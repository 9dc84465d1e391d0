import { Worker } from 'node:worker_threads';
import type {
  PreviewRequest,
  PreviewResult,
  PublishRequest,
  PublishResult,
} from './incremental.ts';
import type { WorkerCall, WorkerReply } from './worker.ts';

/** An error thrown in the publishing worker, with its name (NeedsFullBuild, RenderError …). */
export class WorkerError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The worker's young generation (V8 splits it in three: two semi-spaces of 64 MB and a space for
 * large new objects). A publish keeps much of what it makes until it ends (the new language's
 * route lists, fingerprints, pages being written), so with V8's default 16 MB semi-spaces each
 * scavenge copied most of what it found: at ten times the demo site some 20 scavenges of
 * 15–40 ms per 20-item publish, 214–485 ms in all; with 64 MB, 4–6 scavenges and 144–279 ms.
 */
const YOUNG_GENERATION_MB = 192;

/**
 * The main thread's handle on the publishing worker (worker.ts): one worker thread, started on
 * first use and again after it died; calls answer in order.
 */
export class PublishingWorker {
  private worker: Worker | undefined;
  private seq = 0;
  private readonly pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if (this.pending.size === 0) worker.unref();
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new WorkerError(reply.name, reply.message));
    });
    const fail = (error: Error) => {
      this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) =>
      fail(new WorkerError('WorkerExit', `The publishing worker stopped (exit ${code}).`)),
    );
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private call<T>(call: WorkerCall): Promise<T> {
    const worker = this.start();
    const seq = ++this.seq;
    // the worker keeps the process alive only while a call is waiting
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(seq, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ seq, call });
    });
  }

  open(options: Omit<Extract<WorkerCall, { type: 'open' }>, 'type'>): Promise<{ baseId: string }> {
    return this.call({ type: 'open', ...options });
  }

  publish(request: PublishRequest): Promise<PublishResult> {
    return this.call({ type: 'publish', request });
  }

  preview(request: PreviewRequest): Promise<PreviewResult> {
    return this.call({ type: 'preview', request });
  }

  persist(id: string, dir: string): Promise<void> {
    return this.call({ type: 'persist', id, dir });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
