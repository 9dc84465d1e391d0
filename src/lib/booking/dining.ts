import type { WritableAtom } from 'nanostores';
import type { ProductDetail, SessionSlot } from '../contract/product.ts';
import { sessionAtom } from '../session/storage.ts';
import type { CartLine } from './cart.ts';
import {
  EMPTY_SELECTION,
  isSelection,
  selectionProblem,
  toCartLines,
  type Selection,
} from './selection.ts';

/**
 * The buy-food form (SPEC §2 buy-food/{poiCode}, §3 POI type 4): one dining product of the
 * restaurant, an eat date, an eat time (a session of the day) and a quantity per set. It has the
 * shape of the ticket form (`poiCode` is the restaurant) and its reducer, `selectionReducer`;
 * kept in sessionStorage so that coming back or switching language finds it as it was.
 */
export type FoodSelection = Selection;

/** The buy-food form, in sessionStorage under `resort-storefront:buy-food`. */
export const $foodSelection: WritableAtom<FoodSelection> = sessionAtom(
  'buy-food',
  isSelection,
  EMPTY_SELECTION,
);

/**
 * The form for the restaurant of the page: a form made at another restaurant starts over, a
 * kept date that has passed is dropped (with its eat time), and a date asked by the address
 * (the quick search's startDate) is taken when none is chosen yet.
 */
export function forRestaurant(
  selection: FoodSelection,
  poiCode: string,
  today: string,
  startDate?: string | null,
): FoodSelection {
  let next = selection.poiCode === poiCode ? selection : { ...EMPTY_SELECTION, poiCode: poiCode };
  if (next.date !== null && next.date < today) next = { ...next, date: null, session: null };
  if (next.date === null && startDate != null && /^\d{4}-\d{2}-\d{2}$/.test(startDate)) {
    if (startDate >= today) next = { ...next, date: startDate };
  }
  return next;
}

/** Whether an eat time can be chosen: on sale, not sold out, not started. */
export const isOpenSlot = (slot: Pick<SessionSlot, 'status'>): boolean =>
  slot.status === 'AVAILABLE';

/** Why an eat time cannot be chosen, for its note; null when it can. */
export function slotNote(slot: SessionSlot): 'soldOut' | 'started' | 'unavailable' | null {
  if (isOpenSlot(slot)) return null;
  if (slot.status === 'SOLD_OUT' || slot.reason === 'SOLD_OUT') return 'soldOut';
  return slot.reason === 'STARTED' ? 'started' : 'unavailable';
}

export type FoodProblem = 'product' | 'date' | 'session' | 'quantity';

/**
 * What the form lacks before it can go to the cart, or null: the chosen eat time must be one
 * the loaded day still sells.
 */
export function foodProblem(
  selection: FoodSelection,
  product: ProductDetail | undefined,
  summary?: Pick<ProductDetail, 'sessions'>,
): FoodProblem | null {
  const problem = selectionProblem(selection, product, summary);
  if (problem === 'place') return 'product';
  if (problem !== null) return problem;
  const slot = product?.sessionSlots.find((s) => s.session === selection.session);
  if (product !== undefined && product.sessionSlots.length > 0 && !slot) return 'session';
  if (slot !== undefined && !isOpenSlot(slot)) return 'session';
  return null;
}

/** The cart lines of a complete form: FOOD lines, date = eat date, session = eat time. */
export const foodCartLines = (selection: FoodSelection, product: ProductDetail): CartLine[] =>
  foodProblem(selection, product) === null ? toCartLines(selection, product) : [];
