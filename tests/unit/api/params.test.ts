import { describe, expect, it } from 'vitest';
import { cleanGetParams, isListPath, toFormData } from '../../../src/lib/api/params.ts';

describe('cleanGetParams', () => {
  it('strips square brackets, braces, backslashes and backticks from strings', () => {
    expect(cleanGetParams('/guest/product/ticket/load', { q: 'a[b]c{d}e\\f`g' })).toEqual({
      q: 'abcdefg',
    });
  });

  it('joins arrays by commas and cleans the result', () => {
    expect(cleanGetParams('/x/load', { ids: ['1', '2', '3'], mixed: [1, true, '[x]'] })).toEqual({
      ids: '1,2,3',
      mixed: '1,true,x',
    });
  });

  it('drops undefined and null and turns numbers and booleans into text', () => {
    expect(cleanGetParams('/x/load', { a: undefined, b: null, n: 0, t: false, s: 'keep' })).toEqual(
      { n: '0', t: 'false', s: 'keep' },
    );
  });

  it('keeps empty strings on calls that are not lists', () => {
    expect(cleanGetParams('/guest/product/ticket/load', { poiCode: '' })).toEqual({ poiCode: '' });
  });

  it.each([
    '/guest/product/ticket/list',
    '/cl-odss-app/guest/site/cms/listInfo',
    '/guest/product/food/getFoodList',
    '/guest/issue/info/typeList',
    '/guest/order/info/LIST?x=1',
    '/guest/dict/info/list/',
  ])('drops empty strings on the list call %s', (path) => {
    expect(isListPath(path)).toBe(true);
    expect(cleanGetParams(path, { poiCode: '', emptied: '[]', regionCode: 'GZ' })).toEqual({
      regionCode: 'GZ',
    });
  });

  it.each(['/guest/product/ticket/load', '/guest/list/load', '/x/info?view=list'])(
    'does not treat %s as a list call',
    (path) => {
      expect(isListPath(path)).toBe(false);
    },
  );

  it('drops blobs, which cannot travel in a query string', () => {
    expect(cleanGetParams('/x/load', { file: new Blob(['x']), a: '1' })).toEqual({ a: '1' });
  });
});

describe('toFormData', () => {
  it('makes multipart fields, dropping undefined and null, joining arrays', async () => {
    const file = new Blob(['hello'], { type: 'text/plain' });
    const form = toFormData({
      name: 'Ann',
      n: 2,
      tags: ['a', 'b'],
      none: null,
      gone: undefined,
      file,
    });

    expect([...form.keys()]).toEqual(['name', 'n', 'tags', 'file']);
    expect(form.get('name')).toBe('Ann');
    expect(form.get('n')).toBe('2');
    expect(form.get('tags')).toBe('a,b');
    const part = form.get('file');
    expect(part).toBeInstanceOf(Blob);
    expect(part instanceof Blob ? await part.text() : '').toBe('hello');
  });

  it('does not strip characters from form values', () => {
    expect(toFormData({ remark: '[note] {x}' }).get('remark')).toBe('[note] {x}');
  });
});
