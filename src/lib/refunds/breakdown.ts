import {
  ARRIVAL_BY_PAY_TYPE,
  REFUND_FEE_RULES,
  type OrderStatus,
  type RefundQuote,
  type RefundRefusal,
  type RefundStatus,
} from '../contract/order.ts';
import { daysBetween, type PayType } from '../contract/product.ts';

/**
 * What an order paid, what its refunds give back and what a refund of it would pay now: one pure
 * function for the gateway's quote (loadRefundFee, shown on the refund page) and its apply (the
 * same numbers, computed again under the order's lock, are the ones stored), so that the page
 * never shows another amount than the one refunded.
 */

/** Order statuses in which a refund may be asked for (paid, not yet visited). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = [
  'paid',
  'processing',
  'confirmed',
  'voucherIssued',
];

export interface RefundRuleInput {
  status: string;
  /** What is left to refund: paid − already refunded. */
  totalCents: number;
  /** The first visit date of the order (YYYY-MM-DD, Hong Kong). */
  firstVisitDate: string;
  /** The order's own refund exists already (a date change's refund does not count). */
  hasRefund: boolean;
  /** Today in Hong Kong. */
  today: string;
}

export interface RefundRuleOutcome {
  refusal: RefundRefusal | null;
  daysBeforeVisit: number;
  /** The handling fee's share of the paid amount (0 when refused). */
  feePercent: number;
}

/**
 * The refund rule, shared by loadRefundFee, apply and the canRefund of order/info/load: the
 * first rule the order does not meet, and the fee by the days left (REFUND_FEE_RULES).
 */
export function refundRule(input: RefundRuleInput): RefundRuleOutcome {
  const days = input.firstVisitDate === '' ? 0 : daysBetween(input.today, input.firstVisitDate);
  const refused = (refusal: RefundRefusal): RefundRuleOutcome => ({
    refusal,
    daysBeforeVisit: days,
    feePercent: 0,
  });
  if (input.hasRefund || input.status === 'refunded') return refused('alreadyRefunded');
  if (!REFUNDABLE_STATUSES.includes(input.status as OrderStatus)) return refused('notPaid');
  if (input.totalCents <= 0) return refused('nothingPaid');
  const rule = REFUND_FEE_RULES.find((r) => days >= r.minDaysBefore);
  if (rule === undefined) return refused('visitStarted');
  return { refusal: null, daysBeforeVisit: days, feePercent: rule.percent };
}

/** The fee of a paid amount at a percentage, in whole cents (half a cent rounds up). */
export const feeOf = (totalCents: number, percent: number): number =>
  Math.round((totalCents * percent) / 100);

/**
 * Where a refund's amount stands, by its status: paid back or committed to be (approved and
 * on), still pending (submitted, under review, or an anomaly an operator has to settle), or
 * given up (an end in which no money went back: the amount is the shopper's to refund again).
 */
const REFUND_SHARE: Readonly<Record<RefundStatus, 'refunded' | 'inProgress' | 'none'>> = {
  submitted: 'inProgress',
  reviewing: 'inProgress',
  approved: 'refunded',
  reviewFailed: 'none',
  refunding: 'refunded',
  refundFailed: 'none',
  refundSuccess: 'refunded',
  applicationFailed: 'none',
  closed: 'none',
  anomaly: 'inProgress',
  noticeAnomaly: 'inProgress',
};

/** The money of one order, as the gateway's tables hold it. */
export interface RefundLedger {
  /** The order's succeeded payments: the order and the differences of dearer date changes. */
  paidCents: number;
  /** The fees of its date changes: the shop keeps them, they are not refunded. */
  changeFeesCents: number;
  /** Its refunds: of the order (`ofChange` false) and of cheaper date changes. */
  refunds: readonly { status: string; refundCents: number; ofChange: boolean }[];
}

export interface RefundBalance {
  paidCents: number;
  /** What its approved, paying and succeeded refunds give back. */
  refundedCents: number;
  /** What its pending refunds would give back. */
  inProgressCents: number;
  changeFeesCents: number;
  /** What is left to refund: paid − refunded − in progress − the change fees kept. */
  leftCents: number;
  /** The order's own refund exists (made once, whatever became of it). */
  hasOrderRefund: boolean;
}

/** Paid, refunded, in progress and left of an order's ledger. */
export function refundBalance(ledger: RefundLedger): RefundBalance {
  let refundedCents = 0;
  let inProgressCents = 0;
  for (const r of ledger.refunds) {
    // a status not in the contract is one an operator has to look at: counted as pending
    const share = REFUND_SHARE[r.status as RefundStatus] ?? 'inProgress';
    if (share === 'refunded') refundedCents += r.refundCents;
    else if (share === 'inProgress') inProgressCents += r.refundCents;
  }
  return {
    paidCents: ledger.paidCents,
    refundedCents,
    inProgressCents,
    changeFeesCents: ledger.changeFeesCents,
    leftCents: Math.max(
      0,
      ledger.paidCents - refundedCents - inProgressCents - ledger.changeFeesCents,
    ),
    hasOrderRefund: ledger.refunds.some((r) => !r.ofChange),
  };
}

export interface RefundQuoteInput {
  orderId: string;
  status: string;
  /** Tickets of the order's lines. */
  ticketQuantity: number;
  /** The first visit date of the order's lines ('' when it has none). */
  firstVisitDate: string;
  payType: PayType | null;
  /** Today in Hong Kong. */
  today: string;
  ledger: RefundLedger;
}

/**
 * The refund of what is left of an order, with its breakdown: paid, already refunded, in
 * progress, the change fees kept, then what is left less the fee of the refund rule.
 */
export function refundQuoteOf(input: RefundQuoteInput): RefundQuote {
  const balance = refundBalance(input.ledger);
  const outcome = refundRule({
    status: input.status,
    totalCents: balance.leftCents,
    firstVisitDate: input.firstVisitDate,
    hasRefund: balance.hasOrderRefund,
    today: input.today,
  });
  const refundable = outcome.refusal === null;
  const feeCents = refundable ? feeOf(balance.leftCents, outcome.feePercent) : 0;
  return {
    orderId: input.orderId,
    refundable,
    refusal: outcome.refusal,
    ticketQuantity: input.ticketQuantity,
    paidCents: balance.paidCents,
    refundedCents: balance.refundedCents,
    inProgressCents: balance.inProgressCents,
    changeFeesCents: balance.changeFeesCents,
    subtotalCents: balance.leftCents,
    feePercent: outcome.feePercent,
    feeCents,
    refundCents: refundable ? balance.leftCents - feeCents : 0,
    daysBeforeVisit: outcome.daysBeforeVisit,
    arrival: input.payType === null ? null : ARRIVAL_BY_PAY_TYPE[input.payType],
  };
}
