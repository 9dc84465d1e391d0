import { listPoi } from '../../lib/api/endpoints/cms.ts';
import type { Language, RegionCode } from '../../lib/contract/common.ts';
import { offeredLocations, type Category } from '../../lib/quick-search/rules.ts';
import { setLanguage } from '../../lib/session/language.ts';

/**
 * The places of the quick search (listPoi, SPEC §7) through the one API client, in the page's
 * language: loaded by src/scripts/quick-search/quick-search.ts on the first choice of a category.
 */
export async function placesFor(
  locale: Language,
  region: RegionCode,
  category: number,
): Promise<{ id: string; poiCode: string; poiName: string }[]> {
  setLanguage(locale);
  const type = category as Category;
  return offeredLocations(type, await listPoi({ regionCode: region, poiType: type }));
}
