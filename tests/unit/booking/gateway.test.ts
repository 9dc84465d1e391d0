// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../../src/lib/api/errors.ts';
import { queryClient } from '../../../src/lib/api/query.ts';
import {
  catalogIdOfProduct,
  listAggs,
  listProductCatalogs,
  loadAgg,
} from '../../../src/lib/booking/endpoints.ts';
import { productProblem } from '../../../src/lib/booking/errors.ts';
import { productKeys, productQueries } from '../../../src/lib/booking/queries.ts';
import { toCartLines, EMPTY_SELECTION } from '../../../src/lib/booking/selection.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { onRealGateway } from './support.ts';

/**
 * The product queryOptions against the real gateway in a child process (on real time: products are on sale
 * relative to the gateway clock), answers checked by the contract schemas.
 */
onRealGateway();

const today = hkToday();

describe('product queries on the real gateway', () => {
  it('lists, prices and loads a ticket, then makes cart lines of it', async () => {
    const list = await queryClient.fetchQuery(productQueries.tickets('en', { regionCode: 'GZ' }));
    const ticket = list.find((p) => p.productType === 'TICKET');
    if (!ticket) throw new Error('no ticket');
    const calendar = await queryClient.fetchQuery(
      productQueries.calendar({
        productId: ticket.productId,
        startDate: today,
        endDate: addDays(today, 61),
      }),
    );
    expect(calendar.days).toHaveLength(62);
    const day = calendar.days.find((d) => d.status === 'AVAILABLE' && d.date > today);
    if (!day) throw new Error('no bookable day');
    const detail = await queryClient.fetchQuery(
      productQueries.ticket('en', { productId: ticket.productId, playDate: day.date }),
    );
    const adult = detail.skus.find((s) => s.skuType === 'ADULT');
    if (!adult) throw new Error('no adult SKU');
    expect(adult.priceCents).toBeGreaterThan(0);
    const lines = toCartLines(
      {
        ...EMPTY_SELECTION,
        poiCode: ticket.poiCode,
        productId: ticket.productId,
        date: day.date,
        quantities: { [adult.skuId]: 2 },
      },
      detail,
    );
    expect(lines).toMatchObject([{ quantity: 2, unitPriceCents: adult.priceCents }]);
  });

  it('lists parks and performances', async () => {
    const parks = await queryClient.fetchQuery(productQueries.parks('en', 'GZ'));
    expect(parks.length).toBeGreaterThan(0);
    const shows = await queryClient.fetchQuery(productQueries.performances('en', {}));
    expect(Array.isArray(shows)).toBe(true);
  });

  it('keys answers by language and turns SPEC §8 failures into problems', async () => {
    expect(productKeys.ticket('en', { productId: '1' })).not.toEqual(
      productKeys.ticket('zh-TW', { productId: '1' }),
    );
    const [ticket] = await queryClient.fetchQuery(productQueries.tickets('en', {}));
    if (!ticket) throw new Error('no product');
    const failure = await queryClient
      .fetchQuery(
        productQueries.ticket('en', { productId: ticket.productId, playDate: addDays(today, -2) }),
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isApiError(failure)).toBe(true);
    expect(productProblem(failure)).toBe('dateNotApplicable');
  });
});

describe('catalogue and package calls of SPEC §7 on the real gateway', () => {
  it('finds the catalogue of a product among the product catalogues (no 404)', async () => {
    const list = await queryClient.fetchQuery(productQueries.tickets('en', { regionCode: 'GZ' }));
    const ticket = list[0];
    if (!ticket) throw new Error('no product');
    const found = await catalogIdOfProduct({ productId: ticket.productId });
    expect(found.productId).toBe(ticket.productId);
    const catalogs = await listProductCatalogs({});
    expect(catalogs.map((c) => c.catalogId)).toContain(found.catalogId);
  });

  it('loads a package by id as the package list names it', async () => {
    const [first] = await listAggs({ regionCode: 'GZ' });
    if (!first) throw new Error('no package');
    const agg = await loadAgg({ aggId: first.aggId });
    expect(agg.aggId).toBe(first.aggId);
  });
});
