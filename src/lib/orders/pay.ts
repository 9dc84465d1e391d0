import { idSchema } from '../contract/common.ts';
import type { OrderStatus } from '../contract/order.ts';
import { isPaidStatus } from './status.ts';

/** What the cashier answers in `result` when it sends the shopper back (DESIGN §6). */
export const PAY_RESULTS = ['paid', 'honoured', 'failed', 'refunded', 'unchanged'] as const;
export type PayResult = (typeof PAY_RESULTS)[number];

/** The pay page's query: the method choice, or the return from the cashier. */
export type PayPageState =
  | { step: 'choose'; orderId: string | null }
  | { step: 'return'; orderId: string | null; payId: string | null; result: PayResult | null };

/** An id of the query, or null when absent or malformed. */
export const idOf = (value: string | null): string | null =>
  value !== null && idSchema.safeParse(value).success ? value : null;

export function parsePayQuery(search: string): PayPageState {
  const q = new URLSearchParams(search);
  const orderId = idOf(q.get('orderId'));
  if (q.get('step') !== 'return') return { step: 'choose', orderId };
  const result = q.get('result');
  return {
    step: 'return',
    orderId,
    payId: idOf(q.get('payId')),
    result: (PAY_RESULTS as readonly (string | null)[]).includes(result)
      ? (result as PayResult)
      : null,
  };
}

/** Where the cashier sends the shopper back: this page, in its language, at the return step. */
export const returnPathFor = (pathname: string): string => `${pathname}?step=return`;

/** The pay page of an order (the method choice again). */
export const payPageHref = (pathname: string, orderId: string): string =>
  `${pathname}?orderId=${encodeURIComponent(orderId)}`;

/** What the return step shows. */
export type ReturnView = 'success' | 'failed' | 'refunded' | 'pending';

/**
 * The return step's message from the cashier's result and, when loaded, the order's status:
 * an order the gateway already knows as paid is a success whatever the query says, and an
 * unknown or unchanged result with an unpaid order is "payment info not found, may be delayed"
 * (SPEC §8).
 */
export function returnView(result: PayResult | null, status: OrderStatus | null): ReturnView {
  if (status !== null && isPaidStatus(status)) return 'success';
  if (status === 'refunded') return 'refunded';
  if (result === 'refunded') return 'refunded';
  if (result === 'failed') return 'failed';
  if ((result === 'paid' || result === 'honoured') && status === null) return 'success';
  return 'pending';
}

/** How often, and how many times, the return step asks again whether the payment arrived. */
export const REPLENISH_POLL_MS = 3000;
export const REPLENISH_POLL_TIMES = 20;
