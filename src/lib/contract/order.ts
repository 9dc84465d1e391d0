import * as z from 'zod/mini';
import { emailSchema, nameSchema, phoneAreaCodeSchema, phoneSchema } from './auth.ts';
import { idSchema, queryInt } from './common.ts';
import { CHANNEL_MODES, dateSchema, PAY_TYPES, sessionSchema, type PayType } from './product.ts';

/**
 * The order request of the cart and recheck pages (SPEC §2 product / product-recheck, §3 Guest,
 * §5 Guest form and Booking): POST /cl-odss-app/guest/order/info/save.
 *
 * The client sends what was chosen (SKUs, dates, quantities, guests) and the total it showed;
 * the gateway prices every line again, checks the stock and holds it, and refuses the order when
 * the total moved (the shopper sees the new total before paying). Money in integer cents of HKD.
 */

/** Booking channel (SPEC §3). */
export const ORDER_CHANNELS = ['PC', 'WAP'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** Normal mode: contact phone and e-mail; guest mode: an ID document per guest (SPEC §5). */
export const GUEST_MODES = ['normal', 'guest'] as const;
export type GuestModeName = (typeof GUEST_MODES)[number];

/**
 * ID types (DESIGN §8): 2 passport; 3 residence permit for Hong Kong/Macao/Taiwan residents;
 * 4 mainland travel permit for Hong Kong/Macao residents; 5 mainland travel permit for Taiwan
 * residents; 6 foreign permanent resident ID card.
 */
export const ID_TYPES = [2, 3, 4, 5, 6] as const;
export type IdType = (typeof ID_TYPES)[number];
export const DEFAULT_ID_TYPE: IdType = 2;
export const isIdType = (value: unknown): value is IdType =>
  (ID_TYPES as readonly unknown[]).includes(value);

/** Formats of SPEC §5, tested on the trimmed, upper-cased number ({@link normalizeIdNumber}). */
export const ID_PATTERNS: Readonly<Record<IdType, RegExp>> = {
  2: /^[A-Z0-9]{6,20}$/,
  3: /^8[A-Z0-9]{1,3}\d{16}$/,
  4: /^[HM](?:\d{8}|\d{10})$/,
  5: /^\d{8}$/,
  6: /^(?:9\d{17}|[A-Z]{3}\d{12})$/,
};

export const normalizeIdNumber = (value: string): string => value.trim().toUpperCase();

export const isValidIdNumber = (idType: IdType, value: string): boolean =>
  ID_PATTERNS[idType].test(normalizeIdNumber(value));

/** Joins family name and first name into guestName (SPEC §3); names cannot contain it. */
export const GUEST_NAME_SEPARATOR = '/';

const CJK_NAME = /^[\p{Script=Han}\u00B7\u30FB]+$/u;

/**
 * A guestName as a person reads it, the same on every page and in the voucher: "Chan/Tai Man"
 * → "Chan Tai Man", "陳/大文" → "陳大文" (a Chinese name is written without a space).
 */
export function displayGuestName(guestName: string): string {
  const at = guestName.indexOf(GUEST_NAME_SEPARATOR);
  if (at === -1) return guestName.trim();
  const family = guestName.slice(0, at).trim();
  const given = guestName.slice(at + 1).trim();
  if (family === '' || given === '') return family + given;
  return CJK_NAME.test(family) && CJK_NAME.test(given) ? family + given : `${family} ${given}`;
}

/** The most lines of one order and guests of one order. */
export const MAX_ORDER_LINES = 20;
export const MAX_ORDER_GUESTS = 60;
export const MAX_LINE_QUANTITY = 99;
export const REMARK_MAX = 200;

/** One booked SKU: a date (check-in for hotels), a check-out date for hotels, a session. */
export const orderLineRequestSchema = z.strictObject({
  productId: idSchema,
  skuId: idSchema,
  quantity: z
    .int('errors.order.quantity')
    .check(z.gte(1, 'errors.order.quantity'), z.lte(MAX_LINE_QUANTITY, 'errors.order.quantity')),
  startDate: dateSchema,
  /** Hotels: the check-out date (required); others: absent or the start date. */
  endDate: z.optional(dateSchema),
  /** Shows, timed offers and dining: the session (eat time) HH:mm. */
  session: z.optional(sessionSchema),
});
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

const guestNameSchema = z.string().check(
  z.maxLength(101, 'errors.order.guestName'),
  z.refine((s: string) => {
    const at = s.indexOf(GUEST_NAME_SEPARATOR);
    if (at <= 0) return false;
    const family = s.slice(0, at);
    const first = s.slice(at + 1);
    return nameSchema.safeParse(family).success && nameSchema.safeParse(first).success;
  }, 'errors.order.guestName'),
);

/** A guest/visitor contact (SPEC §3). */
export const guestContactSchema = z.strictObject({
  productId: idSchema,
  /** Family name, the separator "/", first name. */
  guestName: guestNameSchema,
  /** Digits only; empty in guest mode when not given. */
  guestMobile: z.union([z.literal(''), phoneSchema]),
  guestMobileArea: phoneAreaCodeSchema,
  /** Empty in guest mode (SPEC §3). */
  guestEmail: z.union([z.literal(''), emailSchema]),
  remark: z.string().check(z.maxLength(REMARK_MAX, 'errors.order.remark')),
  idType: z.optional(
    z.int('errors.order.idType').check(z.refine((n: number) => isIdType(n), 'errors.order.idType')),
  ),
  idInfo: z.optional(z.string().check(z.maxLength(40, 'errors.order.idInfo'))),
  /**
   * A saved traveller of the orderer (issue 19 §5): without `idInfo`, the gateway puts the
   * traveller's saved ID on the order (the client never has the full number).
   */
  travellerId: z.optional(idSchema),
});
export type GuestContactRequest = z.infer<typeof guestContactSchema>;

/** Why a guest list does not fit its order; null when it does. Shared by the cart and gateway. */
export interface GuestListProblem {
  code:
    | 'errors.order.guestMissing'
    | 'errors.order.guestProduct'
    | 'errors.order.guestTooMany'
    | 'errors.order.guestPhone'
    | 'errors.order.guestEmail'
    | 'errors.order.idRequired'
    | 'errors.order.idFormat'
    | 'errors.order.idRepeated';
  /** guestMissing: the first line of the product without a guest; otherwise the guest. */
  at: 'lines' | 'guests';
  index: number;
}

/** Guests a line admits: a bundle's SKU may admit several; the cart counts one per unit. */
export function guestListProblem(
  mode: GuestModeName,
  lines: readonly Pick<OrderLineRequest, 'productId' | 'quantity'>[],
  guests: readonly GuestContactRequest[],
): GuestListProblem | null {
  const products = [...new Set(lines.map((l) => l.productId))];
  const guest = (code: GuestListProblem['code'], index: number): GuestListProblem => ({
    code,
    at: 'guests',
    index,
  });
  for (const [index, g] of guests.entries()) {
    if (!products.includes(g.productId)) return guest('errors.order.guestProduct', index);
  }
  for (const [index, line] of lines.entries()) {
    if (!guests.some((g) => g.productId === line.productId)) {
      return { code: 'errors.order.guestMissing', at: 'lines', index };
    }
  }
  for (const productId of products) {
    const units = lines
      .filter((l) => l.productId === productId)
      .reduce((n, l) => n + l.quantity, 0);
    const mine = guests.flatMap((g, index) => (g.productId === productId ? [index] : []));
    const last = mine[mine.length - 1];
    if (mine.length > units && last !== undefined) return guest('errors.order.guestTooMany', last);
  }
  for (const [index, g] of guests.entries()) {
    if (mode === 'normal') {
      if (g.guestMobile === '') return guest('errors.order.guestPhone', index);
      if (g.guestEmail === '') return guest('errors.order.guestEmail', index);
      continue;
    }
    // a saved traveller's ID is checked by the gateway once it has put it on the guest
    if (g.travellerId !== undefined && g.idInfo === undefined) continue;
    if (g.idType === undefined || g.idInfo === undefined || g.idInfo.trim() === '') {
      return guest('errors.order.idRequired', index);
    }
    if (!isIdType(g.idType) || !isValidIdNumber(g.idType, g.idInfo)) {
      return guest('errors.order.idFormat', index);
    }
    const number = normalizeIdNumber(g.idInfo);
    const repeated = guests.some(
      (other, i) =>
        i < index &&
        other.productId === g.productId &&
        other.idType === g.idType &&
        other.idInfo !== undefined &&
        normalizeIdNumber(other.idInfo) === number,
    );
    if (repeated) return guest('errors.order.idRepeated', index);
  }
  return null;
}

/** An idempotency key: the same key makes one order however often it is sent. */
export const requestIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'errors.order.requestId'));

