import { expect, test } from '@playwright/test';

/** The language switcher and the stored language (localStorage `locale`, DESIGN §3). */

test('switching the language keeps the page and stores the choice', async ({ page }) => {
  await page.goto('/GZ');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  const languages = page.getByRole('navigation', { name: '語言' });
  await languages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/GZ$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '简体中文' })
    .click();
  await expect(page).toHaveURL(/\/zh-cn\/GZ$/);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('zh-CN');
});

test('a visitor whose stored language differs is moved to the same page in that language', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/ZH?tab=2');
  await expect(page).toHaveURL(/\/en\/ZH\?tab=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a stored value that is not a language is ignored', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'xx"><script>'));
  await page.goto('/ZH');
  await expect(page).toHaveURL(/\/ZH$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
});

test('the standalone pages have no region navigation and link back home', async ({ page }) => {
  for (const path of ['/en/login', '/en/register', '/en/forget-password']) {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Resorts' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/en/home',
    );
  }
});
