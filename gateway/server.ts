import type { Hono } from 'hono';
import { contentCacheFor, createApp } from './app.ts';
import { prepareDatabase, type PrepareOptions } from './db/prepare.ts';
import type { Db } from './db/client.ts';
import { siteOrigin, type GatewayEnv } from './env.ts';
import { createClock, type Clock } from './lib/clock.ts';
import { createOutboxDelivery } from './mail/delivery.ts';
import { createOrderMailer } from './services/order-mails.ts';
import { startOrderSweep } from './services/orders/sweep.ts';
import type { Publisher } from './services/publishing/publisher.ts';
import { createWebhookPublisher } from './services/publishing/webhook.ts';

export { GATEWAY_PREFIXES } from './app.ts';

export interface GatewayApp {
  app: Hono;
  db: Db;
  clock: Clock;
  env: GatewayEnv;
  /** The content version now in the database (a read that starts after the call). */
  readonly contentVersion: () => Promise<number>;
  close(): Promise<void>;
}

export interface GatewayOptions extends PrepareOptions {
  /**
   * The publisher of the editor API: the storefront server passes its local rebuilder. When
   * left out and PUBLISH_WEBHOOK_URL is set, publishes go to that webhook; otherwise (e.g. the
   * embedded gateway of the build) publishing answers 503.
   */
  publisher?: Publisher;
  /** See AppDeps.shareClock. */
  shareClock?: (offsetMs: number) => Promise<void>;
}

/**
 * The gateway ready to serve: database prepared (migrated, seeded when empty), a fresh clock,
 * the app, the sweep of expired unpaid orders, and (when SMTP_URL is set) the mail delivery
 * with its periodic sweep. The server
 * mounts `app` for the GATEWAY_PREFIXES paths and calls close on exit, which stops the
 * delivery before closing the database.
 */
export async function createGatewayApp(
  env: GatewayEnv,
  options: GatewayOptions = {},
): Promise<GatewayApp> {
  const { publisher: given, shareClock, ...prepare } = options;
  const db = await prepareDatabase(env, prepare);
  const clock = createClock();
  const webhook =
    given === undefined && env.PUBLISH_WEBHOOK_URL !== undefined
      ? createWebhookPublisher({
          url: env.PUBLISH_WEBHOOK_URL,
          secret: env.PUBLISH_WEBHOOK_SECRET,
          now: () => clock.now(),
        })
      : null;
  const publisher = given ?? webhook;
  const mail = createOutboxDelivery(db, env);
  mail?.start();
  const stopOrderSweep = startOrderSweep(
    db,
    clock,
    { waitOfferMs: env.WAITLIST_OFFER_MINUTES * 60_000 },
    env.ORDER_SWEEP_MS,
  );
  const orderMail = createOrderMailer({
    db,
    clock,
    siteUrl: siteOrigin(env),
    delivery: mail,
    linkSecret: env.ORDER_LINK_SECRET,
    waitOfferMinutes: env.WAITLIST_OFFER_MINUTES,
  });
  orderMail.start();
  const cache = contentCacheFor(db, env);
  return {
    app: createApp({
      db,
      env,
      clock,
      mail,
      orderMail,
      publisher,
      cache,
      ...(shareClock ? { shareClock } : {}),
    }),
    db,
    clock,
    env,
    contentVersion: () => cache.version(),
    close: async () => {
      await orderMail.stop();
      await mail?.stop();
      await webhook?.stop();
      await stopOrderSweep();
      await db.close();
    },
  };
}
