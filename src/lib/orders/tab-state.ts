import type { WritableAtom } from 'nanostores';
import { ORDER_TABS, type OrderTab } from '../contract/order.ts';
import { isNumber, isRecord, oneOf } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';

/**
 * The order list's state (SPEC §2 Behaviour: the order list keeps its state when revisited):
 * the tab in the query string (?tab=, ?page=), and both kept in sessionStorage so that coming
 * back to /user/order without a query shows the same tab and page.
 */
export interface OrderListState {
  tab: OrderTab;
  page: number;
}

export const ORDER_LIST_PAGE_SIZE = 10;
export const DEFAULT_LIST_STATE: OrderListState = { tab: 'all', page: 1 };

const isTab = oneOf(ORDER_TABS);
export const isOrderListState = (v: unknown): v is OrderListState =>
  isRecord(v) &&
  isTab(v['tab']) &&
  isNumber(v['page']) &&
  Number.isInteger(v['page']) &&
  v['page'] >= 1;

export const $orderListState: WritableAtom<OrderListState> = sessionAtom(
  'orderList',
  isOrderListState,
  DEFAULT_LIST_STATE,
);

const pageOf = (value: string | null): number | null => {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

/**
 * The state to show: the query's tab and page when given (a shared or reloaded link), else the
 * kept one. A bad tab falls back to "all", a bad page to 1.
 */
export function listStateFrom(search: string, kept: OrderListState): OrderListState {
  const q = new URLSearchParams(search);
  const tab = q.get('tab');
  if (tab === null) return kept;
  return { tab: isTab(tab) ? tab : 'all', page: pageOf(q.get('page')) ?? 1 };
}

/** The query string of a state ("?tab=paid&page=2"; the page only after the first). */
export function listQuery(state: OrderListState): string {
  const q = new URLSearchParams({ tab: state.tab });
  if (state.page > 1) q.set('page', String(state.page));
  return `?${q.toString()}`;
}

export const pageCount = (total: number, pageSize: number = ORDER_LIST_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));
