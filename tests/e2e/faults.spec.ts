import { expect, test, type Page, type Route } from '@playwright/test';
import booking from '../../locales/en/booking.json' with { type: 'json' };
import bookingForm from '../../locales/en/bookingForm.json' with { type: 'json' };
import message from '../../locales/en/message.json' with { type: 'json' };
import session from '../../locales/en/session.json' with { type: 'json' };
import { registerAccount } from './booking.ts';

/**
 * The gateway stopped or slow, as the browser sees it (issue 11, Faults): the content pages are
 * static and load in full without it; the islands say what failed in the page's language,
 * offer "Try again" and recover once it is back, without a reload; what the shopper typed is
 * still there after a failed send and after a reload; a slow gateway shows a loading state
 * after the page's own content, then the answer. The gateway is made unreachable for the
 * browser only (Playwright routes); the tests' own API calls still reach it.
 */

const GATEWAY = ['**/cl-odss-app/**', '**/uw-auth-center/**'] as const;

// Calls still held or in flight when a test ends would fail in their route handlers once the
// page closes (route.fetch has no page left), outside any test: the worker stops, and the test
// it would have run next never runs. They are dropped instead.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
const SAFARI_PARK = '/en/GZ/buy-tickets?poiId=GZ_SAFARI_PARK&poiType=1';

/**
 * Every gateway call of the page fails as if nothing listened on the port; returns the paths
 * of the calls refused so far.
 */
async function stopGateway(page: Page): Promise<string[]> {
  const refused: string[] = [];
  for (const pattern of GATEWAY) {
    await page.route(pattern, (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort('connectionrefused');
    });
  }
  return refused;
}

async function restartGateway(page: Page): Promise<void> {
  for (const pattern of GATEWAY) await page.unroute(pattern);
}

/** Uncaught errors of the page's scripts: an island that crashes shows up here. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
});

test('with the gateway down the content pages load in full, and the ticket form explains and recovers', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const refused = await stopGateway(page);

  /** The page answered, has its heading and content, and its images and styles arrived. */
  const expectWhole = async (path: RegExp) => {
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('main')).toContainText(/\w{3,}/);
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('img')]
        .filter((img) => img.complete && img.currentSrc !== '' && img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    );
    expect(broken).toEqual([]);
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  };

  // An area home, a content detail of its cards, the play guide and one of its entries.
  const area = await page.goto('/en/ZH');
  expect(area?.status()).toBe(200);
  await expectWhole(/\/en\/ZH$/);
  const detail = page.locator('main a[href*="/cms-detail/"]').first();
  await detail.click();
  await expectWhole(/\/cms-detail\//);
  await page.goto('/en/ZH/play-guide');
  await expectWhole(/\/en\/ZH\/play-guide$/);
  await page.locator('main a[href*="/play-guide-detail?id="]').first().click();
  await expectWhole(/\/play-guide-detail\?id=\d+/);

  // The ticket form: its static part is there, its calls fail, it says so with "Try again".
  await page.goto(SAFARI_PARK);
  const form = page.getByRole('form', { name: booking['booking.form.label'] });
  await expect(form.getByRole('radio', { name: /Safari Park/ })).toBeChecked();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(booking['booking.error.failed']);
  const retry = alert.getByRole('button', { name: booking['booking.retry'] });
  await expect(retry).toBeVisible();
  expect(refused.length).toBeGreaterThan(0);

  // The gateway is back: "Try again" loads the tickets, in the same document (no reload).
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-before-retry', ''));
  await restartGateway(page);
  await retry.click();
  await expect(form.getByRole('radio', { name: /day ticket/ })).toBeChecked();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.locator('[data-date]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-e2e-before-retry', '');
  expect(errors).toEqual([]);
});

test('a message typed while the gateway is down is kept through a failed send and a reload, then sent', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  const email = `faults.${Date.now().toString(36)}@example.hk`;
  const login = await registerAccount(request, email);
  await page.addInitScript((info) => {
    if (sessionStorage.getItem('e2e:planted') !== null) return;
    sessionStorage.setItem('e2e:planted', '1');
    sessionStorage.setItem('resort-storefront:session', JSON.stringify(info));
    sessionStorage.setItem('resort-storefront:lastActivity', JSON.stringify(Date.now()));
  }, login);
  await page.goto('/en/user/message/leave-message');
  const text = 'The lockers at the north gate would not open.';
  const type = page.getByRole('radio').first();
  const content = page.getByLabel(message['message.field.content'], { exact: true });
  const contact = page.getByLabel(message['message.field.contact']);
  await type.check();
  await content.fill(text);
  await contact.fill(email);

  // Sent while the gateway is down: the toast says the server could not be reached, and the
  // form is as the shopper left it, ready to send again.
  await stopGateway(page);
  const send = page.getByRole('button', { name: message['message.submit'] });
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: session['api.networkError'] }),
  ).toBeVisible();
  await expect(type).toBeChecked();
  await expect(content).toHaveValue(text);
  await expect(contact).toHaveValue(email);
  await expect(send).toBeEnabled();

  // Reloaded while still down: the question types cannot be loaded; the page says so.
  await page.reload();
  await expect(page).toHaveURL(/\/en\/user\/message\/leave-message$/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(message['message.error.types']);

  // Back up: "Try again" brings the form back with everything typed.
  await restartGateway(page);
  await alert.getByRole('button', { name: message['message.retry'] }).click();
  await expect(type).toBeChecked();
  await expect(content).toHaveValue(text);
  await expect(contact).toHaveValue(email);

  // A proxy in front of a gateway still starting answers 503: the same, nothing lost.
  const SAVE = '**/cl-odss-app/guest/issue/info/save';
  await page.route(SAVE, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: session['api.serverError'] }),
  ).toBeVisible();
  await expect(content).toHaveValue(text);
  await expect(contact).toHaveValue(email);

  // The same send, now that the gateway answers: the message is in the list.
  await page.unroute(SAVE);
  await send.click();
  await page.waitForURL(/\/en\/user\/message$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'north gate' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a slow gateway: the page shows its own content and a loading state first, then the answer', async ({
  page,
}) => {
  // The gateway's answers are held back until the test has seen the page without them.
  let answer = () => undefined as void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  let answered = 0;
  const slow = async (route: Route) => {
    await held;
    const response = await route.fetch();
    answered += 1;
    await route.fulfill({ response });
  };
  for (const pattern of GATEWAY) await page.route(pattern, slow);

  await page.goto(SAFARI_PARK);
  const form = page.getByRole('form', { name: booking['booking.form.label'] });
  // The page is there, with the island's static part and the cards' loading note, before any answer.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(form.getByRole('radio', { name: /Safari Park/ })).toBeChecked();
  await expect(form.getByText(bookingForm['bookingForm.card.loading']).first()).toBeVisible();
  expect(answered).toBe(0);

  // Then the tickets and the calendar, and no error.
  answer();
  await expect(form.getByRole('radio', { name: /day ticket/ })).toBeChecked();
  await expect(form.locator('[data-date]').first()).toBeVisible();
  expect(answered).toBeGreaterThan(0);
  await expect(form.getByText(booking['booking.product.loading'])).toHaveCount(0);
  await expect(form.getByText(bookingForm['bookingForm.card.loading'])).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
