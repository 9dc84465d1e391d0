import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import { addToCart, cartCount, type Cart } from '../../lib/booking/cart.ts';
import { productProblem } from '../../lib/booking/errors.ts';
import { productQueries } from '../../lib/booking/queries.ts';
import {
  $ticketSelection,
  needsSession,
  selectionProblem,
  selectionReducer,
  selectionTotalCents,
  skuGroups,
  toCartLines,
  type SelectionAction,
} from '../../lib/booking/selection.ts';
import type { Language, RegionCode } from '../../lib/contract/common.ts';
import { CALENDAR_MAX_DAYS, FREE_UNDER_AGE, type Sku } from '../../lib/contract/product.ts';
import { addDays, formatDate, hkToday, isIsoDate } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { $language, setLanguage } from '../../lib/session/language.ts';
import { Calendar } from '../widgets/Calendar.tsx';
import { QuantityStepper } from '../widgets/QuantityStepper.tsx';
import type { WidgetMessages } from '../widgets/messages.ts';
import { translator, type BookingMessages, type Translate } from './messages.ts';
import './booking.css';

/** A park or show of the area, from the page's content. */
export interface BookingPlace {
  /** The CMS id the quick search sends as poiId. */
  id: string;
  poiCode: string;
  poiName: string;
  poiType: number;
}

export interface BuyTicketsProps {
  locale: Language;
  regionCode: RegionCode;
  places: readonly BookingPlace[];
  /** The cart page in the page's language. */
  cartPath: string;
  messages: BookingMessages;
  widgetMessages: WidgetMessages;
}

const dispatch = (action: SelectionAction) =>
  $ticketSelection.set(selectionReducer($ticketSelection.get(), action));

/**
 * The place, product and date named by the page address (the quick search's link, a POI page's
 * booking link); a kept date that has passed is dropped.
 */
function applyQuery(places: readonly BookingPlace[], today: string): void {
  const query = new URLSearchParams(window.location.search);
  const poiId = query.get('poiId');
  const poiType = query.get('poiType');
  const place = places.find(
    (p) =>
      (p.id === poiId || p.poiCode === poiId) &&
      (poiType === null || String(p.poiType) === poiType),
  );
  // A day kept from an earlier visit may have passed since.
  const kept = $ticketSelection.get().date;
  if (kept !== null && kept < today) dispatch({ type: 'date', date: null });
  const current = $ticketSelection.get();
  if (place !== undefined && place.poiCode !== current.poiCode) {
    dispatch({ type: 'place', poiCode: place.poiCode });
  }
  const start = query.get('startDate');
  if (place !== undefined && start !== null && isIsoDate(start) && start >= today) {
    if (place.poiCode !== current.poiCode || current.date === null) {
      dispatch({ type: 'date', date: start });
    }
  }
}

/**
 * The ticket purchase form (SPEC §2 buy-tickets): a park or show of the area, one of its
 * products, a day of the price calendar, a session for shows and a quantity per SKU, then
 * "Add to cart". The form is kept in sessionStorage, the cart too.
 */
