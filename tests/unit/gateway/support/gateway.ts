import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../../../gateway/app.ts';
import type { GatewayDatabase } from '../../../../gateway/db/client.ts';
import { prepareDatabase } from '../../../../gateway/db/prepare.ts';
import { renderSeedImages } from '../../../../gateway/db/seed.ts';
import type { SeedData, SeedImage } from '../../../../gateway/db/seed/types.ts';
import { parseEnv, siteOrigin, type GatewayEnv } from '../../../../gateway/env.ts';
import { createClock, type Clock } from '../../../../gateway/lib/clock.ts';
import { createOutboxDelivery } from '../../../../gateway/mail/delivery.ts';
import { createOrderMailer } from '../../../../gateway/services/order-mails.ts';
import { fixtureImages, fixtureSeed } from './fixture.ts';
import { createPostgresDatabase, postgresUrl } from './postgres.ts';

/**
 * The hold cap of unpaid orders (ORDER_HOLD_MAX_*) set out of the way, for tests and benchmarks
 * of stock, payment and throughput in which one account stands for many buyers and keeps its
 * orders unpaid. The cap itself is tested with its defaults (order-hold-cap.test.ts).
 */
export const UNCAPPED_HOLDS: Readonly<Record<string, string>> = {
  ORDER_HOLD_MAX_ORDERS: '999999',
  ORDER_HOLD_MAX_UNITS: '999999',
  ORDER_HOLD_MAX_PER_DATE: '999999',
};

/** The instant the fixture content is seeded at, and the real time of the test clock. */
export const SEEDED_AT = Date.UTC(2025, 0, 1);

export interface TestGateway {
  app: Hono;
  db: GatewayDatabase;
  clock: Clock;
  env: GatewayEnv;
  dir: string;
  /** GET in a language (no Accept-Language header when `lang` is omitted). */
  get(path: string, lang?: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The database of the test project: SQLite in a temporary file (the `unit` project), or a
 * database of its own on the run's PostgreSQL cluster (the `postgres` project).
 */
export const testDatabaseKind = (): 'sqlite' | 'postgres' =>
  postgresUrl() === null ? 'sqlite' : 'postgres';

/**
 * A gateway on its own temporary database (see testDatabaseKind) and media folder, seeded
 * with fixtures.
 */
export async function createTestGateway(
  options: {
    dev?: boolean;
    data?: SeedData;
    images?: SeedImage[];
    /** Extra variables, e.g. TRUST_PROXY or ACCESS_TOKEN_TTL_SECONDS. */
    env?: Record<string, string>;
    /**
     * Run the clock on real time (for a gateway served to a browser or a client with its own
     * clock); by default it stands still at SEEDED_AT until a test moves it.
     */
    realTime?: boolean;
  } = {},
): Promise<TestGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const content = {
    data: options.data ?? fixtureSeed(),
    images: options.images ?? fixtureImages(),
  };
  const mediaDir = join(dir, 'media');
  const admin = postgresUrl();
  const postgres =
    admin === null ? null : await createPostgresDatabase(admin, content, SEEDED_AT, mediaDir);
  const env = parseEnv({
    DATABASE_URL: postgres?.url ?? `file:${join(dir, 'test.db')}`,
    DATABASE_POOL_SIZE: '4',
    MEDIA_DIR: mediaDir,
    GATEWAY_DEV: options.dev === false ? '0' : '1',
    ...options.env,
  });
  const db = await prepareDatabase(env, {
    content: () => Promise.resolve(content),
    now: SEEDED_AT,
  });
  // a database cloned from a seeded template is not empty: its pictures are rendered here
  if (postgres) await renderSeedImages(content.images, mediaDir);
  const clock = createClock(options.realTime === true ? () => Date.now() : () => SEEDED_AT);
  // the gateway's mail loops, stopped with it: none of them runs on a closed database
  const mail = createOutboxDelivery(db, env);
  const orderMail = createOrderMailer({
    db,
    clock,
    siteUrl: siteOrigin(env),
    delivery: mail,
    linkSecret: env.ORDER_LINK_SECRET,
    waitOfferMinutes: env.WAITLIST_OFFER_MINUTES,
  });
  const app = createApp({ db, env, clock, mail, orderMail });
  return {
    app,
    db,
    clock,
    env,
    dir,
    get: async (path, lang) =>
      app.request(path, lang === undefined ? {} : { headers: { 'Accept-Language': lang } }),
    close: async () => {
      await orderMail.stop();
      await mail?.stop();
      await db.close();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A temporary folder removed by the returned function. */
export function temporaryDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
