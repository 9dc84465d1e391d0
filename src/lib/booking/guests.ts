import type { WritableAtom } from 'nanostores';
import { GUEST_MODES, ID_TYPES, type GuestModeName } from '../contract/order.ts';
import { isRecord, isString, oneOf } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';
import type { GuestContact } from '../validation/guest.ts';

/**
 * The guests of the cart (SPEC §3 Guest / visitor contact): the mode of the form and the list of
 * contacts, each for one product of the cart. Kept for the browser session beside the cart, read
 * back with hand-written guards; a corrupted storage gives an empty list.
 */
export interface GuestList {
  mode: GuestModeName;
  guests: GuestContact[];
}

export const EMPTY_GUEST_LIST: GuestList = { mode: 'normal', guests: [] };

const isGuestContact = (v: unknown): v is GuestContact =>
  isRecord(v) &&
  isString(v['productId']) &&
  isString(v['guestName']) &&
  isString(v['guestMobile']) &&
  isString(v['guestMobileArea']) &&
  isString(v['guestEmail']) &&
  isString(v['remark']) &&
  (v['idType'] === undefined || oneOf(ID_TYPES)(v['idType'])) &&
  (v['idInfo'] === undefined || isString(v['idInfo']));

export const isGuestList = (v: unknown): v is GuestList =>
  isRecord(v) &&
  oneOf(GUEST_MODES)(v['mode']) &&
  Array.isArray(v['guests']) &&
  v['guests'].every(isGuestContact);

/** The guests of this tab, in sessionStorage under `resort-storefront:guests`. */
export const $guestList: WritableAtom<GuestList> = sessionAtom(
  'guests',
  isGuestList,
  EMPTY_GUEST_LIST,
);
