import { expect, test, type Page } from '@playwright/test';
import { dayCell, hkDate } from './booking.ts';
import { FRAMEWORK_RUNTIME } from './support.ts';

/**
 * The home page's quick search (SPEC §2, §4, §5): pickers, their rules, the toasts and the
 * purchase page it leads to. The panel runs without a framework; the date picker loads Preact
 * when it is first opened.
 */

const panel = (page: Page) => page.getByRole('form', { name: 'Quick booking' });

async function openEnglishHome(page: Page) {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/en/home');
  const form = panel(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'See prices and details' })).toBeVisible();
  return form;
}

/** Picks a day in the open date dialog, paging months back or forward as needed. */
async function pickDay(page: Page, date: string, force = false) {
  await (await dayCell(page.getByRole('dialog'), date)).click({ force });
}

async function chooseRegion(page: Page, name: string) {
  await panel(page).getByLabel('Resort').selectOption({ label: name });
}

test('is plain HTML on the page: no framework loads until the dates are opened', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  /** How many of the scripts loaded so far carry a framework runtime (Preact). */
  const runtimeScripts = async () =>
    (await Promise.all(scripts)).filter((js) => FRAMEWORK_RUNTIME.test(js)).length;
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/en/home');
  await expect(page.getByRole('heading', { name: 'Quick booking', level: 2 })).toBeVisible();
  const form = panel(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Resort')).toHaveValue('GZ');
  await expect(form.getByLabel('Resort').locator('option:checked')).toHaveText('Guangzhou');
  await expect(form.getByLabel('Category')).toHaveValue('');
  await form.getByLabel('Category').selectOption({ label: 'Park tickets' });
  await expect(form.getByLabel('Place').locator('option')).not.toHaveCount(1);
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(await runtimeScripts()).toBe(0);
  await form.getByRole('button', { name: /^Date/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
  expect(await runtimeScripts()).toBeGreaterThan(0);
});

test('a region clears category and place; a category clears the place', async ({ page }) => {
  const form = await openEnglishHome(page);
  await form.getByLabel('Category').selectOption({ label: 'Park tickets' });
  const place = form.getByLabel('Place');
  await expect(place.locator('option')).not.toHaveCount(1);
  await place.selectOption({ index: 1 });
  await expect(place).not.toHaveValue('');
  await form.getByLabel('Category').selectOption({ label: 'Hotels' });
  await expect(place).toHaveValue('');
  await place.selectOption({ index: 1 });
  await chooseRegion(page, 'Hengqin');
  await expect(form.getByLabel('Resort')).toHaveValue('ZH');
  await expect(form.getByLabel('Category')).toHaveValue('');
  await expect(place).toHaveValue('');
});

test('QY is disabled with shows, and shows with QY', async ({ page }) => {
  const form = await openEnglishHome(page);
  await form.getByLabel('Category').selectOption({ label: 'Shows' });
  await expect(form.getByLabel('Resort').locator('option', { hasText: 'Qingyuan' })).toBeDisabled();
  await chooseRegion(page, 'Hengqin');
  await chooseRegion(page, 'Qingyuan');
  await expect(form.getByLabel('Category').locator('option', { hasText: 'Shows' })).toBeDisabled();
});

test('toasts name the missing fields in order; dates only after a category', async ({ page }) => {
  const form = await openEnglishHome(page);
  const toast = page.getByRole('status').filter({ hasText: /Please/ });
  const submit = form.getByRole('button', { name: 'See prices and details' });
  await form.getByRole('button', { name: /^Date/ }).click();
  await expect(toast).toHaveText(/Please select the category first/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await submit.click();
  await expect(toast).toHaveText(/Please select a category/);
  await expect(form.getByLabel('Category')).toBeFocused();
  await form.getByLabel('Category').selectOption({ label: 'Park tickets' });
  await submit.click();
  await expect(toast).toHaveText(/Please select a place/);
  await form.getByLabel('Place').selectOption({ index: 1 });
  await submit.click();
  await expect(toast).toHaveText(/Please select the dates/);
});

test('tickets lead to buy-tickets with one date', async ({ page }) => {
  const form = await openEnglishHome(page);
  await form.getByLabel('Category').selectOption({ label: 'Park tickets' });
  await form.getByLabel('Place').selectOption({ index: 1 });
  const poiId = await form.getByLabel('Place').inputValue();
  await form.getByRole('button', { name: /^Date/ }).click();
  const day = hkDate(3);
  await pickDay(page, day);
  await page.getByRole('button', { name: 'Done' }).click();
  await form.getByRole('button', { name: 'See prices and details' }).click();
  await expect(page).toHaveURL(
    `/en/GZ/buy-tickets?poiType=1&poiId=${poiId}&startDate=${day}&endDate=${day}`,
  );
});

test('dining leads to buy-food/<poiCode> of the region', async ({ page }) => {
  const form = await openEnglishHome(page);
  await form.getByLabel('Category').selectOption({ label: 'Dining' });
  await form.getByLabel('Place').selectOption({ index: 1 });
  const poiId = await form.getByLabel('Place').inputValue();
  await form.getByRole('button', { name: /^Date/ }).click();
  const day = hkDate(1);
  await pickDay(page, day);
  await page.getByRole('button', { name: 'Done' }).click();
  await form.getByRole('button', { name: 'See prices and details' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/en/GZ/buy-food/GZ_[A-Z_]+\\?poiType=4&poiId=${poiId}&startDate=${day}&endDate=${day}$`,
    ),
  );
});

test('a hotel needs check-in and check-out, at most 14 nights (zh-TW)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'zh-TW'));
  await page.goto('/home');
  const form = page.getByRole('form', { name: '快速預訂' });
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole('button', { name: '查看價格詳情' });
  await expect(submit).toBeVisible();
  await form.getByLabel('類別').selectOption({ label: '酒店' });
  await form.getByLabel('地點').selectOption({ index: 1 });
  const poiId = await form.getByLabel('地點').inputValue();
  await form.getByRole('button', { name: /入住及退房日期/ }).click();
  const checkIn = hkDate(2);
  await pickDay(page, checkIn);
  await page.getByRole('button', { name: '確定' }).click();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: '請選擇退房日期' })).toBeVisible();

  await form.getByRole('button', { name: /入住及退房日期/ }).click();
  const dialog = page.getByRole('dialog');
  const tooFar = hkDate(2 + 15);
  const lastNight = hkDate(2 + 14);
  // 15 nights is refused: the day is disabled and choosing it changes nothing.
  await pickDay(page, tooFar, true);
  await expect(dialog.locator(`[data-date="${tooFar}"]`)).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.locator(`[data-date="${tooFar}"]`)).toHaveAttribute('aria-selected', 'false');
  await pickDay(page, lastNight);
  await expect(dialog.locator(`[data-date="${lastNight}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: '確定' }).click();
  await submit.click();
  await expect(page).toHaveURL(
    `/GZ/buy-hotel?poiType=3&poiId=${poiId}&startDate=${checkIn}&endDate=${lastNight}`,
  );
});

test('zh-TW tickets keep the unprefixed path', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'zh-TW'));
  await page.goto('/home');
  const form = page.getByRole('form', { name: '快速預訂' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: '查看價格詳情' })).toBeVisible();
  await form.getByLabel('度假區').selectOption({ label: '橫琴' });
  await form.getByLabel('類別').selectOption({ label: '演出' });
  await form.getByLabel('地點').selectOption({ index: 1 });
  const poiId = await form.getByLabel('地點').inputValue();
  await form.getByRole('button', { name: /^日期/ }).click();
  const day = hkDate(0);
  await pickDay(page, day);
  await page.getByRole('button', { name: '確定' }).click();
  await form.getByRole('button', { name: '查看價格詳情' }).click();
  await expect(page).toHaveURL(
    `/ZH/buy-tickets?poiType=2&poiId=${poiId}&startDate=${day}&endDate=${day}`,
  );
});

test('the area home pages carry no quick search', async ({ page }) => {
  await page.goto('/en/GZ');
  await expect(page.locator('astro-island')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Quick booking' })).toHaveCount(0);
});
