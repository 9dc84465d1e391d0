import type { WritableAtom } from 'nanostores';
import { GUEST_MODES, ID_TYPES, type GuestModeName } from '../contract/order.ts';
import { isRecord, isString, oneOf } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';
import {
  createGuestForm,
  splitGuestName,
  toGuestContact,
  type GuestContact,
  type GuestContext,
  type GuestFormState,
} from '../validation/guest.ts';

/**
 * The guests of the cart (SPEC §3 Guest / visitor contact): the mode of the form and the list of
 * contacts, each for one product of the cart. Kept for the browser session beside the cart, read
 * back with hand-written guards; a corrupted storage gives an empty list. The form being filled
 * in (the draft) is kept too, so that nothing typed is lost across navigation or a language
 * switch.
 */
export interface GuestList {
  mode: GuestModeName;
  guests: GuestContact[];
}

export const EMPTY_GUEST_LIST: GuestList = { mode: 'normal', guests: [] };

const isIdType = oneOf(ID_TYPES);

const isGuestContact = (v: unknown): v is GuestContact =>
  isRecord(v) &&
  isString(v['productId']) &&
  isString(v['guestName']) &&
  isString(v['guestMobile']) &&
  isString(v['guestMobileArea']) &&
  isString(v['guestEmail']) &&
  isString(v['remark']) &&
  (v['idType'] === undefined || isIdType(v['idType'])) &&
  (v['idInfo'] === undefined || isString(v['idInfo'])) &&
  (v['travellerId'] === undefined || isString(v['travellerId'])) &&
  (v['idMasked'] === undefined || isString(v['idMasked'])) &&
  (v['saveTraveller'] === undefined || typeof v['saveTraveller'] === 'boolean');

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

// ---- the list --------------------------------------------------------------------------------

/** Switching the mode keeps the guests; the continue check applies the new mode's rules. */
export const withMode = (list: GuestList, mode: GuestModeName): GuestList =>
  list.mode === mode ? list : { ...list, mode };

export const appendGuest = (list: GuestList, guest: GuestContact): GuestList => ({
  ...list,
  guests: [...list.guests, guest],
});

export function replaceGuest(list: GuestList, index: number, guest: GuestContact): GuestList {
  if (index < 0 || index >= list.guests.length) return list;
  return { ...list, guests: list.guests.map((g, i) => (i === index ? guest : g)) };
}

export function dropGuest(list: GuestList, index: number): GuestList {
  if (index < 0 || index >= list.guests.length) return list;
  return { ...list, guests: list.guests.filter((_, i) => i !== index) };
}

/** Drops the guests of products no longer in the cart (a removed line takes its guests along). */
export function keepProducts(list: GuestList, productIds: readonly string[]): GuestList {
  const guests = list.guests.filter((g) => productIds.includes(g.productId));
  return guests.length === list.guests.length ? list : { ...list, guests };
}

/** The number of guests of each product. */
export function guestCounts(list: GuestList): Map<string, number> {
  const counts = new Map<string, number>();
  for (const g of list.guests) counts.set(g.productId, (counts.get(g.productId) ?? 0) + 1);
  return counts;
}

// ---- the draft form --------------------------------------------------------------------------

export interface GuestDraft {
  /** The product the guest is for; '' until one is chosen. */
  productId: string;
  form: GuestFormState;
  /** The index of the guest being edited, or null for a new guest. */
  editing: number | null;
  /** The saved traveller the form was filled from (the gateway takes the ID number by it). */
  travellerId?: string;
  /** "Save this guest" is ticked: saved as a traveller once the order is placed. */
  save?: boolean;
}

export const EMPTY_GUEST_DRAFT: GuestDraft = {
  productId: '',
  form: createGuestForm(),
  editing: null,
};

const FORM_TEXTS = ['familyName', 'name', 'phone', 'email', 'phoneCode', 'idInfo'] as const;

export const isGuestFormState = (v: unknown): v is GuestFormState =>
  isRecord(v) && FORM_TEXTS.every((k) => isString(v[k])) && isIdType(v['idType']);

export const isGuestDraft = (v: unknown): v is GuestDraft =>
  isRecord(v) &&
  isString(v['productId']) &&
  isGuestFormState(v['form']) &&
  (v['editing'] === null ||
    (typeof v['editing'] === 'number' && Number.isInteger(v['editing']) && v['editing'] >= 0)) &&
  (v['travellerId'] === undefined || isString(v['travellerId'])) &&
  (v['save'] === undefined || typeof v['save'] === 'boolean');

/** The guest form being filled in, in sessionStorage under `resort-storefront:guest-draft`. */
export const $guestDraft: WritableAtom<GuestDraft> = sessionAtom(
  'guest-draft',
  isGuestDraft,
  EMPTY_GUEST_DRAFT,
);