export default function BuyTickets(props: BuyTicketsProps) {
  const { locale, places, messages, widgetMessages } = props;
  const t = translator(messages);
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [today] = useState(() => hkToday());
  const [added, setAdded] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const selection = useStore($ticketSelection);

  useEffect(() => {
    if ($language.get() !== locale) setLanguage(locale);
    applyQuery(places, today);
    setHydrated(true);
  }, [locale, places, today]);

  const { poiCode, productId, date, session } = selection;
  const place = places.find((p) => p.poiCode === poiCode);
  const products = useQuery(
    { ...productQueries.tickets(locale, { poiCode: poiCode ?? '' }), enabled: hydrated && !!place },
    queryClient,
  );
  const productList = (products.data ?? []).filter((p) => p.productType !== 'ANNUAL_CARD');
  const summary = productList.find((p) => p.productId === productId);

  // A place's first product is chosen for the visitor; a product gone from sale is dropped.
  useEffect(() => {
    if (products.data === undefined) return;
    const first = productList[0];
    if (summary === undefined) dispatch({ type: 'product', productId: first?.productId ?? null });
  }, [products.data, productList, summary]);

  const lastDay = addDays(today, CALENDAR_MAX_DAYS - 1);
  const calendar = useQuery(
    {
      ...productQueries.calendar({
        productId: productId ?? '0',
        startDate: today,
        endDate: lastDay,
      }),
      enabled: hydrated && summary !== undefined,
    },
    queryClient,
  );
  const day = useQuery(
    {
      ...productQueries.ticket(locale, { productId: productId ?? '0', playDate: date ?? today }),
      enabled: hydrated && summary !== undefined && date !== null,
    },
    queryClient,
  );
  const withSession = day.data !== undefined && needsSession(day.data) && session !== null;
  const priced = useQuery(
    {
      ...productQueries.ticket(locale, {
        productId: productId ?? '0',
        playDate: date ?? today,
        ...(withSession ? { session: session ?? undefined } : {}),
      }),
      enabled: hydrated && summary !== undefined && date !== null,
    },
    queryClient,
  );

  if (!hydrated) {
    return (
      <p className="bk-fallback">
        <a href="#booking-places">{t('booking.fallback')}</a>
      </p>
    );
  }

  const product = withSession ? priced.data : day.data;
  const days = calendar.data?.days ?? [];
  const disabledDates = days.filter((d) => d.status === 'UNAVAILABLE').map((d) => d.date);
  const soldOutDates = days.filter((d) => d.status === 'SOLD_OUT').map((d) => d.date);
  const dayLabels = Object.fromEntries(
    days.flatMap((d) =>
      d.status === 'AVAILABLE' && d.priceCents !== null
        ? [[d.date, formatHkd(d.priceCents, locale)]]
        : [],
    ),
  );
  const total = selectionTotalCents(selection, product);
  const failure = [day.error, priced.error, calendar.error, products.error].find(
    (e) => e !== null && e !== undefined,
  );
  const { single, bundles } = skuGroups(product?.skus ?? []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = selectionProblem(selection, product);
    if (missing !== null || product === undefined) {
      setProblem(t(`booking.problem.${missing ?? 'product'}`));
      setAdded(null);
      return;
    }
    const lines = toCartLines(selection, product, locale);
    addToCart(lines);
    setProblem(null);
    // The form stays as it is: the visitor sees what went to the cart.
    setAdded(cartCount({ lines } satisfies Cart));
  };

  const stepper = (sku: Sku) => {
    const max = Math.max(0, sku.stockLeft ?? 99);
    return (
      <li key={sku.skuId} className="bk-sku">
        <QuantityStepper
          label={sku.skuName}
          value={selection.quantities[sku.skuId] ?? 0}
          min={0}
          max={Math.min(99, max)}
          disabled={sku.priceCents === null || max === 0}
          messages={widgetMessages}
          onChange={(quantity) => dispatch({ type: 'quantity', skuId: sku.skuId, quantity })}
        />
        <span className="bk-note">
          {sku.priceCents !== null &&
            t('booking.sku.price', { price: formatHkd(sku.priceCents, locale) })}
          {max === 0 ? ` · ${t('booking.sku.soldOut')}` : ''}
          {sku.adults + sku.children > 1
            ? ` · ${t('booking.sku.admits', { adults: sku.adults, children: sku.children })}`
            : ''}
        </span>
      </li>
    );
  };

  return (
    <form className="bk" aria-label={t('booking.form.label')} noValidate onSubmit={submit}>
      <fieldset className="bk-field">
        <legend>{t('booking.place.label')}</legend>
        <div className="bk-choices">
          {places.map((p) => (
            <label key={p.poiCode} className="bk-choice">
              <input
                type="radio"
                name={`${id}-place`}
                value={p.poiCode}
                checked={p.poiCode === poiCode}
                onChange={() => dispatch({ type: 'place', poiCode: p.poiCode })}
              />
              <span>
                {p.poiName}{' '}
                <small>
                  {t(p.poiType === 2 ? 'booking.place.type.2' : 'booking.place.type.1')}
                </small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {place !== undefined && (
        <fieldset className="bk-field">
          <legend>{t('booking.product.label')}</legend>
          {products.isPending && <p className="bk-note">{t('booking.product.loading')}</p>}
          {products.data !== undefined && productList.length === 0 && (
            <p className="bk-note">{t('booking.product.empty')}</p>
          )}
          <div className="bk-choices">
            {productList.map((p) => (
              <label key={p.productId} className="bk-choice">
                <input
                  type="radio"
                  name={`${id}-product`}
                  value={p.productId}
                  checked={p.productId === productId}
                  onChange={() => dispatch({ type: 'product', productId: p.productId })}
                />
                <span>
                  {p.productName}{' '}
                  <small>
                    {t('booking.product.from', { price: formatHkd(p.fromPriceCents, locale) })}
                  </small>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {summary !== undefined && (
        <fieldset className="bk-field">
          <legend>{t('booking.date.label')}</legend>
          {calendar.isPending ? (
            <p className="bk-note">{t('booking.date.loading')}</p>
          ) : (
            <Calendar
              mode="single"
              value={{ start: date, end: null }}
              onChange={(v) => dispatch({ type: 'date', date: v.start })}
              locale={locale}
              label={t('booking.date.calendar')}
              messages={widgetMessages}
              min={today}
              max={lastDay}
              disabledDates={disabledDates}
              soldOutDates={soldOutDates}
              dayLabels={dayLabels}
            />
          )}
          <p className="bk-note" aria-live="polite">
            {date !== null
              ? t('booking.date.chosen', { date: formatDate(date, locale, true) })
              : t('booking.date.choose')}
          </p>
        </fieldset>
      )}

      {day.data !== undefined && needsSession(day.data) && (
        <fieldset className="bk-field">
          <legend>{t('booking.session.label')}</legend>
          <div className="bk-choices">
            {day.data.sessionSlots.map((slot) => {
              const open = slot.status === 'AVAILABLE';
              const note = open
                ? t('booking.session.left', { count: slot.stockLeft })
                : t(
                    slot.status === 'SOLD_OUT'
                      ? 'booking.session.soldOut'
                      : 'booking.session.unavailable',
                  );
              return (
                <label key={slot.session} className="bk-choice">
                  <input
                    type="radio"
                    name={`${id}-session`}
                    value={slot.session}
                    disabled={!open}
                    checked={slot.session === session}
                    onChange={() => dispatch({ type: 'session', session: slot.session })}
                  />
                  <span>
                    {slot.session} <small>{note}</small>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {date !== null && summary !== undefined && (
        <fieldset className="bk-field">
          <legend>{t('booking.sku.label')}</legend>
          {product === undefined && !failure && (
            <p className="bk-note">{t('booking.sku.loading')}</p>
          )}
          {single.length > 0 && <ul className="bk-skus">{single.map(stepper)}</ul>}
          {bundles.length > 0 && (
            <>
              <h3 className="bk-sub">{t('booking.sku.bundles')}</h3>
              <ul className="bk-skus">{bundles.map(stepper)}</ul>
            </>
          )}
          <p className="bk-note">
            {t('booking.sku.freeNote', { age: product?.freeUnderAge ?? FREE_UNDER_AGE })}
          </p>
        </fieldset>
      )}

      {failure && <ErrorNote error={failure} t={t} />}

      <p className="bk-total">
        <span id={`${id}-total`}>{t('booking.total.label')}</span>{' '}
        <output aria-labelledby={`${id}-total`} aria-live="polite">
          {total > 0 ? formatHkd(total, locale) : t('booking.total.none')}
        </output>
      </p>
      <button type="submit" className="bk-submit">
        {t('booking.add')}
      </button>
      <div role="status" className="bk-status">
        {problem !== null && <p className="bk-problem">{problem}</p>}
        {added !== null && (
          <p className="bk-added">
            {t('booking.added', { count: added })}{' '}
            <a href={props.cartPath}>{t('booking.added.link')}</a>
          </p>
        )}
      </div>
    </form>
  );
}

function ErrorNote({ error, t }: { error: unknown; t: Translate }) {
  const problem = productProblem(error);
  return (
    <p role="alert" className="bk-error">
      {t(`booking.error.${problem}`)}{' '}
      <button
        type="button"
        className="bk-retry"
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        {t('booking.retry')}
      </button>
    </p>
  );
}
