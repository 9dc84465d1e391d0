import type { Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  firstOpenDay,
  firstTicketProduct,
  priceCalendar,
  switchLanguage,
  ticketDetail,
} from './booking.ts';
import { expect, test, type Login } from './member.ts';

/**
 * Saved travellers (issue 19 §5) in the built site, as a member on a phone: the user centre's
 * Travellers page (the ID number masked, the guest form's rules, edit, delete), then the cart's
 * guest form filled from a saved traveller and the order carrying its ID number, taken by the
 * gateway; a typed guest ticked "Save this guest" is saved once the order is placed.
 */

const TRAVELLERS = '/cl-odss-app/guest/user/traveller';
const ORDER_INFO = '/cl-odss-app/guest/order/info';
const toast = (page: Page) => page.locator('[data-notice-text]');

/** The member's login as the API client keeps it (planted by asMember). */
const loginOf = (page: Page): Promise<Login> =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('resort-storefront:session') ?? '{}') as Login,
  );
const authOf = (login: Login) => ({
  Authorization: `Bearer ${String(login['token'])}`,
  'Accept-Language': 'en',
});

/** Empties the member's saved travellers (the member is the worker's, shared by its tests). */
async function clearTravellers(page: Page): Promise<void> {
  const headers = authOf(await loginOf(page));
  const res = await page.request.get(`${TRAVELLERS}/list`, { headers });
  const { data } = (await res.json()) as { data: { travellerId: string }[] };
  for (const t of data) {
    await page.request.delete(`${TRAVELLERS}/delete?travellerId=${t.travellerId}`, { headers });
  }
}

