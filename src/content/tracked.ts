import type { CatalogNode } from '../lib/contract/cms.ts';
import type { Address } from '../lib/contract/common.ts';
import { areaLinks, type AreaLink, type SiteContent } from './site-map.ts';
import {
  ALL,
  derive,
  hashOf,
  isTrackedMap,
  register,
  registerDerivation,
  TrackedMap,
} from './tracking.ts';

/**
 * One language's content as pages read it: the maps of {@link SiteContent} record each lookup
 * (src/content/tracking.ts) and every entry, tree node and item list is registered under its
 * key, so that a page's props count as reads of what they carry.
 */
export function trackedContent(content: SiteContent): SiteContent {
  const { lang } = content;
  const raw = untrackedContent(content);
  const registerTree = (node: CatalogNode, key: string) => {
    register(node, key);
    for (const child of node.children) registerTree(child, key);
  };
  for (const [key, entry] of raw.catalogs) {
    register(entry, `catalog:${lang}:${key}`);
    registerTree(entry.root, `catalog:${lang}:${key}`);
  }
  for (const [catalogId, list] of raw.infos) {
    register(list, `infos:${lang}:${catalogId}`);
    for (const item of list) register(item, `info:${lang}:${item.id}`);
  }
  for (const [code, poi] of raw.pois) register(poi, `poi:${lang}:${code}`);
  return {
    lang,
    catalogs: new TrackedMap(`catalog:${lang}`, raw.catalogs),
    infos: new TrackedMap(`infos:${lang}`, raw.infos),
    pois: new TrackedMap(`poi:${lang}`, raw.pois),
    poiPaths: new TrackedMap(`poiPath:${lang}`, raw.poiPaths),
  };
}

const rawMap = <V>(map: ReadonlyMap<string, V>): ReadonlyMap<string, V> =>
  isTrackedMap(map) ? (map as TrackedMap<V>).raw() : map;

/** The same content without recording (for hashing and the renderer's bookkeeping). */
export const untrackedContent = (content: SiteContent): SiteContent => ({
  lang: content.lang,
  catalogs: rawMap(content.catalogs),
  infos: rawMap(content.infos),
  pois: rawMap(content.pois),
  poiPaths: rawMap(content.poiPaths),
});

/**
 * The hash of every key of one language's content (see tracking.ts for the keys). `cache`
 * keeps the hash of each entry object, so that content that changed in a few places is hashed
 * again only there.
 */
export function contentHashes(
  content: SiteContent,
  into: Map<string, string>,
  cache: WeakMap<object, string>,
): void {
  const { lang, catalogs, infos, pois, poiPaths } = untrackedContent(content);
  const hashed = (value: object): string => {
    let hash = cache.get(value);
    if (hash === undefined) {
      hash = hashOf(value);
      cache.set(value, hash);
    }
    return hash;
  };
  const all: string[] = [];
  for (const [key, entry] of catalogs) {
    const hash = hashed(entry);
    into.set(`catalog:${lang}:${key}`, hash);
    all.push(key, hash);
  }
  into.set(`catalog:${lang}:${ALL}`, hashOf(all));
  all.length = 0;
  for (const [catalogId, list] of infos) {
    const hashes = list.map((item) => {
      const hash = hashed(item);
      into.set(`info:${lang}:${item.id}`, hash);
      return hash;
    });
    const hash = hashOf(hashes);
    into.set(`infos:${lang}:${catalogId}`, hash);
    all.push(catalogId, hash);
  }
  into.set(`infos:${lang}:${ALL}`, hashOf(all));
  all.length = 0;
  for (const [code, poi] of pois) {
    const hash = hashed(poi);
    into.set(`poi:${lang}:${code}`, hash);
    all.push(code, hash);
  }
  into.set(`poi:${lang}:${ALL}`, hashOf(all));
  all.length = 0;
  for (const [code, path] of poiPaths) {
    into.set(`poiPath:${lang}:${code}`, path);
    all.push(code, path);
  }
  into.set(`poiPath:${lang}:${ALL}`, hashOf(all));
}

registerDerivation('areaLinks', areaLinks);

/** The "more" navigation of an address (AreaMore), as a derived value of the content. */
export const moreLinks = (content: SiteContent, address: Address): AreaLink[] =>
  derive(content, 'areaLinks', areaLinks, address);
