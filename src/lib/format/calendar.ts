import { addDays, addMonths, diffDays, MAX_RANGE_DAYS, weekday, type IsoDate } from './dates.ts';

/** A calendar's selection: one date (`end` null) or a range. */
export interface DateSelection {
  start: IsoDate | null;
  end: IsoDate | null;
}

export const EMPTY_SELECTION: DateSelection = { start: null, end: null };

export interface DayRules {
  mode: 'single' | 'range';
  /** The first selectable day: today in Hong Kong. */
  min: IsoDate;
  max?: IsoDate | undefined;
  /** The longest range in days (end minus start). */
  maxRangeDays?: number | undefined;
  disabled?: ReadonlySet<IsoDate> | undefined;
  soldOut?: ReadonlySet<IsoDate> | undefined;
}

/** A day that can never be chosen: before the minimum, after the maximum, disabled or sold out. */
export const isBlocked = (date: IsoDate, rules: DayRules): boolean =>
  date < rules.min ||
  (rules.max !== undefined && date > rules.max) ||
  rules.disabled?.has(date) === true ||
  rules.soldOut?.has(date) === true;

/**
 * Whether `date` can be chosen now. While a range waits for its end, days after the start are
 * only possible up to `maxRangeDays` and before the next blocked day (a stay cannot span one).
 */
export function isSelectable(date: IsoDate, selection: DateSelection, rules: DayRules): boolean {
  const { start, end } = selection;
  if (rules.mode === 'range' && start !== null && end === null && date > start) {
    const days = diffDays(start, date);
    if (days > (rules.maxRangeDays ?? MAX_RANGE_DAYS)) return false;
    for (let d = addDays(start, 1); d < date; d = addDays(d, 1)) {
      if (isBlocked(d, rules)) return false;
    }
    // The check-out day itself may be sold out or disabled for arrivals: it is not a night.
    return date >= rules.min && (rules.max === undefined || date <= rules.max);
  }
  return !isBlocked(date, rules);
}

/**
 * The selection after choosing `date`: single mode replaces it; range mode sets the start, then
 * the end (a day after the start), and starts again on a day that is not after the start.
 * An unselectable day changes nothing.
 */
export function selectDate(
  selection: DateSelection,
  date: IsoDate,
  rules: DayRules,
): DateSelection {
  if (!isSelectable(date, selection, rules)) return selection;
  if (rules.mode === 'single') return { start: date, end: null };
  const { start, end } = selection;
  if (start === null || end !== null || date <= start) return { start: date, end: null };
  return { start, end: date };
}

/** Whether `date` lies in the selection (both ends included). */
export const inSelection = (date: IsoDate, { start, end }: DateSelection): boolean =>
  start !== null && (date === start || (end !== null && date >= start && date <= end));

export type GridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const GRID_KEYS: ReadonlySet<string> = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
export const isGridKey = (key: string): key is GridKey => GRID_KEYS.has(key);

/**
 * The day a key moves the focus to (ARIA date-grid pattern): arrows by a day or a week, Home and
 * End to the start and end of the week (Sunday first), PageUp and PageDown by a month (a year
 * with Shift). Never before `min`.
 */
export function moveFocus(date: IsoDate, key: GridKey, shift: boolean, min: IsoDate): IsoDate {
  const next = ((): IsoDate => {
    switch (key) {
      case 'ArrowLeft':
        return addDays(date, -1);
      case 'ArrowRight':
        return addDays(date, 1);
      case 'ArrowUp':
        return addDays(date, -7);
      case 'ArrowDown':
        return addDays(date, 7);
      case 'Home':
        return addDays(date, -weekday(date));
      case 'End':
        return addDays(date, 6 - weekday(date));
      case 'PageUp':
        return addMonths(date, shift ? -12 : -1);
      case 'PageDown':
        return addMonths(date, shift ? 12 : 1);
    }
  })();
  return next < min ? min : next;
}
