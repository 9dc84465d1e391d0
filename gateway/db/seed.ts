import { LANGUAGES } from '../../src/lib/contract/common.ts';
import { deleteAllBut, upsert } from './bulk.ts';
import { transaction, type Db } from './client.ts';
import { contentHash } from './ids.ts';
import { toSeedRows } from './seed-rows.ts';
import { seedProducts } from './seed/products/seed-products.ts';
import type { SeedData } from './seed/types.ts';

export { renderSeedImages, type RenderResult } from './render-images.ts';

export interface SeedOptions {
  /** updatedAt of new and changed rows (epoch ms); Date.now() by default. */
  now?: number;
}

export interface SeedResult {
  catalogs: number;
  infos: number;
  pois: number;
  /** Rows that were new or changed (their updatedAt moved to `now`). */
  changed: number;
  /** Rows that were in the database but not in the seed data, now deleted. */
  removed: number;
}

type Stamp = { hash: string; updatedAt: number };
const TABLES = ['info', 'catalog', 'poi'] as const;
type Table = (typeof TABLES)[number];

async function readStamps(db: Db, table: Table): Promise<Map<string, Stamp>> {
  const rows = await db.selectFrom(table).select(['id', 'content_hash', 'updated_at']).execute();
  return new Map(rows.map((r) => [r.id, { hash: r.content_hash, updatedAt: r.updated_at }]));
}

/**
 * Makes the CMS tables hold exactly `data`, in one transaction: rows are upserted (a row whose
 * content did not change keeps its updatedAt, so incremental syncs skip it) and rows no longer
 * in the data are deleted (their translations with them, by cascade). Then the products are
 * seeded from the POIs. Idempotent.
 */
export async function seedDatabase(
  db: Db,
  data: SeedData,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const now = options.now ?? Date.now();
  const rows = toSeedRows(data);
  return transaction(db, async (trx) => {
    const stamps = {
      catalog: await readStamps(trx, 'catalog'),
      info: await readStamps(trx, 'info'),
      poi: await readStamps(trx, 'poi'),
    };
    let changed = 0;
    const stamp = (existing: Map<string, Stamp>, id: string, row: unknown): Stamp => {
      const hash = contentHash(row);
      const old = existing.get(id);
      if (old?.hash === hash) return { hash, updatedAt: old.updatedAt };
      changed += 1;
      return { hash, updatedAt: now };
    };
    const catalogs = rows.catalogs.map((r) => ({ r, s: stamp(stamps.catalog, r.id, r) }));
    const infos = rows.infos.map((r) => ({ r, s: stamp(stamps.info, r.id, r) }));
    const pois = rows.pois.map((r) => ({ r, s: stamp(stamps.poi, r.id, r) }));

    await upsert(
      trx,
      'catalog',
      catalogs.map(({ r, s }) => ({
        id: r.id,
        parent_id: r.parentId,
        catalog_code: r.code,
        catalog_type: r.type,
        poi_code: r.poiCode,
        region_code: r.regionCode,
        sort: r.sort,
        updated_at: s.updatedAt,
        content_hash: s.hash,
      })),
      ['id'],
    );
    await upsert(
      trx,
      'catalog_i18n',
      rows.catalogs.flatMap((r) =>
        LANGUAGES.map((lang) => ({
          catalog_id: r.id,
          lang,
          catalog_name: r.texts[lang].name,
          catalog_desc: r.texts[lang].desc,
        })),
      ),
      ['catalog_id', 'lang'],
    );
    await upsert(
      trx,
      'info',
      infos.map(({ r, s }) => ({
        id: r.id,
        catalog_id: r.catalogId,
        poi_code: r.poiCode,
        region_code: r.regionCode,
        info_img_link: r.imgLink,
        info_link: r.link,
        sort: r.sort,
        updated_at: s.updatedAt,
        content_hash: s.hash,
      })),
      ['id'],
    );
    await upsert(
      trx,
      'info_i18n',
      rows.infos.flatMap((r) =>
        LANGUAGES.map((lang) => ({
          info_id: r.id,
          lang,
          info_title: r.texts[lang].title,
          info_summary: r.texts[lang].summary,
          info_desc: r.texts[lang].desc,
          info_tag: r.texts[lang].tag,
        })),
      ),
      ['info_id', 'lang'],
    );
    await upsert(
      trx,
      'poi',
      pois.map(({ r, s }) => ({
        id: r.id,
        poi_code: r.poiCode,
        poi_type: r.poiType,
        region_code: r.regionCode,
        img_main: r.imgMain,
        sort: r.sort,
        updated_at: s.updatedAt,
        content_hash: s.hash,
      })),
      ['id'],
    );
    await upsert(
      trx,
      'poi_i18n',
      rows.pois.flatMap((r) =>
        LANGUAGES.map((lang) => ({
          poi_id: r.id,
          lang,
          poi_name: r.texts[lang].name,
          poi_name_native: r.texts[lang].nameNative,
          poi_summary: r.texts[lang].summary,
          poi_refund_desc: r.texts[lang].refundDesc,
        })),
      ),
      ['poi_id', 'lang'],
    );
    const keep = {
      catalog: rows.catalogs.map((r) => r.id),
      info: rows.infos.map((r) => r.id),
      poi: rows.pois.map((r) => r.id),
    };
    // children before parents; cascades remove the translations (and items of removed nodes)
    for (const table of TABLES) await deleteAllBut(trx, table, 'id', keep[table]);
    // the products are generated from the POIs just written
    await seedProducts(trx);
    const removed = TABLES.reduce((sum, table) => {
      const kept = new Set(keep[table]);
      return sum + [...stamps[table].keys()].filter((id) => !kept.has(id)).length;
    }, 0);
    return {
      catalogs: rows.catalogs.length,
      infos: rows.infos.length,
      pois: rows.pois.length,
      changed,
      removed,
    };
  });
}
