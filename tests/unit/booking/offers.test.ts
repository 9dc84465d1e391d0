// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../src/lib/api/query.ts';
import {
  $offerSelection,
  aggCartLines,
  aggProblem,
  calendarMarks,
  discountLink,
  dropPastDates,
  EMPTY_OFFER_SELECTION,
  isAreaAgg,
  isAreaOffer,
  isOfferSelection,
  offerReducer,
  onlyOpenSession,
  pickCartLines,
  pickProblem,
  settleCard,
} from '../../../src/lib/booking/offers.ts';
import { productQueries } from '../../../src/lib/booking/queries.ts';
import { EMPTY_SELECTION } from '../../../src/lib/booking/selection.ts';
import type { AggCart, CalendarDay, ProductDetail } from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { onRealGateway } from './support.ts';

const today = hkToday();
const DAY = addDays(today, 6);

const offer: ProductDetail = {
  productId: '5',
  productCode: 'GZ_PARK_EVENING',
  productType: 'OFFER',
  bundleType: null,
  catalogId: '1',
  poiCode: 'GZ_PARK',
  poiType: 1,
  poiName: 'Park',
  regionCode: 'GZ',
  productName: 'Evening offer',
  productDesc: '',
  imgMain: '',
  sessions: ['16:00'],
  freeUnderAge: 3,
  fromPriceCents: 20930,
  status: 'AVAILABLE',
  sort: 0,
  productDetailDesc: '',
  poiRefundDesc: '',
  date: DAY,
  tier: 'OFF_PEAK',
  skus: [
    {
      skuId: '51',
      skuType: 'ADULT',
      skuName: 'Adult',
      adults: 1,
      children: 0,
      minAge: null,
      maxAge: null,
      peakPriceCents: 1,
      offPeakPriceCents: 1,
      priceCents: 20930,
      stockLeft: 200,
    },
  ],
  sessionSlots: [{ session: '16:00', stockLeft: 200, status: 'AVAILABLE', reason: null }],
};
const card: ProductDetail = {
  ...offer,
  productId: '6',
  productType: 'ANNUAL_CARD',
  sessions: [],
  sessionSlots: [],
};

const aggCart: AggCart = {
  aggId: '77',
  status: 'AVAILABLE',
  totalCents: 128_000 + 2 * 35_900,
  lines: [
    {
      productId: '1',
      skuId: '11',
      productName: 'Standard room',
      skuName: 'Per room per night',
      productType: 'HOTEL',
      poiCode: 'GZ_HOTEL',
      poiType: 3,
      quantity: 1,
      startDate: DAY,
      endDate: addDays(DAY, 1),
      session: null,
      unitPriceCents: 128_000,
      subtotalCents: 128_000,
      stockLeft: 6,
    },
    {
      productId: '2',
      skuId: '21',
      productName: 'Day ticket',
      skuName: 'Adult',
      productType: 'TICKET',
      poiCode: 'GZ_PARK',
      poiType: 1,
      quantity: 2,
      startDate: DAY,
      endDate: DAY,
      session: null,
      unitPriceCents: 35_900,
      subtotalCents: 71_800,
      stockLeft: 500,
    },
  ],
};

describe('the annual-card form', () => {
  it('takes the first card on sale and activates today unless a later day is kept', () => {
    expect(settleCard(EMPTY_SELECTION, ['6', '8'], today)).toMatchObject({
      productId: '6',
      date: today,
    });
    const kept = { ...EMPTY_SELECTION, productId: '8', date: DAY, quantities: { '81': 1 } };
    expect(settleCard(kept, ['6', '8'], today)).toBe(kept);
    // a card of another area: the first of this one, the day kept
    expect(settleCard(kept, ['6'], today)).toMatchObject({
      productId: '6',
      date: DAY,
      quantities: {},
    });
    expect(settleCard({ ...kept, date: addDays(today, -2) }, ['8'], today).date).toBe(today);
    expect(settleCard(kept, [], today)).toMatchObject({ productId: null });
  });

  it('asks for a card, a date and a quantity, then makes ANNUAL_CARD lines', () => {
    expect(pickProblem(EMPTY_SELECTION, undefined)).toBe('product');
    const s = settleCard(EMPTY_SELECTION, ['6'], today);
    expect(pickProblem(s, card)).toBe('quantity');
    const full = { ...s, quantities: { '51': 2 } };
    expect(pickProblem(full, card)).toBeNull();
    expect(pickCartLines(full, card)).toEqual([
      expect.objectContaining({
        productType: 'ANNUAL_CARD',
        poiCode: 'GZ_PARK',
        date: today,
        quantity: 2,
        unitPriceCents: 20930,
      }),
    ]);
    expect(pickCartLines(full, card)[0]).not.toHaveProperty('session');
  });
});

