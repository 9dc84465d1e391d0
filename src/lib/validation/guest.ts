import * as z from 'zod/mini';
import { phoneAreaCodeSchema } from '../contract/auth.ts';
import { DEFAULT_PHONE_CODE } from '../countries/defaults.ts';
import { formEmail, formName, formPhone, PHONE_CODE_PATTERN } from './account.ts';
import { checkForm, type FormErrors, type FormSpec } from './issues.ts';
import type { ValidationKey } from './messages.ts';

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

const isValidationKey = (message: string): message is ValidationKey =>
  message.startsWith('validation.');
/** A check of the whole form that runs even when a field failed: each field gets its message. */
const always = { when: () => true };

const NAME_WORDS = {
  invalid: 'validation.name.format',
  'errors.account.nameLength': 'validation.name.tooLong',
} as const;
const PHONE_CODE_WORDS = {
  empty: 'validation.phoneCode.required',
  invalid: 'validation.phoneCode.required',
} as const;
const PHONE_WORDS = {
  empty: 'validation.phone.required',
  invalid: 'validation.phone.format',
} as const;
const EMAIL_WORDS = {
  empty: 'validation.email.required',
  invalid: 'validation.email.format',
} as const;
const ID_TYPE_WORDS = {
  empty: 'validation.idType.required',
  invalid: 'validation.idType.required',
} as const;
const ID_NUMBER_WORDS = {
  empty: 'validation.idNumber.required',
  invalid: 'validation.idNumber.format',
} as const;

/** The area code as picked: the contract's, with a country code (none starts with 0). */
const formPhoneCode = phoneAreaCodeSchema.check(z.regex(PHONE_CODE_PATTERN));
/** The phone of guest mode: optional, well formed once typed (the order refuses a bad one). */
const optional = (schema: z.ZodMiniType<string, string>) =>
  z.union([z.string().check(z.refine((v) => v.trim() === '')), schema]);
/** The ID type of a guest, as the order contract takes it. */
const formIdType = z.int().check(z.refine((n: number) => isIdType(n)));

/**
 * The ID number of guest mode, by its type (the order contract's ID_PATTERNS): required, well
 * formed and not another guest's of the same product; a saved traveller's number of the same
 * type, left empty, is put on the order by the gateway.
 */
const idNumberRule = (context: GuestContext) =>
  z.superRefine<{ idType: number; idInfo: string }>((form, issues) => {
    const fail = (message: ValidationKey) =>
      issues.addIssue({ code: 'custom', message, path: ['idInfo'], input: form.idInfo });
    const empty = form.idInfo.trim() === '';
    if (context.savedId !== undefined && context.savedId === form.idType && empty) return;
    if (empty) fail('validation.idNumber.required');
    else if (!isIdType(form.idType) || !isValidIdNumber(form.idType, form.idInfo))
      fail('validation.idNumber.format');
    else if (
      isDuplicateId(
        { productId: context.productId, idType: form.idType, idInfo: form.idInfo },
        context.existing ?? [],
        context.editingIndex,
      )
    )
      fail('validation.idNumber.repeated');
  }, always);

/**
 * The guest form (SPEC §5) on the order contract's field schemas: names always; phone and e-mail
 * in normal mode; the ID document in guest mode, with the phone optional but well formed.
 */
export function guestForm(context: GuestContext): FormSpec<GuestFormState, ValidationKey> {
  const names = { familyName: formName, name: formName };
  const nameWords = {
    familyName: { empty: 'validation.familyName.required', ...NAME_WORDS },
    name: { empty: 'validation.firstName.required', ...NAME_WORDS },
  } as const;
  if (context.mode === 'normal') {
    return {
      schema: z.object({
        ...names,
        phoneCode: formPhoneCode,
        phone: formPhone,
        email: formEmail,
      }),
      messages: {
        ...nameWords,
        phoneCode: PHONE_CODE_WORDS,
        phone: PHONE_WORDS,
        email: EMAIL_WORDS,
      },
      isKey: isValidationKey,
    };
  }
  return {
    schema: z
      .object({ ...names, idType: formIdType, idInfo: z.string(), phone: optional(formPhone) })
      .check(idNumberRule(context)),
    messages: { ...nameWords, idType: ID_TYPE_WORDS, idInfo: ID_NUMBER_WORDS, phone: PHONE_WORDS },
    isKey: isValidationKey,
  };
}

/** Checks the form; its first entry is the toast and the focus (SPEC §5). */
export const checkGuestForm = (
  form: GuestFormState,
  context: GuestContext,
): FormErrors<GuestFormState, ValidationKey> => checkForm(guestForm(context), form);

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
