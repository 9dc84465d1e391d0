import { ORDER_LINK_ROUTES } from '../contract/routes.ts';
import { api, type ApiClient } from '../api/client.ts';
import {
  ORDER_NO_PATTERN,
  normalizeOrderNo,
  orderLinkViewSchema,
  type OrderLinkView,
} from '../contract/order-link.ts';
import { EMAIL_PATTERN } from '../contract/auth.ts';

/** The calls of /order-lookup and of the order its mailed link opens (no login). */

export const lookupOrder = (
  body: { orderNo: string; email: string },
  client: ApiClient = api,
): Promise<unknown> => client.request(ORDER_LINK_ROUTES.paths.lookup, { method: 'POST', body });

export const viewOrderLink = (token: string, client: ApiClient = api): Promise<OrderLinkView> =>
  client.request(ORDER_LINK_ROUTES.paths.view, {
    method: 'POST',
    body: { token },
    schema: orderLinkViewSchema,
  });

export const downloadLinkVoucher = (token: string, client: ApiClient = api): Promise<Blob> =>
  client.blob(ORDER_LINK_ROUTES.paths.voucher, { method: 'POST', body: { token } });

export type LookupProblem = 'required' | 'format';

/** What is wrong with the lookup form's two fields (the gateway checks the same). */
export function lookupProblems(values: {
  orderNo: string;
  email: string;
}): Partial<Record<'orderNo' | 'email', LookupProblem>> {
  const problems: Partial<Record<'orderNo' | 'email', LookupProblem>> = {};
  const orderNo = normalizeOrderNo(values.orderNo);
  if (orderNo === '') problems.orderNo = 'required';
  else if (!ORDER_NO_PATTERN.test(orderNo)) problems.orderNo = 'format';
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) problems.email = 'format';
  return problems;
}
