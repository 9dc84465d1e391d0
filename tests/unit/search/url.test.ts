// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSearchState, writeSearchState } from '../../../src/lib/search/url.ts';

describe('search state in the query string', () => {
  it('reads the keyword, trimmed, and the region', () => {
    expect(readSearchState('?keyword=%20panda%20&regionCode=ZH', 'GZ')).toEqual({
      keyword: 'panda',
      region: 'ZH',
    });
  });

  it("uses the page's region when none or an unknown one is given, all regions when empty", () => {
    expect(readSearchState('?keyword=x', 'GZ')).toEqual({ keyword: 'x', region: 'GZ' });
    expect(readSearchState('?keyword=x&regionCode=XX', 'GZ').region).toBe('GZ');
    expect(readSearchState('?keyword=x&regionCode=', 'GZ').region).toBe('');
    expect(readSearchState('', '')).toEqual({ keyword: '', region: '' });
  });

  it('cuts a keyword longer than the gateway accepts', () => {
    expect(readSearchState(`?keyword=${'a'.repeat(80)}`, '').keyword).toHaveLength(50);
  });

  it('writes the keyword and a region other than the default, keeping other parameters', () => {
    expect(writeSearchState('?utm=1', { keyword: 'hot spring', region: 'GZ' }, 'GZ')).toBe(
      '?utm=1&keyword=hot+spring',
    );
    expect(
      writeSearchState('?keyword=old&regionCode=ZH', { keyword: 'new', region: '' }, 'GZ'),
    ).toBe('?keyword=new&regionCode=');
  });

  it('reads back what it writes', () => {
    const state = { keyword: '熊貓 & 酒店', region: 'QY' } as const;
    expect(readSearchState(writeSearchState('', state, ''), '')).toEqual(state);
  });
});
