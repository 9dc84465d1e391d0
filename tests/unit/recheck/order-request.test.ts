import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../src/lib/booking/cart.ts';
import {
  bookingChannel,
  newRequestId,
  repriceCart,
  requestIdFor,
  toOrderRequest,
  type OrderAttempt,
} from '../../../src/lib/booking/order.ts';
import { orderSaveRequestSchema } from '../../../src/lib/contract/order.ts';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  productId: '100000000000000001',
  skuId: '200000000000000001',
  productType: 'TICKET',
  poiCode: 'GZ_PARK',
  poiType: 1,
  date: '2030-03-07',
  quantity: 2,
  unitPriceCents: 38_800,
  stockLeft: 10,
  ...over,
});
const hotel = line({
  productId: '100000000000000002',
  skuId: '200000000000000002',
  productType: 'HOTEL',
  poiType: 3,
  date: '2030-03-07',
  endDate: '2030-03-09',
  quantity: 1,
  unitPriceCents: 300_000,
});
const show = line({
  productId: '100000000000000003',
  skuId: '200000000000000003',
  productType: 'SHOW',
  poiType: 2,
  session: '19:30',
  quantity: 1,
});
const contact = (productId: string) => ({
  productId,
  guestName: 'Chan/Tai Man',
  guestMobile: '91234567',
  guestMobileArea: '+852',
  guestEmail: 'tai@example.com',
  remark: '',
});

describe('the order request of the recheck page', () => {
  it('carries every cart line with its dates and session, the guests and the total shown', () => {
    const cart = { lines: [line(), hotel, show] };
    const guests = {
      mode: 'normal' as const,
      guests: cart.lines.map((l) => contact(l.productId)),
    };
    const request = toOrderRequest(cart, guests, {
      requestId: 'abcdefghijklmnop1234',
      channel: 'WAP',
    });
    expect(request.lines).toEqual([
      {
        productId: '100000000000000001',
        skuId: '200000000000000001',
        quantity: 2,
        startDate: '2030-03-07',
      },
      {
        productId: '100000000000000002',
        skuId: '200000000000000002',
        quantity: 1,
        startDate: '2030-03-07',
        endDate: '2030-03-09',
      },
      {
        productId: '100000000000000003',
        skuId: '200000000000000003',
        quantity: 1,
        startDate: '2030-03-07',
        session: '19:30',
      },
    ]);
    expect(request.expectedTotalCents).toBe(2 * 38_800 + 300_000 + 38_800);
    expect(orderSaveRequestSchema.safeParse(request).success).toBe(true);
  });

  it('is refused by the contract when a product has no guest or an ID repeats', () => {
    const cart = { lines: [line(), hotel] };
    const missing = toOrderRequest(
      cart,
      { mode: 'normal', guests: [contact(line().productId)] },
      { requestId: 'abcdefghijklmnop1234', channel: 'PC' },
    );
    const result = orderSaveRequestSchema.safeParse(missing);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lines.1', 'errors.order.guestMissing'],
    ]);
    const id = {
      ...contact(line().productId),
      guestEmail: '',
      idType: 2 as const,
      idInfo: 'K1234567',
    };
    const repeated = toOrderRequest(
      { lines: [line()] },
      { mode: 'guest', guests: [id, { ...id, idInfo: ' k1234567 ' }] },
      { requestId: 'abcdefghijklmnop1234', channel: 'PC' },
    );
    expect(
      orderSaveRequestSchema.safeParse(repeated).error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['guests.1']);
  });

  it('keeps one idempotency key for the same request and makes a new one when it changes', () => {
    const store = atom<OrderAttempt | null>(null);
    const body = toOrderRequest(
      { lines: [line()] },
      { mode: 'normal', guests: [contact(line().productId)] },
      { requestId: '', channel: 'WAP' },
    );
    const { requestId: _r, ...rest } = body;
    const first = requestIdFor(rest, store);
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(requestIdFor(rest, store)).toBe(first);
    expect(requestIdFor({ ...rest, expectedTotalCents: 1 }, store)).not.toBe(first);
    expect(newRequestId(() => 'a-b')).toBe('ab'.padEnd(32, '0'));
    // without randomUUID (plain http on a LAN address): still 32 random hex digits
    const randomUUID = crypto.randomUUID.bind(crypto);
    Reflect.deleteProperty(Object.getPrototypeOf(crypto) as object, 'randomUUID');
    try {
      expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(Object.getPrototypeOf(crypto) as object, 'randomUUID', {
        value: randomUUID,
        configurable: true,
        writable: true,
      });
    }
  });

  it('takes the prices the gateway answered, line by line, and ignores malformed ones', () => {
    const cart = { lines: [line(), hotel] };
    const repriced = repriceCart(cart, {
      totalCents: 1,
      lines: [
        { skuId: line().skuId, unitPriceCents: 40_000 },
        { skuId: 'other', unitPriceCents: 1 },
      ],
    });
    expect(repriced.lines.map((l) => l.unitPriceCents)).toEqual([40_000, 300_000]);
    expect(repriceCart(cart, { lines: [{ skuId: line().skuId, unitPriceCents: -5 }] })).toEqual(
      cart,
    );
    expect(repriceCart(cart, null)).toBe(cart);
  });

  it('names the booking channel by the screen: WAP on a phone, PC on a wide screen', () => {
    expect(bookingChannel(390)).toBe('WAP');
    expect(bookingChannel(1280)).toBe('PC');
  });
});
