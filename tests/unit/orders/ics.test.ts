import { describe, expect, it } from 'vitest';
import {
  calendarFileName,
  escapeText,
  foldLine,
  orderCalendar,
  utcStamp,
  type IcsLine,
} from '../../../src/lib/orders/ics.ts';

const NOW = Date.parse('2026-03-02T04:05:06Z');
const line = (over: Partial<IcsLine>): IcsLine => ({
  productName: 'Park Day Ticket',
  skuName: 'Adult',
  poiType: 1,
  poiCode: 'GZ_PARK',
  startDate: '2026-03-10',
  endDate: '2026-03-10',
  session: null,
  ...over,
});
const build = (lines: IcsLine[]) =>
  orderCalendar(
    { orderNo: 'HK202603020001', lines },
    { now: NOW, location: (l) => `Place ${l.poiCode}`, description: () => 'Order HK202603020001' },
  );
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('orderCalendar', () => {
  it('writes one VCALENDAR with a VEVENT per line, CRLF line endings and a final CRLF', () => {
    const text = build([line({}), line({ skuName: 'Child' })]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text.match(/END:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('UID:HK202603020001-1@orders.resort-storefront\r\n');
    expect(text).toContain('UID:HK202603020001-2@orders.resort-storefront\r\n');
    expect(text).toContain('DTSTAMP:20260302T040506Z\r\n');
    expect(text).toContain('SUMMARY:Park Day Ticket · Adult\r\n');
    expect(text).toContain('LOCATION:Place GZ_PARK\r\n');
    expect(text).toContain('DESCRIPTION:Order HK202603020001\r\n');
  });

  it('links every event to the order page given as an https address, and no other', () => {
    const page = 'https://shop.example.com/en/user/order/detail?orderId=1234567890123456789';
    const options = { now: NOW, location: () => 'Park', domain: 'shop.example.com' };
    const order = { orderNo: 'HK202603020001', lines: [line({}), line({ skuName: 'Child' })] };
    const text = unfold(orderCalendar(order, { ...options, url: page }));
    expect(
      text.match(new RegExp(`\r\nURL:${page.replace(/[?.]/g, '\\$&')}\r\n`, 'g')),
    ).toHaveLength(2);
    expect(text).toContain('UID:HK202603020001-1@shop.example.com\r\n');
    for (const url of ['http://shop.example.com/x', 'javascript:alert(1)', 'https://a b']) {
      expect(orderCalendar(order, { ...options, url })).not.toContain('URL:');
    }
  });

  it('makes an all-day event of a dated line (DTEND the next day, exclusive)', () => {
    const text = build([line({})]);
    expect(text).toContain('DTSTART;VALUE=DATE:20260310\r\nDTEND;VALUE=DATE:20260311\r\n');
    expect(text).not.toContain('VTIMEZONE');
  });

  it('runs a hotel stay from check-in to check-out', () => {
    const text = build([
      line({ poiType: 3, startDate: '2026-03-31', endDate: '2026-04-02', session: null }),
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20260331\r\nDTEND;VALUE=DATE:20260402\r\n');
  });

  it('makes a timed event in Asia/Hong_Kong with its VTIMEZONE for a session', () => {
    const text = build([line({ poiType: 2, session: '19:30' })]);
    expect(text).toContain(
      'DTSTART;TZID=Asia/Hong_Kong:20260310T193000\r\nDTEND;TZID=Asia/Hong_Kong:20260310T213000\r\n',
    );
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Hong_Kong\r\n');
    expect(text).toContain('TZOFFSETTO:+0800');
    // The zone comes before the events.
    expect(text.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
  });

  it('carries a late session over midnight to the next day', () => {
    const text = build([line({ poiType: 4, session: '23:15', startDate: '2026-12-31' })]);
    expect(text).toContain('DTEND;TZID=Asia/Hong_Kong:20270101T011500');
  });

  it('escapes text values and folds long lines at 75 octets without splitting characters', () => {
    const name = '樂園門票, 成人; 夜場\\特別 '.repeat(6);
    const text = build([line({ productName: name })]);
    for (const physical of text.split('\r\n')) {
      expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    }
    const summary = unfold(text)
      .split('\r\n')
      .find((l) => l.startsWith('SUMMARY:'));
    expect(summary).toBe(`SUMMARY:${escapeText(`${name} · Adult`)}`);
    expect(summary).toContain('\\, 成人\\; 夜場\\\\特別');
    expect(text).not.toContain('\uFFFD');
  });
});

describe('helpers', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
  it('leaves a short line alone and folds with a leading space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `X:${'a'.repeat(100)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded[1]?.startsWith(' ')).toBe(true);
    expect(folded[1]).toHaveLength(28);
  });
  it('stamps in UTC and names the file after the order', () => {
    expect(utcStamp(NOW)).toBe('20260302T040506Z');
    expect(calendarFileName('HK-1/2')).toBe('order-HK-12.ics');
  });
});
