import { describe, expect, it } from 'vitest';
import {
  changePasswordForm,
  codeLoginForm,
  emailForCodeForm,
  forgetEmailForm,
  passwordLoginForm,
  resetForm,
  type AccountErrors,
  type AccountForm,
} from '../../../src/lib/account/forms.ts';
import {
  emptyRegisterForm,
  registerForm,
  toRegisterBody,
  type RegisterForm,
} from '../../../src/lib/account/register.ts';
import { checkForm, firstError } from '../../../src/lib/validation/issues.ts';
import account from '../../../locales/en/account.json';
import validation from '../../../locales/en/validation.json';

/** The English text of every field's message. */
const en: Record<string, string> = { ...account, ...validation };
const texts = <V>(errors: AccountErrors<V>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, m]) => [field, en[(m as { key: string }).key] ?? '?']),
  );

const validateForm = <V extends object>(values: V, form: AccountForm<V>) => checkForm(form, values);

const GOOD_PASSWORD = 'Secret#123';
const TODAY = '2025-06-15';

const validRegistration = (): RegisterForm => ({
  ...emptyRegisterForm(),
  surname: 'Chan',
  firstName: '大文',
  birthday: '1990-05-17',
  residence: 'HK',
  phone: '9123 4567',
  email: 'tai.man@example.hk',
  emailCode: '123456',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  agreeTerms: true,
});

describe('login by password', () => {
  it('asks for the e-mail and the password', () => {
    expect(texts(validateForm({ email: '', password: '' }, passwordLoginForm))).toEqual({
      email: 'Enter your e-mail address',
      password: 'Enter your password',
    });
  });

  it("gives SPEC §5's login prompt for a password of the wrong format", () => {
    const errors = validateForm({ email: 'a@b', password: 'short' }, passwordLoginForm);
    expect(texts(errors)).toEqual({
      email: 'Invalid e-mail format',
      password: 'Password format incorrect, 8-25 characters',
    });
    expect(
      texts(validateForm({ email: 'a@b.hk', password: 'a'.repeat(26) }, passwordLoginForm)),
    ).toEqual({ password: 'Password format incorrect, 8-25 characters' });
  });

  it('passes a well-formed e-mail and password', () => {
    expect(validateForm({ email: ' a@b.hk ', password: GOOD_PASSWORD }, passwordLoginForm)).toEqual(
      {},
    );
  });
});

describe('login by e-mail code', () => {
  it('needs the e-mail before a code can be requested', () => {
    expect(texts(validateForm({ email: '' }, emailForCodeForm))).toEqual({
      email: 'Enter your e-mail address before requesting a code',
    });
    expect(texts(validateForm({ email: 'x@' }, emailForCodeForm))).toEqual({
      email: 'Invalid e-mail format',
    });
  });

  it('asks for a 6-digit code', () => {
    expect(texts(validateForm({ email: 'a@b.hk', code: '' }, codeLoginForm))).toEqual({
      code: 'Enter the verification code',
    });
    expect(texts(validateForm({ email: 'a@b.hk', code: '12a456' }, codeLoginForm))).toEqual({
      code: 'The verification code has 6 digits',
    });
    expect(validateForm({ email: 'a@b.hk', code: '123 456' }, codeLoginForm)).toEqual({});
  });
});

