import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PASSWORD, registerAccount } from './booking.ts';
import { captchaHeader } from './captcha.ts';

/**
 * A logged-in member for tests that are not about logging in: the account is registered once
 * per worker straight on the gateway (the captcha answered through the dev route, the code read
 * from the dev mailbox), and each test's page starts with its login planted in session storage,
 * the way the API client keeps it. No captcha dialog, no login form: those have specs of their
 * own (accounts, account-forms, captcha-widget).
 *
 * One account per worker keeps the gateway's per-address limits (20 codes an hour from
 * 127.0.0.1) for the specs that need fresh accounts; a worker runs one test at a time, so its
 * tests never share the login at the same moment.
 */

export type Login = Record<string, unknown>;

/** Plants `login` once per test (the init script runs again on every page load of the test). */
export async function plantLogin(page: Page, login: Login, locale?: string): Promise<void> {
  await page.addInitScript(
    ({ info, lang }) => {
      if (lang !== undefined) localStorage.setItem('locale', lang);
      if (sessionStorage.getItem('e2e:planted') !== null) return;
      sessionStorage.setItem('e2e:planted', '1');
      sessionStorage.setItem('resort-storefront:session', JSON.stringify(info));
      sessionStorage.setItem('resort-storefront:lastActivity', JSON.stringify(Date.now()));
    },
    { info: login, lang: locale },
  );
}

/** A password login straight on the gateway (a captcha token first); answers the token info. */
export async function logInByApi(
  request: APIRequestContext,
  email: string,
  password = E2E_PASSWORD,
): Promise<Login> {
  const res = await request.post('/uw-auth-center/auth/login', {
    data: { email, password, loginAgent: 'WAP' },
    headers: await captchaHeader(request, 'auth-center'),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Login }).data;
}

interface Member {
  email: string;
  /** The newest login of the account: a fresh one when the last is about to expire. */
  login(): Promise<Login>;
}

/** A login older than this is replaced before a test uses it (tokens live 30 minutes). */
const FRESH_FOR_MS = 20 * 60_000;

let members = 0;

export const test = base.extend<
  { asMember: (page: Page, locale?: string) => Promise<void> },
  { member: Member }
>({
  member: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext(baseURL === undefined ? {} : { baseURL });
      const email = `member.w${workerInfo.workerIndex}.${Date.now().toString(36)}.${members++}@example.hk`;
      let current = await registerAccount(request, email);
      let since = Date.now();
      await use({
        email,
        login: async () => {
          if (Date.now() - since > FRESH_FOR_MS) {
            current = await logInByApi(request, email);
            since = Date.now();
          }
          return current;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  asMember: async ({ member }, use) => {
    await use(async (page, locale) => plantLogin(page, await member.login(), locale));
  },
});

export { expect };
