import { expect, test, type Page } from '@playwright/test';

/**
 * The shared widgets, through the home page's quick search: the dialog (focus moves in, stays
 * in, Escape closes, focus returns), the calendar's keyboard and the nights stepper.
 */

function hkDate(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

async function openHotelDates(page: Page) {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/en/home');
  const form = page.getByRole('form', { name: 'Quick booking' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Category').selectOption({ label: 'Hotels' });
  const opener = form.getByRole('button', { name: /^Check-in and check-out/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Choose check-in and check-out' });
  await expect(dialog).toBeVisible();
  return { form, opener, dialog };
}

const focusedDate = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null);

test('the dialog is modal: focus moves in, stays in, Escape closes and focus returns', async ({
  page,
}) => {
  const { opener, dialog } = await openHotelDates(page);
  // the platform's modal <dialog>: the rest of the page is inert while it is open
  expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
  // The focus starts on today's day in the calendar.
  expect(await focusedDate(page)).toBe(hkDate(0));
  // Tab never reaches the page behind: it stays in the dialog, or passes through the browser's
  // own controls (no element of the document focused) and comes back into the dialog
  const where = () =>
    dialog.evaluate((el) =>
      el.contains(document.activeElement)
        ? 'dialog'
        : document.activeElement === null || document.activeElement === document.body
          ? 'browser'
          : 'page',
    );
  const seen: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    seen.push(await where());
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    seen.push(await where());
  }
  expect(seen).not.toContain('page');
  expect(seen.at(-1)).toBe('dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the calendar follows the ARIA date-grid keys', async ({ page }) => {
  const { dialog } = await openHotelDates(page);
  const today = hkDate(0);
  expect(await focusedDate(page)).toBe(today);
  await page.keyboard.press('ArrowRight');
  expect(await focusedDate(page)).toBe(hkDate(1));
  await page.keyboard.press('ArrowDown');
  expect(await focusedDate(page)).toBe(hkDate(8));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedDate(page)).toBe(today);
  // Before today is not reachable.
  await page.keyboard.press('ArrowUp');
  expect(await focusedDate(page)).toBe(today);
  await page.keyboard.press('End');
  const end = await focusedDate(page);
  expect(new Date(`${end}T00:00:00Z`).getUTCDay()).toBe(6);
  await page.keyboard.press('PageDown');
  const next = await focusedDate(page);
  expect(next?.slice(0, 7)).not.toBe(end?.slice(0, 7));
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Home');
  // Enter selects the check-in day, Space the check-out day.
  await page.keyboard.press('Enter');
  const checkIn = await focusedDate(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  const cells = dialog.locator('[aria-selected="true"]');
  await expect(cells).toHaveCount(3);
  await expect(dialog.locator(`[data-date="${checkIn}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.locator(`[data-date="${hkDate(-1)}"]`)).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('the nights stepper: disabled before check-in, 1 to 14, typed values checked', async ({
  page,
}) => {
  const { dialog } = await openHotelDates(page);
  const less = dialog.getByRole('button', { name: 'Decrease Nights' });
  const more = dialog.getByRole('button', { name: 'Increase Nights' });
  const input = dialog.getByRole('spinbutton', { name: 'Nights' });
  await expect(input).toBeDisabled();
  await expect(more).toBeDisabled();
  await dialog.locator(`[data-date="${hkDate(0)}"]`).click();
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('1');
  await expect(less).toBeDisabled();
  await more.click();
  await expect(input).toHaveValue('2');
  await expect(dialog.locator('[aria-selected="true"]')).not.toHaveCount(0);
  await input.fill('14');
  await expect(more).toBeDisabled();
  await input.fill('20');
  await expect(dialog.getByRole('alert')).toHaveText('Enter a whole number from 1 to 14');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.blur();
  await expect(input).toHaveValue('14');
});
