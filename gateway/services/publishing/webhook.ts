import { createHmac } from 'node:crypto';
import {
  startedBuild,
  type BuildRecord,
  type PublishStatus,
} from '../../../src/lib/contract/publishing.ts';
import { PublishError, type Publisher } from './publisher.ts';

/**
 * The publisher of a deployment that builds the site elsewhere (its own CI or static host,
 * DESIGN §4): a publish is debounced, then POSTed to PUBLISH_WEBHOOK_URL as
 * `{ event: 'publish', editors: [...], at }`, signed with PUBLISH_WEBHOOK_SECRET in
 * `X-Publish-Signature: sha256=<hex HMAC-SHA256 of the body>`. Each delivery is a history entry
 * (succeeded on 2xx; failed with the HTTP status or the network error); deliveries run one at a
 * time. Rolling back is the deployment's business: rollback refuses.
 */

export const PUBLISH_SIGNATURE_HEADER = 'X-Publish-Signature';
export const WEBHOOK_DEBOUNCE_MS = 3000;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** History entries kept in memory, newest first. */
export const WEBHOOK_HISTORY_MAX = 100;

export interface WebhookPublisherOptions {
  url: string;
  /** HMAC key; without it deliveries are unsigned. */
  secret?: string | undefined;
  /** Publishes within this window (from the first one) make one delivery. */
  debounceMs?: number;
  timeoutMs?: number;
  /** Epoch ms; the gateway clock in the server. */
  now?: () => number;
}

export interface WebhookPublisher extends Publisher {
  readonly mode: 'webhook';
  /** Cancels a scheduled delivery and waits for the one in flight. */
  stop(): Promise<void>;
  /** Waits until no delivery is scheduled or running (tests). */
  idle(): Promise<void>;
}

/** The signature header value of a body. */
export const signWebhookBody = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs / 1000} s`;
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  const message = error instanceof Error ? error.message : String(error);
  return code ? `${message} (${code})` : message;
}

export function createWebhookPublisher(options: WebhookPublisherOptions): WebhookPublisher {
  const debounceMs = options.debounceMs ?? WEBHOOK_DEBOUNCE_MS;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const history: BuildRecord[] = [];
  let waiting = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let scheduledAt: number | null = null;
  let running = 0;
  let chain: Promise<void> = Promise.resolve();
  let sequence = 0;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (timer !== null || running > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  async function deliver(editors: string[]): Promise<void> {
    sequence += 1;
    const startedAt = now();
    const record = startedBuild(`webhook-${startedAt}-${sequence}`, editors, startedAt);
    history.unshift(record);
    history.splice(WEBHOOK_HISTORY_MAX);
    const body = JSON.stringify({ event: 'publish', editors, at: startedAt });
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.secret) headers[PUBLISH_SIGNATURE_HEADER] = signWebhookBody(options.secret, body);
    try {
      const res = await fetch(options.url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      record.status = res.ok ? 'succeeded' : 'failed';
      record.error = res.ok ? null : `HTTP ${res.status}`;
    } catch (error) {
      record.status = 'failed';
      record.error = describeFailure(error, timeoutMs);
    }
    record.endedAt = now();
    record.durationMs = record.endedAt - startedAt;
  }

  const fire = () => {
    timer = null;
    scheduledAt = null;
    const editors = [...waiting];
    waiting = new Set();
    running += 1;
    chain = chain
      .then(() => deliver(editors))
      .finally(() => {
        running -= 1;
        settleIdle();
      });
  };

  const status = (): PublishStatus => ({
    mode: 'webhook',
    building: running > 0,
    pending: timer !== null,
    scheduledAt,
    live: null,
  });

  return {
    mode: 'webhook',
    publish(editor) {
      waiting.add(editor);
      if (timer === null) {
        scheduledAt = now() + debounceMs;
        timer = setTimeout(fire, debounceMs);
      }
      return Promise.resolve(status());
    },
    status,
    history: (limit) => Promise.resolve(history.slice(0, limit).map((r) => ({ ...r }))),
    rollback: () => Promise.reject(new PublishError('ROLLBACK_UNSUPPORTED')),
    async stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      scheduledAt = null;
      waiting = new Set();
      await chain;
      settleIdle();
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
  };
}
