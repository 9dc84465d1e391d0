import { Worker } from 'node:worker_threads';
import { renderVoucherPdf, type VoucherData } from './voucher.ts';
import type { VoucherCall, VoucherReply } from './voucher-worker.ts';

/**
 * Voucher PDFs rendered on a worker thread of this process (voucher-worker.ts), so that a
 * shopper's download or a confirmation mail never holds up the other requests: one thread,
 * started on the first voucher, kept (its parsed fonts with it) while the process runs, and
 * started again if it died. It keeps the process alive only while a voucher is being made.
 *
 * A voucher the thread was making when it died is rendered on the calling thread; should the
 * thread never answer at all (it cannot start here), every voucher is, with one warning.
 */
/** The thread failed or stopped (not the voucher). */
class ThreadGone extends Error {}

class VoucherThread {
  private worker: Worker | undefined;
  private seq = 0;
  /** The thread cannot run here (it never answered): render on the calling thread. */
  private broken = false;
  private answered = false;
  private readonly pending = new Map<
    number,
    { resolve: (pdf: Uint8Array<ArrayBuffer>) => void; reject: (error: Error) => void }
  >();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./voucher-worker-entry.mjs', import.meta.url));
    worker.on('message', (reply: VoucherReply) => {
      this.answered = true;
      const waiting = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if (this.pending.size === 0) worker.unref();
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply.pdf);
      else waiting.reject(new Error(reply.message));
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => fail(new ThreadGone(error.message)));
    worker.on('exit', (code) => fail(new ThreadGone(`the voucher thread stopped (exit ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  async render(data: VoucherData): Promise<Uint8Array<ArrayBuffer>> {
    if (this.broken) return renderVoucherPdf(data);
    try {
      return await this.call(data);
    } catch (error) {
      // a voucher that cannot be rendered fails as it would here
      if (!(error instanceof ThreadGone)) throw error;
      // the thread died under this voucher: this one here, the next on a new thread; a thread
      // that never answered at all cannot start here: every voucher here from now on
      if (!this.answered) {
        this.broken = true;
        console.warn(`vouchers: rendered on the main thread (${error.message})`);
      }
      return renderVoucherPdf(data);
    }
  }

  private call(data: VoucherData): Promise<Uint8Array<ArrayBuffer>> {
    const worker = this.start();
    const seq = ++this.seq;
    worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      const call: VoucherCall = { seq, data };
      worker.postMessage(call);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}

const thread = new VoucherThread();

/** The voucher PDF of `data`, rendered on the voucher thread. */
export const renderVoucher = (data: VoucherData): Promise<Uint8Array<ArrayBuffer>> =>
  thread.render(data);

/** Stops the voucher thread (tests; a process that exits needs nothing). */
export const stopVoucherThread = (): Promise<void> => thread.close();
