import { readFile } from 'node:fs/promises';
import { devices, expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { expectNoAxeViolations, orderingShopper } from './booking.ts';

/**
 * Finding an order without logging in (issue 19 §2): a shopper pays; the confirmation in the
 * mailbox carries a link that opens the order with no login; a visitor who has only the booking
 * number and the e-mail asks for a link on /order-lookup (reached from the login page), opens it
 * from the mailbox and downloads the voucher. The visitor's browser never logs in.
 */

interface Mail {
  to: string;
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: Mail[] }).data;
}

/** The path and fragment of the order link in a mail (SITE_URL is another host here). */
const linkIn = (mail: Mail | undefined): string => {
  const found = /https?:\/\/[^/\s]+(\/[^\s#]*order-lookup\/order#v1\.[^\s]+)/.exec(
    mail?.body ?? '',
  );
  if (!found?.[1]) throw new Error('no order link in the mail');
  return found[1];
};

function images(document: PDFDocument): number {
  return document.getPages().reduce((count, pdfPage) => {
    const objects = pdfPage.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return count + (objects?.keys().length ?? 0);
  }, 0);
}

test('pay, then the mailed links open the order and its voucher without login', async ({
  page,
  request,
  browser,
}) => {
  // a journey through two browsers, the mailbox and the gateway clock
  test.slow();
  const shopper = await orderingShopper(page, request, 'lookup');
  const order = await shopper.save(2);
  await shopper.pay(order.orderId);
  // the fulfilment steps run on the gateway clock; the confirmation is mailed once issued
  expect((await request.post('/dev/clock', { data: { advanceMs: 10_000 } })).ok()).toBe(true);
  await expect
    .poll(async () => (await mailsTo(request, shopper.email)).map((m) => m.subject), {
      timeout: 30_000,
    })
    .toContain(`Booking ${order.orderNo} confirmed: your e-voucher is attached`);
  const confirmation = (await mailsTo(request, shopper.email)).find((m) =>
    m.subject.includes('confirmed'),
  );
  expect(confirmation?.attachments.map((a) => a.contentType.split(';')[0])).toEqual([
    'application/pdf',
    'text/calendar',
  ]);

  // a browser that has never logged in
  const { baseURL } = test.info().project.use;
  const visitor = await browser.newContext({
    ...devices['Pixel 7'],
    ...(baseURL ? { baseURL } : {}),
  });
  const guest = await visitor.newPage();
  await guest.goto(linkIn(confirmation));
  await expect(guest.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(guest.locator('.od-badge')).toHaveText('Voucher issued');
  await expect(guest.getByText(order.orderNo).first()).toBeVisible();
  await expect(guest.getByText('91****67')).toBeVisible();
  await expect(guest.getByText('91234567')).toHaveCount(0);
  await expect(guest.getByText(/This link works until/)).toBeVisible();
  await expectNoAxeViolations(guest);
  const voucher = guest.waitForEvent('download');
  await guest.getByRole('button', { name: 'Download voucher' }).click();
  const pdf = await voucher;
  expect(pdf.suggestedFilename()).toBe(`voucher-${order.orderNo}.pdf`);
  // one QR code per ticket: two tickets
  expect(images(await PDFDocument.load(await readFile((await pdf.path()) ?? '')))).toBe(2);
  const calendar = guest.waitForEvent('download');
  await guest.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = await readFile((await (await calendar).path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');

  // lookup from the login page, in Traditional Chinese: the link comes by mail
  await guest.evaluate(() => localStorage.setItem('locale', 'zh-TW'));
  await guest.goto('/login');
  await guest.getByRole('link', { name: '已下單但無法登入？以電郵查詢訂單' }).click();
  await expect(guest).toHaveURL(/\/order-lookup$/);
  await expect(guest.getByRole('heading', { level: 1, name: '查詢訂單' })).toBeVisible();
  await guest.getByRole('button', { name: '以電郵寄送連結' }).click();
  await expect(guest.getByText('請輸入訂單編號', { exact: true })).toBeVisible();
  await guest.getByLabel('訂單編號').fill(order.orderNo.toLowerCase());
  await guest.getByLabel('帳號電郵地址').fill(shopper.email);
  await expectNoAxeViolations(guest);
  await guest.getByRole('button', { name: '以電郵寄送連結' }).click();
  await expect(guest.getByRole('heading', { name: '請查看電郵' })).toBeVisible();
  await expect(guest.getByText(`如訂單編號與 ${shopper.email} 屬於同一訂單`)).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, shopper.email)).map((m) => m.subject))
    .toContain(`訂單 ${order.orderNo} 的查看連結`);
  const lookupMail = (await mailsTo(request, shopper.email)).find((m) =>
    m.subject.includes('查看連結'),
  );
  const link = linkIn(lookupMail);
  expect(link.startsWith('/order-lookup/order#v1.')).toBe(true);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: '您的訂單' })).toBeVisible();
  await expect(guest.locator('.od-badge')).toHaveText('已出票');
  await expect(guest.getByRole('button', { name: '下載電子憑證' })).toBeVisible();

  // a link cut short says so and offers a new one
  await guest.goto(`${link.slice(0, -3)}`);
  await guest.reload();
  await expect(guest.getByRole('alert').first()).toContainText('連結');
  await guest.getByRole('link', { name: '重新申請連結' }).click();
  await expect(guest).toHaveURL(/\/order-lookup$/);
  await visitor.close();
});

test('the footer of every page leads to the lookup', async ({ page }) => {
  await page.goto('/en/home');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Find my booking/ })
    .click();
  await expect(page).toHaveURL(/\/en\/order-lookup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible();
});
