import type { CatalogNode, PageCatalogType } from '../lib/contract/cms.ts';
import {
  ADDRESSES,
  DINING_POI_CODES,
  HOME_DEFAULT_REGION,
  type Address,
  type Language,
} from '../lib/contract/common.ts';
import {
  addressOfRegion,
  areaPath,
  buyHotelPath,
  buyTicketsPath,
  cmsDetailPath,
  CONTENT_KINDS,
  CONTENT_SLUGS,
  contentPath,
  poiPagePath,
  regionOfAddress,
  searchPath,
  TAB_PAGE_SLUGS,
  tabPagePath,
  type TabPageKind,
} from '../lib/site/paths.ts';
import type { CatalogEntryData, InfoEntryData, PoiEntryData } from './schemas.ts';

/**
 * The site's pages worked out from one language's CMS content: which catalogue each route
 * shows, which POI, info item and dining pages exist. Pure functions over plain data (the
 * collections are read in pages.ts), so that the rules are unit-tested without Astro.
 */

/** One language's content, indexed. */
export interface SiteContent {
  lang: Language;
  /** Page catalogues by `<pageType>/<poiCode>`. */
  catalogs: ReadonlyMap<string, CatalogEntryData>;
  /** Info items by catalogue node id, in sort order. */
  infos: ReadonlyMap<string, readonly InfoEntryData[]>;
  /** POIs by poiCode. */
  pois: ReadonlyMap<string, PoiEntryData>;
  /** POI page paths by poiCode, for the POIs that have a POI catalogue. */
  poiPaths: ReadonlyMap<string, string>;
}

const byOrder = (a: InfoEntryData, b: InfoEntryData): number =>
  a.sort - b.sort || a.id.localeCompare(b.id, 'en', { numeric: true });

const byKey = <T>([a]: [string, T], [b]: [string, T]): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Indexes one language's content. Every map is in a fixed order (catalogues by key, items by
 * node id, POIs by code), whatever order the entries came in: a page built from content synced
 * in several steps is the same as one built from a full sync.
 */
export function indexContent(
  lang: Language,
  catalogs: readonly CatalogEntryData[],
  infos: readonly InfoEntryData[],
  pois: readonly PoiEntryData[],
): SiteContent {
  const catalogMap = new Map(
    catalogs.map((c): [string, CatalogEntryData] => [`${c.pageType}/${c.poiCode}`, c]).sort(byKey),
  );
  const grouped = new Map<string, InfoEntryData[]>();
  for (const item of infos) {
    const list = grouped.get(item.catalogId) ?? [];
    list.push(item);
    grouped.set(item.catalogId, list);
  }
  for (const list of grouped.values()) list.sort(byOrder);
  const infoMap = new Map([...grouped].sort(byKey));
  const poiMap = new Map(pois.map((p): [string, PoiEntryData] => [p.poiCode, p]).sort(byKey));
  const poiPaths = new Map<string, string>();
  for (const entry of catalogMap.values()) {
    const poi = entry.pageType === 'POI' ? poiMap.get(entry.poiCode) : undefined;
    if (poi !== undefined)
      poiPaths.set(poi.poiCode, poiPagePath({ ...poi, catalogId: entry.root.id }));
  }
  return { lang, catalogs: catalogMap, infos: infoMap, pois: poiMap, poiPaths };
}

/** The catalogue poiCode of an address's area pages. */
const catalogCode = (address: Address): string => (address === 'home' ? 'HOME' : address);

/**
 * The catalogue an address shows for a page kind: its own; for home, GZ's when HOME has none
 * (SPEC §2: the home route's default region is GZ); undefined when nothing exists.
 */
export function areaCatalog(
  content: SiteContent,
  type: PageCatalogType,
  address: Address,
): CatalogEntryData | undefined {
  const own = content.catalogs.get(`${type}/${catalogCode(address)}`);
  if (own !== undefined || address !== 'home') return own;
  return content.catalogs.get(`${type}/${HOME_DEFAULT_REGION}`);
}

/** Every info item of a catalogue tree, node by node in tree order. */
export function treeItems(content: SiteContent, root: CatalogNode): InfoEntryData[] {
  const items: InfoEntryData[] = [...(content.infos.get(root.id) ?? [])];
  for (const child of root.children) items.push(...treeItems(content, child));
  return items;
}

export interface PoiPage {
  poi: PoiEntryData;
  entry: CatalogEntryData;
  address: Address;
  path: string;
}

/** The POI pages: one per POI catalogue whose POI exists, under the POI's region. */
export function poiPages(content: SiteContent): PoiPage[] {
  const pages: PoiPage[] = [];
  for (const [code, path] of content.poiPaths) {
    const poi = content.pois.get(code);
    const entry = content.catalogs.get(`POI/${code}`);
    if (poi === undefined || entry === undefined) continue;
    pages.push({ poi, entry, address: addressOfRegion(poi.regionCode), path });
  }
  return pages;
}

/** A catalogue page as it is shown under one address. */
export interface ShownPage {
  address: Address;
  entry: CatalogEntryData;
  path: string;
}

/** The pages of an address with a catalogue id in their path (annual card, preparation). */
export function tabPages(content: SiteContent, kind: TabPageKind): ShownPage[] {
  return ADDRESSES.flatMap((address) => {
    const entry = areaCatalog(content, kind, address);
    return entry ? [{ address, entry, path: tabPagePath(address, kind, entry.root.id) }] : [];
  });
}

