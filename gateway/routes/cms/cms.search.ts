import { sql } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/contract/common.ts';
import type {
  InfoHit,
  SearchInfoQuery,
  SearchInfoResult,
} from '../../../src/lib/contract/search.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern, likeContains, translated } from '../../db/sql.ts';

export const SEARCH_DEFAULT_PAGE_SIZE = 20;

const MAX_DEPTH = 12;

/**
 * The position of every catalogue node in the tree, as a key that sorts like the site shows the
 * nodes: the sort numbers from the root down, each zero-padded (nodes deeper than MAX_DEPTH, or
 * under a missing parent, have none).
 */
async function treeKeys(db: Db): Promise<Map<string, string>> {
  const nodes = await db.selectFrom('catalog').select(['id', 'parent_id', 'sort']).execute();
  const children = new Map<string | null, typeof nodes>();
  for (const node of nodes) {
    children.set(node.parent_id, [...(children.get(node.parent_id) ?? []), node]);
  }
  const keys = new Map<string, string>();
  const walk = (parent: string | null, prefix: string, depth: number) => {
    for (const node of children.get(parent) ?? []) {
      const key = `${prefix}${prefix ? '.' : ''}${String(node.sort).padStart(8, '0')}`;
      keys.set(node.id, key);
      if (depth < MAX_DEPTH) walk(node.id, key, depth + 1);
    }
  };
  walk(null, '', 0);
  return keys;
}

/**
 * searchInfo: info items whose title, summary or tags contain the keyword in the request
 * language (zh-TW fallback), ignoring case; title hits first, then in the order of the site's
 * catalogue tree. Raw HTML blocks are left out, and items without a title.
 */
export async function searchInfo(
  db: Db,
  q: SearchInfoQuery,
  lang: Language,
): Promise<SearchInfoResult> {
  const pageNum = q.pageNum ?? 1;
  const pageSize = q.pageSize ?? SEARCH_DEFAULT_PAGE_SIZE;
  const pattern = containsPattern(q.keyword);
  const title = translated('info_title');
  const summary = translated('info_summary');
  const tag = translated('info_tag');
  let query = db
    .selectFrom('info as i')
    .innerJoin('catalog as c', 'c.id', 'i.catalog_id')
    .leftJoin('info_i18n as l', (j) => j.onRef('l.info_id', '=', 'i.id').on('l.lang', '=', lang))
    .leftJoin('info_i18n as d', (j) =>
      j.onRef('d.info_id', '=', 'i.id').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'i.id',
      'i.catalog_id',
      'i.poi_code',
      'i.region_code',
      'i.info_link',
      'i.sort',
      title.as('info_title'),
      summary.as('info_summary'),
      tag.as('info_tag'),
      sql<number>`CASE WHEN ${likeContains(title, pattern)} THEN 0 ELSE 1 END`.as('rank'),
    ])
    .where('c.catalog_type', '<>', 'RAW_HTML')
    .where(title, '<>', '')
    .where((eb) =>
      eb.or([
        likeContains(title, pattern),
        likeContains(summary, pattern),
        likeContains(tag, pattern),
      ]),
    );
  if (q.regionCode !== undefined) query = query.where('i.region_code', '=', q.regionCode);
  const [hits, keys] = await Promise.all([query.execute(), treeKeys(db)]);
  // nodes outside the tree walk sort first, as a missing key does in SQL
  const keyOf = (catalogId: string) => keys.get(catalogId) ?? '';
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      (keyOf(a.catalog_id) < keyOf(b.catalog_id)
        ? -1
        : keyOf(a.catalog_id) > keyOf(b.catalog_id)
          ? 1
          : 0) ||
      a.sort - b.sort ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const page = hits.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return {
    list: page.map((r): InfoHit => ({
      id: r.id,
      catalogId: r.catalog_id,
      poiCode: r.poi_code,
      regionCode: r.region_code,
      infoTitle: r.info_title,
      infoSummary: r.info_summary,
      infoTag: r.info_tag,
      infoLink: r.info_link,
    })),
    total: hits.length,
    pageNum,
    pageSize,
  };
}
