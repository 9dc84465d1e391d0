import * as z from 'zod/mini';
import {
  BUNDLE_TYPES,
  codeSchema,
  idListSchema,
  idSchema,
  PRODUCT_TYPES,
  queryInt,
  regionCodeSchema,
} from './common.ts';

// defined without zod in constants.ts (the cart reads them on pages that ship no schema library)
export { BUNDLE_TYPES, PRODUCT_TYPES, type BundleType, type ProductType } from './constants.ts';

/**
 * The product calls of SPEC §7 (GET /cl-odss-app/guest/product/… and /guest/pay/config/list).
 *
 * Model:
 * - A product belongs to one POI (`poiCode`, its `poiType` 1 park, 2 show, 3 hotel, 4 dining)
 *   and to one product catalogue (`catalogId`: a node of the product catalogue of an area,
 *   e.g. "GZ park tickets", answered by catalog/list).
 * - A product has SKUs (ADULT, CHILD, SENIOR, ROOM, SET, CARD, or a bundle type of SPEC §3).
 *   A SKU's price depends on the day's tier: PEAK (weekends, the Hong Kong public holidays of
 *   2026-2027, the school summer 15 Jul – 31 Aug) or OFF_PEAK.
 * - Money: integer cents of HKD in every `…Cents` field (HK$388.00 → 38800).
 * - Dates: YYYY-MM-DD in the resort's time zone (Asia/Hong_Kong); sessions HH:mm.
 * - Children under 3 need no ticket (`freeUnderAge`: 3); CHILD SKUs cover ages 3 to 11.
 * - Stock is kept per SKU, date and session (a hotel room per night): total, held, sold.
 * - An "agg" (aggregate) is a package sold as one offer: several products bought together for
 *   one date, e.g. a hotel stay + park tickets (HOTEL_PACKAGE) or a park + show day
 *   (PARK_SHOW). Each item names a product, a SKU and a default quantity; cart/getByAggId
 *   turns an agg into priced cart lines for a date, hotel/getListByAggId lists its rooms.
 */

// ---- enumerations ----------------------------------------------------------------------------

export const SKU_TYPES = [
  'ADULT',
  'CHILD',
  'SENIOR',
  'ROOM',
  'SET',
  'CARD',
  ...BUNDLE_TYPES,
] as const;
export type SkuType = (typeof SKU_TYPES)[number];

