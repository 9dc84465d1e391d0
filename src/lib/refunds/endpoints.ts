import { ORDER_CHANGE_ROUTES, ORDER_ROUTES } from '../contract/routes.ts';
import { api, type ApiClient } from '../api/client.ts';
import {
  orderDetailSchema,
  refundPageSchema,
  refundQuoteSchema,
  refundSchema,
  type OrderDetail,
  type Refund,
  type RefundApply,
  type RefundPage,
  type RefundQuote,
} from '../contract/order.ts';

/** After-sales list page size. */
export const REFUND_PAGE_SIZE = 10;

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** The client to use; the shared `api` by default. */
  client?: ApiClient;
}

const signalOf = (o: CallOptions) => (o.signal ? { signal: o.signal } : {});

/** GET order/info/load: the order being refunded. */
export const loadOrder = (orderId: string, o: CallOptions = {}): Promise<OrderDetail> =>
  (o.client ?? api).request(ORDER_ROUTES.paths.load, {
    params: { orderId },
    schema: orderDetailSchema,
    ...signalOf(o),
  });

/** GET order/info/loadRefundFee: the quote shown before applying. */
export const loadRefundQuote = (orderId: string, o: CallOptions = {}): Promise<RefundQuote> =>
  (o.client ?? api).request(ORDER_ROUTES.paths.refundQuote, {
    params: { orderId },
    schema: refundQuoteSchema,
    ...signalOf(o),
  });

/** POST order/info/apply: 409 REFUND_REFUSED or REFUND_FEE_CHANGED (new quote in data). */
export const applyRefund = (body: RefundApply, o: CallOptions = {}): Promise<Refund> =>
  (o.client ?? api).request(ORDER_ROUTES.paths.refundApply, {
    method: 'POST',
    body: { ...body },
    schema: refundSchema,
    ...signalOf(o),
  });

/** GET order/change/load: one refund; 404 "Refund detail empty" when there is none. */
export const loadRefund = (refundId: string, o: CallOptions = {}): Promise<Refund> =>
  (o.client ?? api).request(ORDER_CHANGE_ROUTES.paths.refund, {
    params: { refundId },
    schema: refundSchema,
    ...signalOf(o),
  });

/** GET order/change/list: the after-sales records, newest first. */
export const listRefunds = (
  q: { pageNo: number; pageSize?: number },
  o: CallOptions = {},
): Promise<RefundPage> =>
  (o.client ?? api).request(ORDER_CHANGE_ROUTES.paths.list, {
    params: { pageNo: q.pageNo, pageSize: q.pageSize ?? REFUND_PAGE_SIZE },
    schema: refundPageSchema,
    ...signalOf(o),
  });
