// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ProductDetail, Sku } from '../../../src/lib/contract/product.ts';
import {
  $ticketSelection,
  EMPTY_SELECTION,
  isSelection,
  selectionProblem,
  selectionReducer,
  selectionTotalCents,
  skuGroups,
  toCartLines,
  type Selection,
} from '../../../src/lib/booking/selection.ts';
import { productProblem } from '../../../src/lib/booking/errors.ts';
import { ApiError } from '../../../src/lib/api/errors.ts';
import { readStored, STORAGE_PREFIX } from '../../../src/lib/session/storage.ts';

const sku = (skuId: string, skuType: Sku['skuType'], price: number | null, a = 1, c = 0): Sku => ({
  skuId,
  skuType,
  skuName: skuType,
  adults: a,
  children: c,
  minAge: null,
  maxAge: null,
  peakPriceCents: 1,
  offPeakPriceCents: 1,
  priceCents: price,
  stockLeft: 10,
});
const show: ProductDetail = {
  productId: '7',
  productCode: 'GZ_CIRCUS_SHOW',
  productType: 'SHOW',
  bundleType: null,
  catalogId: '1',
  poiCode: 'GZ_CIRCUS',
  poiType: 2,
  poiName: 'Circus',
  regionCode: 'GZ',
  productName: 'Circus show',
  productDesc: '',
  imgMain: '',
  sessions: ['14:30', '19:30'],
  freeUnderAge: 3,
  fromPriceCents: 18000,
  status: 'AVAILABLE',
  sort: 1,
  productDetailDesc: '',
  poiRefundDesc: '',
  date: '2026-12-01',
  tier: 'OFF_PEAK',
  skus: [sku('1', 'ADULT', 30000), sku('2', 'CHILD', 18000, 0, 1), sku('3', 'FAMILY', 72000, 2, 1)],
  sessionSlots: [],
};

const run = (...actions: Parameters<typeof selectionReducer>[1][]): Selection =>
  actions.reduce(selectionReducer, EMPTY_SELECTION);

