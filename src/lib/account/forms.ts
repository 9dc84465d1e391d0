import * as z from 'zod/mini';
import { emailCodeSchema, passwordSchema } from '../contract/auth.ts';
import { formEmail } from '../validation/account.ts';
import type { MessageKey as BaseKey } from '../i18n/translator.ts';
import type { I18nNamespaces } from '../i18n/types.ts';
import type { FieldMessages, FormErrors, FormSpec } from '../validation/issues.ts';
import type { ValidationKey } from '../validation/messages.ts';

/**
 * The account forms (SPEC §5 accounts) on the contract's zod/mini schemas: each form checks its
 * values with the schemas the gateway checks the request with (src/lib/contract/auth.ts) and
 * names its words per field; src/lib/validation/issues.ts turns the issues into those words.
 * Messages are keys of locales/<lang>/validation.json or account.json; the island translates
 * them.
 */
export type AccountKey = BaseKey<keyof I18nNamespaces['account']>;
export type MessageKey = ValidationKey | AccountKey;
/** The strings of the account islands: account.json and validation.json (keys do not overlap). */
export type AccountMessages = Partial<I18nNamespaces['account'] & I18nNamespaces['validation']>;

/** An account form: its schema and the words of its fields. */
export type AccountForm<V> = FormSpec<V, MessageKey>;
export type AccountErrors<V> = FormErrors<V, MessageKey>;

/** A key of the account islands' messages (what a form-only rule names directly). */
export const isMessageKey = (message: string): message is MessageKey =>
  message.startsWith('validation.') || message.startsWith('account.');

const words = (empty: MessageKey, invalid: MessageKey = empty): FieldMessages<MessageKey> => ({
  empty,
  invalid,
});

// ---- field schemas: the contract's, on the value the form sends -----------------------------

/** Codes and PINs are 6 digits; spaces typed or pasted between them are dropped. */
export const normalizeCode = (value: string): string => value.replace(/\s+/g, '');

/** A code or PIN as sent: without spaces. */
export const formCode = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => normalizeCode(value)),
  ),
  emailCodeSchema,
);
/** A field that only has to be filled in (its format is the gateway's to judge). */
const filled = z.string().check(z.minLength(1));

/**
 * A rule of the whole form runs even when a field failed (zod skips it after a field's type or
 * literal failed, an unticked box for example): each field gets its message at once.
 */
export const always = () => true;

/** "The two passwords do not match", on the confirmation once it is typed. */
export const confirms = <V extends { confirmPassword: string }>(password: (form: V) => string) =>
  z.refine<V>((form) => form.confirmPassword === '' || form.confirmPassword === password(form), {
    message: 'validation.password.mismatch' satisfies MessageKey,
    path: ['confirmPassword'],
    when: always,
  });

export const EMAIL_WORDS = words('validation.email.required', 'validation.email.format');
export const PASSWORD_WORDS = words('validation.password.required', 'validation.password.format');
export const CODE_WORDS = words('account.validation.codeRequired', 'account.validation.codeFormat');
export const CONFIRM_WORDS = words('account.validation.confirmRequired');

// ---- the forms -----------------------------------------------------------------------------

export interface PasswordLoginForm {
  email: string;
  password: string;
}
/**
 * The login takes any password of up to 200 characters at the gateway (accounts made before the
 * rule); the form gives SPEC §5's own prompt for one that breaks the password rule.
 */
export const passwordLoginForm: AccountForm<PasswordLoginForm> = {
  schema: z.object({ email: formEmail, password: passwordSchema }),
  messages: {
    email: EMAIL_WORDS,
    password: words('validation.password.required', 'account.validation.loginPasswordFormat'),
  },
  isKey: isMessageKey,
};

export interface CodeLoginForm {
  email: string;
  code: string;
}
export const codeLoginForm: AccountForm<CodeLoginForm> = {
  schema: z.object({ email: formEmail, code: formCode }),
  messages: { email: EMAIL_WORDS, code: CODE_WORDS },
  isKey: isMessageKey,
};

/** Only the e-mail: what a "send code" button checks before it asks for a code (SPEC §5). */
export const emailForCodeForm: AccountForm<{ email: string }> = {
  schema: z.object({ email: formEmail }),
  messages: { email: words('account.validation.emailBeforeCode', 'validation.email.format') },
  isKey: isMessageKey,
};

export interface ForgetEmailForm {
  email: string;
}
export const forgetEmailForm: AccountForm<ForgetEmailForm> = {
  schema: z.object({ email: formEmail }),
  messages: { email: EMAIL_WORDS },
  isKey: isMessageKey,
};

export interface ResetForm {
  pin: string;
  newPassword: string;
  confirmPassword: string;
}
export const resetForm: AccountForm<ResetForm> = {
  schema: z
    .object({ pin: formCode, newPassword: passwordSchema, confirmPassword: filled })
    .check(confirms<ResetForm>((f) => f.newPassword)),
  messages: {
    pin: words('account.validation.pinRequired', 'account.validation.pinFormat'),
    newPassword: PASSWORD_WORDS,
    confirmPassword: CONFIRM_WORDS,
  },
  isKey: isMessageKey,
};

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  emailCode: string;
}
export const changePasswordForm: AccountForm<ChangePasswordForm> = {
  schema: z
    .object({
      oldPassword: filled,
      newPassword: passwordSchema,
      confirmPassword: filled,
      emailCode: formCode,
    })
    .check(confirms<ChangePasswordForm>((f) => f.newPassword)),
  messages: {
    oldPassword: words('account.validation.oldPasswordRequired'),
    newPassword: PASSWORD_WORDS,
    confirmPassword: CONFIRM_WORDS,
    emailCode: CODE_WORDS,
  },
  isKey: isMessageKey,
};
