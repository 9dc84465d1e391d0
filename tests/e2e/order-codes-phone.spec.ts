import { expect, test } from '@playwright/test';
import { orderingShopper } from './booking.ts';

/**
 * The order detail at 390 px, once the voucher is issued: each redemption code stays whole on
 * one line with its copy button beside it, inside the card (measured in the three languages).
 */

test.use({ viewport: { width: 390, height: 844 } });

test('redemption codes stay on one line with their copy button beside them on a phone', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await orderingShopper(page, request, 'codes');
  const order = await shopper.save(2);
  await shopper.pay(order.orderId);
  // the fulfilment steps of the gateway clock: paid → processing → confirmed → voucherIssued
  expect((await request.post('/dev/clock', { data: { advanceMs: 10_000 } })).ok()).toBe(true);

  for (const [prefix, locale] of [
    ['/en', 'en'],
    ['/zh-cn', 'zh-CN'],
    ['', 'zh-TW'],
  ] as const) {
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    await page.goto(`${prefix}/user/order/detail?orderId=${order.orderId}`);
    const codes = page.locator('.od-card .ui-code');
    await expect(codes.first()).toBeVisible();
    await codes.first().scrollIntoViewIfNeeded();
    const shot = await page.screenshot();
    await testInfo.attach(`codes-390-${locale}`, { body: shot, contentType: 'image/png' });

    const measured = await codes.evaluateAll((boxes) =>
      boxes.map((box) => {
        const code = box.querySelector('code');
        const button = box.querySelector('button');
        const card = box.closest('.od-card');
        if (!code || !button || !card) return null;
        const c = code.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        const k = card.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(code).lineHeight) || c.height;
        return {
          text: code.textContent ?? '',
          oneLine: c.height <= lineHeight * 1.5,
          whole: code.scrollWidth <= code.clientWidth,
          beside: b.left >= c.right && b.top < c.bottom && b.bottom > c.top,
          inCard: b.right <= k.right && c.left >= k.left,
          target: b.height >= 24 && b.width >= 24,
        };
      }),
    );
    expect(measured.length).toBeGreaterThan(0);
    for (const m of measured) {
      expect(m, `${locale} ${m?.text}`).toMatchObject({
        oneLine: true,
        whole: true,
        beside: true,
        inCard: true,
        target: true,
      });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }
});
