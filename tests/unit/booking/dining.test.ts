// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../src/lib/api/query.ts';
import {
  $foodSelection,
  foodCartLines,
  foodProblem,
  forRestaurant,
  slotNote,
} from '../../../src/lib/booking/dining.ts';
import { productQueries } from '../../../src/lib/booking/queries.ts';
import {
  EMPTY_SELECTION,
  selectionReducer,
  type Selection,
} from '../../../src/lib/booking/selection.ts';
import type { ProductDetail, SessionSlot, Sku } from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { onRealGateway } from './support.ts';

const today = hkToday();
const DAY = addDays(today, 5);

const sku = (skuId: string, skuType: Sku['skuType'], price: number | null): Sku => ({
  skuId,
  skuType,
  skuName: `${skuType} set`,
  adults: skuType === 'CHILD' ? 0 : 1,
  children: skuType === 'CHILD' ? 1 : 0,
  minAge: null,
  maxAge: null,
  peakPriceCents: 1,
  offPeakPriceCents: 1,
  priceCents: price,
  stockLeft: 40,
});
const slot = (session: string, over: Partial<SessionSlot> = {}): SessionSlot => ({
  session,
  stockLeft: 40,
  status: 'AVAILABLE',
  reason: null,
  ...over,
});
const food: ProductDetail = {
  productId: '9',
  productCode: 'GZ_PANDA_CAFE_SET',
  productType: 'FOOD',
  bundleType: null,
  catalogId: '1',
  poiCode: 'GZ_PANDA_CAFE',
  poiType: 4,
  poiName: 'Panda Café',
  regionCode: 'GZ',
  productName: 'Panda Café set meal',
  productDesc: '',
  imgMain: '',
  sessions: ['11:30', '13:00', '18:00'],
  freeUnderAge: 3,
  fromPriceCents: 18800,
  status: 'AVAILABLE',
  sort: 0,
  productDetailDesc: '<p>Seated at the dining time you choose.</p>',
  poiRefundDesc: '',
  date: DAY,
  tier: 'OFF_PEAK',
  skus: [sku('91', 'ADULT', 18800), sku('92', 'CHILD', 11000)],
  sessionSlots: [
    slot('11:30', { status: 'UNAVAILABLE', reason: 'STARTED' }),
    slot('13:00', { status: 'SOLD_OUT', stockLeft: 0, reason: 'SOLD_OUT' }),
    slot('18:00'),
  ],
};

describe('the buy-food form', () => {
  it('starts over at another restaurant and keeps the form of the same one', () => {
    const kept = { ...EMPTY_SELECTION, poiCode: 'GZ_PANDA_CAFE', productId: '9', date: DAY };
    expect(forRestaurant(kept, 'GZ_PANDA_CAFE', today)).toBe(kept);
    expect(forRestaurant(kept, 'GZ_SAFARI_BBQ', today)).toEqual({
      ...EMPTY_SELECTION,
      poiCode: 'GZ_SAFARI_BBQ',
    });
  });

  it('drops a passed date and takes the quick search date when none is chosen', () => {
    const past = {
      ...EMPTY_SELECTION,
      poiCode: 'GZ_PANDA_CAFE',
      date: addDays(today, -1),
      session: '18:00',
    };
    expect(forRestaurant(past, 'GZ_PANDA_CAFE', today)).toMatchObject({
      date: null,
      session: null,
    });
    expect(forRestaurant(past, 'GZ_PANDA_CAFE', today, DAY).date).toBe(DAY);
    expect(forRestaurant(past, 'GZ_PANDA_CAFE', today, 'nonsense').date).toBeNull();
    expect(forRestaurant(past, 'GZ_PANDA_CAFE', today, addDays(today, -3)).date).toBeNull();
    const chosen = { ...past, date: addDays(today, 2) };
    expect(forRestaurant(chosen, 'GZ_PANDA_CAFE', today, DAY).date).toBe(addDays(today, 2));
  });

  it('explains closed eat times', () => {
    expect(food.sessionSlots.map(slotNote)).toEqual(['started', 'soldOut', null]);
  });

  it('asks for a set, a date, an open eat time and a quantity', () => {
    let s: Selection = { ...EMPTY_SELECTION, poiCode: 'GZ_PANDA_CAFE' };
    expect(foodProblem(s, undefined)).toBe('product');
    s = selectionReducer(s, { type: 'product', productId: '9' });
    expect(foodProblem(s, food)).toBe('date');
    s = selectionReducer(s, { type: 'date', date: DAY });
    expect(foodProblem(s, food)).toBe('session');
    s = selectionReducer(s, { type: 'session', session: '11:30' });
    s = selectionReducer(s, { type: 'quantity', skuId: '91', quantity: 2 });
    expect(foodProblem(s, food)).toBe('session');
    expect(foodCartLines(s, food)).toEqual([]);
    s = selectionReducer(s, { type: 'session', session: '18:00' });
    expect(foodProblem(s, food)).toBeNull();
  });

  it('makes FOOD cart lines with the eat date and the eat time', () => {
    const s = {
      ...EMPTY_SELECTION,
      poiCode: 'GZ_PANDA_CAFE',
      productId: '9',
      date: DAY,
      session: '18:00',
      quantities: { '91': 2, '92': 1 },
    };
    expect(foodCartLines(s, food)).toEqual([
      expect.objectContaining({
        productType: 'FOOD',
        skuId: '91',
        date: DAY,
        session: '18:00',
        quantity: 2,
        unitPriceCents: 18800,
      }),
      expect.objectContaining({ skuId: '92', session: '18:00', quantity: 1 }),
    ]);
  });

  it('is kept in sessionStorage', () => {
    $foodSelection.set({ ...EMPTY_SELECTION, poiCode: 'GZ_PANDA_CAFE', session: '18:00' });
    expect(JSON.parse(sessionStorage.getItem('resort-storefront:buy-food') ?? '')).toMatchObject({
      poiCode: 'GZ_PANDA_CAFE',
      session: '18:00',
    });
    $foodSelection.set(EMPTY_SELECTION);
  });
});

describe('dining on the real gateway', () => {
  onRealGateway();

  it('lists a restaurant’s sets, loads a day’s eat times and makes cart lines', async () => {
    const [set] = await queryClient.fetchQuery(
      productQueries.foods('en', { poiCode: 'GZ_RIVERSIDE_GRILL' }),
    );
    if (!set) throw new Error('no dining set');
    expect(set).toMatchObject({ productType: 'FOOD', poiType: 4 });
    const day = await queryClient.fetchQuery(
      productQueries.food('en', { productId: set.productId, eatDate: DAY }),
    );
    expect(day.sessionSlots.map((s) => s.session)).toEqual(['11:30', '13:00', '18:00', '19:30']);
    const priced = await queryClient.fetchQuery(
      productQueries.food('en', { productId: set.productId, eatDate: DAY, eatTime: '19:30' }),
    );
    const adult = priced.skus.find((s) => s.skuType === 'ADULT');
    if (!adult?.priceCents) throw new Error('no adult set price');
    const lines = foodCartLines(
      {
        ...EMPTY_SELECTION,
        poiCode: 'GZ_RIVERSIDE_GRILL',
        productId: set.productId,
        date: DAY,
        session: '19:30',
        quantities: { [adult.skuId]: 2 },
      },
      priced,
    );
    expect(lines).toMatchObject([
      {
        productType: 'FOOD',
        date: DAY,
        session: '19:30',
        quantity: 2,
        unitPriceCents: adult.priceCents,
      },
    ]);
  });
});
