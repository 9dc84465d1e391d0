import { getCollection, getEntry } from 'astro:content';
import type { CatalogNode, PageCatalogType } from '../lib/contract/cms.ts';
import type { Language } from '../lib/contract/common.ts';
import type { InfoEntryData } from './schemas.ts';

/** A page's catalogue tree and the info items of its nodes. Build time only. */
export interface CatalogPage {
  root: CatalogNode;
  /** Info items by catalogue node id, in sort order. */
  infos: ReadonlyMap<string, readonly InfoEntryData[]>;
  /** Detail page path (without language prefix) of every POI that has one, by poiCode. */
  poiPaths: ReadonlyMap<string, string>;
}

const infosByLang = new Map<Language, Promise<Map<string, InfoEntryData[]>>>();
const poiPathsByLang = new Map<Language, Promise<Map<string, string>>>();

const memo = <T>(cache: Map<Language, Promise<T>>, lang: Language, make: () => Promise<T>) => {
  const cached = cache.get(lang);
  if (cached !== undefined) return cached;
  const pending = make();
  cache.set(lang, pending);
  return pending;
};

async function groupInfos(lang: Language): Promise<Map<string, InfoEntryData[]>> {
  const entries = await getCollection('infos', (e) => e.data.lang === lang);
  const map = new Map<string, InfoEntryData[]>();
  for (const { data } of entries) {
    const list = map.get(data.catalogId) ?? [];
    list.push(data);
    map.set(data.catalogId, list);
  }
  for (const list of map.values())
    list.sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
  return map;
}

/**
 * POI detail paths (SPEC §2: `/{area}/poi/{catalogId}/{poiType}/{poiCode}`) of the POIs that
 * have a POI page.
 */
async function findPoiPaths(lang: Language): Promise<Map<string, string>> {
  const [pages, pois] = await Promise.all([
    getCollection('catalogs', (e) => e.data.lang === lang && e.data.pageType === 'POI'),
    getCollection('pois', (e) => e.data.lang === lang),
  ]);
  const byCode = new Map(pois.map((p) => [p.data.poiCode, p.data]));
  const paths = new Map<string, string>();
  for (const { data } of pages) {
    const poi = byCode.get(data.poiCode);
    if (poi === undefined) continue;
    paths.set(
      poi.poiCode,
      `/${poi.regionCode}/poi/${data.root.id}/${poi.poiType}/${encodeURIComponent(poi.poiCode)}`,
    );
  }
  return paths;
}

/** The page of a kind (INDEX, POI, …) for an area or POI code, or undefined when none exists. */
export async function getCatalogPage(
  lang: Language,
  type: PageCatalogType,
  poiCode: string,
): Promise<CatalogPage | undefined> {
  const entry = await getEntry('catalogs', `${lang}/${type}/${poiCode}`);
  if (entry === undefined) return undefined;
  const [infos, poiPaths] = await Promise.all([
    memo(infosByLang, lang, () => groupInfos(lang)),
    memo(poiPathsByLang, lang, () => findPoiPaths(lang)),
  ]);
  return { root: entry.data.root, infos, poiPaths };
}
