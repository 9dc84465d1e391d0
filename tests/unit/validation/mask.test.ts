import { describe, expect, it } from 'vitest';
import { mask, maskDigits, maskEmail } from '../../../src/lib/format/mask.ts';

describe('maskDigits', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['123456', '1****6'],
    ['1234567', '1****67'],
    ['12345678', '12****78'],
    ['85212345678', '852****5678'],
    ['12345', '12345'],
    ['', ''],
    ['12a456789', '12a456789'],
  ])('%s → %s', (input, output) => expect(maskDigits(input)).toBe(output));
});

describe('maskEmail', () => {
  it.each([
    ['ab@x.com', '***@x.com'],
    ['a@x.com', '***@x.com'],
    ['abc@x.com', 'ab*bc@x.com'],
    ['abcd@x.com', 'ab*cd@x.com'],
    ['李小明@x.com', '李小*小明@x.com'],
    ['abcde@x.com', 'ab*de@x.com'],
    ['abcdef@x.com', 'ab**ef@x.com'],
    ['john.smith@example.org', 'jo******th@example.org'],
    ['not-an-email', 'not-an-email'],
    ['@x.com', '@x.com'],
  ])('%s → %s', (input, output) => expect(maskEmail(input)).toBe(output));
});

describe('mask', () => {
  it('picks the e-mail or digit masking', () => {
    expect(mask('abcdef@x.com')).toBe('ab**ef@x.com');
    expect(mask('13812345678')).toBe('138****5678');
    expect(mask('Hong Kong')).toBe('Hong Kong');
  });
});
