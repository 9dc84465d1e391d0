import { sql } from 'kysely';
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
import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/contract/common.ts';
import { transaction, type Db } from '../../db/client.ts';
import { translated } from '../../db/sql.ts';
import { contentKind, toCatalogNode, toInfoItem, toPoi } from './cms.rows.ts';

/**
 * The CMS readers of SPEC §7 (listCatalog, listInfo, listPoi, load, listChanges): translated
 * texts in the request language, zh-TW where a translation is missing or empty.
 */

const MAX_DEPTH = 12;

export async function listCatalog(
  db: Db,
  q: ListCatalogQuery,
  lang: Language,
): Promise<CatalogNode[]> {
  const rows = await db
    .withRecursive('tree(id, depth)', (qc) =>
      qc
        .selectFrom('catalog')
        .select(['id', sql<number>`0`.as('depth')])
        .where('parent_id', 'is', null)
        .where('catalog_type', '=', q.catalogType)
        .where('poi_code', '=', q.poiCode)
        .unionAll(
          qc
            .selectFrom('catalog as c')
            .innerJoin('tree as t', 't.id', 'c.parent_id')
            .select(['c.id', sql<number>`t.depth + 1`.as('depth')])
            .where('t.depth', '<', MAX_DEPTH),
        ),
    )
    .selectFrom('tree')
    .innerJoin('catalog as c', 'c.id', 'tree.id')
    .leftJoin('catalog_i18n as l', (j) =>
      j.onRef('l.catalog_id', '=', 'c.id').on('l.lang', '=', lang),
    )
    .leftJoin('catalog_i18n as d', (j) =>
      j.onRef('d.catalog_id', '=', 'c.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'c.id',
      'c.parent_id',
      'c.catalog_code',
      'c.catalog_type',
      'c.poi_code',
      'c.region_code',
      'c.sort',
      'c.updated_at',
      translated('catalog_name').as('catalog_name'),
      translated('catalog_desc').as('catalog_desc'),
    ])
    .orderBy('tree.depth')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
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

export async function listInfo(db: Db, q: ListInfoQuery, lang: Language): Promise<InfoItem[]> {
  const ids = [...new Set(q.catalogIds)];
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('info as i')
    .leftJoin('info_i18n as l', (j) => j.onRef('l.info_id', '=', 'i.id').on('l.lang', '=', lang))
    .leftJoin('info_i18n as d', (j) =>
      j.onRef('d.info_id', '=', 'i.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'i.id',
      'i.catalog_id',
      'i.poi_code',
      'i.region_code',
      'i.info_img_link',
      'i.info_link',
      'i.sort',
      'i.updated_at',
      translated('info_title').as('info_title'),
      translated('info_summary').as('info_summary'),
      translated('info_desc').as('info_desc'),
      translated('info_tag').as('info_tag'),
    ])
    .where('i.catalog_id', 'in', ids);
  if (q.poiCode !== undefined) query = query.where('i.poi_code', '=', q.poiCode);
  if (q.regionCode !== undefined) query = query.where('i.region_code', '=', q.regionCode);
  if (q.updatedSince !== undefined) query = query.where('i.updated_at', '>=', q.updatedSince);
  const rows = await query.execute();
  // in the order the catalogue nodes were asked for, then each node's own order
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort(
    (a, b) =>
      (position.get(a.catalog_id) ?? 0) - (position.get(b.catalog_id) ?? 0) ||
      a.sort - b.sort ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return rows.map(toInfoItem);
}

/** POIs with their texts in `lang` (zh-TW fallback), to be filtered and ordered by the caller. */
export const selectPois = (db: Db, lang: Language) =>
  db
    .selectFrom('poi as p')
    .leftJoin('poi_i18n as l', (j) => j.onRef('l.poi_id', '=', 'p.id').on('l.lang', '=', lang))
    .leftJoin('poi_i18n as d', (j) =>
      j.onRef('d.poi_id', '=', 'p.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'p.id',
      'p.poi_code',
      'p.poi_type',
      'p.region_code',
      'p.img_main',
      'p.sort',
      'p.updated_at',
      translated('poi_name').as('poi_name'),
      translated('poi_name_native').as('poi_name_native'),
      translated('poi_summary').as('poi_summary'),
      translated('poi_refund_desc').as('poi_refund_desc'),
    ]);

export async function listPoi(db: Db, q: ListPoiQuery, lang: Language): Promise<Poi[]> {
  let query = selectPois(db, lang);
  if (q.regionCode !== undefined) query = query.where('p.region_code', '=', q.regionCode);
  if (q.poiType !== undefined) query = query.where('p.poi_type', '=', q.poiType);
  if (q.updatedSince !== undefined) query = query.where('p.updated_at', '>=', q.updatedSince);
  const rows = await query.orderBy('p.sort').orderBy('p.id').execute();
  return rows.map(toPoi);
}

export async function loadPoi(db: Db, poiCode: string, lang: Language): Promise<Poi | null> {
  const row = await selectPois(db, lang).where('p.poi_code', '=', poiCode).executeTakeFirst();
  return row ? toPoi(row) : null;
}

/** The newest updated_at of a content table (0 when empty). */
const newest = async (db: Db, table: 'catalog' | 'info' | 'poi'): Promise<number> => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .executeTakeFirst();
  return row?.at ?? 0;
};

export async function listChanges(db: Db, q: ListChangesQuery): Promise<ContentChanges> {
  const afterSeq = q.afterSeq ?? 0;
  const [state, catalog, info, poi, last, tombstones] = await Promise.all([
    db.selectFrom('cms_state').select('epoch').where('id', '=', 1).executeTakeFirstOrThrow(),
    newest(db, 'catalog'),
    newest(db, 'info'),
    newest(db, 'poi'),
    db
      .selectFrom('cms_tombstone')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst(),
    db
      .selectFrom('cms_tombstone')
      .select(['kind', 'key'])
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(LIST_CHANGES_MAX + 1)
      .execute(),
  ]);
  const deleted = tombstones.map((r) => ({ kind: contentKind(r.kind), key: r.key }));
  return {
    epoch: state.epoch,
    updatedUpTo: Math.max(catalog, info, poi),
    lastSeq: last?.seq ?? 0,
    deleted: deleted.slice(0, LIST_CHANGES_MAX),
    truncated: deleted.length > LIST_CHANGES_MAX,
  };
}

/**
 * Every node, item and POI with its stamp (listStamps): the incremental publisher's diff, read
 * from one snapshot of the database.
 */
export async function listStamps(db: Db): Promise<ContentStamps> {
  // one statement after another: a transaction runs on one connection
  const { state, catalogs, infos, pois } = await transaction(
    db,
    async (trx) => ({
      state: await trx
        .selectFrom('cms_state')
        .select('epoch')
        .where('id', '=', 1)
        .executeTakeFirst(),
      catalogs: await trx
        .selectFrom('catalog')
        .select(['id', 'parent_id', 'catalog_type', 'poi_code', 'updated_at'])
        .orderBy('id')
        .execute(),
      infos: await trx
        .selectFrom('info')
        .select(['id', 'catalog_id', 'updated_at'])
        .orderBy('id')
        .execute(),
      pois: await trx
        .selectFrom('poi')
        .select(['poi_code', 'updated_at'])
        .orderBy('poi_code')
        .execute(),
    }),
    { snapshot: true },
  );
  return {
    epoch: state?.epoch ?? '',
    catalogs: catalogs.map((r) => [
      r.id,
      r.parent_id,
      catalogTypeSchema.parse(r.catalog_type),
      r.poi_code,
      r.updated_at,
    ]),
    infos: infos.map((r) => [r.id, r.catalog_id, r.updated_at]),
    pois: pois.map((r) => [r.poi_code, r.updated_at]),
  };
}
