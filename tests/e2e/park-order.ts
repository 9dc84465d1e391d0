import { expect, type Page } from '@playwright/test';
import { gatewayData, orderingShopper, ticketDetail, type TicketSummary } from './booking.ts';

/** A paid order of the Safari Park's day ticket, for the date change and refund specs. */

const ORDER_INFO = '/cl-odss-app/guest/order/info';
interface CalendarDay {
  date: string;
  status: string;
  tier: 'PEAK' | 'OFF_PEAK';
}

/** An off-peak and a peak day of the park's day ticket, both a few days ahead and on sale. */
async function parkDays(page: Page) {
  const list = await gatewayData<TicketSummary[]>(page, '/ticket/list?poiCode=GZ_SAFARI_PARK');
  const park = list.find((p) => p.productType === 'TICKET');
  if (!park) throw new Error('no park ticket');
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const { days } = await gatewayData<{ days: CalendarDay[] }>(
    page,
    `/info/getPriceCalendarList?productId=${park.productId}&startDate=${from}&endDate=${to}`,
  );
  const open = days.filter((d) => d.status === 'AVAILABLE');
  const offPeak = open.filter((d) => d.tier === 'OFF_PEAK');
  const peak = open.find((d) => d.tier === 'PEAK' && d.date > (offPeak[0]?.date ?? ''));
  if (offPeak.length < 2 || !peak) throw new Error('no off-peak and peak days');
  return { park, offPeak: offPeak[0]!.date, otherOffPeak: offPeak[1]!.date, peak: peak.date };
}

/**
 * A paid order of two adult park tickets on an off-peak day (or on the peak day after it), with
 * the off-peak and peak prices of its ticket.
 */
export async function paidParkOrder(page: Page, tag: string, on: 'offPeak' | 'peak' = 'offPeak') {
  const shopper = await orderingShopper(page, page.request, tag);
  const days = await parkDays(page);
  const date = on === 'peak' ? days.peak : days.offPeak;
  const detail = await ticketDetail(page, days.park.productId, date);
  const sku = detail.skus.find((s) => s.skuType === 'ADULT' && s.priceCents !== null);
  if (!sku?.priceCents) throw new Error('no adult ticket');
  const res = await page.request.post(`${ORDER_INFO}/save`, {
    headers: shopper.headers,
    data: {
      requestId: `e2e-${tag}-${Date.now()}`,
      channel: 'WAP',
      guestMode: 'normal',
      lines: [{ productId: days.park.productId, skuId: sku.skuId, quantity: 2, startDate: date }],
      guests: [
        {
          productId: days.park.productId,
          guestName: 'Chan/Tai Man',
          guestMobile: '91234567',
          guestMobileArea: '+852',
          guestEmail: shopper.email,
          remark: '',
        },
      ],
      expectedTotalCents: 2 * sku.priceCents,
      termsAccepted: true,
    },
  });
  expect(res.ok()).toBe(true);
  const order = ((await res.json()) as { data: { orderId: string; orderNo: string } }).data;
  await shopper.pay(order.orderId);
  const priceOn = async (day: string) =>
    (await ticketDetail(page, days.park.productId, day)).skus.find((s) => s.skuId === sku.skuId)
      ?.priceCents ?? 0;
  const [offPrice, peakPrice] = await Promise.all([priceOn(days.offPeak), priceOn(days.peak)]);
  return { shopper, days, order, offPrice, peakPrice };
}
