import { TRAVELLER_ROUTES } from '../contract/routes.ts';
import { api, type ApiClient } from '../api/client.ts';
import { isIdType, normalizeIdNumber, type IdType } from '../contract/order.ts';
import {
  travellerListSchema,
  travellerSchema,
  type Traveller,
  type TravellerSave,
} from '../contract/traveller.ts';
import { DEFAULT_PHONE_CODE } from '../countries/defaults.ts';
import { maskDigits } from '../format/mask.ts';
import {
  DEFAULT_ID_TYPE,
  checkGuestForm,
  splitGuestName,
  type GuestContact,
  type GuestFormState,
} from '../validation/guest.ts';

export { guestFormOf, travellerKeys, travellersQuery } from './traveller-query.ts';
import type { FormErrors } from '../validation/issues.ts';
import type { ValidationKey } from '../validation/messages.ts';

/**
 * Saved travellers in the user centre and the cart (issue 19 §5): the calls of
 * src/lib/contract/traveller.ts, the form of the travellers page and its checks. The checks are
 * the guest form's (src/lib/validation/guest.ts, SPEC §5): names always; phone, e-mail and the ID
 * number by the same rules once given, since a traveller may be saved without them. The ID number
 * is typed, sent once and never comes back: the page shows the gateway's masked copy.
 */

export const loadTravellers = (o: { client?: ApiClient; signal?: AbortSignal } = {}) =>
  (o.client ?? api).request(TRAVELLER_ROUTES.paths.list, {
    schema: travellerListSchema,
    ...(o.signal ? { signal: o.signal } : {}),
  });

export const saveTraveller = (body: TravellerSave, o: { client?: ApiClient } = {}) =>
  (o.client ?? api).request(TRAVELLER_ROUTES.paths.save, {
    method: 'POST',
    body,
    schema: travellerSchema,
  });

export const deleteTraveller = async (
  travellerId: string,
  o: { client?: ApiClient } = {},
): Promise<void> => {
  await (o.client ?? api).request(TRAVELLER_ROUTES.paths.remove, {
    method: 'DELETE',
    params: { travellerId },
  });
};

// ---- the form of the travellers page ----------------------------------------------------------

/** The guest form's fields; no ID type means no ID document saved. */
export type TravellerForm = Omit<GuestFormState, 'idType'> & { idType: IdType | null };
export type TravellerField = keyof TravellerForm;

export const createTravellerForm = (): TravellerForm => ({
  familyName: '',
  name: '',
  phone: '',
  email: '',
  phoneCode: DEFAULT_PHONE_CODE,
  idType: null,
  idInfo: '',
});

/** The form of a saved traveller, to change it: the ID number is never known, so it starts empty. */
export const travellerForm = (t: Traveller): TravellerForm => ({
  familyName: t.familyName,
  name: t.firstName,
  phone: t.phone,
  email: t.email,
  phoneCode: t.phoneArea === '' ? DEFAULT_PHONE_CODE : t.phoneArea,
  idType: isIdType(t.idType) ? t.idType : null,
  idInfo: '',
});

/**
 * True when the traveller being changed keeps its saved ID: the same type, no new number typed.
 * The gateway keeps the saved number when `idInfo` is left out.
 */
export const keepsSavedId = (form: TravellerForm, saved: Traveller | undefined): boolean =>
  saved !== undefined &&
  saved.idMasked !== null &&
  saved.idType === form.idType &&
  form.idInfo.trim() === '';

/** Checks the form by the guest form's rules (SPEC §5); `saved` is the traveller being changed. */
export function checkTravellerForm(
  form: TravellerForm,
  saved?: Traveller,
): FormErrors<TravellerForm, ValidationKey> {
  const guest: GuestFormState = { ...form, idType: form.idType ?? DEFAULT_ID_TYPE };
  // normal mode has the rules of names, phone and e-mail; guest mode those of the ID number
  const contact = checkGuestForm(guest, { mode: 'normal', productId: '' });
  const document = checkGuestForm(guest, { mode: 'guest', productId: '' });
  const errors: FormErrors<TravellerForm, ValidationKey> = {};
  if (contact.familyName) errors.familyName = contact.familyName;
  if (contact.name) errors.name = contact.name;
  if (contact.phoneCode) errors.phoneCode = contact.phoneCode;
  if (form.phone.trim() !== '' && contact.phone) errors.phone = contact.phone;
  if (form.email.trim() !== '' && contact.email) errors.email = contact.email;
  if (form.idType === null) {
    if (form.idInfo.trim() !== '') errors.idType = { key: 'validation.idType.required' };
  } else if (!keepsSavedId(form, saved) && document.idInfo) {
    errors.idInfo = document.idInfo;
  }
  return errors;
}

/** The save body of a checked form; `saved` is the traveller being changed. */
export function toTravellerSave(form: TravellerForm, saved?: Traveller): TravellerSave {
  const number = normalizeIdNumber(form.idInfo);
  return {
    ...(saved === undefined ? {} : { travellerId: saved.travellerId }),
    familyName: form.familyName.trim(),
    firstName: form.name.trim(),
    phoneArea: form.phoneCode,
    phone: form.phone.replace(/[\s-]/g, ''),
    email: form.email.trim(),
    idType: form.idType,
    ...(number === '' ? {} : { idInfo: number }),
  };
}

/** A traveller as the list shows it: the phone masked like the profile's, the ID number masked. */
export interface TravellerView {
  name: string;
  phone: string;
  email: string;
  idType: IdType | null;
  idMasked: string | null;
}

export function travellerView(t: Traveller): TravellerView {
  const cjk = /[\u3400-\u9fff]/u.test(t.familyName + t.firstName);
  return {
    name: cjk ? `${t.familyName}${t.firstName}` : `${t.firstName} ${t.familyName}`,
    phone: t.phone === '' ? '' : `${t.phoneArea} ${maskDigits(t.phone)}`,
    email: t.email,
    idType: isIdType(t.idType) ? t.idType : null,
    idMasked: t.idMasked,
  };
}

// ---- the cart ---------------------------------------------------------------------------------

/** A guest typed in the cart as a traveller to save ("Save this guest"). */
export function travellerOfGuest(guest: GuestContact): TravellerSave {
  const { familyName, name } = splitGuestName(guest.guestName);
  return {
    familyName,
    firstName: name,
    phoneArea: guest.guestMobileArea,
    phone: guest.guestMobile,
    email: guest.guestEmail,
    ...(guest.idType !== undefined && guest.idInfo !== undefined && guest.idInfo !== ''
      ? { idType: guest.idType, idInfo: guest.idInfo }
      : {}),
  };
}

/**
 * Saves the guests ticked "Save this guest" once their order is placed; answers how many were
 * saved and how many were not (the order stands either way).
 */
export async function saveTickedGuests(
  guests: readonly GuestContact[],
  o: { client?: ApiClient } = {},
): Promise<{ saved: number; failed: number }> {
  let saved = 0;
  let failed = 0;
  for (const guest of guests) {
    if (guest.saveTraveller !== true || guest.travellerId !== undefined) continue;
    try {
      await saveTraveller(travellerOfGuest(guest), o);
      saved += 1;
    } catch {
      failed += 1;
    }
  }
  return { saved, failed };
}
