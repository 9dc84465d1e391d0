import type { LoginAgent, RegisterBody } from '../contract/auth.ts';
import { DEFAULT_PHONE_CODE, findCountry, findCountryByPhoneCode } from '../countries/countries.ts';
import { isIsoDate, type IsoDate } from '../format/dates.ts';
import { checkEmail, checkPassword, isValidPhone, normalizePhone } from '../validation/account.ts';
import { isEmpty } from '../validation/validator.ts';
import {
  checkCode,
  checkConfirmation,
  checkName,
  msg,
  normalizeCode,
  type FormMessage,
  type FormRules,
} from './rules.ts';

/**
 * The registration form (SPEC §3 registration fields, §5): its own module because it needs the
 * country list and the date helpers, which the other account forms do without.
 */

export const EARLIEST_BIRTHDAY = '1900-01-01';

/** A real date, not before 1900, strictly before `today` (the resort's date, YYYY-MM-DD). */
export function checkBirthday(value: string, today: IsoDate): FormMessage | null {
  if (isEmpty(value)) return msg('account.validation.birthdayRequired');
  if (!isIsoDate(value) || value < EARLIEST_BIRTHDAY || value >= today)
    return msg('account.validation.birthdayPast');
  return null;
}

/** Residence and phone country: an entry of the country list, by ISO alpha-2 code. */
export const isCountryCode = (value: string): boolean =>
  /^[A-Z]{2}$/.test(value) && findCountry(value) !== undefined;

export function checkResidence(value: string): FormMessage | null {
  return isCountryCode(value) ? null : msg('account.validation.residenceRequired');
}

export function checkPhoneNumber(country: string, phone: string): FormMessage | null {
  if (!isCountryCode(country)) return msg('validation.phoneCode.required');
  if (isEmpty(phone)) return msg('validation.phone.required');
  return isValidPhone(phone) ? null : msg('validation.phone.format');
}

export interface RegisterForm {
  surname: string;
  firstName: string;
  birthday: string;
  residence: string;
  /** The ISO code of the phone's country; its calling code is the phone area code. */
  phoneCountry: string;
  phone: string;
  email: string;
  emailCode: string;
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
  promotionConsent: boolean;
}

export const registerRules = (today: IsoDate): FormRules<RegisterForm> => ({
  surname: [(f) => checkName(f.surname, 'validation.familyName.required')],
  firstName: [(f) => checkName(f.firstName, 'validation.firstName.required')],
  birthday: [(f) => checkBirthday(f.birthday, today)],
  residence: [(f) => checkResidence(f.residence)],
  phoneCountry: [
    (f) => (isCountryCode(f.phoneCountry) ? null : msg('validation.phoneCode.required')),
  ],
  phone: [(f) => checkPhoneNumber(f.phoneCountry, f.phone)],
  email: [(f) => checkEmail(f.email)],
  emailCode: [(f) => checkCode(f.emailCode)],
  password: [(f) => checkPassword(f.password)],
  confirmPassword: [(f) => checkConfirmation(f.password, f.confirmPassword)],
  agreeTerms: [(f) => (f.agreeTerms ? null : msg('validation.terms.required'))],
});

/** The phone country of the default area code +852 (SPEC §9). */
export const DEFAULT_PHONE_COUNTRY =
  findCountryByPhoneCode(DEFAULT_PHONE_CODE)?.country_code ?? 'HK';

export const emptyRegisterForm = (): RegisterForm => ({
  surname: '',
  firstName: '',
  birthday: '',
  // most visitors live where the default area code is; the picker changes it
  residence: DEFAULT_PHONE_COUNTRY,
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  phone: '',
  email: '',
  emailCode: '',
  password: '',
  confirmPassword: '',
  agreeTerms: false,
  promotionConsent: false,
});

/** The register call's body of a valid form: trimmed names, phone digits, the calling code. */
export function toRegisterBody(form: RegisterForm, loginAgent: LoginAgent): RegisterBody {
  return {
    surname: form.surname.trim(),
    firstName: form.firstName.trim(),
    birthday: form.birthday,
    residence: form.residence,
    email: form.email.trim(),
    phoneAreaCode: findCountry(form.phoneCountry)?.phone_code ?? DEFAULT_PHONE_CODE,
    phone: normalizePhone(form.phone) ?? form.phone.trim(),
    password: form.password,
    emailCode: normalizeCode(form.emailCode),
    agreeTerms: true,
    promotionConsent: form.promotionConsent,
    loginAgent,
  };
}
