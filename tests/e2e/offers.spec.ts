import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  dayCell,
  expectNoAxeViolations,
  gatewayData,
  hkDate,
  priceCalendar,
  readCart,
} from './booking.ts';

/**
 * The discount page's packages and the annual-card page's cards (SPEC §2): a package and a day
 * put every priced line in the cart; a card and its activation date put the card there.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
});

test('a package of the discount page goes to the cart line by line', async ({ page }) => {
  await page.goto('/en/GZ/discount');
  // the island wakes when scrolled into view
  await page.locator('astro-island').last().scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Buy a package' });
  await form.scrollIntoViewIfNeeded();
  await form
    .getByRole('radio', { name: /stay and play package/i })
    .first()
    .check();
  // a day a week or more ahead on which the whole package is on sale (the seed sells out one day
  // in twelve of each product, so a fixed day is sold out on some dates of the run)
  const [pkg] = await gatewayData<{ aggId: string }[]>(page, '/agg/list?regionCode=GZ');
  if (!pkg) throw new Error('no package');
  let date = hkDate(7);
  const status = async (day: string) =>
    (
      await gatewayData<{ status: string }>(
        page,
        `/cart/getByAggId?aggId=${pkg.aggId}&playDate=${day}`,
      )
    ).status;
  while ((await status(date)) !== 'AVAILABLE') date = hkDate(1, date);
  await (await dayCell(form, date)).click();
  await expect(form.getByText(/× 1/).first()).toBeVisible();
  const add = form.getByRole('button', { name: 'Add package to cart' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(form.getByRole('link', { name: 'Go to the cart' })).toBeVisible();
  const { lines } = await readCart(page);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines.every((l) => l.date === date)).toBe(true);
  expect(lines.find((l) => l.productType === 'HOTEL')).toMatchObject({
    endDate: hkDate(1, date),
    quantity: 1,
  });
  expect(lines.find((l) => l.productType === 'TICKET')).toMatchObject({ quantity: 2 });
  await expectNoAxeViolations(page);
});

const PRODUCT = '/cl-odss-app/guest/product';
interface Listed {
  productId?: string;
  aggId?: string;
  aggName?: string;
  items?: { productName: string; quantity: number }[];
}
async function listed(request: APIRequestContext, path: string): Promise<Listed[]> {
  const res = await request.get(`${PRODUCT}${path}`, { headers: { 'Accept-Language': 'en' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Listed[] }).data;
}

test('a link to a package chooses it and shows what it holds; a link to an offer of another area says so', async ({
  page,
  request,
}) => {
  const [pkg] = await listed(request, '/agg/list?regionCode=GZ');
  const [zhOffer] = await listed(request, '/ticket/list?regionCode=ZH&productType=OFFER');
  if (!pkg?.aggId || !pkg.items?.length || !zhOffer?.productId) throw new Error('no demo data');

  await page.goto(`/en/GZ/discount?aggId=${pkg.aggId}`);
  await page.locator('astro-island').last().scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Buy a package' });
  await expect(form.getByRole('radio', { name: pkg.aggName ?? '' })).toBeChecked();
  const includes = form.getByRole('heading', { name: 'What the package includes' });
  await expect(includes).toBeVisible();
  for (const item of pkg.items) {
    await expect(form.getByText(`${item.productName} × ${item.quantity}`)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.goto(`/en/GZ/discount?productId=${zhOffer.productId}`);
  await page.locator('astro-island').last().scrollIntoViewIfNeeded();
  await expect(
    page.getByText('The offer or package in your link is not sold in this area.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Buy a special offer' }).getByRole('radio', { checked: true }),
  ).toHaveCount(0);
});

test('an annual card goes to the cart with its activation date', async ({ page }) => {
  await page.goto('/en/GZ');
  const href = await page.locator('a[href*="/annual-card/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href ?? '');
  await page.locator('astro-island').last().scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Buy an annual card' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('radio').first()).toBeChecked();
  await expect(await dayCell(form, hkDate())).toHaveAttribute('aria-selected', 'true');
  // a day on sale whatever the date of the run (the seed sells out one day in twelve)
  const [card] = await gatewayData<{ productId: string }[]>(
    page,
    '/ticket/list?regionCode=GZ&productType=ANNUAL_CARD',
  );
  if (!card) throw new Error('no annual card');
  const open = (await priceCalendar(page, card.productId)).find(
    (d) => d.date >= hkDate(2) && d.status === 'AVAILABLE',
  );
  if (!open) throw new Error('no day on sale');
  const date = open.date;
  await (await dayCell(form, date)).click();
  await form
    .getByRole('button', { name: /^Increase / })
    .first()
    .click();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('link', { name: 'Go to the cart' })).toBeVisible();
  const { lines } = await readCart(page);
  expect(lines).toMatchObject([{ productType: 'ANNUAL_CARD', date, quantity: 1 }]);
  await expectNoAxeViolations(page);
});
