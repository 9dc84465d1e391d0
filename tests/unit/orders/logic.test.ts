import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TABS } from '../../../src/lib/contract/order.ts';
import { PAY_TYPES } from '../../../src/lib/contract/product.ts';
import { countdownParts, formatCountdown, remainingMs } from '../../../src/lib/orders/countdown.ts';
import {
  parsePayQuery,
  payPageHref,
  returnPathFor,
  returnView,
} from '../../../src/lib/orders/pay.ts';
import { listReplenishSchema } from '../../../src/lib/contract/order-extra.ts';
import {
  CHANNEL_MODE_BY_PAY_TYPE,
  canDownloadVoucher,
  isPaidStatus,
  SHORT_STATUSES,
  shortStatus,
  STATUS_KEYS,
  statusTone,
  tabOf,
} from '../../../src/lib/orders/status.ts';
import {
  DEFAULT_LIST_STATE,
  isOrderListState,
  listQuery,
  listStateFrom,
  pageCount,
} from '../../../src/lib/orders/tab-state.ts';
import en from '../../../locales/en/orders.json';
import zhCN from '../../../locales/zh-CN/orders.json';
import zhTW from '../../../locales/zh-TW/orders.json';
import { returnPathSchema } from '../../../src/lib/contract/order.ts';

describe('countdown', () => {
  it('counts down to zero, never below', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000);
    expect(remainingMs(10_000, 12_000)).toBe(0);
  });
  it('shows mm:ss rounded up to the second', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(countdownParts(125_000)).toEqual({ minutes: 2, seconds: 5 });
  });
});

describe('pay page query and outcome', () => {
  it('reads the method step and the return step', () => {
    expect(parsePayQuery('?orderId=123456')).toEqual({ step: 'choose', orderId: '123456' });
    expect(parsePayQuery('')).toEqual({ step: 'choose', orderId: null });
    expect(parsePayQuery('?orderId=<x>')).toEqual({ step: 'choose', orderId: null });
    expect(parsePayQuery('?step=return&orderId=11&payId=22&result=paid')).toEqual({
      step: 'return',
      orderId: '11',
      payId: '22',
      result: 'paid',
    });
    expect(parsePayQuery('?step=return&orderId=11&payId=x&result=weird')).toMatchObject({
      result: null,
      payId: null,
    });
  });
  it('builds a return path the gateway accepts', () => {
    expect(returnPathFor('/en/pay')).toBe('/en/pay?step=return');
    expect(returnPathSchema.safeParse(returnPathFor('/zh-cn/pay')).success).toBe(true);
    expect(returnPathSchema.safeParse(returnPathFor('/pay')).success).toBe(true);
    expect(payPageHref('/en/pay', 'a b')).toBe('/en/pay?orderId=a%20b');
  });
  it('trusts the order status over the query', () => {
    expect(returnView('paid', 'paid')).toBe('success');
    expect(returnView('honoured', 'processing')).toBe('success');
    expect(returnView('paid', null)).toBe('success');
    expect(returnView('failed', 'pendingPayment')).toBe('failed');
    expect(returnView('failed', 'paid')).toBe('success');
    expect(returnView('refunded', 'refunded')).toBe('refunded');
    expect(returnView('refunded', null)).toBe('refunded');
    expect(returnView('unchanged', 'pendingPayment')).toBe('pending');
    expect(returnView(null, 'pendingPayment')).toBe('pending');
    expect(returnView('paid', 'pendingPayment')).toBe('pending');
    expect(returnView(null, null)).toBe('pending');
  });
});

