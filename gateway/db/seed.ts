import type { InStatement } from '@libsql/client';
import { LANGUAGES } from '../../src/lib/contract/common.ts';
import type { Db } from './client.ts';
import { contentHash } from './ids.ts';
import { toSeedRows, type CatalogRow, type InfoRow, type PoiRow } from './seed-rows.ts';
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
  const result = await db.execute(`SELECT id, content_hash, updated_at FROM ${table}`);
  const stamps = new Map<string, Stamp>();
  for (const row of result.rows) {
    const { id, content_hash: hash, updated_at: updatedAt } = row;
    if (typeof id === 'string' && typeof hash === 'string' && typeof updatedAt === 'number') {
      stamps.set(id, { hash, updatedAt });
    }
  }
  return stamps;
}

/**
 * Writes the seed data into the CMS tables in ONE write transaction: every row is upserted
 * under its stable id, rows no longer in the data are deleted, translations are replaced.
 * A row whose content did not change keeps its updatedAt, so re-seeding is idempotent.
 */
export async function seedDatabase(
  db: Db,
  data: SeedData,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const now = options.now ?? Date.now();
  const rows = toSeedRows(data);
  const stamps = {
    catalog: await readStamps(db, 'catalog'),
    info: await readStamps(db, 'info'),
    poi: await readStamps(db, 'poi'),
  };
  let changed = 0;
  const stamp = (existing: Map<string, Stamp>, id: string, row: unknown) => {
    const hash = contentHash(row);
    const old = existing.get(id);
    if (old?.hash === hash) return { hash, updatedAt: old.updatedAt };
    changed += 1;
    return { hash, updatedAt: now };
  };

  const keep = {
    catalog: rows.catalogs.map((r) => r.id),
    info: rows.infos.map((r) => r.id),
    poi: rows.pois.map((r) => r.id),
  };
  const statements: InStatement[] = [
    ...rows.catalogs.flatMap((r) => catalogStatements(r, stamp(stamps.catalog, r.id, r))),
    ...rows.infos.flatMap((r) => infoStatements(r, stamp(stamps.info, r.id, r))),
    ...rows.pois.flatMap((r) => poiStatements(r, stamp(stamps.poi, r.id, r))),
    // children before parents; cascades remove the translations (and items of removed nodes)
    ...TABLES.map((table) => ({
      sql: `DELETE FROM ${table} WHERE id NOT IN (SELECT value FROM json_each(?))`,
      args: [JSON.stringify(keep[table])],
    })),
  ];
  await db.batch(statements, 'write');
  // the products are generated from the POIs just written
  await seedProducts(db);
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
}

function catalogStatements(r: CatalogRow, s: Stamp): InStatement[] {
  return [
    {
      sql: `INSERT INTO catalog (id, parent_id, catalog_code, catalog_type, poi_code, region_code,
              sort, updated_at, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id,
              catalog_code = excluded.catalog_code, catalog_type = excluded.catalog_type,
              poi_code = excluded.poi_code, region_code = excluded.region_code,
              sort = excluded.sort, updated_at = excluded.updated_at,
              content_hash = excluded.content_hash`,
      args: [
        r.id,
        r.parentId,
        r.code,
        r.type,
        r.poiCode,
        r.regionCode,
        r.sort,
        s.updatedAt,
        s.hash,
      ],
    },
    ...LANGUAGES.map((lang) => ({
      sql: `INSERT OR REPLACE INTO catalog_i18n (catalog_id, lang, catalog_name, catalog_desc)
            VALUES (?, ?, ?, ?)`,
      args: [r.id, lang, r.texts[lang].name, r.texts[lang].desc],
    })),
  ];
}

function infoStatements(r: InfoRow, s: Stamp): InStatement[] {
  return [
    {
      sql: `INSERT INTO info (id, catalog_id, poi_code, region_code, info_img_link, info_link,
              sort, updated_at, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET catalog_id = excluded.catalog_id,
              poi_code = excluded.poi_code, region_code = excluded.region_code,
              info_img_link = excluded.info_img_link, info_link = excluded.info_link,
              sort = excluded.sort, updated_at = excluded.updated_at,
              content_hash = excluded.content_hash`,
      args: [
        r.id,
        r.catalogId,
        r.poiCode,
        r.regionCode,
        r.imgLink,
        r.link,
        r.sort,
        s.updatedAt,
        s.hash,
      ],
    },
    ...LANGUAGES.map((lang) => {
      const t = r.texts[lang];
      return {
        sql: `INSERT OR REPLACE INTO info_i18n (info_id, lang, info_title, info_summary, info_desc,
                info_tag) VALUES (?, ?, ?, ?, ?, ?)`,
        args: [r.id, lang, t.title, t.summary, t.desc, t.tag],
      };
    }),
  ];
}

function poiStatements(r: PoiRow, s: Stamp): InStatement[] {
  return [
    {
      sql: `INSERT INTO poi (id, poi_code, poi_type, region_code, img_main, sort, updated_at,
              content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET poi_code = excluded.poi_code,
              poi_type = excluded.poi_type, region_code = excluded.region_code,
              img_main = excluded.img_main, sort = excluded.sort,
              updated_at = excluded.updated_at, content_hash = excluded.content_hash`,
      args: [r.id, r.poiCode, r.poiType, r.regionCode, r.imgMain, r.sort, s.updatedAt, s.hash],
    },
    ...LANGUAGES.map((lang) => {
      const t = r.texts[lang];
      return {
        sql: `INSERT OR REPLACE INTO poi_i18n (poi_id, lang, poi_name, poi_name_native,
                poi_summary, poi_refund_desc) VALUES (?, ?, ?, ?, ?, ?)`,
        args: [r.id, lang, t.name, t.nameNative, t.summary, t.refundDesc],
      };
    }),
  ];
}
