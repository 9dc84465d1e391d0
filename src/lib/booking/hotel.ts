import type { WritableAtom } from 'nanostores';
import {
  MAX_STAY_NIGHTS,
  STAY_OPTIONS,
  type HotelRoom,
  type Sku,
  type StayQuote,
} from '../contract/product.ts';
import { addDays, diffDays, isIsoDate } from '../format/dates.ts';
import { isNumber, isRecord, isString, nullable, type Guard } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';
import { MAX_LINE_QUANTITY, type CartLine } from './cart.ts';

/**
 * The buy-hotel form (SPEC §2, §5 quick search, §9): a hotel of the area, a stay (check-in and
 * check-out, 1 to 14 nights) and a number of rooms per room type. A pure reducer; the state is
 * kept in sessionStorage so that leaving the page, coming back or switching language finds the
 * form as it was.
 */
export interface HotelSelection {
  poiCode: string | null;
  /** YYYY-MM-DD (Hong Kong). */
  checkIn: string | null;
  /** YYYY-MM-DD, after the check-in; null while only the check-in is chosen. */
  checkOut: string | null;
  /** Rooms per room type (the room's productId); 0 or absent: none. */
  quantities: Record<string, number>;
}

export const EMPTY_HOTEL_SELECTION: HotelSelection = {
  poiCode: null,
  checkIn: null,
  checkOut: null,
  quantities: {},
};

export type HotelAction =
  | { type: 'hotel'; poiCode: string | null }
  | { type: 'stay'; checkIn: string | null; checkOut: string | null }
  | { type: 'quantity'; productId: string; quantity: number }
  /** After "add to cart": the hotel and the stay stay, the quantities go. */
  | { type: 'added' }
  | { type: 'reset'; selection: HotelSelection };

const nonNegative = (n: number) =>
  Number.isFinite(n) ? Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(n))) : 0;

export function hotelReducer(state: HotelSelection, action: HotelAction): HotelSelection {
  switch (action.type) {
    case 'hotel':
      if (action.poiCode === state.poiCode) return state;
      // Another hotel: the stay is kept (a visitor compares hotels for the same dates), the
      // rooms are the old hotel's and go.
      return { ...state, poiCode: action.poiCode, quantities: {} };
    case 'stay': {
      if (action.checkIn === state.checkIn && action.checkOut === state.checkOut) return state;
      // A check-out needs a check-in before it; prices and stock change with the stay.
      const checkOut =
        action.checkIn !== null && action.checkOut !== null && action.checkOut > action.checkIn
          ? action.checkOut
          : null;
      return { ...state, checkIn: action.checkIn, checkOut, quantities: {} };
    }
    case 'quantity': {
      const quantities = { ...state.quantities };
      const quantity = nonNegative(action.quantity);
      if (quantity === 0) delete quantities[action.productId];
      else quantities[action.productId] = quantity;
      return { ...state, quantities };
    }
    case 'added':
      return { ...state, quantities: {} };
    case 'reset':
      return action.selection;
  }
}

const isDate = (d: unknown): d is string => isString(d) && isIsoDate(d);

const isQuantities = (v: unknown): v is Record<string, number> =>
  isRecord(v) && Object.values(v).every((n) => isNumber(n) && Number.isInteger(n) && n > 0);

export const isHotelSelection: Guard<HotelSelection> = (v): v is HotelSelection =>
  isRecord(v) &&
  nullable(isString)(v['poiCode']) &&
  nullable(isDate)(v['checkIn']) &&
  nullable(isDate)(v['checkOut']) &&
  (v['checkOut'] === null || (isString(v['checkIn']) && v['checkOut'] > v['checkIn'])) &&
  isQuantities(v['quantities']);

/** The form of the buy-hotel page, in sessionStorage under `resort-storefront:buy-hotel`. */
export const $hotelSelection: WritableAtom<HotelSelection> = sessionAtom(
  'buy-hotel',
  isHotelSelection,
  EMPTY_HOTEL_SELECTION,
);

/** Nights of a stay (check-out minus check-in), or null while a date is missing. */
export const stayNights = (checkIn: string | null, checkOut: string | null): number | null =>
  checkIn === null || checkOut === null ? null : diffDays(checkIn, checkOut);

/** A stay that can be asked for: check-in not before today, 1 to 14 nights. */
export const isValidStay = (checkIn: string, checkOut: string, today: string): boolean => {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkIn < today) return false;
  const nights = diffDays(checkIn, checkOut);
  return nights >= 1 && nights <= MAX_STAY_NIGHTS;
};

/** The selection with a check-in that has passed dropped (with its check-out). */
export function withoutPastStay(selection: HotelSelection, today: string): HotelSelection {
  if (selection.checkIn === null || selection.checkIn >= today) return selection;
  return hotelReducer(selection, { type: 'stay', checkIn: null, checkOut: null });
}

