import { parentPort } from 'node:worker_threads';
import { httpSource } from '../../src/content/source.ts';
import { IncrementalSite, type PreviewRequest, type PublishRequest } from './incremental.ts';

/**
 * The publishing worker thread (scripts/publish/client.ts starts it): rendering pages takes
 * the CPU for a moment, and the site's server keeps answering visitors meanwhile. Messages are
 * handled one at a time, in order.
 */

export type WorkerCall =
  | {
      type: 'open';
      id: string;
      buildDir: string;
      sourceUrl: string;
      mediaDir: string;
      timeoutMs: number;
    }
  | { type: 'publish'; request: PublishRequest }
  | { type: 'preview'; request: PreviewRequest }
  | { type: 'persist'; id: string; dir: string };

export type WorkerReply =
  | { seq: number; ok: true; value: unknown }
  | { seq: number; ok: false; name: string; message: string };

let site: IncrementalSite | undefined;
let queue: Promise<void> = Promise.resolve();

async function handle(call: WorkerCall): Promise<unknown> {
  switch (call.type) {
    case 'open': {
      site = undefined;
      site = await IncrementalSite.open({
        id: call.id,
        buildDir: call.buildDir,
        source: httpSource(call.sourceUrl, call.timeoutMs),
        mediaDir: call.mediaDir,
      });
      return { baseId: call.id };
    }
    case 'publish': {
      if (!site)
        throw Object.assign(new Error('The renderer is not open.'), { name: 'NeedsFullBuild' });
      return site.publish(call.request);
    }
    case 'preview': {
      if (!site)
        throw Object.assign(new Error('The renderer is not open.'), { name: 'NeedsFullBuild' });
      return site.preview(call.request);
    }
    case 'persist':
      await site?.persist(call.id, call.dir);
      return null;
  }
}

parentPort?.on('message', (message: { seq: number; call: WorkerCall }) => {
  queue = queue.then(async () => {
    let reply: WorkerReply;
    try {
      reply = { seq: message.seq, ok: true, value: await handle(message.call) };
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      reply = { seq: message.seq, ok: false, name: e.name, message: e.message };
    }
    parentPort?.postMessage(reply);
  });
});
