import type { WritableAtom } from 'nanostores';
import type { Language } from '../contract/common.ts';
import type {
  Agg,
  AggCart,
  CalendarDay,
  ProductCatalog,
  ProductDetail,
} from '../contract/product.ts';
import { addDays } from '../format/dates.ts';
import { formatHkd } from '../format/money.ts';
import { isRecord, isString, nullable, type Guard } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';
import type { CartLine } from './cart.ts';
import {
  EMPTY_SELECTION,
  isSelection,
  selectionProblem,
  selectionReducer,
  toCartLines,
  type Selection,
  type SelectionAction,
} from './selection.ts';

/**
 * The annual-card and special-offer forms (SPEC §2 annual-card/{catalogId}, discount): a product
 * of the area, a date, a session for timed offers and a quantity per SKU, each with the shape
 * and reducer of the ticket form (`poiCode` unused); and the package form: a package (agg) and
 * its date. Kept in sessionStorage so that a visitor coming back finds them as they were.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown): v is string => isString(v) && DATE.test(v);

// ---- annual cards ----------------------------------------------------------------------------

/** The annual-card form, in sessionStorage under `resort-storefront:annual-card`. */
export const $cardSelection: WritableAtom<Selection> = sessionAtom(
  'annual-card',
  isSelection,
  EMPTY_SELECTION,
);

/**
 * The card form once the cards on sale are known: a card gone from sale (or of another area) is
 * replaced by the first one; a card without a date activates today; a past date becomes today.
 */
export function settleCard(
  selection: Selection,
  productIds: readonly string[],
  today: string,
): Selection {
  let next = selection;
  if (next.productId === null || !productIds.includes(next.productId)) {
    next = selectionReducer(next, { type: 'product', productId: productIds[0] ?? null });
  }
  if (next.productId !== null && (next.date === null || next.date < today)) {
    next = selectionReducer(next, { type: 'date', date: today });
  }
  return next;
}

// ---- product forms (cards and offers) --------------------------------------------------------

export type PickProblem = 'product' | 'date' | 'session' | 'quantity';

/** What a card or offer form lacks before it can go to the cart, or null when complete. */
export function pickProblem(
  selection: Selection,
  product: ProductDetail | undefined,
  summary?: Pick<ProductDetail, 'sessions'>,
): PickProblem | null {
  const problem = selectionProblem(
    { ...selection, poiCode: product?.poiCode ?? '' },
    product,
    summary,
  );
  if (problem === 'place') return 'product';
  if (problem !== null) return problem;
  const slot = product?.sessionSlots.find((s) => s.session === selection.session);
  return slot !== undefined && slot.status !== 'AVAILABLE' ? 'session' : null;
}

/** The cart lines of a complete card or offer form (date = play or activation date). */
export function pickCartLines(selection: Selection, product: ProductDetail): CartLine[] {
  if (pickProblem(selection, product) !== null) return [];
  return toCartLines({ ...selection, poiCode: product.poiCode }, product);
}

/** The one session a product sells on the loaded day, to choose it for the visitor. */
export function onlyOpenSession(product: ProductDetail | undefined): string | null {
  const open = (product?.sessionSlots ?? []).filter((s) => s.status === 'AVAILABLE');
  return product?.sessionSlots.length === 1 && open.length === 1
    ? (open[0]?.session ?? null)
    : null;
}

// ---- special offers and packages -------------------------------------------------------------

/** The package part of the discount page: a package and its date (a hotel's check-in). */
export interface AggPick {
  aggId: string | null;
  date: string | null;
}

export interface OfferSelection {
  offer: Selection;
  agg: AggPick;
}

export const EMPTY_OFFER_SELECTION: OfferSelection = {
  offer: EMPTY_SELECTION,
  agg: { aggId: null, date: null },
};

export type OfferAction =
  | { type: 'offer'; action: SelectionAction }
  | { type: 'agg'; aggId: string | null }
  | { type: 'aggDate'; date: string | null };

export function offerReducer(state: OfferSelection, action: OfferAction): OfferSelection {
  switch (action.type) {
    case 'offer': {
      const offer = selectionReducer(state.offer, action.action);
      return offer === state.offer ? state : { ...state, offer };
    }
    case 'agg':
      // The date is kept: a visitor comparing packages keeps the day.
      return action.aggId === state.agg.aggId
        ? state
        : { ...state, agg: { ...state.agg, aggId: action.aggId } };
    case 'aggDate':
      return action.date === state.agg.date
        ? state
        : { ...state, agg: { ...state.agg, date: action.date } };
  }
}

const isAggPick = (v: unknown): v is AggPick =>
  isRecord(v) && nullable(isString)(v['aggId']) && nullable(isDate)(v['date']);

