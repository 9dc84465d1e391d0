import type { OrderChannel, OrderLineRequest, OrderSaveRequest } from '../contract/order.ts';
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
    guests: guests.guests.map((g) => ({ ...g })),
    expectedTotalCents: cartTotalCents(cart),
    termsAccepted: true,
  };
}

/** PC on a wide screen, WAP on a phone (SPEC §3 booking channel). */
export const bookingChannel = (width: number): OrderChannel => (width >= 1024 ? 'PC' : 'WAP');
