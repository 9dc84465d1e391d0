import { expect, test, type Page } from '@playwright/test';

/**
 * The site header on a phone (Pixel 7 project): the brand is never cut, every page links the
 * cart with the number of items in it (read from the cart's session storage, no framework on
 * content pages) and shows a way to buy tickets.
 */

/** A cart line as src/lib/booking/cart.ts keeps it. */
const line = (skuId: string, quantity: number) => ({
  productId: '4335271765678742919',
  skuId,
  productType: 'TICKET',
  poiCode: 'GZ_SAFARI_PARK',
  poiType: 1,
  date: '2030-01-15',
  quantity,
  unitPriceCents: 37000,
  stockLeft: null,
});

async function plantCart(page: Page, lines: unknown[]) {
  await page.addInitScript(
    (cart) => {
      localStorage.setItem('locale', 'en');
      sessionStorage.setItem('resort-storefront:cart', JSON.stringify(cart));
    },
    { lines },
  );
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test('a content page shows the whole brand, a way to buy tickets and the cart', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/en/GZ');
  const brand = page.getByRole('banner').getByRole('link', { name: 'Wonderland Resorts' });
  await expect(brand).toBeVisible();
  const cut = await brand.locator('span').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cut).toBe(false);
  const buy = page.getByRole('navigation', { name: 'Book' }).getByRole('link', {
    name: 'Buy tickets',
  });
  await expect(buy).toBeVisible();
  await expect(buy).toHaveAttribute('href', '/en/GZ/buy-tickets');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(cartLink(page)).toHaveAttribute('href', '/en/product');
  await expect(page.locator('astro-island')).toHaveCount(0);
});

test('the cart link counts the items of the cart on every kind of page', async ({ page }) => {
  await plantCart(page, [line('1', 2), line('2', 1)]);
  for (const path of ['/en/home', '/en/GZ/traffic-guide', '/en/GZ/buy-tickets', '/en/login']) {
    await page.goto(path);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(cartLink(page).locator('[data-cart-count]')).toHaveText('3');
  }
});

test('the count follows a client-side navigation and uses the plural rules', async ({ page }) => {
  await plantCart(page, [line('1', 1)]);
  await page.goto('/en/GZ');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page
    .getByRole('navigation', { name: 'Resorts' })
    .getByRole('link', { name: 'Hengqin' })
    .click();
  await expect(page).toHaveURL(/\/en\/ZH$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test('the Chinese header names the cart in its language', async ({ page }) => {
  await page.addInitScript(
    (cart) => {
      localStorage.setItem('locale', 'zh-TW');
      sessionStorage.setItem('resort-storefront:cart', JSON.stringify(cart));
    },
    { lines: [line('1', 4)] },
  );
  await page.goto('/GZ');
  await expect(page.getByRole('banner').getByRole('link', { name: '購物車，4 件' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '預訂' }).getByRole('link', { name: '購買門票' }),
  ).toBeVisible();
});