/** The form of a guest on the list, to edit it; what the contact does not hold is the default. */
export function guestForm(guest: GuestContact): GuestFormState {
  const { familyName, name } = splitGuestName(guest.guestName);
  const empty = createGuestForm();
  return {
    familyName,
    name,
    phone: guest.guestMobile,
    email: guest.guestEmail,
    phoneCode: guest.guestMobileArea === '' ? empty.phoneCode : guest.guestMobileArea,
    idType: guest.idType ?? empty.idType,
    idInfo: guest.idInfo ?? '',
  };
}

/** A fresh form for the next guest of the same product. */
export const nextDraft = (draft: GuestDraft): GuestDraft => ({
  productId: draft.productId,
  form: createGuestForm(),
  editing: null,
});

/** The draft of guest `index` of the list, or the draft unchanged when there is none. */
export function editDraft(draft: GuestDraft, list: GuestList, index: number): GuestDraft {
  const guest = list.guests[index];
  if (guest === undefined) return draft;
  return {
    productId: guest.productId,
    form: guestForm(guest),
    editing: index,
    ...(guest.travellerId === undefined ? {} : { travellerId: guest.travellerId }),
    ...(guest.saveTraveller === true ? { save: true } : {}),
  };
}

/**
 * The contact of a checked draft: a guest filled from a saved traveller carries its id, and no
 * ID number when none was typed (the gateway takes the saved one); a ticked guest is marked to be
 * saved as a traveller.
 */
export function draftContact(
  draft: GuestDraft,
  context: GuestContext,
  /** The masked number of the picked traveller's saved ID of the form's type, if any. */
  savedIdMasked?: string,
): GuestContact {
  const contact = toGuestContact(draft.form, context);
  if (draft.travellerId !== undefined) {
    const { idType, idInfo, ...rest } = contact;
    const typed = idInfo !== undefined && idInfo !== '';
    return {
      ...rest,
      ...(typed && idType !== undefined ? { idType, idInfo } : {}),
      ...(!typed && idType !== undefined && savedIdMasked !== undefined
        ? { idType, idMasked: savedIdMasked }
        : {}),
      travellerId: draft.travellerId,
    };
  }
  return draft.save === true ? { ...contact, saveTraveller: true } : contact;
}

/** A draft whose product left the cart moves to the first product; one editing a gone guest stops. */
export function fitDraft(
  draft: GuestDraft,
  productIds: readonly string[],
  list: GuestList,
): GuestDraft {
  const productId = productIds.includes(draft.productId) ? draft.productId : (productIds[0] ?? '');
  const editing =
    draft.editing !== null && draft.editing < list.guests.length ? draft.editing : null;
  return productId === draft.productId && editing === draft.editing
    ? draft
    : { ...draft, productId, editing };
}

// ---- store actions ---------------------------------------------------------------------------

export const setGuestMode = (mode: GuestModeName, store = $guestList): void =>
  store.set(withMode(store.get(), mode));
export const addGuest = (guest: GuestContact, store = $guestList): void =>
  store.set(appendGuest(store.get(), guest));
export const updateGuest = (index: number, guest: GuestContact, store = $guestList): void =>
  store.set(replaceGuest(store.get(), index, guest));
export const removeGuest = (index: number, store = $guestList): void =>
  store.set(dropGuest(store.get(), index));
export const keepGuestsOf = (productIds: readonly string[], store = $guestList): void =>
  store.set(keepProducts(store.get(), productIds));
export const clearGuests = (store = $guestList, draft = $guestDraft): void => {
  store.set(EMPTY_GUEST_LIST);
  draft.set(EMPTY_GUEST_DRAFT);
};

/** The draft after guest `index` left the list: editing it stops, a later one moves up. */
export function draftAfterRemoval(draft: GuestDraft, index: number): GuestDraft {
  if (draft.editing === null || draft.editing < index) return draft;
  if (draft.editing === index) return nextDraft(draft);
  return { ...draft, editing: draft.editing - 1 };
}

/** A product of the cart a guest can be for: the units of all its lines together. */
export interface CartProduct {
  productId: string;
  /** The index of its first line. */
  line: number;
  units: number;
}

/** The products of the cart lines, in the order they first appear. */
export function cartProducts(
  lines: readonly { productId: string; quantity: number }[],
): CartProduct[] {
  const products: CartProduct[] = [];
  for (const [index, line] of lines.entries()) {
    const known = products.find((p) => p.productId === line.productId);
    if (known === undefined)
      products.push({ productId: line.productId, line: index, units: line.quantity });
    else known.units += line.quantity;
  }
  return products;
}
