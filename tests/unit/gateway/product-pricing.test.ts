import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  dateBlock,
  sessionStarted,
  stayQuote,
  type SkuPrices,
} from '../../../gateway/services/products/availability.ts';
import { addDays, dateRange, resortNow, tierOf } from '../../../gateway/services/products/dates.ts';
import { generateProducts } from '../../../gateway/db/seed/products/generate.ts';
import { seededSold, seededSoldOut } from '../../../gateway/db/seed/products/stock.ts';
import { BUNDLE_TYPES, SALE_WINDOW_DAYS } from '../../../src/lib/contract/product.ts';

const now = { today: '2026-03-02', minutes: 15 * 60 };
const skus: SkuPrices[] = [
  { skuId: 'a', peakCents: 40_000, offPeakCents: 30_000 },
  { skuId: 'c', peakCents: 24_000, offPeakCents: 18_000 },
];
const rules = { sessions: [] as string[], openMonths: [] as number[] };
const plenty = () => 10;

describe('resort dates and tiers', () => {
  it('reads the resort date and time in Hong Kong time (UTC+8)', () => {
    expect(resortNow(Date.UTC(2026, 2, 1, 16, 30))).toEqual({ today: '2026-03-02', minutes: 30 });
    expect(dateRange('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('prices weekends, Hong Kong public holidays and the school summer at the peak tier', () => {
    expect(tierOf('2026-03-07')).toBe('PEAK'); // Saturday
    expect(tierOf('2026-03-08')).toBe('PEAK'); // Sunday
    expect(tierOf('2026-03-09')).toBe('OFF_PEAK'); // Monday
    expect(tierOf('2026-02-17')).toBe('PEAK'); // Lunar New Year, a Tuesday
    expect(tierOf('2026-10-01')).toBe('PEAK'); // National Day, a Thursday
    expect(tierOf('2027-05-13')).toBe('PEAK'); // Buddha's Birthday 2027
    expect(tierOf('2026-07-22')).toBe('PEAK'); // school summer, a Wednesday
    expect(tierOf('2026-09-02')).toBe('OFF_PEAK');
  });
});

describe('calendar days', () => {
  it('answers the lowest price of the day at its tier, with the stock left', () => {
    expect(calendarDay('2026-03-03', rules, skus, plenty, now)).toMatchObject({
      tier: 'OFF_PEAK',
      priceCents: 18_000,
      stockLeft: 20,
      status: 'AVAILABLE',
      reason: null,
    });
    expect(calendarDay('2026-03-07', rules, skus, plenty, now).priceCents).toBe(24_000);
  });

  it('marks past days, days beyond the sale window and closed months unavailable', () => {
    expect(calendarDay('2026-03-01', rules, skus, plenty, now)).toMatchObject({
      status: 'UNAVAILABLE',
      reason: 'PAST',
      priceCents: null,
    });
    const last = addDays(now.today, SALE_WINDOW_DAYS - 1);
    expect(dateBlock(last, rules, now)).toBeNull();
    expect(dateBlock(addDays(last, 1), rules, now)).toBe('NOT_ON_SALE');
    expect(dateBlock('2026-03-05', { sessions: [], openMonths: [5, 6] }, now)).toBe('CLOSED');
  });

  it('marks a day with no stock left sold out, still showing its price', () => {
    const day = calendarDay('2026-03-03', rules, skus, () => 0, now);
    expect(day).toMatchObject({ status: 'SOLD_OUT', reason: 'SOLD_OUT', priceCents: 18_000 });
  });

  it('closes the sessions of today that have started', () => {
    const timed = { sessions: ['14:30', '19:30'], openMonths: [] };
    expect(sessionStarted(now.today, '14:30', now)).toBe(true);
    expect(sessionStarted(now.today, '19:30', now)).toBe(false);
    const day = calendarDay(now.today, timed, skus, plenty, now);
    expect(day.sessions.map((s) => [s.session, s.status, s.reason])).toEqual([
      ['14:30', 'UNAVAILABLE', 'STARTED'],
      ['19:30', 'AVAILABLE', null],
    ]);
    expect(day.status).toBe('AVAILABLE');
    const late = calendarDay(now.today, timed, skus, plenty, { ...now, minutes: 20 * 60 });
    expect(late).toMatchObject({ status: 'UNAVAILABLE', reason: 'STARTED' });
  });
});

describe('hotel stays', () => {
  const night = (soldOut: string) => (date: string) =>
    calendarDay(date, rules, skus.slice(0, 1), (_s, d) => (d === soldOut ? 0 : 3), now);

  it('adds up the nights from check-in to the night before check-out', () => {
    const stay = stayQuote('2026-03-06', '2026-03-09', night(''));
    expect(stay.nights).toBe(3);
    expect(stay.nightly.map((n) => n.priceCents)).toEqual([30_000, 40_000, 40_000]);
    expect(stay).toMatchObject({ status: 'AVAILABLE', totalCents: 110_000 });
  });

  it('makes the whole stay unavailable when one night is sold out', () => {
    const stay = stayQuote('2026-03-06', '2026-03-09', night('2026-03-07'));
    expect(stay).toMatchObject({ status: 'SOLD_OUT', totalCents: null });
  });
});

describe('seed products', () => {
  const pois = [
    {
      poiCode: 'GZ_PARK',
      poiType: 1,
      regionCode: 'GZ',
      imgMain: '',
      name: { 'zh-TW': '園', 'zh-CN': '园', en: 'Park' },
    },
    {
      poiCode: 'QY_PARK',
      poiType: 1,
      regionCode: 'QY',
      imgMain: '',
      name: { 'zh-TW': '園', 'zh-CN': '园', en: 'Park' },
    },
  ] as const;

  it('sells nothing in QY and offers every bundle type at parks', () => {
    const data = generateProducts(pois.map((p) => ({ ...p, name: { ...p.name } })));
    expect(data.products.every((p) => p.regionCode === 'GZ')).toBe(true);
    const bundle = data.products.find((p) => p.type === 'BUNDLE');
    expect(bundle?.skus.map((s) => s.type)).toEqual([...BUNDLE_TYPES]);
    const family = bundle?.skus.find((s) => s.type === 'FAMILY');
    expect(family).toMatchObject({ adults: 2, children: 1 });
  });

  it('sells out about one day in twelve, the same way on every run', () => {
    const days = dateRange('2026-01-01', '2026-12-31');
    const soldOut = days.filter((d) => seededSoldOut('GZ_PARK_DAY', d, ''));
    expect(soldOut.length).toBeGreaterThan(10);
    expect(soldOut.length).toBeLessThan(60);
    const first = soldOut[0] ?? '';
    expect(seededSold('GZ_PARK_DAY', 'x', first, '', 500)).toBe(500);
  });
});
