import { expect, test, type Page } from '@playwright/test';
import {
  dayCell,
  firstOpenDay,
  firstTicketProduct,
  hkd,
  priceCalendar,
  readCart,
  switchLanguage,
  ticketDetail,
} from './booking.ts';

/**
 * The buy-tickets island (SPEC §2): a park or show of the area, a day of the price calendar
 * (sold-out days disabled), a session for shows, quantities per SKU, the running total and
 * "Add to cart", kept across leaving the page and switching language.
 */

/** The first product of a place, and a day at least a few days ahead that can be booked. */
async function firstProduct(page: Page, poiCode: string) {
  const product = await firstTicketProduct(page, poiCode);
  const days = await priceCalendar(page, product.productId);
  const date = firstOpenDay(days);
  const soldOut = days.find((d) => d.status === 'SOLD_OUT')?.date;
  const detail = await ticketDetail(page, product.productId, date);
  const price = (type: string) => detail.skus.find((s) => s.skuType === type)?.priceCents ?? 0;
  return { product, date, soldOut, detail, price };
}

test('a visitor buys park tickets, leaves, comes back and switches language', async ({ page }) => {
  const park = await firstProduct(page, 'GZ_SAFARI_PARK');
  await page.goto('/GZ/buy-tickets');
  const form = page.getByRole('form', { name: '購買門票' });
  await form.getByRole('radio', { name: '奇境野生動物世界', exact: true }).check();
  await expect(form.getByRole('radio', { name: /一日門票/ })).toBeChecked();

  if (park.soldOut !== undefined) {
    const sold = await dayCell(form, park.soldOut);
    await expect(sold).toHaveAttribute('aria-disabled', 'true');
  }
  await (await dayCell(form, park.date)).click();
  await expect(await dayCell(form, park.date)).toHaveAttribute('aria-selected', 'true');

  await form.getByRole('button', { name: '增加成人票' }).click();
  await form.getByRole('button', { name: '增加成人票' }).click();
  await form.getByRole('button', { name: /^增加小童票/ }).click();
  await expect(form.getByText('歲以下小童免費')).toBeVisible();
  const total = 2 * park.price('ADULT') + park.price('CHILD');
  await expect(form.locator('output')).toHaveText(hkd(total));

  await form.getByRole('button', { name: '加入購物車' }).click();
  const cartLink = form.getByRole('link', { name: '前往購物車' });
  await expect(cartLink).toHaveAttribute('href', '/product');
  expect(await readCart(page)).toMatchObject({
    lines: [
      { poiCode: 'GZ_SAFARI_PARK', date: park.date, quantity: 2 },
      { poiCode: 'GZ_SAFARI_PARK', date: park.date, quantity: 1 },
    ],
  });

  // Leave and come back: the form is as it was.
  await page.goto('/GZ');
  await page.goto('/GZ/buy-tickets');
  await expect(form.getByRole('radio', { name: '奇境野生動物世界', exact: true })).toBeChecked();
  await expect(form.locator('output')).toHaveText(hkd(total));

  // Switch to English: the same form, in English, with the English cart link.
  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/\/en\/GZ\/buy-tickets/);
  const en = page.getByRole('form', { name: 'Buy tickets' });
  await expect(
    en.getByRole('radio', { name: 'Wonderland Safari Park', exact: true }),
  ).toBeChecked();
  await expect(en.getByRole('spinbutton', { name: 'Adult' })).toHaveValue('2');
  await expect(en.locator('output')).toHaveText(hkd(total));
  await en.getByRole('button', { name: 'Add to cart' }).click();
  await expect(en.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
    'href',
    '/en/product',
  );
  expect(await readCart(page)).toMatchObject({
    lines: [{ quantity: 4 }, { quantity: 2 }],
  });
});

test('a visitor books a show with a session', async ({ page }) => {
  const show = await firstProduct(page, 'GZ_CIRCUS');
  const slot = show.detail.sessionSlots.find((s) => s.status === 'AVAILABLE');
  if (!slot) throw new Error('no open session');
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/en/GZ/buy-tickets');
  const form = page.getByRole('form', { name: 'Buy tickets' });
  await form
    .getByRole('radio', { name: /Circus/ })
    .first()
    .check();
  await (await dayCell(form, show.date)).click();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText('Choose a session first.')).toBeVisible();

  await form.getByRole('radio', { name: new RegExp(`^${slot.session}`) }).check();
  await form.getByRole('button', { name: 'Increase Adult' }).click();
  await expect(form.locator('output')).toHaveText(hkd(show.price('ADULT')));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('link', { name: 'Go to the cart' })).toBeVisible();
  expect(await readCart(page)).toMatchObject({
    lines: [{ poiCode: 'GZ_CIRCUS', date: show.date, session: slot.session, quantity: 1 }],
  });
});

test('the booking link of a POI page and a startDate preselect the product, its place and the date', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/en/GZ/buy-tickets');
  await page.getByRole('link', { name: 'Happy Land Theme Park', exact: true }).click();
  // a day on sale whatever the date of the run (the seed sells out one day in twelve)
  const park = await firstTicketProduct(page, 'GZ_HAPPY_LAND');
  // the POI page books the park's first ticket (its price panel's product)
  const href = await page
    .getByRole('link', { name: 'Buy tickets: Happy Land Theme Park', exact: true })
    .getAttribute('href');
  expect(href).toBe(`/en/GZ/buy-tickets?productId=${park.productId}`);
  const date = firstOpenDay(await priceCalendar(page, park.productId));
  await page.goto(`${href ?? ''}&startDate=${date}`);
  const form = page.getByRole('form', { name: 'Buy tickets' });
  await expect(
    form.getByRole('radio', { name: 'Happy Land Theme Park', exact: true }),
  ).toBeChecked();
  await expect(form.getByRole('radio', { name: park.productName })).toBeChecked();
  await expect(await dayCell(form, date)).toHaveAttribute('aria-selected', 'true');
});
