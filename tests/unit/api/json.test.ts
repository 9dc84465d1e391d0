import { describe, expect, it } from 'vitest';
import { parseJson, parseResponseText, quoteBigIntegers } from '../../../src/lib/api/json.ts';

describe('big-integer-safe JSON', () => {
  it('turns an integer of 19 digits into a string', () => {
    expect(parseJson('{"id":1790000000000000001}')).toEqual({ id: '1790000000000000001' });
  });

  it.each([
    ['15 digits stay numbers', '123456789012345', false],
    ['16 digits become strings', '1234567890123456', true],
    ['20 digits become strings', '12345678901234567890', true],
    ['21 digits stay numbers', '123456789012345678901', false],
    ['negative 19 digits become strings', '-1790000000000000001', true],
    ['decimals stay numbers', '1.2345678901234567', false],
    ['long decimals stay numbers', '1234567890123456.5', false],
    ['exponents stay numbers', '1234567890123456e2', false],
    ['negative exponents stay numbers', '-1790000000000000001E-3', false],
    ['zero stays a number', '0', false],
  ])('%s', (_name, token, becomesString) => {
    const expected: unknown = becomesString ? token : JSON.parse(token);
    expect(typeof expected).toBe(becomesString ? 'string' : 'number');
    expect(parseJson(`{"v":${token}}`)).toEqual({ v: expected });
    expect(parseJson(`[${token}]`)).toEqual([expected]);
    expect(parseJson(token)).toEqual(expected);
  });

  it('never touches digits inside strings', () => {
    const text =
      '{"a":"1790000000000000001","b":"x 1790000000000000001 y","1790000000000000001":1}';
    expect(quoteBigIntegers(text)).toBe(text);
  });

  it('follows escaped quotes and backslashes inside strings', () => {
    const text = String.raw`{"a":"say \"1790000000000000001\"","b":"\\","c":1790000000000000002,"d":"\\\"9999999999999999"}`;
    expect(parseJson(text)).toEqual({
      a: 'say "1790000000000000001"',
      b: '\\',
      c: '1790000000000000002',
      d: '\\"9999999999999999',
    });
  });

  it('handles unicode escapes and non-ASCII text next to numbers', () => {
    expect(
      parseJson('{"名":"\\u0022","n":[1790000000000000001,2,"廣州 1790000000000000001"]}'),
    ).toEqual({
      名: '"',
      n: ['1790000000000000001', 2, '廣州 1790000000000000001'],
    });
  });

  it('keeps whitespace and nesting intact', () => {
    const text =
      '{\n  "list": [ {"id" : 1790000000000000001 }, {"id":-1790000000000000002}\n ],\n "ok": true, "none": null }';
    expect(parseJson(text)).toEqual({
      list: [{ id: '1790000000000000001' }, { id: '-1790000000000000002' }],
      ok: true,
      none: null,
    });
  });

  it('returns the same text when nothing needs quoting', () => {
    const text = '{"a":1,"b":[1.5,-2,3e10],"c":"12345678901234567890"}';
    expect(quoteBigIntegers(text)).toBe(text);
  });

  it('throws on invalid JSON', () => {
    expect(() => parseJson('{"a":')).toThrow(SyntaxError);
  });
});

describe('parseResponseText', () => {
  it('gives undefined for an empty body and the text for a body that is not JSON', () => {
    expect(parseResponseText('')).toBeUndefined();
    expect(parseResponseText('  \n')).toBeUndefined();
    expect(parseResponseText('Bad gateway')).toBe('Bad gateway');
    expect(parseResponseText('{"id":1790000000000000001}')).toEqual({ id: '1790000000000000001' });
  });
});
