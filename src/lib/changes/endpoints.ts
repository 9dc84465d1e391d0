import { ORDER_CHANGE_ROUTES } from '../contract/routes.ts';
import { api, type ApiClient } from '../api/client.ts';
import {
  changeApplyResultSchema,
  changeHistorySchema,
  changeOptionsSchema,
  changeQuoteSchema,
  type ChangeApplyRequest,
  type ChangeApplyResult,
  type ChangeHistory,
  type ChangeOptions,
  type ChangeQuote,
  type ChangeQuoteRequest,
} from '../contract/order-change.ts';

interface CallOptions {
  signal?: AbortSignal | undefined;
  client?: ApiClient;
}

const signalOf = (o: CallOptions) => (o.signal ? { signal: o.signal } : {});

/** GET order/change/options: what each line of the order may move to. */
export const loadChangeOptions = (orderId: string, o: CallOptions = {}): Promise<ChangeOptions> =>
  (o.client ?? api).request(ORDER_CHANGE_ROUTES.paths.options, {
    params: { orderId },
    schema: changeOptionsSchema,
    ...signalOf(o),
  });

/** POST order/change/quote: the price difference and the fee of the chosen move. */
export const quoteChange = (body: ChangeQuoteRequest, o: CallOptions = {}): Promise<ChangeQuote> =>
  (o.client ?? api).request(ORDER_CHANGE_ROUTES.paths.quote, {
    method: 'POST',
    body: { ...body },
    schema: changeQuoteSchema,
    ...signalOf(o),
  });

/** POST order/change/apply: the change, and the payment to make when there is one. */
export const applyChange = (
  body: ChangeApplyRequest,
  o: CallOptions = {},
): Promise<ChangeApplyResult> =>
  (o.client ?? api).request(ORDER_CHANGE_ROUTES.paths.apply, {
    method: 'POST',
    body: { ...body },
    schema: changeApplyResultSchema,
    ...signalOf(o),
  });

/** GET order/change/list?orderId: the order's after-sales history with its date changes. */
export const loadChangeHistory = (orderId: string, o: CallOptions = {}): Promise<ChangeHistory> =>
  (o.client ?? api).request(ORDER_CHANGE_ROUTES.paths.list, {
    params: { orderId, pageNo: 1, pageSize: 10 },
    schema: changeHistorySchema,
    ...signalOf(o),
  });
