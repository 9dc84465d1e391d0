import { EMAIL_PATTERN, NAME_PATTERN, PASSWORD_PATTERN } from '../contract/auth.ts';
import { message, type ValidationMessage } from './messages.ts';
import { custom, isEmpty, required, type Rules } from './validator.ts';

/** Account rules of SPEC §5 (passwords, e-mail, phone, names) and §9 (password 8-25). */

export const NAME_MAX_LENGTH = 50;
export const PHONE_MIN_DIGITS = 6;
/** E.164 allows 15 digits in all, country code included. */
export const PHONE_MAX_DIGITS = 15;

/** The account rules are the contract's, so that the forms and the gateway agree. */
export { EMAIL_PATTERN, NAME_PATTERN, PASSWORD_PATTERN };

/** A phone area code as in the country list ('+852'). */
export const PHONE_CODE_PATTERN = /^\+[1-9]\d{0,3}$/;

export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);
export const isValidEmail = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed);
};
export const isValidName = (value: string): boolean =>
  value.trim().length <= NAME_MAX_LENGTH && NAME_PATTERN.test(value.trim());

/** The digits of a phone number typed with optional spaces or hyphens between them. */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d(?:[ -]?\d)*$/.test(trimmed)) return null;
  return trimmed.replace(/[ -]/g, '');
}

export const isValidPhone = (value: string): boolean => {
  const digits = normalizePhone(value);
  return digits !== null && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
};

export function checkPassword(value: string): ValidationMessage | null {
  if (isEmpty(value)) return message('validation.password.required');
  return isValidPassword(value) ? null : message('validation.password.format');
}

export function checkPasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationMessage | null {
  if (isEmpty(confirmation)) return message('validation.password.required');
  return password === confirmation ? null : message('validation.password.mismatch');
}

export function checkEmail(value: string): ValidationMessage | null {
  if (isEmpty(value)) return message('validation.email.required');
  return isValidEmail(value) ? null : message('validation.email.format');
}

/** Normal-mode phone: an area code must be chosen and the number needs at least 6 digits. */
export function checkPhone(phoneCode: string, phone: string): ValidationMessage | null {
  if (isEmpty(phoneCode) || !PHONE_CODE_PATTERN.test(phoneCode))
    return message('validation.phoneCode.required');
  if (isEmpty(phone)) return message('validation.phone.required');
  return isValidPhone(phone) ? null : message('validation.phone.format');
}

export function checkName(value: string): ValidationMessage | null {
  if (isEmpty(value)) return message('validation.required', { field: 'name' });
  return isValidName(value) ? null : message('validation.name.format');
}

/** Reusable rules for the forms of the account screens. */
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const nameRules = <V>(requiredKey: ValidationMessage) => [
  required<V>(requiredKey),
  custom<V>((v) => (isValidName(str(v)) ? null : message('validation.name.format'))),
];
export const emailRules = <V>() => [
  required<V>(message('validation.email.required')),
  custom<V>((v) => (isValidEmail(str(v)) ? null : message('validation.email.format'))),
];
export const passwordRules = <V>() => [
  required<V>(message('validation.password.required')),
  custom<V>((v) => (isValidPassword(str(v)) ? null : message('validation.password.format'))),
];

export interface RegistrationForm {
  surname: string;
  firstName: string;
  email: string;
  phoneCode: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** Registration fields of SPEC §3 with the rules of SPEC §5. */
export const registrationRules: Rules<RegistrationForm> = {
  surname: nameRules(message('validation.familyName.required')),
  firstName: nameRules(message('validation.firstName.required')),
  email: emailRules(),
  phoneCode: [required(message('validation.phoneCode.required'))],
  phone: [custom((_, form) => checkPhone(form.phoneCode, form.phone))],
  password: passwordRules(),
  confirmPassword: [custom((v, form) => checkPasswordConfirmation(form.password, str(v)))],
  acceptTerms: [custom((v) => (v === true ? null : message('validation.terms.required')))],
};

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  emailCode: string;
}

export const changePasswordRules: Rules<ChangePasswordForm> = {
  oldPassword: [required(message('validation.password.required'))],
  newPassword: passwordRules(),
  confirmPassword: [custom((v, form) => checkPasswordConfirmation(form.newPassword, str(v)))],
  emailCode: [required()],
};
