import { useQueries, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import { addToCart, cartCount, type CartLine } from '../../lib/booking/cart.ts';
import { productProblem, type ProductProblem } from '../../lib/booking/errors.ts';
import type { Language } from '../../lib/contract/common.ts';
import { productQueries } from '../../lib/booking/queries.ts';
import {
  CALENDAR_MAX_DAYS,
  type CalendarDay,
  type SessionSlot,
} from '../../lib/contract/product.ts';
import { addDays } from '../../lib/format/dates.ts';
import { calendarMarks } from '../../lib/booking/offers.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { Calendar, type CalendarProps } from '../widgets/Calendar.tsx';
import type { BookingFormMessages, Pictures } from './BookingForm.tsx';
import type { WidgetMessages } from '../widgets/messages.ts';

/**
 * The parts the booking islands share: a translator of their namespace, the place named by the
 * page address, radio choices, a date field on a price calendar, the error note with
 * "Try again", the total, the status line with the cart link and the "Add to cart" state.
 */

export { createTranslator } from '../../lib/i18n/translator.ts';

/** The props every booking island takes (and more of its own). */
export interface BookingIslandProps<M> {
  locale: Language;
  /** The cart page in the page's language. */
  cartPath: string;
  /** The strings of the island's namespace. */
  messages: M;
  widgetMessages: WidgetMessages;
  /** The booking form's own strings (cards, badges). */
  formMessages: BookingFormMessages;
  /** Pictures of the area's places, by their CMS path (renditions made at build time). */
  pictures?: Pictures | undefined;
}

/** The price calendar's days of each product (a card's), undefined while one loads. */
export function useCalendars(
  productIds: readonly (string | undefined)[],
  today: string,
  enabled: boolean,
): ReadonlyMap<string, readonly CalendarDay[] | undefined> {
  const endDate = addDays(today, CALENDAR_MAX_DAYS - 1);
  const ids = [...new Set(productIds.filter((id): id is string => id !== undefined))];
  const results = useQueries(
    {
      queries: ids.map((productId) => ({
        ...productQueries.calendar({ productId, startDate: today, endDate }),
        enabled,
      })),
    },
    queryClient,
  );
  return new Map(ids.map((id, i) => [id, results[i]?.data?.days]));
}

/** The price calendar of a product from `today` over the days on sale, and its last day. */
export function usePriceCalendar(productId: string | null, today: string, enabled: boolean) {
  const lastDay = addDays(today, CALENDAR_MAX_DAYS - 1);
  const calendar = useQuery(
    {
      ...productQueries.calendar({
        productId: productId ?? '0',
        startDate: today,
        endDate: lastDay,
      }),
      enabled,
    },
    queryClient,
  );
  return { calendar, lastDay };
}

/** A park, show or hotel of the area, from the page's content. */
export interface BookingPlace {
  /** The CMS id the quick search sends as poiId. */
  id: string;
  poiCode: string;
  poiName: string;
  poiType: number;
  /** The place's CMS picture (`/media/…`). */
  imgMain?: string | undefined;
}

/** The place named by the page address (poiId: the CMS id or the poiCode; poiType optional). */
export const placeOfQuery = (
  places: readonly BookingPlace[],
  query: URLSearchParams,
): BookingPlace | undefined => {
  const poiId = query.get('poiId');
  const poiType = query.get('poiType');
  return places.find(
    (p) =>
      (p.id === poiId || p.poiCode === poiId) &&
      (poiType === null || String(p.poiType) === poiType),
  );
};

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
    <fieldset className="bk-step">
      <legend className="bk-legend">{legend}</legend>
      {children}
      {choices.length > 0 && (
        <div className="bk-choices">
          {choices.map((c) => (
            <label key={c.value} className="ui-option bk-choice">
              <input
                type="radio"
                className="ui-check"
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

/** The texts of a session's note, in the island's namespace. */
export interface SessionText {
  /** "{{count}} left", filled. */
  left: (count: number) => string;
  soldOut: string;
  unavailable: string;
}

/** The sessions of a day as choices: only open ones can be chosen. */
export const sessionChoices = (slots: readonly SessionSlot[], text: SessionText): Choice[] =>
  slots.map((slot) => ({
    value: slot.session,
    label: slot.session,
    disabled: slot.status !== 'AVAILABLE',
    note:
      slot.status === 'AVAILABLE'
        ? text.left(slot.stockLeft)
        : slot.status === 'SOLD_OUT'
          ? text.soldOut
          : text.unavailable,
  }));

/** A calendar marked with the days' prices, sold-out and unavailable days. */
export function PriceCalendar({
  days,
  ...props
}: Omit<CalendarProps, 'disabledDates' | 'soldOutDates' | 'dayLabels' | 'dayShortLabels'> & {
  days: readonly CalendarDay[];
  locale: Language;
}) {
  return (
    <Calendar
      {...props}
      {...calendarMarks(days, props.locale)}
      caption={props.messages['widgets.calendar.prices']}
    />
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
  return (
    <fieldset className="bk-step">
      <legend className="bk-legend">{props.legend}</legend>
      {props.loading !== null ? (
        <p className="bk-note">{props.loading}</p>
      ) : (
        <PriceCalendar
          mode="single"
          value={{ start: props.value, end: null }}
          onChange={(v) => props.onChange(v.start)}
          days={props.days}
          locale={props.locale}
          label={props.label}
          messages={props.widgetMessages}
          min={props.min}
          max={props.max}
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

/**
 * The state of a form's "Add to cart": `submit(build)` handles the submit event, where `build`
 * returns what the form lacks (a text) or the cart lines to add; the form stays as it is, so
 * the visitor sees what went to the cart.
 */
export function useAddToCart() {
  const [added, setAdded] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit =
    (build: () => string | readonly CartLine[]) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = build();
      if (typeof result === 'string') {
        setProblem(result);
        setAdded(null);
        return;
      }
      addToCart(result);
      setProblem(null);
      setAdded(cartCount({ lines: [...result] }));
    };
  return { added, problem, submit };
}

/** The first failure of a form's calls, if any. */
export const firstError = (...errors: readonly unknown[]): unknown =>
  errors.find((e) => e !== null && e !== undefined) ?? null;

/** The texts of a form's end, in the island's namespace. */
export interface CartFooterText {
  error: (problem: ProductProblem) => string;
  retry: string;
  total: string;
  /** The total while nothing is chosen. */
  none: string;
  add: string;
  added: (count: number) => string;
  link: string;
}

/**
 * The end of a purchase form: a failed call with "Try again", the total, "Add to cart" and the
 * status line of `cart` (from `useAddToCart`).
 */
export function CartFooter(props: {
  id: string;
  locale: Language;
  failure: unknown;
  totalCents: number;
  cart: ReturnType<typeof useAddToCart>;
  cartPath: string;
  text: CartFooterText;
  /** "Add to cart" cannot be used (the package is sold out on the day). */
  blocked?: boolean;
}) {
  const { text, cart } = props;
  return (
    <>
      {props.failure !== null && props.failure !== undefined && (
        <ErrorNote message={text.error(productProblem(props.failure))} retry={text.retry} />
      )}
      <TotalLine
        id={props.id}
        label={text.total}
        value={props.totalCents > 0 ? formatHkd(props.totalCents, props.locale) : text.none}
      />
      <button
        type="submit"
        className="ui-btn ui-btn--primary ui-btn--lg bk-submit"
        disabled={props.blocked}
      >
        {text.add}
      </button>
      <CartStatus
        problem={cart.problem}
        added={cart.added !== null ? text.added(cart.added) : null}
        link={text.link}
        cartPath={props.cartPath}
      />
    </>
  );
}
