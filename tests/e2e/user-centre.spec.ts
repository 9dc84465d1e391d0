import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, registerAccount } from './booking.ts';

/**
 * The personal centre (SPEC §2 `user`, §5 masking) and user/about: a registered account, its
 * login planted in session storage as the API client keeps it.
 */

test('the personal centre shows masked details, edits the phone, and links the services', async ({
  page,
  request,
}) => {
  const email = `centre.${Date.now().toString(36)}@example.hk`;
  const session = await registerAccount(request, email);
  await page.addInitScript((info) => {
    localStorage.setItem('locale', 'en');
    if (sessionStorage.getItem('e2e:planted') !== null) return;
    sessionStorage.setItem('e2e:planted', '1');
    sessionStorage.setItem('resort-storefront:session', JSON.stringify(info));
    sessionStorage.setItem('resort-storefront:lastActivity', JSON.stringify(Date.now()));
  }, session);

  await page.goto('/en/GZ');
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'My account page' }).click();
  await page.waitForURL(/\/en\/user$/);
  await expect(page.getByRole('heading', { name: 'Hello, Tai Man Chan' })).toBeVisible();
  await expect(page.getByText('+852 91****67')).toBeVisible();
  await expect(page.getByText(/^ce\*+.{2}@example\.hk$/)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Edit my details' }).click();
  await expect(page.getByLabel('Surname')).toBeDisabled();
  await page.getByLabel('Phone').fill('61234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('+852 61****67')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'About us' }).click();
  await page.waitForURL(/\/en\/user\/about$/);
  await expect(
    page.getByRole('main').getByText(/Customer service hours: 09:00-18:00/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
