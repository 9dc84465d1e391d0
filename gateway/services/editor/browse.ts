import { sql } from 'kysely';
import type { CatalogType } from '../../../src/lib/contract/cms.ts';
import { LANGUAGES, type Language } from '../../../src/lib/contract/common.ts';
import type {
  EditorPage,
  EditorPoi,
  EditorSearchHit,
  EditorSearchQuery,
} from '../../../src/lib/contract/editor.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern, likeContains } from '../../db/sql.ts';
import { loadEditorPoi } from './content.ts';
import { CATALOG, loadEntities, POI } from './store.ts';

/**
 * What the workspace browses: the pages of the site (the root catalogue nodes: one per page
 * kind and code), the places (POIs), and a search of titles in every language.
 */

const names = (texts: Record<Language, Record<string, string>>, field: string) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, texts[lang][field] ?? ''])) as Record<
    Language,
    string
  >;

/** Every page root, in sort order. */
export async function listPages(db: Db): Promise<EditorPage[]> {
  const roots = await loadEntities(db, CATALOG, sql`t.parent_id IS NULL`);
  return roots.map((e) => ({
    id: e.id,
    catalogType: String(e.fields['catalogType']) as CatalogType,
    poiCode: String(e.fields['poiCode']),
    regionCode: String(e.fields['regionCode']),
    names: names(e.i18n, 'catalogName'),
    updatedAt: e.updatedAt,
  }));
}

/** The POIs of a region (or all), in sort order. */
export async function listPois(db: Db, regionCode: string | undefined): Promise<EditorPoi[]> {
  const where = regionCode === undefined ? sql`1 = 1` : sql`t.region_code = ${regionCode}`;
  const codes = (await loadEntities(db, POI, where)).map((e) => String(e.fields['poiCode']));
  return Promise.all(codes.map((code) => loadEditorPoi(db, code)));
}

/**
 * Nodes, items and POIs whose title (node name, item title, POI name) contains the words in
 * any language, ignoring case; items first, then nodes, then POIs, at most `limit`.
 */
export async function searchTitles(db: Db, q: EditorSearchQuery): Promise<EditorSearchHit[]> {
  const pattern = containsPattern(q.q);
  const infos = await db
    .selectFrom('info_i18n as x')
    .innerJoin('info as t', 't.id', 'x.info_id')
    .select(['t.id', 't.catalog_id', 't.region_code'])
    .where(likeContains(sql.ref('x.info_title'), pattern))
    .groupBy(['t.id', 't.catalog_id', 't.region_code', 't.sort'])
    .orderBy('t.sort')
    .orderBy('t.id')
    .limit(q.limit)
    .execute();
  const nodes = await db
    .selectFrom('catalog_i18n as x')
    .innerJoin('catalog as t', 't.id', 'x.catalog_id')
    .select(['t.id', 't.region_code'])
    .where(likeContains(sql.ref('x.catalog_name'), pattern))
    .groupBy(['t.id', 't.region_code', 't.sort'])
    .orderBy('t.sort')
    .orderBy('t.id')
    .limit(q.limit)
    .execute();
  const pois = await db
    .selectFrom('poi_i18n as x')
    .innerJoin('poi as t', 't.id', 'x.poi_id')
    .select(['t.poi_code', 't.region_code'])
    .where(likeContains(sql.ref('x.poi_name'), pattern))
    .groupBy(['t.poi_code', 't.region_code', 't.sort'])
    .orderBy('t.sort')
    .orderBy('t.poi_code')
    .limit(q.limit)
    .execute();
  const titles = async (
    table: 'info_i18n' | 'catalog_i18n' | 'poi_i18n',
    key: string,
    column: string,
    ids: string[],
  ): Promise<Map<string, Record<Language, string>>> => {
    const found = new Map<string, Record<Language, string>>();
    if (ids.length === 0) return found;
    const rows = await sql<{ owner: string; lang: string; title: string }>`
      SELECT ${sql.ref(key)} AS owner, lang, ${sql.ref(column)} AS title
        FROM ${sql.table(table)} WHERE ${sql.ref(key)} IN (${sql.join(ids)})`.execute(db);
    for (const row of rows.rows) {
      const entry = found.get(row.owner) ?? { 'zh-TW': '', 'zh-CN': '', en: '' };
      const lang = LANGUAGES.find((l) => l === row.lang);
      if (lang) entry[lang] = row.title;
      found.set(row.owner, entry);
    }
    return found;
  };
  const empty = { 'zh-TW': '', 'zh-CN': '', en: '' };
  const infoTitles = await titles(
    'info_i18n',
    'info_id',
    'info_title',
    infos.map((r) => r.id),
  );
  const nodeTitles = await titles(
    'catalog_i18n',
    'catalog_id',
    'catalog_name',
    nodes.map((r) => r.id),
  );
  const poiIds = await db
    .selectFrom('poi')
    .select(['id', 'poi_code'])
    .where('poi_code', 'in', pois.length === 0 ? [''] : pois.map((p) => p.poi_code))
    .execute();
  const poiTitles = await titles(
    'poi_i18n',
    'poi_id',
    'poi_name',
    poiIds.map((r) => r.id),
  );
  const poiId = new Map(poiIds.map((r) => [r.poi_code, r.id]));
  const hits: EditorSearchHit[] = [
    ...infos.map((r) => ({
      kind: 'info' as const,
      id: r.id,
      titles: infoTitles.get(r.id) ?? empty,
      catalogId: r.catalog_id,
      regionCode: r.region_code,
    })),
    ...nodes.map((r) => ({
      kind: 'catalog' as const,
      id: r.id,
      titles: nodeTitles.get(r.id) ?? empty,
      catalogId: r.id,
      regionCode: r.region_code,
    })),
    ...pois.map((r) => ({
      kind: 'poi' as const,
      id: r.poi_code,
      titles: poiTitles.get(poiId.get(r.poi_code) ?? '') ?? empty,
      catalogId: null,
      regionCode: r.region_code,
    })),
  ];
  return hits.slice(0, q.limit);
}
