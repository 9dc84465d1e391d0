import {
  ARRIVAL_BY_PAY_TYPE,
  REFUND_FEE_RULES,
  type ArrivalEstimate,
  type RefundQuote,
  type RefundStatus,
} from '../contract/order.ts';
import type { PayType } from '../contract/product.ts';
import { RESORT_TIME_ZONE } from '../format/dates.ts';

/** The normal path of a refund (DESIGN §7). */
export const REFUND_PATH = [
  'submitted',
  'reviewing',
  'approved',
  'refunding',
  'refundSuccess',
] as const satisfies readonly RefundStatus[];
type PathStatus = (typeof REFUND_PATH)[number];

/** Where each failure end leaves the normal path: the step it replaces. */
const FAILURE_AT: Readonly<Record<Exclude<RefundStatus, PathStatus>, PathStatus>> = {
  applicationFailed: 'submitted',
  reviewFailed: 'reviewing',
  closed: 'approved',
  refundFailed: 'refunding',
  anomaly: 'refunding',
  noticeAnomaly: 'refundSuccess',
};

const isPathStatus = (status: RefundStatus): status is PathStatus =>
  (REFUND_PATH as readonly RefundStatus[]).includes(status);

/** A refund moves no more once it succeeded or reached a failure end. */
export const isFinalRefundStatus = (status: RefundStatus): boolean =>
  status === 'refundSuccess' || !isPathStatus(status);

export const isFailedRefundStatus = (status: RefundStatus): boolean => !isPathStatus(status);

export type StepState = 'done' | 'current' | 'todo' | 'failed';
export interface ProgressStep {
  status: RefundStatus;
  state: StepState;
}

/**
 * The progress view: the normal path with the steps done, the current one and those to come; a
 * failure end replaces the step where it happened and the path stops there.
 */
export function refundProgress(status: RefundStatus): ProgressStep[] {
  if (isPathStatus(status)) {
    const at = REFUND_PATH.indexOf(status);
    return REFUND_PATH.map((s, i) => ({
      status: s,
      state: i < at || status === 'refundSuccess' ? 'done' : i === at ? 'current' : 'todo',
    }));
  }
  const at = REFUND_PATH.indexOf(FAILURE_AT[status]);
  return [
    ...REFUND_PATH.slice(0, at).map((s): ProgressStep => ({ status: s, state: 'done' })),
    { status, state: 'failed' },
  ];
}

/** Business days until the money arrives: the quote's, else by the payment method. */
export function arrivalFor(
  quote: Pick<RefundQuote, 'arrival'> | null,
  payType: PayType | null,
): ArrivalEstimate | null {
  if (quote?.arrival) return quote.arrival;
  return payType === null ? null : ARRIVAL_BY_PAY_TYPE[payType];
}

/** One line of the fee rule of the notice: a range of days before the visit and its fee. */
export interface FeeRuleLine {
  /** 'from': that many days or more; 'day': exactly; 'range': from … to. */
  kind: 'from' | 'day' | 'range';
  from: number;
  to: number;
  percent: number;
}

export function feeRuleLines(
  rules: readonly { minDaysBefore: number; percent: number }[] = REFUND_FEE_RULES,
): FeeRuleLine[] {
  const sorted = [...rules].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  return sorted.map((rule, i) => {
    const previous = sorted[i - 1];
    const from = rule.minDaysBefore;
    if (previous === undefined) return { kind: 'from', from, to: from, percent: rule.percent };
    const to = previous.minDaysBefore - 1;
    return { kind: to === from ? 'day' : 'range', from, to, percent: rule.percent };
  });
}

/** The smallest number of days before the visit that still allows a refund. */
export const lastRefundDay = (
  rules: readonly { minDaysBefore: number }[] = REFUND_FEE_RULES,
): number => Math.min(...rules.map((r) => r.minDaysBefore));

/** An instant (epoch ms) as the resort's date and time in the page's language. */
export function formatInstant(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: RESORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}
