import { ORDER_ROUTES, PAY_ROUTES } from '../contract/routes.ts';
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

export interface CallOptions {
  signal?: AbortSignal | undefined;
  client?: ApiClient;
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export const loadOrder = (orderId: string, o: CallOptions = {}): Promise<OrderDetail> =>
  (o.client ?? api).request(ORDER_ROUTES.paths.load, {
    params: { orderId },
    schema: orderDetailSchema,
    ...withSignal(o.signal),
  });

export const listOrders = (
  q: { tab: OrderTab; pageNo: number; pageSize: number },
  o: CallOptions = {},
): Promise<OrderPage> =>
  (o.client ?? api).request(ORDER_ROUTES.paths.list, {
    params: { tab: q.tab, pageNo: q.pageNo, pageSize: q.pageSize },
    schema: orderPageSchema,
    ...withSignal(o.signal),
  });

export const listPayConfigs = (o: CallOptions = {}) =>
  (o.client ?? api).request(PAY_ROUTES.paths.configs, {
    schema: payConfigListSchema,
    ...withSignal(o.signal),
  });

export const payOrder = (body: OrderPayRequest, o: CallOptions = {}): Promise<Payment> =>
  (o.client ?? api).request(ORDER_ROUTES.paths.pay, {
    method: 'POST',
    body,
    schema: paymentSchema,
  });

export const cancelOrder = (orderId: string, o: CallOptions = {}): Promise<OrderDetail> =>
  (o.client ?? api).request(ORDER_ROUTES.paths.cancel, {
    method: 'POST',
    body: { orderId },
    schema: orderDetailSchema,
  });

export const deleteOrder = async (orderId: string, o: CallOptions = {}): Promise<void> => {
  await (o.client ?? api).request(ORDER_ROUTES.paths.remove, {
    method: 'DELETE',
    params: { orderId },
  });
};

export const replenishOrders = (
  orderIds: string[],
  o: CallOptions = {},
): Promise<OrderReplenish[]> =>
  (o.client ?? api).request(ORDER_ROUTES.paths.replenish, {
    method: 'POST',
    body: { orderIds },
    schema: listReplenishSchema,
    ...withSignal(o.signal),
  });

export const downloadVoucher = (orderId: string, o: CallOptions = {}): Promise<Blob> =>
  (o.client ?? api).blob(ORDER_ROUTES.paths.voucher, {
    params: { orderId },
    ...withSignal(o.signal),
  });
