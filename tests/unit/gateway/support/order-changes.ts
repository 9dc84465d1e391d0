import { changeQuoteSchema, type ChangeQuote } from '../../../../src/lib/contract/order-change.ts';
import { refundQuoteSchema, type RefundQuote } from '../../../../src/lib/contract/order.ts';
import { call } from './accounts.ts';
import { data } from './envelope.ts';
import { ORDER, type OrderWorld } from './orders.ts';

/** The date-change calls and the refund quote, for the suites of changes and refunds. */
export const CHANGE = '/cl-odss-app/guest/order/change';
/** The world's clock is Monday 2 March 2026: a weekday and a Saturday (dearer) after it. */
export const WEEKDAY = '2026-03-10';
export const SATURDAY = '2026-03-14';
/** The refund simulator's four steps of 3 s, with room to spare. */
export const WALK_MS = 20_000;

/** Both lines of the world's park order to `date`. */
export const moveAll = (date: string) => [
  { lineNo: 1, startDate: date },
  { lineNo: 2, startDate: date },
];

export const changeQuote = async (
  o: OrderWorld,
  orderId: string,
  date: string,
): Promise<ChangeQuote> =>
  data(
    await call(o.gw, `${CHANGE}/quote`, {
      token: o.token,
      body: { orderId, lines: moveAll(date) },
    }),
    changeQuoteSchema,
  );

export const refundQuote = async (o: OrderWorld, orderId: string): Promise<RefundQuote> =>
  data(
    await call(o.gw, `${ORDER}/loadRefundFee?orderId=${orderId}`, { token: o.token }),
    refundQuoteSchema,
  );
