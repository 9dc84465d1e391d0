import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LANGS } from './support.ts';

/**
 * The session shell (SPEC §2 behaviour, §4 session, §6, §8): the header's login state, the page
 * toast, logout, inactivity and login-required pages. A login is planted in session storage the
 * way the api client keeps it; the gateway does not know its token (it answers 401).
 */
const ACCOUNT = { 'zh-TW': '我的帳戶', 'zh-CN': '我的账户', en: 'My account' } as const;
const LOGIN = { 'zh-TW': '登入', 'zh-CN': '登录', en: 'Log in' } as const;
const MINUTE = 60_000;

/**
 * Plants a login (once per test: the init script runs again on every page load); `ageMs` is how
 * long ago its token was issued (it lives 2 hours).
 */
async function plantSession(page: Page, idleMs = MINUTE, ageMs = 2 * MINUTE): Promise<void> {
  await page.addInitScript(
    ([idle, age]) => {
      if (sessionStorage.getItem('e2e:planted') !== null) return;
      sessionStorage.setItem('e2e:planted', '1');
      const now = Date.now();
      sessionStorage.setItem(
        'resort-storefront:session',
        JSON.stringify({
          token: 'Zm9yLXRlc3RzLW9ubHktbm90LWEtcmVhbC10b2tlbi0',
          refreshToken: 'cmVmcmVzaC10b2tlbi1mb3ItdGVzdHMtb25seS0wMDA',
          createAt: now - age,
          expiresIn: 7_200_000,
          loginAgent: 'WAP',
        }),
      );
      sessionStorage.setItem('resort-storefront:lastActivity', JSON.stringify(now - idle));
    },
    [idleMs, ageMs] as const,
  );
}

const stored = (page: Page, name: string) =>
  page.evaluate((key) => sessionStorage.getItem(`resort-storefront:${key}`), name);
const toast = (page: Page) => page.locator('[data-notice-text]');

