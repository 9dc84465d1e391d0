import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { queryClient } from '../../lib/api/query.ts';
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
import { POI_TYPE, type RegionCode } from '../../lib/contract/common.ts';
import { FREE_UNDER_AGE, type Sku } from '../../lib/contract/product.ts';
import { formatDate, hkToday, isIsoDate } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { cardState, mainProduct } from '../../lib/booking/cards.ts';
import { REGIONS } from '../../lib/regions.ts';
import { MAX_WAIT_QUANTITY } from '../../lib/contract/waitlist.ts';
import { localizePath } from '../../lib/i18n/paths.ts';
import { linkedProductId } from '../../lib/site/paths.ts';
import {
  BookingFooter,
  BookingForm,
  ChipStep,
  DateStep,
  ProductCards,
  Step,
} from './BookingForm.tsx';
import {
  type BookingIslandProps,
  type BookingPlace,
  firstError,
  createTranslator,
  placeOfQuery,
  sessionChoices,
  useAddToCart,
  useCalendars,
  usePriceCalendar,
} from './BookingParts.tsx';
import { ProductDetails } from './ProductDetails.tsx';
import { SkuSteppers } from './SkuSteppers.tsx';
import { WaitlistNotify } from './WaitlistNotify.tsx';
import { useHydrated } from '../useHydrated.ts';

export type { BookingPlace } from './BookingParts.tsx';

/** The buy pages' strings (locales/<lang>/booking.json), passed as a prop. */
export type BookingMessages = Partial<I18nNamespaces['booking']>;

export interface BuyTicketsProps extends BookingIslandProps<BookingMessages> {
  regionCode: RegionCode;
  places: readonly BookingPlace[];
}

const dispatch = (action: SelectionAction) =>
  $ticketSelection.set(selectionReducer($ticketSelection.get(), action));

/**
 * The place, product and date named by the page address (the quick search's link, a POI page's
 * booking link); a kept date that has passed is dropped.
 */
