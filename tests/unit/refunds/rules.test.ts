import { describe, expect, it } from 'vitest';
import {
  REFUND_REASON_TEXT_MAX,
  REFUND_STATUSES,
  refundApplySchema,
} from '../../../src/lib/contract/order.ts';
import {
  EMPTY_REFUND_FORM,
  checkRefundForm,
  draftFor,
  type RefundForm,
} from '../../../src/lib/refunds/form.ts';
import { pageCount, pageFromSearch } from '../../../src/lib/refunds/list.ts';
import { REFUND_POLL_MS, refundPollInterval } from '../../../src/lib/refunds/queries.ts';
import {
  arrivalFor,
  feeRuleLines,
  formatInstant,
  isFailedRefundStatus,
  isFinalRefundStatus,
  lastRefundDay,
  refundProgress,
} from '../../../src/lib/refunds/status.ts';
import en from '../../../locales/en/refund.json';
import zhCN from '../../../locales/zh-CN/refund.json';
import zhTW from '../../../locales/zh-TW/refund.json';
import { refund } from './fixtures.ts';

const form = (over: Partial<RefundForm> = {}): RefundForm => ({ ...EMPTY_REFUND_FORM, ...over });

describe('the refund form rules (SPEC §5 Refund)', () => {
  it('asks for the notice first, then a reason, then the specific reason of "other"', () => {
    expect(checkRefundForm(form(), '7', 0)).toEqual({
      ok: false,
      field: 'notice',
      problem: 'refund.error.notice',
    });
    expect(checkRefundForm(form({ noticeAccepted: true }), '7', 0)).toMatchObject({
      field: 'reason',
      problem: 'refund.error.reason',
    });
    expect(
      checkRefundForm(form({ noticeAccepted: true, reason: 'other', reasonText: '  ' }), '7', 0),
    ).toMatchObject({ field: 'reasonText', problem: 'refund.error.reasonTextRequired' });
    expect(
      checkRefundForm(
        form({ noticeAccepted: true, reason: 'other', reasonText: 'x'.repeat(201) }),
        '7',
        0,
      ),
    ).toMatchObject({ field: 'reasonText', problem: 'refund.error.reasonTextTooLong' });
  });

  it('gives the body the contract accepts, with the quoted fee and without stray text', () => {
    const other = checkRefundForm(
      form({ noticeAccepted: true, reason: 'other', reasonText: ' Sick child ' }),
      '7001',
      6000,
    );
    expect(other).toEqual({
      ok: true,
      body: {
        orderId: '7001',
        reason: 'other',
        reasonText: 'Sick child',
        noticeAccepted: true,
        expectedFeeCents: 6000,
      },
    });
    const plain = checkRefundForm(
      form({ noticeAccepted: true, reason: 'unableToTravel', reasonText: 'kept from before' }),
      '7001',
      0,
    );
    expect(plain.ok && plain.body.reasonText).toBe('');
    if (plain.ok) expect(refundApplySchema.safeParse(plain.body).success).toBe(true);
    const max = checkRefundForm(
      form({
        noticeAccepted: true,
        reason: 'other',
        reasonText: 'y'.repeat(REFUND_REASON_TEXT_MAX),
      }),
      '7001',
      0,
    );
    expect(max.ok).toBe(true);
  });

  it('keeps the draft of one order only', () => {
    const kept = { orderId: '1', form: form({ reason: 'other', reasonText: 'a' }) };
    expect(draftFor('1', kept)).toEqual(kept.form);
    expect(draftFor('2', kept)).toEqual(EMPTY_REFUND_FORM);
    expect(draftFor('1', null)).toEqual(EMPTY_REFUND_FORM);
  });
});

describe('refund statuses and progress (SPEC §4, DESIGN §7)', () => {
  it('has a label for every status in three languages', () => {
    for (const status of REFUND_STATUSES) {
      for (const messages of [en, zhTW, zhCN] as Record<string, string>[]) {
        expect(messages[`refund.status.${status}`]).toBeTruthy();
      }
    }
    expect(en['refund.status.refundSuccess']).toBe('Refund successful');
  });

  it('walks the normal path and stops a failure end where it happened', () => {
    expect(refundProgress('submitted').map((s) => s.state)).toEqual([
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
    expect(refundProgress('refunding').map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'todo',
    ]);
    expect(refundProgress('refundSuccess').every((s) => s.state === 'done')).toBe(true);
    expect(refundProgress('reviewFailed')).toEqual([
      { status: 'submitted', state: 'done' },
      { status: 'reviewFailed', state: 'failed' },
    ]);
    expect(refundProgress('refundFailed').at(-1)).toEqual({
      status: 'refundFailed',
      state: 'failed',
    });
    expect(refundProgress('applicationFailed')).toEqual([
      { status: 'applicationFailed', state: 'failed' },
    ]);
    for (const status of REFUND_STATUSES) {
      const steps = refundProgress(status);
      expect(steps.some((s) => s.status === status)).toBe(true);
      expect(isFailedRefundStatus(status)).toBe(steps.some((s) => s.state === 'failed'));
    }
  });

  it('polls every 5 s until the refund is final', () => {
    expect(REFUND_POLL_MS).toBe(5000);
    expect(refundPollInterval(undefined)).toBe(5000);
    expect(refundPollInterval(refund({ status: 'reviewing' }))).toBe(5000);
    expect(refundPollInterval(refund({ status: 'refundSuccess' }))).toBe(false);
    expect(refundPollInterval(refund({ status: 'closed' }))).toBe(false);
    expect(isFinalRefundStatus('approved')).toBe(false);
  });
});

describe('the notice, the arrival estimate and the list', () => {
  it('spells the fee rule of the contract as day ranges', () => {
    expect(feeRuleLines()).toEqual([
      { kind: 'from', from: 7, to: 7, percent: 0 },
      { kind: 'range', from: 2, to: 6, percent: 10 },
      { kind: 'day', from: 1, to: 1, percent: 20 },
    ]);
    expect(lastRefundDay()).toBe(1);
  });

  it('takes the arrival from the quote, else by the payment method (SPEC §9)', () => {
    expect(arrivalFor({ arrival: '5-7' }, 'VISAPAY')).toBe('5-7');
    expect(arrivalFor({ arrival: null }, 'VISAPAY')).toBe('7-14');
    expect(arrivalFor(null, 'ALIPAYHK')).toBe('1-7');
    expect(arrivalFor(null, 'UNIONPAY')).toBe('5-7');
    expect(arrivalFor(null, null)).toBeNull();
  });

  it('reads the page of the query string and counts pages', () => {
    expect(pageFromSearch('?pageNo=3')).toBe(3);
    expect(pageFromSearch('?pageNo=0')).toBe(1);
    expect(pageFromSearch('?pageNo=x')).toBe(1);
    expect(pageFromSearch('')).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('shows instants in the resort time zone', () => {
    expect(formatInstant(Date.parse('2026-03-02T04:05:00Z'), 'en')).toBe('03/02/2026, 12:05');
  });
});
