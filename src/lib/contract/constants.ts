/**
 * The contract's plain constants (languages, regions, POI, product and bundle types, dining
 * places, the captcha header), without the
 * schema library: framework-free page scripts (cart badge, quick search) import them from here
 * and load no zod. src/lib/contract/common.ts re-exports them beside their schemas.
 */
/** Languages of the product (SPEC §1). zh-TW is the default (SPEC §9). */
export const LANGUAGES = ['zh-TW', 'zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

/** Bundle SKU types: one SKU that stands for a party (family, couple, parent and child…). */
export const BUNDLE_TYPES = [
  'FAMILY',
  'COUPLE',
  'PARENTCHILD',
  'FOURSOME',
  'PARENTCHILD1A1C',
  'PARENTCHILD2A1C',
] as const;
export type BundleType = (typeof BUNDLE_TYPES)[number];
export const isBundleType = (value: string): value is BundleType =>
  (BUNDLE_TYPES as readonly string[]).includes(value);

/** TICKET park entry, SHOW show seat, HOTEL room type, FOOD dining set, ANNUAL_CARD, OFFER, BUNDLE. */
export const PRODUCT_TYPES = [
  'TICKET',
  'SHOW',
  'HOTEL',
  'FOOD',
  'ANNUAL_CARD',
  'OFFER',
  'BUNDLE',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The request header that carries a solved captcha's verification token to the protected call. */
export const CAPTCHA_VERIFICATION_HEADER = 'X-Captcha-Verification';

/** Resort area codes (SPEC §3) and the addresses of SPEC §2 (home spans all areas). */
export const REGION_CODES = ['GZ', 'ZH', 'QY'] as const;
export type RegionCode = (typeof REGION_CODES)[number];
export const ADDRESSES = ['home', 'GZ', 'ZH', 'QY'] as const;
export type Address = (typeof ADDRESSES)[number];
/** On the home route the default region is GZ (SPEC §2). */
export const HOME_DEFAULT_REGION: RegionCode = 'GZ';

/**
 * POI types (SPEC §3) by name: the API carries the numbers (1 park, 2 show, 3 hotel, 4
 * catering); code compares with these names, never with bare numbers.
 */
export const POI_TYPE = { park: 1, show: 2, hotel: 3, dining: 4 } as const;
export type PoiType = (typeof POI_TYPE)[keyof typeof POI_TYPE];
export const POI_TYPES = [POI_TYPE.park, POI_TYPE.show, POI_TYPE.hotel, POI_TYPE.dining] as const;

/** The fixed list of 9 catering POI codes that count as dining (SPEC §3). */
export const DINING_POI_CODES = [
  'GZ_RIVERSIDE_GRILL',
  'GZ_PANDA_CAFE',
  'GZ_CIRCUS_BUFFET',
  'GZ_DIM_SUM_HOUSE',
  'GZ_SAFARI_BBQ',
  'ZH_OCEAN_BISTRO',
  'ZH_DOLPHIN_DINER',
  'ZH_HARBOUR_TEA',
  'ZH_POLAR_BUFFET',
] as const;
export type DiningPoiCode = (typeof DINING_POI_CODES)[number];
export const isDiningPoiCode = (code: string): code is DiningPoiCode =>
  (DINING_POI_CODES as readonly string[]).includes(code);

/** poiCode used by content that belongs to no POI (SPEC §2, cms-detail). */
export const GLOBAL_POI_CODE = 'GLOBAL';
