import type { ReactNode } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { CalendarDay } from '../../lib/contract/product.ts';
import { calendarMarks } from '../../lib/booking/offers.ts';
import { format } from '../../lib/search/format.ts';
import { Calendar } from '../widgets/Calendar.tsx';
import type { WidgetMessages } from '../widgets/messages.ts';

/**
 * The parts the dining, annual-card and offer islands share: a translator of their namespace,
 * radio choices, a date field on a price calendar, the error note with "Try again", the total
 * and the status line with the cart link.
 */

export type Params = Readonly<Record<string, string | number>>;

/** A translator of one namespace's messages (passed to the island as a prop). */
export const nsTranslator =
  <K extends string>(messages: Partial<Record<K, string>>) =>
  (key: K, params: Params = {}): string =>
    format(messages[key] ?? key, params);

export interface Choice {
  value: string;
  label: ReactNode;
  note?: ReactNode;
  disabled?: boolean;
}

/** A fieldset of radio buttons (one choice of a list), each a ≥ 44 px target. */
export function Choices(props: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const { legend, name, choices, value, onChange, children } = props;
  return (
    <fieldset className="bk-field">
      <legend>{legend}</legend>
      {children}
      {choices.length > 0 && (
        <div className="bk-choices">
          {choices.map((c) => (
            <label key={c.value} className="bk-choice">
              <input
                type="radio"
                name={name}
                value={c.value}
                disabled={c.disabled}
                checked={c.value === value}
                onChange={() => onChange(c.value)}
              />
              <span>
                {c.label}
                {c.note !== undefined && (
                  <>
                    {' '}
                    <small>{c.note}</small>
                  </>
                )}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** A day of a price calendar (or of a plain one when `days` is empty): legend, grid, choice. */
export function DateField(props: {
  legend: string;
  label: string;
  /** The chosen day's note ("Eat on …"), or the "choose a date" note. */
  note: string;
  loading: string | null;
  value: string | null;
  onChange: (date: string | null) => void;
  days: readonly CalendarDay[];
  min: string;
  max: string;
  locale: Language;
  widgetMessages: WidgetMessages;
}) {
  const marks = calendarMarks(props.days, props.locale);
  return (
    <fieldset className="bk-field">
      <legend>{props.legend}</legend>
      {props.loading !== null ? (
        <p className="bk-note">{props.loading}</p>
      ) : (
        <Calendar
          mode="single"
          value={{ start: props.value, end: null }}
          onChange={(v) => props.onChange(v.start)}
          locale={props.locale}
          label={props.label}
          messages={props.widgetMessages}
          min={props.min}
          max={props.max}
          {...marks}
        />
      )}
      <p className="bk-note" aria-live="polite">
        {props.note}
      </p>
    </fieldset>
  );
}

/** A failed call as text with "Try again" (which refetches the page's active queries). */
export function ErrorNote({ message, retry }: { message: string; retry: string }) {
  return (
    <p role="alert" className="bk-error">
      {message}{' '}
      <button
        type="button"
        className="bk-retry"
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        {retry}
      </button>
    </p>
  );
}

/** The running total, announced politely as it changes. */
export function TotalLine({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <p className="bk-total">
      <span id={`${id}-total`}>{label}</span>{' '}
      <output aria-labelledby={`${id}-total`} aria-live="polite">
        {value}
      </output>
    </p>
  );
}

/** What the form lacks, or what went to the cart with a link to it. */
export function CartStatus(props: {
  problem: string | null;
  added: string | null;
  link: string;
  cartPath: string;
}) {
  return (
    <div role="status" className="bk-status">
      {props.problem !== null && <p className="bk-problem">{props.problem}</p>}
      {props.added !== null && (
        <p className="bk-added">
          {props.added} <a href={props.cartPath}>{props.link}</a>
        </p>
      )}
    </div>
  );
}
