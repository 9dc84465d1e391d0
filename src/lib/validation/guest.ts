import { DEFAULT_PHONE_CODE } from '../countries/defaults.ts';
import { isValidEmail, isValidName, isValidPhone, PHONE_CODE_PATTERN } from './account.ts';
import { message } from './messages.ts';
import { custom, required, validate, type FieldErrors, type Rules } from './validator.ts';

import {
  DEFAULT_ID_TYPE,
  GUEST_NAME_SEPARATOR,
  isIdType,
  isValidIdNumber,
  normalizeIdNumber,
  type IdType,
} from '../contract/order.ts';

/**
 * The guest (visitor) form of SPEC §3 and §5. The ID types and formats are the order contract's
 * (src/lib/contract/order.ts), so that the gateway never refuses what the form accepted.
 */
export {
  DEFAULT_ID_TYPE,
  GUEST_NAME_SEPARATOR,
  ID_PATTERNS,
  ID_TYPES,
  isIdType,
  isValidIdNumber,
  normalizeIdNumber,
  type IdType,
} from '../contract/order.ts';

/** Normal mode asks for phone and e-mail; guest mode asks for an ID document instead. */
export type GuestMode = 'normal' | 'guest';

export interface GuestFormState {
  familyName: string;
  name: string;
  phone: string;
  email: string;
  phoneCode: string;
  idType: IdType;
  idInfo: string;
}

export const createGuestForm = (): GuestFormState => ({
  familyName: '',
  name: '',
  phone: '',
  email: '',
  phoneCode: DEFAULT_PHONE_CODE,
  idType: DEFAULT_ID_TYPE,
  idInfo: '',
});

/** A guest/visitor contact as sent to the order (SPEC §3). */
export interface GuestContact {
  productId: string;
  guestName: string;
  guestMobile: string;
  guestMobileArea: string;
  guestEmail: string;
  remark: string;
  idType?: IdType;
  idInfo?: string;
  /** A saved traveller of the orderer: the gateway takes the ID number by it when none is typed. */
  travellerId?: string;
  /** The saved traveller's ID number masked, to show (never sent with the order). */
  idMasked?: string;
  /** "Save this guest": saved as a traveller once the order is placed (never sent with it). */
  saveTraveller?: boolean;
}

export const joinGuestName = (familyName: string, name: string): string =>
  `${familyName.trim()}${GUEST_NAME_SEPARATOR}${name.trim()}`;

export function splitGuestName(guestName: string): { familyName: string; name: string } {
  const at = guestName.indexOf(GUEST_NAME_SEPARATOR);
  if (at === -1) return { familyName: guestName, name: '' };
  return { familyName: guestName.slice(0, at), name: guestName.slice(at + 1) };
}

/**
 * True when another guest of the same product already has this ID type and number.
 * `exceptIndex` is the position of the guest being edited, which does not count.
 */
export function isDuplicateId(
  guest: { productId: string; idType: IdType; idInfo: string },
  existing: readonly GuestContact[],
  exceptIndex?: number,
): boolean {
  const number = normalizeIdNumber(guest.idInfo);
  return existing.some(
    (other, index) =>
      index !== exceptIndex &&
      other.productId === guest.productId &&
      other.idType === guest.idType &&
      other.idInfo !== undefined &&
      normalizeIdNumber(other.idInfo) === number,
  );
}

export interface GuestContext {
  mode: GuestMode;
  productId: string;
  /** The guests already on the list. */
  existing?: readonly GuestContact[];
  /** Index in `existing` of the guest being edited. */
  editingIndex?: number;
  /** The guest is a saved traveller whose ID of this type the gateway has: the number may stay empty. */
  savedId?: IdType;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const nameFormat = custom<GuestFormState>((v) =>
  isValidName(str(v)) && !str(v).includes(GUEST_NAME_SEPARATOR)
    ? null
    : message('validation.name.format'),
);

export function guestRules(context: GuestContext): Rules<GuestFormState> {
  const names: Rules<GuestFormState> = {
    familyName: [required(message('validation.familyName.required')), nameFormat],
    name: [required(message('validation.firstName.required')), nameFormat],
  };
  if (context.mode === 'normal') {
    return {
      ...names,
      phoneCode: [
        custom((v) =>
          PHONE_CODE_PATTERN.test(str(v)) ? null : message('validation.phoneCode.required'),
        ),
      ],
      phone: [
        required(message('validation.phone.required')),
        custom((v) => (isValidPhone(str(v)) ? null : message('validation.phone.format'))),
      ],
      email: [
        required(message('validation.email.required')),
        custom((v) => (isValidEmail(str(v)) ? null : message('validation.email.format'))),
      ],
    };
  }
  // a saved traveller's number of the same type, left empty, is put on the order by the gateway
  const savedId = (form: GuestFormState) =>
    context.savedId !== undefined && context.savedId === form.idType && form.idInfo.trim() === '';
  return {
    ...names,
    idType: [custom((v) => (isIdType(v) ? null : message('validation.idType.required')))],
    idInfo: [
      custom((v, form) =>
        savedId(form) || str(v).trim() !== '' ? null : message('validation.idNumber.required'),
      ),
      custom((v, form) =>
        savedId(form) || (isIdType(form.idType) && isValidIdNumber(form.idType, str(v)))
          ? null
          : message('validation.idNumber.format'),
      ),
      custom((v, form) =>
        !savedId(form) &&
        isDuplicateId(
          { productId: context.productId, idType: form.idType, idInfo: str(v) },
          context.existing ?? [],
          context.editingIndex,
        )
          ? message('validation.idNumber.repeated')
          : null,
      ),
    ],
  };
}

/** Validates the form; show `firstError(result)` as the toast (SPEC §5). */
export const validateGuestForm = (
  form: GuestFormState,
  context: GuestContext,
  options: { all?: boolean } = {},
): FieldErrors<GuestFormState> => validate(form, guestRules(context), options);

/** The contact payload of a valid form (SPEC §3): no e-mail in guest mode, no ID in normal. */
export function toGuestContact(
  form: GuestFormState,
  context: Pick<GuestContext, 'mode' | 'productId'>,
): GuestContact {
  const contact: GuestContact = {
    productId: context.productId,
    guestName: joinGuestName(form.familyName, form.name),
    guestMobile: form.phone.replace(/[ -]/g, '').trim(),
    guestMobileArea: form.phoneCode,
    guestEmail: context.mode === 'guest' ? '' : form.email.trim(),
    remark: '',
  };
  return context.mode === 'guest'
    ? { ...contact, idType: form.idType, idInfo: normalizeIdNumber(form.idInfo) }
    : contact;
}
