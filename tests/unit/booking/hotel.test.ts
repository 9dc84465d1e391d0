// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../src/lib/api/query.ts';
import { isCartLine } from '../../../src/lib/booking/cart.ts';
import {
  $hotelSelection,
  chosenRooms,
  EMPTY_HOTEL_SELECTION,
  hotelProblem,
  hotelReducer,
  hotelTotalCents,
  isBookable,
  isHotelSelection,
  isValidStay,
  quoteFor,
  roomSku,
  roomsLeft,
  stayFromQuery,
  stayNights,
  stayShortcuts,
  toHotelCartLines,
  withoutPastStay,
  type HotelSelection,
} from '../../../src/lib/booking/hotel.ts';
import { productQueries } from '../../../src/lib/booking/queries.ts';
import type { DayStatus, HotelRoom, StayQuote } from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { readStored, STORAGE_PREFIX } from '../../../src/lib/session/storage.ts';
import { onRealGateway } from './support.ts';

const TODAY = '2026-11-21';
const IN = '2026-11-25';
const OUT = '2026-11-27';

const quote = (
  checkIn: string,
  prices: (number | null)[],
  stock: number[] = prices.map(() => 6),
  statuses: DayStatus[] = prices.map((p, i) =>
    p === null ? 'UNAVAILABLE' : (stock[i] ?? 0) === 0 ? 'SOLD_OUT' : 'AVAILABLE',
  ),
): StayQuote => {
  const status: DayStatus = statuses.includes('UNAVAILABLE')
    ? 'UNAVAILABLE'
    : statuses.includes('SOLD_OUT')
      ? 'SOLD_OUT'
      : 'AVAILABLE';
  return {
    checkInDate: checkIn,
    checkOutDate: addDays(checkIn, prices.length),
    nights: prices.length,
    totalCents: status === 'AVAILABLE' ? prices.reduce<number>((s, p) => s + (p ?? 0), 0) : null,
    status,
    nightly: prices.map((priceCents, i) => ({
      date: addDays(checkIn, i),
      tier: 'OFF_PEAK',
      priceCents,
      stockLeft: stock[i] ?? 0,
      status: statuses[i] ?? 'AVAILABLE',
    })),
  };
};

const room = (productId: string, stay: StayQuote, over: Partial<HotelRoom> = {}): HotelRoom => ({
  productId,
  productCode: `R${productId}`,
  productType: 'HOTEL',
  bundleType: null,
  catalogId: '1',
  poiCode: 'GZ_SAFARI_HOTEL',
  poiType: 3,
  poiName: 'Safari Hotel',
  regionCode: 'GZ',
  productName: `Room ${productId}`,
  productDesc: 'Nightly rate with breakfast.',
  imgMain: '',
  sessions: [],
  freeUnderAge: 3,
  fromPriceCents: stay.totalCents ?? 0,
  status: stay.status,
  sort: 0,
  skus: [
    {
      skuId: `${productId}01`,
      skuType: 'ROOM',
      skuName: 'Per room per night',
      adults: 2,
      children: 1,
      minAge: null,
      maxAge: null,
      peakPriceCents: 168_000,
      offPeakPriceCents: 128_000,
      priceCents: 128_000,
      stockLeft: 6,
    },
  ],
  stay,
  stayOptions: [],
  ...over,
});

const standard = room('11', quote(IN, [128_000, 168_000], [6, 2]));
const soldOut = room('12', quote(IN, [168_000, 218_000], [3, 0]));
const closed = room('13', quote(IN, [268_000, null]));

const chosen: HotelSelection = {
  poiCode: 'GZ_SAFARI_HOTEL',
  checkIn: IN,
  checkOut: OUT,
  quantities: { '11': 2, '12': 1 },
};

describe('hotel selection reducer', () => {
  it('keeps the stay when the hotel changes and drops the rooms', () => {
    const next = hotelReducer(chosen, { type: 'hotel', poiCode: 'GZ_PANDA_HOTEL' });
    expect(next).toEqual({ ...chosen, poiCode: 'GZ_PANDA_HOTEL', quantities: {} });
    expect(hotelReducer(chosen, { type: 'hotel', poiCode: 'GZ_SAFARI_HOTEL' })).toBe(chosen);
  });

  it('sets a stay, refuses a check-out not after the check-in and clears the rooms', () => {
    const start = hotelReducer(EMPTY_HOTEL_SELECTION, {
      type: 'stay',
      checkIn: IN,
      checkOut: null,
    });
    expect(start).toMatchObject({ checkIn: IN, checkOut: null });
    const both = hotelReducer(chosen, { type: 'stay', checkIn: IN, checkOut: '2026-11-28' });
    expect(both).toMatchObject({ checkIn: IN, checkOut: '2026-11-28', quantities: {} });
    expect(hotelReducer(chosen, { type: 'stay', checkIn: IN, checkOut: IN }).checkOut).toBeNull();
    expect(hotelReducer(chosen, { type: 'stay', checkIn: null, checkOut: OUT })).toMatchObject({
      checkIn: null,
      checkOut: null,
    });
    expect(hotelReducer(chosen, { type: 'stay', checkIn: IN, checkOut: OUT })).toBe(chosen);
  });

  it('sets whole, bounded room counts and clears them after adding to the cart', () => {
    let s = hotelReducer(chosen, { type: 'quantity', productId: '13', quantity: 2.7 });
    expect(s.quantities['13']).toBe(2);
    s = hotelReducer(s, { type: 'quantity', productId: '13', quantity: -1 });
    expect(s.quantities).not.toHaveProperty('13');
    s = hotelReducer(s, { type: 'quantity', productId: '13', quantity: Number.NaN });
    expect(s.quantities).not.toHaveProperty('13');
    s = hotelReducer(s, { type: 'quantity', productId: '13', quantity: 500 });
    expect(s.quantities['13']).toBe(99);
    expect(hotelReducer(s, { type: 'added' })).toEqual({ ...s, quantities: {} });
    expect(hotelReducer(s, { type: 'reset', selection: EMPTY_HOTEL_SELECTION })).toBe(
      EMPTY_HOTEL_SELECTION,
    );
  });
});

