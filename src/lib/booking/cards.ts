import type { CalendarDay, ProductSummary, ProductType } from '../contract/product.ts';

/**
 * The product cards that open every buy page (tickets, hotel, dining, annual card, offers):
 * what a card says about its product from the product's price calendar — the lowest price of
 * the next day that can be booked, and the badges (sold out, few left, children under 3 free,
 * coming soon). Pure functions; the booking form renders them.
 */

/** The next bookable day's stock at or under which a card says "few left". */
export const FEW_LEFT = 10;

/** The first day of a price calendar that can be booked, with its lowest price and stock. */
export interface NextDay {
  date: string;
  priceCents: number;
  stockLeft: number;
}

export function nextBookableDay(days: readonly CalendarDay[]): NextDay | null {
  const day = days.find((d) => d.status === 'AVAILABLE' && d.priceCents !== null);
  return day === undefined || day.priceCents === null
    ? null
    : { date: day.date, priceCents: day.priceCents, stockLeft: day.stockLeft };
}

export type CardBadge =
  | { kind: 'comingSoon' }
  | { kind: 'soldOut' }
  | { kind: 'notOnSale' }
  | { kind: 'fewLeft' }
  | { kind: 'freeUnder'; age: number };

/** What a card shows and whether it can be chosen. */
export interface CardState {
  /** The calendar is still loading: the price is not known yet. */
  loading: boolean;
  next: NextDay | null;
  badges: CardBadge[];
  /** Whether the card can be chosen: not coming soon, not sold out over the calendar. */
  bookable: boolean;
}

/** Admission products: children under the free age need no ticket (SPEC §9). */
const ADMISSIONS: ReadonlySet<ProductType> = new Set(['TICKET', 'SHOW', 'OFFER', 'BUNDLE']);

export interface CardInput {
  /** The card's price calendar; undefined while it loads, null when it has none (packages). */
  days: readonly CalendarDay[] | undefined | null;
  /** The product the card stands for, when known. */
  product?: Pick<ProductSummary, 'productType' | 'freeUnderAge'> | undefined;
  /** The place or area is not open yet (QY). */
  comingSoon?: boolean | undefined;
}

/**
 * A card's price and badges: coming soon (and nothing else) for places not open yet; sold out
 * when no day of the calendar can be booked and some sold out, not on sale when none is open
 * (out of season); few left when the next bookable day has
 * {@link FEW_LEFT} or fewer places; children under the free age for admissions.
 */
export function cardState({ days, product, comingSoon = false }: CardInput): CardState {
  if (comingSoon) {
    return { loading: false, next: null, badges: [{ kind: 'comingSoon' }], bookable: false };
  }
  const loading = days === undefined;
  const next = days ? nextBookableDay(days) : null;
  const closed = days !== undefined && days !== null && days.length > 0 && next === null;
  const badges: CardBadge[] = [];
  // Nothing to book: sold out when some day sold out, else not on sale (out of season).
  if (closed) {
    badges.push({ kind: days.some((d) => d.status === 'SOLD_OUT') ? 'soldOut' : 'notOnSale' });
  } else if (next !== null && next.stockLeft <= FEW_LEFT) badges.push({ kind: 'fewLeft' });
  if (product !== undefined && ADMISSIONS.has(product.productType) && product.freeUnderAge > 0) {
    badges.push({ kind: 'freeUnder', age: product.freeUnderAge });
  }
  return { loading, next, badges, bookable: !closed };
}

/**
 * The product a place's card is priced by: its first admission (day ticket, show ticket), else
 * its first product; annual cards are sold on their own page and never stand for a place.
 */
export function mainProduct<T extends Pick<ProductSummary, 'productType' | 'poiCode'>>(
  products: readonly T[],
  poiCode: string,
): T | undefined {
  const own = products.filter((p) => p.poiCode === poiCode && p.productType !== 'ANNUAL_CARD');
  return own.find((p) => p.productType === 'TICKET' || p.productType === 'SHOW') ?? own[0];
}

/** The cheapest of a place's products (hotels: the room type whose calendar prices the card). */
export function cheapestProduct<
  T extends Pick<ProductSummary, 'fromPriceCents' | 'poiCode' | 'productType'>,
>(products: readonly T[], poiCode: string): T | undefined {
  return products
    .filter((p) => p.poiCode === poiCode && p.productType !== 'ANNUAL_CARD')
    .reduce<T | undefined>(
      (low, p) => (low === undefined || p.fromPriceCents < low.fromPriceCents ? p : low),
      undefined,
    );
}