describe('statuses', () => {
  it('has a label for every status and tab in the three languages', () => {
    for (const messages of [en, zhTW, zhCN]) {
      for (const key of STATUS_KEYS) expect(messages[key]).toBeTruthy();
      for (const tab of ORDER_TABS) expect(messages[`orders.tab.${tab}`]).toBeTruthy();
      for (const p of PAY_TYPES) expect(messages[`orders.payType.${p}`]).toBeTruthy();
    }
    expect(STATUS_KEYS).toHaveLength(ORDER_STATUSES.length);
  });
  it('maps statuses to tabs, tones and payment state', () => {
    expect(tabOf('pendingPayment')).toBe('pendingPayment');
    expect(tabOf('voucherIssued')).toBe('paid');
    expect(tabOf('refunded')).toBe('cancelled');
    expect(tabOf('confirmed')).toBe('processing');
    expect(statusTone('pendingPayment')).toBe('pending');
    expect(statusTone('cancelled')).toBe('closed');
    expect(statusTone('exception')).toBe('problem');
    expect(statusTone('completed')).toBe('good');
    expect(isPaidStatus('voucherIssued')).toBe(true);
    expect(isPaidStatus('pendingPayment')).toBe(false);
    expect(isPaidStatus('refunded')).toBe(false);
    expect(canDownloadVoucher({ status: 'voucherIssued' })).toBe(true);
    expect(canDownloadVoucher({ status: 'paid' })).toBe(false);
  });
  it('puts every status under one of the five short labels of SPEC §4', () => {
    expect(SHORT_STATUSES).toEqual([
      'pendingPayment',
      'processing',
      'confirmed',
      'cancelled',
      'completed',
    ]);
    for (const status of ORDER_STATUSES) expect(SHORT_STATUSES).toContain(shortStatus(status));
    expect(shortStatus('submit')).toBe('pendingPayment');
    expect(shortStatus('paid')).toBe('processing');
    expect(shortStatus('voucherIssued')).toBe('confirmed');
    expect(shortStatus('refunded')).toBe('cancelled');
    expect(shortStatus('orderFailed')).toBe('cancelled');
    expect(shortStatus('completed')).toBe('completed');
  });
  it('follows SPEC §7 channel mapping', () => {
    expect(CHANNEL_MODE_BY_PAY_TYPE.WXPAY).toBe('H5');
    expect(CHANNEL_MODE_BY_PAY_TYPE.ALIPAYHK).toBe('H5');
    expect(CHANNEL_MODE_BY_PAY_TYPE.VISAPAY).toBe('H5_WEB');
    expect(CHANNEL_MODE_BY_PAY_TYPE.CUPPAY).toBe('H5_WEB');
  });
});

describe('order list state', () => {
  it('prefers the query, else the kept state', () => {
    const kept = { tab: 'paid' as const, page: 3 };
    expect(listStateFrom('', kept)).toEqual(kept);
    expect(listStateFrom('?tab=cancelled', kept)).toEqual({ tab: 'cancelled', page: 1 });
    expect(listStateFrom('?tab=completed&page=2', kept)).toEqual({ tab: 'completed', page: 2 });
    expect(listStateFrom('?tab=bogus&page=-1', kept)).toEqual(DEFAULT_LIST_STATE);
    expect(listStateFrom('?tab=all&page=abc', kept)).toEqual({ tab: 'all', page: 1 });
  });
  it('writes the query and checks stored values', () => {
    expect(listQuery({ tab: 'all', page: 1 })).toBe('?tab=all');
    expect(listQuery({ tab: 'pendingPayment', page: 4 })).toBe('?tab=pendingPayment&page=4');
    expect(isOrderListState({ tab: 'paid', page: 2 })).toBe(true);
    expect(isOrderListState({ tab: 'paid', page: 0 })).toBe(false);
    expect(isOrderListState({ tab: 'nope', page: 1 })).toBe(false);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});

describe('listReplenish answer', () => {
  it('parses the entries', () => {
    expect(
      listReplenishSchema.parse([
        {
          orderId: '1',
          status: 'paid',
          paid: true,
          lastPayment: { payId: '9', status: 'succeeded' },
        },
        { orderId: '2', status: 'pendingPayment', paid: false, lastPayment: null },
      ]),
    ).toHaveLength(2);
  });
});
