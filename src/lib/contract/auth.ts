import * as z from 'zod/mini';

/**
 * Accounts and sessions (SPEC §3 registration fields, §5 accounts, §7 authentication): the
 * request bodies and answers of the login, registration, e-mail code and password calls.
 * Messages are keys of locales/{lang}/errors.json; the gateway translates them.
 */

/** Login agents: the desktop site (PC) or the mobile site (WAP). */
export const LOGIN_AGENTS = ['PC', 'WAP'] as const;
export type LoginAgent = (typeof LOGIN_AGENTS)[number];
export const loginAgentSchema = z.enum(LOGIN_AGENTS);

/** What an e-mail code is for; each purpose has its own codes. */
export const CODE_PURPOSES = ['register', 'login', 'reset', 'change-password'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
/** The purposes an anonymous visitor may ask a code for (change-password is asked logged in). */
export const OPEN_CODE_PURPOSES = ['register', 'login', 'reset'] as const;

/**
 * SPEC §5: 8-25 printable ASCII characters (no spaces) with an upper-case letter, a lower-case
 * letter, a digit and a special symbol. The one rule of the forms and the gateway.
 */
export const PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9])[\x21-\x7e]{8,25}$/;
/** A well-formed e-mail address: local part, @, a domain with a top-level part of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/**
 * A personal name (SPEC §5: no digits or special characters): letters of any script with their
 * combining marks, and a single space, hyphen, apostrophe or middle dot between letters
 * ("Chan Tai Man", "O'Brien", "Jean-Luc", "陳大文", "アン・ナ").
 */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’\-·・][\p{L}\p{M}]+)*$/u;
const PASSWORD_RULE = PASSWORD_PATTERN;
const EMAIL_RULE = EMAIL_PATTERN;
const NAME_RULE = NAME_PATTERN;
const DATE_RULE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date YYYY-MM-DD strictly before `now` (UTC day). */
export function isPastDate(value: string, now: number = Date.now()): boolean {
  const match = DATE_RULE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && time < now;
}

export const emailSchema = z
  .string()
  .check(z.maxLength(254, 'errors.account.email'), z.regex(EMAIL_RULE, 'errors.account.email'));
export const passwordSchema = z.string().check(z.regex(PASSWORD_RULE, 'errors.account.password'));
export const nameSchema = z
  .string()
  .check(z.maxLength(50, 'errors.account.nameLength'), z.regex(NAME_RULE, 'errors.account.name'));
export const birthdaySchema = z
  .string()
  .check(z.refine((s) => isPastDate(s), 'errors.account.birthday'));
/** Residence: an ISO 3166-1 alpha-2 country or region code. */
export const residenceSchema = z.string().check(z.regex(/^[A-Z]{2}$/, 'errors.account.residence'));
export const phoneAreaCodeSchema = z
  .string()
  .check(z.regex(/^\+\d{1,4}$/, 'errors.account.phoneAreaCode'));
export const phoneSchema = z.string().check(z.regex(/^\d{6,15}$/, 'errors.account.phone'));
export const emailCodeSchema = z.string().check(z.regex(/^\d{6}$/, 'errors.account.emailCode'));

/** POST /cl-odss-app/open/account/info/register */
export const registerBodySchema = z.strictObject({
  surname: nameSchema,
  firstName: nameSchema,
  birthday: birthdaySchema,
  residence: residenceSchema,
  email: emailSchema,
  phoneAreaCode: phoneAreaCodeSchema,
  phone: phoneSchema,
  password: passwordSchema,
  emailCode: emailCodeSchema,
  agreeTerms: z.literal(true, 'errors.account.agreeTerms'),
  promotionConsent: z.optional(z.boolean()),
  /** The new account is logged in at once (the e-mail code proved the address) on this agent. */
  loginAgent: z.optional(loginAgentSchema),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /cl-odss-app/open/account/info/sendCode */
export const sendCodeBodySchema = z.strictObject({
  email: emailSchema,
  purpose: z.enum(OPEN_CODE_PURPOSES),
});

/** POST /cl-odss-app/open/account/info/checkCode */
export const checkCodeBodySchema = z.strictObject({
  email: emailSchema,
  purpose: z.enum(OPEN_CODE_PURPOSES),
  code: emailCodeSchema,
});

/** POST /uw-auth-center/auth/login: login by password. */
export const passwordLoginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(200, 'errors.account.password')),
  loginAgent: loginAgentSchema,
});
export type PasswordLoginBody = z.infer<typeof passwordLoginBodySchema>;

/** POST /cl-odss-app/open/account/info/login: login by e-mail code. */
export const codeLoginBodySchema = z.strictObject({
  email: emailSchema,
  code: emailCodeSchema,
  loginAgent: loginAgentSchema,
});

/** POST /uw-auth-center/auth/refreshToken?refreshToken=…&loginAgent=… */
export const refreshQuerySchema = z.object({
  refreshToken: z.string().check(z.minLength(1), z.maxLength(200)),
  loginAgent: loginAgentSchema,
});

/** DELETE /uw-auth-center/user/logout?loginAgent=… */
export const logoutQuerySchema = z.object({ loginAgent: z.optional(loginAgentSchema) });

/** POST /cl-odss-app/open/account/info/forgetPassword: mails a reset PIN (valid 5 minutes). */
export const forgetPasswordBodySchema = z.strictObject({ email: emailSchema });

/** POST /cl-odss-app/open/account/info/resetPassword */
export const resetPasswordBodySchema = z.strictObject({
  email: emailSchema,
  pin: emailCodeSchema,
  newPassword: passwordSchema,
});

/** The token info of a login or refresh (SPEC §3); createAt and expiresIn in milliseconds. */
export const tokenInfoSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  createAt: z.number(),
  expiresIn: z.number(),
  loginAgent: loginAgentSchema,
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

/** Error codes of the account calls (beside the shared ERROR_CODES). */
export const AUTH_ERROR_CODES = {
  badCredentials: 'BAD_CREDENTIALS',
  codeInvalid: 'CODE_INVALID',
  codeCooldown: 'CODE_COOLDOWN',
  emailTaken: 'EMAIL_TAKEN',
  loginDouble: 'LOGIN_DOUBLE',
  kickOut: 'KICK_OUT',
  refreshInvalid: 'REFRESH_INVALID',
} as const;