test('a member keeps travellers in the user centre, the ID number masked', async ({
  page,
  asMember,
}) => {
  await asMember(page, 'en');
  await page.goto('/en/user');
  await clearTravellers(page);
  await page.getByRole('link', { name: 'My travellers' }).click();
  await page.waitForURL(/\/en\/user\/travellers$/);
  await expect(page.getByText('No traveller saved yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a traveller' }).click();
  const form = page.locator('form.uc-form');
  await expect(form.getByLabel('Family name')).toBeFocused();
  await form.getByLabel('Family name').fill('Chan');
  await form.getByLabel('First name').fill('Siu Ming');
  await form.getByLabel('ID type').selectOption({ label: 'Passport' });
  await form.getByLabel('ID number').fill('K1');
  await form.getByRole('button', { name: 'Save traveller' }).click();
  // the guest form's rule, its message on the field, nothing saved
  await expect(toast(page)).toHaveText('Wrong form of certificate: check the ID number');
  await expect(form.getByLabel('ID number')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('ID number')).toBeFocused();
  await expectNoAxeViolations(page);

  await form.getByLabel('ID number').fill('k12345678');
  await form.getByLabel('Phone (optional)').fill('6123 4567');
  await form.getByRole('button', { name: 'Save traveller' }).click();
  const list = page.getByRole('list').filter({ hasText: 'Siu Ming Chan' });
  await expect(list).toContainText('Passport K1*****78');
  await expect(list).toContainText('+852 61****67');
  await expect(page.getByText('1 traveller saved (at most 20)')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('K12345678');
  await expectNoAxeViolations(page);

  // a change without a new number keeps the saved one
  await page.getByRole('button', { name: 'Edit Siu Ming Chan' }).click();
  await expect(form.getByLabel('ID number')).toHaveValue('');
  await expect(form).toContainText('Saved number K1*****78');
  await form.getByLabel('First name').fill('Siu Wai');
  await form.getByRole('button', { name: 'Save traveller' }).click();
  await expect(list).toHaveCount(0);
  const renamed = page.getByRole('list').filter({ hasText: 'Siu Wai Chan' });
  await expect(renamed).toContainText('Passport K1*****78');

  // in Chinese: the page and its messages in the language
  await switchLanguage(page, 'zh-TW');
  await expect(page).toHaveURL(/\/user\/travellers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('常用旅客');
  await expect(page.getByText('已儲存 1 位旅客（最多 20 位）')).toBeVisible();

  await page.goto('/en/user/travellers');
  // a delete asks first; keeping it changes nothing
  await page.getByRole('button', { name: 'Delete Siu Wai Chan' }).click();
  await expect(page.getByRole('button', { name: 'Keep' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Keep' }).click();
  await page.getByRole('button', { name: 'Delete Siu Wai Chan' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('No traveller saved yet.')).toBeVisible();
});

test('a saved traveller fills the cart’s guest form and the order carries the ID number', async ({
  page,
  asMember,
}) => {
  await asMember(page, 'en');
  await page.goto('/en/user/travellers');
  await clearTravellers(page);
  const headers = authOf(await loginOf(page));
  const saved = await page.request.post(`${TRAVELLERS}/save`, {
    headers,
    data: {
      familyName: 'Chan',
      firstName: 'Siu Ming',
      phoneArea: '+852',
      phone: '61234567',
      email: '',
      idType: 2,
      idInfo: 'K12345678',
    },
  });
  expect(saved.ok()).toBe(true);

  // two adult day tickets of the Safari Park in the cart
  const product = await firstTicketProduct(page, 'GZ_SAFARI_PARK');
  const date = firstOpenDay(await priceCalendar(page, product.productId));
  const detail = await ticketDetail(page, product.productId, date);
  const sku = detail.skus.find((s) => (s.stockLeft ?? 0) > 5 && s.priceCents !== null);
  if (!sku || sku.priceCents === null) throw new Error('no SKU in stock');
  await page.goto('/en/product');
  await page.evaluate(
    (lines) => sessionStorage.setItem('resort-storefront:cart', JSON.stringify({ lines })),
    [
      {
        productId: product.productId,
        skuId: sku.skuId,
        productType: product.productType,
        poiCode: product.poiCode,
        poiType: product.poiType,
        date,
        quantity: 2,
        unitPriceCents: sku.priceCents,
        stockLeft: sku.stockLeft,
      },
    ],
  );
  await page.reload();

  await page.getByRole('radio', { name: 'ID document details' }).check();
  const form = page.getByRole('form', { name: /guest/i });
  await form.getByLabel('Fill in from a saved traveller').selectOption({ label: 'Chan Siu Ming' });
  await expect(form.getByLabel('Family name')).toHaveValue('Chan');
  await expect(form.getByLabel('First name')).toHaveValue('Siu Ming');
  await expect(form.getByLabel('ID number')).toHaveValue('');
  await expect(form).toContainText('ID number on file: K1*****78');
  await expect(form.getByLabel(/Save this guest/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Add guest' }).click();
  const guests = page.getByRole('region', { name: 'Guests on the order' });
  await expect(guests).toContainText('Passport K1*****78');

  // a typed guest, ticked to be saved
  await form.getByLabel('Family name').fill('Lee');
  await form.getByLabel('First name').fill('Mei');
  await form.getByLabel('ID number').fill('K7654321');
  await form.getByLabel(/Save this guest/).check();
  await form.getByRole('button', { name: 'Add guest' }).click();
  await expect(guests.getByRole('button', { name: /^Edit / })).toHaveCount(2);

  await page.getByRole('button', { name: 'Continue to confirmation' }).click();
  await page.waitForURL(/\/en\/product-recheck$/);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await expect(toast(page)).toContainText('1 guest was saved to your travellers.');

  // the order has the saved traveller's full number, put on by the gateway
  const orderId = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('resort-storefront:lastOrder') ?? '{}') as {
          orderId?: string;
        }
      ).orderId ?? '',
  );
  const order = await page.request.get(`${ORDER_INFO}/load?orderId=${orderId}`, { headers });
  const loaded = (await order.json()) as {
    data: { guests: { guestName: string; idType?: number; idInfo?: string }[] };
  };
  expect(loaded.data.guests).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ guestName: 'Chan/Siu Ming', idType: 2, idInfo: 'K12345678' }),
      expect.objectContaining({ guestName: 'Lee/Mei', idType: 2, idInfo: 'K7654321' }),
    ]),
  );

  // the ticked guest is a traveller now, its number masked
  await page.goto('/en/user/travellers');
  await expect(page.getByRole('list').filter({ hasText: 'Mei Lee' })).toContainText(
    'Passport K7****21',
  );
  await expect(page.getByText('2 travellers saved (at most 20)')).toBeVisible();
});
