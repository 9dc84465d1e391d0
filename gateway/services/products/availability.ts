import {
  SALE_WINDOW_DAYS,
  type CalendarDay,
  type DayStatus,
  type SessionSlot,
  type StayQuote,
  type UnavailableReason,
} from '../../../src/lib/contract/product.ts';
import { addDays, dateRange, sessionMinutes, tierOf } from './dates.ts';

/**
 * Pure availability and pricing rules: what a day, a session and a hotel stay answer, from
 * the product's rules, its SKUs' prices and the stock left. No database, no clock: "now" is
 * passed in as the resort's date and minute of the day.
 */

export interface Moment {
  today: string;
  minutes: number;
}

export interface ProductRules {
  /** Session starts HH:mm; empty for products without sessions. */
  sessions: readonly string[];
  /** Months (1-12) the product is open; empty: all year. */
  openMonths: readonly number[];
}

export interface SkuPrices {
  skuId: string;
  peakCents: number;
  offPeakCents: number;
}

/** Stock left of a SKU on a date and session ('' when none); 0 when nothing is on sale. */
export type StockLeft = (skuId: string, date: string, session: string) => number;

export const priceOn = (sku: SkuPrices, date: string): number =>
  tierOf(date) === 'PEAK' ? sku.peakCents : sku.offPeakCents;

/** The last date on sale (the sale window starts today). */
export const lastSaleDate = (today: string): string => addDays(today, SALE_WINDOW_DAYS - 1);

/** Why a whole date cannot be sold (null: it can, session and stock permitting). */
export function dateBlock(
  date: string,
  rules: ProductRules,
  now: Moment,
): UnavailableReason | null {
  if (date < now.today) return 'PAST';
  if (date > lastSaleDate(now.today)) return 'NOT_ON_SALE';
  if (rules.openMonths.length > 0 && !rules.openMonths.includes(Number(date.slice(5, 7)))) {
    return 'CLOSED';
  }
  return null;
}

/** True when a session of `date` has started at `now` (booking is past the session start). */
export const sessionStarted = (date: string, session: string, now: Moment): boolean =>
  date < now.today || (date === now.today && sessionMinutes(session) <= now.minutes);

function slot(
  date: string,
  session: string,
  left: number,
  block: UnavailableReason | null,
  now: Moment,
): SessionSlot {
  if (block) return { session, stockLeft: 0, status: 'UNAVAILABLE', reason: block };
  if (sessionStarted(date, session, now)) {
    return { session, stockLeft: left, status: 'UNAVAILABLE', reason: 'STARTED' };
  }
  if (left <= 0) return { session, stockLeft: 0, status: 'SOLD_OUT', reason: 'SOLD_OUT' };
  return { session, stockLeft: left, status: 'AVAILABLE', reason: null };
}

/** One day of a product's price calendar. */
export function calendarDay(
  date: string,
  rules: ProductRules,
  skus: readonly SkuPrices[],
  stock: StockLeft,
  now: Moment,
): CalendarDay {
  const tier = tierOf(date);
  const block = dateBlock(date, rules, now);
  const leftOf = (session: string) =>
    block ? 0 : skus.reduce((sum, sku) => sum + stock(sku.skuId, date, session), 0);
  const lowest = (available: readonly SkuPrices[]) =>
    available.length === 0 ? null : Math.min(...available.map((s) => priceOn(s, date)));
  const sessions = rules.sessions.map((s) => slot(date, s, leftOf(s), block, now));
  const stockLeft = rules.sessions.length
    ? sessions.reduce((sum, s) => sum + (s.status === 'UNAVAILABLE' ? 0 : s.stockLeft), 0)
    : leftOf('');
  let status: DayStatus;
  let reason: UnavailableReason | null;
  if (block) {
    [status, reason] = ['UNAVAILABLE', block];
  } else if (rules.sessions.length && sessions.every((s) => s.reason === 'STARTED')) {
    [status, reason] = ['UNAVAILABLE', 'STARTED'];
  } else if (stockLeft <= 0) {
    [status, reason] = ['SOLD_OUT', 'SOLD_OUT'];
  } else {
    [status, reason] = ['AVAILABLE', null];
  }
  const inStock = skus.filter((sku) =>
    rules.sessions.length
      ? sessions.some((s) => s.status === 'AVAILABLE' && stock(sku.skuId, date, s.session) > 0)
      : stock(sku.skuId, date, '') > 0,
  );
  const priceCents =
    status === 'UNAVAILABLE' ? null : lowest(status === 'AVAILABLE' ? inStock : skus);
  return { date, tier, priceCents, stockLeft, status, reason, sessions };
}

/**
 * A hotel stay: the nights from check-in to the night before check-out, each priced at the
 * lowest SKU price of that night. Any night not AVAILABLE makes the stay so: SOLD_OUT when a
 * night is sold out, UNAVAILABLE when a night is not on sale at all.
 */
export function stayQuote(
  checkInDate: string,
  checkOutDate: string,
  night: (date: string) => CalendarDay,
): StayQuote {
  const nightly = dateRange(checkInDate, addDays(checkOutDate, -1)).map((date) => {
    const day = night(date);
    return {
      date,
      tier: day.tier,
      priceCents: day.priceCents,
      stockLeft: day.stockLeft,
      status: day.status,
    };
  });
  const status: DayStatus = nightly.some((n) => n.status === 'UNAVAILABLE')
    ? 'UNAVAILABLE'
    : nightly.some((n) => n.status === 'SOLD_OUT')
      ? 'SOLD_OUT'
      : 'AVAILABLE';
  const totalCents =
    status === 'AVAILABLE' ? nightly.reduce((sum, n) => sum + (n.priceCents ?? 0), 0) : null;
  return { checkInDate, checkOutDate, nights: nightly.length, totalCents, status, nightly };
}