export const isOfferSelection: Guard<OfferSelection> = (v): v is OfferSelection =>
  isRecord(v) && isSelection(v['offer']) && isAggPick(v['agg']);

/** The discount page's forms, in sessionStorage under `resort-storefront:discount`. */
export const $offerSelection: WritableAtom<OfferSelection> = sessionAtom(
  'discount',
  isOfferSelection,
  EMPTY_OFFER_SELECTION,
);

/** Kept dates that have passed are dropped. */
export function dropPastDates(state: OfferSelection, today: string): OfferSelection {
  let next = state;
  if (next.offer.date !== null && next.offer.date < today) {
    next = offerReducer(next, { type: 'offer', action: { type: 'date', date: null } });
  }
  if (next.agg.date !== null && next.agg.date < today) {
    next = offerReducer(next, { type: 'aggDate', date: null });
  }
  return next;
}

export type AggProblem = 'package' | 'date' | 'soldOut' | 'unavailable';

/** What the package form lacks, or why its priced lines cannot go to the cart. */
export function aggProblem(pick: AggPick, cart: AggCart | undefined): AggProblem | null {
  if (pick.aggId === null) return 'package';
  if (pick.date === null) return 'date';
  if (cart === undefined || cart.status === 'UNAVAILABLE' || cart.lines.length === 0) {
    return 'unavailable';
  }
  return cart.status === 'SOLD_OUT' ? 'soldOut' : null;
}

/**
 * One cart line per priced line of a package (SPEC §7 cart/getByAggId): hotel lines carry the
 * check-out date (the package's nights from the check-in) and the stay's price of a room,
 * timed lines their session.
 */
export function aggCartLines(cart: AggCart, nights = 1): CartLine[] {
  return cart.lines.map((line) => {
    const hotel = line.productType === 'HOTEL';
    const endDate =
      line.endDate > line.startDate ? line.endDate : addDays(line.startDate, Math.max(1, nights));
    return {
      productId: line.productId,
      skuId: line.skuId,
      productType: line.productType,
      poiCode: line.poiCode,
      poiType: line.poiType,
      date: line.startDate,
      ...(hotel ? { endDate } : {}),
      ...(!hotel && line.session !== null ? { session: line.session } : {}),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      stockLeft: line.stockLeft,
    };
  });
}

// ---- links to an offer or a package ----------------------------------------------------------

/** The offer (`?productId=`) or package (`?aggId=`) a discount-page address names. */
export type DiscountLink = { kind: 'offer'; productId: string } | { kind: 'agg'; aggId: string };

const LINK_ID = /^[1-9]\d{0,19}$/;

/** The offer or package of a discount-page query string; null when it names none (or junk). */
export function discountLink(search: string): DiscountLink | null {
  const query = new URLSearchParams(search);
  const productId = query.get('productId');
  if (productId !== null && LINK_ID.test(productId)) return { kind: 'offer', productId };
  const aggId = query.get('aggId');
  if (aggId !== null && LINK_ID.test(aggId)) return { kind: 'agg', aggId };
  return null;
}

/**
 * Whether a linked product is an offer of the area: its catalogue (getCatalogIdByProductId) is
 * one of the area's special-offer catalogues (catalog/list with productType OFFER).
 */
export const isAreaOffer = (catalogId: string, offerCatalogs: readonly ProductCatalog[]): boolean =>
  offerCatalogs.some((c) => c.catalogId === catalogId && c.productType === 'OFFER');

/** Whether a linked package (agg/load) is sold in the area of the page. */
export const isAreaAgg = (agg: Pick<Agg, 'regionCode'>, regionCode: string): boolean =>
  agg.regionCode === regionCode;

// ---- price calendars -------------------------------------------------------------------------

/**
 * A price calendar as the Calendar widget takes it: closed and sold-out days, and each open
 * day's price twice: in full for the day's name ("HK$1,310") and as a bare number for its cell
 * ("1,310"; the calendar says once that prices are in HK$), so that a phone's narrow cells keep
 * their prices apart.
 */
export function calendarMarks(
  days: readonly CalendarDay[],
  locale: Language,
): {
  disabledDates: string[];
  soldOutDates: string[];
  dayLabels: Record<string, string>;
  dayShortLabels: Record<string, string>;
} {
  const open = days.filter((d) => d.status === 'AVAILABLE' && d.priceCents !== null);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    disabledDates: days.filter((d) => d.status === 'UNAVAILABLE').map((d) => d.date),
    soldOutDates: days.filter((d) => d.status === 'SOLD_OUT').map((d) => d.date),
    dayLabels: Object.fromEntries(open.map((d) => [d.date, formatHkd(d.priceCents ?? 0, locale)])),
    dayShortLabels: Object.fromEntries(
      open.map((d) => [d.date, number.format(Math.round((d.priceCents ?? 0) / 100))]),
    ),
  };
}
