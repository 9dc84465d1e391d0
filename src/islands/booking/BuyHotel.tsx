import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import {
  $hotelSelection,
  hotelProblem,
  hotelReducer,
  hotelTotalCents,
  isValidStay,
  quoteFor,
  roomSku,
  roomsLeft,
  stayFromQuery,
  stayNights,
  stayShortcuts,
  toHotelCartLines,
  withoutPastStay,
  type HotelAction,
} from '../../lib/booking/hotel.ts';
import { productQueries } from '../../lib/booking/queries.ts';
import type { RegionCode } from '../../lib/contract/common.ts';
import {
  MAX_STAY_NIGHTS,
  type HotelRoom,
  type ProductSummary,
} from '../../lib/contract/product.ts';
import { addDays, formatDate, hkToday } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { QuantityStepper } from '../widgets/QuantityStepper.tsx';
import { cardState, cheapestProduct } from '../../lib/booking/cards.ts';
import { poiColourCode } from '../../lib/poi-colours.ts';
import { REGIONS } from '../../lib/regions.ts';
import { BookingFooter, BookingForm, DateStep, ProductCards, Step } from './BookingForm.tsx';
import {
  type BookingIslandProps,
  type BookingPlace,
  firstError,
  createTranslator,
  placeOfQuery,
  useAddToCart,
  useCalendars,
  usePriceCalendar,
} from './BookingParts.tsx';
import { ProductDetails } from './ProductDetails.tsx';
import { RoomNotify } from './WaitlistNotify.tsx';
import { MAX_WAIT_QUANTITY } from '../../lib/contract/waitlist.ts';
import { localizePath } from '../../lib/i18n/paths.ts';
import { useHydrated } from '../useHydrated.ts';
import './hotel.css';

/** The buy-hotel page's strings (locales/<lang>/hotel.json), passed as a prop. */
export type HotelMessages = Partial<I18nNamespaces['hotel']>;

export interface BuyHotelProps extends BookingIslandProps<HotelMessages> {
  regionCode: RegionCode;
  /** The hotels of the area, from the page's content. */
  places: readonly BookingPlace[];
}

const dispatch = (action: HotelAction) =>
  $hotelSelection.set(hotelReducer($hotelSelection.get(), action));

/**
 * The hotel and stay named by the page address (the quick search's link: poiType=3, poiId the
 * CMS id or poiCode, startDate and endDate); a kept check-in that has passed is dropped.
 */
function applyQuery(places: readonly BookingPlace[], today: string): void {
  const query = new URLSearchParams(window.location.search);
  const place = placeOfQuery(places, query);
  // A stay kept from an earlier visit may have begun since.
  const fresh = withoutPastStay($hotelSelection.get(), today);
  if (fresh !== $hotelSelection.get()) $hotelSelection.set(fresh);
  const current = $hotelSelection.get();
  if (place !== undefined && place.poiCode !== current.poiCode) {
    dispatch({ type: 'hotel', poiCode: place.poiCode });
  }
  const stay = stayFromQuery(query.get('startDate'), query.get('endDate'), today);
  if (place !== undefined && stay !== null) {
    if (place.poiCode !== current.poiCode || current.checkIn === null) {
      dispatch({ type: 'stay', ...stay });
    }
  }
}

/** The room type whose prices the calendar shows: the cheapest of the hotel. */
const calendarRoom = (rooms: readonly ProductSummary[]): ProductSummary | undefined =>
  rooms.reduce<ProductSummary | undefined>(
    (low, r) => (low === undefined || r.fromPriceCents < low.fromPriceCents ? r : low),
    undefined,
  );

/**
 * The hotel purchase form (SPEC §2 buy-hotel, §5, §9): a hotel of the area, a stay of 1 to 14
 * nights on the price calendar (with 1-, 2- and 3-night shortcuts), a number of rooms per room
 * type quoted for the stay, then "Add to cart". The form is kept in sessionStorage, the cart too.
 */
