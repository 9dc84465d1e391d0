import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hkd, orderingShopper } from './booking.ts';

/**
 * The refund pages (SPEC §2 user/order/refund/index, user/order/refund/detail, user/service,
 * user/service/service-detail; §3 Refund; §4; §5 Refund): an account, a paid order made straight
 * on the gateway (save, pay, the cashier's "paid"), the login planted in session storage; then the
 * application, the refund's progress as the gateway clock moves, the refusal of a second refund
 * and the after-sales list in the browser.
 */

const ORDER = '/cl-odss-app/guest/order/info';

test('applies for a refund of a paid order, follows it to success, and is refused a second time', async ({
  page,
  request,
}) => {
  // A paid order of two tickets, three days or more ahead.
  const shopper = await orderingShopper(page, request, 'refund');
  const { headers } = shopper;
  const order = await shopper.save(2);
  await shopper.pay(order.orderId);
  const quoted = await request.get(`${ORDER}/loadRefundFee?orderId=${order.orderId}`, { headers });
  const quote = ((await quoted.json()) as { data: { feeCents: number; refundCents: number } }).data;

  // The application: the notice first, then the specific reason of 'other'; the fee shown.
  await page.goto(`/en/user/order/refund/index?orderId=${order.orderId}`);
  await expect(page.getByText(order.orderNo)).toBeVisible();
  await expect(page.getByTestId('refund-fee')).toHaveText(hkd(quote.feeCents));
  await expect(page.getByTestId('refund-amount')).toHaveText(hkd(quote.refundCents));
  await expect(page.getByText('7-14 business days')).toBeVisible();
  const apply = page.getByRole('button', { name: 'Apply for the refund' });
  const notice = page.getByRole('checkbox', { name: /booking and refund notice/ });
  await apply.click();
  await expect(notice).toBeFocused();
  await expect(notice).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.rf-field-error')).toHaveText(
    'Read and tick the booking and refund notice first',
  );
  await expectNoAxeViolations(page);
  await notice.check();
  await page.getByRole('radio', { name: 'Other' }).check();
  await apply.click();
  const text = page.getByRole('textbox', { name: 'Specific reason' });
  await expect(text).toBeFocused();
  await expect(page.locator('.rf-field-error')).toHaveText('Enter the specific reason');
  await text.fill('Our plans changed');
  await apply.click();

  // The detail: submitted; once the gateway clock moved on, refunded in full.
  await page.waitForURL(/\/en\/user\/order\/refund\/detail\?refundId=\d+/);
  await expect(page.getByText('Other: Our plans changed')).toBeVisible();
  await expect(page.getByTestId('refund-actual')).toHaveText('Not yet refunded');
  await expectNoAxeViolations(page);
  const moved = await request.post('/dev/clock', { data: { advanceMs: 20_000 } });
  expect(moved.ok()).toBe(true);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.locator('.rf-status')).toHaveText('Refund successful');
  await expect(page.getByTestId('refund-actual')).toHaveText(hkd(quote.refundCents));

  // A second refund of the order is refused with the rule.
  await page.goto(`/en/user/order/refund/index?orderId=${order.orderId}`);
  await expect(page.getByRole('heading', { name: 'This order cannot be refunded' })).toBeVisible();
  await expect(page.getByText(/refunded in full once only/)).toBeVisible();
  await expect(apply).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The after-sales list shows it, and its detail.
  await page.goto('/en/user/service');
  const record = page.getByRole('link', { name: new RegExp(order.orderNo) });
  await expect(record).toContainText('Refund successful');
  await expectNoAxeViolations(page);
  await record.click();
  await page.waitForURL(/\/en\/user\/service\/service-detail\?refundId=\d+/);
  await expect(page.locator('.rf-status')).toHaveText('Refund successful');
  await expectNoAxeViolations(page);
});
