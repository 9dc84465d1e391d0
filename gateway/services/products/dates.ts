import type { PriceTier } from '../../../src/lib/contract/product.ts';

/**
 * Resort dates (DESIGN §8): YYYY-MM-DD in Asia/Hong_Kong, which keeps UTC+8 all year (no
 * daylight saving), so the local date and time are the UTC ones moved by 8 hours.
 */
const HK_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86_400_000;

/** The resort's local date and minute of the day at an instant. */
export function resortNow(epochMs: number): { today: string; minutes: number } {
  const local = new Date(epochMs + HK_OFFSET_MS);
  return {
    today: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The dates from `start` to `end`, both included. */
export function dateRange(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Minutes of the day of a session HH:mm. */
export const sessionMinutes = (session: string): number =>
  Number(session.slice(0, 2)) * 60 + Number(session.slice(3, 5));

/**
 * Hong Kong general holidays of 2026 and 2027 (the days off, with the substitute day where a
 * holiday falls on a Sunday), as published by the HKSAR Government.
 */
export const HK_PUBLIC_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026
  '2026-01-01',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-04-03',
  '2026-04-04',
  '2026-04-06',
  '2026-04-07',
  '2026-05-01',
  '2026-05-25',
  '2026-06-19',
  '2026-07-01',
  '2026-09-26',
  '2026-10-01',
  '2026-10-19',
  '2026-12-25',
  '2026-12-26',
  // 2027
  '2027-01-01',
  '2027-02-06',
  '2027-02-08',
  '2027-02-09',
  '2027-03-26',
  '2027-03-27',
  '2027-03-29',
  '2027-04-05',
  '2027-05-01',
  '2027-05-13',
  '2027-06-09',
  '2027-07-01',
  '2027-09-16',
  '2027-10-01',
  '2027-10-08',
  '2027-12-25',
  '2027-12-27',
]);

/** School summer holidays: 15 July to 31 August of every year. */
export const isSchoolSummer = (date: string): boolean => {
  const md = date.slice(5);
  return md >= '07-15' && md <= '08-31';
};

/** PEAK on weekends, Hong Kong public holidays and the school summer; OFF_PEAK otherwise. */
export function tierOf(date: string): PriceTier {
  const day = weekday(date);
  if (day === 0 || day === 6) return 'PEAK';
  if (HK_PUBLIC_HOLIDAYS.has(date) || isSchoolSummer(date)) return 'PEAK';
  return 'OFF_PEAK';
}
