import { pageName } from '../components/page/labels.ts';
import { GLOBAL_POI_CODE, type Language, type PoiType } from '../lib/contract/common.ts';
import { localeStaticPaths } from '../lib/i18n/routes.ts';
import { ADDRESSES } from '../lib/regions.ts';
import { catalogPage, siteContent, type CatalogPage } from './pages.ts';
import { tracker } from './tracking.ts';
import {
  CONTENT_KINDS,
  CONTENT_SLUGS,
  GUIDE_SLUGS,
  guideDetailPath,
  type ContentSlug,
  type GuideSlug,
  type TabPageKind,
} from '../lib/site/paths.ts';
import {
  areaCatalog,
  detailPages,
  diningPages,
  poiPages,
  poisOf,
  tabPages,
  treeItems,
  type SiteContent,
} from './site-map.ts';
import type { InfoEntryData, PoiEntryData } from './schemas.ts';

/**
 * `getStaticPaths` of the routes under `/{address}` (SPEC §2), in every language: params and
 * the props each page renders. Ids that do not exist get no page, so they answer the 404 page.
 */

type LangParams = { lang: string | undefined };

/**
 * The entries each route list made of one language's content, while the incremental publisher
 * renders (scripts/publish/): its live content keeps a language that a publish did not change
 * as the same object (src/content/live.ts), so an English edit lists the Chinese pages of every
 * route without computing them again, and with the same props objects, whose fingerprints the
 * renderer keeps. A full build computes each list once and keeps nothing here.
 */
const listed = new WeakMap<SiteContent, Map<string, unknown[]>>();

/** Runs `make` once per language with that language's content; `name`: the list, for reuse. */
async function perLanguage<T>(
  name: string,
  make: (content: SiteContent, params: LangParams, locale: Language) => T[],
): Promise<T[]> {
  const all: T[] = [];
  const reuse = tracker().content !== undefined;
  for (const { params, props } of localeStaticPaths()) {
    const content = await siteContent(props.locale);
    let lists = reuse ? listed.get(content) : undefined;
    if (reuse && lists === undefined) {
      lists = new Map();
      listed.set(content, lists);
    }
    let entries = lists?.get(name) as T[] | undefined;
    if (entries === undefined) {
      entries = make(content, params, props.locale);
      lists?.set(name, entries);
    }
    all.push(...entries);
  }
  return all;
}

/** A link to a place: its name and its POI page (or undefined when it has none). */
export interface PlaceLink {
  poi: PoiEntryData;
  path: string | undefined;
}

const placeLinks = (content: SiteContent, pois: readonly PoiEntryData[]): PlaceLink[] =>
  pois.map((poi) => ({ poi, path: content.poiPaths.get(poi.poiCode) }));

/** The booking pages of every address (buy-tickets, buy-hotel), with the places they offer. */
export const bookingRoutes = (types: readonly PoiType[]) =>
  perLanguage(`booking:${types.join(',')}`, (content, params, locale) =>
    ADDRESSES.map((address) => ({
      params: { ...params, address },
      props: { locale, address, places: placeLinks(content, poisOf(content, address, types)) },
    })),
  );

/** The search page of every address, with the POI page paths its results link to. */
export const searchRoutes = () =>
  perLanguage('search', (content, params, locale) => {
    const poiPaths = Object.fromEntries(content.poiPaths);
    return ADDRESSES.map((address) => ({
      params: { ...params, address },
      props: { locale, address, poiPaths },
    }));
  });

/** The generic content pages (discount, guides, service pages, …). */
export const contentRoutes = () =>
  perLanguage('content', (content, params, locale) =>
    ADDRESSES.flatMap((address) =>
      CONTENT_SLUGS.map((kind: ContentSlug) => {
        const entry = areaCatalog(content, CONTENT_KINDS[kind], address);
        const page: CatalogPage | undefined = entry && catalogPage(content, entry.root);
        const guide = (GUIDE_SLUGS as readonly string[]).includes(kind);
        const toc =
          guide && entry
            ? treeItems(content, entry.root).map((item) => ({
                title: item.infoTitle,
                path: guideDetailPath(address, kind as GuideSlug, item.id),
              }))
            : [];
        return {
          params: { ...params, address, kind },
          props: { locale, address, kind, page, toc },
        };
      }),
    ),
  );

/** The one-page views of a guide's items (`play-guide-detail?id=…`). */
export const guideDetailRoutes = (slug: GuideSlug) =>
  perLanguage(`guideDetail:${slug}`, (content, params, locale) =>
    ADDRESSES.map((address) => {
      const entry = areaCatalog(content, CONTENT_KINDS[slug], address);
      const items: InfoEntryData[] = entry ? treeItems(content, entry.root) : [];
      return {
        params: { ...params, address },
        props: { locale, address, slug, name: entry?.root.catalogName ?? '', items },
      };
    }),
  );

/** `annual-card/{catalogId}` and `prepare/{catalogId}`: only the ids that exist. */
export const tabPageRoutes = (kind: TabPageKind) =>
  perLanguage(`tabPage:${kind}`, (content, params, locale) =>
    tabPages(content, kind).map(({ address, entry }) => ({
      params: { ...params, address, catalogId: entry.root.id },
      props: { locale, address, kind, page: catalogPage(content, entry.root) },
    })),
  );

/** `poi/{catalogId}/{poiType}/{poiCode}` of every POI with a POI catalogue. */
export const poiRoutes = () =>
  perLanguage('poi', (content, params, locale) =>
    poiPages(content).map(({ poi, entry, address }) => ({
      params: {
        ...params,
        address,
        catalogId: entry.root.id,
        poiType: String(poi.poiType),
        poiCode: poi.poiCode,
      },
      props: { locale, address, poi, page: catalogPage(content, entry.root) },
    })),
  );

/** `cms-detail/{catalogId}/{poiCode}/{id}` of every info item, under the addresses that show it. */
export const detailRoutes = () =>
  perLanguage('detail', (content, params, locale) =>
    detailPages(content).map(({ address, item, parent }) => ({
      params: {
        ...params,
        address,
        catalogId: item.catalogId,
        poiCode: item.poiCode.trim() || GLOBAL_POI_CODE,
        id: item.id,
      },
      props: {
        locale,
        address,
        item,
        /**
         * The page that shows the item under this address (breadcrumb), if any: its path and
         * name only, so that the detail page depends on them and not on the page's whole tree.
         */
        parent: parent && { path: parent.path, name: pageName(locale, parent.entry, address) },
      },
    })),
  );

/** `buy-food/{poiCode}`: the dining codes of the address's region (home: GZ's). */
export const diningRoutes = () =>
  perLanguage('dining', (content, params, locale) =>
    diningPages(content).map(({ address, poiCode, poi }) => ({
      params: { ...params, address, poiCode },
      props: {
        locale,
        address,
        poiCode,
        poi,
        others: placeLinks(
          content,
          poisOf(content, address, [4]).filter((p) => p.poiCode !== poiCode),
        ),
        page: poi && content.poiPaths.get(poi.poiCode),
      },
    })),
  );
