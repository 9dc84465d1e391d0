import { describe, expect, it } from 'vitest';
import { regionHref } from '../../../src/lib/navigation/region.ts';
import {
  isTabQueryKey,
  readTabIndex,
  showsNextArrow,
  tabKeyTarget,
  tabLayout,
  tabParams,
  tabQueryKey,
  writeTabIndex,
} from '../../../src/lib/navigation/tabs.ts';

describe('tab query', () => {
  it('reads a valid index and falls back to 0', () => {
    expect(readTabIndex('?tabActiveIndex=2', 'tabActiveIndex', 3)).toBe(2);
    expect(readTabIndex('?tabActiveIndex=3', 'tabActiveIndex', 3)).toBe(0);
    expect(readTabIndex('?tabActiveIndex=-1', 'tabActiveIndex', 3)).toBe(0);
    expect(readTabIndex('?tabActiveIndex=1.5', 'tabActiveIndex', 3)).toBe(0);
    expect(readTabIndex('?tabActiveIndex=abc', 'tabActiveIndex', 3)).toBe(0);
    expect(readTabIndex('', 'tabActiveIndex', 3)).toBe(0);
    expect(readTabIndex(new URLSearchParams('tab-x=1'), 'tab-x', 2)).toBe(1);
  });

  it('writes the index and keeps other parameters', () => {
    expect(writeTabIndex('', 'tabActiveIndex', 1)).toBe('?tabActiveIndex=1');
    expect(writeTabIndex('?a=b&tabActiveIndex=0', 'tabActiveIndex', 2)).toBe(
      '?a=b&tabActiveIndex=2',
    );
  });

  it('names block keys and recognises tab parameters', () => {
    expect(tabQueryKey('PAY METHODS/1')).toBe('tab-PAY_METHODS_1');
    expect(tabQueryKey('GZ-PAY-TABS')).toBe('tab-PAY-TABS');
    expect(tabQueryKey('ZH-PAY-TABS')).toBe('tab-PAY-TABS');
    expect(tabQueryKey('HOME-PAY-TABS')).toBe('tab-PAY-TABS');
    expect(tabQueryKey('GZ')).toBe('tab-GZ');
    expect(isTabQueryKey('tabActiveIndex')).toBe(true);
    expect(isTabQueryKey('tabItemActiveIndex')).toBe(true);
    expect(isTabQueryKey('tab-PAY')).toBe(true);
    expect(isTabQueryKey('id')).toBe(false);
    expect(tabParams('?id=3&tabActiveIndex=1&tab-x=2').toString()).toBe('tabActiveIndex=1&tab-x=2');
  });
});

describe('tab keyboard', () => {
  it('moves with the arrows (wrapping), Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('Enter', 0, 3)).toBeUndefined();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeUndefined();
  });
});

describe('tab layout', () => {
  it('scrolls from 3 tabs, switches up to 2, shows the next arrow past 3', () => {
    expect(tabLayout(2)).toBe('switch');
    expect(tabLayout(3)).toBe('scroll');
    expect(showsNextArrow(3)).toBe(false);
    expect(showsNextArrow(4)).toBe(true);
  });
});

describe('regionHref', () => {
  it('carries tab parameters to the same sub-page only', () => {
    expect(regionHref('/ZH/payment-instructions', '?tab-P=2&x=1', true)).toBe(
      '/ZH/payment-instructions?tab-P=2',
    );
    expect(regionHref('/ZH', '?tab-P=2', false)).toBe('/ZH');
    expect(regionHref('/en/ZH/discount?a=1#h', '?tabActiveIndex=1', true)).toBe(
      '/en/ZH/discount?a=1&tabActiveIndex=1#h',
    );
    expect(regionHref('/ZH/discount', '?x=1', true)).toBe('/ZH/discount');
  });
});
