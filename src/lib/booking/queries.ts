import { queryOptions } from '@tanstack/react-query';
import type { Language, RegionCode } from '../contract/common.ts';
import type {
  PerformanceListQuery,
  PriceCalendarQuery,
  ProductLoadQuery,
  TicketListQuery,
} from '../contract/product.ts';
import {
  listParks,
  listPerformances,
  listTickets,
  loadTicket,
  priceCalendar,
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
};

/** `queryOptions` factories of the product calls of the buy pages. */
export const productQueries = {
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
};
