import { expect, test, type Locator, type Page } from '@playwright/test';
import enAccount from '../../locales/en/account.json' with { type: 'json' };
import enValidation from '../../locales/en/validation.json' with { type: 'json' };
import twAccount from '../../locales/zh-TW/account.json' with { type: 'json' };
import twValidation from '../../locales/zh-TW/validation.json' with { type: 'json' };
import { E2E_PASSWORD, expectNoAxeViolations, registerAccount } from './booking.ts';
import { withCaptcha } from './captcha.ts';

/**
 * The account forms (/login, /register, /forget-password, /user/ChangePassword) in the built
 * site with the real gateway: client-side validation (toast + message on the field, tied to it
 * for screen readers), axe on every page, and the country picker with the keyboard. The full
 * register → logout → login flow lives elsewhere.
 */

const LANGS = [
  { code: 'en', prefix: '/en', text: { ...enAccount, ...enValidation } },
  { code: 'zh-TW', prefix: '', text: { ...twAccount, ...twValidation } },
] as const;
type Text = (typeof LANGS)[number]['text'];

async function open(page: Page, code: string, path: string) {
  // keep the page in its own language: a stored choice would move it
  await page.addInitScript((lang) => localStorage.setItem('locale', lang), code);
  await page.goto(path);
  // the island runs once its submit button is enabled
  await expect(page.locator('form button[type="submit"]')).toBeEnabled();
}

/** The toast shows `text`, and the field is invalid with `text` in its description. */
async function expectError(page: Page, field: Locator, text: string, toast = text) {
  await expect(page.getByRole('status').filter({ hasText: toast })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(text)));
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const input = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input'));

