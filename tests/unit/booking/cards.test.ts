import { describe, expect, it } from 'vitest';
import {
  cardState,
  cheapestProduct,
  FEW_LEFT,
  mainProduct,
  nextBookableDay,
} from '../../../src/lib/booking/cards.ts';
import type { CalendarDay, ProductSummary } from '../../../src/lib/contract/product.ts';

const day = (
  date: string,
  priceCents: number | null,
  stockLeft = 100,
  status: CalendarDay['status'] = 'AVAILABLE',
): CalendarDay => ({
  date,
  tier: 'OFF_PEAK',
  priceCents,
  stockLeft,
  status,
  reason: null,
  sessions: [],
});

type Summary = Pick<ProductSummary, 'productType' | 'poiCode' | 'fromPriceCents' | 'productId'>;
const product = (
  productId: string,
  productType: ProductSummary['productType'],
  poiCode: string,
  fromPriceCents = 1000,
): Summary => ({ productId, productType, poiCode, fromPriceCents });

describe('product cards', () => {
  it('price a card by the first day that can be booked, skipping sold-out and closed days', () => {
    const days = [
      day('2026-12-01', 19000, 0, 'SOLD_OUT'),
      day('2026-12-02', null, 0, 'UNAVAILABLE'),
      day('2026-12-03', 22000, 40),
      day('2026-12-04', 19000, 40),
    ];
    expect(nextBookableDay(days)).toEqual({ date: '2026-12-03', priceCents: 22000, stockLeft: 40 });
    expect(cardState({ days })).toEqual({
      loading: false,
      next: { date: '2026-12-03', priceCents: 22000, stockLeft: 40 },
      badges: [],
      bookable: true,
    });
  });

  it('say "sold out" and cannot be chosen when no day of the calendar can be booked', () => {
    const state = cardState({ days: [day('2026-12-01', 19000, 0, 'SOLD_OUT')] });
    expect(state.badges).toEqual([{ kind: 'soldOut' }]);
    expect(state.bookable).toBe(false);
    expect(state.next).toBeNull();
  });

  it('say "not on sale" when no day is open and none sold out (out of season)', () => {
    const state = cardState({ days: [day('2026-12-01', null, 0, 'UNAVAILABLE')] });
    expect(state.badges).toEqual([{ kind: 'notOnSale' }]);
    expect(state.bookable).toBe(false);
  });

  it('say "few left" at or under the threshold of places on the next bookable day', () => {
    expect(cardState({ days: [day('2026-12-01', 100, FEW_LEFT)] }).badges).toEqual([
      { kind: 'fewLeft' },
    ]);
    expect(cardState({ days: [day('2026-12-01', 100, FEW_LEFT + 1)] }).badges).toEqual([]);
  });

  it('say children under the free age go free on admissions only', () => {
    const days = [day('2026-12-01', 100)];
    const ticket = { productType: 'TICKET' as const, freeUnderAge: 3 };
    const hotel = { productType: 'HOTEL' as const, freeUnderAge: 3 };
    expect(cardState({ days, product: ticket }).badges).toEqual([{ kind: 'freeUnder', age: 3 }]);
    expect(cardState({ days, product: hotel }).badges).toEqual([]);
  });

  it('show places not open yet as coming soon, which cannot be chosen', () => {
    expect(cardState({ days: undefined, comingSoon: true })).toEqual({
      loading: false,
      next: null,
      badges: [{ kind: 'comingSoon' }],
      bookable: false,
    });
  });

  it('wait for a loading calendar and stay bookable without one (packages)', () => {
    expect(cardState({ days: undefined })).toMatchObject({ loading: true, bookable: true });
    expect(cardState({ days: null })).toMatchObject({ loading: false, next: null, badges: [] });
  });

  it('price a place by its admission, a hotel by its cheapest room, never by an annual card', () => {
    const list = [
      product('card', 'ANNUAL_CARD', 'GZ_SAFARI_PARK', 100),
      product('combo', 'BUNDLE', 'GZ_SAFARI_PARK', 500),
      product('day', 'TICKET', 'GZ_SAFARI_PARK', 900),
      product('suite', 'HOTEL', 'GZ_PANDA_HOTEL', 260000),
      product('room', 'HOTEL', 'GZ_PANDA_HOTEL', 130000),
    ];
    expect(mainProduct(list, 'GZ_SAFARI_PARK')?.productId).toBe('day');
    expect(cheapestProduct(list, 'GZ_SAFARI_PARK')?.productId).toBe('combo');
    expect(cheapestProduct(list, 'GZ_PANDA_HOTEL')?.productId).toBe('room');
    expect(mainProduct(list, 'GZ_WATER_PARK')).toBeUndefined();
  });
});
