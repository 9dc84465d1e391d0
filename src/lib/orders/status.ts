import {
  ORDER_STATUSES,
  ORDER_TAB_STATUSES,
  type OrderDetail,
  type OrderStatus,
  type OrderTab,
} from '../contract/order.ts';
import { PAID_ORDER_STATUSES } from '../contract/order-extra.ts';
import type { ChannelMode, PayType } from '../contract/product.ts';

/** The translation key of every order status (SPEC §4), namespace `orders`. */
export const statusKey = (status: OrderStatus) => `orders.status.${status}` as const;
export const STATUS_KEYS = ORDER_STATUSES.map(statusKey);

/**
 * The reduced label set of SPEC §4 (pending payment, processing, confirmed, cancelled,
 * completed), where a list shows a short status: each status under the label a shopper would
 * expect. The order's own page shows the full status.
 */
export const SHORT_STATUSES = [
  'pendingPayment',
  'processing',
  'confirmed',
  'cancelled',
  'completed',
] as const satisfies readonly OrderStatus[];
export type ShortStatus = (typeof SHORT_STATUSES)[number];

const SHORT_STATUS: Readonly<Record<OrderStatus, ShortStatus>> = {
  submit: 'pendingPayment',
  pendingPayment: 'pendingPayment',
  // Paid, or in the hands of the resort: not yet confirmed.
  paid: 'processing',
  noPayment: 'processing',
  processing: 'processing',
  exception: 'processing',
  suspended: 'processing',
  confirmed: 'confirmed',
  success: 'confirmed',
  voucherIssued: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  refunded: 'cancelled',
  orderFailed: 'cancelled',
};
export const shortStatus = (status: OrderStatus): ShortStatus => SHORT_STATUS[status];

/** Statuses after a successful payment (or none needed): the order is paid for. */
export const PAID_STATUSES: readonly OrderStatus[] = PAID_ORDER_STATUSES;
export const isPaidStatus = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);

/** The list tab an order of `status` shows under (besides "all"). */
export function tabOf(status: OrderStatus): OrderTab {
  for (const [tab, statuses] of Object.entries(ORDER_TAB_STATUSES) as [
    OrderTab,
    readonly OrderStatus[] | null,
  ][]) {
    if (statuses?.includes(status)) return tab;
  }
  return 'all';
}

/** A tone for the status badge. */
export function statusTone(status: OrderStatus): 'pending' | 'good' | 'closed' | 'problem' {
  if (status === 'pendingPayment' || status === 'submit') return 'pending';
  if (['cancelled', 'refunded', 'orderFailed'].includes(status)) return 'closed';
  if (['exception', 'suspended'].includes(status)) return 'problem';
  return 'good';
}

/** SPEC §7 payment channel mapping: wallets use H5, cards H5_WEB. */
export const CHANNEL_MODE_BY_PAY_TYPE: Readonly<Record<PayType, ChannelMode>> = {
  WXPAY: 'H5',
  ALIPAY: 'H5',
  ALIPAYHK: 'H5',
  VISAPAY: 'H5_WEB',
  MASTERCARDPAY: 'H5_WEB',
  UNIONPAY: 'H5_WEB',
  CUPPAY: 'H5_WEB',
};

/** The voucher can be downloaded once it is issued (and after the visit). */
export const canDownloadVoucher = (order: Pick<OrderDetail, 'status'>): boolean =>
  order.status === 'voucherIssued' || order.status === 'completed';

/** Calendar entries make sense for an order that still goes ahead. */
export const canAddToCalendar = (order: Pick<OrderDetail, 'status'>): boolean =>
  !['cancelled', 'refunded', 'orderFailed'].includes(order.status);
