import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../contract/common.ts';
import type { OrderTab } from '../contract/order.ts';
import { listOrders, listPayConfigs, loadOrder } from './endpoints.ts';
import { ORDER_LIST_PAGE_SIZE } from './tab-state.ts';

/** Hierarchical keys of the orders resource; invalidate by prefix (`orderKeys.all`). */
export const orderKeys = {
  all: ['orders'] as const,
  /** Every language's entry of an order (its lines are named in the reader's language). */
  details: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
  detail: (orderId: string, lang: Language) => [...orderKeys.details(orderId), lang] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (lang: Language, tab: OrderTab, page: number) =>
    [...orderKeys.lists(), lang, tab, page] as const,
  payConfigs: (lang: Language) => ['payConfigs', lang] as const,
};

/** Orders change under the shopper's feet (payment, fulfilment): never served stale. */
export const orderQueries = {
  detail: (orderId: string, lang: Language) =>
    queryOptions({
      queryKey: orderKeys.detail(orderId, lang),
      queryFn: ({ signal }) => loadOrder(orderId, { signal }),
      staleTime: 0,
    }),
  list: (lang: Language, tab: OrderTab, page: number) =>
    queryOptions({
      queryKey: orderKeys.list(lang, tab, page),
      queryFn: ({ signal }) =>
        listOrders({ tab, pageNo: page, pageSize: ORDER_LIST_PAGE_SIZE }, { signal }),
      staleTime: 0,
    }),
  payConfigs: (lang: Language) =>
    queryOptions({
      queryKey: orderKeys.payConfigs(lang),
      queryFn: ({ signal }) => listPayConfigs({ signal }),
    }),
};
