import { describe, expect, it } from 'vitest';
import {
  changedLines,
  changeOutcome,
  changeReturnPath,
  chooseDate,
  initialChoices,
  parseChangeQuery,
  unitsLeft,
} from '../../../src/lib/changes/form.ts';
import type { ChangeOptions, OrderChange } from '../../../src/lib/contract/order-change.ts';

/** The date-change page's rules: choices, the lines sent, units left, the query, the outcome. */

const line = (over: Partial<ChangeOptions['lines'][number]['line']> = {}) => ({
  productId: '1',
  skuId: '2',
  productName: 'Circus',
  skuName: 'Adult',
  productType: 'SHOW',
  poiCode: 'ZH_SHOW',
  poiType: 2,
  quantity: 2,
  startDate: '2026-03-10',
  endDate: '2026-03-10',
  session: '14:30',
  unitPriceCents: 10_000,
  subtotalCents: 20_000,
  ...over,
});
const rule = { allowed: true, feeCents: 0, maxChanges: 1, cutoffDays: 1 };

const options: ChangeOptions = {
  orderId: '10',
  orderNo: 'RS1',
  changeable: true,
  refusal: null,
  changesMade: 0,
  maxChanges: 1,
  lines: [
    {
      lineNo: 1,
      line: line(),
      rule,
      refusal: null,
      sessions: ['14:30', '19:30'],
      days: [
        { date: '2026-03-10', unitPriceCents: 10_000, left: { '14:30': 5, '19:30': 1 } },
        { date: '2026-03-11', unitPriceCents: 10_000, left: { '14:30': 0, '19:30': 4 } },
      ],
    },
    {
      lineNo: 2,
      line: line({
        productType: 'HOTEL',
        session: null,
        quantity: 1,
        startDate: '2026-03-10',
        endDate: '2026-03-12',
      }),
      rule,
      refusal: null,
      sessions: [],
      days: [
        { date: '2026-03-13', unitPriceCents: 50_000, left: { '': 3 } },
        { date: '2026-03-14', unitPriceCents: 60_000, left: { '': 0 } },
        { date: '2026-03-15', unitPriceCents: 50_000, left: { '': 2 } },
      ],
    },
  ],
};

describe('the date-change form', () => {
  it('sends only the lines whose choice differs, a stay with its nights kept', () => {
    const choices = initialChoices(options);
    expect(changedLines(options, choices)).toEqual([]);
    const moved = {
      ...choices,
      1: { startDate: '2026-03-11', session: '19:30' },
      2: { startDate: '2026-03-15', session: '' },
    };
    expect(changedLines(options, moved)).toEqual([
      { lineNo: 1, startDate: '2026-03-11', session: '19:30' },
      { lineNo: 2, startDate: '2026-03-15', endDate: '2026-03-17' },
    ]);
  });

  it('counts a stay’s units by its fullest night and keeps a session only when it has room', () => {
    const [show, hotel] = options.lines;
    expect(unitsLeft(hotel!, { startDate: '2026-03-13', session: '' })).toBe(0);
    expect(unitsLeft(hotel!, { startDate: '2026-03-15', session: '' })).toBe(0);
    expect(unitsLeft(show!, { startDate: '2026-03-11', session: '19:30' })).toBe(4);
    // 14:30 is sold out on the 11th: the choice moves to the session with room
    expect(chooseDate(show!, { startDate: '2026-03-10', session: '14:30' }, '2026-03-11')).toEqual({
      startDate: '2026-03-11',
      session: '19:30',
    });
  });

  it('reads the query and the return from the cashier, and names the outcome', () => {
    expect(parseChangeQuery('?orderId=10&step=return&result=paid')).toEqual({
      orderId: '10',
      returned: true,
      result: 'paid',
    });
    expect(parseChangeQuery('?orderId=x').orderId).toBeNull();
    expect(changeReturnPath('/en/user/order/change', '10')).toBe(
      '/en/user/order/change?orderId=10&step=return',
    );
    const change = { status: 'done' } as OrderChange;
    expect(changeOutcome(change)).toBe('done');
    expect(changeOutcome({ ...change, status: 'pendingPayment' })).toBe('pending');
    expect(changeOutcome({ ...change, status: 'expired' })).toBe('lapsed');
    expect(changeOutcome(undefined)).toBe('lapsed');
  });
});