/** POST /cl-odss-app/guest/order/info/save */
export const orderSaveRequestSchema = z
  .strictObject({
    requestId: requestIdSchema,
    channel: z.enum(ORDER_CHANNELS),
    guestMode: z.enum(GUEST_MODES),
    lines: z
      .array(orderLineRequestSchema)
      .check(
        z.minLength(1, 'errors.order.lines'),
        z.maxLength(MAX_ORDER_LINES, 'errors.order.lines'),
      ),
    guests: z
      .array(guestContactSchema)
      .check(
        z.minLength(1, 'errors.order.guestMissing'),
        z.maxLength(MAX_ORDER_GUESTS, 'errors.order.guestTooMany'),
      ),
    /** The total the shopper saw and accepted; a different total on the gateway is refused. */
    expectedTotalCents: z.int('errors.order.total').check(z.gte(0, 'errors.order.total')),
    /** The terms and conditions were accepted (SPEC §5 Booking and payment). */
    termsAccepted: z.literal(true, 'errors.order.terms'),
  })
  .check(
    z.superRefine((body, ctx) => {
      const problem = guestListProblem(body.guestMode, body.lines, body.guests);
      if (problem !== null) {
        ctx.issues.push({
          code: 'custom',
          message: problem.code,
          input: body.guests,
          path: [problem.at, problem.index],
        });
      }
    }),
  );
