import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  firstOpenDay,
  firstTicketProduct,
  gatewayData,
  hkd,
  priceCalendar,
  readCart,
  switchLanguage,
  ticketDetail,
  type TicketDetail,
} from './booking.ts';

/**
 * The cart page (SPEC §2 product, §3 Guest, §5 Guest form) in the built site: lines seeded into
 * sessionStorage from real products of the gateway, quantities and removal, guests in both
 * modes with every ID type, kept across a language switch, then on to the confirmation.
 */

/** The names of a product and its SKUs in a language, as the gateway gives them. */
interface Named {
  product: string;
  sku: string;
}

/** What the gateway names a seeded line in English and in Traditional Chinese. */
const namesOf = new WeakMap<object, { en: Named; 'zh-TW': Named }>();
const named = (line: object, lang: 'en' | 'zh-TW'): Named => {
  const names = namesOf.get(line);
  if (names === undefined) throw new Error('a seeded line expected');
  return names[lang];
};

/**
 * Cart lines (src/lib/booking/cart.ts CartLine) of the first product of a place, in a week: ids,
 * no names (the page names them in its language).
 */
async function linesOf(page: Page, poiCode: string, quantities: Record<string, number>) {
  const product = await firstTicketProduct(page, poiCode);
  // a day on sale whatever the date of the run (the seed sells out one day in twelve)
  const date = firstOpenDay(await priceCalendar(page, product.productId));
  const detail = await ticketDetail(page, product.productId, date);
  const chinese = await gatewayData<TicketDetail>(
    page,
    `/ticket/load?productId=${product.productId}&playDate=${date}`,
    'zh-TW',
  );
  const session = detail.sessionSlots.find((s) => s.status === 'AVAILABLE')?.session;
  return Object.entries(quantities).map(([skuType, quantity]) => {
    const sku = detail.skus.find((s) => s.skuType === skuType);
    const zhSku = chinese.skus.find((s) => s.skuId === sku?.skuId);
    if (!sku || !zhSku || sku.priceCents === null) throw new Error(`no ${skuType} at ${poiCode}`);
    const line = {
      productId: product.productId,
      skuId: sku.skuId,
      productType: product.productType,
      poiCode: product.poiCode,
      poiType: product.poiType,
      date,
      ...(session !== undefined && product.productType === 'SHOW' ? { session } : {}),
      quantity,
      unitPriceCents: sku.priceCents,
      stockLeft: sku.stockLeft,
    };
    namesOf.set(line, {
      en: { product: detail.productName, sku: sku.skuName },
      'zh-TW': { product: chinese.productName, sku: zhSku.skuName },
    });
    return line;
  });
}

async function seedCart(page: Page, lines: unknown[]) {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/en/product');
  await page.evaluate(
    (cart) => sessionStorage.setItem('resort-storefront:cart', JSON.stringify(cart)),
    { lines },
  );
  await page.reload();
}

async function addGuest(
  page: Page,
  guest: { family: string; first: string; product?: string; idType?: string; idInfo?: string },
) {
  const form = page.getByRole('form', { name: /guest/i });
  if (guest.product !== undefined) {
    await form.getByLabel('Guest for').selectOption({ label: guest.product });
  }
  await form.getByLabel('Family name').fill(guest.family);
  await form.getByLabel('First name').fill(guest.first);
  if (guest.idType !== undefined) {
    await form.getByLabel('ID type').selectOption({ label: guest.idType });
    await form.getByLabel('ID number').fill(guest.idInfo ?? '');
  } else {
    await form.getByLabel('Phone', { exact: true }).fill('91234567');
    await form.getByLabel('E-mail').fill('taiman@example.com');
  }
  await form.getByRole('button', { name: 'Add guest' }).click();
}

const toast = (page: Page): Locator => page.locator('[data-notice-text]');

test('a visitor changes quantities and removes lines down to the empty cart', async ({ page }) => {
  const park = await linesOf(page, 'GZ_SAFARI_PARK', { ADULT: 1, CHILD: 1 });
  const [adult, child] = park;
  if (!adult || !child) throw new Error('two lines expected');
  await seedCart(page, park);

  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  const total = page.getByText('Order total').locator('..');
  await expect(total).toContainText(hkd(adult.unitPriceCents + child.unitPriceCents));
  await expectNoAxeViolations(page);

  await lines
    .getByRole('button', { name: `Increase Quantity of ${named(adult, 'en').sku}` })
    .click();
  await expect(total).toContainText(hkd(2 * adult.unitPriceCents + child.unitPriceCents));
  await lines
    .getByRole('button', {
      name: `Remove ${named(child, 'en').product} · ${named(child, 'en').sku}`,
    })
    .click();
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(total).toContainText(hkd(2 * adult.unitPriceCents));
  expect(await readCart(page)).toMatchObject({
    lines: [{ skuId: adult.skuId, quantity: 2 }],
  });

  await lines.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Buy tickets' }).last()).toHaveAttribute(
    'href',
    '/en/home/buy-tickets',
  );
  await expectNoAxeViolations(page);
});

