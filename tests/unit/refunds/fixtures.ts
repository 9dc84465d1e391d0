import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { queryClient } from '../../../src/lib/api/query.ts';
import {
  orderDetailSchema,
  refundPageSchema,
  refundQuoteSchema,
  refundSchema,
  type OrderDetail,
  type Refund,
  type RefundQuote,
} from '../../../src/lib/contract/order.ts';
import { $refundDraft } from '../../../src/lib/refunds/form.ts';
import { $language } from '../../../src/lib/session/language.ts';
import { resetStores, login } from '../api/harness.ts';
import { startServer, type TestServer } from '../api/test-server.ts';

/** Answers of the refund calls, each checked with the contract's schema. */

export const ORDER: OrderDetail = orderDetailSchema.parse({
  orderId: '7001',
  orderNo: 'OD20260302000001',
  status: 'paid',
  channel: 'WAP',
  totalCents: 60_000,
  payBefore: 1_772_424_900_000,
  createdAt: 1_772_424_000_000,
  lines: [
    {
      productId: '11',
      skuId: '111',
      productName: 'Happy Land day ticket',
      skuName: 'Adult',
      productType: 'TICKET',
      poiCode: 'GZ_PARK',
      poiType: 1,
      quantity: 2,
      startDate: '2026-03-20',
      endDate: '2026-03-20',
      session: null,
      unitPriceCents: 30_000,
      subtotalCents: 60_000,
      voucherCode: null,
      confirmationCode: null,
    },
  ],
  transactionNo: 'TX1',
  payType: 'VISAPAY',
  paidAt: 1_772_424_100_000,
  updatedAt: 1_772_424_100_000,
  notice: null,
  guestMode: 'normal',
  guestCount: 1,
  guests: [],
  canPay: false,
  canCancel: false,
  canDelete: false,
  canRefund: true,
});

export const quote = (over: Partial<RefundQuote> = {}): RefundQuote =>
  refundQuoteSchema.parse({
    orderId: ORDER.orderId,
    refundable: true,
    refusal: null,
    ticketQuantity: 2,
    paidCents: 60_000,
    refundedCents: 0,
    inProgressCents: 0,
    changeFeesCents: 0,
    subtotalCents: 60_000,
    feePercent: 10,
    feeCents: 6_000,
    refundCents: 54_000,
    daysBeforeVisit: 3,
    arrival: '7-14',
    ...over,
  });

export const refund = (over: Partial<Refund> = {}): Refund =>
  refundSchema.parse({
    refundId: '9001',
    refundNo: 'RF20260302000001',
    orderId: ORDER.orderId,
    orderNo: ORDER.orderNo,
    appliedAt: 1_772_424_200_000,
    reason: 'unableToTravel',
    reasonText: '',
    changeNo: null,
    ticketQuantity: 2,
    subtotalCents: 60_000,
    feeCents: 6_000,
    refundCents: 54_000,
    actualRefundCents: null,
    status: 'submitted',
    statusAt: 1_772_424_200_000,
    arrival: '7-14',
    ...over,
  });

export const refundPage = (records: Refund[], total = records.length, pageNo = 1) =>
  refundPageSchema.parse({ records, total, pageNo, pageSize: 10 });

/** A real HTTP server scripted per test, PUBLIC_API_BASE pointing at it, a login planted. */
export function serveRefundApi(): { server: () => TestServer } {
  let live: TestServer | undefined;
  beforeAll(async () => {
    live = await startServer();
    vi.stubEnv('PUBLIC_API_BASE', live.url);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await live?.close();
    cleanStores($language);
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    live?.reset();
    resetStores();
    $refundDraft.set(null);
    window.history.replaceState(null, '', '/');
  });
  return {
    server: () => {
      if (live === undefined) throw new Error('not started');
      login({ expiresIn: 7_200_000 });
      return live;
    },
  };
}
