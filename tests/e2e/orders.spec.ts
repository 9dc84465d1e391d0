import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { expectNoAxeViolations, orderingShopper } from './booking.ts';

/**
 * The pay page and the order pages (SPEC §2 pay, user/order, user/order/detail; §4; §5; §8): an
 * account registered and an order saved straight on the gateway, the login planted in session
 * storage as the api client keeps it; then the pages in the browser.
 */

/** The image XObjects drawn on the pages of a PDF (the voucher draws only its QR codes). */
function qrImages(document: PDFDocument): number {
  return document.getPages().reduce((count, pdfPage) => {
    const objects = pdfPage.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    const images = (objects?.keys() ?? []).filter((key) => {
      const object = objects?.lookup(key);
      return (
        object !== undefined &&
        'dict' in object &&
        object.dict instanceof PDFDict &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
      );
    });
    return count + images.length;
  }, 0);
}
test('pays an order: a failed payment, a retry, the success and the issued voucher', async ({
  page,
  request,
}) => {
  const { save } = await orderingShopper(page, request, 'payer');
  const order = await save();

  await page.goto(`/en/pay?orderId=${order.orderId}`);
  const pay = page.getByRole('button', { name: /^Pay HK\$/ });
  await expect(page.getByText(order.orderNo)).toBeVisible();
  await expect(page.getByTestId('pay-countdown')).toContainText(/1[45]:\d\d/);
  await pay.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose a payment method' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A failed payment, then a successful retry.
  await page.getByRole('radio', { name: /Visa/ }).check();
  await pay.click();
  await page.waitForURL(/\/cl-odss-app\/open\/cashier\//);
  await page.getByRole('button', { name: 'Make the payment fail' }).click();
  await page.waitForURL(/\/en\/pay\?step=return.*result=failed/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('radio', { name: /WeChat/ }).check();
  await pay.click();
  await page.waitForURL(/\/cl-odss-app\/open\/cashier\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/en\/pay\?step=return.*result=paid/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(`Order ${order.orderNo} is paid`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The detail: paid; after the fulfilment steps (the gateway clock moved on), the codes.
  await page.getByRole('link', { name: 'View the order' }).click();
  await page.waitForURL(/\/en\/user\/order\/detail\?orderId=/);
  await expect(page.getByRole('main').getByText('WeChat Pay')).toBeVisible();
  await expect(page.getByText('Issued after payment')).toBeVisible();
  const moved = await request.post('/dev/clock', { data: { advanceMs: 10_000 } });
  expect(moved.ok()).toBe(true);
  await page.reload();
  await expect(page.locator('.od-badge')).toHaveText('Voucher issued');
  await expect(page.getByText('Issued after payment')).toHaveCount(0);
  const voucher = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download voucher' }).click();
  const pdf = await voucher;
  expect(pdf.suggestedFilename()).toMatch(/^voucher-.+\.pdf$/);
  // A real PDF with one QR image per ticket (the order has one ticket).
  const document = await PDFDocument.load(await readFile((await pdf.path()) ?? ''));
  expect(qrImages(document)).toBe(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const calendar = await download;
  expect(calendar.suggestedFilename()).toMatch(/^order-.+\.ics$/);
  // Its events link back to this page on the system domain (https, SPEC §3).
  const ics = (await readFile((await calendar.path()) ?? '', 'utf8')).replace(/\r\n /g, '');
  const here = new URL(page.url());
  expect(ics).toContain(`\r\nURL:https://${here.host}${here.pathname}${here.search}\r\n`);
  await expectNoAxeViolations(page);
});

test('the order list with its tabs, and cancelling and deleting on the detail page', async ({
  page,
  request,
}) => {
  const { save } = await orderingShopper(page, request, 'lister');
  const order = await save();

  await page.goto('/en/user/order');
  await expect(page).toHaveURL(/\?tab=all$/);
  await page.getByRole('link', { name: 'Pending payment' }).click();
  await expect(page).toHaveURL(/\?tab=pendingPayment$/);
  const row = page.locator(`[data-order-no="${order.orderNo}"]`);
  await expect(row).toContainText('Pending payment');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Completed' }).click();
  await expect(page.getByText('No orders here yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Pending payment' }).click();

  await row.getByRole('link', { name: `Details of order ${order.orderNo}` }).click();
  await page.waitForURL(/\/en\/user\/order\/detail\?orderId=/);
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.locator('.od-badge')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this order?' });
  await expect(dialog).toContainText('irreversible');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  // Back on the list, in the tab it was left on.
  await expect(page).toHaveURL(/\/en\/user\/order\/?\?tab=pendingPayment$/);
  await expect(page.getByRole('link', { name: 'Pending payment' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('No orders here yet.')).toBeVisible();
});

test('shows a guest remark written as markup as plain text on the order page, running nothing', async ({
  page,
  request,
}) => {
  const remark =
    '"><img src=x onerror="window.__xss=1"></dd><script>window.__xss=2</script><svg onload=alert(3)>';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => undefined);
  });
  const { save } = await orderingShopper(page, request, 'remark');
  const order = await save(1, remark);
  await page.goto(`/en/user/order/detail?orderId=${order.orderId}`);
  await expect(page.getByText(remark, { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      [...document.scripts].some((script) => script.text.includes('__xss')),
    ),
  ).toBe(false);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