/** Every catalogue page that is shown somewhere, with the address it is shown under. */
export function shownPages(content: SiteContent): ShownPage[] {
  const pages: ShownPage[] = [];
  for (const address of ADDRESSES) {
    const index = areaCatalog(content, 'INDEX', address);
    if (index) pages.push({ address, entry: index, path: areaPath(address) });
    for (const slug of CONTENT_SLUGS) {
      const entry = areaCatalog(content, CONTENT_KINDS[slug], address);
      if (entry) pages.push({ address, entry, path: contentPath(address, slug) });
    }
  }
  for (const kind of Object.keys(TAB_PAGE_SLUGS) as TabPageKind[]) {
    pages.push(...tabPages(content, kind));
  }
  for (const { address, entry, path } of poiPages(content)) pages.push({ address, entry, path });
  return pages;
}

export interface DetailPage {
  address: Address;
  item: InfoEntryData;
  path: string;
  /** The page that shows the item under this address, if one does. */
  parent: ShownPage | undefined;
}

/**
 * The content detail pages (SPEC §2 `cms-detail/{catalogId}/{poiCode}/{id}`): every item under
 * the address of each page that shows it (where its cards link to), and every item under the
 * address of its own region (where search results link to: home for items without a region).
 */
export function detailPages(content: SiteContent): DetailPage[] {
  const pages = new Map<string, DetailPage>();
  const add = (address: Address, item: InfoEntryData, parent: ShownPage | undefined) => {
    const path = cmsDetailPath({ address, ...item });
    if (path === undefined || pages.has(path)) return;
    pages.set(path, { address, item, path, parent });
  };
  for (const page of shownPages(content)) {
    for (const item of treeItems(content, page.entry.root)) add(page.address, item, page);
  }
  for (const list of content.infos.values()) {
    for (const item of list) add(addressOfRegion(item.regionCode), item, undefined);
  }
  return [...pages.values()];
}

export interface DiningPage {
  address: Address;
  poiCode: string;
  poi: PoiEntryData | undefined;
}

/**
 * The dining purchase pages `buy-food/{poiCode}`: one per dining POI code (SPEC §3) of the
 * address's region (home: GZ's). A code's region comes from its POI, or from its prefix.
 */
export function diningPages(content: SiteContent): DiningPage[] {
  return ADDRESSES.flatMap((address) => {
    const region = regionOfAddress(address);
    return DINING_POI_CODES.flatMap((poiCode) => {
      const poi = content.pois.get(poiCode);
      const poiRegion = poi?.regionCode ?? poiCode.split('_')[0];
      return poiRegion === region ? [{ address, poiCode, poi }] : [];
    });
  });
}

/** The POIs of a region of some types, in sort order. */
export function poisOf(
  content: SiteContent,
  address: Address,
  types: readonly number[],
): PoiEntryData[] {
  const region = regionOfAddress(address);
  return [...content.pois.values()]
    .filter((p) => p.regionCode === region && types.includes(p.poiType))
    .sort((a, b) => a.sort - b.sort || a.poiCode.localeCompare(b.poiCode));
}

/** What the "more" navigation of an address links to. */
export type AreaLinkKind =
  Exclude<PageCatalogType, 'INDEX' | 'POI' | 'CONTENT'> | 'SEARCH' | 'BUY_TICKETS' | 'BUY_HOTEL';
export type AreaLinkGroup = 'plan' | 'book' | 'help' | 'about';

export interface AreaLink {
  kind: AreaLinkKind;
  group: AreaLinkGroup;
  path: string;
}

const LINK_GROUPS: readonly (readonly [AreaLinkGroup, readonly AreaLinkKind[]])[] = [
  ['plan', ['PLAY_GUIDE', 'TRAFFIC_GUIDE', 'VACATION_MAP', 'PREPARE']],
  ['book', ['BUY_TICKETS', 'BUY_HOTEL', 'ANNUAL_CARD', 'DISCOUNT']],
  ['help', ['COMMON_PROBLEM', 'PAYMENT_INSTRUCTIONS', 'SERVICE_CENTER', 'SEARCH']],
  ['about', ['STUDY_FURTHER', 'GROUP_HONOR']],
];

const SLUG_OF_KIND: ReadonlyMap<string, (typeof CONTENT_SLUGS)[number]> = new Map(
  CONTENT_SLUGS.map((slug) => [CONTENT_KINDS[slug], slug]),
);

/** The path of a link kind under an address, or undefined when that page has nothing to show. */
function areaLinkPath(content: SiteContent, address: Address, kind: AreaLinkKind) {
  switch (kind) {
    case 'SEARCH':
      return searchPath(address);
    case 'BUY_TICKETS':
      return poisOf(content, address, [1, 2]).length > 0 ? buyTicketsPath(address) : undefined;
    case 'BUY_HOTEL':
      return poisOf(content, address, [3]).length > 0 ? buyHotelPath(address) : undefined;
    case 'ANNUAL_CARD':
    case 'PREPARE': {
      const entry = areaCatalog(content, kind, address);
      return entry && tabPagePath(address, kind, entry.root.id);
    }
    case 'COMMON_PROBLEM':
    case 'DISCOUNT':
    case 'GROUP_HONOR':
    case 'PAYMENT_INSTRUCTIONS':
    case 'PLAY_GUIDE':
    case 'SERVICE_CENTER':
    case 'STUDY_FURTHER':
    case 'TRAFFIC_GUIDE':
    case 'VACATION_MAP': {
      const slug = SLUG_OF_KIND.get(kind);
      return slug && areaCatalog(content, kind, address) ? contentPath(address, slug) : undefined;
    }
  }
}

/**
 * The guides, booking and service pages of an address that have something to show, grouped
 * for the "more" navigation of every page.
 */
export function areaLinks(content: SiteContent, address: Address): AreaLink[] {
  return LINK_GROUPS.flatMap(([group, kinds]) =>
    kinds.flatMap((kind) => {
      const path = areaLinkPath(content, address, kind);
      return path === undefined ? [] : [{ kind, group, path }];
    }),
  );
}
