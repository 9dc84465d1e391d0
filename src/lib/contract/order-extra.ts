import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type RefundQuote,
  type RefundReason,
} from './order.ts';

/**
 * Order calls beyond src/lib/contract/order.ts (issue 8): the pay return page's polling of
 * order/info/listReplenish, and the refund fee of a given reason.
 */

export const LIST_REPLENISH_MAX = 20;

/** POST /cl-odss-app/guest/order/info/listReplenish: the orders to look at again (1 to 20). */
export const listReplenishRequestSchema = z.strictObject({
  orderIds: z
    .array(idSchema)
    .check(
      z.minLength(1, 'errors.order.orderIds'),
      z.maxLength(LIST_REPLENISH_MAX, 'errors.order.orderIds'),
    ),
});

/**
 * Statuses an order only reaches once it is settled by a payment (or needed none: noPayment):
 * `paid` of listReplenish. A refunded or cancelled order counts as not paid.
 */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = [
  'paid',
  'processing',
  'confirmed',
  'voucherIssued',
  'completed',
  'success',
  'noPayment',
];

/** One order of listReplenish: its status now and its last payment attempt. */
export const orderReplenishSchema = z.object({
  orderId: idSchema,
  status: z.enum(ORDER_STATUSES),
  paid: z.boolean(),
  lastPayment: z.nullable(z.object({ payId: idSchema, status: z.enum(PAYMENT_STATUSES) })),
});
export type OrderReplenish = z.infer<typeof orderReplenishSchema>;

/** The answer: the caller's own orders among those asked for, in the order asked; others left out. */
export const listReplenishSchema = z.array(orderReplenishSchema);

/**
 * The quote for a chosen reason: a booking that failed is refunded without a handling fee
 * (SPEC §5; REFUND_FEE_RULES). apply accepts as `expectedFeeCents` this quote's fee or the general one.
 */
export function quoteForReason(quote: RefundQuote, reason: RefundReason): RefundQuote {
  if (reason !== 'bookingFailed' || !quote.refundable) return quote;
  return { ...quote, feePercent: 0, feeCents: 0, refundCents: quote.subtotalCents };
}
