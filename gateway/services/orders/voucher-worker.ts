import { parentPort } from 'node:worker_threads';
import { renderVoucherPdf, type VoucherData } from './voucher.ts';

/**
 * The voucher worker (a thread of the gateway's process, started by voucher-thread.ts): renders
 * voucher PDFs off the event loop that answers requests. Parsing a CJK font (tens of MB of
 * glyph tables) and subsetting it took the event loop for 0.6-0.8 s on a voucher's first
 * rendering in a face, and 40-60 ms on each later one: every other request of the process
 * waited that long.
 */
export interface VoucherCall {
  seq: number;
  data: VoucherData;
}

export type VoucherReply =
  | { seq: number; ok: true; pdf: Uint8Array<ArrayBuffer> }
  | { seq: number; ok: false; message: string };

parentPort?.on('message', ({ seq, data }: VoucherCall) => {
  renderVoucherPdf(data).then(
    (pdf) => {
      const reply: VoucherReply = { seq, ok: true, pdf };
      // the bytes move to the main thread instead of being copied
      parentPort?.postMessage(reply, [pdf.buffer]);
    },
    (error: unknown) => {
      const reply: VoucherReply = {
        seq,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(reply);
    },
  );
});
