import {
  CHANGEABLE_STATUSES,
  type ChangeRefusal,
  type ChangeRule,
} from '../contract/order-change.ts';
import type { OrderStatus } from '../contract/order.ts';

/**
 * The date-change rule, pure, shared by the gateway (quote, apply, options) and the page: an
 * order in a paid state, not refunded, changed fewer times than its products allow, whose lines
 * are before their cut-off (the product's days before the visit) and whose products allow it.
 */

export interface ChangeRuleInput {
  status: string;
  /** A refund of the order exists. */
  hasRefund: boolean;
  changesMade: number;
  today: string;
}

export interface ChangeLineInput {
  rule: ChangeRule;
  /** The line's (first) visit date. */
  startDate: string;
}

/** Whole days from `today` to `date` (negative once it has passed). */
export function daysUntil(today: string, date: string): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** The most changes an order allows: the smallest maximum of its products. */
export const maxChangesOf = (rules: readonly ChangeRule[]): number =>
  rules.length === 0 ? 0 : Math.min(...rules.map((r) => (r.allowed ? r.maxChanges : 0)));

/** Why the order as a whole cannot be changed, or null. */
export function orderRefusal(order: ChangeRuleInput, maxChanges: number): ChangeRefusal | null {
  if (order.hasRefund || order.status === 'refunded') return 'refunded';
  if (!CHANGEABLE_STATUSES.includes(order.status as OrderStatus)) return 'notPaid';
  if (order.changesMade >= maxChanges) return 'maxReached';
  return null;
}

/** Why one line cannot move, or null. */
export function lineRefusal(line: ChangeLineInput, today: string): ChangeRefusal | null {
  if (!line.rule.allowed || line.rule.maxChanges <= 0) return 'notAllowed';
  const days = daysUntil(today, line.startDate);
  if (days <= 0) return 'visitStarted';
  if (days < line.rule.cutoffDays) return 'tooLate';
  return null;
}

/** The first date a line may move to: after today and not inside the cut-off. */
export const firstChangeDate = (today: string, rule: ChangeRule): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + Math.max(1, rule.cutoffDays) * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** The fee of moving `quantity` units of a line. */
export const changeFeeOf = (rule: ChangeRule, quantity: number): number => rule.feeCents * quantity;

/** What the shopper pays (positive) or gets back (negative) for the change. */
export const dueOf = (oldTotalCents: number, newTotalCents: number, feeCents: number): number =>
  newTotalCents - oldTotalCents + feeCents;

/** What goes back to the shopper when the new lines cost less than the old ones plus the fee. */
export const refundOf = (dueCents: number): number => Math.max(0, -dueCents);