describe('the buy-tickets selection', () => {
  it('walks place, product, date, session and quantities', () => {
    const s = run(
      { type: 'place', poiCode: 'GZ_CIRCUS' },
      { type: 'product', productId: '7' },
      { type: 'date', date: '2026-12-01' },
      { type: 'session', session: '19:30' },
      { type: 'quantity', skuId: '1', quantity: 2 },
      { type: 'quantity', skuId: '2', quantity: 1 },
    );
    expect(s).toEqual({
      poiCode: 'GZ_CIRCUS',
      productId: '7',
      date: '2026-12-01',
      session: '19:30',
      quantities: { '1': 2, '2': 1 },
    });
    expect(selectionTotalCents(s, show)).toBe(78000);
    expect(selectionProblem(s, show)).toBeNull();
  });

  it('resets what depends on a changed choice', () => {
    const s = run(
      { type: 'place', poiCode: 'A' },
      { type: 'product', productId: '7' },
      { type: 'date', date: '2026-12-01' },
      { type: 'session', session: '14:30' },
      { type: 'quantity', skuId: '1', quantity: 2 },
    );
    expect(selectionReducer(s, { type: 'date', date: '2026-12-02' }).session).toBeNull();
    const other = selectionReducer(s, { type: 'product', productId: '8' });
    expect(other).toMatchObject({ date: '2026-12-01', session: null, quantities: {} });
    expect(selectionReducer(s, { type: 'place', poiCode: 'B' })).toEqual({
      ...EMPTY_SELECTION,
      poiCode: 'B',
    });
    expect(selectionReducer(s, { type: 'place', poiCode: 'A' })).toBe(s);
    expect(selectionReducer(s, { type: 'quantity', skuId: '1', quantity: 0 }).quantities).toEqual(
      {},
    );
    expect(selectionReducer(s, { type: 'quantity', skuId: '1', quantity: -3 }).quantities).toEqual(
      {},
    );
    expect(selectionReducer(s, { type: 'added' }).quantities).toEqual({});
  });

  it('says what is missing', () => {
    expect(selectionProblem(EMPTY_SELECTION, undefined)).toBe('place');
    const placed = run({ type: 'place', poiCode: 'A' });
    expect(selectionProblem(placed, undefined)).toBe('product');
    const withProduct = selectionReducer(placed, { type: 'product', productId: '7' });
    expect(selectionProblem(withProduct, show)).toBe('date');
    const dated = selectionReducer(withProduct, { type: 'date', date: '2026-12-01' });
    expect(selectionProblem(dated, show)).toBe('session');
    expect(selectionProblem(dated, { ...show, sessions: [] })).toBe('quantity');
  });

  it('asks for the date, the session, then a count while the chosen product’s day is still loading', () => {
    const chosen = run({ type: 'place', poiCode: 'A' }, { type: 'product', productId: '7' });
    expect(selectionProblem(chosen, undefined)).toBe('date');
    const dated = selectionReducer(chosen, { type: 'date', date: '2026-12-01' });
    expect(selectionProblem(dated, undefined, { sessions: ['19:30'] })).toBe('session');
    expect(selectionProblem(dated, undefined, { sessions: [] })).toBe('quantity');
    const counted = selectionReducer(dated, { type: 'quantity', skuId: '1', quantity: 2 });
    expect(selectionProblem(counted, undefined, { sessions: [] })).toBe('product');
  });

  it('groups bundles apart and turns the form into cart lines', () => {
    expect(skuGroups(show.skus).bundles.map((s) => s.skuId)).toEqual(['3']);
    expect(skuGroups(show.skus).single.map((s) => s.skuId)).toEqual(['1', '2']);
    const s = run(
      { type: 'place', poiCode: 'GZ_CIRCUS' },
      { type: 'product', productId: '7' },
      { type: 'date', date: '2026-12-01' },
      { type: 'session', session: '19:30' },
      { type: 'quantity', skuId: '1', quantity: 2 },
      { type: 'quantity', skuId: '3', quantity: 1 },
    );
    const lines = toCartLines(s, show);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      productId: '7',
      skuId: '1',
      poiType: 2,
      session: '19:30',
      quantity: 2,
      unitPriceCents: 30000,
    });
    expect(lines[0]?.bundleType).toBeUndefined();
    expect(lines[1]?.bundleType).toBe('FAMILY');
    // An unpriced SKU is never sold.
    const unpriced = { ...show, skus: [sku('1', 'ADULT', null)] };
    expect(toCartLines(s, unpriced)).toEqual([]);
  });

  it('is kept in sessionStorage and validated when read', () => {
    const key = `${STORAGE_PREFIX}buy-tickets`;
    const s = run({ type: 'place', poiCode: 'A' }, { type: 'quantity', skuId: '1', quantity: 2 });
    $ticketSelection.set(s);
    expect(readStored(sessionStorage, key, isSelection, EMPTY_SELECTION)).toEqual(s);
    sessionStorage.setItem(key, JSON.stringify({ ...s, quantities: { '1': 'two' } }));
    expect(readStored(sessionStorage, key, isSelection, EMPTY_SELECTION)).toEqual(EMPTY_SELECTION);
  });

  it('explains the product failures of SPEC §8', () => {
    const err = (code: string) => new ApiError({ status: 409, code, msg: code });
    expect(productProblem(err('PRODUCT_NOT_ON_SALE'))).toBe('notOnSale');
    expect(productProblem(err('SESSION_STARTED'))).toBe('sessionStarted');
    expect(productProblem(err('DATE_NOT_APPLICABLE'))).toBe('dateNotApplicable');
    expect(productProblem(err('PRODUCT_CONFIG_INVALID'))).toBe('configInvalid');
    expect(productProblem(err('SERVER_ERROR'))).toBe('failed');
    expect(productProblem(new TypeError('x'))).toBe('failed');
  });
});
