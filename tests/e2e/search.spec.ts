import { expect, test } from '@playwright/test';

/** The search page: a static shell whose island searches places and content through the gateway. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
});

test('finds places and articles and keeps the keyword in the address', async ({ page }) => {
  await page.goto('/en/ZH/search');
  await page.getByLabel('Keyword').fill('penguin');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?keyword=penguin/);
  const places = page.getByRole('region', { name: 'Places' });
  await expect(places.getByRole('link').first()).toBeVisible();
  await expect(places).toContainText(/Penguin/i);
  await page.reload();
  await expect(page.getByLabel('Keyword')).toHaveValue('penguin');
  await expect(page.getByRole('region', { name: 'Places' })).toContainText(/Penguin/i);
});

test('shows the empty state when nothing matches', async ({ page }) => {
  await page.goto('/en/GZ/search?keyword=zzqqxxnothing');
  await expect(page.getByText('No results')).toBeVisible();
});

test('says "search failed, try later" when the gateway fails, and recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/cl-odss-app/guest/**', (route) =>
    fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
  );
  await page.goto('/en/GZ/search?keyword=panda');
  await expect(page.getByRole('alert')).toContainText('Search failed. Please try again later.');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Places' })).toContainText(/Panda/i);
});