export default function BuyHotel(props: BuyHotelProps) {
  const { locale, places, messages, widgetMessages } = props;
  const t = createTranslator(locale, messages);
  const id = useId();
  const [today] = useState(() => hkToday());
  const cart = useAddToCart();
  const selection = useStore($hotelSelection);
  // A hotel of an area not open yet (QY) has a card and nothing to book.
  const comingSoon = REGIONS[props.regionCode].comingSoon;

  const hydrated = useHydrated(locale, () => {
    applyQuery(places, today);
  });

  // The area's room types: each hotel's card is priced by its cheapest room's calendar.
  const roomTypes = useQuery(
    {
      ...productQueries.tickets(locale, { regionCode: props.regionCode, productType: 'HOTEL' }),
      enabled: hydrated && !comingSoon,
    },
    queryClient,
  );
  const cheapest = places.map((p) => cheapestProduct(roomTypes.data ?? [], p.poiCode));
  const calendars = useCalendars(
    cheapest.map((r) => r?.productId),
    today,
    hydrated && !comingSoon,
  );

  const { poiCode, checkIn, checkOut } = selection;
  const place = comingSoon ? undefined : places.find((p) => p.poiCode === poiCode);
  const hotel = useQuery(
    { ...productQueries.hotel(locale, poiCode ?? ''), enabled: hydrated && !!place },
    queryClient,
  );
  const priced = calendarRoom(hotel.data?.rooms ?? []);
  const { calendar, lastDay } = usePriceCalendar(
    priced?.productId ?? null,
    today,
    hydrated && priced !== undefined,
  );
  // The 1-, 2- and 3-night stays from the check-in, quoted by the calendar of that day.
  const stays = useQuery(
    {
      ...productQueries.calendar({
        productId: priced?.productId ?? '0',
        startDate: checkIn ?? today,
        endDate: checkIn ?? today,
      }),
      enabled: hydrated && priced !== undefined && checkIn !== null && checkIn <= lastDay,
    },
    queryClient,
  );
  const validStay = checkIn !== null && checkOut !== null && isValidStay(checkIn, checkOut, today);
  const rooms = useQuery(
    {
      ...productQueries.rooms(locale, {
        poiCode: poiCode ?? '',
        checkInDate: checkIn ?? today,
        checkOutDate: checkOut ?? addDays(today, 1),
      }),
      enabled: hydrated && !!place && validStay,
    },
    queryClient,
  );

  if (!hydrated) {
    return (
      <p className="bk-fallback">
        <a href="#booking-places">{t('hotel.fallback')}</a>
      </p>
    );
  }

  const roomList = validStay ? rooms.data : undefined;
  const nights = stayNights(checkIn, checkOut);
  const total = hotelTotalCents(selection, roomList);
  const failure = firstError(
    roomTypes.error,
    hotel.error,
    calendar.error,
    stays.error,
    validStay ? rooms.error : null,
  );
  const date = (d: string) => formatDate(d, locale, true);

  const submit = cart.submit(() => {
    const missing = hotelProblem(selection, roomList, today);
    return missing !== null
      ? t(`hotel.problem.${missing}`, { max: MAX_STAY_NIGHTS })
      : toHotelCartLines(selection, roomList);
  });

  const room = (r: HotelRoom) => {
    const left = roomsLeft(r);
    const sku = roomSku(r);
    const open = left > 0 && sku !== undefined && r.stay.totalCents !== null;
    const value = Math.min(selection.quantities[r.productId] ?? 0, left);
    const guests =
      sku === undefined
        ? ''
        : sku.children > 0
          ? t('hotel.room.guests', {
              adults: t('hotel.room.adults', { count: sku.adults }),
              children: t('hotel.room.children', { count: sku.children }),
            })
          : t('hotel.room.guestsAdults', { adults: t('hotel.room.adults', { count: sku.adults }) });
    const nightly = r.stay.nightly
      .map((n) => (n.priceCents === null ? '–' : formatHkd(n.priceCents, locale)))
      .join(' · ');
    return (
      <li key={r.productId} className="ht-room">
        <h3 className="bk-sub ht-room-name">{r.productName}</h3>
        {guests !== '' && <p className="bk-note">{guests}</p>}
        {open && r.stay.totalCents !== null ? (
          <p className="ht-room-price">
            {t('hotel.room.total', { price: formatHkd(r.stay.totalCents, locale) })}{' '}
            <small className="bk-note">{t('hotel.room.nightly', { prices: nightly })}</small>
          </p>
        ) : null}
        <p className={open ? 'bk-note' : 'bk-note ht-room-closed'}>
          {open
            ? t('hotel.room.left', { count: left })
            : t(
                r.stay.status === 'SOLD_OUT' || r.stay.totalCents !== null
                  ? 'hotel.room.soldOut'
                  : 'hotel.room.unavailable',
              )}
        </p>
        {!open &&
          r.stay.status === 'SOLD_OUT' &&
          sku !== undefined &&
          validStay &&
          checkIn !== null &&
          checkOut !== null && (
            <RoomNotify
              locale={locale}
              productId={r.productId}
              skuId={sku.skuId}
              checkIn={checkIn}
              checkOut={checkOut}
              roomName={r.productName}
              loginPath={localizePath(locale, '/login')}
              waitlistPath={localizePath(locale, '/user/waitlist')}
              text={{
                title: t('hotel.wait.title'),
                lead: (minutes) => t('hotel.wait.lead', { count: minutes }),
                quantity: t('hotel.wait.quantity', { max: MAX_WAIT_QUANTITY }),
                quantityError: t('hotel.wait.quantityError', { max: MAX_WAIT_QUANTITY }),
                submit: t('hotel.wait.submit'),
                login: t('hotel.wait.login'),
                joined: (position) => t('hotel.wait.joined', { count: position }),
                failed: t('hotel.wait.failed'),
                link: t('hotel.wait.link'),
              }}
            />
          )}
        <div className="ht-qty">
          {/* The stepper's own label names the room type for assistive technology. */}
          <span className="ht-qty-label" aria-hidden="true">
            {t('hotel.room.rooms')}
          </span>
          <QuantityStepper
            label={t('hotel.room.quantity', { room: r.productName })}
            value={value}
            min={0}
            max={Math.min(99, left)}
            disabled={!open}
            locale={locale}
            messages={widgetMessages}
            onChange={(quantity) =>
              dispatch({ type: 'quantity', productId: r.productId, quantity })
            }
          />
        </div>
        <ProductDetails
          detail={r.productDesc}
          refund={hotel.data?.poiRefundDesc ?? ''}
          labels={{
            summary: t('hotel.details.summary', { room: r.productName }),
            refund: t('hotel.details.refund'),
          }}
        />
      </li>
    );
  };

  return (
    <BookingForm
      label={t('hotel.form.label')}
      onSubmit={submit}
      cards={
        <ProductCards
          legend={t('hotel.place.label')}
          name={`${id}-hotel`}
          value={place?.poiCode ?? null}
          onChange={(value) => dispatch({ type: 'hotel', poiCode: value })}
          cards={places.map((p, i) => {
            const room = cheapest[i];
            return {
              value: p.poiCode,
              name: p.poiName,
              picture: p.imgMain ?? room?.imgMain,
              colour: poiColourCode(p.poiCode),
              state: cardState({
                days:
                  room !== undefined
                    ? calendars.get(room.productId)
                    : roomTypes.data !== undefined
                      ? []
                      : undefined,
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
        place !== undefined && (
          <DateStep
            legend={t('hotel.stay.label')}
            label={t('hotel.stay.calendar')}
            mode="range"
            note={
              checkIn === null
                ? t('hotel.stay.chooseCheckIn')
                : checkOut === null || nights === null
                  ? t('hotel.stay.chooseCheckOut', {
                      checkIn: date(checkIn),
                      count: MAX_STAY_NIGHTS,
                    })
                  : t('hotel.stay.chosen', {
                      checkIn: date(checkIn),
                      checkOut: date(checkOut),
                      count: nights,
                    })
            }
            loading={
              hotel.data !== undefined && hotel.data.rooms.length === 0
                ? t('hotel.room.empty')
                : priced === undefined || calendar.isPending
                  ? t('hotel.stay.loading')
                  : null
            }
            value={{ start: checkIn, end: checkOut }}
            onChange={(v) => dispatch({ type: 'stay', checkIn: v.start, checkOut: v.end })}
            days={calendar.data?.days ?? []}
            min={today}
            max={lastDay}
            maxRangeDays={MAX_STAY_NIGHTS}
            locale={locale}
            widgetMessages={widgetMessages}
          >
            {checkIn !== null && priced !== undefined && (
              <div className="ht-stays" role="group" aria-label={t('hotel.stay.shortcuts')}>
                {stayShortcuts(checkIn).map((option) => {
                  const quote = quoteFor(stays.data?.stays ?? [], checkIn, option.nights);
                  const open = quote === undefined || quote.status === 'AVAILABLE';
                  const note =
                    quote === undefined
                      ? ''
                      : quote.status === 'AVAILABLE' && quote.totalCents !== null
                        ? t('hotel.stay.option.price', {
                            price: formatHkd(quote.totalCents, locale),
                          })
                        : t(
                            quote.status === 'SOLD_OUT'
                              ? 'hotel.stay.option.soldOut'
                              : 'hotel.stay.option.unavailable',
                          );
                  return (
                    <button
                      key={option.nights}
                      type="button"
                      className="ht-stay"
                      aria-pressed={checkOut === option.checkOut}
                      disabled={!open}
                      onClick={() => dispatch({ type: 'stay', checkIn, checkOut: option.checkOut })}
                    >
                      <span>{t(`hotel.stay.option.${option.nights}`)}</span>{' '}
                      {note !== '' && <small>{note}</small>}
                    </button>
                  );
                })}
              </div>
            )}
          </DateStep>
        )
      }
      quantities={
        place !== undefined &&
        priced !== undefined && (
          <Step legend={t('hotel.room.label')}>
            {!validStay && <p className="bk-note">{t('hotel.room.choose')}</p>}
            {validStay && rooms.isPending && <p className="bk-note">{t('hotel.room.loading')}</p>}
            {roomList !== undefined && roomList.length === 0 && (
              <p className="bk-note">{t('hotel.room.empty')}</p>
            )}
            {roomList !== undefined && roomList.length > 0 && (
              <ul className="ht-rooms">{roomList.map(room)}</ul>
            )}
          </Step>
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
              error: (problem) => t(`hotel.error.${problem}`),
              retry: t('hotel.retry'),
              total: t('hotel.total.label'),
              add: t('hotel.add'),
              added: (count) => t('hotel.added', { count }),
              link: t('hotel.added.link'),
            }}
          />
        )
      }
    />
  );
}
