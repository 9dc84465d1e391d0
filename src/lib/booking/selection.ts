import type { WritableAtom } from 'nanostores';
import type { ProductDetail, Sku } from '../contract/product.ts';
import { isNumber, isRecord, isString, nullable, type Guard } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';
import type { CartLine } from './cart.ts';
import { isBundleType } from '../contract/constants.ts';

/**
 * The buy-tickets form (SPEC §2): a place, one of its products, a date, a session for shows and
 * a quantity per SKU. A pure reducer; the state is kept in sessionStorage so that leaving the
 * page, coming back or switching language finds the form as it was.
 */
export interface Selection {
  poiCode: string | null;
  productId: string | null;
  /** YYYY-MM-DD (Hong Kong). */
  date: string | null;
  /** HH:mm, for products with sessions. */
  session: string | null;
  /** Quantity per skuId; 0 or absent: none. */
  quantities: Record<string, number>;
}

export const EMPTY_SELECTION: Selection = {
  poiCode: null,
  productId: null,
  date: null,
  session: null,
  quantities: {},
};

export type SelectionAction =
  | { type: 'place'; poiCode: string | null }
  | { type: 'product'; productId: string | null }
  | { type: 'date'; date: string | null }
  | { type: 'session'; session: string | null }
  | { type: 'quantity'; skuId: string; quantity: number }
  /** After "add to cart": the place, product and date stay, the quantities go. */
  | { type: 'added' }
  | { type: 'reset'; selection: Selection };

const nonNegative = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'place':
      if (action.poiCode === state.poiCode) return state;
      // Another place: its products, dates and prices differ.
      return { ...EMPTY_SELECTION, poiCode: action.poiCode };
    case 'product':
      if (action.productId === state.productId) return state;
      // The date is kept (a visitor choosing between products keeps the day); the rest goes.
      return { ...state, productId: action.productId, session: null, quantities: {} };
    case 'date':
      if (action.date === state.date) return state;
      return { ...state, date: action.date, session: null };
    case 'session':
      return action.session === state.session ? state : { ...state, session: action.session };
    case 'quantity': {
      const quantities = { ...state.quantities };
      const quantity = nonNegative(action.quantity);
      if (quantity === 0) delete quantities[action.skuId];
      else quantities[action.skuId] = quantity;
      return { ...state, quantities };
    }
    case 'added':
      return { ...state, quantities: {} };
    case 'reset':
      return action.selection;
  }
}

const isQuantities = (v: unknown): v is Record<string, number> =>
  isRecord(v) && Object.values(v).every((n) => isNumber(n) && Number.isInteger(n) && n > 0);

export const isSelection: Guard<Selection> = (v): v is Selection =>
  isRecord(v) &&
  nullable(isString)(v['poiCode']) &&
  nullable(isString)(v['productId']) &&
  nullable((d: unknown): d is string => isString(d) && /^\d{4}-\d{2}-\d{2}$/.test(d))(v['date']) &&
  nullable((s: unknown): s is string => isString(s) && /^\d{2}:\d{2}$/.test(s))(v['session']) &&
  isQuantities(v['quantities']);

/** The form of the buy-tickets page, in sessionStorage under `resort-storefront:buy-tickets`. */
export const $ticketSelection: WritableAtom<Selection> = sessionAtom(
  'buy-tickets',
  isSelection,
  EMPTY_SELECTION,
);

/** Whether the product needs a session picked (shows, timed entries). */
export const needsSession = (product: Pick<ProductDetail, 'sessions'>): boolean =>
  product.sessions.length > 0;

/** The SKUs sold per guest (adult, child, senior…) and the bundles, each as their own group. */
export function skuGroups(skus: readonly Sku[]): { single: Sku[]; bundles: Sku[] } {
  const bundles = skus.filter(isBundleSku);
  return { single: skus.filter((s) => !bundles.includes(s)), bundles };
}

/** The priced quantities of a loaded product: the SKUs with a quantity and a price. */
export function chosenSkus(
  selection: Selection,
  product: ProductDetail | undefined,
): { sku: Sku; quantity: number; unitPriceCents: number }[] {
  if (product === undefined) return [];
  return product.skus.flatMap((sku) => {
    const quantity = selection.quantities[sku.skuId] ?? 0;
    const price = sku.priceCents;
    return quantity > 0 && price !== null ? [{ sku, quantity, unitPriceCents: price }] : [];
  });
}

export const selectionTotalCents = (selection: Selection, product: ProductDetail | undefined) =>
  chosenSkus(selection, product).reduce((sum, c) => sum + c.quantity * c.unitPriceCents, 0);

/** What the form lacks before it can go to the cart, or null when it is complete. */
export type SelectionProblem = 'place' | 'product' | 'date' | 'session' | 'quantity';

export function selectionProblem(
  selection: Selection,
  product: ProductDetail | undefined,
  /** The chosen product's summary from the list: its sessions count while the day loads. */
  summary?: Pick<ProductDetail, 'sessions'>,
): SelectionProblem | null {
  if (selection.poiCode === null) return 'place';
  if (selection.productId === null) return 'product';
  if (selection.date === null) return 'date';
  const known = product ?? summary;
  if (known !== undefined && needsSession(known) && selection.session === null) return 'session';
  // The day's tickets are still loading: nothing can have been counted yet, so ask for that
  // (not for the product, which is chosen); counts kept from before wait for the product.
  if (product === undefined) {
    return Object.values(selection.quantities).some((n) => n > 0) ? 'product' : 'quantity';
  }
  if (chosenSkus(selection, product).length === 0) return 'quantity';
  return null;
}

/** The cart lines of a complete form (ids, dates, quantities and prices; no names). */
export function toCartLines(selection: Selection, product: ProductDetail): CartLine[] {
  const date = selection.date;
  if (date === null) return [];
  return chosenSkus(selection, product).map(({ sku, quantity, unitPriceCents }) => ({
    productId: product.productId,
    skuId: sku.skuId,
    productType: product.productType,
    poiCode: product.poiCode,
    poiType: product.poiType,
    date,
    ...(needsSession(product) && selection.session !== null ? { session: selection.session } : {}),
    quantity,
    unitPriceCents,
    stockLeft: sku.stockLeft,
    ...(isBundleType(sku.skuType)
      ? { bundleType: sku.skuType }
      : product.bundleType !== null
        ? { bundleType: product.bundleType }
        : {}),
  }));
}

export const isBundleSku = (sku: Pick<Sku, 'skuType'>): boolean => isBundleType(sku.skuType);
