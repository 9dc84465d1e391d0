import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import {
  orderLineSchema,
  paymentSchema,
  REFUND_STATUSES,
  refundListQuerySchema,
  refundPageSchema,
  requestIdSchema,
  returnPathSchema,
  type OrderStatus,
} from './order.ts';
import { CHANNEL_MODES, dateSchema, PAY_TYPES, sessionSchema } from './product.ts';

/**
 * Changing the date of a paid order instead of refunding it: the lines of an order move to
 * another date, session or stay of the same product. POST /cl-odss-app/guest/order/change/quote
 * prices the move, …/apply makes it (the difference paid through the cashier first when the
 * new lines cost more, refunded when they cost less), …/list shows the changes made.
 */

/** What a product allows (carried by the product, like its refund notice). */
export const changeRuleSchema = z.object({
  allowed: z.boolean(),
  /** Per unit (ticket, room) of a line that moves. */
  feeCents: z.int(),
  /** How many times one order may be changed. */
  maxChanges: z.int(),
  /** The last change is this many days before the visit. */
  cutoffDays: z.int(),
});
export type ChangeRule = z.infer<typeof changeRuleSchema>;

/** Order statuses whose lines may move (paid, not yet visited). */
export const CHANGEABLE_STATUSES: readonly OrderStatus[] = [
  'paid',
  'processing',
  'confirmed',
  'voucherIssued',
];

/** Why an order (or one of its lines) cannot be changed. */
export const CHANGE_REFUSALS = [
  'notPaid',
  'notAllowed',
  'refunded',
  'visitStarted',
  'tooLate',
  'maxReached',
] as const;
export type ChangeRefusal = (typeof CHANGE_REFUSALS)[number];

/** Stable error codes of the change calls (HTTP 409). */
export const CHANGE_ERROR_CODES = {
  refused: 'CHANGE_REFUSED',
  amountChanged: 'CHANGE_AMOUNT_CHANGED',
  soldOut: 'ORDER_SOLD_OUT',
} as const;

export const MAX_CHANGE_LINES = 20;

/** One line's new date (check-in for hotels), check-out for hotels, session. */
export const changeLineRequestSchema = z.strictObject({
  lineNo: z
    .int('errors.change.lineNo')
    .check(z.gte(1, 'errors.change.lineNo'), z.lte(MAX_CHANGE_LINES, 'errors.change.lineNo')),
  startDate: dateSchema,
  endDate: z.optional(dateSchema),
  session: z.optional(sessionSchema),
});
export type ChangeLineRequest = z.infer<typeof changeLineRequestSchema>;

const changeLinesSchema = z
  .array(changeLineRequestSchema)
  .check(
    z.minLength(1, 'errors.change.lines'),
    z.maxLength(MAX_CHANGE_LINES, 'errors.change.lines'),
  );

/** POST …/order/change/quote */
export const changeQuoteRequestSchema = z.strictObject({
  orderId: idSchema,
  lines: changeLinesSchema,
});
export type ChangeQuoteRequest = z.infer<typeof changeQuoteRequestSchema>;

/** POST …/order/change/apply: the quote's lines, the amount shown, and how to pay it. */
export const changeApplyRequestSchema = z.strictObject({
  orderId: idSchema,
  lines: changeLinesSchema,
  requestId: requestIdSchema,
  /** What the shopper was shown: positive to pay, negative to be refunded. */
  expectedDueCents: z.int('errors.change.amount'),
  /** Needed when there is something to pay. */
  payType: z.optional(z.enum(PAY_TYPES)),
  channelMode: z.optional(z.enum(CHANNEL_MODES)),
  returnPath: z.optional(returnPathSchema),
});
export type ChangeApplyRequest = z.infer<typeof changeApplyRequestSchema>;

/** A line before and after the change. */
export const changedLineSchema = z.object({
  lineNo: z.int(),
  before: orderLineSchema,
  after: orderLineSchema,
});
export type ChangedLine = z.infer<typeof changedLineSchema>;

/** The answer of quote: what the change costs. */
export const changeQuoteSchema = z.object({
  orderId: idSchema,
  lines: z.array(changedLineSchema),
  oldTotalCents: z.int(),
  newTotalCents: z.int(),
  feeCents: z.int(),
  /** newTotal − oldTotal + fee: positive to pay, negative to be refunded. */
  dueCents: z.int(),
  changesMade: z.int(),
  maxChanges: z.int(),
});
export type ChangeQuote = z.infer<typeof changeQuoteSchema>;

export const CHANGE_STATUSES = ['pendingPayment', 'done', 'expired', 'superseded'] as const;

/** A change of the order's history. */
export const orderChangeSchema = z.object({
  changeId: idSchema,
  changeNo: z.string(),
  orderId: idSchema,
  orderNo: z.string(),
  status: z.enum(CHANGE_STATUSES),
  lines: z.array(changedLineSchema),
  oldTotalCents: z.int(),
  newTotalCents: z.int(),
  feeCents: z.int(),
  dueCents: z.int(),
  /** What goes back to the shopper (a cheaper date, less the fee). */
  refundCents: z.int(),
  /** The refund that pays refundCents back, where it stands (null: nothing to refund). */
  refund: z.nullable(
    z.object({ refundId: idSchema, refundNo: z.string(), status: z.enum(REFUND_STATUSES) }),
  ),
  createdAt: z.int(),
  doneAt: z.nullable(z.int()),
  /** Epoch ms: an unpaid difference lapses (the order stays as it was). */
  payBefore: z.nullable(z.int()),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** The answer of apply: the change, and the payment to make when there is a difference to pay. */
export const changeApplyResultSchema = z.object({
  change: orderChangeSchema,
  payment: z.nullable(paymentSchema),
});
export type ChangeApplyResult = z.infer<typeof changeApplyResultSchema>;

/** GET …/order/change/dates?orderId: what each line may move to. */
export const changeOptionsSchema = z.object({
  orderId: idSchema,
  orderNo: z.string(),
  changeable: z.boolean(),
  refusal: z.nullable(z.enum(CHANGE_REFUSALS)),
  changesMade: z.int(),
  maxChanges: z.int(),
  lines: z.array(
    z.object({
      lineNo: z.int(),
      line: orderLineSchema,
      rule: changeRuleSchema,
      refusal: z.nullable(z.enum(CHANGE_REFUSALS)),
      /** Sessions of the product ([] when none). */
      sessions: z.array(z.string()),
      /** Dates from the first allowed to the end of the sale window, with the units left. */
      days: z.array(
        z.object({
          date: z.string(),
          /** Units left per session ('' when none); a hotel: rooms left that night. */
          left: z.record(z.string(), z.int()),
          /** Price of one unit on that date (a hotel: that night). */
          unitPriceCents: z.int(),
        }),
      ),
    }),
  ),
});
export type ChangeOptions = z.infer<typeof changeOptionsSchema>;

/** GET …/order/change/list: the refund records, and the date changes (of one order when given). */
export const changeHistoryQuerySchema = z.extend(refundListQuerySchema, {
  orderId: z.optional(idSchema),
});
export const changeHistorySchema = z.extend(refundPageSchema, {
  dateChanges: z.array(orderChangeSchema),
});
export type ChangeHistory = z.infer<typeof changeHistorySchema>;

export const changeIdQuerySchema = z.object({ changeId: idSchema });
export const changeOptionsQuerySchema = z.object({ orderId: idSchema });
