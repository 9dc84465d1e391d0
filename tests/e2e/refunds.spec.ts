import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hkd, orderingShopper } from './booking.ts';
import { paidParkOrder } from './park-order.ts';
import { overflow, pageTexts, wrongScript } from './phone-checks.ts';

/**
 * The refund pages (SPEC §2 user/order/refund/index, user/order/refund/detail, user/service,
 * user/service/service-detail; §3 Refund; §4; §5 Refund): an account, a paid order made straight
 * on the gateway (save, pay, the cashier's "paid"), the login planted in session storage; then the
 * application, the refund's progress as the gateway clock moves, the refusal of a second refund
 * and the after-sales list in the browser.
 */

const ORDER = '/cl-odss-app/guest/order/info';
const CHANGE = '/cl-odss-app/guest/order/change';

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

interface Quote {
  paidCents: number;
  refundedCents: number;
  inProgressCents: number;
  changeFeesCents: number;
  subtotalCents: number;
  feeCents: number;
  refundCents: number;
}

const BREAKDOWN_PAGES = [
  { lang: 'zh-TW', prefix: '', paid: '已付款（含改期補差）', refunded: '已退款' },
  { lang: 'zh-CN', prefix: '/zh-cn', paid: '已付款（含改期补差）', refunded: '已退款' },
  {
    lang: 'en',
    prefix: '/en',
    paid: 'Paid, with date change top-ups',
    refunded: 'Already refunded',
  },
] as const;

test('shows what was paid and refunded after a cheaper date change, and refunds what it quoted', async ({
  page,
}, testInfo) => {
  // six page views and two applications: more than one test's usual time
  test.slow();
  // a paid order of two tickets on a peak day, moved to a cheaper day: its difference less the
  // change fee is a refund of its own, walked to success as the gateway clock moves on (the
  // page while it is in progress: the island and gateway tests, on a clock that stands still)
  const { shopper, days, order } = await paidParkOrder(page, 'refund-breakdown', 'peak');
  const { headers } = shopper;
  const moveTo = (date: string) => [{ lineNo: 1, startDate: date }];
  const cq = await page.request.post(`${CHANGE}/quote`, {
    headers,
    data: { orderId: order.orderId, lines: moveTo(days.offPeak) },
  });
  const change = ((await cq.json()) as { data: { dueCents: number; feeCents: number } }).data;
  expect(change.dueCents).toBeLessThan(0);
  const made = await page.request.post(`${CHANGE}/apply`, {
    headers,
    data: {
      orderId: order.orderId,
      lines: moveTo(days.offPeak),
      requestId: `e2e-refund-breakdown-${Date.now()}`,
      expectedDueCents: change.dueCents,
    },
  });
  expect(made.ok()).toBe(true);
  expect((await page.request.post('/dev/clock', { data: { advanceMs: 20_000 } })).ok()).toBe(true);
  const quoted = await page.request.get(`${ORDER}/loadRefundFee?orderId=${order.orderId}`, {
    headers,
  });
  const quote = ((await quoted.json()) as { data: Quote }).data;
  expect(quote).toMatchObject({
    refundedCents: -change.dueCents,
    inProgressCents: 0,
    changeFeesCents: change.feeCents,
  });

  // the page shows the gateway's figures, and fits a phone and a desktop in the three languages
  for (const { lang, prefix, paid, refunded } of BREAKDOWN_PAGES) {
    await page.addInitScript((l) => localStorage.setItem('locale', l), lang);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/user/order/refund/index?orderId=${order.orderId}`);
      await expect(page.getByText(paid, { exact: true })).toBeVisible();
      await expect(page.getByText(refunded, { exact: true })).toBeVisible();
      await expect(page.getByTestId('refund-amount')).toBeVisible();
      expect(await overflow(page)).toEqual([]);
      expect(wrongScript(await pageTexts(page), lang)).toEqual([]);
      const label = await page.getByText(paid, { exact: true }).boundingBox();
      const amount = await page.getByTestId('refund-paid').boundingBox();
      // on a phone each amount stands under its label; on a desktop beside it
      if (width === 390) expect(amount!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
      else expect(amount!.x).toBeGreaterThan(label!.x + label!.width);
      await page.screenshot({
        path: testInfo.outputPath(`refund-breakdown-${lang}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await expect(page.getByTestId('refund-paid')).toHaveText(hkd(quote.paidCents));
  await expect(page.getByTestId('refund-refunded')).toHaveText(hkd(quote.refundedCents));
  await expect(page.getByTestId('refund-in-progress')).toHaveCount(0);
  await expect(page.getByTestId('refund-change-fees')).toHaveText(hkd(change.feeCents));
  await expect(page.getByTestId('refund-subtotal')).toHaveText(hkd(quote.subtotalCents));
  await expect(page.getByTestId('refund-fee')).toHaveText(hkd(quote.feeCents));
  await expect(page.getByTestId('refund-amount')).toHaveText(hkd(quote.refundCents));
  await expectNoAxeViolations(page);

  // applying refunds exactly what the page showed
  await page.getByRole('checkbox', { name: /booking and refund notice/ }).check();
  await page.getByRole('radio', { name: 'Unable to travel' }).check();
  await page.getByRole('button', { name: 'Apply for the refund' }).click();
  await page.waitForURL(/\/en\/user\/order\/refund\/detail\?refundId=\d+/);
  await expect(page.getByTestId('refund-actual')).toHaveText('Not yet refunded');
  expect((await page.request.post('/dev/clock', { data: { advanceMs: 20_000 } })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('refund-actual')).toHaveText(hkd(quote.refundCents));
});
