import * as z from 'zod/mini';
import {
  EMAIL_PATTERN,
  emailSchema,
  NAME_PATTERN,
  nameSchema,
  PASSWORD_PATTERN,
  phoneSchema,
} from '../contract/auth.ts';

/**
 * The account rules of SPEC §5 (passwords, e-mail, phone, names) and §9 (password 8-25) that
 * the account forms (src/lib/account/forms.ts, register.ts) and the guest form
 * (src/lib/validation/guest.ts) share: the contract's patterns, and the contract's field schemas
 * on the values a form sends (trimmed, the phone's digits).
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

// ---- the contract's field schemas on the values a form sends (src/lib/validation/issues.ts) --

/** A text field as sent: trimmed, then checked by `schema`. */
export const trimmed = (schema: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim()),
    ),
    schema,
  );
/** The e-mail as sent: trimmed. */
export const formEmail = trimmed(emailSchema);
/** A personal name as sent: trimmed. */
export const formName = trimmed(nameSchema);
/** The phone as sent: its digits (spaces and hyphens between them dropped). */
export const formPhone = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => normalizePhone(value) ?? value),
  ),
  phoneSchema,
);
