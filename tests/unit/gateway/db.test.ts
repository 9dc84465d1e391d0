import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../gateway/db/client.ts';
import { stableId } from '../../../gateway/db/ids.ts';
import { migrate, readMigrations } from '../../../gateway/db/migrate.ts';
import { isCmsEmpty, prepareDatabase } from '../../../gateway/db/prepare.ts';
import { renderSeedImages, seedDatabase } from '../../../gateway/db/seed.ts';
import { parseEnv } from '../../../gateway/env.ts';
import { fixtureImages, fixtureSeed, t } from './support/fixture.ts';
import { temporaryDir } from './support/gateway.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

async function freshDb(): Promise<{ db: Db; dir: string }> {
  const { dir, remove } = temporaryDir();
  const db = await openDatabase(`file:${join(dir, 'test.db')}`);
  cleanups.push(() => {
    db.close();
    remove();
  });
  return { db, dir };
}

const column = async (db: Db, sql: string): Promise<unknown[]> =>
  (await db.execute(sql)).rows.map((row) => row[0]);

describe('the database client', () => {
  it('opens in WAL mode with foreign keys on', async () => {
    const { db } = await freshDb();
    expect(await column(db, 'PRAGMA journal_mode')).toEqual(['wal']);
    expect(await column(db, 'PRAGMA foreign_keys')).toEqual([1]);
  });
});

describe('migrations', () => {
  it('apply once, in order, and are recorded', async () => {
    const { db } = await freshDb();
    const all = (await readMigrations()).map((m) => m.name);
    expect(all[0]).toBe('0001_cms.sql');
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    expect(await column(db, 'SELECT name FROM schema_migrations ORDER BY version')).toEqual(all);
    const tables = await column(
      db,
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    );
    expect(tables).toEqual(
      expect.arrayContaining(['catalog', 'catalog_i18n', 'info', 'info_i18n', 'poi', 'poi_i18n']),
    );
  });

  it('check what is cheap to check', async () => {
    const { db } = await freshDb();
    await migrate(db);
    const insertPoi = (id: string, type: number) =>
      db.execute({
        sql: "INSERT INTO poi (id, poi_code, poi_type, region_code, updated_at) VALUES (?, ?, ?, 'GZ', 0)",
        args: [id, `P${id}`, type],
      });
    await expect(insertPoi('123456789012345678', 9)).rejects.toThrow(/CHECK/);
    await expect(insertPoi('12a', 1)).rejects.toThrow(/CHECK/);
    await expect(
      db.execute(
        "INSERT INTO info (id, catalog_id, poi_code, region_code, updated_at) VALUES ('1', '2', 'X', 'GZ', 0)",
      ),
    ).rejects.toThrow(/FOREIGN KEY/);
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
      catalog: (await db.execute('SELECT * FROM catalog ORDER BY id')).rows,
      info: (await db.execute('SELECT * FROM info_i18n ORDER BY info_id, lang')).rows,
      poi: (await db.execute('SELECT * FROM poi ORDER BY id')).rows,
    });
    const before = await snapshot();
    const second = await seedDatabase(db, fixtureSeed(), { now: 2000 });
    expect(second).toMatchObject({ changed: 0, removed: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await column(db, "SELECT id FROM poi WHERE poi_code = 'GZ_PARK'")).toEqual([
      stableId('poi', 'GZ_PARK'),
    ]);
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
    expect(await column(db, "SELECT updated_at FROM poi WHERE poi_code = 'GZ_PARK'")).toEqual([
      2000,
    ]);
    expect(await column(db, "SELECT updated_at FROM poi WHERE poi_code = 'GZ_HOTEL'")).toEqual([
      1000,
    ]);
    expect(
      await column(db, "SELECT count(*) FROM poi WHERE poi_code = 'GZ_RIVERSIDE_GRILL'"),
    ).toEqual([0]);
    expect(await column(db, 'SELECT count(*) FROM info_i18n')).toEqual([12]);
    expect(await column(db, 'SELECT count(*) FROM catalog_i18n')).toEqual([15]);
    expect(await column(db, 'SELECT count(*) FROM poi_i18n')).toEqual([9]);
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
    const { dir, remove } = temporaryDir();
    cleanups.push(remove);
    const env = parseEnv({
      DATABASE_URL: `file:${join(dir, 'sub', 'p.db')}`,
      MEDIA_DIR: join(dir, 'media'),
    });
    let loads = 0;
    const content = async () => {
      loads += 1;
      return { data: fixtureSeed(), images: fixtureImages() };
    };
    const db = await prepareDatabase(env, { content, now: 1000 });
    expect(await column(db, 'SELECT count(*) FROM poi')).toEqual([4]);
    expect(existsSync(join(dir, 'media/seed/a.webp'))).toBe(true);
    db.close();
    const again = await prepareDatabase(env, { content, now: 2000 });
    expect(loads).toBe(1);
    expect(await column(again, 'SELECT DISTINCT updated_at FROM poi')).toEqual([1000]);
    again.close();
  });
});
