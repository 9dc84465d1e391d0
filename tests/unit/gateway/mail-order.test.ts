import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { orderCalendar } from '../../../gateway/mail/calendar.ts';
import {
  confirmationMail,
  expiredMail,
  refundMail,
  type OrderMail,
} from '../../../gateway/mail/order-mails.ts';
import { orderUrl } from '../../../gateway/services/order-mails.ts';
import { LANGUAGES, type Language } from '../../../src/lib/contract/common.ts';
import type { OrderDetail, Refund } from '../../../src/lib/contract/order.ts';

/*
 * The order mails as built (pure: no database, no SMTP): every text from the locales in the
 * reader's language with its plural forms, the same content in text and HTML, HTML escaped,
 * and an .ics that a calendar parser reads back.
 */

const ticketLine = {
  productId: '101',
  skuId: '201',
  productName: 'Wonderland Park <Day Pass>',
  skuName: 'Adult',
  productType: 'TICKET',
  poiCode: 'PARK',
  poiType: 1,
  quantity: 2,
  startDate: '2026-12-24',
  endDate: '2026-12-24',
  session: '10:30',
  unitPriceCents: 59_900,
  subtotalCents: 119_800,
  voucherCode: 'A1B2C3D4E5F6',
  confirmationCode: null,
};
const hotelLine = {
  ...ticketLine,
  productId: '102',
  skuId: '202',
  productName: 'Lakeside Hotel',
  skuName: 'Garden Room',
  productType: 'HOTEL',
  quantity: 1,
  startDate: '2026-12-24',
  endDate: '2026-12-27',
  session: null,
  unitPriceCents: 210_000,
  subtotalCents: 210_000,
  voucherCode: 'FFEEDDCCBBAA',
  confirmationCode: 'HC12345678',
};

const order = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  orderId: '9000000000000001',
  orderNo: 'W20261224000123',
  status: 'voucherIssued',
  channel: 'WAP',
  totalCents: 329_800,
  payBefore: 0,
  createdAt: 0,
  updatedAt: 0,
  lines: [ticketLine, hotelLine],
  guestMode: 'normal',
  guestCount: 1,
  transactionNo: 'T1',
  payType: 'ALIPAY',
  paidAt: 1,
  notice: null,
  guests: [],
  canPay: false,
  canCancel: false,
  canDelete: false,
  canRefund: true,
  ...overrides,
});

const refund: Refund = {
  refundId: '8000000000000001',
  refundNo: 'R20261201000007',
  orderId: '9000000000000001',
  orderNo: 'W20261224000123',
  appliedAt: 0,
  reason: 'unableToTravel',
  reasonText: '',
  changeNo: null,
  ticketQuantity: 3,
  subtotalCents: 329_800,
  feeCents: 32_980,
  refundCents: 296_820,
  actualRefundCents: 296_820,
  status: 'refundSuccess',
  statusAt: 0,
  arrival: '1-7',
};

const URL_OF = (lang: Language) => orderUrl('https://shop.resort.test', lang, '9000000000000001');
const context = (lang: Language) => ({ lang, orderUrl: URL_OF(lang) });

/** No key left untranslated, no placeholder left unfilled. */
function expectFilled(mail: OrderMail) {
  for (const part of [mail.subject, mail.text, mail.html]) {
    expect(part).not.toMatch(/\{\{|\}\}|mail\.[a-z]/);
  }
}

