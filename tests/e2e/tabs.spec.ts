import { expect, test, type Page } from '@playwright/test';

/**
 * Tab layouts (SPEC §2): WAI-ARIA tabs with the selection in the query string, restored on
 * reload and back; 3 tabs scroll, 2 make a sliding switch; the region switcher keeps the tab.
 */
// a page served through route.fetch may still be loading a frame when a test ends (faults.spec)
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
});

const PAYMENT = '/en/GZ/payment-instructions';
const CARD = '/en/GZ/annual-card/2699134189913216764';
const tablist = (page: Page) => page.getByRole('main').getByRole('tablist').first();
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });

test('arrow keys, Home and End move the selection and the query follows', async ({ page }) => {
  await page.goto(PAYMENT);
  await expect(tablist(page).getByRole('tab')).toHaveCount(3);
  const overview = tab(page, 'Overview');
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await overview.focus();
  await page.keyboard.press('ArrowRight');
  const wallets = tab(page, 'Wallets');
  await expect(wallets).toBeFocused();
  await expect(wallets).toHaveAttribute('aria-selected', 'true');
  await expect(wallets).toHaveAttribute('tabindex', '0');
  await expect(overview).toHaveAttribute('tabindex', '-1');
  await expect(page).toHaveURL(/[?&]tab-PAY-TABS=1\b/);
  const panelId = await wallets.getAttribute('aria-controls');
  await expect(page.locator(`#${panelId ?? 'none'}`)).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Wallets' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab(page, 'Cards')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Cards')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab-PAY-TABS=2\b/);
  await page.reload();
  await expect(tab(page, 'Cards')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
});

test('annual card: tabActiveIndex selects, updates and survives reload and back', async ({
  page,
}) => {
  // one tab per annual card on sale: Safari Park, Happy Land, Splash Bay
  await page.goto(`${CARD}?tabActiveIndex=2`);
  await expect(tab(page, 'Splash Bay pass')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Happy Land pass').click();
  await expect(page).toHaveURL(/[?&]tabActiveIndex=1\b/);
  await expect(page.getByRole('tabpanel', { name: 'Happy Land pass' })).toBeVisible();
  await page.reload();
  await expect(tab(page, 'Happy Land pass')).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('navigation', { name: 'Resorts' })
    .getByRole('link', { name: 'Hengqin' })
    .click();
  await expect(page).toHaveURL(/\/en\/ZH$/);
  await page.goBack();
  await expect(page).toHaveURL(/tabActiveIndex=1/);
  await expect(tab(page, 'Happy Land pass')).toHaveAttribute('aria-selected', 'true');
});

test('three tabs make a scrolling bar', async ({ page }) => {
  await page.goto(PAYMENT);
  const list = tablist(page);
  await expect(list).toHaveCSS('overflow-x', 'auto');
  await expect(list).toHaveClass(/\bscroll\b/);
});

test('two tabs make a sliding switch', async ({ page }) => {
  // the demo content has no two-tab block: serve the payment page with its third tab removed,
  // as TabsBlock renders two tabs
  await page.route(`**${PAYMENT}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<li[^>]*>\s*<a[^>]*data-tab="block-5913272181994816504"[\s\S]*?<\/li>/, '')
      .replace(/(class="tab-bar|class="tabs) scroll"/g, '$1 switch"')
      .replace('--count:3', '--count:2');
    await route.fulfill({ response, body: html });
  });
  await page.goto(PAYMENT);
  const list = tablist(page);
  await expect(list.getByRole('tab')).toHaveCount(2);
  await expect(list).toHaveClass(/\bswitch\b/);
  const indicator = () =>
    list.evaluate((el) => {
      const style = getComputedStyle(el, '::before');
      return { content: style.content, transform: style.transform };
    });
  expect((await indicator()).content).not.toBe('none');
  await tab(page, 'Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Wallets')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(async () => (await indicator()).transform).not.toBe('none');
});

test('more than three tabs show a next arrow that scrolls the bar', async ({ page }) => {
  // the demo content has at most three tabs: serve the card page with two more, as TabsBlock
  // renders five tabs (the arrow button included)
  await page.route(`**${CARD}`, async (route) => {
    const response = await route.fetch();
    let html = await response.text();
    // the last tab of the bar and its panel, copied twice
    const last = [...html.matchAll(/data-tab="(block-\d+)"[^>]*>([^<]+)</g)].at(-1) ?? [];
    const [, id = 'none', name = 'none'] = last;
    const li =
      new RegExp(`<li[^>]*>\\s*<a[^>]*data-tab="${id}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? '';
    const panel =
      new RegExp(`<div class="panel" id="panel-${id}"[\\s\\S]*?</section>\\s*</div>`).exec(
        html,
      )?.[0] ?? '';
    const copy = (text: string, n: number) =>
      text.replaceAll(id, `block-x${n}`).replace(name, `Extra Pass ${n}`);
    const button = /data-astro-cid-(\w+)/.exec(li)?.[1] ?? '';
    html = html
      .replace(li, li + copy(li, 1) + copy(li, 2))
      .replace(panel, panel + copy(panel, 1) + copy(panel, 2))
      .replace(
        /(data-tab="block-x2"[\s\S]*?<\/ul>\s*<\/nav>)/,
        `$1<button type="button" class="next" data-tabs-next hidden data-astro-cid-${button}><span class="sr-only">Next tabs</span></button>`,
      );
    await route.fulfill({ response, body: html });
  });
  await page.goto(CARD);
  await expect(tablist(page).getByRole('tab')).toHaveCount(5);
  const next = page.getByRole('button', { name: 'Next tabs' });
  await expect(next).toBeVisible();
  const scrollLeft = () => tablist(page).evaluate((el) => el.scrollLeft);
  expect(await scrollLeft()).toBe(0);
  await next.click();
  await expect.poll(scrollLeft).toBeGreaterThan(0);
});

test('the region switcher keeps the active tab', async ({ page }) => {
  await page.goto(PAYMENT);
  await tab(page, 'Wallets').click();
  await expect(page).toHaveURL(/[?&]tab-PAY-TABS=1\b/);
  await page
    .getByRole('navigation', { name: 'Resorts' })
    .getByRole('link', { name: 'Hengqin' })
    .click();
  await expect(page).toHaveURL(/\/en\/ZH\/payment-instructions\?tab-PAY-TABS=1$/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#3CC3CB');
  await expect(tablist(page).getByRole('tab', { selected: true })).toHaveText(/\S/);
  const selected = await tablist(page).getByRole('tab', { selected: true }).getAttribute('id');
  const second = await tablist(page).getByRole('tab').nth(1).getAttribute('id');
  expect(selected).toBe(second);
});
