// @vitest-environment jsdom
import { PRODUCT_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import AnnualCards, { type AnnualCardsProps } from '../../../src/islands/booking/AnnualCards.tsx';
import { $cart } from '../../../src/lib/booking/cart.ts';
import { $cardSelection } from '../../../src/lib/booking/offers.ts';
import { EMPTY_SELECTION } from '../../../src/lib/booking/selection.ts';
import type { ProductDetail, ProductSummary } from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import en from '../../../locales/en/offers.json';
import { ok } from '../api/test-server.ts';
import {
  calendarDays,
  dayCell as cellOf,
  englishProps,
  formNamed,
  productSummary,
  serveIslandApi,
} from './support.ts';

/** The annual-card island against a real HTTP server answering the product calls. */

const today = hkToday();
const LATER = addDays(today, 10);

const card = (productId: string, productName: string, price: number): ProductSummary =>
  productSummary({
    productId,
    productCode: `CARD${productId}`,
    productType: 'ANNUAL_CARD',
    productName,
    fromPriceCents: price,
  });
const cards = [
  card('41', 'Park annual card', 119_600),
  card('42', 'Water park annual card', 99_600),
];
const detail = (s: ProductSummary, date: string | null): ProductDetail => ({
  ...s,
  productDetailDesc: '<p>Unlimited entry for a year.</p>',
  poiRefundDesc: '',
  date,
  tier: date === null ? null : 'OFF_PEAK',
  skus: [
    {
      skuId: `${s.productId}1`,
      skuType: 'ADULT',
      skuName: 'Annual card (adult)',
      adults: 1,
      children: 0,
      minAge: null,
      maxAge: null,
      peakPriceCents: s.fromPriceCents,
      offPeakPriceCents: s.fromPriceCents,
      priceCents: date === null ? null : s.fromPriceCents,
      stockLeft: date === null ? null : 50,
    },
  ],
  sessionSlots: [],
});
const props: AnnualCardsProps = { ...englishProps(en), regionCode: 'GZ' };

const server = serveIslandApi(() => $cardSelection.set(EMPTY_SELECTION));
beforeEach(() => {
  server.route(PRODUCT_ROUTES.paths.ticketList, (r) =>
    ok(r.query.get('regionCode') === 'QY' ? [] : cards),
  );
  server.route(PRODUCT_ROUTES.paths.priceCalendar, (r) =>
    ok({
      productId: r.query.get('productId'),
      productType: 'ANNUAL_CARD',
      today,
      days: calendarDays(today, 119_600, 50),
      stays: [],
    }),
  );
  server.route(PRODUCT_ROUTES.paths.ticketLoad, (r) => {
    const s = cards.find((c) => c.productId === r.query.get('productId')) ?? cards[0];
    if (!s) throw new Error('no card');
    return ok(detail(s, r.query.get('playDate')));
  });
});
const form = () => formNamed('Buy an annual card');
const dayCell = (date: string) => cellOf(date, { grid: /Activation date/ });

describe('annual-card island', () => {
  it('sells the first card from today by default, another card from a later day', async () => {
    render(<AnnualCards {...props} />);
    expect(await screen.findByRole('radio', { name: /Park annual card/ })).toBeChecked();
    expect(server.calls(PRODUCT_ROUTES.paths.ticketList)[0]?.query.get('productType')).toBe(
      'ANNUAL_CARD',
    );
    expect(server.calls(PRODUCT_ROUTES.paths.ticketList)[0]?.query.get('regionCode')).toBe('GZ');
    const grid = await screen.findByRole('grid', { name: /Activation date/ });
    expect(grid.querySelector(`[data-date="${today}"]`)).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Choose at least one.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Increase Annual card (adult)' }));
    expect(form().querySelector('output')).toHaveTextContent('HK$1,196');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(within(form()).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
      'href',
      '/en/product',
    );

    fireEvent.click(screen.getByRole('radio', { name: /Water park annual card/ }));
    fireEvent.click(await dayCell(LATER));
    fireEvent.click(await screen.findByRole('button', { name: 'Increase Annual card (adult)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect($cart.get().lines).toMatchObject([
      {
        productType: 'ANNUAL_CARD',
        productId: '41',
        date: today,
        quantity: 1,
        unitPriceCents: 119_600,
      },
      { productType: 'ANNUAL_CARD', productId: '42', date: LATER, quantity: 1 },
    ]);
    expect($cart.get().lines[0]).not.toHaveProperty('session');
  });

  it('asks for a count, not for a card, when "Add to cart" comes before the card’s day has loaded', async () => {
    server.route(PRODUCT_ROUTES.paths.ticketLoad, () => server.never());
    render(<AnnualCards {...props} />);
    expect(await screen.findByRole('radio', { name: /Park annual card/ })).toBeChecked();
    await server.arrived(PRODUCT_ROUTES.paths.ticketLoad, 1);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Choose at least one.')).toBeInTheDocument();
    expect(screen.queryByText('Choose an annual card first.')).toBeNull();
    expect($cart.get().lines).toEqual([]);
  });

  it('says so when the area sells no card yet', async () => {
    render(<AnnualCards {...props} regionCode="QY" />);
    expect(
      await screen.findByText('No annual cards are on sale in this area yet.'),
    ).toBeInTheDocument();
  });
});
