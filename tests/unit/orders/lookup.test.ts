import { describe, expect, it } from 'vitest';
import {
  normalizeOrderNo,
  orderLookupRequestSchema,
  tokenFromHash,
} from '../../../src/lib/contract/order-link.ts';
import { maskId } from '../../../src/lib/format/mask.ts';
import { lookupProblems } from '../../../src/lib/orders/lookup.ts';

const TOKEN = 'v1.1234567890123456789.tjz1k0.AbCdEfGhIjKlMnOpQrStUv';

describe('the order lookup form', () => {
  it('takes a booking number typed with spaces or in lower case', () => {
    expect(normalizeOrderNo(' rs2026 0302 1234 5678 ')).toBe('RS2026030212345678');
    expect(lookupProblems({ orderNo: 'rs2026030212345678', email: ' a@b.hk ' })).toEqual({});
    expect(
      orderLookupRequestSchema.parse({ orderNo: 'rs2026030212345678', email: ' a@b.hk ' }),
    ).toEqual({ orderNo: 'RS2026030212345678', email: 'a@b.hk' });
  });

  it('names what is missing or malformed, field by field', () => {
    expect(lookupProblems({ orderNo: '', email: '' })).toEqual({
      orderNo: 'required',
      email: 'required',
    });
    expect(lookupProblems({ orderNo: 'RS123', email: 'nobody' })).toEqual({
      orderNo: 'format',
      email: 'format',
    });
  });
});

describe('the link page', () => {
  it('reads the token from the fragment, whole or not at all', () => {
    expect(tokenFromHash(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`#t=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`#${TOKEN.slice(0, -3)}`)).toBeNull();
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#%E0%A4%A')).toBeNull();
  });
});

describe('maskId', () => {
  it('hides the middle of an ID number, digits or not', () => {
    expect(maskId('K12345678')).toBe('K1*****78');
    expect(maskId('H12345678')).toBe('H1*****78');
    expect(maskId('12345678')).toBe('12****78');
    expect(maskId('AB1234')).toBe('******');
    expect(maskId('ABC')).toBe('****');
  });
});
