import { describe, expect, it } from 'vitest';
import { REFUND_STATUSES, refundQuoteSchema } from '../../../src/lib/contract/order.ts';
import {
  refundBalance,
  refundQuoteOf,
  type RefundLedger,
  type RefundQuoteInput,
} from '../../../src/lib/refunds/breakdown.ts';

/** The pure breakdown the gateway quotes the refund page with and applies the refund by. */

const TODAY = '2026-03-02';
const order = (ledger: RefundLedger, over: Partial<RefundQuoteInput> = {}): RefundQuoteInput => ({
  orderId: '7001',
  status: 'voucherIssued',
  ticketQuantity: 3,
  firstVisitDate: '2026-03-06', // 4 days ahead: the 10 % fee
  payType: 'ALIPAYHK',
  today: TODAY,
  ledger,
  ...over,
});
const changeRefund = (status: string, refundCents: number) => ({
  status,
  refundCents,
  ofChange: true,
});

describe('refundBalance', () => {
  it('splits refunds into refunded, in progress and given up by their status', () => {
    const shares = Object.fromEntries(
      REFUND_STATUSES.map((status) => {
        const b = refundBalance({
          paidCents: 10_000,
          changeFeesCents: 0,
          refunds: [changeRefund(status, 1_000)],
        });
        return [status, [b.refundedCents, b.inProgressCents, b.leftCents]];
      }),
    );
    expect(shares).toEqual({
      submitted: [0, 1_000, 9_000],
      reviewing: [0, 1_000, 9_000],
      approved: [1_000, 0, 9_000],
      refunding: [1_000, 0, 9_000],
      refundSuccess: [1_000, 0, 9_000],
      reviewFailed: [0, 0, 10_000],
      refundFailed: [0, 0, 10_000],
      applicationFailed: [0, 0, 10_000],
      closed: [0, 0, 10_000],
      anomaly: [0, 1_000, 9_000],
      noticeAnomaly: [0, 1_000, 9_000],
    });
  });

  it('counts a status it does not know as pending, and never leaves less than nothing', () => {
    const b = refundBalance({
      paidCents: 5_000,
      changeFeesCents: 2_000,
      refunds: [changeRefund('heldByBank', 4_000)],
    });
    expect(b).toMatchObject({ inProgressCents: 4_000, leftCents: 0, hasOrderRefund: false });
  });
});

describe('refundQuoteOf', () => {
  it('quotes what is left after a cheaper date change, less the fee of the refund rule', () => {
    // paid HK$1,000; a cheaper change gave HK$340 back (in progress) and kept a HK$60 fee
    const q = refundQuoteOf(
      order({
        paidCents: 100_000,
        changeFeesCents: 6_000,
        refunds: [changeRefund('reviewing', 34_000)],
      }),
    );
    expect(refundQuoteSchema.parse(q)).toEqual({
      orderId: '7001',
      refundable: true,
      refusal: null,
      ticketQuantity: 3,
      paidCents: 100_000,
      refundedCents: 0,
      inProgressCents: 34_000,
      changeFeesCents: 6_000,
      subtotalCents: 60_000,
      feePercent: 10,
      feeCents: 6_000,
      refundCents: 54_000,
      daysBeforeVisit: 4,
      arrival: '1-7',
    });
  });

  it('counts the top-up of a dearer date change as paid', () => {
    const q = refundQuoteOf(
      order({ paidCents: 80_000 + 26_000, changeFeesCents: 6_000, refunds: [] }),
    );
    expect(q).toMatchObject({ paidCents: 106_000, subtotalCents: 100_000, feeCents: 10_000 });
    expect(q.refundCents).toBe(90_000);
  });

  it('rounds the fee to the cent, half up', () => {
    const q = refundQuoteOf(
      order(
        { paidCents: 12_345, changeFeesCents: 0, refunds: [] },
        { firstVisitDate: '2026-03-03' },
      ),
    );
    expect(q).toMatchObject({ feePercent: 20, feeCents: 2_469, refundCents: 9_876 });
  });

  it('refuses a second refund of the order and shows it in progress', () => {
    const q = refundQuoteOf(
      order({
        paidCents: 60_000,
        changeFeesCents: 0,
        refunds: [{ status: 'submitted', refundCents: 54_000, ofChange: false }],
      }),
    );
    expect(q).toMatchObject({
      refundable: false,
      refusal: 'alreadyRefunded',
      inProgressCents: 54_000,
      feeCents: 0,
      refundCents: 0,
    });
  });

  it('refuses when nothing is left, on the visit day and before payment', () => {
    const nothing = {
      paidCents: 10_000,
      changeFeesCents: 0,
      refunds: [changeRefund('approved', 10_000)],
    };
    expect(refundQuoteOf(order(nothing)).refusal).toBe('nothingPaid');
    const paid = { paidCents: 10_000, changeFeesCents: 0, refunds: [] };
    expect(refundQuoteOf(order(paid, { firstVisitDate: TODAY })).refusal).toBe('visitStarted');
    expect(
      refundQuoteOf(order({ ...paid, paidCents: 0 }, { status: 'pendingPayment', payType: null })),
    ).toMatchObject({ refusal: 'notPaid', arrival: null, refundCents: 0 });
  });
});
