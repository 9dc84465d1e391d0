import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ERROR_CODES,
  envelopeSchema,
  validationErrorDataSchema,
} from '../../../src/lib/contract/envelope.ts';
import {
  aggListSchema,
  hotelRoomListSchema,
  hotelSchema,
  priceCalendarSchema,
  PRODUCT_ERROR_CODES,
} from '../../../src/lib/contract/product.ts';
import { data } from './support/envelope.ts';
import { createTestGateway, SEEDED_AT, type TestGateway } from './support/gateway.ts';
import { PRODUCT } from './support/search-fixture.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());
/** Monday 2 March 2026, 12:00 in the resort. */
beforeEach(() => gw.clock.setOffset(Date.parse('2026-03-02T04:00:00Z') - SEEDED_AT));

const get = (path: string, lang = 'en') => gw.get(`${PRODUCT}${path}`, lang);
async function failure(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = envelopeSchema(z.unknown()).parse(await res.json());
  expect(body).toMatchObject({ state: 'error', code });
  return body;
}
async function badFields(res: Response): Promise<string[]> {
  const body = await failure(res, 400, ERROR_CODES.validation);
  return validationErrorDataSchema.parse(body.data).fields.map((f) => f.field);
}
const rooms = async (q: string) =>
  data(await get(`/hotel/room/list?poiCode=GZ_HOTEL&${q}`), hotelRoomListSchema);

describe('hotel/room/list', () => {
  it('quotes every room type for the stay, night by night, with 1-, 2- and 3-night options', async () => {
    const list = await rooms('checkInDate=2026-03-05&checkOutDate=2026-03-08');
    expect(list.map((r) => r.productCode)).toEqual([
      'GZ_HOTEL_STANDARD',
      'GZ_HOTEL_FAMILY',
      'GZ_HOTEL_SUITE',
    ]);
    for (const room of list) {
      expect(room.stay.nights).toBe(3);
      expect(room.stay.nightly.map((n) => n.tier)).toEqual(['OFF_PEAK', 'OFF_PEAK', 'PEAK']);
      expect(room.stayOptions.map((s) => s.nights)).toEqual([1, 2, 3]);
      if (room.stay.status === 'AVAILABLE') {
        const sum = room.stay.nightly.reduce((a, n) => a + (n.priceCents ?? 0), 0);
        expect(room.stay.totalCents).toBe(sum);
      } else {
        expect(room.stay.totalCents).toBeNull();
        expect(room.stay.nightly.some((n) => n.status !== 'AVAILABLE')).toBe(true);
      }
    }
  });

  it('makes a stay with a sold-out night unavailable', async () => {
    // find a sold-out night in the window, then ask for a stay across it
    const [room] = await rooms('checkInDate=2026-03-03&checkOutDate=2026-03-04');
    const calendar = await data(
      await get(
        `/info/getPriceCalendarList?productId=${room?.productId}&startDate=2026-03-02&endDate=2026-05-01`,
      ),
      priceCalendarSchema,
    );
    const night = calendar.days.find((d) => d.status === 'SOLD_OUT' && d.date > '2026-03-02');
    expect(night).toBeDefined();
    const date = night?.date ?? '';
    const before = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const after = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const quoted = await rooms(`checkInDate=${before}&checkOutDate=${after}`);
    const same = quoted.find((r) => r.productId === room?.productId);
    expect(same?.stay).toMatchObject({ status: 'SOLD_OUT', totalCents: null });
  });

  it('quotes hotel stays in the price calendar', async () => {
    const [room] = await rooms('checkInDate=2026-03-03&checkOutDate=2026-03-04');
    const calendar = await data(
      await get(
        `/info/getPriceCalendarList?productId=${room?.productId}&startDate=2026-03-10&endDate=2026-03-12&checkOutDate=2026-03-24`,
      ),
      priceCalendarSchema,
    );
    expect(calendar.stays.map((s) => s.nights)).toEqual([1, 2, 3, 14]);
  });

  it('answers “no products on sale for this date” for a stay in the past', async () => {
    await failure(
      await get('/hotel/room/list?poiCode=GZ_HOTEL&checkInDate=2026-02-01&checkOutDate=2026-02-03'),
      409,
      PRODUCT_ERROR_CODES.notOnSale,
    );
  });

  it('rejects stays of no night, reversed or over 14 nights, and unknown hotels', async () => {
    expect(
      await badFields(
        await get(
          '/hotel/room/list?poiCode=GZ_HOTEL&checkInDate=2026-03-05&checkOutDate=2026-03-05',
        ),
      ),
    ).toEqual(['checkOutDate']);
    expect(
      await badFields(
        await get(
          '/hotel/room/list?poiCode=GZ_HOTEL&checkInDate=2026-03-05&checkOutDate=2026-03-04',
        ),
      ),
    ).toEqual(['checkOutDate']);
    expect(
      await badFields(
        await get(
          '/hotel/room/list?poiCode=GZ_HOTEL&checkInDate=2026-03-05&checkOutDate=2026-03-20',
        ),
      ),
    ).toEqual(['checkOutDate']);
    expect(
      await badFields(
        await get(
          '/hotel/room/list?poiCode=GZ_PARK&checkInDate=2026-03-05&checkOutDate=2026-03-06',
        ),
      ),
    ).toEqual(['poiCode']);
    expect(await badFields(await get('/hotel/room/list?checkInDate=2026-03-05'))).toEqual([
      'poiCode',
      'checkOutDate',
    ]);
  });
});

describe('hotel/load and hotel/getListByAggId', () => {
  it('answers a hotel with its room types and packages', async () => {
    const hotel = await data(await get('/hotel/load?poiCode=GZ_HOTEL'), hotelSchema);
    expect(hotel.rooms).toHaveLength(3);
    expect(hotel.packages.map((p) => p.aggCode)).toEqual(['GZ_HOTEL_PACKAGE']);
    expect(await badFields(await get('/hotel/load?poiCode=NOPE'))).toEqual(['poiCode']);
  });

  it('quotes the rooms of a hotel package, and rejects other aggs', async () => {
    const [pkg] = await data(await get('/agg/list?aggType=HOTEL_PACKAGE'), aggListSchema);
    const list = await data(
      await get(
        `/hotel/getListByAggId?aggId=${pkg?.aggId}&checkInDate=2026-03-05&checkOutDate=2026-03-06`,
      ),
      hotelRoomListSchema,
    );
    expect(list.map((r) => r.productCode)).toEqual(['GZ_HOTEL_STANDARD']);
    expect(
      await badFields(
        await get('/hotel/getListByAggId?aggId=42&checkInDate=2026-03-05&checkOutDate=2026-03-06'),
      ),
    ).toEqual(['aggId']);
  });
});
