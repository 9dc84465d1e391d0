import { expect, test } from '@playwright/test';
import { orderingShopper } from './booking.ts';

/**
 * An unpaid order cancels itself after 15 minutes and gives its stock back (SPEC §4, §9;
 * DESIGN §7). Moves the gateway's one dev clock by a quarter of an hour, so it runs in a
 * project of its own, on a gateway of its own (playwright.config.ts).
 */

test('an order left unpaid for 15 minutes shows cancelled and its seats are on sale again', async ({
  page,
  request,
}) => {
  const shopper = await orderingShopper(page, request, 'expiry');
  const before = await shopper.stockLeft();
  const order = await shopper.save(2);
  expect(await shopper.stockLeft()).toBe((before ?? 0) - 2);

  await page.goto(`/en/user/order/detail?orderId=${order.orderId}`);
  await expect(page.locator('.od-badge')).toHaveText('Pending payment');
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();

  const moved = await request.post('/dev/clock', { data: { advanceMs: 15 * 60_000 + 1_000 } });
  expect(moved.ok()).toBe(true);
  await page.reload();
  await expect(page.locator('.od-badge')).toHaveText('Cancelled');
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  expect(await shopper.stockLeft()).toBe(before);

  // A payment page opened now says the order can no longer be paid.
  await page.goto(`/en/pay?orderId=${order.orderId}`);
  await expect(page.getByRole('main')).toContainText('Cancelled');
});
