// @vitest-environment jsdom
import { PRODUCT_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import BuyHotel, { type BuyHotelProps } from '../../../src/islands/booking/BuyHotel.tsx';
import { $cart } from '../../../src/lib/booking/cart.ts';
import { $hotelSelection, EMPTY_HOTEL_SELECTION } from '../../../src/lib/booking/hotel.ts';
import type {
  Hotel,
  HotelRoom,
  ProductSummary,
  StayQuote,
} from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import en from '../../../locales/en/hotel.json';
import tw from '../../../locales/zh-TW/hotel.json';
import twWidgets from '../../../locales/zh-TW/widgets.json';
import { fail, ok } from '../api/test-server.ts';
import {
  calendarDays,
  dayCell,
  englishProps,
  formNamed,
  productSummary,
  serveIslandApi,
} from './support.ts';

/** The buy-hotel island against a real HTTP server answering the product calls. */

const today = hkToday();
const IN = addDays(today, 3);
const OUT = addDays(today, 5);
/** The cheapest room is sold out on this night. */
const SOLD = addDays(today, 12);

interface RoomSpec {
  productId: string;
  name: string;
  /** Price of a night. */
  price: (date: string) => number;
  /** Rooms left on a night. */
  stock: (date: string) => number;
  adults: number;
  children: number;
}
const STANDARD: RoomSpec = {
  productId: '11',
  name: 'Safari standard room',
  price: (d) => (d === addDays(today, 4) ? 168_000 : 128_000),
  stock: (d) => (d === SOLD ? 0 : 4),
  adults: 2,
  children: 0,
};
const FAMILY: RoomSpec = {
  productId: '12',
  name: 'Safari family room',
  price: () => 200_000,
  // Full on the second night of the stay: the stay is sold out.
  stock: (d) => (d === addDays(today, 4) ? 0 : 3),
  adults: 2,
  children: 2,
};
const SPECS = [STANDARD, FAMILY];

const summary = (r: RoomSpec): ProductSummary =>
  productSummary({
    productId: r.productId,
    productCode: `GZ_SAFARI_HOTEL_${r.productId}`,
    productType: 'HOTEL',
    catalogId: '3',
    poiCode: 'GZ_SAFARI_HOTEL',
    poiType: 3,
    poiName: 'Safari Hotel',
    productName: r.name,
    productDesc: `<p>${r.name}: buffet breakfast included.</p>`,
    fromPriceCents: r.price(today),
  });

const stay = (r: RoomSpec, checkIn: string, checkOut: string): StayQuote => {
  const nightly = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) {
    const left = r.stock(d);
    nightly.push({
      date: d,
      tier: 'OFF_PEAK' as const,
      priceCents: r.price(d),
      stockLeft: left,
      status: left > 0 ? ('AVAILABLE' as const) : ('SOLD_OUT' as const),
    });
  }
  const status = nightly.some((n) => n.status === 'SOLD_OUT') ? 'SOLD_OUT' : 'AVAILABLE';
  return {
    checkInDate: checkIn,
    checkOutDate: checkOut,
    nights: nightly.length,
    totalCents: status === 'AVAILABLE' ? nightly.reduce((s, n) => s + n.priceCents, 0) : null,
    status,
    nightly,
  };
};

const roomOf = (r: RoomSpec, checkIn: string, checkOut: string): HotelRoom => ({
  ...summary(r),
  skus: [
    {
      skuId: `${r.productId}01`,
      skuType: 'ROOM',
      skuName: 'Per room per night',
      adults: r.adults,
      children: r.children,
      minAge: null,
      maxAge: null,
      peakPriceCents: 168_000,
      offPeakPriceCents: 128_000,
      priceCents: r.price(checkIn),
      stockLeft: r.stock(checkIn),
    },
  ],
  stay: stay(r, checkIn, checkOut),
  stayOptions: [1, 2, 3].map((n) => stay(r, checkIn, addDays(checkIn, n))),
});

const hotel: Hotel = {
  poiCode: 'GZ_SAFARI_HOTEL',
  poiName: 'Safari Hotel',
  poiRefundDesc: '<p>Free cancellation up to 3 days before check-in.</p>',
  regionCode: 'GZ',
  imgMain: '',
  rooms: SPECS.map(summary),
  packages: [],
};

/** The calendar of the cheapest room: 4 left a night, none on SOLD. */
const days = () => calendarDays(today, STANDARD.price, 4, SOLD);

const props: BuyHotelProps = {
  ...englishProps(en),
  regionCode: 'GZ',
  places: [
    { id: '950', poiCode: 'GZ_SAFARI_HOTEL', poiName: 'Safari Hotel', poiType: 3 },
    { id: '951', poiCode: 'GZ_PANDA_HOTEL', poiName: 'Panda Hotel', poiType: 3 },
  ],
};

