import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  constraintViolation,
  openDatabase,
  transaction,
  type GatewayDatabase,
} from '../../../gateway/db/client.ts';
import { stableId } from '../../../gateway/db/ids.ts';
import { migrate } from '../../../gateway/db/migrate.ts';
import { MIGRATIONS } from '../../../gateway/db/migrations/index.ts';
import { isCmsEmpty, prepareDatabase } from '../../../gateway/db/prepare.ts';
import { renderSeedImages, seedDatabase } from '../../../gateway/db/seed.ts';
import { parseEnv } from '../../../gateway/env.ts';
import { fixtureImages, fixtureSeed, t } from './support/fixture.ts';
import { temporaryDir } from './support/gateway.ts';
import { createEmptyPostgresDatabase, postgresUrl } from './support/postgres.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database of the test project's kind (SQLite file or PostgreSQL database). */
async function emptyDatabaseUrl(): Promise<{ url: string; dir: string }> {
  const { dir, remove } = temporaryDir();
  cleanups.push(remove);
  const admin = postgresUrl();
  if (admin === null) return { url: `file:${join(dir, 'sub', 'test.db')}`, dir };
  const created = await createEmptyPostgresDatabase(admin);
  cleanups.push(created.drop);
  return { url: created.url, dir };
}

async function freshDb(): Promise<{ db: GatewayDatabase; dir: string }> {
  const { url, dir } = await emptyDatabaseUrl();
  const db = await openDatabase(url);
  cleanups.push(() => db.close());
  return { db, dir };
}

describe('the database client', () => {
  it('opens with the settings the gateway relies on', async () => {
    const { db } = await freshDb();
    if (db.dialect === 'sqlite') {
      expect((await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db)).rows).toEqual([
        { journal_mode: 'wal' },
      ]);
      expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows).toEqual([
        { foreign_keys: 1 },
      ]);
    } else {
      // bigint and numeric answers come back as numbers, as SQLite's integers do
      const { rows } = await sql<{
        n: number;
        big: number;
        sum: number;
      }>`SELECT count(*) AS n, CAST(1767225600000 AS bigint) AS big, sum(CAST(2 AS bigint)) AS sum`.execute(
        db,
      );
      expect(rows).toEqual([{ n: 1, big: 1_767_225_600_000, sum: 2 }]);
    }
  });

  it('runs a transaction alone and refuses the outer handle inside it (SQLite)', async () => {
    const { db } = await freshDb();
    await migrate(db);
    const inside = transaction(db, async (trx) => {
      await trx.insertInto('rate_limits').values({ key: 'a', window_start: 0, count: 1 }).execute();
      if (db.dialect === 'sqlite') {
        await expect(db.selectFrom('rate_limits').selectAll().execute()).rejects.toThrow(
          /inside one of its own transactions/,
        );
      }
      throw new Error('roll back');
    });
    await expect(inside).rejects.toThrow('roll back');
    expect(await db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });
});

describe('migrations', () => {
  it('apply once, in order, and are recorded', async () => {
    const { db } = await freshDb();
    const all = MIGRATIONS.map((m) => m.name);
    expect(all[0]).toBe('0001_cms');
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db
      .selectFrom('schema_migrations')
      .select('name')
      .orderBy('version')
      .execute();
    expect(recorded.map((r) => r.name)).toEqual(all);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining(['catalog', 'catalog_i18n', 'info', 'info_i18n', 'poi', 'poi_i18n']),
    );
  });

  it('apply once when several processes start at the same time', async () => {
    const { url } = await emptyDatabaseUrl();
    const handles = await Promise.all([openDatabase(url), openDatabase(url), openDatabase(url)]);
    cleanups.push(() => Promise.all(handles.map((h) => h.close())).then(() => undefined));
    // PostgreSQL: at once (its advisory lock orders them). SQLite's handles in one process
    // would wait for each other's file lock inside the synchronous driver, so they take turns
    // here as separate processes do on their own.
    const applied =
      handles[0]?.dialect === 'postgres'
        ? await Promise.all(handles.map((h) => migrate(h)))
        : [await migrate(handles[0]), await migrate(handles[1]), await migrate(handles[2])];
    expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
  });

  it('check what is cheap to check', async () => {
    const { db } = await freshDb();
    await migrate(db);
    const insertPoi = (id: string, type: number) =>
      db
        .insertInto('poi')
        .values({ id, poi_code: `P${id}`, poi_type: type, region_code: 'GZ', updated_at: 0 })
        .execute();
    const kindOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'written',
        (error: unknown) => constraintViolation(error)?.kind ?? String(error),
      );
    expect(await kindOf(insertPoi('123456789012345678', 9))).toBe('check');
    expect(await kindOf(insertPoi('12a', 1))).toBe('check');
    expect(
      await kindOf(
        db
          .insertInto('info')
          .values({ id: '1', catalog_id: '2', poi_code: 'X', region_code: 'GZ', updated_at: 0 })
          .execute(),
      ),
    ).toBe('foreign-key');
  });
});

