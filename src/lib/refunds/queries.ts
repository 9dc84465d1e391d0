import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../contract/common.ts';
import type { Refund } from '../contract/order.ts';
import {
  listRefunds,
  loadOrder,
  loadRefund,
  loadRefundQuote,
  REFUND_PAGE_SIZE,
} from './endpoints.ts';
import { isFinalRefundStatus } from './status.ts';

/** A refund not yet final is read again this often (ms) while its page is open. */
export const REFUND_POLL_MS = 5000;

/** Keys of the refund resource; invalidate by prefix (`refundKeys.all`). */
export const refundKeys = {
  all: ['refunds'] as const,
  /** An order's lines are named in the reader's language: one entry per language. */
  order: (orderId: string, lang: Language) => [...refundKeys.all, 'order', orderId, lang] as const,
  quote: (orderId: string) => [...refundKeys.all, 'quote', orderId] as const,
  detail: (refundId: string) => [...refundKeys.all, 'detail', refundId] as const,
  lists: () => [...refundKeys.all, 'list'] as const,
  list: (pageNo: number) => [...refundKeys.lists(), pageNo] as const,
};

/** When to read a refund again: every {@link REFUND_POLL_MS} until it is final. */
export const refundPollInterval = (refund: Refund | undefined): number | false =>
  refund !== undefined && isFinalRefundStatus(refund.status) ? false : REFUND_POLL_MS;

/** `queryOptions` of the refund pages: the shopper's own data, never kept stale. */
export const refundQueries = {
  order: (orderId: string, lang: Language) =>
    queryOptions({
      queryKey: refundKeys.order(orderId, lang),
      queryFn: ({ signal }) => loadOrder(orderId, { signal }),
      staleTime: 0,
    }),
  quote: (orderId: string) =>
    queryOptions({
      queryKey: refundKeys.quote(orderId),
      queryFn: ({ signal }) => loadRefundQuote(orderId, { signal }),
      staleTime: 0,
    }),
  detail: (refundId: string) =>
    queryOptions({
      queryKey: refundKeys.detail(refundId),
      queryFn: ({ signal }) => loadRefund(refundId, { signal }),
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.error ? false : refundPollInterval(query.state.data),
    }),
  list: (pageNo: number) =>
    queryOptions({
      queryKey: refundKeys.list(pageNo),
      queryFn: ({ signal }) => listRefunds({ pageNo, pageSize: REFUND_PAGE_SIZE }, { signal }),
      staleTime: 0,
    }),
};
