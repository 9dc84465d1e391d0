import * as z from 'zod/mini';
import { registerBodySchema, type LoginAgent, type RegisterBody } from '../contract/auth.ts';
import { DEFAULT_PHONE_CODE, findCountry, findCountryByPhoneCode } from '../countries/countries.ts';
import { isIsoDate, type IsoDate } from '../format/dates.ts';
import { formEmail, formPhone, normalizePhone, trimmed } from '../validation/account.ts';
import {
  always,
  CODE_WORDS,
  CONFIRM_WORDS,
  confirms,
  EMAIL_WORDS,
  formCode,
  isMessageKey,
  normalizeCode,
  PASSWORD_WORDS,
  type AccountForm,
  type MessageKey,
} from './forms.ts';

/**
 * The registration form (SPEC §3 registration fields, §5): its own module because it needs the
 * country list and the date helpers, which the other account forms do without. Its fields are
 * the register call's (src/lib/contract/auth.ts `registerBodySchema`) on the values it sends,
 * plus what the form knows beyond the gateway: the resort's today, the country list and the
 * password typed twice.
 */

export const EARLIEST_BIRTHDAY = '1900-01-01';

/** Residence and phone country: an entry of the country list, by ISO alpha-2 code. */
export const isCountryCode = (value: string): boolean =>
  /^[A-Z]{2}$/.test(value) && findCountry(value) !== undefined;

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

const body = registerBodySchema.shape;
/** A country of the list, as the residence and the phone's country are picked. */
const listedCountry = z.string().check(z.refine(isCountryCode, 'errors.account.residence'));
const PHONE_CODE = 'validation.phoneCode.required' satisfies MessageKey;
/** A name with digits or symbols, or one longer than the contract's 50 characters. */
const NAME_WORDS = {
  invalid: 'validation.name.format',
  'errors.account.nameLength': 'validation.name.tooLong',
} as const satisfies Record<string, MessageKey>;

export const registerForm = (today: IsoDate): AccountForm<RegisterForm> => ({
  schema: z
    .object({
      surname: trimmed(body.surname),
      firstName: trimmed(body.firstName),
      // the contract's past date, from 1900 on and before the resort's today
      birthday: z.pipe(
        z.string().check(z.minLength(1)),
        body.birthday.check(
          z.refine(
            (value) => isIsoDate(value) && value >= EARLIEST_BIRTHDAY && value < today,
            'account.validation.birthdayPast' satisfies MessageKey,
          ),
        ),
      ),
      residence: z.pipe(body.residence, listedCountry),
      phoneCountry: listedCountry,
      phone: z.string(),
      email: formEmail,
      emailCode: formCode,
      password: body.password,
      confirmPassword: z.string().check(z.minLength(1)),
      agreeTerms: body.agreeTerms,
      promotionConsent: z.boolean(),
    })
    .check(
      // the phone as sent (its digits) against the contract once its country is picked; until
      // then the phone field asks for the area code too
      z.superRefine(
        (form, context) => {
          if (!isCountryCode(form.phoneCountry)) {
            context.addIssue({ code: 'custom', message: PHONE_CODE, path: ['phone'], input: form });
            return;
          }
          const phone = formPhone.safeParse(form.phone);
          for (const issue of phone.success ? [] : phone.error.issues)
            context.addIssue({ ...issue, path: ['phone'] });
        },
        { when: always },
      ),
      confirms<RegisterForm>((f) => f.password),
    ),
  messages: {
    surname: { empty: 'validation.familyName.required', ...NAME_WORDS },
    firstName: { empty: 'validation.firstName.required', ...NAME_WORDS },
    birthday: {
      empty: 'account.validation.birthdayRequired',
      invalid: 'account.validation.birthdayPast',
    },
    residence: {
      empty: 'account.validation.residenceRequired',
      invalid: 'account.validation.residenceRequired',
    },
    phoneCountry: { empty: PHONE_CODE, invalid: PHONE_CODE },
    phone: { empty: 'validation.phone.required', invalid: 'validation.phone.format' },
    email: EMAIL_WORDS,
    emailCode: CODE_WORDS,
    password: PASSWORD_WORDS,
    confirmPassword: CONFIRM_WORDS,
    agreeTerms: { empty: 'validation.terms.required', invalid: 'validation.terms.required' },
  },
  isKey: isMessageKey,
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