const server = serveIslandApi(() => $hotelSelection.set(EMPTY_HOTEL_SELECTION));
beforeEach(() => {
  // The area's room types: the hotel cards are priced by the cheapest room's calendar.
  server.route(PRODUCT_ROUTES.paths.ticketList, () => ok(SPECS.map(summary)));
  server.route(PRODUCT_ROUTES.paths.hotelLoad, () => ok(hotel));
  server.route(PRODUCT_ROUTES.paths.priceCalendar, (r) => {
    const start = r.query.get('startDate') ?? today;
    const end = r.query.get('endDate') ?? today;
    return ok({
      productId: r.query.get('productId'),
      productType: 'HOTEL',
      today,
      days: days().filter((d) => d.date >= start && d.date <= end),
      stays: [1, 2, 3].map((n) => stay(STANDARD, start, addDays(start, n))),
    });
  });
  server.route(PRODUCT_ROUTES.paths.hotelRooms, (r) => {
    const checkIn = r.query.get('checkInDate') ?? today;
    const checkOut = r.query.get('checkOutDate') ?? today;
    return ok(SPECS.map((s) => roomOf(s, checkIn, checkOut)));
  });
});

const status = () => {
  const node = document.querySelector('.bk-status');
  if (!(node instanceof HTMLElement)) throw new Error('no status line');
  return node;
};
const form = (name = 'Book a hotel') => formNamed(name);

const hkd = (cents: number) => `HK$${(cents / 100).toLocaleString('en')}`;