describe('hotel selection guard and store', () => {
  it('accepts a well-formed selection and refuses broken ones', () => {
    expect(isHotelSelection(chosen)).toBe(true);
    expect(isHotelSelection(EMPTY_HOTEL_SELECTION)).toBe(true);
    expect(isHotelSelection({ ...chosen, checkIn: '2026-02-30' })).toBe(false);
    expect(isHotelSelection({ ...chosen, checkOut: IN })).toBe(false);
    expect(isHotelSelection({ ...chosen, checkIn: null })).toBe(false);
    expect(isHotelSelection({ ...chosen, quantities: { '11': 0 } })).toBe(false);
    expect(isHotelSelection({ ...chosen, quantities: { '11': 1.5 } })).toBe(false);
    expect(isHotelSelection({ ...chosen, poiCode: 3 })).toBe(false);
    expect(isHotelSelection(null)).toBe(false);
  });

  it('is kept in sessionStorage under resort-storefront:buy-hotel', () => {
    $hotelSelection.set(chosen);
    const key = `${STORAGE_PREFIX}buy-hotel`;
    expect(readStored(sessionStorage, key, isHotelSelection, EMPTY_HOTEL_SELECTION)).toEqual(
      chosen,
    );
    sessionStorage.setItem(key, '{"poiCode":1');
    expect(readStored(sessionStorage, key, isHotelSelection, EMPTY_HOTEL_SELECTION)).toBe(
      EMPTY_HOTEL_SELECTION,
    );
    $hotelSelection.set(EMPTY_HOTEL_SELECTION);
  });
});

describe('stays', () => {
  it('counts nights and checks a stay of 1 to 14 nights from today on', () => {
    expect(stayNights(IN, OUT)).toBe(2);
    expect(stayNights(IN, null)).toBeNull();
    expect(isValidStay(IN, OUT, TODAY)).toBe(true);
    expect(isValidStay(TODAY, addDays(TODAY, 14), TODAY)).toBe(true);
    expect(isValidStay(TODAY, addDays(TODAY, 15), TODAY)).toBe(false);
    expect(isValidStay(IN, IN, TODAY)).toBe(false);
    expect(isValidStay('2026-11-20', OUT, TODAY)).toBe(false);
    expect(isValidStay('2026-13-01', OUT, TODAY)).toBe(false);
  });

  it('drops a kept check-in that has passed', () => {
    const past = { ...chosen, checkIn: '2026-11-20', checkOut: '2026-11-22' };
    expect(withoutPastStay(past, TODAY)).toMatchObject({ checkIn: null, checkOut: null });
    expect(withoutPastStay(chosen, TODAY)).toBe(chosen);
    expect(withoutPastStay(EMPTY_HOTEL_SELECTION, TODAY)).toBe(EMPTY_HOTEL_SELECTION);
  });

  it('reads the stay of the quick search link', () => {
    expect(stayFromQuery(IN, OUT, TODAY)).toEqual({ checkIn: IN, checkOut: OUT });
    expect(stayFromQuery(IN, null, TODAY)).toEqual({ checkIn: IN, checkOut: null });
    expect(stayFromQuery(IN, IN, TODAY)).toEqual({ checkIn: IN, checkOut: null });
    expect(stayFromQuery(IN, addDays(IN, 15), TODAY)).toEqual({ checkIn: IN, checkOut: null });
    expect(stayFromQuery('2026-11-20', OUT, TODAY)).toBeNull();
    expect(stayFromQuery('tomorrow', OUT, TODAY)).toBeNull();
    expect(stayFromQuery(null, OUT, TODAY)).toBeNull();
  });

  it('offers stays of 1, 2 and 3 nights from the check-in and finds their quotes', () => {
    expect(stayShortcuts(IN)).toEqual([
      { nights: 1, checkOut: '2026-11-26' },
      { nights: 2, checkOut: '2026-11-27' },
      { nights: 3, checkOut: '2026-11-28' },
    ]);
    const quotes = [quote(IN, [1]), quote(IN, [1, 2]), quote(IN, [1, 2, 3])];
    expect(quoteFor(quotes, IN, 2)?.totalCents).toBe(3);
    expect(quoteFor(quotes, OUT, 2)).toBeUndefined();
  });
});

