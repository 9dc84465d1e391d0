import type { InValue } from '@libsql/client';
import {
  catalogTypeSchema,
  LIST_CHANGES_MAX,
  type CatalogNode,
  type ContentChanges,
  type ContentStamps,
  type InfoItem,
  type ListCatalogQuery,
  type ListChangesQuery,
  type ListInfoQuery,
  type ListPoiQuery,
  type Poi,
} from '../../../src/lib/contract/cms.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import type { Db } from '../../db/client.ts';
import { i18nJoin, tr } from '../../db/sql.ts';
import {
  catalogRowSchema,
  changesRowSchema,
  tombstoneRowSchema,
  infoRowSchema,
  poiRowSchema,
  toCatalogNode,
  toInfoItem,
  toPoi,
} from './cms.rows.ts';

/** Deepest tree walked from a root; guards the recursive query against a cycle. */
const MAX_DEPTH = 12;

/** The roots of one page kind and poiCode, each with its children tree, in sort order. */
export async function listCatalog(
  db: Db,
  q: ListCatalogQuery,
  lang: Language,
): Promise<CatalogNode[]> {
  const result = await db.execute({
    sql: `WITH RECURSIVE tree (id, depth) AS (
            SELECT id, 0 FROM catalog
             WHERE parent_id IS NULL AND catalog_type = :type AND poi_code = :poiCode
            UNION ALL
            SELECT c.id, t.depth + 1 FROM catalog c JOIN tree t ON c.parent_id = t.id
             WHERE t.depth < ${MAX_DEPTH}
          )
          SELECT c.id, c.parent_id, c.catalog_code, c.catalog_type, c.poi_code, c.region_code,
                 c.sort, c.updated_at, ${tr('catalog_name')},
                 ${tr('catalog_desc')}
            FROM tree JOIN catalog c ON c.id = tree.id
            ${i18nJoin('catalog_i18n', 'catalog_id', 'c.id')}
           ORDER BY tree.depth, c.sort, c.id`,
    args: { type: q.catalogType, poiCode: q.poiCode, lang },
  });
  const rows = result.rows.map((row) => catalogRowSchema.parse(row));
  const nodes = new Map(rows.map((r) => [r.id, toCatalogNode(r)]));
  const roots: CatalogNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (node && row.parent_id === null) roots.push(node);
    else if (node && parent) parent.children.push(node);
  }
  return roots;
}

/** The info items of the given nodes, in the order of the ids asked for, then by sort. */
export async function listInfo(db: Db, q: ListInfoQuery, lang: Language): Promise<InfoItem[]> {
  const args: Record<string, InValue> = {
    ids: JSON.stringify([...new Set(q.catalogIds)]),
    poiCode: q.poiCode ?? null,
    regionCode: q.regionCode ?? null,
    since: q.updatedSince ?? null,
    lang,
  };
  const result = await db.execute({
    sql: `SELECT i.id, i.catalog_id, i.poi_code, i.region_code, i.info_img_link, i.info_link,
                 i.sort, i.updated_at, ${tr('info_title')},
                 ${tr('info_summary')}, ${tr('info_desc')},
                 ${tr('info_tag')}
            FROM json_each(:ids) ids JOIN info i ON i.catalog_id = ids.value
            ${i18nJoin('info_i18n', 'info_id', 'i.id')}
           WHERE (:poiCode IS NULL OR i.poi_code = :poiCode)
             AND (:regionCode IS NULL OR i.region_code = :regionCode)
             AND (:since IS NULL OR i.updated_at >= :since)
           ORDER BY ids.key, i.sort, i.id`,
    args,
  });
  return result.rows.map((row) => toInfoItem(infoRowSchema.parse(row)));
}

/** The columns of poiRowSchema, translated; use with POI_JOIN on `poi p`. */
export const POI_COLUMNS = `p.id, p.poi_code, p.poi_type, p.region_code, p.img_main, p.sort, p.updated_at,
  ${tr('poi_name')}, ${tr('poi_name_native')},
  ${tr('poi_summary')}, ${tr('poi_refund_desc')}`;