describe('the special-offer form', () => {
  it('needs an open entry time and carries it to the cart', () => {
    const s = { ...EMPTY_SELECTION, productId: '5', date: DAY, quantities: { '51': 1 } };
    expect(pickProblem(s, offer)).toBe('session');
    expect(onlyOpenSession(offer)).toBe('16:00');
    const closed = {
      ...offer,
      sessionSlots: [
        {
          session: '16:00',
          stockLeft: 0,
          status: 'UNAVAILABLE' as const,
          reason: 'STARTED' as const,
        },
      ],
    };
    expect(onlyOpenSession(closed)).toBeNull();
    expect(pickProblem({ ...s, session: '16:00' }, closed)).toBe('session');
    expect(pickCartLines({ ...s, session: '16:00' }, offer)).toMatchObject([
      { productType: 'OFFER', date: DAY, session: '16:00', quantity: 1 },
    ]);
  });

  it('reduces the offer and the package parts apart, and drops passed dates', () => {
    let s = offerReducer(EMPTY_OFFER_SELECTION, {
      type: 'offer',
      action: { type: 'product', productId: '5' },
    });
    s = offerReducer(s, { type: 'aggDate', date: DAY });
    s = offerReducer(s, { type: 'agg', aggId: '77' });
    expect(s).toEqual({
      offer: { ...EMPTY_SELECTION, productId: '5' },
      agg: { aggId: '77', date: DAY },
    });
    expect(offerReducer(s, { type: 'agg', aggId: '77' })).toBe(s);
    expect(offerReducer(s, { type: 'agg', aggId: '78' }).agg).toEqual({ aggId: '78', date: DAY });
    const old = offerReducer(offerReducer(s, { type: 'aggDate', date: addDays(today, -1) }), {
      type: 'offer',
      action: { type: 'date', date: addDays(today, -1) },
    });
    expect(dropPastDates(old, today)).toMatchObject({ offer: { date: null }, agg: { date: null } });
    expect(dropPastDates(s, today)).toBe(s);
  });

  it('checks what it reads back from sessionStorage', () => {
    expect(isOfferSelection(EMPTY_OFFER_SELECTION)).toBe(true);
    expect(isOfferSelection({ offer: EMPTY_SELECTION, agg: { aggId: 1, date: null } })).toBe(false);
    expect(isOfferSelection({ offer: {}, agg: { aggId: null, date: null } })).toBe(false);
    $offerSelection.set({ ...EMPTY_OFFER_SELECTION, agg: { aggId: '77', date: DAY } });
    expect(JSON.parse(sessionStorage.getItem('resort-storefront:discount') ?? '')).toMatchObject({
      agg: { aggId: '77', date: DAY },
    });
    $offerSelection.set(EMPTY_OFFER_SELECTION);
  });
});

describe('the package form', () => {
  it('asks for a package and a date and refuses sold-out or unavailable days', () => {
    expect(aggProblem({ aggId: null, date: DAY }, aggCart)).toBe('package');
    expect(aggProblem({ aggId: '77', date: null }, aggCart)).toBe('date');
    expect(aggProblem({ aggId: '77', date: DAY }, undefined)).toBe('unavailable');
    expect(aggProblem({ aggId: '77', date: DAY }, { ...aggCart, status: 'SOLD_OUT' })).toBe(
      'soldOut',
    );
    expect(aggProblem({ aggId: '77', date: DAY }, { ...aggCart, status: 'UNAVAILABLE' })).toBe(
      'unavailable',
    );
    expect(aggProblem({ aggId: '77', date: DAY }, aggCart)).toBeNull();
  });

  it('makes a cart line per package line, the hotel line with its check-out', () => {
    const lines = aggCartLines(aggCart, 1);
    expect(lines).toEqual([
      {
        productId: '1',
        skuId: '11',
        productType: 'HOTEL',
        poiCode: 'GZ_HOTEL',
        poiType: 3,
        date: DAY,
        endDate: addDays(DAY, 1),
        quantity: 1,
        unitPriceCents: 128_000,
        stockLeft: 6,
      },
      expect.objectContaining({ productType: 'TICKET', date: DAY, quantity: 2 }),
    ]);
    expect(lines[1]).not.toHaveProperty('endDate');
    const odd = {
      ...aggCart,
      lines: aggCart.lines.map((l) => ({ ...l, endDate: l.startDate, session: '19:30' })),
    };
    const [hotel, ticket] = aggCartLines(odd, 2);
    expect(hotel).toMatchObject({ endDate: addDays(DAY, 2) });
    expect(hotel).not.toHaveProperty('session');
    expect(ticket).toMatchObject({ session: '19:30' });
  });
});