export type OrderSaveRequest = z.infer<typeof orderSaveRequestSchema>;

// ---- answers ---------------------------------------------------------------------------------

/** Order statuses (SPEC §4); the lifecycle is DESIGN §7. */
export const ORDER_STATUSES = [
  'submit',
  'pendingPayment',
  'processing',
  'confirmed',
  'paid',
  'completed',
  'voucherIssued',
  'cancelled',
  'refunded',
  'orderFailed',
  'success',
  'exception',
  'suspended',
  'noPayment',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An unpaid order cancels itself after 15 minutes (SPEC §9). */
export const ORDER_PAYMENT_MINUTES = 15;

/** Stable error codes of order/info/save (HTTP 409): the order could not be made as asked. */
export const ORDER_ERROR_CODES = {
  soldOut: 'ORDER_SOLD_OUT',
  priceChanged: 'ORDER_PRICE_CHANGED',
  /** The account's unpaid orders already hold as much as one account may (409). */
  holdLimit: 'ORDER_HOLD_LIMIT',
} as const;

/** A line as the gateway priced and held it. */
export const orderLineSchema = z.object({
  productId: idSchema,
  skuId: idSchema,
  productName: z.string(),
  skuName: z.string(),
  productType: z.string(),
  poiCode: z.string(),
  poiType: z.int(),
  quantity: z.int(),
  startDate: z.string(),
  endDate: z.string(),
  session: z.nullable(z.string()),
  unitPriceCents: z.int(),
  subtotalCents: z.int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The answer of order/info/save: the order as saved, waiting for its payment. */
export const savedOrderSchema = z.object({
  orderId: idSchema,
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  channel: z.enum(ORDER_CHANNELS),
  totalCents: z.int(),
  /** Epoch milliseconds: when an unpaid order cancels itself. */
  payBefore: z.int(),
  createdAt: z.int(),
  lines: z.array(orderLineSchema),
  guestMode: z.enum(GUEST_MODES),
  guestCount: z.int(),
});
export type SavedOrder = z.infer<typeof savedOrderSchema>;

// ---- payment, reading and managing orders (issue 8) -----------------------------------------

/** Where the cashier sends the shopper back: a path of this site, never another origin. */
export const returnPathSchema = z
  .string()
  .check(
    z.maxLength(300, 'errors.order.returnPath'),
    z.regex(/^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]*$/, 'errors.order.returnPath'),
  );

/** POST /cl-odss-app/guest/order/info/pay */
export const orderPayRequestSchema = z.strictObject({
  orderId: idSchema,
  payType: z.enum(PAY_TYPES),
  /** The mode of SPEC §7's channel map for payType; a mismatch is refused. */
  channelMode: z.enum(CHANNEL_MODES),
  returnPath: returnPathSchema,
});
export type OrderPayRequest = z.infer<typeof orderPayRequestSchema>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;

/** The answer of pay: the simulator's cashier page to open. */
export const paymentSchema = z.object({
  payId: idSchema,
  orderId: idSchema,
  payType: z.enum(PAY_TYPES),
  channelMode: z.enum(CHANNEL_MODES),
  amountCents: z.int(),
  status: z.enum(PAYMENT_STATUSES),
  cashierUrl: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The order list tabs of SPEC §4, and the statuses each shows. */
export const ORDER_TABS = [
  'all',
  'processing',
  'pendingPayment',
  'paid',
  'completed',
  'cancelled',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const ORDER_TAB_STATUSES: Readonly<Record<OrderTab, readonly OrderStatus[] | null>> = {
  all: null,
  processing: ['submit', 'processing', 'confirmed', 'exception', 'suspended'],
  pendingPayment: ['pendingPayment'],
  paid: ['paid', 'voucherIssued', 'success', 'noPayment'],
  completed: ['completed'],
  cancelled: ['cancelled', 'refunded', 'orderFailed'],
};

/** Statuses an order can be deleted in (DESIGN §7); any other answers "cannot be deleted". */
export const DELETABLE_STATUSES: readonly OrderStatus[] = [
  'pendingPayment',
  'cancelled',
  'refunded',
  'completed',
  'orderFailed',
];

export const orderIdQuerySchema = z.object({ orderId: idSchema });
export const orderIdBodySchema = z.strictObject({ orderId: idSchema });

export const ORDER_PAGE_SIZE_MAX = 50;
export const orderListQuerySchema = z.object({
  tab: z._default(z.enum(ORDER_TABS), 'all'),
  pageNo: z._default(queryInt(1, 10_000), 1),
  pageSize: z._default(queryInt(1, ORDER_PAGE_SIZE_MAX), 10),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** A line of a loaded order, with its redemption codes once the voucher is issued. */
export const orderLineDetailSchema = z.object({
  ...orderLineSchema.shape,
  /** The voucher/ticket redemption code (SPEC §3), from voucher issue on. */
  voucherCode: z.nullable(z.string()),
  /** Hotels: the check-in confirmation code, from voucher issue on. */
  confirmationCode: z.nullable(z.string()),
});
export type OrderLineDetail = z.infer<typeof orderLineDetailSchema>;

/** Messages for the shopper about a late payment (DESIGN §6). */
export const ORDER_NOTICES = ['LATE_PAYMENT_HONOURED', 'LATE_PAYMENT_REFUNDED'] as const;

/** order/info/load: every field of SPEC §3 Order, and what the shopper may do now. */
export const orderDetailSchema = z.object({
  ...savedOrderSchema.shape,
  lines: z.array(orderLineDetailSchema),
  /** The payment's transaction number, once paid. */
  transactionNo: z.nullable(z.string()),
  payType: z.nullable(z.enum(PAY_TYPES)),
  paidAt: z.nullable(z.int()),
  updatedAt: z.int(),
  notice: z.nullable(z.enum(ORDER_NOTICES)),
  guests: z.array(guestContactSchema),
  canPay: z.boolean(),
  canCancel: z.boolean(),
  canDelete: z.boolean(),
  canRefund: z.boolean(),
  /** Its lines may move to another date (order/change; absent where not offered). */
  canChange: z.optional(z.boolean()),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A row of order/info/list. */
export const orderSummarySchema = z.object({
  orderId: idSchema,
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalCents: z.int(),
  createdAt: z.int(),
  payBefore: z.int(),
  /** The first line's product, and how many lines the order has. */
  title: z.string(),
  lineCount: z.int(),
  /** The first date of the visit. */
  visitDate: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = z.object({
  records: z.array(orderSummarySchema),
  total: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

// ---- refunds (SPEC §3 Refund, §4 Refund statuses, §5 Refund) --------------------------------

/** Refund reasons of SPEC §5; 'other' needs a specific reason. */
export const REFUND_REASONS = [
  'bookingFailed',
  'wrongOrUnwanted',
  'priceNotSuitable',
  'descriptionMismatch',
  'unableToTravel',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_TEXT_MAX = 200;

/** Refund statuses of SPEC §4 (DESIGN §7: submitted → reviewing → approved → refunding → refundSuccess). */
export const REFUND_STATUSES = [
  'submitted',
  'reviewing',
  'approved',
  'reviewFailed',
  'refunding',
  'refundFailed',
  'refundSuccess',
  'applicationFailed',
  'closed',
  'anomaly',
  'noticeAnomaly',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Business days until the money arrives, by payment method (SPEC §9: 1-7, 5-7 or 7-14). */
export const ARRIVAL_ESTIMATES = ['1-7', '5-7', '7-14'] as const;
export type ArrivalEstimate = (typeof ARRIVAL_ESTIMATES)[number];
export const ARRIVAL_BY_PAY_TYPE: Readonly<Record<PayType, ArrivalEstimate>> = {
  ALIPAY: '1-7',
  ALIPAYHK: '1-7',
  WXPAY: '1-7',
  UNIONPAY: '5-7',
  CUPPAY: '5-7',
  VISAPAY: '7-14',
  MASTERCARDPAY: '7-14',
};

/**
 * The refund rule: a full refund once per order, before the visit date. The handling fee is a
 * share of the paid amount by how many days are left before the first visit date; none when
 * the booking failed.
 */
export const REFUND_FEE_RULES = [
  { minDaysBefore: 7, percent: 0 },
  { minDaysBefore: 2, percent: 10 },
  { minDaysBefore: 1, percent: 20 },
] as const;

/** Why an order cannot be refunded (the rule it does not meet). */
export const REFUND_REFUSALS = [
  'notPaid',
  'visitStarted',
  'alreadyRefunded',
  'nothingPaid',
] as const;
export type RefundRefusal = (typeof REFUND_REFUSALS)[number];

/**
 * GET /guest/order/info/loadRefundFee?orderId: the quote shown before applying, with what the
 * order paid and its refunds gave back (computed by src/lib/refunds/breakdown.ts, which apply
 * uses again for the amounts it stores).
 */
export const refundQuoteSchema = z.object({
  orderId: idSchema,
  refundable: z.boolean(),
  /** The rule the order does not meet (null when refundable). */
  refusal: z.nullable(z.enum(REFUND_REFUSALS)),
  ticketQuantity: z.int(),
  /** The order's succeeded payments: the order and the top-ups of dearer date changes. */
  paidCents: z.int(),
  /** What its refunds approved, paying or succeeded give back. */
  refundedCents: z.int(),
  /** What its refunds still pending (submitted, under review) would give back. */
  inProgressCents: z.int(),
  /** The fees of its date changes, kept by the shop. */
  changeFeesCents: z.int(),
  /** What is left to refund: paid − refunded − in progress − change fees. */
  subtotalCents: z.int(),
  feePercent: z.int(),
  feeCents: z.int(),
  /** What the refund of the order pays back now: what is left less the fee. */
  refundCents: z.int(),
  daysBeforeVisit: z.int(),
  arrival: z.nullable(z.enum(ARRIVAL_ESTIMATES)),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

/** POST /cl-odss-app/guest/order/info/apply */
export const refundApplySchema = z
  .strictObject({
    orderId: idSchema,
    reason: z.enum(REFUND_REASONS),
    reasonText: z._default(
      z.string().check(z.maxLength(REFUND_REASON_TEXT_MAX, 'errors.refund.reasonText')),
      '',
    ),
    /** The booking-and-refund notice was ticked (SPEC §5). */
    noticeAccepted: z.literal(true, 'errors.refund.notice'),
    /** The fee the shopper was quoted; a different fee is refused with the new quote. */
    expectedFeeCents: z.int('errors.refund.fee').check(z.gte(0, 'errors.refund.fee')),
  })
  .check(
    z.refine((b) => b.reason !== 'other' || b.reasonText.trim() !== '', {
      message: 'errors.refund.reasonTextRequired',
      path: ['reasonText'],
    }),
  );
export type RefundApply = z.infer<typeof refundApplySchema>;

/** A refund record (SPEC §3 Refund). */
export const refundSchema = z.object({
  refundId: idSchema,
  refundNo: z.string(),
  orderId: idSchema,
  orderNo: z.string(),
  appliedAt: z.int(),
  reason: z.enum(REFUND_REASONS),
  reasonText: z.string(),
  /** The date change whose difference this refund pays back; null: the refund of the order. */
  changeNo: z.nullable(z.string()),
  ticketQuantity: z.int(),
  /** The amount refunded from: what was left of the order, or a date change's difference. */
  subtotalCents: z.int(),
  feeCents: z.int(),
  refundCents: z.int(),
  /** What reached the shopper: set when the refund succeeds. */
  actualRefundCents: z.nullable(z.int()),
  status: z.enum(REFUND_STATUSES),
  statusAt: z.int(),
  arrival: z.enum(ARRIVAL_ESTIMATES),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundIdQuerySchema = z.object({ refundId: idSchema });
export const refundListQuerySchema = z.object({
  pageNo: z._default(queryInt(1, 10_000), 1),
  pageSize: z._default(queryInt(1, ORDER_PAGE_SIZE_MAX), 10),
});
export const refundPageSchema = z.object({
  records: z.array(refundSchema),
  total: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
});
export type RefundPage = z.infer<typeof refundPageSchema>;

/** Stable error codes of the refund calls (HTTP 409). */
export const REFUND_ERROR_CODES = {
  refused: 'REFUND_REFUSED',
  feeChanged: 'REFUND_FEE_CHANGED',
} as const;
