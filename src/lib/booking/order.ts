import { ORDER_ROUTES } from '../contract/routes.ts';
import type { WritableAtom } from 'nanostores';
import { api, type ApiClient } from '../api/client.ts';
import {
  savedOrderSchema,
  type OrderChannel,
  type OrderLineRequest,
  type OrderSaveRequest,
  type SavedOrder,
} from '../contract/order.ts';
import { isRecord, isString, nullable } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';
import { cartTotalCents, type Cart, type CartLine } from './cart.ts';
import type { GuestList } from './guests.ts';

/**
 * The order request the recheck page sends (POST order/info/save, src/lib/contract/order.ts):
 * the cart's lines and guests, the total the shopper saw, the accepted terms and an idempotency
 * key, so that a double click or a retry makes one order.
 */
export const toOrderLine = (line: CartLine): OrderLineRequest => ({
  productId: line.productId,
  skuId: line.skuId,
  quantity: line.quantity,
  startDate: line.date,
  ...(line.endDate !== undefined ? { endDate: line.endDate } : {}),
  ...(line.session !== undefined ? { session: line.session } : {}),
});

export function toOrderRequest(
  cart: Cart,
  guests: GuestList,
  options: { requestId: string; channel: OrderChannel },
): OrderSaveRequest {
  return {
    requestId: options.requestId,
    channel: options.channel,
    guestMode: guests.mode,
    lines: cart.lines.map(toOrderLine),
    // what the cart keeps to show and to do after the order is its own, never sent
    guests: guests.guests.map(({ saveTraveller: _save, idMasked: _masked, ...g }) => g),
    expectedTotalCents: cartTotalCents(cart),
    termsAccepted: true,
  };
}

/** PC on a wide screen, WAP on a phone (SPEC §3 booking channel). */
export const bookingChannel = (width: number): OrderChannel => (width >= 1024 ? 'PC' : 'WAP');

/**
 * The idempotency key of the order being confirmed: the same request (cart, guests, channel)
 * keeps its key across retries and reloads, so that it makes one order; any change makes a new
 * key. Kept in sessionStorage.
 */
export interface OrderAttempt {
  requestId: string;
  fingerprint: string;
}

export const $orderAttempt: WritableAtom<OrderAttempt | null> = sessionAtom(
  'orderAttempt',
  nullable(
    (v: unknown): v is OrderAttempt =>
      isRecord(v) && isString(v['requestId']) && isString(v['fingerprint']),
  ),
  null,
);

const fingerprintOf = (request: Omit<OrderSaveRequest, 'requestId'>): string =>
  JSON.stringify(request);

/**
 * 32 random hex digits. randomUUID exists only in secure contexts (https, localhost); a page
 * opened over plain http on a LAN address still has getRandomValues.
 */
const randomHex = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');

/** A random key of 32 URL-safe characters. */
export function newRequestId(random: () => string = randomHex): string {
  return random().replaceAll('-', '').padEnd(32, '0').slice(0, 32);
}

/** The key of this request: the kept one when nothing changed, else a new one (kept). */
export function requestIdFor(
  request: Omit<OrderSaveRequest, 'requestId'>,
  store: WritableAtom<OrderAttempt | null> = $orderAttempt,
): string {
  const fingerprint = fingerprintOf(request);
  const kept = store.get();
  if (kept !== null && kept.fingerprint === fingerprint) return kept.requestId;
  const requestId = newRequestId();
  store.set({ requestId, fingerprint });
  return requestId;
}

/** The order made last in this tab: the recheck page shows it after the cart is emptied. */
export const $lastOrder: WritableAtom<SavedOrder | null> = sessionAtom(
  'lastOrder',
  nullable((v: unknown): v is SavedOrder => savedOrderSchema.safeParse(v).success),
  null,
);

/** POST order/info/save. */
export const saveOrder = (
  request: OrderSaveRequest,
  o: { client?: ApiClient; signal?: AbortSignal } = {},
): Promise<SavedOrder> =>
  (o.client ?? api).request(ORDER_ROUTES.paths.save, {
    method: 'POST',
    body: request,
    schema: savedOrderSchema,
    ...(o.signal ? { signal: o.signal } : {}),
  });

/**
 * The cart with the prices the gateway answered in ORDER_PRICE_CHANGED (its `data.lines`), so
 * that the shopper sees, and can accept, the new total. Lines it does not name stay as they are.
 */
export function repriceCart(cart: Cart, data: unknown): Cart {
  if (!isRecord(data) || !Array.isArray(data['lines'])) return cart;
  const answered: unknown[] = data['lines'];
  // The gateway answers the lines in the order they were sent: the cart's order.
  return {
    lines: cart.lines.map((line, index) => {
      const priced = answered[index];
      if (!isRecord(priced) || priced['skuId'] !== line.skuId) return line;
      const price = priced['unitPriceCents'];
      return typeof price === 'number' && Number.isInteger(price) && price >= 0
        ? { ...line, unitPriceCents: price }
        : line;
    }),
  };
}
