import { queryOptions } from '@tanstack/react-query';
import type { Language, RegionCode } from '../contract/common.ts';
import type {
  AggListQuery,
  CartByAggQuery,
  CatalogListQuery,
  FoodListQuery,
  FoodLoadQuery,
  HotelByAggQuery,
  HotelRoomListQuery,
  PerformanceListQuery,
  PriceCalendarQuery,
  ProductLoadQuery,
  TicketListQuery,
} from '../contract/product.ts';
import {
  aggCart,
  catalogIdOfProduct,
  listAggs,
  listProductCatalogs,
  loadAgg,
  listFood,
  listHotelRooms,
  listHotelRoomsByAgg,
  loadFood,
  loadHotel,
  listParks,
  listPerformances,
  listTickets,
  loadTicket,
  priceCalendar,
  productNames,
} from './endpoints.ts';

/** Prices and stock move: keep them a minute, not the content's five. */
export const PRODUCT_STALE_TIME_MS = 60_000;

/**
 * Hierarchical keys of the product resource; invalidate by prefix (`productKeys.all`). Answers
 * carry names in the request's language, so the language is part of every key.
 */
export const productKeys = {
  all: ['product'] as const,
  tickets: (lang: Language, q: TicketListQuery) =>
    [...productKeys.all, 'tickets', lang, q] as const,
  ticket: (lang: Language, q: ProductLoadQuery) => [...productKeys.all, 'ticket', lang, q] as const,
  parks: (lang: Language, regionCode: RegionCode | undefined) =>
    [...productKeys.all, 'parks', lang, regionCode ?? ''] as const,
  performances: (lang: Language, q: PerformanceListQuery) =>
    [...productKeys.all, 'performances', lang, q] as const,
  calendar: (q: PriceCalendarQuery) => [...productKeys.all, 'calendar', q] as const,
  hotel: (lang: Language, poiCode: string) => [...productKeys.all, 'hotel', lang, poiCode] as const,
  rooms: (lang: Language, q: HotelRoomListQuery) => [...productKeys.all, 'rooms', lang, q] as const,
  aggRooms: (lang: Language, q: HotelByAggQuery) =>
    [...productKeys.all, 'aggRooms', lang, q] as const,
  food: (lang: Language, q: FoodLoadQuery) => [...productKeys.all, 'food', lang, q] as const,
  foods: (lang: Language, q: FoodListQuery) => [...productKeys.all, 'foods', lang, q] as const,
  aggs: (lang: Language, q: AggListQuery) => [...productKeys.all, 'aggs', lang, q] as const,
  aggCart: (lang: Language, q: CartByAggQuery) => [...productKeys.all, 'aggCart', lang, q] as const,
  agg: (lang: Language, aggId: string) => [...productKeys.all, 'agg', lang, aggId] as const,
  catalogs: (lang: Language, q: CatalogListQuery) =>
    [...productKeys.all, 'catalogs', lang, q] as const,
  catalogOf: (productId: string) => [...productKeys.all, 'catalogOf', productId] as const,
  names: (lang: Language, productIds: readonly string[]) =>
    [...productKeys.all, 'names', lang, productIds.join(',')] as const,
};

/** `queryOptions` factories of the product calls of the buy pages. */
export const productQueries = {
  /** What the cart keeps by id, named in `lang` (names change only on publish). */
  names: (lang: Language, productIds: readonly string[]) =>
    queryOptions({
      queryKey: productKeys.names(lang, productIds),
      queryFn: ({ signal }) => productNames(productIds, { signal }),
      staleTime: 10 * 60_000,
      enabled: productIds.length > 0,
    }),
  tickets: (lang: Language, q: TicketListQuery) =>
    queryOptions({
      queryKey: productKeys.tickets(lang, q),
      queryFn: ({ signal }) => listTickets(q, { signal }),
      staleTime: PRODUCT_STALE_TIME_MS,
    }),
  ticket: (lang: Language, q: ProductLoadQuery) =>
    queryOptions({
      queryKey: productKeys.ticket(lang, q),
      queryFn: ({ signal }) => loadTicket(q, { signal }),
      staleTime: PRODUCT_STALE_TIME_MS,
    }),
  parks: (lang: Language, regionCode?: RegionCode) =>
    queryOptions({
      queryKey: productKeys.parks(lang, regionCode),
      queryFn: ({ signal }) => listParks({ regionCode }, { signal }),
    }),
  performances: (lang: Language, q: PerformanceListQuery) =>
    queryOptions({
      queryKey: productKeys.performances(lang, q),
      queryFn: ({ signal }) => listPerformances(q, { signal }),
      staleTime: PRODUCT_STALE_TIME_MS,
    }),
  calendar: (q: PriceCalendarQuery) =>
    queryOptions({
      queryKey: productKeys.calendar(q),
      queryFn: ({ signal }) => priceCalendar(q, { signal }),
      staleTime: PRODUCT_STALE_TIME_MS,
    }),
  hotel: (lang: Language, poiCode: string) =>
    queryOptions({
      queryKey: productKeys.hotel(lang, poiCode),
      queryFn: ({ signal }) => loadHotel({ poiCode }, { signal }),
    }),
  rooms: (lang: Language, q: HotelRoomListQuery) =>
    queryOptions({
      queryKey: productKeys.rooms(lang, q),
      queryFn: ({ signal }) => listHotelRooms(q, { signal }),
      staleTime: PRODUCT_STALE_TIME_MS,
    }),
  aggRooms: (lang: Language, q: HotelByAggQuery) =>
    queryOptions({
      queryKey: productKeys.aggRooms(lang, q),
      queryFn: ({ signal }) => listHotelRoomsByAgg(q, { signal }),
      staleTime: PRODUCT_STALE_TIME_MS,
    }),
  food: (lang: Language, q: FoodLoadQuery) =>
    queryOptions({
      queryKey: productKeys.food(lang, q),
      queryFn: ({ signal }) => loadFood(q, { signal }),
      staleTime: PRODUCT_STALE_TIME_MS,
    }),
  foods: (lang: Language, q: FoodListQuery) =>
    queryOptions({
      queryKey: productKeys.foods(lang, q),
      queryFn: ({ signal }) => listFood(q, { signal }),
      staleTime: PRODUCT_STALE_TIME_MS,
    }),
  aggs: (lang: Language, q: AggListQuery) =>
    queryOptions({
      queryKey: productKeys.aggs(lang, q),
      queryFn: ({ signal }) => listAggs(q, { signal }),
    }),
  aggCart: (lang: Language, q: CartByAggQuery) =>
    queryOptions({
      queryKey: productKeys.aggCart(lang, q),
      queryFn: ({ signal }) => aggCart(q, { signal }),
      staleTime: PRODUCT_STALE_TIME_MS,
    }),
  /** One package with its items (agg/load), named in `lang`. */
  agg: (lang: Language, aggId: string) =>
    queryOptions({
      queryKey: productKeys.agg(lang, aggId),
      queryFn: ({ signal }) => loadAgg({ aggId }, { signal }),
    }),
  /** The product catalogues of an area, a POI or a product type (catalog/list). */
  catalogs: (lang: Language, q: CatalogListQuery) =>
    queryOptions({
      queryKey: productKeys.catalogs(lang, q),
      queryFn: ({ signal }) => listProductCatalogs(q, { signal }),
    }),
  /** The catalogue a product belongs to (getCatalogIdByProductId; no names: no language). */
  catalogOf: (productId: string) =>
    queryOptions({
      queryKey: productKeys.catalogOf(productId),
      queryFn: ({ signal }) => catalogIdOfProduct({ productId }, { signal }),
    }),
};
