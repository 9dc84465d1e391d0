import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, registerAccount } from './booking.ts';

/**
 * Customer-service messages (SPEC §2 `user/message`, `user/message/leave-message`, §3, §5, §8):
 * a logged-in user picks three images, removes one before sending, leaves the message with the
 * other two, and sees it in the list with both images fetched with the login token.
 */

const png = async (background: string) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background } })
    .png()
    .toBuffer();

test('a logged-in user leaves a message with images and sees it in the list', async ({
  page,
  request,
}) => {
  const email = `messages.${Date.now().toString(36)}@example.hk`;
  const session = await registerAccount(request, email);
  await page.addInitScript((info) => {
    localStorage.setItem('locale', 'en');
    if (sessionStorage.getItem('e2e:planted') !== null) return;
    sessionStorage.setItem('e2e:planted', '1');
    sessionStorage.setItem('resort-storefront:session', JSON.stringify(info));
    sessionStorage.setItem('resort-storefront:lastActivity', JSON.stringify(Date.now()));
  }, session);

  await page.goto('/en/user');
  await page.getByRole('link', { name: 'My messages' }).click();
  await page.waitForURL(/\/en\/user\/message$/);
  await expect(page.getByText('You have not left any message yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Leave a message' }).click();
  await page.waitForURL(/\/en\/user\/message\/leave-message$/);

  await page.getByRole('radio').first().check();
  await page
    .getByLabel('Message', { exact: true })
    .fill('The towels in room 1208 were not changed.');
  await page.getByLabel('Contact (e-mail or phone)').fill(email);
  await page.getByLabel('Add images').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await png('#2a7') },
    { name: 'second.png', mimeType: 'image/png', buffer: await png('#a27') },
    { name: 'third.png', mimeType: 'image/png', buffer: await png('#27a') },
  ]);
  await expect(page.getByText('Uploaded')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove image first.png' }).click();
  await expect(page.getByText('Uploaded')).toHaveCount(2);
  await page.getByRole('button', { name: 'Send' }).click();

  await page.waitForURL(/\/en\/user\/message$/);
  const item = page.getByRole('listitem').filter({ hasText: 'room 1208' });
  await expect(item.getByText('Submitted')).toBeVisible();
  const image = item.getByRole('img', { name: 'Image 1' });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect(item.getByRole('img')).toHaveCount(2);
  await expect(item.getByRole('img', { name: 'Image 2' })).toHaveAttribute('src', /^blob:/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  await expectNoAxeViolations(page);
});
