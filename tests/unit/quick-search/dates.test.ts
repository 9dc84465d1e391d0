import { describe, expect, it } from 'vitest';
import {
  inSelection,
  isSelectable,
  moveFocus,
  selectDate,
  type DayRules,
} from '../../../src/lib/format/calendar.ts';
import {
  addDays,
  diffDays,
  hkToday,
  isIsoDate,
  monthMatrix,
  rangeProblem,
} from '../../../src/lib/format/dates.ts';
import { formatHkd } from '../../../src/lib/format/money.ts';

describe('dates', () => {
  it("takes today's date in Hong Kong, not the machine's", () => {
    // 2025-03-09 17:30 UTC is already 10 March 01:30 in Hong Kong.
    expect(hkToday(Date.UTC(2025, 2, 9, 17, 30))).toBe('2025-03-10');
    expect(hkToday(Date.UTC(2025, 2, 9, 15, 59))).toBe('2025-03-09');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-3-1')).toBe(false);
  });

  it('adds and counts days across months and years', () => {
    expect(addDays('2025-12-25', 14)).toBe('2026-01-08');
    expect(diffDays('2025-03-30', '2025-04-02')).toBe(3);
  });

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthMatrix('2025-03-18'); // 1 March 2025 is a Saturday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-03-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('checks a range: after the minimum, in order, at most 14 days', () => {
    expect(rangeProblem('2025-03-10', '2025-03-24', '2025-03-10')).toBeNull();
    expect(rangeProblem('2025-03-10', '2025-03-25', '2025-03-10')).toBe('tooLong');
    expect(rangeProblem('2025-03-09', '2025-03-11', '2025-03-10')).toBe('beforeMin');
    expect(rangeProblem('2025-03-11', '2025-03-11', '2025-03-10')).toBe('order');
    expect(rangeProblem('x', '2025-03-11', '2025-03-10')).toBe('invalid');
  });
});

describe('calendar selection', () => {
  const range: DayRules = {
    mode: 'range',
    min: '2025-03-10',
    maxRangeDays: 14,
    soldOut: new Set(['2025-03-20']),
  };

  it('picks a start, then an end after it, then starts again', () => {
    let s = selectDate({ start: null, end: null }, '2025-03-12', range);
    expect(s).toEqual({ start: '2025-03-12', end: null });
    s = selectDate(s, '2025-03-15', range);
    expect(s).toEqual({ start: '2025-03-12', end: '2025-03-15' });
    expect(inSelection('2025-03-14', s)).toBe(true);
    s = selectDate(s, '2025-03-11', range);
    expect(s).toEqual({ start: '2025-03-11', end: null });
  });

  it('refuses days before today, sold-out days and ends past 14 days or a sold-out night', () => {
    const none = { start: null, end: null };
    expect(isSelectable('2025-03-09', none, range)).toBe(false);
    expect(isSelectable('2025-03-20', none, range)).toBe(false);
    const start = { start: '2025-03-02', end: null };
    const rules = { ...range, min: '2025-03-01', soldOut: new Set<string>() };
    expect(isSelectable('2025-03-16', start, rules)).toBe(true);
    expect(isSelectable('2025-03-17', start, rules)).toBe(false);
    expect(selectDate(start, '2025-03-17', rules)).toBe(start);
    expect(isSelectable('2025-03-22', { start: '2025-03-15', end: null }, range)).toBe(false);
    expect(isSelectable('2025-03-20', { start: '2025-03-15', end: null }, range)).toBe(true);
  });

  it('moves the focus like the ARIA date grid, never before the minimum', () => {
    const min = '2025-03-10';
    expect(moveFocus('2025-03-12', 'ArrowRight', false, min)).toBe('2025-03-13');
    expect(moveFocus('2025-03-12', 'ArrowDown', false, min)).toBe('2025-03-19');
    expect(moveFocus('2025-03-12', 'ArrowUp', false, min)).toBe(min);
    expect(moveFocus('2025-03-12', 'Home', false, min)).toBe(min); // Sunday 9th is before min
    expect(moveFocus('2025-03-12', 'End', false, min)).toBe('2025-03-15');
    expect(moveFocus('2025-03-31', 'PageDown', false, min)).toBe('2025-04-30');
    expect(moveFocus('2025-03-12', 'PageDown', true, min)).toBe('2026-03-12');
  });
});

describe('money', () => {
  it('shows HKD cents in the locale', () => {
    expect(formatHkd(12_300, 'en')).toMatch(/HK\$\s?123$/);
    expect(formatHkd(12_345, 'en')).toMatch(/123\.45/);
  });
});