function applyQuery(places: readonly BookingPlace[], today: string): void {
  const query = new URLSearchParams(window.location.search);
  const place = placeOfQuery(places, query);
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
 * The ticket purchase form (SPEC §2 buy-tickets): a card per park or show of the area (its
 * picture, the lowest price of its next bookable day, its badges), one of its products, a day of
 * the price calendar, a session for shows and a quantity per SKU, then "Add to cart". The form
 * is kept in sessionStorage, the cart too.
 */
export default function BuyTickets(props: BuyTicketsProps) {
  const { locale, places, messages, widgetMessages } = props;
  const t = createTranslator(locale, messages);
  const id = useId();
  const [today] = useState(() => hkToday());
  const cart = useAddToCart();
  const selection = useStore($ticketSelection);
  const comingSoon = REGIONS[props.regionCode].comingSoon;

  // The product a content page's link names (?productId=), and the day it names with it
  // (&startDate=): chosen once the area's products load.
  const linked = useRef<string | null>(null);
  const linkedDay = useRef<string | null>(null);
  const hydrated = useHydrated(locale, () => {
    applyQuery(places, today);
    linked.current = linkedProductId(window.location.search);
    const start = new URLSearchParams(window.location.search).get('startDate');
    linkedDay.current = start !== null && isIsoDate(start) && start >= today ? start : null;
  });

  // Every product of the area: the cards' prices and the chosen place's products.
  const products = useQuery(
    {
      ...productQueries.tickets(locale, { regionCode: props.regionCode }),
      enabled: hydrated && !comingSoon,
    },
    queryClient,
  );
  const all = products.data ?? [];
  const mains = places.map((p) => mainProduct(all, p.poiCode));
  const calendars = useCalendars(
    mains.map((p) => p?.productId),
    today,
    hydrated && !comingSoon,
  );

  const { poiCode, productId, date, session } = selection;
  const place = places.find((p) => p.poiCode === poiCode);
  const productList = all.filter((p) => p.poiCode === poiCode && p.productType !== 'ANNUAL_CARD');
  const summary = productList.find((p) => p.productId === productId);

  // The linked product is chosen with its place; else a place's first product is chosen for the
  // visitor; a product gone from sale is dropped.
  useEffect(() => {
    if (products.data === undefined) return;
    const wanted = linked.current;
    linked.current = null;
    const chosen = products.data.find(
      (p) => p.productId === wanted && p.productType !== 'ANNUAL_CARD',
    );
    const day = linkedDay.current;
    linkedDay.current = null;
    if (chosen !== undefined && places.some((p) => p.poiCode === chosen.poiCode)) {
      dispatch({ type: 'place', poiCode: chosen.poiCode });
      dispatch({ type: 'product', productId: chosen.productId });
      if (day !== null) dispatch({ type: 'date', date: day });
      return;
    }
    if (place === undefined) return;
    const first = productList[0];
    if (summary === undefined) dispatch({ type: 'product', productId: first?.productId ?? null });
  }, [products.data, productList, summary, place, places]);

  const { calendar, lastDay } = usePriceCalendar(productId, today, hydrated && !!summary);
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
  const total = selectionTotalCents(selection, product);
  const failure = firstError(day.error, priced.error, calendar.error, products.error);
  const { single, bundles } = skuGroups(product?.skus ?? []);

  const submit = cart.submit(() => {
    const missing = selectionProblem(selection, product, summary);
    if (missing !== null || product === undefined) {
      return t(`booking.problem.${missing ?? 'product'}`);
    }
    return toCartLines(selection, product);
  });

  const steppers = (skus: readonly Sku[]) => (
    <SkuSteppers
      skus={skus}
      quantities={selection.quantities}
      onChange={(skuId, quantity) => dispatch({ type: 'quantity', skuId, quantity })}
      locale={locale}
      text={{
        price: (price) => t('booking.sku.price', { price }),
        soldOut: t('booking.sku.soldOut'),
        more: (sku) => {
          if (sku.adults + sku.children <= 1) return '';
          const adults = t('booking.sku.adults', { count: sku.adults });
          const children = t('booking.sku.children', { count: sku.children });
          if (sku.children === 0) return ` · ${t('booking.sku.admitsAdults', { adults })}`;
          if (sku.adults === 0) return ` · ${t('booking.sku.admitsChildren', { children })}`;
          return ` · ${t('booking.sku.admits', { adults, children })}`;
        },
      }}
      widgetMessages={widgetMessages}
    />
  );

  return (
    <BookingForm
      label={t('booking.form.label')}
      onSubmit={submit}
      cards={
        <ProductCards
          legend={t('booking.place.label')}
          name={`${id}-place`}
          value={poiCode}
          onChange={(value) => dispatch({ type: 'place', poiCode: value })}
          cards={places.map((p, i) => {
            const main = mains[i];
            return {
              value: p.poiCode,
              name: p.poiName,
              note: t(
                p.poiType === POI_TYPE.show ? 'booking.place.type.2' : 'booking.place.type.1',
              ),
              picture: p.imgMain ?? main?.imgMain,
              state: cardState({
                days:
                  main !== undefined
                    ? calendars.get(main.productId)
                    : products.data !== undefined
                      ? []
                      : undefined,
                product: main,
                comingSoon,
              }),
            };
          })}
          pictures={props.pictures}
          locale={locale}
          messages={props.formMessages}
        />
      }
      date={
        <>
          {place !== undefined && productList.length > 0 && (
            <ChipStep
              legend={t('booking.product.label')}
              name={`${id}-product`}
              value={productId}
              onChange={(value) => dispatch({ type: 'product', productId: value })}
              choices={productList.map((p) => ({
                value: p.productId,
                label: p.productName,
                note: t('booking.product.from', { price: formatHkd(p.fromPriceCents, locale) }),
              }))}
            />
          )}
          {place !== undefined && products.data !== undefined && productList.length === 0 && (
            <p className="bk-note">{t('booking.product.empty')}</p>
          )}
          {summary !== undefined && (
            <DateStep
              legend={t('booking.date.label')}
              label={t('booking.date.calendar')}
              note={
                date !== null
                  ? t('booking.date.chosen', { date: formatDate(date, locale, true) })
                  : t('booking.date.choose')
              }
              loading={calendar.isPending ? t('booking.date.loading') : null}
              value={{ start: date, end: null }}
              onChange={(value) => dispatch({ type: 'date', date: value.start })}
              days={calendar.data?.days ?? []}
              min={today}
              max={lastDay}
              locale={locale}
              widgetMessages={widgetMessages}
            />
          )}
          {summary !== undefined && calendar.data !== undefined && (
            <WaitlistNotify
              key={summary.productId}
              locale={locale}
              productId={summary.productId}
              days={calendar.data.days}
              chosen={{ date, session }}
              loginPath={localizePath(locale, '/login')}
              waitlistPath={localizePath(locale, '/user/waitlist')}
              text={{
                title: t('booking.wait.title'),
                lead: (minutes) => t('booking.wait.lead', { count: minutes }),
                slot: t('booking.wait.slot'),
                sku: t('booking.wait.sku'),
                quantity: t('booking.wait.quantity', { max: MAX_WAIT_QUANTITY }),
                quantityError: t('booking.wait.quantityError', { max: MAX_WAIT_QUANTITY }),
                submit: t('booking.wait.submit'),
                login: t('booking.wait.login'),
                joined: (position) => t('booking.wait.joined', { count: position }),
                failed: t('booking.wait.failed'),
                link: t('booking.wait.link'),
              }}
            />
          )}
        </>
      }
      session={
        day.data !== undefined &&
        needsSession(day.data) && (
          <ChipStep
            legend={t('booking.session.label')}
            name={`${id}-session`}
            value={session}
            onChange={(value) => dispatch({ type: 'session', session: value })}
            choices={sessionChoices(day.data.sessionSlots, {
              left: (count) => t('booking.session.left', { count }),
              soldOut: t('booking.session.soldOut'),
              unavailable: t('booking.session.unavailable'),
            })}
          />
        )
      }
      quantities={
        date !== null &&
        summary !== undefined && (
          <Step legend={t('booking.sku.label')}>
            {product === undefined && !failure && (
              <p className="bk-note">{t('booking.sku.loading')}</p>
            )}
            {steppers(single)}
            {bundles.length > 0 && (
              <>
                <h3 className="bk-sub">{t('booking.sku.bundles')}</h3>
                {steppers(bundles)}
              </>
            )}
            <p className="bk-note">
              {t('booking.sku.freeNote', { age: product?.freeUnderAge ?? FREE_UNDER_AGE })}
            </p>
          </Step>
        )
      }
      details={
        product !== undefined && (
          <ProductDetails
            detail={product.productDetailDesc}
            refund={product.poiRefundDesc}
            labels={{
              summary: t('booking.details.summary'),
              refund: t('booking.details.refund'),
            }}
          />
        )
      }
      footer={
        !comingSoon && (
          <BookingFooter
            id={id}
            locale={locale}
            failure={failure}
            totalCents={total}
            cart={cart}
            cartPath={props.cartPath}
            text={{
              error: (problem) => t(`booking.error.${problem}`),
              retry: t('booking.retry'),
              total: t('booking.total.label'),
              add: t('booking.add'),
              added: (count) => t('booking.added', { count }),
              link: t('booking.added.link'),
            }}
          />
        )
      }
    />
  );
}
