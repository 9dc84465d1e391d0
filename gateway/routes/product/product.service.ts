import type { ExpressionBuilder } from 'kysely';
import type { Poi } from '../../../src/lib/contract/cms.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import type { SearchPoiQuery } from '../../../src/lib/contract/search.ts';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern, likeContains } from '../../db/sql.ts';
import { toPoi } from '../cms/cms.rows.ts';
import { selectPois } from '../cms/cms.service.ts';

type PoiScope = ExpressionBuilder<Database & { p: Database['poi'] }, 'p'>;

/**
 * Places matching a keyword, answered in the request language. The keyword is looked for in
 * every language, so that a visitor who types an English name on the Chinese site still finds
 * the place: in the names, the native name and the code (a name hit), then in the summaries.
 * Name hits come first; ties keep the POIs' sort order.
 */
export async function searchPoi(db: Db, q: SearchPoiQuery, lang: Language): Promise<Poi[]> {
  const pattern = containsPattern(q.keyword);
  /** A translation of the POI (any language) matches on one of `columns`. */
  const anyLanguage =
    (columns: readonly ('poi_name' | 'poi_name_native' | 'poi_summary')[]) => (eb: PoiScope) =>
      eb.exists(
        eb
          .selectFrom('poi_i18n as n')
          .select('n.poi_id')
          .whereRef('n.poi_id', '=', 'p.id')
          .where((inner) =>
            inner.or(columns.map((c) => likeContains(inner.ref(`n.${c}`), pattern))),
          ),
      );
  const nameHit = (eb: PoiScope) =>
    eb.or([
      likeContains(eb.ref('p.poi_code'), pattern),
      anyLanguage(['poi_name', 'poi_name_native'])(eb),
    ]);
  let query = selectPois(db, lang)
    .select((eb) => eb.case().when(nameHit(eb)).then(eb.lit(0)).else(eb.lit(1)).end().as('rank'))
    .where((eb) =>
      eb.or([
        likeContains(eb.ref('p.poi_code'), pattern),
        anyLanguage(['poi_name', 'poi_name_native', 'poi_summary'])(eb),
      ]),
    );
  if (q.regionCode !== undefined) query = query.where('p.region_code', '=', q.regionCode);
  if (q.poiType !== undefined) query = query.where('p.poi_type', '=', q.poiType);
  const rows = await query.orderBy('rank').orderBy('p.sort').orderBy('p.id').execute();
  return rows.map(toPoi);
}