for (const lang of LANGS) {
  test(`${lang.code}: the header shows the account menu when logged in, also after a client-side navigation`, async ({
    page,
  }) => {
    await page.addInitScript((code) => localStorage.setItem('locale', code), lang.code);
    await plantSession(page);
    await page.goto(`${lang.prefix}/GZ`);

    const header = page.locator('header.site-header');
    await expect(page.locator('html')).toHaveAttribute('data-session', 'in');
    await expect(header.getByRole('button', { name: ACCOUNT[lang.code] })).toBeVisible();
    await expect(header.getByRole('link', { name: LOGIN[lang.code], exact: true })).toBeHidden();

    await page.evaluate(() => {
      (window as unknown as { __kept: boolean }).__kept = true;
    });
    await page.locator('nav.regions a[href$="/ZH"]').click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/ZH$`));
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(
      true,
    );
    await expect(page.locator('html')).toHaveAttribute('data-session', 'in');
    await expect(header.getByRole('button', { name: ACCOUNT[lang.code] })).toBeVisible();
  });
}

test('logged out, the header offers log in and sign up, both leading back to this page', async ({
  page,
}) => {
  await page.goto('/en/GZ/search?kw=panda');
  const header = page.locator('header.site-header');
  await expect(header.getByRole('button', { name: 'My account' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    '/en/login?redirect=%2Fen%2FGZ%2Fsearch%3Fkw%3Dpanda',
  );
  // On a phone the header keeps log in only (the bar holds brand, account, cart and language at
  // 320 px); signing up is the login page's first link, and it still leads back here.
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeHidden();
  await header.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/en/login?redirect=%2Fen%2FGZ%2Fsearch%3Fkw%3Dpanda');
  const signUp = page.getByRole('main').getByRole('link', { name: 'Sign up' });
  await expect(signUp).toBeInViewport();
  // the login island adds the redirect to the link when it starts (the address is read in the
  // browser): a click before that, as the full run once made, leads to the plain sign-up page
  await expect(signUp).toHaveAttribute(
    'href',
    '/en/register?redirect=%2Fen%2FGZ%2Fsearch%3Fkw%3Dpanda',
  );
  await signUp.click();
  await expect(page).toHaveURL('/en/register?redirect=%2Fen%2FGZ%2Fsearch%3Fkw%3Dpanda');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // from 600 px the header offers both
  await page.goto('/en/GZ/search?kw=panda');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/en/register?redirect=%2Fen%2FGZ%2Fsearch%3Fkw%3Dpanda',
  );

  await page.evaluate(() => localStorage.setItem('locale', 'zh-TW'));
  await page.goto('/GZ');
  await expect(
    page.locator('header.site-header').getByRole('link', { name: '登入' }),
  ).toHaveAttribute('href', '/login?redirect=%2FGZ');
});

test('the account menu is a disclosure that Escape closes', async ({ page }) => {
  await plantSession(page);
  await page.goto('/en/GZ');
  const toggle = page.getByRole('button', { name: 'My account' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute(
    'href',
    '/en/user/ChangePassword',
  );
  await expect(page.getByRole('link', { name: 'My account page' })).toHaveAttribute(
    'href',
    '/en/user',
  );
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'My account page' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();
});

test('axe finds nothing in the logged-in header with its menu open and a toast shown', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await plantSession(page);
  await page.goto('/en/ZH');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'resort-storefront:notice',
      JSON.stringify({ id: 2, kind: 'error', text: 'Login expired', until: Date.now() + 30_000 }),
    ),
  );
  await page.goto('/en/GZ');
  await expect(page.getByRole('button', { name: 'Dismiss the message' })).toBeVisible();
  const scan = (...selectors: string[]) =>
    selectors
      .reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }))
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
      .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`));

  expect(await scan('header.site-header', '[data-notice-region]')).toEqual([]);
  // open, the menu covers part of the region tabs below it: scan the menu itself
  await page.getByRole('button', { name: 'My account' }).click();
  expect(await scan('[data-account-menu]')).toEqual([]);
});

test('logging out ends the session with the gateway and says so on the home page', async ({
  page,
}) => {
  await plantSession(page);
  await page.goto('/en/GZ');
  const logout = page.waitForRequest(
    (request) =>
      request.method() === 'DELETE' &&
      request.url().endsWith('/uw-auth-center/user/logout?loginAgent=WAP'),
  );
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  const sent = await logout;
  expect(sent.headers()['authorization']).toMatch(/^Bearer /);
  expect((await sent.response())?.status()).toBe(401);
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
  await expect(
    page.locator('header.site-header').getByRole('link', { name: 'Log in', exact: true }),
  ).toBeVisible();
  expect(await stored(page, 'session')).toBeNull();
  expect(await stored(page, 'lastActivity')).toBeNull();
});

test('a notice raised before a navigation shows on the next page, then goes', async ({ page }) => {
  // The toast's timer on the page's clock, moved by the test: loading the next page on a busy
  // machine spends none of the notice's time.
  await page.clock.install();
  await page.goto('/en/GZ');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.evaluate(() =>
    sessionStorage.setItem(
      'resort-storefront:notice',
      JSON.stringify({
        id: 9,
        kind: 'info',
        text: 'Saved for the next page',
        until: Date.now() + 1500,
      }),
    ),
  );
  await page.goto('/en/ZH');
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved for the next page' }),
  ).toBeVisible();
  await page.clock.runFor(1000);
  await expect(toast(page)).toHaveText('Saved for the next page');
  await page.clock.runFor(500);
  await expect(toast(page)).toHaveText('');
  expect(await stored(page, 'notice')).toBeNull();
});

