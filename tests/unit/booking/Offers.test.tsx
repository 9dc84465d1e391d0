// @vitest-environment jsdom
import { PRODUCT_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import Offers, { type OffersProps } from '../../../src/islands/booking/Offers.tsx';
import { $cart } from '../../../src/lib/booking/cart.ts';
import { $offerSelection, EMPTY_OFFER_SELECTION } from '../../../src/lib/booking/offers.ts';
import type {
  Agg,
  AggCart,
  ProductCatalog,
  ProductDetail,
} from '../../../src/lib/contract/product.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import en from '../../../locales/en/offers.json';
import { fail, ok } from '../api/test-server.ts';
import {
  calendarDays,
  dayCell as cellOf,
  englishProps,
  formNamed,
  productSummary,
  serveIslandApi,
} from './support.ts';

/** The discount page's island against a real HTTP server answering the product calls. */

const today = hkToday();
const DAY = addDays(today, 1);
const SOLD = addDays(today, 2);

const evening = productSummary({
  productId: '51',
  productCode: 'GZ_PARK_EVENING',
  productType: 'OFFER',
  poiName: 'Happy Land',
  productName: 'Evening offer',
  sessions: ['16:00'],
  fromPriceCents: 20_930,
});
const detail = (date: string | null): ProductDetail => ({
  ...evening,
  productDetailDesc: '<p>Enter after 16:00.</p>',
  poiRefundDesc: '',
  date,
  tier: date === null ? null : 'OFF_PEAK',
  skus: [
    {
      skuId: '511',
      skuType: 'ADULT',
      skuName: 'Adult',
      adults: 1,
      children: 0,
      minAge: null,
      maxAge: null,
      peakPriceCents: 25_130,
      offPeakPriceCents: 20_930,
      priceCents: date === null ? null : 20_930,
      stockLeft: date === null ? null : 200,
    },
  ],
  sessionSlots:
    date === null ? [] : [{ session: '16:00', stockLeft: 200, status: 'AVAILABLE', reason: null }],
});
const pkg: Agg = {
  aggId: '71',
  aggCode: 'GZ_HOTEL_PACKAGE',
  aggType: 'HOTEL_PACKAGE',
  regionCode: 'GZ',
  aggName: 'Stay and play package',
  aggDesc: 'One night in a standard room with two park day tickets.',
  nights: 1,
  items: [
    {
      productId: '1',
      skuId: '11',
      quantity: 1,
      productName: 'Standard room',
      productType: 'HOTEL',
      poiCode: 'GZ_HOTEL',
    },
    {
      productId: '2',
      skuId: '21',
      quantity: 2,
      productName: 'Day ticket',
      productType: 'TICKET',
      poiCode: 'GZ_PARK',
    },
  ],
  sort: 0,
};
const offerCatalog: ProductCatalog = {
  catalogId: '9',
  catalogCode: 'GZ_PARK_OFFER',
  catalogName: 'Happy Land special offers',
  catalogDesc: '',
  productType: 'OFFER',
  poiCode: 'GZ_PARK',
  regionCode: 'GZ',
  productCount: 1,
  sort: 0,
};
const aggCart = (date: string): AggCart => ({
  aggId: '71',
  status: date === SOLD ? 'SOLD_OUT' : 'AVAILABLE',
  totalCents: 128_000 + 71_800,
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
      startDate: date,
      endDate: addDays(date, 1),
      session: null,
      unitPriceCents: 128_000,
      subtotalCents: 128_000,
      stockLeft: date === SOLD ? 0 : 6,
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
      startDate: date,
      endDate: date,
      session: null,
      unitPriceCents: 35_900,
      subtotalCents: 71_800,
      stockLeft: 500,
    },
  ],
});

const props: OffersProps = { ...englishProps(en), regionCode: 'GZ' };

const server = serveIslandApi(() => $offerSelection.set(EMPTY_OFFER_SELECTION));
beforeEach(() => {
  server.route(PRODUCT_ROUTES.paths.ticketList, () => ok([evening]));
  server.route(PRODUCT_ROUTES.paths.priceCalendar, () =>
    ok({
      productId: '51',
      productType: 'OFFER',
      today,
      days: calendarDays(today, 20_930, 200),
      stays: [],
    }),
  );
  server.route(PRODUCT_ROUTES.paths.ticketLoad, (r) => ok(detail(r.query.get('playDate'))));
  server.route(PRODUCT_ROUTES.paths.aggList, () => ok([pkg]));
  server.route(PRODUCT_ROUTES.paths.cartByAgg, (r) =>
    ok(aggCart(r.query.get('playDate') ?? today)),
  );
  server.route(PRODUCT_ROUTES.paths.aggLoad, (r) =>
    r.query.get('aggId') === '71'
      ? ok(pkg)
      : fail(400, 'VALIDATION_FAILED', 'aggId', { fields: [{ field: 'aggId' }] }),
  );
  server.route(PRODUCT_ROUTES.paths.catalogIdByProduct, (r) =>
    ok({ productId: r.query.get('productId'), catalogId: '9' }),
  );
  server.route(PRODUCT_ROUTES.paths.catalogList, () => ok([offerCatalog]));
});
const offerForm = () => formNamed('Buy a special offer');
const packageForm = () => formNamed('Buy a package');
/** The day's cell in a form's calendar. */
const dayCell = (form: () => HTMLElement, date: string) => cellOf(date, { scope: form });

