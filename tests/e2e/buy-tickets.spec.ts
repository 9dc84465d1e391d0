import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The buy-tickets island (SPEC §2): a park or show of the area, a day of the price calendar
 * (sold-out days disabled), a session for shows, quantities per SKU, the running total and
 * "Add to cart", kept across leaving the page and switching language.
 */

const PRODUCT = '/cl-odss-app/guest/product';

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

interface Day {
  date: string;
  status: string;
}
interface Summary {
  productId: string;
  poiCode: string;
  productType: string;
}
interface Detail {
  skus: { skuType: string; priceCents: number | null }[];
  sessionSlots: { session: string; status: string }[];
}

async function gatewayData<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${PRODUCT}${path}`, { headers: { 'Accept-Language': 'en' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** The first product of a place, and a day at least a few days ahead that can be booked. */
async function firstProduct(page: Page, poiCode: string) {
  const list = await gatewayData<Summary[]>(page, `/ticket/list?poiCode=${poiCode}`);
  const product = list.find((p) => p.productType !== 'ANNUAL_CARD');
  if (!product) throw new Error(`no product at ${poiCode}`);
  const calendar = await gatewayData<{ days: Day[] }>(
    page,
    `/info/getPriceCalendarList?productId=${product.productId}&startDate=${hkDate()}&endDate=${hkDate(40)}`,
  );
  const day = calendar.days.find((d) => d.date >= hkDate(3) && d.status === 'AVAILABLE');
  if (!day) throw new Error('no bookable day');
  const soldOut = calendar.days.find((d) => d.status === 'SOLD_OUT')?.date;
  const detail = await gatewayData<Detail>(
    page,
    `/ticket/load?productId=${product.productId}&playDate=${day.date}`,
  );
  const price = (type: string) => detail.skus.find((s) => s.skuType === type)?.priceCents ?? 0;
  return { product, date: day.date, soldOut, detail, price };
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

test('a visitor buys park tickets, leaves, comes back and switches language', async ({ page }) => {
  const park = await firstProduct(page, 'GZ_SAFARI_PARK');
  await page.goto('/GZ/buy-tickets');
  const form = page.getByRole('form', { name: '購買門票' });
  await form.getByRole('radio', { name: '奇境野生動物世界 樂園' }).check();
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
  const cart = await page.evaluate(() => sessionStorage.getItem('resort-storefront:cart'));
  expect(JSON.parse(cart ?? '{}')).toMatchObject({
    lines: [
      { poiCode: 'GZ_SAFARI_PARK', date: park.date, quantity: 2 },
      { poiCode: 'GZ_SAFARI_PARK', date: park.date, quantity: 1 },
    ],
  });

  // Leave and come back: the form is as it was.
  await page.goto('/GZ');
  await page.goto('/GZ/buy-tickets');
  await expect(form.getByRole('radio', { name: '奇境野生動物世界 樂園' })).toBeChecked();
  await expect(form.locator('output')).toHaveText(hkd(total));

  // Switch to English: the same form, in English, with the English cart link.
  await page
    .getByRole('navigation', { name: '語言' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/en\/GZ\/buy-tickets/);
  const en = page.getByRole('form', { name: 'Buy tickets' });
  await expect(en.getByRole('radio', { name: 'Wonderland Safari Park Park' })).toBeChecked();
  await expect(en.getByRole('spinbutton', { name: 'Adult' })).toHaveValue('2');
  await expect(en.locator('output')).toHaveText(hkd(total));
  await en.getByRole('button', { name: 'Add to cart' }).click();
  await expect(en.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
    'href',
    '/en/product',
  );
  const merged = await page.evaluate(() => sessionStorage.getItem('resort-storefront:cart'));
  expect(JSON.parse(merged ?? '{}')).toMatchObject({
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
  const cart = await page.evaluate(() => sessionStorage.getItem('resort-storefront:cart'));
  expect(JSON.parse(cart ?? '{}')).toMatchObject({
    lines: [{ poiCode: 'GZ_CIRCUS', date: show.date, session: slot.session, quantity: 1 }],
  });
});

test('the booking link of a POI page and a startDate preselect the place and the date', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/en/GZ/buy-tickets');
  await page.getByRole('link', { name: 'Happy Land Theme Park' }).click();
  const href = await page.locator('a[href*="buy-tickets?poiType=1"]').first().getAttribute('href');
  expect(href).toMatch(/poiId=\d+/);
  const date = hkDate(5);
  await page.goto(`${href ?? ''}&startDate=${date}`);
  const form = page.getByRole('form', { name: 'Buy tickets' });
  await expect(form.getByRole('radio', { name: 'Happy Land Theme Park Park' })).toBeChecked();
  await expect(await dayCell(form, date)).toHaveAttribute('aria-selected', 'true');
});