export const POI_JOIN = i18nJoin('poi_i18n', 'poi_id', 'p.id');

/** POIs, optionally of one area and type, changed since an instant; in sort order. */
export async function listPoi(db: Db, q: ListPoiQuery, lang: Language): Promise<Poi[]> {
  const result = await db.execute({
    sql: `SELECT ${POI_COLUMNS} FROM poi p ${POI_JOIN}
           WHERE (:regionCode IS NULL OR p.region_code = :regionCode)
             AND (:poiType IS NULL OR p.poi_type = :poiType)
             AND (:since IS NULL OR p.updated_at >= :since)
           ORDER BY p.sort, p.id`,
    args: {
      regionCode: q.regionCode ?? null,
      poiType: q.poiType ?? null,
      since: q.updatedSince ?? null,
      lang,
    },
  });
  return result.rows.map((row) => toPoi(poiRowSchema.parse(row)));
}

/** One POI by its code, or null. */
export async function loadPoi(db: Db, poiCode: string, lang: Language): Promise<Poi | null> {
  const result = await db.execute({
    sql: `SELECT ${POI_COLUMNS} FROM poi p ${POI_JOIN}
           WHERE p.poi_code = :poiCode`,
    args: { poiCode, lang },
  });
  const row = result.rows[0];
  return row ? toPoi(poiRowSchema.parse(row)) : null;
}

/** The content epoch, the newest stamp and the deletions after `afterSeq` (oldest first). */
export async function listChanges(db: Db, q: ListChangesQuery): Promise<ContentChanges> {
  const afterSeq = q.afterSeq ?? 0;
  const [state, tombstones] = await db.batch(
    [
      `SELECT (SELECT epoch FROM cms_state WHERE id = 1) AS epoch,
              max((SELECT coalesce(max(updated_at), 0) FROM catalog),
                  (SELECT coalesce(max(updated_at), 0) FROM info),
                  (SELECT coalesce(max(updated_at), 0) FROM poi)) AS updated_up_to,
              (SELECT coalesce(max(seq), 0) FROM cms_tombstone) AS last_seq`,
      {
        sql: `SELECT kind, key FROM cms_tombstone WHERE seq > ? ORDER BY seq LIMIT ?`,
        args: [afterSeq, LIST_CHANGES_MAX + 1],
      },
    ],
    'read',
  );
  const row = changesRowSchema.parse(state?.rows[0]);
  const deleted = (tombstones?.rows ?? []).map((r) => tombstoneRowSchema.parse(r));
  return {
    epoch: row.epoch,
    updatedUpTo: row.updated_up_to,
    lastSeq: row.last_seq,
    deleted: deleted.slice(0, LIST_CHANGES_MAX),
    truncated: deleted.length > LIST_CHANGES_MAX,
  };
}

/** Every node, item and POI with its stamp (listStamps): the incremental publisher's diff. */
export async function listStamps(db: Db): Promise<ContentStamps> {
  const [state, catalogs, infos, pois] = await db.batch(
    [
      'SELECT epoch FROM cms_state WHERE id = 1',
      'SELECT id, parent_id, catalog_type, poi_code, updated_at FROM catalog ORDER BY id',
      'SELECT id, catalog_id, updated_at FROM info ORDER BY id',
      'SELECT poi_code, updated_at FROM poi ORDER BY poi_code',
    ],
    'read',
  );
  const text = (value: unknown) => String(value);
  const stamp = (value: unknown) => Number(value);
  return {
    epoch: text(state?.rows[0]?.['epoch'] ?? ''),
    catalogs: (catalogs?.rows ?? []).map((r) => [
      text(r['id']),
      r['parent_id'] === null ? null : text(r['parent_id']),
      catalogTypeSchema.parse(r['catalog_type']),
      text(r['poi_code']),
      stamp(r['updated_at']),
    ]),
    infos: (infos?.rows ?? []).map((r) => [
      text(r['id']),
      text(r['catalog_id']),
      stamp(r['updated_at']),
    ]),
    pois: (pois?.rows ?? []).map((r) => [text(r['poi_code']), stamp(r['updated_at'])]),
  };
}
