import type { WritableAtom } from 'nanostores';
import type { Language } from '../contract/constants.ts';
import { formatHkd } from '../format/money.ts';
import { isNumber, isRecord, isString, oneOf, type Guard } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';
import {
  BUNDLE_TYPES,
  PRODUCT_TYPES,
  type BundleType,
  type ProductType,
} from '../contract/constants.ts';

/**
 * The cart (SPEC §2 buy pages, §7 products): lines kept for the browser session in
 * sessionStorage, so they survive navigation and language switches. Lines keep ids, not names:
 * the pages name them in their own language (src/lib/booking/names.ts). Read back with hand-written
 * guards (no zod: a cart badge may load on content pages); a corrupted storage gives an empty
 * cart. Money is integer cents of HKD.
 */

export interface CartLine {
  productId: string;
  skuId: string;
  productType: ProductType;
  poiCode: string;
  poiType: number;
  /** YYYY-MM-DD (Hong Kong). */
  date: string;
  /** Hotels: the check-out date. */
  endDate?: string | undefined;
  /** Shows: the session start HH:mm. */
  session?: string | undefined;
  quantity: number;
  unitPriceCents: number;
  /** Stock left when the line was added or last checked; null when unknown. */
  stockLeft: number | null;
  bundleType?: BundleType | undefined;
}

export interface Cart {
  lines: CartLine[];
}

export const EMPTY_CART: Cart = { lines: [] };
/** The most of one line, whatever the stock says (SPEC §9 order limits are the gateway's). */
export const MAX_LINE_QUANTITY = 99;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SESSION = /^([01]\d|2[0-3]):[0-5]\d$/;
const isDate = (v: unknown): v is string => isString(v) && DATE.test(v);
const optional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (v): v is T | undefined =>
    v === undefined || guard(v);
const isCount = (v: unknown): v is number => isNumber(v) && Number.isInteger(v) && v >= 0;

export const isCartLine = (v: unknown): v is CartLine =>
  isRecord(v) &&
  isString(v['productId']) &&
  isString(v['skuId']) &&
  oneOf(PRODUCT_TYPES)(v['productType']) &&
  isString(v['poiCode']) &&
  isCount(v['poiType']) &&
  isDate(v['date']) &&
  optional(isDate)(v['endDate']) &&
  optional((s: unknown): s is string => isString(s) && SESSION.test(s))(v['session']) &&
  isCount(v['quantity']) &&
  v['quantity'] >= 1 &&
  isCount(v['unitPriceCents']) &&
  (v['stockLeft'] === null || isCount(v['stockLeft'])) &&
  optional(oneOf(BUNDLE_TYPES))(v['bundleType']);

export const isCart = (v: unknown): v is Cart =>
  isRecord(v) && Array.isArray(v['lines']) && v['lines'].every(isCartLine);

/** The cart of this tab, in sessionStorage under `resort-storefront:cart`. */
export const $cart: WritableAtom<Cart> = sessionAtom('cart', isCart, EMPTY_CART);

/** Two lines are the same when they book the same SKU for the same date and session. */
export const sameLine = (
  a: CartLine,
  b: Pick<CartLine, 'skuId' | 'date' | 'session' | 'endDate'>,
) =>
  a.skuId === b.skuId &&
  a.date === b.date &&
  (a.session ?? '') === (b.session ?? '') &&
  (a.endDate ?? '') === (b.endDate ?? '');

/** The highest quantity a line can have: its stock when known, and never above the cap. */
export const maxQuantity = (line: Pick<CartLine, 'stockLeft'>): number =>
  Math.min(MAX_LINE_QUANTITY, line.stockLeft ?? MAX_LINE_QUANTITY);

const clamp = (quantity: number, line: Pick<CartLine, 'stockLeft'>) =>
  Math.max(1, Math.min(maxQuantity(line), Math.floor(quantity)));

/** Adds lines, merging each into the line of the same SKU, date and session. */
export function addLines(cart: Cart, added: readonly CartLine[]): Cart {
  const lines = [...cart.lines];
  for (const line of added) {
    if (line.quantity < 1) continue;
    const at = lines.findIndex((l) => sameLine(l, line));
    const old = at >= 0 ? lines[at] : undefined;
    if (old === undefined) {
      lines.push({ ...line, quantity: clamp(line.quantity, line) });
    } else {
      // The newer price and stock win.
      const merged: CartLine = { ...old, ...line };
      lines[at] = { ...merged, quantity: clamp(old.quantity + line.quantity, merged) };
    }
  }
  return { lines };
}

/** Sets the quantity of line `index` (at least 1, at most its stock when known). */
export function setQuantity(cart: Cart, index: number, quantity: number): Cart {
  const line = cart.lines[index];
  if (line === undefined || !Number.isFinite(quantity)) return cart;
  return {
    lines: cart.lines.map((l, i) => (i === index ? { ...l, quantity: clamp(quantity, l) } : l)),
  };
}

export function removeLine(cart: Cart, index: number): Cart {
  return { lines: cart.lines.filter((_, i) => i !== index) };
}

export const lineTotalCents = (line: Pick<CartLine, 'quantity' | 'unitPriceCents'>): number =>
  line.quantity * line.unitPriceCents;

export const cartTotalCents = (cart: Cart): number =>
  cart.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

export const cartCount = (cart: Cart): number =>
  cart.lines.reduce((sum, line) => sum + line.quantity, 0);

/** HK$ text of an amount in cents, in the page's language. */
export const formatMoney = (cents: number, locale: Language): string => formatHkd(cents, locale);

// ---- store actions ---------------------------------------------------------------------------

export const addToCart = (lines: readonly CartLine[], store = $cart): void =>
  store.set(addLines(store.get(), lines));
export const setCartQuantity = (index: number, quantity: number, store = $cart): void =>
  store.set(setQuantity(store.get(), index, quantity));
export const removeFromCart = (index: number, store = $cart): void =>
  store.set(removeLine(store.get(), index));
export const clearCart = (store = $cart): void => store.set(EMPTY_CART);
