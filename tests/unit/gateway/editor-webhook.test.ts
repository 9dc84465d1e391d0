import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../gateway/env.ts';
import { createGatewayApp, type GatewayApp } from '../../../gateway/server.ts';
import { PublishError } from '../../../gateway/services/publishing/publisher.ts';
import {
  createWebhookPublisher,
  PUBLISH_SIGNATURE_HEADER,
  WEBHOOK_HISTORY_MAX,
} from '../../../gateway/services/publishing/webhook.ts';
import type { PublishStatus } from '../../../src/lib/contract/publishing.ts';
import { EDITOR, fakePublisher, ok, TOKEN } from './support/editor.ts';
import { fixtureImages, fixtureSeed } from './support/fixture.ts';
import { SEEDED_AT, temporaryDir } from './support/gateway.ts';

const SECRET = 'webhook-secret-0123456789abcdefghij';

interface Delivery {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local HTTP server answering each POST with `status` (or never, when null). */
async function receiver(status: () => number | null = () => 204) {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const code = status();
      if (code !== null) res.writeHead(code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/publish`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(
  options: {
    status?: () => number | null;
    secret?: string | undefined;
    timeoutMs?: number;
    debounceMs?: number;
  } = {},
) {
  const server = await receiver(options.status);
  cleanups.push(server.close);
  const publisher = createWebhookPublisher({
    url: server.url,
    ...('secret' in options ? { secret: options.secret } : { secret: SECRET }),
    debounceMs: options.debounceMs ?? 80,
    timeoutMs: options.timeoutMs ?? 2000,
  });
  cleanups.push(() => publisher.stop());
  return { server, publisher };
}

const sign = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

describe('the webhook publisher', () => {
  it('turns several publishes within the debounce window into one signed POST', async () => {
    const { server, publisher } = await setUp();
    const first = await publisher.publish('alice');
    expect(first).toMatchObject({ mode: 'webhook', pending: true, building: false, live: null });
    expect(first.scheduledAt).toEqual(expect.any(Number));
    await publisher.publish('bob');
    await publisher.publish('alice');
    expect(server.deliveries).toHaveLength(0);
    await publisher.idle();
    expect(server.deliveries).toHaveLength(1);
    const [delivery] = server.deliveries;
    const body = JSON.parse(delivery?.body ?? '') as unknown;
    expect(body).toEqual({
      event: 'publish',
      editors: ['alice', 'bob'],
      at: expect.any(Number) as unknown,
    });
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(delivery?.headers[PUBLISH_SIGNATURE_HEADER.toLowerCase()]).toBe(
      sign(delivery?.body ?? ''),
    );
    const [entry] = await publisher.history(10);
    expect(entry).toMatchObject({
      trigger: 'publish',
      requestedBy: ['alice', 'bob'],
      status: 'succeeded',
      error: null,
      pages: null,
    });
    expect(entry?.durationMs).toBe((entry?.endedAt ?? 0) - (entry?.startedAt ?? 0));
    expect(publisher.status()).toEqual({
      mode: 'webhook',
      building: false,
      pending: false,
      scheduledAt: null,
      live: null,
    });
  });

  it('makes a later publish another delivery, newest first in the history', async () => {
    const { server, publisher } = await setUp();
    await publisher.publish('alice');
    await publisher.idle();
    await publisher.publish('bob');
    await publisher.idle();
    expect(server.deliveries).toHaveLength(2);
    expect((await publisher.history(10)).map((r) => r.requestedBy)).toEqual([['bob'], ['alice']]);
    expect(await publisher.history(1)).toHaveLength(1);
  });

  it('records a delivery answered with an error status as failed with that status', async () => {
    const { publisher } = await setUp({ status: () => 500 });
    await publisher.publish('alice');
    await publisher.idle();
    expect((await publisher.history(1))[0]).toMatchObject({ status: 'failed', error: 'HTTP 500' });
  });

  it('records a network failure and a timeout as failed with the reason', async () => {
    const closed = await receiver();
    await closed.close();
    const unreachable = createWebhookPublisher({ url: closed.url, debounceMs: 10 });
    await unreachable.publish('alice');
    await unreachable.idle();
    const [failed] = await unreachable.history(1);
    expect(failed).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/fetch failed|ECONNREFUSED/) as unknown,
    });

    const { publisher } = await setUp({ status: () => null, timeoutMs: 150 });
    await publisher.publish('bob');
    await publisher.idle();
    expect((await publisher.history(1))[0]).toMatchObject({
      status: 'failed',
      error: 'no answer within 0.15 s',
    });
  });

  it('sends no signature without a secret', async () => {
    const { server, publisher } = await setUp({ secret: undefined });
    await publisher.publish('alice');
    await publisher.idle();
    expect(server.deliveries[0]?.headers[PUBLISH_SIGNATURE_HEADER.toLowerCase()]).toBeUndefined();
  });

  it(`keeps the newest ${WEBHOOK_HISTORY_MAX} deliveries`, async () => {
    const { publisher } = await setUp({ debounceMs: 0 });
    for (let i = 0; i <= WEBHOOK_HISTORY_MAX; i += 1) {
      await publisher.publish(`editor-${i}`);
      await publisher.idle();
    }
    const history = await publisher.history(500);
    expect(history).toHaveLength(WEBHOOK_HISTORY_MAX);
    expect(history[0]?.requestedBy).toEqual([`editor-${WEBHOOK_HISTORY_MAX}`]);
  });

  it('refuses to roll back', async () => {
    const { publisher } = await setUp();
    expect(publisher.mode).toBe('webhook');
    await expect(publisher.rollback('alice')).rejects.toEqual(
      new PublishError('ROLLBACK_UNSUPPORTED'),
    );
  });

  it('cancels a scheduled delivery on stop', async () => {
    // The debounce on a fake clock: run well past it once stopped.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { server, publisher } = await setUp({ debounceMs: 50 });
    await publisher.publish('alice');
    expect(vi.getTimerCount()).toBe(1);
    await publisher.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    await publisher.idle();
    expect(server.deliveries).toHaveLength(0);
    expect(await publisher.history(1)).toEqual([]);
  });
});

describe('the publisher of createGatewayApp', () => {
  async function gateway(
    env: Record<string, string>,
    publisher?: ReturnType<typeof fakePublisher>,
  ) {
    const { dir, remove } = temporaryDir();
    const gw: GatewayApp = await createGatewayApp(
      parseEnv({
        DATABASE_URL: `file:${join(dir, 'g.db')}`,
        MEDIA_DIR: join(dir, 'media'),
        // the demo editor
        GATEWAY_DEV: '1',
        ...env,
      }),
      {
        content: () => Promise.resolve({ data: fixtureSeed(), images: fixtureImages() }),
        now: SEEDED_AT,
        ...(publisher ? { publisher } : {}),
      },
    );
    cleanups.push(remove, () => gw.close());
    return gw;
  }
  const publish = (gw: GatewayApp) =>
    gw.app.request(`${EDITOR}/publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });

  it('is the webhook when PUBLISH_WEBHOOK_URL is set', async () => {
    const gw = await gateway({ PUBLISH_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
    expect(await ok<PublishStatus>(await publish(gw))).toMatchObject({
      mode: 'webhook',
      pending: true,
    });
  });

  it('is the one passed in, before the webhook', async () => {
    const fake = fakePublisher();
    const gw = await gateway({ PUBLISH_WEBHOOK_URL: 'http://127.0.0.1:9/hook' }, fake);
    expect(await ok<PublishStatus>(await publish(gw))).toMatchObject({ mode: 'local' });
    expect(fake.calls).toEqual(['publish:demo-editor']);
  });

  it('is none without either: publishing answers 503', async () => {
    const gw = await gateway({});
    expect((await publish(gw)).status).toBe(503);
  });
});