/**
 * The stay named by a page address (the quick search's `startDate` and `endDate`): both dates
 * when they make a valid stay, the check-in alone when only it is usable, else nothing.
 */
export function stayFromQuery(
  startDate: string | null,
  endDate: string | null,
  today: string,
): { checkIn: string; checkOut: string | null } | null {
  if (startDate === null || !isIsoDate(startDate) || startDate < today) return null;
  const checkOut = endDate !== null && isValidStay(startDate, endDate, today) ? endDate : null;
  return { checkIn: startDate, checkOut };
}

/** The shortcut stays of SPEC §9: 1, 2 and 3 nights from a check-in. */
export type StayOption = (typeof STAY_OPTIONS)[number];
export const stayShortcuts = (checkIn: string): { nights: StayOption; checkOut: string }[] =>
  STAY_OPTIONS.map((nights) => ({ nights, checkOut: addDays(checkIn, nights) }));

/** The quote of `nights` nights among quotes (a calendar's `stays`, a room's `stayOptions`). */
export const quoteFor = (
  quotes: readonly StayQuote[],
  checkIn: string,
  nights: number,
): StayQuote | undefined => quotes.find((q) => q.checkInDate === checkIn && q.nights === nights);

/** The SKU a room type is booked with: its ROOM SKU, or its first. */
export const roomSku = (room: Pick<HotelRoom, 'skus'>): Sku | undefined =>
  room.skus.find((s) => s.skuType === 'ROOM') ?? room.skus[0];

/** Rooms left for the whole stay: the fewest of its nights; 0 when the stay cannot be booked. */
export function roomsLeft(room: Pick<HotelRoom, 'stay'>): number {
  const { stay } = room;
  if (stay.status !== 'AVAILABLE' || stay.totalCents === null || stay.nightly.length === 0) {
    return 0;
  }
  return Math.max(0, Math.min(...stay.nightly.map((n) => n.stockLeft)));
}

/** Whether a room type can be booked for its quoted stay. */
export const isBookable = (room: Pick<HotelRoom, 'stay' | 'skus'>): boolean =>
  roomsLeft(room) > 0 && roomSku(room) !== undefined;

/** The quote of a room for the selected stay (a list for another stay is not used). */
const quotedFor = (selection: HotelSelection, room: HotelRoom) =>
  room.stay.checkInDate === selection.checkIn && room.stay.checkOutDate === selection.checkOut;

/** The rooms chosen: room types with a quantity that can be booked for the selected stay. */
export function chosenRooms(
  selection: HotelSelection,
  rooms: readonly HotelRoom[] | undefined,
): { room: HotelRoom; sku: Sku; quantity: number; unitPriceCents: number; left: number }[] {
  if (rooms === undefined) return [];
  return rooms.flatMap((room) => {
    const quantity = selection.quantities[room.productId] ?? 0;
    const sku = roomSku(room);
    const total = room.stay.totalCents;
    const left = roomsLeft(room);
    if (quantity <= 0 || sku === undefined || total === null || left === 0) return [];
    if (!quotedFor(selection, room)) return [];
    return [{ room, sku, quantity: Math.min(quantity, left), unitPriceCents: total, left }];
  });
}

/** Rooms × stay total, in cents. */
export const hotelTotalCents = (
  selection: HotelSelection,
  rooms: readonly HotelRoom[] | undefined,
): number => chosenRooms(selection, rooms).reduce((s, c) => s + c.quantity * c.unitPriceCents, 0);

/** What the form lacks before it can go to the cart, or null when it is complete. */
export type HotelProblem = 'hotel' | 'dates' | 'rooms';

export function hotelProblem(
  selection: HotelSelection,
  rooms: readonly HotelRoom[] | undefined,
  today: string,
): HotelProblem | null {
  if (selection.poiCode === null) return 'hotel';
  const { checkIn, checkOut } = selection;
  if (checkIn === null || checkOut === null || !isValidStay(checkIn, checkOut, today)) {
    return 'dates';
  }
  if (chosenRooms(selection, rooms).length === 0) return 'rooms';
  return null;
}

/**
 * The cart lines of a complete form (cart.ts conventions for HOTEL): one line per room type,
 * `date` the check-in, `endDate` the check-out, `quantity` the rooms and `unitPriceCents` the
 * whole stay of one room.
 */
export function toHotelCartLines(
  selection: HotelSelection,
  rooms: readonly HotelRoom[] | undefined,
): CartLine[] {
  const { checkIn, checkOut } = selection;
  if (checkIn === null || checkOut === null) return [];
  return chosenRooms(selection, rooms).map(({ room, sku, quantity, unitPriceCents, left }) => ({
    productId: room.productId,
    skuId: sku.skuId,
    productType: 'HOTEL',
    poiCode: room.poiCode,
    poiType: room.poiType,
    date: checkIn,
    endDate: checkOut,
    quantity,
    unitPriceCents,
    stockLeft: left,
  }));
}
