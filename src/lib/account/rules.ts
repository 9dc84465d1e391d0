import type { MessageKey as BaseKey } from '../i18n/translator.ts';
import type { I18nNamespaces } from '../i18n/types.ts';
import { checkEmail, checkPassword, isValidName, isValidPassword } from '../validation/account.ts';
import type { ValidationKey } from '../validation/messages.ts';
import { isEmpty } from '../validation/validator.ts';

/**
 * The checks of the account forms (SPEC §5 accounts): the shared rules of
 * src/lib/validation/account.ts plus what these forms need beyond them (birthday, residence,
 * e-mail code and PIN, the login's own password prompt). Messages are keys of
 * locales/<lang>/validation.json or account.json; the island translates them.
 */
export type AccountKey = BaseKey<keyof I18nNamespaces['account']>;
export type MessageKey = ValidationKey | AccountKey;
/** The strings of the account islands: account.json and validation.json (keys do not overlap). */
export type AccountMessages = Partial<I18nNamespaces['account'] & I18nNamespaces['validation']>;

export interface FormMessage {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A check sees the whole form and returns the field's message, or null when it passes. */
export type Check<V> = (values: V) => FormMessage | null;
/** The checks of each field, in the order the fields appear on screen. */
export type FormRules<V> = { readonly [K in keyof V]?: readonly Check<V>[] };
/** The first failing message of each invalid field. */
export type FormErrors<V> = { [K in keyof V]?: FormMessage };

export const msg = (key: MessageKey): FormMessage => ({ key });

/**
 * Runs the checks: the first failing check of each field wins (SPEC §5 generic validator).
 * Fields come out in the order of `rules`, so the first entry is the toast and the focus.
 */
export function validateForm<V extends object>(values: V, rules: FormRules<V>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const field of Object.keys(rules) as (keyof V & string)[]) {
    for (const check of rules[field] ?? []) {
      const failure = check(values);
      if (failure !== null) {
        errors[field] = failure;
        break;
      }
    }
  }
  return errors;
}

/** Only the given fields' checks (for example the e-mail before a code is sent). */
export function validateFields<V extends object>(
  values: V,
  rules: FormRules<V>,
  fields: readonly (keyof V)[],
): FormErrors<V> {
  const picked: { [K in keyof V]?: readonly Check<V>[] } = {};
  for (const field of fields) {
    const list = rules[field];
    if (list !== undefined) picked[field] = list;
  }
  return validateForm(values, picked);
}

/** The first invalid field and its message, in field order. */
export function firstError<V>(
  errors: FormErrors<V>,
): { field: keyof V; message: FormMessage } | null {
  for (const [field, message] of Object.entries(errors) as [keyof V, FormMessage | undefined][]) {
    if (message !== undefined) return { field, message };
  }
  return null;
}

// ---- single checks -------------------------------------------------------------------------

/** Codes and PINs are 6 digits; spaces typed or pasted between them are dropped. */
export const normalizeCode = (value: string): string => value.replace(/\s+/g, '');
const SIX_DIGITS = /^\d{6}$/;
export const isCode = (value: string): boolean => SIX_DIGITS.test(normalizeCode(value));

export function checkCode(value: string): FormMessage | null {
  if (isEmpty(value)) return msg('account.validation.codeRequired');
  return isCode(value) ? null : msg('account.validation.codeFormat');
}

export function checkPin(value: string): FormMessage | null {
  if (isEmpty(value)) return msg('account.validation.pinRequired');
  return isCode(value) ? null : msg('account.validation.pinFormat');
}

/** SPEC §5: "The e-mail is required before a code can be requested." */
export function checkEmailForCode(value: string): FormMessage | null {
  if (isEmpty(value)) return msg('account.validation.emailBeforeCode');
  return checkEmail(value);
}

/** The login's own prompt for a password of the wrong format (SPEC §5). */
export function checkLoginPassword(value: string): FormMessage | null {
  if (value === '') return msg('validation.password.required');
  return isValidPassword(value) ? null : msg('account.validation.loginPasswordFormat');
}

export function checkConfirmation(password: string, confirmation: string): FormMessage | null {
  if (confirmation === '') return msg('account.validation.confirmRequired');
  return password === confirmation ? null : msg('validation.password.mismatch');
}

export function checkName(value: string, requiredKey: MessageKey): FormMessage | null {
  if (isEmpty(value)) return msg(requiredKey);
  return isValidName(value) ? null : msg('validation.name.format');
}

// ---- the forms -----------------------------------------------------------------------------

export interface PasswordLoginForm {
  email: string;
  password: string;
}
export const passwordLoginRules: FormRules<PasswordLoginForm> = {
  email: [(f) => checkEmail(f.email)],
  password: [(f) => checkLoginPassword(f.password)],
};

export interface CodeLoginForm {
  email: string;
  code: string;
}
export const codeLoginRules: FormRules<CodeLoginForm> = {
  email: [(f) => checkEmail(f.email)],
  code: [(f) => checkCode(f.code)],
};

/** Only the e-mail: what a "send code" button checks before it asks for a code. */
export const emailForCodeRules: FormRules<{ email: string }> = {
  email: [(f) => checkEmailForCode(f.email)],
};

export interface ForgetEmailForm {
  email: string;
}
export const forgetEmailRules: FormRules<ForgetEmailForm> = {
  email: [(f) => checkEmail(f.email)],
};

export interface ResetForm {
  pin: string;
  newPassword: string;
  confirmPassword: string;
}
export const resetRules: FormRules<ResetForm> = {
  pin: [(f) => checkPin(f.pin)],
  newPassword: [(f) => checkPassword(f.newPassword)],
  confirmPassword: [(f) => checkConfirmation(f.newPassword, f.confirmPassword)],
};

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  emailCode: string;
}
export const changePasswordRules: FormRules<ChangePasswordForm> = {
  oldPassword: [
    (f) => (f.oldPassword === '' ? msg('account.validation.oldPasswordRequired') : null),
  ],
  newPassword: [(f) => checkPassword(f.newPassword)],
  confirmPassword: [(f) => checkConfirmation(f.newPassword, f.confirmPassword)],
  emailCode: [(f) => checkCode(f.emailCode)],
};
