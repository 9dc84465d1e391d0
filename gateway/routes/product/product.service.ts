import type { Poi } from '../../../src/lib/contract/cms.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import type { SearchPoiQuery } from '../../../src/lib/contract/search.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern, LIKE_ESCAPE } from '../../db/sql.ts';
import { poiRowSchema, toPoi } from '../cms/cms.rows.ts';
import { POI_COLUMNS, POI_JOIN } from '../cms/cms.service.ts';

/**
 * Places matching a keyword, answered in the request language. The keyword is looked for in
 * every language, so that a visitor who types an English name on the Chinese site still finds
 * the place: in the names, the native name and the code (a name hit), then in the summaries.
 * Name hits come first; ties keep the POIs' sort order.
 */
export async function searchPoi(db: Db, q: SearchPoiQuery, lang: Language): Promise<Poi[]> {
  const like = (column: string) => `${column} LIKE :pattern ${LIKE_ESCAPE}`;
  const result = await db.execute({
    sql: `WITH hits (id, rank) AS (
            SELECT p.id,
                   CASE WHEN ${like('p.poi_code')} OR EXISTS (
                          SELECT 1 FROM poi_i18n n WHERE n.poi_id = p.id
                             AND (${like('n.poi_name')} OR ${like('n.poi_name_native')}))
                        THEN 0 ELSE 1 END
              FROM poi p
             WHERE (:regionCode IS NULL OR p.region_code = :regionCode)
               AND (:poiType IS NULL OR p.poi_type = :poiType)
               AND (${like('p.poi_code')} OR EXISTS (
                      SELECT 1 FROM poi_i18n n WHERE n.poi_id = p.id
                         AND (${like('n.poi_name')} OR ${like('n.poi_name_native')}
                              OR ${like('n.poi_summary')})))
          )
          SELECT ${POI_COLUMNS} FROM hits JOIN poi p ON p.id = hits.id ${POI_JOIN}
           ORDER BY hits.rank, p.sort, p.id`,
    args: {
      pattern: containsPattern(q.keyword),
      regionCode: q.regionCode ?? null,
      poiType: q.poiType ?? null,
      lang,
    },
  });
  return result.rows.map((row) => toPoi(poiRowSchema.parse(row)));
}
