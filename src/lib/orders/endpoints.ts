import { api, type ApiClient } from '../api/client.ts';
import {
  orderDetailSchema,
  orderPageSchema,
  paymentSchema,
  type OrderDetail,
  type OrderPage,
  type OrderPayRequest,
  type OrderTab,
  type Payment,
} from '../contract/order.ts';
import { payConfigListSchema } from '../contract/product.ts';
import { listReplenishSchema, type OrderReplenish } from '../contract/order-extra.ts';

/** The order calls of SPEC §7 used by the pay page and the order pages. */
export const ORDER_BASE = '/cl-odss-app/guest/order/info';
export const ORDER_PATHS = {
  load: `${ORDER_BASE}/load`,
  list: `${ORDER_BASE}/list`,
  pay: `${ORDER_BASE}/pay`,
  cancel: `${ORDER_BASE}/cancel`,
  remove: `${ORDER_BASE}/delete`,
  replenish: `${ORDER_BASE}/listReplenish`,
  voucher: `${ORDER_BASE}/downloadOrderVoucher`,
  payConfigs: '/cl-odss-app/guest/pay/config/list',
} as const;

export interface CallOptions {
  signal?: AbortSignal | undefined;
  client?: ApiClient;
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export const loadOrder = (orderId: string, o: CallOptions = {}): Promise<OrderDetail> =>
  (o.client ?? api).request(ORDER_PATHS.load, {
    params: { orderId },
    schema: orderDetailSchema,
    ...withSignal(o.signal),
  });

export const listOrders = (
  q: { tab: OrderTab; pageNo: number; pageSize: number },
  o: CallOptions = {},
): Promise<OrderPage> =>
  (o.client ?? api).request(ORDER_PATHS.list, {
    params: { tab: q.tab, pageNo: q.pageNo, pageSize: q.pageSize },
    schema: orderPageSchema,
    ...withSignal(o.signal),
  });

export const listPayConfigs = (o: CallOptions = {}) =>
  (o.client ?? api).request(ORDER_PATHS.payConfigs, {
    schema: payConfigListSchema,
    ...withSignal(o.signal),
  });

export const payOrder = (body: OrderPayRequest, o: CallOptions = {}): Promise<Payment> =>
  (o.client ?? api).request(ORDER_PATHS.pay, { method: 'POST', body, schema: paymentSchema });

export const cancelOrder = (orderId: string, o: CallOptions = {}): Promise<OrderDetail> =>
  (o.client ?? api).request(ORDER_PATHS.cancel, {
    method: 'POST',
    body: { orderId },
    schema: orderDetailSchema,
  });

export const deleteOrder = async (orderId: string, o: CallOptions = {}): Promise<void> => {
  await (o.client ?? api).request(ORDER_PATHS.remove, { method: 'DELETE', params: { orderId } });
};

export const replenishOrders = (
  orderIds: string[],
  o: CallOptions = {},
): Promise<OrderReplenish[]> =>
  (o.client ?? api).request(ORDER_PATHS.replenish, {
    method: 'POST',
    body: { orderIds },
    schema: listReplenishSchema,
    ...withSignal(o.signal),
  });

export const downloadVoucher = (orderId: string, o: CallOptions = {}): Promise<Blob> =>
  (o.client ?? api).blob(ORDER_PATHS.voucher, { params: { orderId }, ...withSignal(o.signal) });