describe('price calendar marks', () => {
  it('disables closed days, marks sold-out ones and prices the others', () => {
    const day = (
      date: string,
      status: CalendarDay['status'],
      priceCents: number | null,
    ): CalendarDay => ({
      date,
      tier: 'OFF_PEAK',
      priceCents,
      stockLeft: 1,
      status,
      reason: null,
      sessions: [],
    });
    expect(
      calendarMarks(
        [
          day('2026-12-01', 'AVAILABLE', 18800),
          day('2026-12-02', 'SOLD_OUT', 18800),
          day('2026-12-03', 'UNAVAILABLE', null),
        ],
        'en',
      ),
    ).toEqual({
      disabledDates: ['2026-12-03'],
      soldOutDates: ['2026-12-02'],
      dayLabels: { '2026-12-01': 'HK$188' },
      dayShortLabels: { '2026-12-01': '188' },
    });
  });
});

describe('links to an offer or a package', () => {
  it('reads the offer or package a discount-page address names, and nothing from junk', () => {
    expect(discountLink('?productId=51')).toEqual({ kind: 'offer', productId: '51' });
    expect(discountLink('?aggId=71&x=1')).toEqual({ kind: 'agg', aggId: '71' });
    expect(discountLink('?productId=0')).toBeNull();
    expect(discountLink('?productId=5x')).toBeNull();
    expect(discountLink(`?aggId=${'9'.repeat(21)}`)).toBeNull();
    expect(discountLink('')).toBeNull();
  });
});

describe('offers on the real gateway', () => {
  onRealGateway();

  it('lists the cards and offers of an area, none in QY', async () => {
    const cards = await queryClient.fetchQuery(
      productQueries.tickets('en', { regionCode: 'GZ', productType: 'ANNUAL_CARD' }),
    );
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.productType === 'ANNUAL_CARD')).toBe(true);
    const offers = await queryClient.fetchQuery(
      productQueries.tickets('en', { regionCode: 'GZ', productType: 'OFFER' }),
    );
    expect(offers.every((o) => o.sessions.includes('16:00'))).toBe(true);
    const none = await queryClient.fetchQuery(
      productQueries.tickets('en', { regionCode: 'QY', productType: 'ANNUAL_CARD' }),
    );
    expect(none).toEqual([]);
  });

  it('prices a hotel package for a date and turns it into cart lines', async () => {
    const aggs = await queryClient.fetchQuery(productQueries.aggs('en', { regionCode: 'GZ' }));
    const pkg = aggs.find((a) => a.aggType === 'HOTEL_PACKAGE');
    if (!pkg) throw new Error('no hotel package');
    const cart = await queryClient.fetchQuery(
      productQueries.aggCart('en', { aggId: pkg.aggId, playDate: DAY }),
    );
    const lines = aggCartLines(cart, pkg.nights);
    expect(lines).toHaveLength(pkg.items.length);
    expect(lines.find((l) => l.productType === 'HOTEL')).toMatchObject({
      date: DAY,
      endDate: addDays(DAY, pkg.nights),
    });
    expect(lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0)).toBe(cart.totalCents);
  });

  it('tells a linked offer of the area from one of another (getCatalogIdByProductId, catalog/list)', async () => {
    const [offer] = await queryClient.fetchQuery(
      productQueries.tickets('en', { regionCode: 'GZ', productType: 'OFFER' }),
    );
    if (!offer) throw new Error('no offer in GZ');
    const { catalogId } = await queryClient.fetchQuery(productQueries.catalogOf(offer.productId));
    expect(catalogId).toBe(offer.catalogId);
    const gz = await queryClient.fetchQuery(
      productQueries.catalogs('en', { regionCode: 'GZ', productType: 'OFFER' }),
    );
    const zh = await queryClient.fetchQuery(
      productQueries.catalogs('en', { regionCode: 'ZH', productType: 'OFFER' }),
    );
    expect(gz.every((c) => c.productType === 'OFFER' && c.regionCode === 'GZ')).toBe(true);
    expect(isAreaOffer(catalogId, gz)).toBe(true);
    expect(isAreaOffer(catalogId, zh)).toBe(false);
  });

  it('loads a linked package with what it holds, of its own area only', async () => {
    const [listed] = await queryClient.fetchQuery(productQueries.aggs('en', { regionCode: 'GZ' }));
    if (!listed) throw new Error('no package in GZ');
    const agg = await queryClient.fetchQuery(productQueries.agg('en', listed.aggId));
    expect(agg.items.length).toBeGreaterThan(0);
    expect(agg.items.every((i) => i.productName.trim() !== '' && i.quantity > 0)).toBe(true);
    expect(isAreaAgg(agg, 'GZ')).toBe(true);
    expect(isAreaAgg(agg, 'ZH')).toBe(false);
  });
});
