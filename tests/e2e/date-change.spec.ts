import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hkd, ticketDetail } from './booking.ts';
import { paidParkOrder } from './park-order.ts';
import { overflow, pageTexts, wrongScript } from './phone-checks.ts';

/**
 * Changing the date instead of refunding (user/order/change): a paid order of two park tickets
 * moved to a dearer day, the difference paid through the cashier; then back to a cheaper day,
 * the difference less the fee refunded. The page at 390 and 1280 px in the three languages.
 */

/** The park ticket's change fee per ticket (the demo rule of park tickets). */
const FEE_PER_TICKET = 2000;

test('moves a paid order to a dearer day through the cashier, then to a cheaper one with a refund', async ({
  page,
}) => {
  const { days, order, offPrice, peakPrice } = await paidParkOrder(page, 'datechange');
  expect(peakPrice).toBeGreaterThan(offPrice);

  // from the order detail
  await page.goto(`/en/user/order/detail?orderId=${order.orderId}`);
  await page.getByRole('link', { name: 'Change the date' }).click();
  await page.waitForURL(/\/en\/user\/order\/change\?orderId=\d+/);
  await expect(page.getByText(`Booking ${order.orderNo}`)).toBeVisible();
  await expect(page.getByText('Change fee HK$20 per ticket')).toBeVisible();

  // up in price: the difference and the fee, paid through the cashier
  const up = 2 * (peakPrice - offPrice) + 2 * FEE_PER_TICKET;
  await page.getByLabel('New date').selectOption(days.peak);
  await expect(page.locator('.dc-due')).toHaveText(hkd(up));
  await expectNoAxeViolations(page);
  const submit = page.getByRole('button', { name: `Pay ${hkd(up)} and change the date` });
  await submit.click();
  await expect(page.getByText('Choose how to pay the difference.')).toBeVisible();
  await page.getByRole('radio', { name: 'Visa' }).check();
  await submit.click();
  await page.waitForURL(/\/cl-odss-app\/open\/cashier\//);
  await expect(page.getByText(hkd(up))).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/en\/user\/order\/change\?.*step=return/);
  await expect(page.getByRole('heading', { name: 'Date changed' })).toBeVisible();
  await expectNoAxeViolations(page);

  // down in price: made at once, the difference less the fee refunded
  const down = 2 * (peakPrice - offPrice) - 2 * FEE_PER_TICKET;
  await page.goto(`/en/user/order/change?orderId=${order.orderId}`);
  await page.getByLabel('New date').selectOption(days.otherOffPeak);
  await expect(page.getByText('Refunded to you')).toBeVisible();
  await expect(page.locator('.dc-due')).toHaveText(hkd(down));
  await page.getByRole('button', { name: `Change the date, refund ${hkd(down)}` }).click();
  await expect(page.getByRole('heading', { name: 'Date changed' })).toBeVisible();
  const refunded = page.getByText(
    new RegExp(
      `^${escape(hkd(down))} will be refunded to the payment method you used: refund RF\\d+`,
    ),
  );
  await expect(refunded).toBeVisible();
  const refundNo = /RF\d+/.exec((await refunded.textContent()) ?? '')?.[0] ?? '';
  await expectNoAxeViolations(page);

  // the order has its new date, and no more changes are offered (two at most)
  await page.getByRole('link', { name: 'Back to the booking' }).click();
  await page.waitForURL(/\/en\/user\/order\/detail\?orderId=\d+/);
  await expect(page.getByRole('link', { name: 'Change the date' })).toHaveCount(0);

  // the difference is a refund of its own, in the after-sales list and its detail
  await page.goto('/en/user/service');
  const record = page.getByRole('link', { name: new RegExp(refundNo) });
  await expect(record).toContainText(/Date change DC\d+/);
  await expect(record).toContainText(hkd(down));
  await record.click();
  await page.waitForURL(/\/en\/user\/service\/service-detail\?refundId=\d+/);
  await expect(page.getByText('Price difference of a cheaper date')).toBeVisible();
  await expectNoAxeViolations(page);

  // a refund of the order now pays back only what is left: the new total, not what was paid
  const left =
    2 *
    (await ticketDetail(page, days.park.productId, days.otherOffPeak)).skus.find(
      (s) => s.skuType === 'ADULT',
    )!.priceCents!;
  await page.goto(`/en/user/order/refund/index?orderId=${order.orderId}`);
  await expect(page.getByTestId('refund-subtotal')).toHaveText(hkd(left));
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PAGES = [
  { lang: 'zh-TW', prefix: '', title: '更改日期' },
  { lang: 'zh-CN', prefix: '/zh-cn', title: '更改日期' },
  { lang: 'en', prefix: '/en', title: 'Change the date' },
] as const;

test('fits a phone and a desktop in the three languages', async ({ page }, testInfo) => {
  const { days, order } = await paidParkOrder(page, 'datechange-look');
  for (const { lang, prefix, title } of PAGES) {
    await page.addInitScript((l) => localStorage.setItem('locale', l), lang);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/user/order/change?orderId=${order.orderId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.dc-card select').first()).toBeVisible();
      // a day on sale whatever the date of the run (the seed sells out one day in twelve)
      await page.locator('.dc-card select').first().selectOption(days.otherOffPeak);
      await expect(page.locator('.dc-due')).toBeVisible();
      expect(await overflow(page)).toEqual([]);
      expect(wrongScript(await pageTexts(page), lang)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`date-change-${lang}-${width}.png`),
        fullPage: true,
      });
    }
  }
});
