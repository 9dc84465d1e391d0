import { describe, expect, it } from 'vitest';
import {
  formatTable,
  formatValue,
  median,
  parseList,
  percentile,
} from '../../bench/support/table.ts';

describe('bench table helpers', () => {
  it('takes percentiles by nearest rank, whatever the order of the samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('takes the middle sample as the median, the mean of the two middle ones for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it('prints figures with the decimals they deserve and texts as they are', () => {
    expect(formatValue(0.01234)).toBe('0.012');
    expect(formatValue(12.345)).toBe('12.3');
    expect(formatValue(131.44)).toBe('131.4');
    expect(formatValue(4321.6)).toBe('4322');
    expect(formatValue(100)).toBe('100');
    expect(formatValue('failed: exit 1')).toBe('failed: exit 1');
  });

  it('reads comma lists from env knobs, trimmed and without empty entries', () => {
    expect(parseList(' size, lighthouse,,gateway ')).toEqual(['size', 'lighthouse', 'gateway']);
    expect(parseList(undefined)).toEqual([]);
  });

  it('lays out one Markdown table with aligned columns and right-aligned values', () => {
    const table = formatTable([
      { section: 'lighthouse', item: 'area home performance', value: 98, unit: 'score' },
      { section: 'gateway', item: 'order saves p99', value: 12.34, unit: 'ms' },
    ]);
    expect(table.split('\n')).toEqual([
      '| section    | item                  | value | unit  |',
      '|------------|-----------------------|------:|-------|',
      '| lighthouse | area home performance |    98 | score |',
      '| gateway    | order saves p99       |  12.3 | ms    |',
    ]);
  });
});
