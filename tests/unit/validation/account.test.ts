import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  normalizePhone,
} from '../../../src/lib/validation/account.ts';

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
});