test("the api client's 401 logs out and its notice shows on /home", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await plantSession(page);
  await page.goto('/en/GZ');
  const client = await page.evaluate(async () => {
    const layout = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')]
      .map((s) => s.src)
      .find((src) => src.includes('CommonLayout'));
    const text = layout ? await (await fetch(layout)).text() : '';
    return /_astro\/client\.[\w-]+\.js/.exec(text)?.[0];
  });
  expect(client).toBeTruthy();
  await page.evaluate(async (path) => {
    // the module's export names are minified: take the one that is the api client
    const exports = Object.values((await import(`/${path}`)) as Record<string, unknown>);
    const api = exports.find(
      (value): value is { request: (path: string) => Promise<unknown> } =>
        typeof value === 'object' &&
        value !== null &&
        'request' in value &&
        'refreshToken' in value,
    );
    await api?.request('/cl-odss-app/guest/user/info/load').catch(() => undefined);
  }, client);

  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('status')).toContainText('Please log in again');
  await expect(page.locator('html')).toHaveAttribute('data-session', 'out');
});

const LOGIN_REQUIRED = {
  'zh-TW': '請先登入才能查看此頁面。',
  'zh-CN': '请先登录才能查看此页面。',
  en: 'Please log in to see this page.',
} as const;

for (const lang of LANGS) {
  test(`${lang.code}: a login-required page sends a visitor without a session home (direct load)`, async ({
    page,
  }) => {
    // The notice's five seconds on the page's clock, held by the test: two page loads on a
    // busy machine (the protected page, then /home) spend none of them.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.addInitScript((code) => localStorage.setItem('locale', code), lang.code);
    await page.goto(`${lang.prefix}/user/ChangePassword`);
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/home$`));
    await expect(page.getByRole('status')).toHaveText(LOGIN_REQUIRED[lang.code]);
    await expect(page.locator('html')).toHaveAttribute('data-session', 'out');
  });
}

test('a login-required page sends a visitor without a session home (link)', async ({ page }) => {
  // the notice's time on the page's clock, held by the test (see the direct-load test above)
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/en/GZ');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/en/user/ChangePassword';
    link.textContent = 'Protected';
    document.querySelector('main')?.prepend(link);
  });
  await page.getByRole('link', { name: 'Protected' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('status')).toHaveText('Please log in to see this page.');
  // the protected page was replaced: back leads to where the visitor came from
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/GZ$/);
});

test('a logged-in visitor sees the login-required page', async ({ page }) => {
  await plantSession(page);
  await page.goto('/en/user/ChangePassword');
  await expect(page).toHaveURL(/\/en\/user\/ChangePassword$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a failed token refresh on a login-required page logs out and sends the visitor home', async ({
  page,
}) => {
  // The token expired an hour ago: the order list refreshes it first, with a refresh token the
  // gateway does not know.
  await plantSession(page, MINUTE, 3 * 60 * MINUTE);
  await page.goto('/en/user/order');
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('status')).toHaveText('Your login has expired. Please log in again.');
  expect(await stored(page, 'session')).toBeNull();
  await expect(
    page.locator('header.site-header').getByRole('link', { name: 'Log in', exact: true }),
  ).toBeVisible();
});

test('an inactive session is logged out on the next page load', async ({ page }) => {
  // the notice's time on the page's clock, held by the test (see the direct-load test above)
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await plantSession(page, 31 * MINUTE);
  await page.goto('/en/GZ');
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('status')).toHaveText(
    'You were logged out after 30 minutes without activity, to protect your account. Please log in again.',
  );
  await expect(
    page.locator('header.site-header').getByRole('link', { name: 'Log in', exact: true }),
  ).toBeVisible();
  expect(await stored(page, 'session')).toBeNull();
});

test('an active page view counts as activity', async ({ page }) => {
  await plantSession(page, 20 * MINUTE);
  await page.goto('/en/GZ');
  const last = Number(await stored(page, 'lastActivity'));
  expect(Date.now() - last).toBeLessThan(MINUTE);
  await expect(page.locator('html')).toHaveAttribute('data-session', 'in');
});
