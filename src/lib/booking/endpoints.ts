import { PRODUCT_ROUTES } from '../contract/routes.ts';
import { api, type ApiClient } from '../api/client.ts';
import type { RegionCode } from '../contract/common.ts';
import {
  aggCartSchema,
  aggListSchema,
  aggSchema,
  catalogIdSchema,
  hotelRoomListSchema,
  hotelSchema,
  parkListSchema,
  productCatalogListSchema,
  performanceListSchema,
  priceCalendarSchema,
  productDetailSchema,
  productListSchema,
  productNamesSchema,
  type AggCart,
  type AggIdQuery,
  type AggListQuery,
  type CartByAggQuery,
  type CatalogListQuery,
  type FoodListQuery,
  type FoodLoadQuery,
  type HotelByAggQuery,
  type HotelLoadQuery,
  type HotelRoomListQuery,
  type PerformanceListQuery,
  type PriceCalendar,
  type PriceCalendarQuery,
  type ProductDetail,
  type ProductLoadQuery,
  type ProductNames,
  type ProductSummary,
  type TicketListQuery,
} from '../contract/product.ts';
import type * as z from 'zod/mini';

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

/** The names of products and their SKUs in the request's language (Accept-Language). */
export const productNames = (
  productIds: readonly string[],
  o: CallOptions = {},
): Promise<ProductNames> =>
  call(PRODUCT_ROUTES.paths.names, { productIds: productIds.join(',') }, productNamesSchema, o);

export const listTickets = (q: TicketListQuery, o: CallOptions = {}): Promise<ProductSummary[]> =>
  call(PRODUCT_ROUTES.paths.ticketList, { ...q }, productListSchema, o);

export const loadTicket = (q: ProductLoadQuery, o: CallOptions = {}): Promise<ProductDetail> =>
  call(PRODUCT_ROUTES.paths.ticketLoad, { ...q }, productDetailSchema, o);

export const listParks = (q: { regionCode?: RegionCode | undefined }, o: CallOptions = {}) =>
  call(PRODUCT_ROUTES.paths.parkList, { ...q }, parkListSchema, o);

export const listPerformances = (q: PerformanceListQuery, o: CallOptions = {}) =>
  call(PRODUCT_ROUTES.paths.performanceList, { ...q }, performanceListSchema, o);

export const priceCalendar = (q: PriceCalendarQuery, o: CallOptions = {}): Promise<PriceCalendar> =>
  call(PRODUCT_ROUTES.paths.priceCalendar, { ...q }, priceCalendarSchema, o);

export const listHotelRooms = (q: HotelRoomListQuery, o: CallOptions = {}) =>
  call(PRODUCT_ROUTES.paths.hotelRooms, { ...q }, hotelRoomListSchema, o);

export const loadHotel = (q: HotelLoadQuery, o: CallOptions = {}) =>
  call(PRODUCT_ROUTES.paths.hotelLoad, { ...q }, hotelSchema, o);

export const listHotelRoomsByAgg = (q: HotelByAggQuery, o: CallOptions = {}) =>
  call(PRODUCT_ROUTES.paths.hotelByAgg, { ...q }, hotelRoomListSchema, o);

export const loadFood = (q: FoodLoadQuery, o: CallOptions = {}): Promise<ProductDetail> =>
  call(PRODUCT_ROUTES.paths.foodLoad, { ...q }, productDetailSchema, o);

export const listFood = (q: FoodListQuery, o: CallOptions = {}): Promise<ProductSummary[]> =>
  call(PRODUCT_ROUTES.paths.foodList, { ...q }, productListSchema, o);

export const listProductCatalogs = (q: CatalogListQuery, o: CallOptions = {}) =>
  call(PRODUCT_ROUTES.paths.catalogList, { ...q }, productCatalogListSchema, o);

export const catalogIdOfProduct = (q: { productId: string }, o: CallOptions = {}) =>
  call(PRODUCT_ROUTES.paths.catalogIdByProduct, { ...q }, catalogIdSchema, o);

export const aggCart = (q: CartByAggQuery, o: CallOptions = {}): Promise<AggCart> =>
  call(PRODUCT_ROUTES.paths.cartByAgg, { ...q }, aggCartSchema, o);

export const loadAgg = (q: AggIdQuery, o: CallOptions = {}) =>
  call(PRODUCT_ROUTES.paths.aggLoad, { ...q }, aggSchema, o);

export const listAggs = (q: AggListQuery, o: CallOptions = {}) =>
  call(PRODUCT_ROUTES.paths.aggList, { ...q }, aggListSchema, o);
