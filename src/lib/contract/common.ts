import * as z from 'zod/mini';

/** Languages of the product (SPEC §1). zh-TW is the default (SPEC §9). */
export const LANGUAGES = ['zh-TW', 'zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

/** Resort area codes (SPEC §3) and the addresses of SPEC §2 (home spans all areas). */
export const REGION_CODES = ['GZ', 'ZH', 'QY'] as const;
export type RegionCode = (typeof REGION_CODES)[number];
export const ADDRESSES = ['home', 'GZ', 'ZH', 'QY'] as const;
export type Address = (typeof ADDRESSES)[number];
/** On the home route the default region is GZ (SPEC §2). */
export const HOME_DEFAULT_REGION: RegionCode = 'GZ';

/** POI types (SPEC §3): 1 park, 2 show, 3 hotel, 4 catering. */
export const POI_TYPES = [1, 2, 3, 4] as const;
export type PoiType = (typeof POI_TYPES)[number];

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

export const languageSchema = z.enum(LANGUAGES);
export const regionCodeSchema = z.enum(REGION_CODES);
export const addressSchema = z.enum(ADDRESSES);

/** Ids are 64-bit integers on the wire; the client keeps them as decimal strings (SPEC §7). */
export const idSchema = z.string().check(z.regex(/^\d{1,20}$/, 'errors.param.id'));
/** POI and area codes: upper-case letters, digits, underscore and dash. */
export const codeSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'errors.param.code'));

/** An integer from a query string ("3" → 3), rejecting anything that is not a plain integer. */
export const queryInt = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^-?\d{1,15}$/, 'errors.param.integer')),
    z.pipe(
      z.transform((s: string) => Number(s)),
      z.number().check(z.gte(min, 'errors.param.range'), z.lte(max, 'errors.param.range')),
    ),
  );

/** An instant from a query string: epoch milliseconds or an ISO-8601 date-time. */
export const queryInstant = z.pipe(
  z.string().check(z.maxLength(40, 'errors.param.instant')),
  z.pipe(
    z.transform((s: string) => (/^\d{1,15}$/.test(s) ? Number(s) : Date.parse(s))),
    z
      .number({ error: 'errors.param.instant' })
      .check(z.refine((n) => Number.isFinite(n), 'errors.param.instant')),
  ),
);