test('a visitor adds guests in both modes, switches language and continues', async ({ page }) => {
  const park = await linesOf(page, 'GZ_SAFARI_PARK', { ADULT: 6 });
  const circus = await linesOf(page, 'GZ_CIRCUS', { ADULT: 1 });
  const [parkLine] = park;
  const [circusLine] = circus;
  if (!parkLine || !circusLine) throw new Error('two lines expected');
  const parkName = named(parkLine, 'en').product;
  const circusName = named(circusLine, 'en').product;
  await seedCart(page, [...park, ...circus]);
  const guests = page.getByRole('region', { name: 'Guests on the order' });

  // Normal mode: contact details.
  await addGuest(page, { family: 'Chan', first: 'Tai Man', product: parkName });
  await expect(guests.getByText('Chan Tai Man', { exact: true })).toBeVisible();
  await expect(guests).toContainText('+852 91****67 · ta**an@example.com');

  // Guest mode: an ID document per guest; each type with a valid number.
  await page.getByRole('radio', { name: 'ID document details' }).check();
  const ids: [string, string][] = [
    ['Passport', 'K1234567'],
    ['Residence permit for Hong Kong, Macao and Taiwan residents', '812345678901234567'],
    ['Mainland travel permit for Hong Kong and Macao residents', 'H12345678'],
    ['Mainland travel permit for Taiwan residents', '12345678'],
    ['Foreign permanent resident ID card', 'ABC123456789012'],
  ];
  for (const [index, [idType, idInfo]] of ids.entries()) {
    await addGuest(page, { family: 'Lee', first: `Mei ${'abcde'[index]}`, idType, idInfo });
  }
  await expect(guests.getByRole('button', { name: /^Edit / })).toHaveCount(6);

  const form = page.getByRole('form', { name: /guest/i });
  await addGuest(page, { family: 'Ho', first: 'Kin', idType: 'Passport', idInfo: 'k1234567' });
  await expect(toast(page)).toHaveText('ID number cannot be repeated');
  await expect(form.getByLabel('ID number')).toBeFocused();
  await form.getByLabel('ID number').fill('A12');
  await form.getByRole('button', { name: 'Add guest' }).click();
  await expect(toast(page)).toHaveText('Wrong form of certificate: check the ID number');
  await expect(form.getByLabel('ID number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  // The same passport for another product is fine.
  await form.getByLabel('Guest for').selectOption({ label: circusName });
  await form.getByLabel('ID number').fill('K1234567');
  await form.getByRole('button', { name: 'Add guest' }).click();
  await expect(guests.getByRole('button', { name: /^Edit / })).toHaveCount(7);

  // A half-typed guest, then a language switch there and back: everything is kept.
  await form.getByLabel('Family name').fill('Wong');
  await switchLanguage(page, 'zh-TW');
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('radio', { name: '證件資料' })).toBeChecked();
  await expect(page.getByLabel('姓氏')).toHaveValue('Wong');
  // Every line is named in the page's language, though it was seeded from English.
  const zhLines = page.getByRole('list', { name: /購物車/ });
  for (const line of [parkLine, circusLine]) {
    await expect(zhLines).toContainText(named(line, 'zh-TW').product);
  }
  await expect(zhLines).not.toContainText(parkName);
  await expect(zhLines).not.toContainText(circusName);
  await expect(
    page.getByRole('region', { name: '訂單遊客' }).getByRole('button', { name: /^編輯 / }),
  ).toHaveCount(7);
  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/\/en\/product$/);
  await expect(form.getByLabel('Family name')).toHaveValue('Wong');
  await expect(guests.getByRole('button', { name: /^Edit / })).toHaveCount(7);
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(parkName);

  // The guest of contact details has no ID: continuing in guest mode is refused.
  const go = page.getByRole('button', { name: 'Continue to confirmation' });
  await go.click();
  await expect(toast(page)).toHaveText('Guest Chan Tai Man needs an ID document: edit the guest.');
  await expect(guests.getByRole('button', { name: 'Edit Chan Tai Man' })).toBeFocused();
  await guests.getByRole('button', { name: 'Remove guest Chan Tai Man' }).click();
  await go.click();
  await expect(page).toHaveURL(/\/en\/product-recheck$/);
  expect(parkName).not.toBe('');
});
