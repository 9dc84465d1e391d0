import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../../../gateway/app.ts';
import type { Db } from '../../../../gateway/db/client.ts';
import { prepareDatabase } from '../../../../gateway/db/prepare.ts';
import type { SeedData, SeedImage } from '../../../../gateway/db/seed/types.ts';
import { parseEnv, type GatewayEnv } from '../../../../gateway/env.ts';
import { createClock, type Clock } from '../../../../gateway/lib/clock.ts';
import type { Language } from '../../../../src/lib/contract/common.ts';
import { fixtureImages, fixtureSeed } from './fixture.ts';

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
  db: Db;
  clock: Clock;
  env: GatewayEnv;
  dir: string;
  /** GET in a language (no Accept-Language header when `lang` is omitted). */
  get(path: string, lang?: Language | string): Promise<Response>;
  close(): void;
}

/** A gateway on its own temporary database file and media folder, seeded with fixtures. */
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
  const env = parseEnv({
    DATABASE_URL: `file:${join(dir, 'test.db')}`,
    MEDIA_DIR: join(dir, 'media'),
    GATEWAY_DEV: options.dev === false ? '0' : '1',
    ...options.env,
  });
  const db = await prepareDatabase(env, {
    content: async () => ({
      data: options.data ?? fixtureSeed(),
      images: options.images ?? fixtureImages(),
    }),
    now: SEEDED_AT,
  });
  const clock = createClock(options.realTime === true ? () => Date.now() : () => SEEDED_AT);
  const app = createApp({ db, env, clock });
  return {
    app,
    db,
    clock,
    env,
    dir,
    get: async (path, lang) =>
      app.request(path, lang === undefined ? {} : { headers: { 'Accept-Language': lang } }),
    close: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A temporary folder removed by the returned function. */
export function temporaryDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
