import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../src/lib/booking/cart.ts';
import type { CalendarDay } from '../../../src/lib/contract/product.ts';
import type { Wait } from '../../../src/lib/contract/waitlist.ts';
import {
  offerCartLine,
  slotOfValue,
  slotValue,
  sortWaits,
  waitableSlots,
  waitQuantity,
  withOffer,
} from '../../../src/lib/waitlist/waits.ts';

const day = (date: string, status: CalendarDay['status'], sessions: CalendarDay['sessions'] = []) =>
  ({
    date,
    tier: 'OFF_PEAK',
    priceCents: 100,
    stockLeft: 0,
    status,
    reason: null,
    sessions,
  }) as CalendarDay;

const wait = (over: Partial<Wait>): Wait => ({
  waitId: '1',
  productId: '10',
  skuId: '20',
  productName: 'Ocean Theatre',
  skuName: 'Adult',
  productType: 'SHOW',
  poiCode: 'ZH_SHOW',
  poiType: 2,
  startDate: '2026-03-20',
  endDate: '2026-03-20',
  session: '19:30',
  quantity: 2,
  status: 'offered',
  joinedAt: 1,
  position: null,
  offerUntil: 5,
  unitPriceCents: 38_800,
  ...over,
});

describe('the waiting list on the buy pages', () => {
  it('offers sold-out days, and of a show its sold-out sessions, never closed ones', () => {
    const days = [
      day('2026-03-20', 'SOLD_OUT'),
      day('2026-03-21', 'AVAILABLE'),
      day('2026-03-22', 'UNAVAILABLE'),
    ];
    expect(waitableSlots(days)).toEqual([{ date: '2026-03-20', session: null }]);
    const show = day('2026-03-20', 'AVAILABLE', [
      { session: '15:00', stockLeft: 4, status: 'AVAILABLE', reason: null },
      { session: '19:30', stockLeft: 0, status: 'SOLD_OUT', reason: 'SOLD_OUT' },
      { session: '21:00', stockLeft: 0, status: 'UNAVAILABLE', reason: 'STARTED' },
    ]);
    const slots = waitableSlots([show]);
    expect(slots).toEqual([{ date: '2026-03-20', session: '19:30' }]);
    expect(slots.map(slotValue).map(slotOfValue)).toEqual(slots);
  });

  it('takes a quantity from 1 to 10 only', () => {
    expect(waitQuantity(' 3 ')).toBe(3);
    for (const bad of ['0', '11', '1.5', 'two', '']) expect(waitQuantity(bad)).toBeNull();
  });
});

describe('an offer in the cart', () => {
  it('is the held units at today’s price, replacing a line of the same day and session', () => {
    const line = offerCartLine(wait({}));
    expect(line).toEqual({
      productId: '10',
      skuId: '20',
      productType: 'SHOW',
      poiCode: 'ZH_SHOW',
      poiType: 2,
      date: '2026-03-20',
      session: '19:30',
      quantity: 2,
      unitPriceCents: 38_800,
      stockLeft: 2,
    });
    const other: CartLine = { ...line!, skuId: '21', quantity: 1 };
    const cart = withOffer({ lines: [{ ...line!, quantity: 5 }, other] }, line!);
    expect(cart.lines).toEqual([other, line]);
    expect(offerCartLine(wait({ status: 'waiting' }))).toBeNull();
    expect(
      offerCartLine(wait({ productType: 'HOTEL', session: null, endDate: '2026-03-22' })),
    ).toMatchObject({ date: '2026-03-20', endDate: '2026-03-22' });
  });

  it('lists offers first, then waits, then the ended, newest first within each', () => {
    const sorted = sortWaits([
      wait({ waitId: 'a', status: 'left', joinedAt: 9 }),
      wait({ waitId: 'b', status: 'waiting', joinedAt: 1 }),
      wait({ waitId: 'c', status: 'offered', joinedAt: 2 }),
      wait({ waitId: 'd', status: 'waiting', joinedAt: 5 }),
    ]);
    expect(sorted.map((w) => w.waitId)).toEqual(['c', 'd', 'b', 'a']);
  });
});
