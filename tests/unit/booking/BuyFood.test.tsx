// @vitest-environment jsdom
import { PRODUCT_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import BuyFood, { type BuyFoodProps } from '../../../src/islands/booking/BuyFood.tsx';
import { $cart } from '../../../src/lib/booking/cart.ts';
import { $foodSelection } from '../../../src/lib/booking/dining.ts';
import { EMPTY_SELECTION } from '../../../src/lib/booking/selection.ts';
import type { ProductDetail, Sku } from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import en from '../../../locales/en/dining.json';
import { fail, ok } from '../api/test-server.ts';
import {
  calendarDays,
  dayCell as cellOf,
  englishProps,
  formNamed,
  productSummary,
  serveIslandApi,
} from './support.ts';

/** The buy-food island against a real HTTP server answering the dining calls. */

const today = hkToday();
const DAY = addDays(today, 3);
const SOLD = addDays(today, 4);

const summary = productSummary({
  productId: '31',
  productCode: 'GZ_PANDA_CAFE_SET',
  productType: 'FOOD',
  poiCode: 'GZ_PANDA_CAFE',
  poiType: 4,
  poiName: 'Panda Café',
  productName: 'Panda Café set meal',
  sessions: ['11:30', '13:00', '18:00', '19:30'],
  fromPriceCents: 18800,
});
const sku = (skuId: string, skuType: Sku['skuType'], skuName: string, price: number): Sku => ({
  skuId,
  skuType,
  skuName,
  adults: skuType === 'ADULT' ? 1 : 0,
  children: skuType === 'CHILD' ? 1 : 0,
  minAge: null,
  maxAge: null,
  peakPriceCents: price,
  offPeakPriceCents: price,
  priceCents: price,
  stockLeft: 40,
});
const detail = (eatDate: string | null): ProductDetail => ({
  ...summary,
  productDetailDesc: '<p>Seated at the dining time you choose.</p>',
  poiRefundDesc: '<p>Refunds up to a day before.</p>',
  date: eatDate,
  tier: eatDate === null ? null : 'OFF_PEAK',
  skus: [sku('311', 'ADULT', 'Adult set', 18800), sku('312', 'CHILD', 'Child set', 11000)],
  sessionSlots:
    eatDate === null
      ? []
      : [
          { session: '11:30', stockLeft: 40, status: 'UNAVAILABLE', reason: 'STARTED' },
          { session: '13:00', stockLeft: 0, status: 'SOLD_OUT', reason: 'SOLD_OUT' },
          { session: '18:00', stockLeft: 40, status: 'AVAILABLE', reason: null },
          { session: '19:30', stockLeft: 12, status: 'AVAILABLE', reason: null },
        ],
});
const props: BuyFoodProps = { ...englishProps(en), poiCode: 'GZ_PANDA_CAFE' };

const server = serveIslandApi(() => $foodSelection.set(EMPTY_SELECTION));
beforeEach(() => {
  server.route(PRODUCT_ROUTES.paths.foodList, () => ok([summary]));
  server.route(PRODUCT_ROUTES.paths.priceCalendar, (r) =>
    ok({
      productId: r.query.get('productId'),
      productType: 'FOOD',
      today,
      days: calendarDays(today, 18800, 100, SOLD),
      stays: [],
    }),
  );
  server.route(PRODUCT_ROUTES.paths.foodLoad, (r) => ok(detail(r.query.get('eatDate'))));
});
const form = () => formNamed('Book dining');
const dayCell = (date: string) => cellOf(date, { grid: /Dining date/ });

describe('buy-food island', () => {
  it('books sets for an eat date and an open eat time', async () => {
    render(<BuyFood {...props} />);
    expect(await screen.findByRole('radio', { name: /Panda Café set meal/ })).toBeChecked();
    expect(await dayCell(SOLD)).toHaveAttribute('aria-disabled', 'true');
    const cell = await dayCell(DAY);
    // the cell shows the bare price; its name says HK$
    expect(cell).toHaveTextContent('188');
    expect(cell).toHaveAccessibleName(/HK\$188/);
    fireEvent.click(cell);

    expect(await screen.findByRole('radio', { name: /11:30/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /13:00/ })).toBeDisabled();
    expect(screen.getByText('already started')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose a dining time first.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /19:30/ }));
    const more = await screen.findByRole('button', { name: 'Increase Adult set' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose at least one set.')).toBeInTheDocument();
    fireEvent.click(more);
    fireEvent.click(more);
    expect(form().querySelector('output')).toHaveTextContent('HK$376');
    expect(screen.getByText('Set details and refund terms')).toBeInTheDocument();
    expect(screen.getByText('Refunds up to a day before.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(within(form()).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
      'href',
      '/en/product',
    );
    expect($cart.get().lines).toMatchObject([
      { productType: 'FOOD', skuId: '311', date: DAY, session: '19:30', quantity: 2 },
    ]);
    expect(server.calls(PRODUCT_ROUTES.paths.foodList)[0]?.query.get('poiCode')).toBe(
      'GZ_PANDA_CAFE',
    );
    const timed = server.calls(PRODUCT_ROUTES.paths.foodLoad).find((c) => c.query.get('eatTime'));
    expect(timed?.query.get('eatDate')).toBe(DAY);
  });

  it('takes the quick search date, keeps the form and starts over at another restaurant', async () => {
    window.history.replaceState(null, '', `/en/GZ/buy-food/GZ_PANDA_CAFE?startDate=${DAY}`);
    const { unmount } = render(<BuyFood {...props} />);
    expect(await dayCell(DAY)).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(await screen.findByRole('radio', { name: /18:00/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Increase Adult set' }));
    unmount();

    window.history.replaceState(null, '', '/en/GZ/buy-food/GZ_PANDA_CAFE');
    const again = render(<BuyFood {...props} />);
    expect(await screen.findByRole('spinbutton', { name: 'Adult set' })).toHaveValue(1);
    expect(screen.getByRole('radio', { name: /18:00/ })).toBeChecked();
    again.unmount();

    render(<BuyFood {...props} poiCode="GZ_SAFARI_BBQ" />);
    await screen.findByRole('radio', { name: /Panda Café set meal/ });
    expect($foodSelection.get()).toMatchObject({
      poiCode: 'GZ_SAFARI_BBQ',
      date: null,
      quantities: {},
    });
  });

  it('shows a failed call as text with Try again', async () => {
    server.route(PRODUCT_ROUTES.paths.foodList, () => fail(400, 'BAD_REQUEST', 'bad'));
    render(<BuyFood {...props} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dining sets could not be loaded. Please try again.');
    server.route(PRODUCT_ROUTES.paths.foodList, () => ok([summary]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Panda Café set meal/ })).toBeChecked();
  });
});
