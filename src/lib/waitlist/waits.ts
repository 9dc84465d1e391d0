import { sameLine, type Cart, type CartLine } from '../booking/cart.ts';
import { PRODUCT_TYPES, type ProductType } from '../contract/constants.ts';
import type { CalendarDay } from '../contract/product.ts';
import {
  isActiveWait,
  MAX_WAIT_QUANTITY,
  type Wait,
  type WaitStatus,
} from '../contract/waitlist.ts';

/**
 * The waiting list of sold-out days (issue 19 §4), as the pages use it: which days and sessions
 * a shopper may wait for, the cart line of an offer, how a wait is shown. Pure; the calls are in
 * ./calls.ts.
 */

export { isActiveWait, MAX_WAIT_QUANTITY };

/** A day or a day's session one may wait for: sold out (not closed, not past). */
export interface WaitableSlot {
  date: string;
  /** Shows: the sold-out session; null for a day without sessions. */
  session: string | null;
}

/**
 * The sold-out days of a price calendar (a show: each sold-out session of an open day), in date
 * order. Closed days and unavailable sessions are not waited for: nothing will free there.
 */
export function waitableSlots(days: readonly CalendarDay[]): WaitableSlot[] {
  const slots: WaitableSlot[] = [];
  for (const day of days) {
    if (day.sessions.length > 0) {
      for (const s of day.sessions) {
        if (s.status === 'SOLD_OUT') slots.push({ date: day.date, session: s.session });
      }
    } else if (day.status === 'SOLD_OUT') {
      slots.push({ date: day.date, session: null });
    }
  }
  return slots;
}

/** The value of a slot in a `<select>`, and back. */
export const slotValue = (slot: WaitableSlot): string =>
  slot.session === null ? slot.date : `${slot.date} ${slot.session}`;
export const slotOfValue = (value: string): WaitableSlot => {
  const [date = '', session] = value.split(' ');
  return { date, session: session ?? null };
};

/** A quantity to wait for: a whole number from 1 to MAX_WAIT_QUANTITY (else null). */
export function waitQuantity(text: string): number | null {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= MAX_WAIT_QUANTITY ? n : null;
}

const isProductType = (value: string): value is ProductType =>
  (PRODUCT_TYPES as readonly string[]).includes(value);

/** The cart line of an offered wait: its held units at today's price (null when not offered). */
export function offerCartLine(wait: Wait): CartLine | null {
  if (wait.status !== 'offered' || !isProductType(wait.productType)) return null;
  return {
    productId: wait.productId,
    skuId: wait.skuId,
    productType: wait.productType,
    poiCode: wait.poiCode,
    poiType: wait.poiType,
    date: wait.startDate,
    ...(wait.productType === 'HOTEL' ? { endDate: wait.endDate } : {}),
    ...(wait.session === null ? {} : { session: wait.session }),
    quantity: wait.quantity,
    unitPriceCents: wait.unitPriceCents,
    stockLeft: wait.quantity,
  };
}

/** The cart with the offer's line in it, replacing a line of the same SKU, date and session. */
export const withOffer = (cart: Cart, line: CartLine): Cart => ({
  lines: [...cart.lines.filter((l) => !sameLine(l, line)), line],
});

/** The user centre's order: offers first (they run out), then waiting, then the ended. */
export function sortWaits(waits: readonly Wait[]): Wait[] {
  const rank: Record<WaitStatus, number> = {
    offered: 0,
    waiting: 1,
    bought: 2,
    expired: 2,
    left: 2,
  };
  return [...waits].sort((a, b) => rank[a.status] - rank[b.status] || b.joinedAt - a.joinedAt);
}
