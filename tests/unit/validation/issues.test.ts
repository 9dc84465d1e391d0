import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isErrorKey, translate } from '../../../gateway/lib/i18n.ts';
import { registerForm, type RegisterForm } from '../../../src/lib/account/register.ts';
import { registerBodySchema } from '../../../src/lib/contract/auth.ts';
import { createTranslator } from '../../../src/lib/i18n/translator.ts';
import {
  checkForm,
  describeIssues,
  firstError,
  type FormSpec,
} from '../../../src/lib/validation/issues.ts';
import enAccount from '../../../locales/en/account.json';
import enValidation from '../../../locales/en/validation.json';
import zhCNAccount from '../../../locales/zh-CN/account.json';
import zhCNValidation from '../../../locales/zh-CN/validation.json';
import zhTWAccount from '../../../locales/zh-TW/account.json';
import zhTWValidation from '../../../locales/zh-TW/validation.json';

const problemsOf = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return describeIssues(result.error.issues, input, { root: 'body', isKey: isErrorKey });
};

describe('the message adapter, as the gateway reads it', () => {
  const body = z.strictObject({
    name: z.string().check(z.maxLength(3), z.regex(/^[a-z]+$/, 'errors.account.name')),
    tags: z.array(z.string()).check(z.maxLength(1)),
    age: z.optional(z.number().check(z.int())),
  });

  it("keeps the contract's own key and describes zod's built-in rules by their code", () => {
    expect(problemsOf(body, { name: 'ab1', tags: ['a', 'b'], age: 1.5 })).toEqual([
      { field: 'name', key: 'errors.account.name', params: { field: 'name' } },
      { field: 'tags', key: 'errors.param.tooMany', params: { count: 1, field: 'tags' } },
      { field: 'age', key: 'errors.param.integer', params: { field: 'age' } },
    ]);
  });

  it('calls an empty value missing, names unknown fields, and keeps the first issue per field', () => {
    expect(problemsOf(body, { name: '  ', tags: [], extra: 1 })).toEqual([
      { field: 'name', key: 'errors.param.required', params: { field: 'name' } },
      { field: 'extra', key: 'errors.param.unknown', params: { field: 'extra' } },
    ]);
  });

  it('gives the count that picks the plural form of the message', () => {
    const [tooLong] = problemsOf(body, { name: 'abcd', tags: [] });
    expect(tooLong?.key).toBe('errors.param.tooLong');
    expect(translate('en', tooLong?.key ?? '', { ...tooLong?.params, field: 'Name' })).toBe(
      'Name must have at most 3 characters',
    );
  });
});

describe('the message adapter, as a form reads it', () => {
  type Codes = { code: string; again: string };
  type Key =
    | 'account.validation.codeRequired'
    | 'account.validation.codeFormat'
    | 'account.country.count'
    | 'validation.password.mismatch';
  const isKey = (message: string): message is Key =>
    message.startsWith('validation.') || message.startsWith('account.');
  const codes = (max: number): FormSpec<Codes, Key> => ({
    schema: z
      .object({ code: z.string().check(z.maxLength(max), z.regex(/^\d+$/)), again: z.string() })
      .check(
        z.refine((form) => form.again === form.code, {
          message: 'validation.password.mismatch',
          path: ['again'],
          when: () => true,
        }),
      ),
    messages: {
      code: {
        empty: 'account.validation.codeRequired',
        invalid: 'account.validation.codeFormat',
        'errors.param.tooLong': 'account.country.count',
      },
      again: { empty: 'account.validation.codeRequired', invalid: 'account.validation.codeFormat' },
    },
    isKey,
  });
  const translators = {
    en: createTranslator('en', { ...enAccount, ...enValidation }),
    'zh-CN': createTranslator('zh-CN', { ...zhCNAccount, ...zhCNValidation }),
    'zh-TW': createTranslator('zh-TW', { ...zhTWAccount, ...zhTWValidation }),
  };

  it("reports each field's word in screen order; a form rule names its own key", () => {
    const errors = checkForm(codes(6), { code: ' ', again: '1' });
    expect(errors).toEqual({
      code: { key: 'account.validation.codeRequired' },
      again: { key: 'validation.password.mismatch' },
    });
    expect(firstError(errors)?.field).toBe('code');
    expect(checkForm(codes(6), { code: '12a', again: '12a' })).toEqual({
      code: { key: 'account.validation.codeFormat' },
    });
    expect(checkForm(codes(6), { code: '123', again: '123' })).toEqual({});
  });

  it('passes the bound of a built-in rule, translated with plural rules in every language', () => {
    const one = checkForm(codes(1), { code: '12', again: '12' }).code;
    const six = checkForm(codes(6), { code: '1234567', again: '1234567' }).code;
    expect(one).toEqual({ key: 'account.country.count', params: { count: 1 } });
    expect(six).toEqual({ key: 'account.country.count', params: { count: 6 } });
    expect(translators.en('account.country.count', one?.params)).toBe('1 result');
    expect(translators.en('account.country.count', six?.params)).toBe('6 results');
    for (const t of [translators['zh-CN'], translators['zh-TW']])
      expect(t('account.country.count', six?.params)).toContain('6');
  });

  it('reports only the fields asked for', () => {
    expect(checkForm(codes(6), { code: '', again: '1' }, ['again'])).toEqual({
      again: { key: 'validation.password.mismatch' },
    });
  });
});

describe('the registration form and the register call', () => {
  const good: RegisterForm = {
    surname: 'Chan',
    firstName: 'Tai Man',
    birthday: '1990-05-17',
    residence: 'HK',
    phoneCountry: 'HK',
    phone: '91234567',
    email: 'tai.man@example.hk',
    emailCode: '123456',
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
    agreeTerms: true,
    promotionConsent: false,
  };
  const bodyOf = (form: RegisterForm) => ({
    surname: form.surname,
    firstName: form.firstName,
    birthday: form.birthday,
    residence: form.residence,
    email: form.email,
    phoneAreaCode: '+852',
    phone: form.phone,
    password: form.password,
    emailCode: form.emailCode,
    agreeTerms: form.agreeTerms,
  });
  const wrong: Partial<RegisterForm>[] = [
    { surname: 'Chan2' },
    { firstName: 'x'.repeat(51) },
    { birthday: '2999-01-01' },
    { birthday: '1990-02-30' },
    { residence: 'hk' },
    { phone: '12345' },
    { phone: '1234567890123456' },
    { email: 'tai.man@' },
    { emailCode: '12345' },
    { password: 'password' },
    { agreeTerms: false },
  ];

  it.each(wrong)('the form refuses what the gateway refuses: %o', (change) => {
    const form = { ...good, ...change };
    const field = Object.keys(change)[0] as keyof RegisterForm;
    expect(registerBodySchema.safeParse(bodyOf(form)).success).toBe(false);
    expect(checkForm(registerForm('2025-06-15'), form)[field]).toBeDefined();
  });

  it('the form passes what the gateway takes', () => {
    expect(registerBodySchema.safeParse(bodyOf(good)).success).toBe(true);
    expect(checkForm(registerForm('2025-06-15'), good)).toEqual({});
  });
});