describe('rooms and cart lines', () => {
  it('counts the rooms left over the whole stay', () => {
    expect(roomsLeft(standard)).toBe(2);
    expect(roomsLeft(soldOut)).toBe(0);
    expect(roomsLeft(closed)).toBe(0);
    expect(isBookable(standard)).toBe(true);
    expect(isBookable(soldOut)).toBe(false);
    expect(roomSku(standard)?.skuType).toBe('ROOM');
    expect(roomSku({ skus: [] })).toBeUndefined();
  });

  it('prices the chosen rooms by the stay total, leaving out rooms that cannot be booked', () => {
    expect(chosenRooms(chosen, [standard, soldOut, closed])).toMatchObject([
      { quantity: 2, unitPriceCents: 296_000, left: 2 },
    ]);
    expect(hotelTotalCents(chosen, [standard, soldOut])).toBe(592_000);
    expect(hotelTotalCents(chosen, undefined)).toBe(0);
    // More rooms than are left: only those left are counted.
    expect(hotelTotalCents({ ...chosen, quantities: { '11': 5 } }, [standard])).toBe(592_000);
    // A room list quoted for another stay is not used.
    expect(hotelTotalCents({ ...chosen, checkOut: '2026-11-28' }, [standard])).toBe(0);
  });

  it('names what is missing', () => {
    const rooms = [standard];
    expect(hotelProblem(EMPTY_HOTEL_SELECTION, rooms, TODAY)).toBe('hotel');
    expect(hotelProblem({ ...chosen, checkIn: null, checkOut: null }, rooms, TODAY)).toBe('dates');
    expect(hotelProblem({ ...chosen, checkOut: null }, rooms, TODAY)).toBe('dates');
    expect(
      hotelProblem({ ...chosen, checkIn: '2026-11-20', checkOut: '2026-11-22' }, rooms, TODAY),
    ).toBe('dates');
    expect(hotelProblem({ ...chosen, checkOut: addDays(IN, 15) }, rooms, TODAY)).toBe('dates');
    expect(hotelProblem({ ...chosen, quantities: { '12': 1 } }, [soldOut], TODAY)).toBe('rooms');
    expect(hotelProblem(chosen, undefined, TODAY)).toBe('rooms');
    expect(hotelProblem(chosen, rooms, TODAY)).toBeNull();
  });

  it('makes one HOTEL cart line per room type with the check-out and the stay price', () => {
    const lines = toHotelCartLines(chosen, [standard, soldOut, closed]);
    expect(lines).toEqual([
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
        stockLeft: 2,
      },
    ]);
    expect(lines.every(isCartLine)).toBe(true);
    expect(lines[0]).not.toHaveProperty('session');
    expect(toHotelCartLines({ ...chosen, checkOut: null }, [standard])).toEqual([]);
  });
});

describe('hotel calls on the real gateway', () => {
  onRealGateway();

  it('quotes the rooms of a hotel for a two-night stay and makes cart lines of them', async () => {
    const today = hkToday();
    const hotel = await queryClient.fetchQuery(productQueries.hotel('en', 'GZ_HOTEL'));
    expect(hotel.rooms.length).toBeGreaterThan(0);
    const [first] = hotel.rooms;
    if (!first) throw new Error('no room');
    const calendar = await queryClient.fetchQuery(
      productQueries.calendar({
        productId: first.productId,
        startDate: today,
        endDate: addDays(today, 61),
      }),
    );
    expect(calendar.productType).toBe('HOTEL');
    // The 1-, 2- and 3-night stays from the calendar's first day.
    expect(calendar.stays.map((s) => s.nights)).toEqual([1, 2, 3]);
    const checkIn = calendar.days.find(
      (d, i) =>
        d.date > today && d.status === 'AVAILABLE' && calendar.days[i + 1]?.status === 'AVAILABLE',
    )?.date;
    if (!checkIn) throw new Error('no two free nights');
    const checkOut = addDays(checkIn, 2);
    const rooms = await queryClient.fetchQuery(
      productQueries.rooms('en', {
        poiCode: 'GZ_HOTEL',
        checkInDate: checkIn,
        checkOutDate: checkOut,
      }),
    );
    const open = rooms.find((r) => isBookable(r));
    if (!open) throw new Error('no bookable room');
    expect(open.stayOptions.map((s) => s.nights)).toEqual([1, 2, 3]);
    const selection: HotelSelection = {
      poiCode: 'GZ_HOTEL',
      checkIn,
      checkOut,
      quantities: { [open.productId]: 1 },
    };
    expect(hotelProblem(selection, rooms, today)).toBeNull();
    const [line] = toHotelCartLines(selection, rooms);
    expect(line).toMatchObject({
      productType: 'HOTEL',
      date: checkIn,
      endDate: checkOut,
      quantity: 1,
      unitPriceCents: open.stay.totalCents,
    });
    const nightly = open.stay.nightly.reduce((s, n) => s + (n.priceCents ?? 0), 0);
    expect(line?.unitPriceCents).toBe(nightly);
  });
});
