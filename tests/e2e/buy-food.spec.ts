import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The buy-food island (SPEC §2 buy-food/{poiCode}): a restaurant's dining set, an eat date on
 * the price calendar, an eat time of that day, quantities and "Add to cart", kept across a
 * language switch.
 */

const PRODUCT = '/cl-odss-app/guest/product';
const RESTAURANT = 'GZ_RIVERSIDE_GRILL';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

function hkDate(offsetDays = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now());
  const d = new Date(`${parts}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

async function gatewayData<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${PRODUCT}${path}`, { headers: { 'Accept-Language': 'en' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Shows the calendar month of `date` and returns its day cell. */
async function dayCell(form: Locator, date: string): Promise<Locator> {
  for (let i = 0; i < 4; i++) {
    const cell = form.locator(`[data-date="${date}"]`);
    if ((await cell.count()) > 0) return cell;
    const shown = (await form.locator('[data-date]').first().getAttribute('data-date')) ?? '';
    await form
      .locator('.calendar-nav')
      .nth(date < shown ? 0 : 1)
      .click();
  }
  throw new Error(`no day ${date} in the calendar`);
}

const hkd = (cents: number) => `HK$${(cents / 100).toLocaleString('en')}`;

test('a visitor books a dinner and keeps it across a language switch', async ({ page }) => {
  const [set] = await gatewayData<{ productId: string }[]>(
    page,
    `/food/getFoodList?poiCode=${RESTAURANT}`,
  );
  if (!set) throw new Error('no dining set');
  const calendar = await gatewayData<{ days: { date: string; status: string }[] }>(
    page,
    `/info/getPriceCalendarList?productId=${set.productId}&startDate=${hkDate()}&endDate=${hkDate(40)}`,
  );
  const day = calendar.days.find((d) => d.date >= hkDate(3) && d.status === 'AVAILABLE');
  if (!day) throw new Error('no bookable day');
  const dinner = await gatewayData<{ skus: { skuType: string; priceCents: number | null }[] }>(
    page,
    `/food/load?productId=${set.productId}&eatDate=${day.date}&eatTime=19:30`,
  );
  const adult = dinner.skus.find((s) => s.skuType === 'ADULT')?.priceCents ?? 0;
  expect(adult).toBeGreaterThan(0);

  await page.goto(`/en/GZ/buy-food/${RESTAURANT}`);
  const form = page.getByRole('form', { name: 'Book dining' });
  await expect(form.getByRole('radio', { name: /set meal/ })).toBeChecked();
  await (await dayCell(form, day.date)).click();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText('Choose an eat time first.')).toBeVisible();
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
  const cart = await page.evaluate(() => sessionStorage.getItem('resort-storefront:cart'));
  expect(JSON.parse(cart ?? '{}')).toMatchObject({
    lines: [
      {
        productType: 'FOOD',
        poiCode: RESTAURANT,
        date: day.date,
        session: '19:30',
        quantity: 2,
        unitPriceCents: adult,
      },
    ],
  });
  // The back-to-top link shown past 300 px of scroll sits outside the landmarks (axe "region"):
  // scan the page scrolled to the top, as a11y.spec.ts does.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[data-to-top]')).toBeHidden();
  const found = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(found.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // Switch to Traditional Chinese: the same form, in Chinese.
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '繁體中文' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/GZ/buy-food/${RESTAURANT}`));
  const zh = page.getByRole('form', { name: '預訂餐飲' });
  await expect(zh.getByRole('radio', { name: /^19:30/ })).toBeChecked();
  await expect(zh.getByRole('spinbutton', { name: '成人套餐' })).toHaveValue('2');
  await expect(zh.locator('output')).toHaveText(hkd(2 * adult));
  await expect(await dayCell(zh, day.date)).toHaveAttribute('aria-selected', 'true');
});