describe('registration', () => {
  it('passes a complete form', () => {
    expect(validateForm(validRegistration(), registerForm(TODAY))).toEqual({});
  });

  it('reports every missing field in screen order, the first one for the toast', () => {
    const errors = validateForm(
      { ...emptyRegisterForm(), residence: '', phoneCountry: '' },
      registerForm(TODAY),
    );
    expect(texts(errors)).toEqual({
      surname: 'Enter the family name',
      firstName: 'Enter the first name',
      birthday: 'Enter your date of birth',
      residence: 'Choose your country or region of residence',
      phoneCountry: 'Choose an area code',
      phone: 'Choose an area code',
      email: 'Enter your e-mail address',
      emailCode: 'Enter the verification code',
      password: 'Enter your password',
      confirmPassword: 'Enter the new password again',
      agreeTerms: 'Tick the box to accept the terms of service and the privacy policy',
    });
    expect(firstError(errors)?.field).toBe('surname');
  });

  it('gives the SPEC §5 messages for wrong values', () => {
    const errors = validateForm(
      {
        ...validRegistration(),
        surname: 'Chan2',
        firstName: 'Tai#Man',
        birthday: TODAY,
        phone: '12345',
        email: 'tai.man@',
        emailCode: '12345',
        password: 'password',
        confirmPassword: 'Password',
      },
      registerForm(TODAY),
    );
    expect(texts(errors)).toEqual({
      surname: 'The name contains digits or special characters',
      firstName: 'The name contains digits or special characters',
      birthday: 'The date of birth must be a real date before today',
      phone: 'Invalid phone number: enter at least 6 digits',
      email: 'Invalid e-mail format',
      emailCode: 'The verification code has 6 digits',
      password:
        'Password format incorrect: use 8-25 characters with an uppercase letter, a lowercase letter, a digit and a special symbol',
      confirmPassword: 'The two passwords do not match',
    });
  });

  it('takes only past, real birthdays from 1900 on', () => {
    const birthday = (value: string) =>
      validateForm({ ...validRegistration(), birthday: value }, registerForm(TODAY)).birthday;
    expect(birthday('2025-06-14')).toBeUndefined();
    expect(birthday('2025-06-15')).toBeDefined();
    expect(birthday('2030-01-01')).toBeDefined();
    expect(birthday('1899-12-31')).toBeDefined();
    expect(birthday('2001-02-29')).toBeDefined();
  });

  it('takes a residence only from the country list', () => {
    const residence = (value: string) =>
      validateForm({ ...validRegistration(), residence: value }, registerForm(TODAY)).residence;
    expect(residence('MO')).toBeUndefined();
    expect(residence('XX')).toBeDefined();
    expect(residence('hk')).toBeDefined();
  });

  it('leaves promotion consent optional', () => {
    const form = { ...validRegistration(), promotionConsent: false };
    expect(validateForm(form, registerForm(TODAY))).toEqual({});
  });

  it('builds the register body: trimmed names, phone digits, the calling code, the agent', () => {
    const form = {
      ...validRegistration(),
      surname: ' Chan ',
      phoneCountry: 'MO',
      phone: '6612-3456',
      email: ' tai.man@example.hk ',
      emailCode: ' 123 456 ',
      promotionConsent: true,
    };
    expect(toRegisterBody(form, 'WAP')).toEqual({
      surname: 'Chan',
      firstName: '大文',
      birthday: '1990-05-17',
      residence: 'HK',
      email: 'tai.man@example.hk',
      phoneAreaCode: '+853',
      phone: '66123456',
      password: GOOD_PASSWORD,
      emailCode: '123456',
      agreeTerms: true,
      promotionConsent: true,
      loginAgent: 'WAP',
    });
  });

  it('starts with the +852 area code (SPEC §9) and a Hong Kong residence', () => {
    expect(emptyRegisterForm().phoneCountry).toBe('HK');
    expect(emptyRegisterForm().residence).toBe('HK');
    expect(toRegisterBody(validRegistration(), 'PC').phoneAreaCode).toBe('+852');
  });
});

describe('forgotten password', () => {
  it('asks for a well-formed e-mail first', () => {
    expect(texts(validateForm({ email: '' }, forgetEmailForm))).toEqual({
      email: 'Enter your e-mail address',
    });
  });

  it('then a 6-digit PIN and a new password twice', () => {
    expect(
      texts(validateForm({ pin: '', newPassword: '', confirmPassword: '' }, resetForm)),
    ).toEqual({
      pin: 'Enter the PIN from the e-mail',
      newPassword: 'Enter your password',
      confirmPassword: 'Enter the new password again',
    });
    expect(
      texts(
        validateForm(
          { pin: '1234567', newPassword: GOOD_PASSWORD, confirmPassword: 'Secret#124' },
          resetForm,
        ),
      ),
    ).toEqual({ pin: 'The PIN has 6 digits', confirmPassword: 'The two passwords do not match' });
  });
});

describe('change password', () => {
  it('needs the old password, the new password twice and the e-mail code', () => {
    const empty = { oldPassword: '', newPassword: '', confirmPassword: '', emailCode: '' };
    expect(texts(validateForm(empty, changePasswordForm))).toEqual({
      oldPassword: 'Enter your current password',
      newPassword: 'Enter your password',
      confirmPassword: 'Enter the new password again',
      emailCode: 'Enter the verification code',
    });
  });

  it("says 'The two passwords do not match'", () => {
    const form = {
      oldPassword: 'anything',
      newPassword: GOOD_PASSWORD,
      confirmPassword: 'Secret#999',
      emailCode: '654321',
    };
    expect(texts(validateForm(form, changePasswordForm))).toEqual({
      confirmPassword: 'The two passwords do not match',
    });
  });
});
