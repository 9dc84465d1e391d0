import { api, type ApiClient } from '../api/client.ts';
import type { RegionCode } from '../contract/common.ts';
import {
  parkListSchema,
  performanceListSchema,
  priceCalendarSchema,
  productDetailSchema,
  productListSchema,
  type PerformanceListQuery,
  type PriceCalendar,
  type PriceCalendarQuery,
  type ProductDetail,
  type ProductLoadQuery,
  type ProductSummary,
  type TicketListQuery,
} from '../contract/product.ts';
import type * as z from 'zod/mini';

/** The product calls of the buy pages (SPEC §7; contract in src/lib/contract/product.ts). */
export const PRODUCT_BASE = '/cl-odss-app/guest/product';
export const PRODUCT_PATHS = {
  ticketList: `${PRODUCT_BASE}/ticket/list`,
  ticketLoad: `${PRODUCT_BASE}/ticket/load`,
  parkList: `${PRODUCT_BASE}/ticket/getParkList`,
  performanceList: `${PRODUCT_BASE}/ticket/getPerformanceList`,
  priceCalendar: `${PRODUCT_BASE}/info/getPriceCalendarList`,
} as const;

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** The client to use; the shared `api` by default. */
  client?: ApiClient;
}

type Params = Record<string, string | number | undefined>;

const call = <T>(path: string, params: Params, schema: z.ZodMiniType<T>, o: CallOptions) =>
  (o.client ?? api).request(path, {
    params,
    schema,
    ...(o.signal ? { signal: o.signal } : {}),
  });

export const listTickets = (q: TicketListQuery, o: CallOptions = {}): Promise<ProductSummary[]> =>
  call(PRODUCT_PATHS.ticketList, { ...q }, productListSchema, o);

export const loadTicket = (q: ProductLoadQuery, o: CallOptions = {}): Promise<ProductDetail> =>
  call(PRODUCT_PATHS.ticketLoad, { ...q }, productDetailSchema, o);

export const listParks = (q: { regionCode?: RegionCode | undefined }, o: CallOptions = {}) =>
  call(PRODUCT_PATHS.parkList, { ...q }, parkListSchema, o);

export const listPerformances = (q: PerformanceListQuery, o: CallOptions = {}) =>
  call(PRODUCT_PATHS.performanceList, { ...q }, performanceListSchema, o);

export const priceCalendar = (q: PriceCalendarQuery, o: CallOptions = {}): Promise<PriceCalendar> =>
  call(PRODUCT_PATHS.priceCalendar, { ...q }, priceCalendarSchema, o);
