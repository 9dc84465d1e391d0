import ical from 'ical-generator';
import type { Language } from '../../src/lib/contract/common.ts';
import type { OrderDetail } from '../../src/lib/contract/order.ts';
import { mailText } from './texts.ts';

/**
 * The .ics of an order's visit (RFC 5545, written by ical-generator): one all-day event per
 * line, from the visit date (or check-in) to the day after (or check-out), with the booking
 * number, the session and the redemption code in its text and the order's link. The UID is
 * stable per order line, so that a calendar updates the event rather than doubling it.
 */
export function orderCalendar(
  order: OrderDetail,
  context: { lang: Language; orderUrl: string; host: string; stamp: number },
): string {
  const { lang, orderUrl, host, stamp } = context;
  const site = mailText(lang, 'mail.site');
  const calendar = ical({
    name: site,
    prodId: { company: site, product: 'storefront', language: lang.slice(0, 2).toUpperCase() },
  });
  order.lines.forEach((line, index) => {
    const start = line.startDate;
    const end =
      line.productType === 'HOTEL' && line.endDate > start ? line.endDate : dayAfter(start);
    const summary = [line.productName, line.skuName].filter(Boolean).join(' · ');
    const facts = [
      mailText(lang, 'mail.calendar.description', { orderNo: order.orderNo, count: line.quantity }),
      ...(line.session
        ? [mailText(lang, 'mail.order.line.session', { session: line.session })]
        : []),
      ...(line.voucherCode
        ? [mailText(lang, 'mail.order.line.code', { code: line.voucherCode })]
        : []),
    ];
    calendar.createEvent({
      id: `${order.orderId}-${index + 1}@${host}`,
      allDay: true,
      start: utcDay(start),
      end: utcDay(end),
      stamp: new Date(stamp),
      summary,
      description: facts.join('\n'),
      url: orderUrl,
    });
  });
  return calendar.toString();
}

/** Midnight UTC of a YYYY-MM-DD date (all-day events are written as that date). */
const utcDay = (date: string): Date => new Date(`${date}T00:00:00Z`);

const dayAfter = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