describe('seeding', () => {
  it('derives stable 64-bit ids of 18 or 19 digits from codes', () => {
    const id = stableId('poi', 'GZ_PARK');
    expect(id).toMatch(/^[1-9]\d{17,18}$/);
    expect(BigInt(id) < 2n ** 63n).toBe(true);
    expect(stableId('poi', 'GZ_PARK')).toBe(id);
    expect(stableId('catalog', 'GZ_PARK')).not.toBe(id);
  });

  it('is idempotent: same ids, same rows, same updatedAt', async () => {
    const { db } = await freshDb();
    await migrate(db);
    const first = await seedDatabase(db, fixtureSeed(), { now: 1000 });
    expect(first).toEqual({ catalogs: 8, infos: 5, pois: 4, changed: 17, removed: 0 });
    const snapshot = async () => ({
      catalog: await db.selectFrom('catalog').selectAll().orderBy('id').execute(),
      info: await db
        .selectFrom('info_i18n')
        .selectAll()
        .orderBy('info_id')
        .orderBy('lang')
        .execute(),
      poi: await db.selectFrom('poi').selectAll().orderBy('id').execute(),
    });
    const before = await snapshot();
    const second = await seedDatabase(db, fixtureSeed(), { now: 2000 });
    expect(second).toMatchObject({ changed: 0, removed: 0 });
    expect(await snapshot()).toEqual(before);
    expect(
      await db.selectFrom('poi').select('id').where('poi_code', '=', 'GZ_PARK').execute(),
    ).toEqual([{ id: stableId('poi', 'GZ_PARK') }]);
  });

  it('replaces changed rows and deletes rows no longer in the data, in one go', async () => {
    const { db } = await freshDb();
    await migrate(db);
    await seedDatabase(db, fixtureSeed(), { now: 1000 });
    const next = fixtureSeed();
    // drop the last POI and the last two pages, so that no other row's sort moves
    next.pois = next.pois.filter((p) => p.poiCode !== 'GZ_RIVERSIDE_GRILL');
    next.pages = next.pages.filter((p) => p.code !== 'GZ-PARK-POI' && p.code !== 'ZH-INDEX');
    const park = next.pois[0];
    if (park) park.name = t('新名', '新名', 'New name');
    const result = await seedDatabase(db, next, { now: 2000 });
    expect(result).toEqual({ catalogs: 5, infos: 4, pois: 3, changed: 1, removed: 5 });
    const updatedAt = (code: string) =>
      db.selectFrom('poi').select('updated_at').where('poi_code', '=', code).execute();
    expect(await updatedAt('GZ_PARK')).toEqual([{ updated_at: 2000 }]);
    expect(await updatedAt('GZ_HOTEL')).toEqual([{ updated_at: 1000 }]);
    expect(await updatedAt('GZ_RIVERSIDE_GRILL')).toEqual([]);
    expect(await count(db, 'info_i18n')).toBe(12);
    expect(await count(db, 'catalog_i18n')).toBe(15);
    expect(await count(db, 'poi_i18n')).toBe(9);
  });

  it('refuses duplicate codes without writing anything', async () => {
    const { db } = await freshDb();
    await migrate(db);
    const data = fixtureSeed();
    const first = data.pois[0];
    if (first) data.pois.push({ ...first });
    await expect(seedDatabase(db, data)).rejects.toThrow('two POIs with the key GZ_PARK');
    expect(await isCmsEmpty(db)).toBe(true);
  });
});

describe('seed images', () => {
  it('render SVG to WebP and PNG, then skip unchanged files', async () => {
    const { dir, remove } = temporaryDir();
    cleanups.push(remove);
    const media = join(dir, 'media');
    expect(await renderSeedImages(fixtureImages(), media)).toEqual({ rendered: 2, skipped: 0 });
    const webp = await sharp(join(media, 'seed/a.webp')).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 40, height: 20 });
    expect((await sharp(join(media, 'seed/sub/b.png')).metadata()).format).toBe('png');
    const mtime = statSync(join(media, 'seed/a.webp')).mtimeMs;
    expect(await renderSeedImages(fixtureImages(), media)).toEqual({ rendered: 0, skipped: 2 });
    expect(statSync(join(media, 'seed/a.webp')).mtimeMs).toBe(mtime);
    const changed = fixtureImages().map((i) =>
      i.path === 'seed/a.webp' ? { ...i, width: 80 } : i,
    );
    expect(await renderSeedImages(changed, media)).toEqual({ rendered: 1, skipped: 1 });
  });

  it('refuse paths that leave the media folder', async () => {
    const { dir, remove } = temporaryDir();
    cleanups.push(remove);
    const image = {
      path: '../escape.webp',
      width: 1,
      height: 1,
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    await expect(renderSeedImages([image], join(dir, 'media'))).rejects.toThrow(
      /leaves the media folder/,
    );
    expect(existsSync(join(dir, 'escape.webp'))).toBe(false);
  });
});

describe('prepareDatabase', () => {
  it('migrates, seeds and renders once; later calls leave the content alone', async () => {
    const { url, dir } = await emptyDatabaseUrl();
    const env = parseEnv({ DATABASE_URL: url, MEDIA_DIR: join(dir, 'media') });
    let loads = 0;
    const content = () => {
      loads += 1;
      return Promise.resolve({ data: fixtureSeed(), images: fixtureImages() });
    };
    const db = await prepareDatabase(env, { content, now: 1000 });
    expect(await count(db, 'poi')).toBe(4);
    expect(existsSync(join(dir, 'media/seed/a.webp'))).toBe(true);
    await db.close();
    const again = await prepareDatabase(env, { content, now: 2000 });
    cleanups.push(() => again.close());
    expect(loads).toBe(1);
    expect(await again.selectFrom('poi').select('updated_at').distinct().execute()).toEqual([
      { updated_at: 1000 },
    ]);
  });
});

async function count(
  db: GatewayDatabase,
  table: 'poi' | 'info_i18n' | 'catalog_i18n' | 'poi_i18n',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
