import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * Calendar dates of the resort (DESIGN §8: Asia/Hong_Kong), as `YYYY-MM-DD` strings. Arithmetic
 * runs in UTC on the date alone, so the visitor's own time zone and daylight saving never shift
 * a day.
 */
export type IsoDate = string;

export const RESORT_TIME_ZONE = 'Asia/Hong_Kong';
/** SPEC §5/§9: a calendar range and a hotel stay span at most 14 days. */
export const MAX_RANGE_DAYS = 14;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FORMAT = 'YYYY-MM-DD';

/** True for a real calendar date written `YYYY-MM-DD` (no 2025-02-30). */
export function isIsoDate(text: string): text is IsoDate {
  if (!ISO_DATE.test(text)) return false;
  const d = dayjs.utc(text);
  return d.isValid() && d.format(FORMAT) === text;
}

const hkDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: RESORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Hong Kong at the instant `now` (epoch ms). */
export function hkToday(now: number = Date.now()): IsoDate {
  const parts = Object.fromEntries(hkDay.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

export const addDays = (date: IsoDate, days: number): IsoDate =>
  dayjs.utc(date).add(days, 'day').format(FORMAT);

export const addMonths = (date: IsoDate, months: number): IsoDate =>
  dayjs.utc(date).add(months, 'month').format(FORMAT);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const diffDays = (from: IsoDate, to: IsoDate): number =>
  dayjs.utc(to).diff(dayjs.utc(from), 'day');

/** The first day of the month of `date`. */
export const startOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

/** Day of the week, 0 Sunday to 6 Saturday. */
export const weekday = (date: IsoDate): number => dayjs.utc(date).day();

/**
 * The weeks of the month of `date`, Sunday first: 7 dates per week, `null` where the day
 * belongs to the previous or next month.
 */
export function monthMatrix(date: IsoDate): (IsoDate | null)[][] {
  const first = startOfMonth(date);
  const length = dayjs.utc(first).daysInMonth();
  const cells: (IsoDate | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = 0; day < length; day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type RangeProblem = 'invalid' | 'beforeMin' | 'order' | 'tooLong';

/**
 * Checks a date range (`start` to `end`, `end` after `start`): both real dates, not before
 * `min` (today), `end` later than `start` and at most `maxDays` after it. Null when it is fine.
 */
export function rangeProblem(
  start: string,
  end: string,
  min: IsoDate,
  maxDays: number = MAX_RANGE_DAYS,
): RangeProblem | null {
  if (!isIsoDate(start) || !isIsoDate(end)) return 'invalid';
  if (start < min) return 'beforeMin';
  const days = diffDays(start, end);
  if (days < 1) return 'order';
  return days > maxDays ? 'tooLong' : null;
}

/** A date for people: "20 March 2025" / "2025年3月20日", in the resort's calendar. */
export function formatDate(date: IsoDate, locale: string, withWeekday = false): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withWeekday ? { weekday: 'long' } : {}),
  }).format(dayjs.utc(date).toDate());
}

/** "March 2025" / "2025年3月". */
export const formatMonth = (date: IsoDate, locale: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
    dayjs.utc(date).toDate(),
  );

/** Short weekday names, Sunday first ("Su", "日"). */
export const weekdayNames = (
  locale: string,
  width: 'narrow' | 'short' | 'long' = 'short',
): string[] =>
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: width }).format(
      // 2023-01-01 was a Sunday.
      Date.UTC(2023, 0, 1 + i),
    ),
  );

/** A moment for people in the resort's time: "20 March 2025, 14:30" / "2025年3月20日 14:30". */
export const formatDateTime = (epochMs: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    timeZone: RESORT_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(epochMs);