for (const { code, prefix, text } of LANGS) {
  const t = (key: keyof Text) => text[key];

  test.describe(`account forms (${code})`, () => {
    test(`login: field messages and toast, then the password prompt (${code})`, async ({
      page,
    }) => {
      await open(page, code, `${prefix}/login`);
      await expect(
        page.getByRole('button', { name: t('account.login.mode.password'), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
      const email = input(page, t('account.field.email'));
      const password = input(page, t('account.field.password'));
      await expectError(page, email, t('validation.email.required'));
      await expectError(
        page,
        password,
        t('validation.password.required'),
        t('validation.email.required'),
      );
      await expect(email).toBeFocused();
      await expectNoAxeViolations(page);

      await email.fill('someone@example.hk');
      await expect(email).not.toHaveAttribute('aria-invalid');
      await password.fill('short');
      await page.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
      await expectError(page, password, t('account.validation.loginPasswordFormat'));
      await expect(email).toHaveValue('someone@example.hk');

      await page.getByRole('button', { name: t('account.login.mode.code') }).click();
      await email.fill('');
      await page.getByRole('button', { name: t('account.code.send') }).click();
      await expectError(page, email, t('account.validation.emailBeforeCode'));
      await expectNoAxeViolations(page);
    });

    test(`register: every field's message and the first as the toast (${code})`, async ({
      page,
    }) => {
      await open(page, code, `${prefix}/register`);
      await page.getByRole('button', { name: t('account.register.submit') }).click();
      const surname = input(page, t('account.field.surname'));
      await expectError(page, surname, t('validation.familyName.required'));
      await expect(surname).toBeFocused();
      await expect(input(page, t('account.field.birthday'))).toHaveAccessibleDescription(
        t('account.validation.birthdayRequired'),
      );
      await expect(
        page.getByRole('checkbox', { name: t('account.register.terms') }),
      ).toHaveAccessibleDescription(t('validation.terms.required'));
      await expectNoAxeViolations(page);

      await surname.fill('Chan2');
      await input(page, t('account.field.password')).fill('password');
      await input(page, t('account.field.confirmRegisterPassword')).fill('Password');
      await page.getByRole('button', { name: t('account.register.submit') }).click();
      await expectError(page, surname, t('validation.name.format'));
      await expect(input(page, t('account.field.password'))).toHaveAccessibleDescription(
        new RegExp(escape(t('validation.password.format'))),
      );
      await expect(
        input(page, t('account.field.confirmRegisterPassword')),
      ).toHaveAccessibleDescription(t('validation.password.mismatch'));
    });

    test(`forget password: the e-mail first, then the PIN and passwords (${code})`, async ({
      page,
    }) => {
      await open(page, code, `${prefix}/forget-password`);
      const email = input(page, t('account.field.email'));
      await email.fill('nobody@');
      await page.getByRole('button', { name: t('account.forget.send') }).click();
      await expectError(page, email, t('validation.email.format'));
      await expect(email).toBeFocused();
      await expect(email).toHaveValue('nobody@');
      await expectNoAxeViolations(page);

      // step 2 without mailing anything: the gateway's answer is the same for any address
      await page.route('**/open/account/info/forgetPassword', (route) =>
        route.fulfill({ json: { state: 'success', code: 'OK', msg: '', data: null } }),
      );
      await email.fill('nobody@example.hk');
      await withCaptcha(page, () =>
        page.getByRole('button', { name: t('account.forget.send') }).click(),
      );
      const sent = t('account.forget.sent').replace('{{email}}', 'nobody@example.hk');
      await expect(page.locator('#main').getByText(sent, { exact: true })).toBeFocused();
      await page.getByRole('button', { name: t('account.forget.submit') }).click();
      const pin = input(page, t('account.field.pin'));
      await expectError(page, pin, t('account.validation.pinRequired'));
      await expect(pin).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test(`change password: messages, with a login (${code})`, async ({ page, request }) => {
      const email = `forms.${code}.${Date.now()}@example.hk`;
      const tokenInfo = await registerAccount(request, email);
      await page.addInitScript((info) => {
        sessionStorage.setItem('resort-storefront:session', JSON.stringify(info));
        sessionStorage.setItem('resort-storefront:lastActivity', JSON.stringify(Date.now()));
      }, tokenInfo);
      await open(page, code, `${prefix}/user/ChangePassword`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/user/ChangePassword$`));
      const submit = page.getByRole('button', {
        name: t('account.changePassword.submit'),
        exact: true,
      });
      await submit.click();
      const old = input(page, t('account.field.oldPassword'));
      await expectError(page, old, t('account.validation.oldPasswordRequired'));
      await expectNoAxeViolations(page);

      await old.fill(E2E_PASSWORD);
      await input(page, t('account.field.newPassword')).fill('Changed#2025');
      await input(page, t('account.field.confirmPassword')).fill('Changed#2024');
      await input(page, t('account.field.code')).fill('123456');
      await submit.click();
      await expectError(
        page,
        input(page, t('account.field.confirmPassword')),
        t('validation.password.mismatch'),
      );
    });
  });
}

test('the country pickers work with the keyboard alone', async ({ page }) => {
  await open(page, 'en', '/en/register');
  const residence = page.getByRole('button', { name: /^Country or region of residence/ });
  await expect(residence).toHaveAccessibleName('Country or region of residence Hong Kong');
  await residence.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose your country or region' });
  const search = dialog.getByRole('combobox', { name: 'Search by name, code or area code' });
  await expect(search).toBeFocused();
  await expect(dialog.getByRole('option').first()).toHaveText(/Hong Kong/);
  await expectNoAxeViolations(page);
  await page.keyboard.type('澳門');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(residence).toBeFocused();
  await expect(residence).toHaveAccessibleName('Country or region of residence Macao');

  const area = page.getByRole('button', { name: /^Area code/ });
  await expect(area).toHaveAccessibleName('Area code +852 Hong Kong');
  await area.focus();
  await page.keyboard.press('Space');
  const codes = page.getByRole('dialog', { name: 'Choose an area code' });
  await page.keyboard.type('+88');
  await page.keyboard.press('ArrowDown');
  const active = codes.getByRole('option', { selected: true });
  await expect(active).toHaveCount(1);
  const chosen = (await active.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(area).toBeFocused();
  expect(chosen).toMatch(/\+88\d/);
  await expect(area).toHaveText(new RegExp(escape(chosen.replace(/^(.*?)(\+\d+)$/, '$2'))));

  // Escape clears the search first (the combobox's own Escape), then closes without a change
  await page.keyboard.press('Enter');
  await page.keyboard.type('japan');
  await page.keyboard.press('Escape');
  await expect(codes.getByRole('combobox')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(codes).toBeHidden();
  await expect(area).toBeFocused();
  await expect(area).not.toHaveText(/Japan/);
});