describe('the confirmation mail', () => {
  it.each(LANGUAGES)('carries the summary, codes, total and link in %s', (lang) => {
    const mail = confirmationMail(order(), context(lang));
    expectFilled(mail);
    expect(mail.subject).toContain('W20261224000123');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('A1B2C3D4E5F6');
      expect(part).toContain('HC12345678');
      expect(part).toContain('10:30');
      expect(part).toContain('Lakeside Hotel');
    }
    expect(mail.text).toContain(URL_OF(lang));
    expect(mail.html).toContain(`href="${URL_OF(lang).replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it('writes each language in its own words, with the total in its money format', () => {
    expect(confirmationMail(order(), context('en')).text).toContain('Total for 3 items: HK$3,298');
    expect(confirmationMail(order(), context('zh-TW')).text).toContain('共 3 份，合計 HK$3,298');
    expect(confirmationMail(order(), context('zh-CN')).subject).toBe(
      '订单 W20261224000123 已确认：电子凭证已附上',
    );
  });

  it('uses the plural rules of the language', () => {
    const single = order({ lines: [{ ...ticketLine, quantity: 1 }], totalCents: 59_900 });
    const text = confirmationMail(single, context('en')).text;
    expect(text).toContain('Total for 1 item: HK$599');
    expect(text).toContain('with 1 QR code;');
    expect(confirmationMail(order(), context('en')).text).toContain('with 3 QR codes,');
  });

  it('escapes what the catalogue says in the HTML and keeps it as written in the text', () => {
    const mail = confirmationMail(order(), context('en'));
    expect(mail.text).toContain('Wonderland Park <Day Pass>');
    expect(mail.html).toContain('Wonderland Park &lt;Day Pass&gt;');
    expect(mail.html).not.toContain('<Day Pass>');
  });

  it('says so when a late payment was honoured', () => {
    const plain = confirmationMail(order(), context('en')).text;
    const late = confirmationMail(order({ notice: 'LATE_PAYMENT_HONOURED' }), context('en')).text;
    expect(plain).not.toContain('after the 15-minute hold');
    expect(late).toContain('after the 15-minute hold');
  });
});

describe('the other order mails', () => {
  it.each(LANGUAGES)('writes the expiry cancellation in %s', (lang) => {
    const mail = expiredMail(order({ status: 'cancelled' }), { ...context(lang), minutes: 15 });
    expectFilled(mail);
    expect(mail.subject).toContain('W20261224000123');
    expect(mail.text).toContain('15');
  });

  it.each(LANGUAGES)(
    'writes refund approved, paid and refused with their amounts in %s',
    (lang) => {
      const approved = refundMail('refundApproved', order(), refund, context(lang));
      const paid = refundMail('refundSucceeded', order(), refund, context(lang));
      const refused = refundMail('refundRefused', order(), refund, context(lang));
      for (const mail of [approved, paid, refused]) {
        expectFilled(mail);
        expect(mail.text).toContain('R20261201000007');
      }
      for (const amount of ['HK$2,968.20', 'HK$329.80', 'HK$3,298']) {
        expect(approved.text).toContain(amount);
      }
      expect(paid.subject).toContain('HK$2,968.20');
      expect(paid.text).toContain('HK$329.80');
      expect(refused.text).not.toContain('HK$');
    },
  );

  it('names the refund in English as paid back to the payment method', () => {
    expect(refundMail('refundSucceeded', order(), refund, context('en')).text).toContain(
      'We have refunded HK$2,968.20 for booking W20261224000123 (refund R20261201000007) to the payment method you used.',
    );
  });
});

describe('the calendar file', () => {
  it('has one all-day event per line that a calendar parser reads back', () => {
    const ics = orderCalendar(order(), {
      ...context('en'),
      host: 'shop.resort.test',
      stamp: Date.UTC(2026, 11, 1),
    });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['2026-12-24', '2026-12-25'],
      ['2026-12-24', '2026-12-27'],
    ]);
    expect(events.map((e) => e.uid)).toEqual([
      '9000000000000001-1@shop.resort.test',
      '9000000000000001-2@shop.resort.test',
    ]);
    expect(events[0]?.summary).toBe('Wonderland Park <Day Pass> · Adult');
    expect(events[0]?.description).toContain('Session: 10:30');
    expect(events[0]?.description).toContain('A1B2C3D4E5F6');
    expect(events[1]?.description).toContain('W20261224000123');
  });

  it('writes the texts in the language of the mail', () => {
    const ics = orderCalendar(order(), {
      ...context('zh-TW'),
      host: 'shop.resort.test',
      stamp: 0,
    });
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    const [first] = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(first?.description).toContain('兌換碼：A1B2C3D4E5F6');
  });
});
