import type { Language } from '../../../src/lib/contract/common.ts';
import {
  daysBetween,
  MAX_STAY_NIGHTS,
  STAY_OPTIONS,
  type PriceCalendar,
  type PriceCalendarQuery,
  type StayQuote,
} from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { calendarDay, stayQuote, type Moment, type StockLeft } from './availability.ts';
import { addDays, dateRange } from './dates.ts';
import { UnknownInputError } from './errors.ts';
import { loadStock } from './inventory.ts';
import { loadProductRecord } from './tickets.ts';
import type { ProductRecord } from './repository.ts';

/** The 1-, 2- and 3-night stays from a check-in date, and one more stay when asked. */
export function stayQuotes(
  product: ProductRecord,
  checkIn: string,
  stock: StockLeft,
  now: Moment,
  checkOut?: string,
): { options: StayQuote[]; asked: StayQuote | null } {
  const night = (date: string) => calendarDay(date, product, product.skus, stock, now);
  return {
    options: STAY_OPTIONS.map((n) => stayQuote(checkIn, addDays(checkIn, n), night)),
    asked: checkOut === undefined ? null : stayQuote(checkIn, checkOut, night),
  };
}

/** The nights a stay quote (and its 1-3 night options) may need, from check-in. */
export const stayDates = (checkIn: string, checkOut: string): string[] => {
  const last = addDays(checkIn, Math.max(daysBetween(checkIn, checkOut), STAY_OPTIONS.length) - 1);
  return dateRange(checkIn, last);
};

/**
 * getPriceCalendarList: one entry per day of startDate..endDate with the day's lowest price,
 * tier, stock left and status (and its sessions). Hotels also get stay quotes from startDate.
 */
export async function priceCalendar(
  db: Db,
  q: PriceCalendarQuery,
  lang: Language,
  now: Moment,
  /** Where the product record comes from (the content cache of the routes). */
  record: (productId: string, lang: Language) => Promise<ProductRecord> = (id, language) =>
    loadProductRecord(db, id, undefined, language),
): Promise<PriceCalendar> {
  const product = await record(q.productId, lang);
  const hotel = product.productType === 'HOTEL';
  if (q.checkOutDate !== undefined) {
    const nights = daysBetween(q.startDate, q.checkOutDate);
    if (!hotel || nights < 1 || nights > MAX_STAY_NIGHTS) {
      throw new UnknownInputError('checkOutDate', 'errors.product.stay');
    }
  }
  const days = dateRange(q.startDate, q.endDate);
  const extra = hotel ? stayDates(q.startDate, q.checkOutDate ?? q.startDate) : [];
  const all = [...new Set([...days, ...extra])];
  const stock = await loadStock(db, [product], all, now);
  const stays = hotel ? stayQuotes(product, q.startDate, stock, now, q.checkOutDate) : null;
  return {
    productId: product.productId,
    productType: product.productType,
    today: now.today,
    days: days.map((d) => calendarDay(d, product, product.skus, stock, now)),
    stays: stays ? [...stays.options, ...(stays.asked ? [stays.asked] : [])] : [],
  };
}