describe('offers island', () => {
  it('sells an evening offer with its 16:00 entry', async () => {
    render(<Offers {...props} />);
    expect(await screen.findByRole('heading', { name: 'Special offers' })).toBeInTheDocument();
    fireEvent.click(within(offerForm()).getByRole('button', { name: 'Add to cart' }));
    expect(within(offerForm()).getByText('Choose an offer first.')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('radio', { name: /Evening offer/ }));
    expect(server.calls(PRODUCT_ROUTES.paths.ticketList)[0]?.query.get('productType')).toBe(
      'OFFER',
    );
    fireEvent.click(await dayCell(offerForm, DAY));
    expect(await within(offerForm()).findByRole('radio', { name: /16:00/ })).toBeChecked();
    const more = await within(offerForm()).findByRole('button', { name: 'Increase Adult' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(offerForm().querySelector('output')).toHaveTextContent('HK$418.60');
    fireEvent.click(within(offerForm()).getByRole('button', { name: 'Add to cart' }));
    expect(within(offerForm()).getByText('2 tickets added to your cart.')).toBeInTheDocument();
    expect($cart.get().lines).toMatchObject([
      { productType: 'OFFER', date: DAY, session: '16:00', quantity: 2, unitPriceCents: 20_930 },
    ]);
  });

  it('adds every line of a package, and not on a sold-out day', async () => {
    render(<Offers {...props} />);
    fireEvent.click(within(packageForm()).getByRole('button', { name: 'Add package to cart' }));
    expect(within(packageForm()).getByText('Choose a package first.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: /Stay and play package/ }));
    expect(screen.getByText('Hotel stay and park, 1 night')).toBeInTheDocument();

    fireEvent.click(await dayCell(packageForm, SOLD));
    expect(
      await within(packageForm()).findByText('Sold out on this date. Please choose another date.'),
    ).toBeInTheDocument();
    expect(
      within(packageForm()).getByRole('button', { name: 'Add package to cart' }),
    ).toBeDisabled();

    fireEvent.click(await dayCell(packageForm, DAY));
    expect(
      await within(packageForm()).findByText(/Standard room, Per room per night × 1/),
    ).toBeInTheDocument();
    expect(packageForm().querySelector('output')).toHaveTextContent('HK$1,998');
    const add = within(packageForm()).getByRole('button', { name: 'Add package to cart' });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(within(packageForm()).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
      'href',
      '/en/product',
    );
    expect($cart.get().lines).toMatchObject([
      { productType: 'HOTEL', date: DAY, endDate: addDays(DAY, 1), quantity: 1 },
      { productType: 'TICKET', date: DAY, quantity: 2 },
    ]);
  });

  it('keeps the forms when revisited and explains a date the package cannot use', async () => {
    server.route(PRODUCT_ROUTES.paths.cartByAgg, () =>
      fail(409, 'DATE_NOT_APPLICABLE', 'date', { date: DAY, reason: 'CLOSED' }),
    );
    $offerSelection.set({ ...EMPTY_OFFER_SELECTION, agg: { aggId: '71', date: DAY } });
    render(<Offers {...props} />);
    expect(await screen.findByRole('radio', { name: /Stay and play package/ })).toBeChecked();
    expect(await within(packageForm()).findByRole('alert')).toHaveTextContent(
      'This date cannot be booked. Please choose another date.',
    );
    expect(
      within(packageForm()).getByRole('button', { name: 'Add package to cart' }),
    ).toBeDisabled();
  });

  it('shows what a chosen package holds (agg/load) before a date prices it', async () => {
    render(<Offers {...props} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Stay and play package/ }));
    const items = await within(packageForm()).findByRole('heading', {
      name: 'What the package includes',
    });
    const list = within(items.parentElement as HTMLElement);
    expect(list.getByText('Standard room × 1')).toBeInTheDocument();
    expect(list.getByText('Day ticket × 2')).toBeInTheDocument();
    expect(server.calls(PRODUCT_ROUTES.paths.aggLoad)[0]?.query.get('aggId')).toBe('71');
  });

  it('chooses the offer a link names once its catalogue is one of the area offer catalogues', async () => {
    window.history.replaceState(null, '', '/en/GZ/discount?productId=51');
    render(<Offers {...props} />);
    expect(await screen.findByRole('radio', { name: /Evening offer/ })).toBeChecked();
    expect(server.calls(PRODUCT_ROUTES.paths.catalogIdByProduct)[0]?.query.get('productId')).toBe(
      '51',
    );
    const asked = server.calls(PRODUCT_ROUTES.paths.catalogList)[0]?.query;
    expect([asked?.get('regionCode'), asked?.get('productType')]).toEqual(['GZ', 'OFFER']);
    expect(screen.queryByText(/in your link/)).toBeNull();
  });

  it('says so when a linked offer belongs to another area, and chooses nothing', async () => {
    server.route(PRODUCT_ROUTES.paths.catalogIdByProduct, () =>
      ok({ productId: '51', catalogId: '8' }),
    );
    window.history.replaceState(null, '', '/en/GZ/discount?productId=51');
    render(<Offers {...props} />);
    expect(
      await screen.findByText(
        'The offer or package in your link is not sold in this area. Please choose one below.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Evening offer/ })).not.toBeChecked();
  });

  it('chooses a linked package of the area, and explains a link to one no longer on sale', async () => {
    window.history.replaceState(null, '', '/en/GZ/discount?aggId=71');
    const first = render(<Offers {...props} />);
    expect(await screen.findByRole('radio', { name: /Stay and play package/ })).toBeChecked();
    first.unmount();
    $offerSelection.set(EMPTY_OFFER_SELECTION);
    window.history.replaceState(null, '', '/en/GZ/discount?aggId=72');
    render(<Offers {...props} />);
    expect(
      await screen.findByText(
        'The offer or package in your link is no longer on sale. Please choose one below.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Stay and play package/ })).not.toBeChecked();
  });
});
