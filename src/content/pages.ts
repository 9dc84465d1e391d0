import { getCollection } from 'astro:content';
import type { CatalogNode, PageCatalogType } from '../lib/contract/cms.ts';
import type { Language } from '../lib/contract/common.ts';
import type { InfoEntryData } from './schemas.ts';
import { indexContent, type SiteContent } from './site-map.ts';
import { trackedContent } from './tracked.ts';
import { tracker } from './tracking.ts';

/** A page's catalogue tree and the info items of its nodes. Build time only. */
export interface CatalogPage {
  root: CatalogNode;
  /** Info items by catalogue node id, in sort order. */
  infos: ReadonlyMap<string, readonly InfoEntryData[]>;
  /** Detail page path (without language prefix) of every POI that has one, by poiCode. */
  poiPaths: ReadonlyMap<string, string>;
}

const contentByLang = new Map<Language, Promise<SiteContent>>();

async function loadContent(lang: Language): Promise<SiteContent> {
  const [catalogs, infos, pois] = await Promise.all([
    getCollection('catalogs', (e) => e.data.lang === lang),
    getCollection('infos', (e) => e.data.lang === lang),
    getCollection('pois', (e) => e.data.lang === lang),
  ]);
  const content = trackedContent(
    indexContent(
      lang,
      catalogs.map((e) => e.data),
      infos.map((e) => e.data),
      pois.map((e) => e.data),
    ),
  );
  tracker().loaded.set(lang, content);
  return content;
}

/**
 * One language's CMS content, indexed, its lookups recorded for the page rendering
 * (src/content/tracking.ts). Read once per build and language from the content collections; the
 * incremental renderer hands in the live content instead.
 */
export function siteContent(lang: Language): Promise<SiteContent> {
  const live = tracker().content;
  if (live !== undefined) return live(lang) as Promise<SiteContent>;
  const cached = contentByLang.get(lang);
  if (cached !== undefined) return cached;
  const pending = loadContent(lang);
  contentByLang.set(lang, pending);
  return pending;
}

/** The page of a catalogue root, with the items and POI links its blocks need. */
export const catalogPage = (content: SiteContent, root: CatalogNode): CatalogPage => ({
  root,
  infos: content.infos,
  poiPaths: content.poiPaths,
});

/** The page of a kind (INDEX, POI, …) for an area or POI code, or undefined when none exists. */
export async function getCatalogPage(
  lang: Language,
  type: PageCatalogType,
  poiCode: string,
): Promise<CatalogPage | undefined> {
  const content = await siteContent(lang);
  const entry = content.catalogs.get(`${type}/${poiCode}`);
  return entry && catalogPage(content, entry.root);
}
