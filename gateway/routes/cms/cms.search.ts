import * as z from 'zod/mini';
import type { Language } from '../../../src/lib/contract/common.ts';
import type {
  InfoHit,
  SearchInfoQuery,
  SearchInfoResult,
} from '../../../src/lib/contract/search.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern, i18nJoin, LIKE_ESCAPE, translated } from '../../db/sql.ts';

export const SEARCH_DEFAULT_PAGE_SIZE = 20;

/** Deepest catalogue path walked to order the hits; guards the recursive query against a cycle. */
const MAX_DEPTH = 12;

const text = z.string();
const hitRowSchema = z.object({
  id: text,
  catalog_id: text,
  poi_code: text,
  region_code: text,
  info_title: text,
  info_summary: text,
  info_tag: text,
  info_link: text,
});
const countRowSchema = z.object({ total: z.number().check(z.int()) });

const toHit = (r: z.infer<typeof hitRowSchema>): InfoHit => ({
  id: r.id,
  catalogId: r.catalog_id,
  poiCode: r.poi_code,
  regionCode: r.region_code,
  infoTitle: r.info_title,
  infoSummary: r.info_summary,
  infoTag: r.info_tag,
  infoLink: r.info_link,
});

/**
 * The matching items with their texts in the request language (zh-TW when missing): items
 * whose title, summary or tags contain the keyword. Raw HTML blocks are never offered as
 * search hits (their markup is only fit for the page that sanitises it), nor are untitled
 * items. Home items (region '') match only when no region is asked for.
 */
const HITS = `WITH RECURSIVE path (id, depth, key) AS (
    SELECT id, 0, printf('%08d', sort) FROM catalog WHERE parent_id IS NULL
    UNION ALL
    SELECT c.id, path.depth + 1, path.key || printf('.%08d', c.sort)
      FROM catalog c JOIN path ON c.parent_id = path.id
     WHERE path.depth < ${MAX_DEPTH}
  ),
  items AS (
    SELECT i.id, i.catalog_id, i.poi_code, i.region_code, i.info_link, i.sort,
           ${translated('info_title')} AS info_title,
           ${translated('info_summary')} AS info_summary,
           ${translated('info_tag')} AS info_tag
      FROM info i JOIN catalog c ON c.id = i.catalog_id
      ${i18nJoin('info_i18n', 'info_id', 'i.id')}
     WHERE c.catalog_type <> 'RAW_HTML'
       AND (:regionCode IS NULL OR i.region_code = :regionCode)
  ),
  hits AS (
    SELECT items.*, CASE WHEN info_title LIKE :pattern ${LIKE_ESCAPE} THEN 0 ELSE 1 END AS rank
      FROM items
     WHERE info_title <> ''
       AND (info_title LIKE :pattern ${LIKE_ESCAPE}
            OR info_summary LIKE :pattern ${LIKE_ESCAPE}
            OR info_tag LIKE :pattern ${LIKE_ESCAPE})
  )`;

/** One page of the content items matching a keyword: title hits first, then in page order. */
export async function searchInfo(
  db: Db,
  q: SearchInfoQuery,
  lang: Language,
): Promise<SearchInfoResult> {
  const pageNum = q.pageNum ?? 1;
  const pageSize = q.pageSize ?? SEARCH_DEFAULT_PAGE_SIZE;
  const args = {
    pattern: containsPattern(q.keyword),
    regionCode: q.regionCode ?? null,
    lang,
  };
  const [page, count] = await db.batch(
    [
      {
        sql: `${HITS}
              SELECT hits.id, hits.catalog_id, hits.poi_code, hits.region_code, hits.info_title,
                     hits.info_summary, hits.info_tag, hits.info_link
                FROM hits LEFT JOIN path ON path.id = hits.catalog_id
               ORDER BY hits.rank, path.key, hits.sort, hits.id
               LIMIT :limit OFFSET :offset`,
        args: { ...args, limit: pageSize, offset: (pageNum - 1) * pageSize },
      },
      { sql: `${HITS} SELECT COUNT(*) AS total FROM hits`, args },
    ],
    'read',
  );
  return {
    list: (page?.rows ?? []).map((row) => toHit(hitRowSchema.parse(row))),
    total: countRowSchema.parse(count?.rows[0]).total,
    pageNum,
    pageSize,
  };
}
