import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type { ApiClient } from '../../../src/lib/api/client.ts';
import type { TokenInfo as GatewayTokenInfo } from '../../../src/lib/contract/auth.ts';
import type { CaptchaAnswer, CaptchaType } from '../../../src/lib/contract/captcha.ts';
import type { Envelope, envelopeSchema } from '../../../src/lib/contract/envelope.ts';
import type {
  OrderDetail,
  OrderLine,
  OrderLineRequest,
  OrderListQuery,
  OrderPayRequest,
  OrderSaveRequest,
  OrderStatus,
  OrderTab,
  Payment,
  Refund,
  RefundQuote,
  SavedOrder,
  orderListQuerySchema,
  savedOrderSchema,
} from '../../../src/lib/contract/order.ts';
import { listOrders, loadOrder, payOrder } from '../../../src/lib/orders/endpoints.ts';
import type { LoginInfo, TokenInfo as StoredTokenInfo } from '../../../src/lib/session/login.ts';

/**
 * The shapes the island code and the gateway agree on, as types (SPEC §7): checked by the type
 * checker (`npm run check` compiles the tests); at run time these tests do nothing. A change
 * that widens a literal union to `string`, turns an id into a number, makes a nullable field
 * optional or lets the client's stored login drift from the gateway's answer fails here.
 */

describe('ids and money on the wire', () => {
  it('keeps 64-bit ids as decimal strings', () => {
    expectTypeOf<SavedOrder['orderId']>().toEqualTypeOf<string>();
    expectTypeOf<OrderLineRequest['productId']>().toEqualTypeOf<string>();
    expectTypeOf<OrderLineRequest['skuId']>().toEqualTypeOf<string>();
    expectTypeOf<Payment['payId']>().toEqualTypeOf<string>();
    expectTypeOf<Refund['refundId']>().toEqualTypeOf<string>();
  });

  it('counts money in whole cents and time in epoch milliseconds, as numbers', () => {
    expectTypeOf<SavedOrder['totalCents']>().toEqualTypeOf<number>();
    expectTypeOf<OrderLine['unitPriceCents']>().toEqualTypeOf<number>();
    expectTypeOf<OrderSaveRequest['expectedTotalCents']>().toEqualTypeOf<number>();
    expectTypeOf<RefundQuote['feeCents']>().toEqualTypeOf<number>();
    expectTypeOf<SavedOrder['payBefore']>().toEqualTypeOf<number>();
  });

  it('answers a missing session as null, never as an absent field', () => {
    expectTypeOf<OrderLine['session']>().toEqualTypeOf<string | null>();
  });
});

describe('closed sets of values', () => {
  it('names order statuses and tabs as literal unions, not as any string', () => {
    expectTypeOf<'pendingPayment'>().toExtend<OrderStatus>();
    expectTypeOf<'voucherIssued'>().toExtend<OrderStatus>();
    expectTypeOf<string>().not.toExtend<OrderStatus>();
    expectTypeOf<OrderTab>().toEqualTypeOf<
      'all' | 'processing' | 'pendingPayment' | 'paid' | 'completed' | 'cancelled'
    >();
  });

  it('gives each captcha strategy the answer of its own shape', () => {
    expectTypeOf<CaptchaAnswer<'SLIDE_PUZZLE'>>().toEqualTypeOf<{ x: number; y: number }>();
    expectTypeOf<CaptchaAnswer<'CLICK_WORD'>>().toEqualTypeOf<{ x: number; y: number }[]>();
    expectTypeOf<CaptchaAnswer<'ROTATE_PUZZLE'>>().toEqualTypeOf<{ angle: number }>();
    expectTypeOf<CaptchaAnswer<'CALCULATE'>>().toEqualTypeOf<{ text: string }>();
    expectTypeOf<CaptchaType>().toEqualTypeOf<
      'SLIDE_PUZZLE' | 'CLICK_WORD' | 'STRING' | 'CALCULATE' | 'ROTATE_PUZZLE'
    >();
  });
});

describe('requests', () => {
  it('takes exactly the fields of a payment request', () => {
    expectTypeOf<keyof OrderPayRequest>().toEqualTypeOf<
      'orderId' | 'payType' | 'channelMode' | 'returnPath'
    >();
  });

  it('reads the order list query from strings and hands the handler numbers with defaults', () => {
    type QueryIn = z.input<typeof orderListQuerySchema>;
    expectTypeOf<QueryIn['pageNo']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<OrderListQuery['pageNo']>().toEqualTypeOf<number>();
    expectTypeOf<OrderListQuery['tab']>().toEqualTypeOf<OrderTab>();
  });
});

describe('answers', () => {
  it('wraps every answer in the envelope the client unwraps', () => {
    type Wire = z.infer<ReturnType<typeof envelopeSchema<typeof savedOrderSchema>>>;
    expectTypeOf<Wire>().toEqualTypeOf<Envelope<SavedOrder>>();
  });

  it('gives the client the type of the schema it validates with', () => {
    expectTypeOf<ApiClient['request']>().toBeCallableWith('/x', {
      schema: {} as z.ZodMiniType<SavedOrder>,
    });
    expectTypeOf(loadOrder).returns.resolves.toEqualTypeOf<OrderDetail>();
    expectTypeOf(payOrder).parameter(0).toEqualTypeOf<OrderPayRequest>();
    expectTypeOf(payOrder).returns.resolves.toEqualTypeOf<Payment>();
    expectTypeOf(listOrders).parameter(0).toHaveProperty('tab').toEqualTypeOf<OrderTab>();
  });

  it("stores the gateway's login answer as the client's login, and its refresh as an update", () => {
    expectTypeOf<GatewayTokenInfo>().toExtend<LoginInfo>();
    expectTypeOf<GatewayTokenInfo>().toExtend<StoredTokenInfo>();
  });
});
