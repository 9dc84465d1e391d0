import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type GatewayDatabase } from '../../../gateway/db/client.ts';
import { migrate } from '../../../gateway/db/migrate.ts';
import { countHit, LIMITS, uncountHit } from '../../../gateway/services/rate-limit.ts';
import { temporaryDir } from './support/gateway.ts';
import { createEmptyPostgresDatabase, postgresUrl } from './support/postgres.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated, empty database of the test project's kind (SQLite file or PostgreSQL). */
async function freshDb(): Promise<GatewayDatabase> {
  const { dir, remove } = temporaryDir();
  cleanups.push(remove);
  const admin = postgresUrl();
  let url = `file:${join(dir, 'limits.db')}`;
  if (admin !== null) {
    const created = await createEmptyPostgresDatabase(admin);
    cleanups.push(created.drop);
    url = created.url;
  }
  const db = await openDatabase(url);
  cleanups.push(() => db.close());
  await migrate(db);
  return db;
}

const WINDOW = 15 * 60_000;
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % WINDOW);
const LOBBY = LIMITS.loginIp('192.0.2.90');

describe('the per-address sign-in limit', () => {
  it('refuses the attempt after the 50th in a window, the hits of successes taken back', async () => {
    const db = await freshDb();
    for (let i = 0; i < 50; i += 1) {
      expect(await countHit(db, T0 + i, LOBBY)).toBe(0);
      await uncountHit(db, T0 + i, LOBBY); // each one signed in
    }
    for (let i = 0; i < 50; i += 1) expect(await countHit(db, T0 + 100 + i, LOBBY)).toBe(0);
    // the 51st failure: refused until the window ends
    expect(await countHit(db, T0 + 200, LOBBY)).toBe(WINDOW - 200);
  });

  it('never takes back below zero, nor from another window', async () => {
    const db = await freshDb();
    await uncountHit(db, T0, LOBBY);
    await uncountHit(db, T0, LOBBY);
    for (let i = 0; i < 50; i += 1) expect(await countHit(db, T0 + i, LOBBY)).toBe(0);
    expect(await countHit(db, T0 + 60, LOBBY)).toBeGreaterThan(0);
    // a success counted in the previous window gives nothing back to this one
    await uncountHit(db, T0 - 1, LOBBY);
    expect(await countHit(db, T0 + 61, LOBBY)).toBeGreaterThan(0);
    // a new window starts from zero
    expect(await countHit(db, T0 + WINDOW, LOBBY)).toBe(0);
  });
});