describe('buy-hotel island', () => {
  it('books rooms for a two-night stay of the price calendar', async () => {
    render(<BuyHotel {...props} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Safari Hotel' }));

    expect(await dayCell(SOLD)).toHaveAttribute('aria-disabled', 'true');
    const checkIn = await dayCell(IN);
    expect(checkIn).toHaveTextContent('1,280');
    expect(checkIn).toHaveAccessibleName(/HK\$1,280/);
    fireEvent.click(checkIn);
    expect(screen.getByText(/Now choose the check-out date \(at most 14 nights\)/)).toBeVisible();
    fireEvent.click(await dayCell(OUT));
    expect(screen.getByText(/· 2 nights$/)).toBeInTheDocument();

    const rooms = await screen.findByRole('list');
    const standard = within(rooms).getByRole('heading', { name: STANDARD.name }).closest('li');
    if (!standard) throw new Error('no standard room');
    expect(standard).toHaveTextContent('Sleeps 2 adults');
    expect(standard).toHaveTextContent('HK$2,960 per room for the stay');
    expect(standard).toHaveTextContent('Per night: HK$1,280 · HK$1,680');
    expect(standard).toHaveTextContent('4 rooms left');
    const family = within(rooms).getByRole('heading', { name: FAMILY.name }).closest('li');
    if (!family) throw new Error('no family room');
    expect(family).toHaveTextContent('Sleeps 2 adults and 2 children');
    expect(family).toHaveTextContent('Sold out for these dates');
    expect(
      within(family).getByRole('button', { name: `Increase ${FAMILY.name}, rooms` }),
    ).toBeDisabled();

    // The details of the room with the hotel's refund terms.
    expect(within(standard).getByText(`${STANDARD.name}: details and refund terms`)).toBeVisible();
    expect(standard).toHaveTextContent('Free cancellation up to 3 days before check-in.');

    const increase = within(standard).getByRole('button', {
      name: `Increase ${STANDARD.name}, rooms`,
    });
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(form().querySelector('output')).toHaveTextContent(hkd(2 * 296_000));

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('2 rooms added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
      'href',
      '/en/product',
    );
    expect($cart.get().lines).toEqual([
      {
        productId: '11',
        skuId: '1101',
        productType: 'HOTEL',
        poiCode: 'GZ_SAFARI_HOTEL',
        poiType: 3,
        date: IN,
        endDate: OUT,
        quantity: 2,
        unitPriceCents: 296_000,
        stockLeft: 4,
      },
    ]);
    const asked = server.calls(PRODUCT_ROUTES.paths.hotelRooms)[0];
    expect(asked?.query.get('poiCode')).toBe('GZ_SAFARI_HOTEL');
    expect(asked?.query.get('checkInDate')).toBe(IN);
    expect(asked?.query.get('checkOutDate')).toBe(OUT);
    expect(asked?.headers.get('accept-language')).toBe('en');
  });

  it('offers stays of 1, 2 and 3 nights from the check-in with their totals', async () => {
    $hotelSelection.set({ ...EMPTY_HOTEL_SELECTION, poiCode: 'GZ_SAFARI_HOTEL' });
    render(<BuyHotel {...props} />);
    fireEvent.click(await dayCell(IN));
    const shortcuts = await screen.findByRole('group', {
      name: 'Quick stays from the check-in date',
    });
    const two = await within(shortcuts).findByRole('button', { name: /2 nights from HK\$2,960/ });
    expect(within(shortcuts).getByRole('button', { name: /1 night from HK\$1,280/ })).toBeEnabled();
    expect(
      within(shortcuts).getByRole('button', { name: /3 nights from HK\$4,240/ }),
    ).toBeEnabled();
    expect(two).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(two);
    expect(two).toHaveAttribute('aria-pressed', 'true');
    expect($hotelSelection.get()).toMatchObject({ checkIn: IN, checkOut: OUT });
    expect(await screen.findByRole('heading', { name: STANDARD.name })).toBeInTheDocument();
  });

  it('says what is missing before adding to the cart', async () => {
    render(<BuyHotel {...props} />);
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    fireEvent.click(add);
    expect(status()).toHaveTextContent('Choose a hotel first.');

    fireEvent.click(screen.getByRole('radio', { name: 'Safari Hotel' }));
    fireEvent.click(await dayCell(IN));
    fireEvent.click(add);
    expect(status()).toHaveTextContent(
      'Choose the check-in and check-out dates first (1 to 14 nights).',
    );

    fireEvent.click(await dayCell(OUT));
    await screen.findByRole('heading', { name: STANDARD.name });
    fireEvent.click(add);
    expect(status()).toHaveTextContent('Choose at least one room.');
    expect($cart.get().lines).toEqual([]);
  });

  it('takes the hotel and stay of the quick search link and keeps the form', async () => {
    window.history.replaceState(
      null,
      '',
      `/en/GZ/buy-hotel?poiType=3&poiId=950&startDate=${IN}&endDate=${OUT}`,
    );
    const { unmount } = render(<BuyHotel {...props} />);
    expect(await screen.findByRole('radio', { name: 'Safari Hotel' })).toBeChecked();
    expect(await dayCell(IN)).toHaveAttribute('aria-selected', 'true');
    expect(await dayCell(OUT)).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(
      await screen.findByRole('button', { name: `Increase ${STANDARD.name}, rooms` }),
    );
    unmount();
    expect(JSON.parse(sessionStorage.getItem('resort-storefront:buy-hotel') ?? '{}')).toEqual({
      poiCode: 'GZ_SAFARI_HOTEL',
      checkIn: IN,
      checkOut: OUT,
      quantities: { '11': 1 },
    });

    // Back on the page in Traditional Chinese: the same form.
    window.history.replaceState(null, '', '/GZ/buy-hotel');
    render(<BuyHotel {...props} locale="zh-TW" messages={tw} widgetMessages={twWidgets} />);
    const zh = form('預訂酒店');
    expect(within(zh).getByRole('radio', { name: 'Safari Hotel' })).toBeChecked();
    expect(
      await within(zh).findByRole('spinbutton', { name: `${STANDARD.name}（間數）` }),
    ).toHaveValue(1);
    expect(zh.querySelector('output')).toHaveTextContent('2,960');
  });

  it('takes the poiCode as poiId and ignores a stay that is too long or past', async () => {
    window.history.replaceState(
      null,
      '',
      `/en/GZ/buy-hotel?poiType=3&poiId=GZ_PANDA_HOTEL&startDate=${IN}&endDate=${addDays(IN, 20)}`,
    );
    render(<BuyHotel {...props} />);
    expect(await screen.findByRole('radio', { name: 'Panda Hotel' })).toBeChecked();
    expect($hotelSelection.get()).toMatchObject({ checkIn: IN, checkOut: null });
  });

  it('drops a kept check-in that has passed', async () => {
    $hotelSelection.set({
      poiCode: 'GZ_SAFARI_HOTEL',
      checkIn: addDays(today, -2),
      checkOut: addDays(today, 1),
      quantities: { '11': 1 },
    });
    render(<BuyHotel {...props} />);
    expect(await screen.findByText('Choose a check-in date in the calendar.')).toBeInTheDocument();
    expect($hotelSelection.get()).toMatchObject({ checkIn: null, checkOut: null, quantities: {} });
  });

  it('shows the product failures as text with "Try again"', async () => {
    server.route(PRODUCT_ROUTES.paths.hotelRooms, () =>
      fail(409, 'PRODUCT_NOT_ON_SALE', 'not on sale', { date: IN }),
    );
    $hotelSelection.set({
      ...EMPTY_HOTEL_SELECTION,
      poiCode: 'GZ_SAFARI_HOTEL',
      checkIn: IN,
      checkOut: OUT,
    });
    render(<BuyHotel {...props} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No rooms are on sale for these dates. Please choose other dates.',
    );

    server.route(PRODUCT_ROUTES.paths.hotelRooms, (r) =>
      ok(
        SPECS.map((s) =>
          roomOf(s, r.query.get('checkInDate') ?? IN, r.query.get('checkOutDate') ?? OUT),
        ),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: STANDARD.name })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('explains a failed hotel call', async () => {
    server.route(PRODUCT_ROUTES.paths.hotelLoad, () => fail(500, 'INTERNAL', 'boom'));
    $hotelSelection.set({ ...EMPTY_HOTEL_SELECTION, poiCode: 'GZ_SAFARI_HOTEL' });
    render(<BuyHotel {...props} />);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The rooms could not be loaded. Please try again.',
    );
  });
});
