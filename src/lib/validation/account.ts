import { EMAIL_PATTERN, NAME_PATTERN, PASSWORD_PATTERN } from '../contract/auth.ts';
import { message, type ValidationMessage } from './messages.ts';
import { isEmpty } from './validator.ts';

/**
 * The account rules of SPEC §5 (passwords, e-mail, phone, names) and §9 (password 8-25) that
 * the account forms (src/lib/account/rules.ts, register.ts) and the guest form share. The
 * account forms' rule sets live in src/lib/account only.
 */

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

export function checkEmail(value: string): ValidationMessage | null {
  if (isEmpty(value)) return message('validation.email.required');
  return isValidEmail(value) ? null : message('validation.email.format');
}
