import type { Language } from '../../lib/contract/common.ts';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  inSelection,
  isBlocked,
  isGridKey,
  isSelectable,
  moveFocus,
  selectDate,
  type DateSelection,
  type DayRules,
} from '../../lib/format/calendar.ts';
import {
  addMonths,
  formatDate,
  formatMonth,
  hkToday,
  MAX_RANGE_DAYS,
  monthMatrix,
  startOfMonth,
  weekdayNames,
  type IsoDate,
} from '../../lib/format/dates.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import type { WidgetMessages } from './messages.ts';
import './widgets.css';

export interface CalendarProps {
  /** One date, or a range (start and end) of at most `maxRangeDays`. */
  mode: 'single' | 'range';
  value: DateSelection;
  onChange: (value: DateSelection) => void;
  /** BCP 47 language of month and weekday names. */
  locale: Language;
  /** The grid's accessible name. */
  label: string;
  messages: WidgetMessages;
  /** The first selectable day; today in Hong Kong by default. */
  min?: IsoDate | undefined;
  max?: IsoDate | undefined;
  maxRangeDays?: number | undefined;
  disabledDates?: readonly IsoDate[] | undefined;
  soldOutDates?: readonly IsoDate[] | undefined;
  /** A text of a day, for example its price: in the day's name, and under its number. */
  dayLabels?: Readonly<Record<IsoDate, string>> | undefined;
  /** A shorter text to show under the number instead (its long form stays in the name). */
  dayShortLabels?: Readonly<Record<IsoDate, string>> | undefined;
  /** A line above the grid that explains the day texts ("lowest price of the day, HK$"). */
  caption?: string | undefined;
  /** Moves the focus into the grid when it first renders (inside a dialog). */
  focusOnMount?: boolean | undefined;
}

/**
 * A month grid (ARIA date-grid pattern): one focusable day at a time, arrows move by a day or a
 * week, Home/End to the week's ends, PageUp/PageDown by a month (Shift: a year), Enter or Space
 * selects. Days before `min`, disabled and sold-out days are announced and cannot be chosen.
 */
export function Calendar(props: CalendarProps) {
  const { mode, value, onChange, locale, label, messages, dayLabels, dayShortLabels } = props;
  const t = createTranslator(locale, messages);
  const id = useId();
  const [today] = useState(() => hkToday());
  const min = props.min ?? today;
  const rules: DayRules = useMemo(
    () => ({
      mode,
      min,
      max: props.max,
      maxRangeDays: props.maxRangeDays ?? MAX_RANGE_DAYS,
      disabled: new Set(props.disabledDates ?? []),
      soldOut: new Set(props.soldOutDates ?? []),
    }),
    [mode, min, props.max, props.maxRangeDays, props.disabledDates, props.soldOutDates],
  );
  const [focused, setFocused] = useState<IsoDate>(() => value.end ?? value.start ?? min);
  const month = startOfMonth(focused);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocusIntoGrid = useRef(props.focusOnMount === true);

  useEffect(() => {
    if (!moveFocusIntoGrid.current) return;
    moveFocusIntoGrid.current = false;
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const focusDay = (date: IsoDate) => {
    moveFocusIntoGrid.current = true;
    setFocused(date < min ? min : date);
  };
  const choose = (date: IsoDate) => {
    setFocused(date);
    const next = selectDate(value, date, rules);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (isGridKey(event.key)) {
      event.preventDefault();
      focusDay(moveFocus(focused, event.key, event.shiftKey, min));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  };

  const weekdays = weekdayNames(locale, 'short');
  const longWeekdays = weekdayNames(locale, 'long');
  const canGoBack = month > startOfMonth(min);
  const canGoForward = props.max === undefined || addMonths(month, 1) <= props.max;
  const headingId = `${id}-month`;

  return (
    <div className="calendar">
      <div className="calendar-head">
        <button
          type="button"
          className="calendar-nav"
          aria-label={t('widgets.calendar.previousMonth')}
          disabled={!canGoBack}
          onClick={() => setFocused((d) => clampToMin(addMonths(d, -1), min))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={headingId} className="calendar-month" aria-live="polite">
          {formatMonth(month, locale)}
        </h3>
        <button
          type="button"
          className="calendar-nav"
          aria-label={t('widgets.calendar.nextMonth')}
          disabled={!canGoForward}
          onClick={() => setFocused((d) => addMonths(d, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {props.caption !== undefined && <p className="calendar-caption">{props.caption}</p>}
      <table
        ref={grid}
        role="grid"
        className="calendar-grid"
        aria-label={`${label}, ${formatMonth(month, locale)}`}
        aria-describedby={`${id}-help`}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((name, i) => (
              <th key={name} scope="col" abbr={longWeekdays[i]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthMatrix(month).map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => {
                if (date === null) return <td key={`e${d}`} />;
                const blocked = isBlocked(date, rules);
                const selectable = isSelectable(date, value, rules);
                const soldOut = rules.soldOut?.has(date) === true;
                const selected = inSelection(date, value);
                const note = soldOut ? t('widgets.calendar.soldOut') : dayLabels?.[date];
                const shown = soldOut ? note : (dayShortLabels?.[date] ?? note);
                const edge =
                  date === value.start && mode === 'range'
                    ? t('widgets.calendar.rangeStart')
                    : date === value.end
                      ? t('widgets.calendar.rangeEnd')
                      : undefined;
                const name = [
                  formatDate(date, locale, true),
                  date === today ? t('widgets.calendar.today') : undefined,
                  note,
                  edge,
                  !selectable && !soldOut ? t('widgets.calendar.unavailable') : undefined,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td
                    key={date}
                    role="gridcell"
                    tabIndex={date === focused ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={!selectable || undefined}
                    aria-label={name}
                    data-date={date}
                    className={[
                      'calendar-day',
                      selected ? 'is-selected' : '',
                      date === value.start || date === value.end ? 'is-edge' : '',
                      blocked || !selectable ? 'is-disabled' : '',
                      date === today ? 'is-today' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={() => choose(date)}
                  >
                    <span className="calendar-number" aria-hidden="true">
                      {Number(date.slice(8))}
                    </span>
                    {shown !== undefined && (
                      <span className="calendar-note" aria-hidden="true">
                        {shown}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-help`} className="sr-only">
        {t('widgets.calendar.help')}
      </p>
    </div>
  );
}

const clampToMin = (date: IsoDate, min: IsoDate): IsoDate => (date < min ? min : date);
