import type { PageCatalogType } from '../contract/cms.ts';
import {
  GLOBAL_POI_CODE,
  HOME_DEFAULT_REGION,
  isDiningPoiCode,
  POI_TYPE,
  REGION_CODES,
  type Address,
  type PoiType,
  type RegionCode,
} from '../contract/common.ts';

/**
 * Paths of the pages under `/{address}` (SPEC §2), without language prefix: pass them through
 * `localizePath`. Pure functions, shared by the pages, the CMS blocks and the search island.
 */

/** The generic content pages: URL segment → page kind (catalogType of the catalogue root). */
export const CONTENT_KINDS = {
  discount: 'DISCOUNT',
  'study-further': 'STUDY_FURTHER',
  'group-Honor': 'GROUP_HONOR',
  'play-guide': 'PLAY_GUIDE',
  'traffic-guide': 'TRAFFIC_GUIDE',
  'vacation-map': 'VACATION_MAP',
  'common-problem': 'COMMON_PROBLEM',
  'payment-instructions': 'PAYMENT_INSTRUCTIONS',
  'service-center': 'SERVICE_CENTER',
} as const satisfies Record<string, PageCatalogType>;
export type ContentSlug = keyof typeof CONTENT_KINDS;
export const CONTENT_SLUGS = Object.keys(CONTENT_KINDS) as ContentSlug[];

/** The guides whose items also have a one-page detail view (`…-detail?id=`). */
export const GUIDE_SLUGS = ['play-guide', 'traffic-guide', 'vacation-map'] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** Page kinds reached by their root id: `annual-card/{catalogId}`, `prepare/{catalogId}`. */
export const TAB_PAGE_SLUGS = { ANNUAL_CARD: 'annual-card', PREPARE: 'prepare' } as const;
export type TabPageKind = keyof typeof TAB_PAGE_SLUGS;

/** The address of content of a region code ('' or anything unknown: home). */
export const addressOfRegion = (regionCode: string): Address =>
  REGION_CODES.find((code) => code === regionCode) ?? 'home';

/** The region whose products an address offers (home: GZ, SPEC §2). */
export const regionOfAddress = (address: Address): RegionCode =>
  address === 'home' ? HOME_DEFAULT_REGION : address;

const segment = (value: string): string => encodeURIComponent(value);

export const areaPath = (address: Address): string => `/${address}`;

export const contentPath = (address: Address, slug: ContentSlug): string => `/${address}/${slug}`;

export const tabPagePath = (address: Address, kind: TabPageKind, catalogId: string): string =>
  `/${address}/${TAB_PAGE_SLUGS[kind]}/${segment(catalogId)}`;

/** `/{address}/{guide}-detail`, with `?id=` selecting one item. */
export const guideDetailPath = (address: Address, slug: GuideSlug, id?: string): string =>
  `/${address}/${slug}-detail${id === undefined ? '' : `?id=${segment(id)}`}`;

/** The POI page `/{region}/poi/{catalogId}/{poiType}/{poiCode}` under the POI's own region. */
export const poiPagePath = (poi: {
  regionCode: string;
  poiType: PoiType;
  poiCode: string;
  catalogId: string;
}): string =>
  `/${addressOfRegion(poi.regionCode)}/poi/${segment(poi.catalogId)}/${poi.poiType}/${segment(poi.poiCode)}`;

export const searchPath = (address: Address): string => `/${address}/search`;
export const buyTicketsPath = (address: Address): string => `/${address}/buy-tickets`;
export const buyHotelPath = (address: Address): string => `/${address}/buy-hotel`;
export const buyFoodPath = (address: Address, poiCode: string): string =>
  `/${address}/buy-food/${segment(poiCode)}`;

export interface CmsDetailTarget {
  address: Address;
  catalogId: string | null | undefined;
  /** The item's poiCode; empty or missing falls back to GLOBAL (SPEC §2). */
  poiCode?: string | null | undefined;
  id: string | null | undefined;
}

/**
 * The content detail page `/{address}/cms-detail/{catalogId}/{poiCode}/{id}` of an info item,
 * or undefined when catalogId or id is missing: such an item renders no link (SPEC §2,
 * "navigation is skipped").
 */
export function cmsDetailPath({
  address,
  catalogId,
  poiCode,
  id,
}: CmsDetailTarget): string | undefined {
  const catalog = catalogId?.trim() ?? '';
  const item = id?.trim() ?? '';
  if (catalog === '' || item === '') return undefined;
  const code = poiCode?.trim() || GLOBAL_POI_CODE;
  return `/${address}/cms-detail/${segment(catalog)}/${segment(code)}/${segment(item)}`;
}

/** What a POI needs for its booking page. */
export interface BookablePoi {
  id: string;
  poiCode: string;
  poiType: PoiType;
  regionCode: string;
}

/**
 * The booking page of a POI under its region: tickets for parks and shows, hotel booking for
 * hotels (with `poiType` and `poiId` as the quick search passes them), the dining page of a
 * dining POI; undefined for catering places outside the dining list.
 */
