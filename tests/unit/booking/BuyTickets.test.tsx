// @vitest-environment jsdom
import { PRODUCT_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import BuyTickets, { type BuyTicketsProps } from '../../../src/islands/booking/BuyTickets.tsx';
import { $cart } from '../../../src/lib/booking/cart.ts';
import { $ticketSelection, EMPTY_SELECTION } from '../../../src/lib/booking/selection.ts';
import type { ProductDetail, ProductSummary, Sku } from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import en from '../../../locales/en/booking.json';
import { fail, ok } from '../api/test-server.ts';
import {
  calendarDays,
  dayCell,
  englishProps,
  formNamed,
  productSummary,
  serveIslandApi,
} from './support.ts';

/** The buy-tickets island against a real HTTP server answering the product calls. */

const today = hkToday();
const DAY = addDays(today, 3);
const SOLD = addDays(today, 4);

const summary = (productId: string, over: Partial<ProductSummary> = {}): ProductSummary =>
  productSummary({
    productId,
    productCode: `P${productId}`,
    productType: 'TICKET',
    poiName: 'Safari Park',
    productName: 'Day ticket',
    fromPriceCents: 19000,
    ...over,
  });
const sku = (skuId: string, skuType: Sku['skuType'], skuName: string, price: number): Sku => ({
  skuId,
  skuType,
  skuName,
  adults: skuType === 'CHILD' ? 0 : skuType === 'FAMILY' ? 2 : 1,
  children: skuType === 'CHILD' || skuType === 'FAMILY' ? 1 : 0,
  minAge: null,
  maxAge: null,
  peakPriceCents: price,
  offPeakPriceCents: price,
  priceCents: price,
  stockLeft: 50,
});
const detail = (s: ProductSummary): ProductDetail => ({
  ...s,
  productDetailDesc: '',
  poiRefundDesc: '',
  date: DAY,
  tier: 'OFF_PEAK',
  skus: [
    sku('101', 'ADULT', 'Adult', 30000),
    sku('102', 'CHILD', 'Child (3-11)', 18000),
    sku('103', 'FAMILY', 'Family of three', 72000),
  ],
  sessionSlots: s.sessions.map((session, i) => ({
    session,
    stockLeft: i === 0 ? 0 : 20,
    status: i === 0 ? 'SOLD_OUT' : 'AVAILABLE',
    reason: i === 0 ? 'SOLD_OUT' : null,
  })),
});

const park = summary('11');
const show = summary('22', {
  productType: 'SHOW',
  poiCode: 'GZ_SHOW',
  poiType: 2,
  productName: 'Circus show',
  sessions: ['14:30', '19:30'],
});

const props: BuyTicketsProps = {
  ...englishProps(en),
  regionCode: 'GZ',
  places: [
    { id: '900', poiCode: 'GZ_PARK', poiName: 'Safari Park', poiType: 1 },
    { id: '901', poiCode: 'GZ_SHOW', poiName: 'Circus', poiType: 2 },
  ],
};

const server = serveIslandApi(() => $ticketSelection.set(EMPTY_SELECTION));
beforeEach(() => {
  // The island lists the whole area (its cards are priced by each place's admission).
  server.route(PRODUCT_ROUTES.paths.ticketList, (r) => {
    const poiCode = r.query.get('poiCode');
    return ok([park, show].filter((p) => poiCode === null || p.poiCode === poiCode));
  });
  server.route(PRODUCT_ROUTES.paths.priceCalendar, (r) =>
    ok({
      productId: r.query.get('productId'),
      productType: 'TICKET',
      today,
      days: calendarDays(today, 19000, 100, SOLD),
      stays: [],
    }),
  );
  server.route(PRODUCT_ROUTES.paths.ticketLoad, (r) =>
    ok(detail(r.query.get('productId') === '22' ? show : park)),
  );
});
const form = () => formNamed('Buy tickets');
const increase = (name: string) =>
  fireEvent.click(within(form()).getByRole('button', { name: `Increase ${name}` }));

describe('buy-tickets island', () => {
  it('sells park tickets for a day of the price calendar', async () => {
    render(<BuyTickets {...props} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Safari Park/ }));
    expect(await screen.findByRole('radio', { name: /Day ticket/ })).toBeChecked();

    expect(await dayCell(SOLD, { grid: /Visit date/ })).toHaveAttribute('aria-disabled', 'true');
    const cell = await dayCell(DAY, { grid: /Visit date/ });
    // the cell shows the bare price; its name says HK$
    expect(cell).toHaveTextContent('190');
    expect(cell).toHaveAccessibleName(/HK\$190/);
    fireEvent.click(cell);

    await screen.findByRole('button', { name: 'Increase Adult' });
    increase('Adult');
    increase('Adult');
    increase('Child (3-11)');
    expect(screen.getByText('Children under 3 go free and need no ticket.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bundles' })).toBeInTheDocument();
    expect(form().querySelector('output')).toHaveTextContent('HK$780');

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
      'href',
      '/en/product',
    );
    expect($cart.get().lines).toMatchObject([
      { skuId: '101', quantity: 2, date: DAY, unitPriceCents: 30000 },
      { skuId: '102', quantity: 1, date: DAY, unitPriceCents: 18000 },
    ]);
    expect(server.calls(PRODUCT_ROUTES.paths.ticketLoad)[0]?.headers.get('accept-language')).toBe(
      'en',
    );
  });

  it('asks for what is missing and needs an open session for shows', async () => {
    render(<BuyTickets {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose a park or show first.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /Circus/ }));
    await screen.findByRole('radio', { name: /Circus show/ });
    fireEvent.click(await dayCell(DAY));
    expect(await screen.findByRole('radio', { name: /14:30/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose a session first.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /19:30/ }));
    await screen.findByRole('button', { name: 'Increase Adult' });
    increase('Adult');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect($cart.get().lines).toMatchObject([{ productId: '22', session: '19:30', quantity: 1 }]);
  });

  it('takes the place and date of the address and keeps the form in sessionStorage', async () => {
    window.history.replaceState(
      null,
      '',
      `/en/GZ/buy-tickets?poiType=1&poiId=900&startDate=${DAY}`,
    );
    const { unmount } = render(<BuyTickets {...props} />);
    expect(await screen.findByRole('radio', { name: /Safari Park/ })).toBeChecked();
    await screen.findByRole('button', { name: 'Increase Adult' });
    increase('Adult');
    unmount();
    window.history.replaceState(null, '', '/en/GZ/buy-tickets');
    render(<BuyTickets {...props} />);
    expect(await screen.findByRole('spinbutton', { name: 'Adult' })).toHaveValue(1);
    expect(
      JSON.parse(sessionStorage.getItem('resort-storefront:buy-tickets') ?? '{}'),
    ).toMatchObject({
      poiCode: 'GZ_PARK',
      date: DAY,
      quantities: { '101': 1 },
    });
  });

  it('drops a kept date that has passed', async () => {
    const past = addDays(today, -1);
    $ticketSelection.set({ ...EMPTY_SELECTION, poiCode: 'GZ_PARK', productId: '11', date: past });
    render(<BuyTickets {...props} />);
    expect(await screen.findByText('Choose a date in the calendar.')).toBeInTheDocument();
    expect($ticketSelection.get().date).toBeNull();
  });

  it('shows the product failures as text', async () => {
    server.route(PRODUCT_ROUTES.paths.ticketLoad, () =>
      fail(409, 'DATE_NOT_APPLICABLE', 'date', { date: DAY, reason: 'CLOSED' }),
    );
    $ticketSelection.set({ ...EMPTY_SELECTION, poiCode: 'GZ_PARK', productId: '11', date: DAY });
    render(<BuyTickets {...props} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This date cannot be booked. Please choose another date.',
    );
  });
});
