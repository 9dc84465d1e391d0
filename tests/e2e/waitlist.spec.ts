import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  gatewayData,
  hkDate,
  readCart,
  registerAccount,
} from './booking.ts';
import { plantLogin } from './member.ts';

/**
 * The waiting list of a sold-out stay (issue 19 §4), in Chromium against the real server: a
 * hotel's suites are sold out for one night (another account holds the last ones, unpaid); a
 * shopper asks "Notify me"; the holder cancels, the freed suite is held for the shopper and
 * mailed (the dev mailbox); a tampered copy of the mail's signed link is refused on the waiting
 * lists page, the real link puts the held suite straight into the cart, and the order is placed. No clock moves: the seat is
 * freed by a cancellation, so the spec runs on the main gateway.
 */

const ORDER_INFO = '/cl-odss-app/guest/order/info';

interface Room {
  productId: string;
  productCode: string;
  poiCode: string;
  productName: string;
  skus: { skuId: string; stockLeft: number | null }[];
  stay: { totalCents: number | null };
}

test('a sold-out stay: notify me, a cancellation frees a suite, the mail links to it, and the shopper books it', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  // a night far ahead that other specs leave alone, the Ocean Hotel's suites
  const checkIn = hkDate(47);
  const checkOut = hkDate(48);
  const rooms = await gatewayData<Room[]>(
    page,
    `/hotel/room/list?poiCode=ZH_OCEAN_HOTEL&checkInDate=${checkIn}&checkOutDate=${checkOut}`,
  );
  const suite = rooms.find((r) => r.productCode.endsWith('SUITE'));
  const sku = suite?.skus[0];
  const price = suite?.stay.totalCents;
  if (!suite || !sku || sku.stockLeft === null || !price) throw new Error('no suite to book');

  // the holder takes every suite left that night, unpaid
  const holder = await registerAccount(request, `holder.${stamp}@example.hk`);
  const holderHeaders = { Authorization: `Bearer ${String(holder['token'])}` };
  const saved = await request.post(`${ORDER_INFO}/save`, {
    headers: holderHeaders,
    data: {
      requestId: `e2e-waitlist-${stamp}`,
      channel: 'WAP',
      guestMode: 'normal',
      lines: [
        {
          productId: suite.productId,
          skuId: sku.skuId,
          quantity: sku.stockLeft,
          startDate: checkIn,
          endDate: checkOut,
        },
      ],
      guests: [
        {
          productId: suite.productId,
          guestName: 'Wong/Ka Yan',
          guestMobile: '91234567',
          guestMobileArea: '+852',
          guestEmail: `holder.${stamp}@example.hk`,
          remark: '',
        },
      ],
      expectedTotalCents: sku.stockLeft * price,
      termsAccepted: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const held = ((await saved.json()) as { data: { orderId: string } }).data;

  // the shopper finds the suite sold out for the stay and asks to be notified
  const email = `waiter.${stamp}@example.hk`;
  const login = await registerAccount(request, email);
  await plantLogin(page, login, 'en');
  await page.goto(
    `/en/ZH/buy-hotel?poiType=3&poiId=${suite.poiCode}&startDate=${checkIn}&endDate=${checkOut}`,
  );
  const room = page.locator('.ht-room').filter({ hasText: suite.productName });
  await expect(room).toContainText('Sold out for these dates');
  await room.getByText('Notify me if a room comes free').click();
  // the hold the gateway runs with (WAITLIST_OFFER_MINUTES, its default here)
  await expect(room).toContainText('we hold them for you for 30 minutes');
  await room.getByLabel('Rooms (1 to 10)').fill('1');
  await room.getByRole('button', { name: 'Notify me' }).click();
  await expect(room).toContainText('You are on the waiting list: you are next in the queue.');

  await page.goto('/en/user/waitlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My waiting lists');
  await expect(page.locator('.uc-wait').first()).toContainText('Waiting');
  await expect(page.locator('.uc-wait').first()).toContainText('You are next in the queue');
  await expectNoAxeViolations(page);

  // the holder cancels: the suite is held for the shopper, who gets the mail
  const cancelled = await request.post(`${ORDER_INFO}/cancel`, {
    headers: holderHeaders,
    data: { orderId: held.orderId },
  });
  expect(cancelled.ok()).toBe(true);
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
        const mails = ((await res.json()) as { data: { subject: string; body: string }[] }).data;
        const offer = mails.find((m) => m.subject.startsWith('Good news'));
        link =
          /https?:\/\/\S+\/en\/user\/waitlist\?offer=w1\.[\w.-]+/.exec(offer?.body ?? '')?.[0] ??
          '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');

  // a tampered link is refused on the page, which still lists the offer
  const url = new URL(link);
  const tampered = `${url.pathname}${url.search.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
  await page.goto(tampered);
  await expect(page.getByRole('alert')).toHaveText(
    'This offer link is not valid: open it from your e-mail again, logged in with the address it was sent to',
  );
  const offer = page.locator('.uc-wait').first();
  await expect(offer).toContainText('Held for you');
  await expect(offer).toContainText(suite.productName);
  await expect(page.locator('.uc-wait-hold')).toHaveText(
    'Places that come free for you are held for 30 minutes.',
  );
  await expectNoAxeViolations(page);

  // the signed link books: the held suite goes straight into the cart
  await page.goto(`${url.pathname}${url.search}`);
  await page.waitForURL(/\/en\/product$/);
  const cart = await readCart(page);
  expect(cart.lines).toEqual([
    expect.objectContaining({
      productId: suite.productId,
      skuId: sku.skuId,
      date: checkIn,
      endDate: checkOut,
      quantity: 1,
    }),
  ]);

  // and books it: the held suite is the shopper's order
  const form = page.getByRole('form', { name: /guest/i });
  await form.getByLabel('Family name').fill('Chan');
  await form.getByLabel('First name').fill('Tai Man');
  await form.getByLabel('Phone', { exact: true }).fill('91234567');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Add guest' }).click();
  await page.getByRole('button', { name: 'Continue to confirmation' }).click();
  await page.waitForURL(/\/en\/product-recheck$/);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();

  await page.goto('/en/user/waitlist');
  await expect(page.locator('.uc-wait').first()).toContainText('Booked');
});
