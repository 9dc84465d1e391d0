import type { ChangeLineRequest, ChangeOptions, OrderChange } from '../contract/order-change.ts';
import { addDays, diffDays } from '../format/dates.ts';
import { idOf } from '../orders/pay.ts';

/**
 * The date-change page's pure rules: what the shopper chose for each line, the lines to send,
 * the units left for a choice, the page's query, and the outcome of a change.
 */

export type ChangeLineOption = ChangeOptions['lines'][number];

/** One line's choice: its new date (a hotel: check-in) and session ('' when none). */
export interface LineChoice {
  startDate: string;
  session: string;
}

export type Choices = Readonly<Record<number, LineChoice>>;

/** Every line starts at its booked date and session. */
export const initialChoices = (options: ChangeOptions): Choices =>
  Object.fromEntries(
    options.lines.map((l) => [
      l.lineNo,
      { startDate: l.line.startDate, session: l.line.session ?? '' },
    ]),
  );

/** Nights of a hotel line (0 for others). */
export const nightsOf = (line: ChangeLineOption['line']): number =>
  line.productType === 'HOTEL' ? diffDays(line.startDate, line.endDate) : 0;

/** Units left for a choice: a session of a date, or every night of a stay (their least). */
export function unitsLeft(option: ChangeLineOption, choice: LineChoice): number {
  const nights = nightsOf(option.line);
  const dates =
    nights > 0
      ? Array.from({ length: nights }, (_, i) => addDays(choice.startDate, i))
      : [choice.startDate];
  let least = Number.POSITIVE_INFINITY;
  for (const date of dates) {
    const day = option.days.find((d) => d.date === date);
    least = Math.min(least, day?.left[choice.session] ?? 0);
  }
  return Number.isFinite(least) ? least : 0;
}

/** Whether a choice is the line as booked. */
export const isBooked = (option: ChangeLineOption, choice: LineChoice): boolean =>
  choice.startDate === option.line.startDate && choice.session === (option.line.session ?? '');

/** The lines to move: those whose choice differs from the booking. */
export function changedLines(options: ChangeOptions, choices: Choices): ChangeLineRequest[] {
  const lines: ChangeLineRequest[] = [];
  for (const option of options.lines) {
    const choice = choices[option.lineNo];
    if (option.refusal !== null || choice === undefined || isBooked(option, choice)) continue;
    const nights = nightsOf(option.line);
    lines.push({
      lineNo: option.lineNo,
      startDate: choice.startDate,
      ...(nights > 0 ? { endDate: addDays(choice.startDate, nights) } : {}),
      ...(choice.session === '' ? {} : { session: choice.session }),
    });
  }
  return lines;
}

/** A new date keeps the session when it still has room there, else the first one with room. */
export function chooseDate(option: ChangeLineOption, choice: LineChoice, date: string): LineChoice {
  const sessions = option.sessions.length > 0 ? option.sessions : [''];
  const next = { ...choice, startDate: date };
  if (unitsLeft(option, next) >= option.line.quantity) return next;
  const open = sessions.find(
    (s) => unitsLeft(option, { startDate: date, session: s }) >= option.line.quantity,
  );
  return { startDate: date, session: open ?? next.session };
}

/** The page's query: the order, and the return from the cashier. */
export interface ChangePageQuery {
  orderId: string | null;
  returned: boolean;
  result: string | null;
}

export function parseChangeQuery(search: string): ChangePageQuery {
  const q = new URLSearchParams(search);
  return {
    orderId: idOf(q.get('orderId')),
    returned: q.get('step') === 'return',
    result: q.get('result'),
  };
}

/** Where the cashier sends the shopper back: this page at its return step. */
export const changeReturnPath = (pathname: string, orderId: string): string =>
  `${pathname}?orderId=${encodeURIComponent(orderId)}&step=return`;

/** What the page says of the latest change after the cashier. */
export type ChangeOutcome = 'done' | 'pending' | 'lapsed';

export const changeOutcome = (change: OrderChange | undefined): ChangeOutcome =>
  change === undefined || change.status === 'expired' || change.status === 'superseded'
    ? 'lapsed'
    : change.status === 'done'
      ? 'done'
      : 'pending';

/** A short date for the date list, which must fit a phone: "Sun, 29 Nov" / "11月29日 週日". */
export const shortDate = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