export function bookingPath(poi: BookablePoi): string | undefined {
  const address = addressOfRegion(poi.regionCode);
  if (poi.poiType === POI_TYPE.dining) {
    return isDiningPoiCode(poi.poiCode) ? buyFoodPath(address, poi.poiCode) : undefined;
  }
  const page = poi.poiType === POI_TYPE.hotel ? buyHotelPath(address) : buyTicketsPath(address);
  return `${page}?poiType=${poi.poiType}&poiId=${segment(poi.id)}`;
}

/**
 * Where a place leads from search: the dining page of a dining POI, else its POI page (paths by
 * poiCode, as the build knows them), else its booking page.
 */
export function placePath(
  poi: BookablePoi,
  poiPaths: Readonly<Record<string, string>>,
): string | undefined {
  const page = Object.hasOwn(poiPaths, poi.poiCode) ? poiPaths[poi.poiCode] : undefined;
  return poi.poiType === POI_TYPE.dining ? bookingPath(poi) : (page ?? bookingPath(poi));
}

// ---- links to one product -------------------------------------------------------------------

/** A product (or package) of the area, as a content page names it for its booking link. */
export type ProductTarget =
  | { kind: 'tickets'; address: Address; productId: string }
  | { kind: 'food'; address: Address; poiCode: string; productId: string }
  | { kind: 'offer'; address: Address; productId: string }
  | { kind: 'package'; address: Address; aggId: string };

/**
 * The id of the discount page's booking form: links to an offer or package end with it, so the
 * page opens at the form (which starts when it scrolls into view) with the offer chosen, not at
 * the cards that link there.
 */
export const OFFERS_FORM_ID = 'book';

/**
 * The buy page of one product with that product chosen (`?productId=`; a package: the discount
 * page with `?aggId=`): ticket products on buy-tickets, dining sets on their restaurant's page,
 * offers on the discount page (at its booking form). The buy pages read the id when they start.
 */
export function productPath(target: ProductTarget): string {
  switch (target.kind) {
    case 'tickets':
      return `${buyTicketsPath(target.address)}?productId=${segment(target.productId)}`;
    case 'food':
      return `${buyFoodPath(target.address, target.poiCode)}?productId=${segment(target.productId)}`;
    case 'offer':
      return `${contentPath(target.address, 'discount')}?productId=${segment(target.productId)}#${OFFERS_FORM_ID}`;
    case 'package':
      return `${contentPath(target.address, 'discount')}?aggId=${segment(target.aggId)}#${OFFERS_FORM_ID}`;
  }
}

/** What a buy page sells, for the words of a link to it. */
export type BookingKind = 'tickets' | 'hotel' | 'food' | 'offer';

const BOOKING_PAGES: Readonly<Record<string, BookingKind>> = {
  'buy-tickets': 'tickets',
  'buy-hotel': 'hotel',
  'buy-food': 'food',
  discount: 'offer',
};

/**
 * The kind of buy page a link of the product (a CMS link without language prefix:
 * `/GZ/buy-tickets?productId=…`, `GZ/buy-food/GZ_DIM_SUM_HOUSE`) opens, or undefined when it
 * opens something else (a guide, another site).
 */
export function bookingKindOfLink(link: string): BookingKind | undefined {
  const path = link.trim().split(/[?#]/, 1)[0] ?? '';
  const parts = path.split('/').filter((s) => s !== '');
  const [address, page] = parts;
  if (address === undefined || page === undefined) return undefined;
  if (address !== 'home' && !REGION_CODES.some((code) => code === address)) return undefined;
  const kind = Object.hasOwn(BOOKING_PAGES, page) ? BOOKING_PAGES[page] : undefined;
  if (kind === undefined) return undefined;
  // buy-food names its restaurant; the others are the page itself.
  return parts.length === (kind === 'food' ? 3 : 2) ? kind : undefined;
}

/** The product a buy page's address names (`?productId=` of 1 to 20 digits), or null. */
export function linkedProductId(search: string): string | null {
  const id = new URLSearchParams(search).get('productId');
  return id !== null && /^[1-9]\d{0,19}$/.test(id) ? id : null;
}

/**
 * Where a POI page's booking button leads. A park or show: buy-tickets with a product chosen,
 * the product named by the first buy-tickets link under the POI's region among `contentLinks`
 * (the links of the page's price panels: in the demo, to the place's first product); when they
 * name none, the place's booking page (bookingPath: buy-tickets with the place
 * chosen). A hotel: buy-hotel with the hotel chosen (`?poiType=3&poiId=`); a restaurant: its
 * dining page. The static build reads no product data, so which product a place sells first is
 * its content's word (tests/unit/seed-content.test.ts checks the demo's are the place's own).
 */
export function poiBookingPath(
  poi: BookablePoi,
  contentLinks: readonly string[],
): string | undefined {
  const place = bookingPath(poi);
  if (poi.poiType !== POI_TYPE.park && poi.poiType !== POI_TYPE.show) return place;
  const address = addressOfRegion(poi.regionCode);
  for (const link of contentLinks) {
    if (bookingKindOfLink(link) !== 'tickets') continue;
    const [path = '', query = ''] = link.trim().split('#', 1)[0]?.split('?', 2) ?? [];
    if (path.split('/').find((s) => s !== '') !== address) continue;
    const productId = linkedProductId(query);
    if (productId !== null) return productPath({ kind: 'tickets', address, productId });
  }
  return place;
}
