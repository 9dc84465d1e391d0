import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The discount page's packages and the annual-card page's cards (SPEC §2): a package and a day
 * put every priced line in the cart; a card and its activation date put the card there.
 */

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

async function expectNoAxeViolations(page: Page) {
  // The back-to-top link shown past 300 px of scroll sits outside the landmarks (axe "region"):
  // scan the page scrolled to the top, as a11y.spec.ts does.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[data-to-top]')).toBeHidden();
  const found = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(found.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

interface StoredLine {
  productType: string;
  date: string;
  endDate?: string;
  quantity: number;
}
const storedCart = async (page: Page) =>
  JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('resort-storefront:cart'))) ?? '{}',
  ) as { lines: StoredLine[] };

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
  const date = hkDate(7);
  await (await dayCell(form, date)).click();
  await expect(form.getByText(/× 1/).first()).toBeVisible();
  const add = form.getByRole('button', { name: 'Add package to cart' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(form.getByRole('link', { name: 'Go to the cart' })).toBeVisible();
  const { lines } = await storedCart(page);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines.every((l) => l.date === date)).toBe(true);
  expect(lines.find((l) => l.productType === 'HOTEL')).toMatchObject({
    endDate: hkDate(8),
    quantity: 1,
  });
  expect(lines.find((l) => l.productType === 'TICKET')).toMatchObject({ quantity: 2 });
  await expectNoAxeViolations(page);
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
  const date = hkDate(2);
  await (await dayCell(form, date)).click();
  await form
    .getByRole('button', { name: /^Increase / })
    .first()
    .click();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('link', { name: 'Go to the cart' })).toBeVisible();
  const { lines } = await storedCart(page);
  expect(lines).toMatchObject([{ productType: 'ANNUAL_CARD', date, quantity: 1 }]);
  await expectNoAxeViolations(page);
});
