import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { prepareDatabase, type PrepareOptions } from './db/prepare.ts';
import type { Db } from './db/client.ts';
import type { GatewayEnv } from './env.ts';
import { createClock, type Clock } from './lib/clock.ts';
import { createOutboxDelivery } from './mail/delivery.ts';
import { startOrderSweep } from './services/orders/sweep.ts';

export { GATEWAY_PREFIXES } from './app.ts';

export interface GatewayApp {
  app: Hono;
  db: Db;
  clock: Clock;
  env: GatewayEnv;
  close(): Promise<void>;
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
  options: PrepareOptions = {},
): Promise<GatewayApp> {
  const db = await prepareDatabase(env, options);
  const clock = createClock();
  const mail = createOutboxDelivery(db, env);
  mail?.start();
  const stopOrderSweep = startOrderSweep(db, clock);
  return {
    app: createApp({ db, env, clock, mail }),
    db,
    clock,
    env,
    close: async () => {
      await mail?.stop();
      await stopOrderSweep();
      db.close();
    },
  };
}
