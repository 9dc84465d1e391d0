import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { withCaptcha } from './captcha.ts';

/**
 * The account flows of issue 5 through the real pages, the real gateway and its dev mailbox and
 * clock (SPEC §4 Session and Verification codes, §5 Accounts, §8 401 LOGIN_DOUBLE): register,
 * log out, log in, be logged out by a login elsewhere, reset the password with the PIN, and fail
 * with an expired PIN.
 */

const PASSWORD = 'Sunny#Day9';
const NEW_PASSWORD = 'Moonlit$Bay7';
const PIN_LIFE_MS = 5 * 60_000;

/** A fresh address per run, so that reruns against the same database do not collide. */
const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The newest 6-digit code mailed to `to`, read from the gateway's dev mailbox. */
async function mailedCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = ((await res.json()) as { data: { body: string; createdAt?: number }[] }).data;
      code = mails.length > after ? /\b(\d{6})\b/.exec(mails[0]?.body ?? '')?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

const mailCount = async (request: APIRequestContext, to: string): Promise<number> =>
  ((await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { data: [] })
    .data.length;

const accountMenu = (page: Page) => page.getByRole('button', { name: 'My account' });

async function expectLoggedIn(page: Page): Promise<void> {
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
}

async function expectLoggedOut(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(accountMenu(page)).toBeHidden();
}

async function register(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.goto('/en/register');
  await page.getByLabel('Surname').fill('Chan');
  await page.getByLabel('First name').fill('Tai Man');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Phone number').fill('91234567');
  await page.getByLabel('E-mail').fill(email);
  await withCaptcha(page, () => page.getByRole('button', { name: 'Send code' }).click());
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await mailedCode(request, email));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/terms of service/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/en/home');
}

async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/en/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await withCaptcha(page, () => page.getByRole('button', { name: 'Log in', exact: true }).click());
  await page.waitForURL('**/en/home');
}

async function logOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/en/home');
  await expectLoggedOut(page);
}

test.describe.configure({ mode: 'serial' });

test('a new visitor registers with the mailed code, logs out and logs in again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('register');
  await register(page, request, email);
  await expectLoggedIn(page);

  await logOut(page);
  await expect(page.getByRole('status')).toContainText('You have logged out.');

  await logInWithPassword(page, email, PASSWORD);
  await expectLoggedIn(page);
});

test('a login on a second device logs the first one out with the LOGIN_DOUBLE message', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('double');
  await register(page, request, email);

  const other = await browser.newContext();
  try {
    await logInWithPassword(await other.newPage(), email, PASSWORD);
  } finally {
    await other.close();
  }

  // The first device learns of it on its next call to the gateway.
  await page.goto('/en/user/ChangePassword');
  await withCaptcha(page, () => page.getByRole('button', { name: 'Send code' }).click());
  await expect(page.getByRole('status')).toContainText(
    /logged in on another device \(IP address [\d.:a-f]+\)/,
  );
  await page.waitForURL('**/en/home');
  await expectLoggedOut(page);
});

test('a forgotten password is reset with the mailed PIN', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await register(page, request, email);
  await logOut(page);

  await page.goto('/en/forget-password');
  await page.getByLabel('E-mail').fill(email);
  const before = await mailCount(request, email);
  await withCaptcha(page, () => page.getByRole('button', { name: 'Send PIN' }).click());
  await expect(page.getByText('valid for 5 minutes')).toBeVisible();
  await page.getByLabel('PIN').fill(await mailedCode(request, email, before));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL(/\/en\/login/);

  await logInWithPassword(page, email, NEW_PASSWORD);
  await expectLoggedIn(page);
});

test('a PIN older than 5 minutes is refused and the password stays as it was', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('expired');
  await register(page, request, email);
  await logOut(page);

  await page.goto('/en/forget-password');
  await page.getByLabel('E-mail').fill(email);
  const before = await mailCount(request, email);
  await withCaptcha(page, () => page.getByRole('button', { name: 'Send PIN' }).click());
  const pin = await mailedCode(request, email, before);
  const moved = await request.post('/dev/clock', { data: { advanceMs: PIN_LIFE_MS + 1000 } });
  expect(moved.ok()).toBe(true);

  await page.getByLabel('PIN').fill(pin);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText(/wrong or has expired/);
  await expect(page.getByLabel('PIN')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/en\/forget-password/);

  await logInWithPassword(page, email, PASSWORD);
  await expectLoggedIn(page);
});
