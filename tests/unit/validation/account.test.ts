import { describe, expect, it } from 'vitest';
import {
  changePasswordRules,
  checkEmail,
  checkName,
  checkPassword,
  checkPasswordConfirmation,
  checkPhone,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  normalizePhone,
  registrationRules,
  type RegistrationForm,
} from '../../../src/lib/validation/account.ts';
import { validate } from '../../../src/lib/validation/validator.ts';

describe('password', () => {
  it.each([
    ['Abcde1!', false, '7 characters'],
    ['Abcdef1!', true, '8 characters'],
    [`Ab1!${'x'.repeat(21)}`, true, '25 characters'],
    [`Ab1!${'x'.repeat(22)}`, false, '26 characters'],
    ['abcdef1!', false, 'no upper-case letter'],
    ['ABCDEF1!', false, 'no lower-case letter'],
    ['Abcdefg!', false, 'no digit'],
    ['Abcdefg1', false, 'no special symbol'],
    ['Abc def1!', false, 'a space'],
    ['Ábcdefg1!', false, 'a non-ASCII letter'],
    ['Pa$$w0rd', true, 'symbols $'],
    ['A1b~_{}[]', true, 'brackets and underscore'],
  ])('%s → %s (%s)', (value, ok) => expect(isValidPassword(value)).toBe(ok));

  it('says what is wrong', () => {
    expect(checkPassword('')).toEqual({ key: 'validation.password.required' });
    expect(checkPassword('short')).toEqual({ key: 'validation.password.format' });
    expect(checkPassword('Abcdef1!')).toBeNull();
  });

  it('requires the confirmation to match', () => {
    expect(checkPasswordConfirmation('Abcdef1!', 'Abcdef1!')).toBeNull();
    expect(checkPasswordConfirmation('Abcdef1!', 'Abcdef1?')).toEqual({
      key: 'validation.password.mismatch',
    });
    expect(checkPasswordConfirmation('Abcdef1!', '')).toEqual({
      key: 'validation.password.required',
    });
  });
});

describe('email', () => {
  it.each([
    ['a@b.co', true],
    ['john.smith+tag@example.com.hk', true],
    [' ab@x.com ', true],
    ['ab@x', false],
    ['ab.x.com', false],
    ['a b@x.com', false],
    ['ab@@x.com', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('%s → %s', (value, ok) => expect(isValidEmail(value)).toBe(ok));

  it('asks for an address, then a valid one', () => {
    expect(checkEmail('')).toEqual({ key: 'validation.email.required' });
    expect(checkEmail('nope')).toEqual({ key: 'validation.email.format' });
    expect(checkEmail('ab@x.com')).toBeNull();
  });
});

describe('phone', () => {
  it.each([
    ['12345', false],
    ['123456', true],
    ['9123 4567', true],
    ['138-1234-5678', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['12 3 456', true],
    ['1234a6', false],
    ['+85291234567', false],
    ['1234--56', false],
  ])('%s → %s', (value, ok) => expect(isValidPhone(value)).toBe(ok));

  it('normalizes separators away', () => expect(normalizePhone(' 9123-4567 ')).toBe('91234567'));

  it('needs an area code first, then at least 6 digits', () => {
    expect(checkPhone('', '91234567')).toEqual({ key: 'validation.phoneCode.required' });
    expect(checkPhone('852', '91234567')).toEqual({ key: 'validation.phoneCode.required' });
    expect(checkPhone('+852', '')).toEqual({ key: 'validation.phone.required' });
    expect(checkPhone('+852', '12345')).toEqual({ key: 'validation.phone.format' });
    expect(checkPhone('+852', '91234567')).toBeNull();
  });
});

describe('names', () => {
  it.each([
    ['Chan', true],
    ['陳', true],
    ['司徒', true],
    ['José', true],
    ['Zoë', true],
    ['Mary Ann', true],
    ['Jean-Luc', true],
    ["O'Brien", true],
    ['O’Brien', true],
    ['Müller-Lüdenscheidt', true],
    ['Đặng', true],
    ['Chan1', false],
    ['Chan!', false],
    ['-Chan', false],
    ['Chan ', true],
    ['Mary  Ann', false],
    ['a/b', false],
    ['', false],
    ['x'.repeat(51), false],
  ])('%s → %s', (value, ok) => expect(isValidName(value)).toBe(ok));

  it('reports digits and special characters', () => {
    expect(checkName('Chan2')).toEqual({ key: 'validation.name.format' });
    expect(checkName('Chan')).toBeNull();
  });
});

describe('registration form', () => {
  const valid: RegistrationForm = {
    surname: 'Chan',
    firstName: 'Tai Man',
    email: 'taiman@example.com',
    phoneCode: '+852',
    phone: '91234567',
    password: 'Abcdef1!',
    confirmPassword: 'Abcdef1!',
    acceptTerms: true,
  };

  it('accepts a complete form', () => expect(validate(valid, registrationRules)).toEqual({}));

  it('reports each wrong field with its message', () => {
    const errors = validate(
      {
        ...valid,
        surname: '',
        firstName: 'T4',
        email: 'x',
        phone: '123',
        password: 'abc',
        confirmPassword: 'abd',
        acceptTerms: false,
      },
      registrationRules,
    );
    expect(errors).toEqual({
      surname: [{ key: 'validation.familyName.required' }],
      firstName: [{ key: 'validation.name.format' }],
      email: [{ key: 'validation.email.format' }],
      phone: [{ key: 'validation.phone.format' }],
      password: [{ key: 'validation.password.format' }],
      confirmPassword: [{ key: 'validation.password.mismatch' }],
      acceptTerms: [{ key: 'validation.terms.required' }],
    });
  });

  it('checks the change-password form', () => {
    expect(
      validate(
        { oldPassword: '', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1', emailCode: '' },
        changePasswordRules,
      ),
    ).toEqual({
      oldPassword: [{ key: 'validation.password.required' }],
      confirmPassword: [{ key: 'validation.password.mismatch' }],
      emailCode: [{ key: 'validation.required', params: { field: 'emailCode' } }],
    });
  });
});
