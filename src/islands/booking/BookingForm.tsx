import { useId, type FormEvent, type ReactNode } from 'react';
import type { CardState } from '../../lib/booking/cards.ts';
import { productProblem, type ProductProblem } from '../../lib/booking/errors.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { PoiColourCode } from '../../lib/poi-colours.ts';
import type { CalendarDay } from '../../lib/contract/product.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { createTranslator, type Translator } from '../../lib/i18n/translator.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import type { DateSelection } from '../../lib/format/calendar.ts';
import type { WidgetMessages } from '../widgets/messages.ts';
import { type Choice, ErrorNote, PriceCalendar, type useAddToCart } from './BookingParts.tsx';
import '../../styles/app.css';
import './booking.css';

/**
 * The one booking form of the buy pages (tickets, hotel, dining, annual cards, offers and
 * packages): product cards first (picture, name, the lowest price of the next bookable day,
 * badges), then the date on the price calendar, the session, the quantities and a footer with
 * the total and "Add to cart" that stays at the bottom of the screen while the form is in view.
 * Each island composes it with its own data and quantities.
 */

/** The form's own strings (locales/<lang>/bookingForm.json), passed as a prop. */
export type BookingFormMessages = Partial<I18nNamespaces['bookingForm']>;

/** A picture of the build's image pipeline (responsive WebP). */
export interface Picture {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/** Pictures of the area's places by their CMS path (`/media/…`), renditions made at build time. */
export type Pictures = Readonly<Record<string, Picture>>;

export interface Card {
  value: string;
  name: string;
  /** A second line: the kind of place, what a package holds. */
  note?: string | undefined;
  /** The CMS picture path (`imgMain`); shown from `pictures` when the build made renditions. */
  picture?: string | undefined;
  /** The place's code in the POI colour map (SPEC §9): the card's edge wears its colour. */
  colour?: PoiColourCode | undefined;
  state: CardState;
}

export interface BookingFormProps {
  /** The form's accessible name. */
  label: string;
  /**
   * Whether the form gives its name as a (visually hidden) heading: true unless the island
   * puts the form under a visible heading of its own. Keeps the calendar's month headings in
   * order under the page's h1.
   */
  heading?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The product cards (a {@link ProductCards}). */
  cards: ReactNode;
  date?: ReactNode;
  session?: ReactNode;
  quantities?: ReactNode;
  /** Product details and refund terms. */
  details?: ReactNode;
  /** The total and "Add to cart" (a {@link BookingFooter}), once something bookable is chosen. */
  footer?: ReactNode;
}

export function BookingForm(props: BookingFormProps) {
  const id = useId();
  const heading = props.heading ?? true;
  return (
    <form
      className="bk"
      {...(heading ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': props.label })}
      noValidate
      onSubmit={props.onSubmit}
    >
      {heading && (
        <h2 id={`${id}-title`} className="sr-only">
          {props.label}
        </h2>
      )}
      {props.cards}
      {props.date}
      {props.session}
      {props.quantities}
      {props.details}
      {props.footer}
    </form>
  );
}

/** One step of the form: a fieldset with its legend, numbered by the CSS. */
export function Step(props: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={props.className ? `bk-step ${props.className}` : 'bk-step'}>
      <legend className="bk-legend">{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}

/**
 * The product cards: one choice of a list, each card a radio button with the product's picture,
 * name, the lowest price of the next bookable day and its badges. Cards that cannot be booked
 * (coming soon, sold out over the calendar) cannot be chosen.
 */
export function ProductCards(props: {
  legend: string;
  name: string;
  cards: readonly Card[];
  value: string | null;
  onChange: (value: string) => void;
  pictures: Pictures | undefined;
  locale: Language;
  messages: BookingFormMessages;
  /** Loading and empty notes. */
  children?: ReactNode;
}) {
  const { cards, value, onChange, pictures, locale } = props;
  const t = createTranslator(locale, props.messages);
  return (
    <Step legend={props.legend}>
      {props.children}
      {cards.length > 0 && (
        <div className="bk-cards">
          {cards.map((card) => {
            const picture = card.picture ? pictures?.[card.picture] : undefined;
            const { state } = card;
            // The radio is named by the product; price and badges describe it.
            const key = `${props.name}-${card.value}`;
            return (
              <label
                key={card.value}
                className="ui-option bk-card"
                data-state={state.bookable ? undefined : 'closed'}
                data-poi-colour={card.colour}
              >
                <input
                  type="radio"
                  className="ui-check"
                  name={props.name}
                  value={card.value}
                  checked={card.value === value}
                  disabled={!state.bookable}
                  aria-labelledby={`${key}-name`}
                  aria-describedby={`${key}-about`}
                  onChange={() => onChange(card.value)}
                />
                {picture !== undefined ? (
                  <img
                    className="bk-card-img"
                    src={picture.src}
                    srcSet={picture.srcset}
                    sizes="96px"
                    width={picture.width}
                    height={picture.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : card.picture ? (
                  <img
                    className="bk-card-img"
                    src={card.picture}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className="bk-card-body">
                  <span className="bk-card-name" id={`${key}-name`}>
                    {card.name}
                  </span>
                  <span id={`${key}-about`} className="bk-card-about">
                    {card.note !== undefined && card.note !== '' && (
                      <span className="bk-card-note">{card.note}</span>
                    )}
                    <CardPrice state={state} locale={locale} t={t} />
                    {state.badges.length > 0 && (
                      <span className="bk-badges">
                        {state.badges.map((badge) => (
                          <span
                            key={badge.kind}
                            className={`ui-badge ui-badge--${BADGE_TONES[badge.kind]}`}
                          >
                            {badge.kind === 'freeUnder'
                              ? t('bookingForm.badge.freeUnder', { age: badge.age })
                              : t(`bookingForm.badge.${badge.kind}`)}
                          </span>
                        ))}
                      </span>
                    )}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </Step>
  );
}

const BADGE_TONES = {
  comingSoon: 'info',
  soldOut: 'danger',
  notOnSale: 'info',
  fewLeft: 'warning',
  freeUnder: 'success',
} as const;

function CardPrice(props: {
  state: CardState;
  locale: Language;
  t: Translator<keyof BookingFormMessages>;
}) {
  const { state, locale, t } = props;
  if (state.loading) return <span className="bk-card-hint">{t('bookingForm.card.loading')}</span>;
  if (state.next === null) return null;
  return (
    <span className="bk-card-price">
      <span className="ui-price">
        {t('bookingForm.card.from', { price: formatHkd(state.next.priceCents, locale) })}
      </span>{' '}
      <span className="bk-card-hint">
        {t('bookingForm.card.day', { date: formatDate(state.next.date, locale) })}
      </span>
    </span>
  );
}

/** The date step: a day (or a stay) on the product's price calendar, and what was chosen. */
export function DateStep(props: {
  legend: string;
  /** The calendar grid's name. */
  label: string;
  /** What was chosen ("Visit on …"), or what to do. */
  note: string;
  loading: string | null;
  mode?: 'single' | 'range';
  value: DateSelection;
  onChange: (value: DateSelection) => void;
  days: readonly CalendarDay[];
  min: string;
  max: string;
  maxRangeDays?: number;
  locale: Language;
  widgetMessages: WidgetMessages;
  /** More under the calendar (a hotel's 1-, 2- and 3-night stays). */
  children?: ReactNode;
}) {
  return (
    <Step legend={props.legend}>
      {props.loading !== null ? (
        <p className="bk-note">{props.loading}</p>
      ) : (
        <PriceCalendar
          mode={props.mode ?? 'single'}
          value={props.value}
          onChange={props.onChange}
          days={props.days}
          locale={props.locale}
          label={props.label}
          messages={props.widgetMessages}
          min={props.min}
          max={props.max}
          maxRangeDays={props.maxRangeDays}
        />
      )}
      <p className="bk-note" aria-live="polite">
        {props.note}
      </p>
      {props.children}
    </Step>
  );
}

/** A choice of a short list (sessions, entry and eating times): chips of radio buttons. */
export function ChipStep(props: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Step legend={props.legend}>
      <div className="bk-chips">
        {props.choices.map((c) => (
          <label key={c.value} className="ui-option bk-chip">
            <input
              type="radio"
              className="ui-check"
              name={props.name}
              value={c.value}
              disabled={c.disabled}
              checked={c.value === props.value}
              onChange={() => props.onChange(c.value)}
            />
            <span>
              <span className="bk-chip-label">{c.label}</span>
              {c.note !== undefined && <small className="bk-chip-note">{c.note}</small>}
            </span>
          </label>
        ))}
      </div>
    </Step>
  );
}

/** The texts of the footer, in the island's namespace. */
export interface FooterText {
  error: (problem: ProductProblem) => string;
  retry: string;
  total: string;
  add: string;
  added: (count: number) => string;
  link: string;
}

/**
 * The end of the form, kept at the bottom of the screen while the form is in view: a failed
 * call with "Try again", the total, "Add to cart", what the form lacks or what went to the cart
 * with a link to it.
 */
export function BookingFooter(props: {
  id: string;
  locale: Language;
  failure: unknown;
  totalCents: number;
  cart: ReturnType<typeof useAddToCart>;
  cartPath: string;
  text: FooterText;
  /** "Add to cart" cannot be used (the package is sold out on the day). */
  blocked?: boolean;
}) {
  const { text, cart } = props;
  return (
    // the back-to-top link floats above it while it is held at the bottom of the screen
    <div className="bk-footer" data-bottom-bar>
      {props.failure !== null && props.failure !== undefined && (
        <ErrorNote message={text.error(productProblem(props.failure))} retry={text.retry} />
      )}
      <div className="bk-footer-bar">
        <p className="bk-total">
          <span id={`${props.id}-total`}>{text.total}</span>{' '}
          <output
            className="ui-price ui-price--lg"
            aria-labelledby={`${props.id}-total`}
            aria-live="polite"
          >
            {formatHkd(props.totalCents, props.locale)}
          </output>
        </p>
        <button
          type="submit"
          className="ui-btn ui-btn--primary ui-btn--lg bk-submit"
          disabled={props.blocked}
        >
          {text.add}
        </button>
      </div>
      <div role="status" className="bk-status">
        {cart.problem !== null && <p className="bk-problem">{cart.problem}</p>}
        {cart.added !== null && (
          <p className="bk-added">
            {text.added(cart.added)} <a href={props.cartPath}>{text.link}</a>
          </p>
        )}
      </div>
    </div>
  );
}