export const PRICE_TIERS = ['PEAK', 'OFF_PEAK'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

export const DAY_STATUSES = ['AVAILABLE', 'SOLD_OUT', 'UNAVAILABLE'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** Why a day or session is UNAVAILABLE (or SOLD_OUT). */
export const UNAVAILABLE_REASONS = [
  'PAST',
  'NOT_ON_SALE',
  'CLOSED',
  'STARTED',
  'SOLD_OUT',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export const AGG_TYPES = ['HOTEL_PACKAGE', 'PARK_SHOW'] as const;
export type AggType = (typeof AGG_TYPES)[number];

export const PAY_TYPES = [
  'ALIPAY',
  'ALIPAYHK',
  'MASTERCARDPAY',
  'UNIONPAY',
  'CUPPAY',
  'VISAPAY',
  'WXPAY',
] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const CHANNEL_MODES = ['H5', 'H5_WEB'] as const;
export type ChannelMode = (typeof CHANNEL_MODES)[number];

// ---- constants -------------------------------------------------------------------------------

/** Products are on sale from today for this many days (the stock window). */
export const SALE_WINDOW_DAYS = 90;
/** A price calendar covers at most this many days. */
export const CALENDAR_MAX_DAYS = 62;
/** A hotel stay: at most 14 nights (SPEC §9); the stay options shown are 1, 2 and 3 nights. */
export const MAX_STAY_NIGHTS = 14;
export const STAY_OPTIONS = [1, 2, 3] as const;
/** The hotel show time noted on the hotel pages (SPEC §9), Hong Kong time. */
export const HOTEL_SHOW_TIME = { start: '10:30', end: '11:35' } as const;
/** Children under this age need no ticket (SPEC §9). */
export const FREE_UNDER_AGE = 3;

/** Stable error codes of the product calls (SPEC §8 messages), all answered with HTTP 409. */
export const PRODUCT_ERROR_CODES = {
  notOnSale: 'PRODUCT_NOT_ON_SALE',
  sessionStarted: 'SESSION_STARTED',
  dateNotApplicable: 'DATE_NOT_APPLICABLE',
  configInvalid: 'PRODUCT_CONFIG_INVALID',
} as const;

// ---- query parameters ------------------------------------------------------------------------

const isRealDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export const dateSchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.product.date'),
    z.refine(isRealDate, 'errors.product.date'),
  );
/** A session start HH:mm (00:00 to 23:59). */
export const sessionSchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.product.session'));

/** Days from `start` to `end` inclusive (both YYYY-MM-DD). */
export const daysBetween = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);

/** A parameter of a parsed query object. */
const valueOf = (q: unknown, name: string): unknown =>
  typeof q === 'object' && q !== null ? (Reflect.get(q, name) as unknown) : undefined;

const ordered =
  (from: string, to: string, maxDays: number, strict: boolean) =>
  (q: unknown): boolean => {
    const a = valueOf(q, from);
    const b = valueOf(q, to);
    if (typeof a !== 'string' || typeof b !== 'string' || !isRealDate(a) || !isRealDate(b)) {
      return true;
    }
    const days = daysBetween(a, b);
    return (strict ? days >= 1 : days >= 0) && days <= maxDays;
  };

const poiTypeSchema = queryInt(1, 4);

/** ticket/list: the tickets, shows, cards, offers and bundles of an area, a POI or a type. */
export const ticketListQuerySchema = z.object({
  regionCode: z.optional(regionCodeSchema),
  poiCode: z.optional(codeSchema),
  poiType: z.optional(poiTypeSchema),
  productType: z.optional(z.enum(PRODUCT_TYPES)),
  /** When given, each product is priced for this date and those not on sale are left out. */
  playDate: z.optional(dateSchema),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

/** ticket/load and food/load: one product, priced for a date (and a session) when given. */
const sessionNeedsDate = (date: string, session: string) =>
  z.refine((q: unknown) => valueOf(q, session) === undefined || valueOf(q, date) !== undefined, {
    message: 'errors.product.sessionNeedsDate',
    path: [date],
  });

export const productLoadQuerySchema = z
  .object({
    productId: idSchema,
    playDate: z.optional(dateSchema),
    session: z.optional(sessionSchema),
  })
  .check(sessionNeedsDate('playDate', 'session'));
export type ProductLoadQuery = z.infer<typeof productLoadQuerySchema>;

export const foodLoadQuerySchema = z
  .object({
    productId: idSchema,
    eatDate: z.optional(dateSchema),
    eatTime: z.optional(sessionSchema),
  })
  .check(sessionNeedsDate('eatDate', 'eatTime'));
export type FoodLoadQuery = z.infer<typeof foodLoadQuerySchema>;

export const regionQuerySchema = z.object({ regionCode: z.optional(regionCodeSchema) });
export type RegionQuery = z.infer<typeof regionQuerySchema>;

/** getPerformanceList: the shows of a date (today by default) with their sessions. */
export const performanceListQuerySchema = z.object({
  regionCode: z.optional(regionCodeSchema),
  poiCode: z.optional(codeSchema),
  playDate: z.optional(dateSchema),
});
export type PerformanceListQuery = z.infer<typeof performanceListQuerySchema>;

/** getPriceCalendarList: one entry per day of startDate..endDate (at most 62 days). */
export const priceCalendarQuerySchema = z
  .object({
    productId: idSchema,
    startDate: dateSchema,
    endDate: dateSchema,
    /** Hotels: quote this stay too (check-in startDate's stay options are always quoted). */
    checkOutDate: z.optional(dateSchema),
  })
  .check(
    z.refine(ordered('startDate', 'endDate', CALENDAR_MAX_DAYS - 1, false), {
      message: 'errors.product.range',
      path: ['endDate'],
    }),
  );
export type PriceCalendarQuery = z.infer<typeof priceCalendarQuerySchema>;

const stayQuery = {
  checkInDate: dateSchema,
  checkOutDate: dateSchema,
};
const stayRule = z.refine(ordered('checkInDate', 'checkOutDate', MAX_STAY_NIGHTS, true), {
  message: 'errors.product.stay',
  path: ['checkOutDate'],
});

/** hotel/room/list: the room types of a hotel quoted for a stay. */
export const hotelRoomListQuerySchema = z
  .object({ poiCode: codeSchema, ...stayQuery })
  .check(stayRule);
export type HotelRoomListQuery = z.infer<typeof hotelRoomListQuerySchema>;

export const hotelLoadQuerySchema = z.object({ poiCode: codeSchema });
export type HotelLoadQuery = z.infer<typeof hotelLoadQuerySchema>;

/** hotel/getListByAggId: the rooms of a hotel package quoted for a stay. */
export const hotelByAggQuerySchema = z.object({ aggId: idSchema, ...stayQuery }).check(stayRule);
export type HotelByAggQuery = z.infer<typeof hotelByAggQuerySchema>;

/** food/getFoodList: the dining products of an area or a restaurant, for an eat date. */
export const foodListQuerySchema = z.object({
  regionCode: z.optional(regionCodeSchema),
  poiCode: z.optional(codeSchema),
  eatDate: z.optional(dateSchema),
});
export type FoodListQuery = z.infer<typeof foodListQuerySchema>;

export const catalogListQuerySchema = z.object({
  regionCode: z.optional(regionCodeSchema),
  poiCode: z.optional(codeSchema),
  productType: z.optional(z.enum(PRODUCT_TYPES)),
});
export type CatalogListQuery = z.infer<typeof catalogListQuerySchema>;

export const productIdQuerySchema = z.object({ productId: idSchema });

/**
 * info/names: the names of products and their SKUs in the request's language, so that what a
 * shopper keeps by id (cart lines) reads in the language of the page showing it.
 */
export const productNamesQuerySchema = z.object({ productIds: idListSchema });
export const productNamesSchema = z.array(
  z.object({
    productId: idSchema,
    productName: z.string(),
    skus: z.array(z.object({ skuId: idSchema, skuName: z.string() })),
  }),
);
export type ProductNames = z.infer<typeof productNamesSchema>;

export const aggIdQuerySchema = z.object({ aggId: idSchema });
export type AggIdQuery = z.infer<typeof aggIdQuerySchema>;

/** cart/getByAggId: an agg as priced cart lines for a date (the check-in date for hotels). */
export const cartByAggQuerySchema = z.object({ aggId: idSchema, playDate: dateSchema });
export type CartByAggQuery = z.infer<typeof cartByAggQuerySchema>;

export const aggListQuerySchema = z.object({
  regionCode: z.optional(regionCodeSchema),
  aggType: z.optional(z.enum(AGG_TYPES)),
});
export type AggListQuery = z.infer<typeof aggListQuerySchema>;

// ---- answers ---------------------------------------------------------------------------------

const money = z.int();

export const skuSchema = z.object({
  skuId: idSchema,
  skuType: z.enum(SKU_TYPES),
  skuName: z.string(),
  /** Guests a SKU admits (a bundle: adults + children). */
  adults: z.int(),
  children: z.int(),
  /** Ages the SKU is for (CHILD 3-11, SENIOR 65-); null: no limit. */
  minAge: z.nullable(z.int()),
  maxAge: z.nullable(z.int()),
  peakPriceCents: money,
  offPeakPriceCents: money,
  /** The price on the asked date (null when no date was asked). */
  priceCents: z.nullable(money),
  /** Stock left on the asked date/session (null when no date was asked). */
  stockLeft: z.nullable(z.int()),
});
export type Sku = z.infer<typeof skuSchema>;

export const sessionSlotSchema = z.object({
  session: z.string(),
  stockLeft: z.int(),
  status: z.enum(DAY_STATUSES),
  reason: z.nullable(z.enum(UNAVAILABLE_REASONS)),
});
export type SessionSlot = z.infer<typeof sessionSlotSchema>;

export const productSummarySchema = z.object({
  productId: idSchema,
  productCode: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  bundleType: z.nullable(z.enum(BUNDLE_TYPES)),
  catalogId: idSchema,
  poiCode: z.string(),
  poiType: z.int(),
  poiName: z.string(),
  regionCode: z.string(),
  productName: z.string(),
  productDesc: z.string(),
  imgMain: z.string(),
  /** Session starts HH:mm (shows, timed parks, dining times); empty when none. */
  sessions: z.array(z.string()),
  freeUnderAge: z.int(),
  /** The lowest SKU price of the product, any day (on the asked date, when one was asked). */
  fromPriceCents: money,
  /** On the asked date, when one was asked. */
  status: z.nullable(z.enum(DAY_STATUSES)),
  sort: z.number(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;
export const productListSchema = z.array(productSummarySchema);

export const productDetailSchema = z.object({
  ...productSummarySchema.shape,
  /**
   * productDetailDesc (HTML), or productDesc when empty; the site shows it followed by
   * poiRefundDesc, the POI's refund terms (SPEC §3).
   */
  productDetailDesc: z.string(),
  poiRefundDesc: z.string(),
  /** The asked date (null when none) and its tier. */
  date: z.nullable(z.string()),
  tier: z.nullable(z.enum(PRICE_TIERS)),
  skus: z.array(skuSchema),
  /** The sessions of the asked date. */
  sessionSlots: z.array(sessionSlotSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  tier: z.enum(PRICE_TIERS),
  /** The lowest SKU price of the day; null when UNAVAILABLE. */
  priceCents: z.nullable(money),
  stockLeft: z.int(),
  status: z.enum(DAY_STATUSES),
  reason: z.nullable(z.enum(UNAVAILABLE_REASONS)),
  sessions: z.array(sessionSlotSchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const stayNightSchema = z.object({
  date: z.string(),
  tier: z.enum(PRICE_TIERS),
  priceCents: z.nullable(money),
  stockLeft: z.int(),
  status: z.enum(DAY_STATUSES),
});

/** A hotel stay quote: any night not AVAILABLE makes the stay unavailable. */
export const stayQuoteSchema = z.object({
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.int(),
  totalCents: z.nullable(money),
  status: z.enum(DAY_STATUSES),
  nightly: z.array(stayNightSchema),
});
export type StayQuote = z.infer<typeof stayQuoteSchema>;

export const priceCalendarSchema = z.object({
  productId: idSchema,
  productType: z.enum(PRODUCT_TYPES),
  today: z.string(),
  days: z.array(calendarDaySchema),
  /** Hotels: the 1-, 2- and 3-night stays from startDate, and the asked stay. */
  stays: z.array(stayQuoteSchema),
});
export type PriceCalendar = z.infer<typeof priceCalendarSchema>;

/**
 * A room type quoted for a stay: `fromPriceCents` is the stay's total when it can be booked,
 * `status` the stay's status, and the SKUs are priced on the check-in night.
 */
export const hotelRoomSchema = z.object({
  ...productSummarySchema.shape,
  skus: z.array(skuSchema),
  stay: stayQuoteSchema,
  /** The 1-, 2- and 3-night stays from the check-in date. */
  stayOptions: z.array(stayQuoteSchema),
});
export type HotelRoom = z.infer<typeof hotelRoomSchema>;
export const hotelRoomListSchema = z.array(hotelRoomSchema);

export const aggItemSchema = z.object({
  productId: idSchema,
  skuId: idSchema,
  quantity: z.int(),
  productName: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  poiCode: z.string(),
});

export const aggSchema = z.object({
  aggId: idSchema,
  aggCode: z.string(),
  aggType: z.enum(AGG_TYPES),
  regionCode: z.string(),
  aggName: z.string(),
  aggDesc: z.string(),
  /** Nights of a hotel package (0 otherwise). */
  nights: z.int(),
  items: z.array(aggItemSchema),
  sort: z.number(),
});
export type Agg = z.infer<typeof aggSchema>;
export const aggListSchema = z.array(aggSchema);

export const hotelSchema = z.object({
  poiCode: z.string(),
  poiName: z.string(),
  poiRefundDesc: z.string(),
  regionCode: z.string(),
  imgMain: z.string(),
  rooms: productListSchema,
  packages: aggListSchema,
});
export type Hotel = z.infer<typeof hotelSchema>;

export const parkSchema = z.object({
  poiCode: z.string(),
  poiName: z.string(),
  poiType: z.int(),
  regionCode: z.string(),
  imgMain: z.string(),
  productCount: z.int(),
  fromPriceCents: z.nullable(money),
});
export const parkListSchema = z.array(parkSchema);

export const performanceSchema = z.object({
  ...productSummarySchema.shape,
  date: z.string(),
  sessionSlots: z.array(sessionSlotSchema),
});
export const performanceListSchema = z.array(performanceSchema);

export const productCatalogSchema = z.object({
  catalogId: idSchema,
  catalogCode: z.string(),
  catalogName: z.string(),
  catalogDesc: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  poiCode: z.string(),
  regionCode: z.string(),
  productCount: z.int(),
  sort: z.number(),
});
export type ProductCatalog = z.infer<typeof productCatalogSchema>;
export const productCatalogListSchema = z.array(productCatalogSchema);

export const catalogIdSchema = z.object({ productId: idSchema, catalogId: idSchema });

export const cartLineSchema = z.object({
  productId: idSchema,
  skuId: idSchema,
  productName: z.string(),
  skuName: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  poiCode: z.string(),
  poiType: z.int(),
  quantity: z.int(),
  startDate: z.string(),
  /** Hotels: the check-out date; others: the same as startDate. */
  endDate: z.string(),
  session: z.nullable(z.string()),
  unitPriceCents: money,
  subtotalCents: money,
  stockLeft: z.int(),
});
export const aggCartSchema = z.object({
  aggId: idSchema,
  lines: z.array(cartLineSchema),
  totalCents: money,
  status: z.enum(DAY_STATUSES),
});
export type AggCart = z.infer<typeof aggCartSchema>;

export const payConfigSchema = z.object({
  payType: z.enum(PAY_TYPES),
  channelMode: z.enum(CHANNEL_MODES),
  payName: z.string(),
  enabled: z.boolean(),
  sort: z.number(),
});
export const payConfigListSchema = z.array(payConfigSchema);
