import { expect, test } from '@playwright/test';
import {
  dayCell,
  expectNoAxeViolations,
  firstOpenDay,
  gatewayData,
  hkd,
  priceCalendar,
  readCart,
  switchLanguage,
} from './booking.ts';

/**
 * The buy-food island (SPEC §2 buy-food/{poiCode}): a restaurant's dining set, an eat date on
 * the price calendar, an eat time of that day, quantities and "Add to cart", kept across a
 * language switch.
 */

const RESTAURANT = 'GZ_RIVERSIDE_GRILL';

test('a visitor books a dinner and keeps it across a language switch', async ({ page }) => {
  const [set] = await gatewayData<{ productId: string }[]>(
    page,
    `/food/getFoodList?poiCode=${RESTAURANT}`,
  );
  if (!set) throw new Error('no dining set');
  const date = firstOpenDay(await priceCalendar(page, set.productId));
  const dinner = await gatewayData<{ skus: { skuType: string; priceCents: number | null }[] }>(
    page,
    `/food/load?productId=${set.productId}&eatDate=${date}&eatTime=19:30`,
  );
  const adult = dinner.skus.find((s) => s.skuType === 'ADULT')?.priceCents ?? 0;
  expect(adult).toBeGreaterThan(0);

  await page.goto(`/en/GZ/buy-food/${RESTAURANT}`);
  const form = page.getByRole('form', { name: 'Book dining' });
  await expect(form.getByRole('radio', { name: /set meal/ })).toBeChecked();
  await (await dayCell(form, date)).click();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText('Choose a dining time first.')).toBeVisible();
  await form.getByRole('radio', { name: /^19:30/ }).check();
  const more = form.getByRole('button', { name: 'Increase Adult set' });
  await more.click();
  await more.click();
  await expect(form.locator('output')).toHaveText(hkd(2 * adult));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
    'href',
    '/en/product',
  );
  expect(await readCart(page)).toMatchObject({
    lines: [
      {
        productType: 'FOOD',
        poiCode: RESTAURANT,
        date,
        session: '19:30',
        quantity: 2,
        unitPriceCents: adult,
      },
    ],
  });
  await expectNoAxeViolations(page);

  // Switch to Traditional Chinese: the same form, in Chinese.
  await switchLanguage(page, 'zh-TW');
  await expect(page).toHaveURL(new RegExp(`/GZ/buy-food/${RESTAURANT}`));
  const zh = page.getByRole('form', { name: '預訂餐飲' });
  await expect(zh.getByRole('radio', { name: /^19:30/ })).toBeChecked();
  await expect(zh.getByRole('spinbutton', { name: '成人套餐' })).toHaveValue('2');
  await expect(zh.locator('output')).toHaveText(hkd(2 * adult));
  await expect(await dayCell(zh, date)).toHaveAttribute('aria-selected', 'true');
});
