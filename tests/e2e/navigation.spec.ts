import { expect, test, type Page } from '@playwright/test';
import { SCROLL_THROTTLE_MS } from '../../src/lib/navigation/scroll.ts';

/**
 * Client-side navigation (SPEC §2 "Behaviour"): the document stays across link clicks, the
 * theme colour and title follow the route, scroll positions follow the scrolling rules, and the
 * back-to-top button appears past 300 px.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
});

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');
const scrollYOf = (page: Page) => page.evaluate(() => Math.round(scrollY));
/** Scrolls instantly and waits until the position has settled. */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => scrollTo({ left: 0, top, behavior: 'instant' }), y);
  await expect.poll(() => scrollYOf(page)).toBe(y);
}
/**
 * Scrolls instantly and resolves once the page has dispatched its `scroll` event. The position
 * changes at once, but Chromium fires the event with the next frame: a test on a paused clock
 * must not run the throttle's timer before the page's handler has set it. The page registered
 * its listener first, so it has run when this one does.
 */
async function scrollAndDispatch(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true });
        scrollTo({ left: 0, top, behavior: 'instant' });
      }),
    y,
  );
  expect(await scrollYOf(page)).toBe(y);
}
/** Follows a link without Playwright scrolling it into view first. */
async function follow(page: Page, name: string | RegExp, path: string | RegExp): Promise<void> {
  await page
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first()
    .dispatchEvent('click');
  await expect(page).toHaveURL(path);
}

test('a link click keeps the document and updates theme colour and title', async ({ page }) => {
  await page.goto('/en/home');
  expect(await themeColor(page)).toBe('#FFC12B');
  const homeTitle = await page.title();
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 42;
  });
  await page
    .getByRole('navigation', { name: 'Resorts' })
    .getByRole('link', { name: 'Guangzhou' })
    .click();
  await expect(page).toHaveURL(/\/en\/GZ$/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#FF9240');
  await expect(page.locator('html')).toHaveAttribute('data-region', 'GZ');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--theme').trim(),
    ),
  ).toBe('#ff9240');
  await expect(page).not.toHaveTitle(homeTitle);
  await expect(page).toHaveTitle(/Guangzhou/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  await expect(
    page.getByRole('navigation', { name: 'Resorts' }).getByRole('link', { name: 'Guangzhou' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('back to a page that keeps its state restores its scroll position', async ({ page }) => {
  await page.goto('/en/GZ/discount');
  await scrollToY(page, 400);
  await follow(page, 'Search', /\/en\/GZ\/search$/);
  await expect.poll(() => scrollYOf(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/GZ\/discount$/);
  await expect.poll(() => scrollYOf(page)).toBe(400);
});

test('a page that keeps its state gets its position back when revisited by a link', async ({
  page,
}) => {
  await page.goto('/en/GZ/discount');
  await scrollToY(page, 300);
  await follow(page, 'Search', /\/en\/GZ\/search$/);
  await follow(page, 'Special offers', /\/en\/GZ\/discount$/);
  await expect.poll(() => scrollYOf(page)).toBe(300);
});

test('back to a POI page goes to the top', async ({ page }) => {
  await page.goto('/en/GZ');
  const poiLink = page.locator('main a[href*="/GZ/poi/"]').first();
  const href = await poiLink.getAttribute('href');
  expect(href).toBeTruthy();
  await poiLink.dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  await scrollToY(page, 300);
  await follow(page, 'Search', /\/en\/GZ\/search$/);
  await scrollToY(page, 100);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  await expect.poll(() => scrollYOf(page)).toBe(0);
  expect(await page.evaluate(() => history.state !== null)).toBe(true);
});

test('back-to-top appears past 300 px and scrolls to the top', async ({ page }) => {
  // The scroll handler is throttled (a timer): on the page's own clock, run by the test.
  await page.clock.install();
  await page.goto('/en/GZ/discount');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const button = page.getByRole('link', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await scrollAndDispatch(page, 250);
  await page.clock.runFor(SCROLL_THROTTLE_MS);
  await expect(button).toBeHidden();
  await scrollAndDispatch(page, 500);
  await page.clock.runFor(SCROLL_THROTTLE_MS);
  await expect(button).toBeVisible();
  // the smooth scroll's last `scroll` event comes before its `scrollend` at the top (an
  // earlier instant scroll's `scrollend` may still be on its way: it is not at the top)
  const ended = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const atTop = (): void => {
          if (Math.round(scrollY) !== 0) return;
          removeEventListener('scrollend', atTop);
          resolve();
        };
        addEventListener('scrollend', atTop);
      }),
  );
  await button.click();
  await ended;
  expect(await scrollYOf(page)).toBe(0);
  await page.clock.runFor(SCROLL_THROTTLE_MS);
  await expect(button).toBeHidden();
});

test('back-to-top from the keyboard moves focus to the top of the page', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en/GZ/discount');
  await scrollToY(page, 600);
  const button = page.getByRole('link', { name: 'Back to top' });
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => scrollYOf(page)).toBe(0);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

test('back-to-top keeps working after a client-side navigation', async ({ page }) => {
  await page.goto('/en/GZ/discount');
  await follow(page, 'Search', /\/en\/GZ\/search$/);
  await follow(page, 'Special offers', /\/en\/GZ\/discount$/);
  await scrollToY(page, 500);
  await expect(page.getByRole('link', { name: 'Back to top' })).toBeVisible();
});

test('back-to-top floats above a buy page’s footer, not over its Add to cart', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/GZ/buy-tickets?poiType=1&poiId=GZ_SAFARI_PARK');
  const form = page.getByRole('form', { name: 'Buy tickets' });
  const add = form.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeVisible();
  // the form is taller than the screen: its footer is held at the bottom while it scrolls (the
  // form may still grow as its calendar loads, so the position is not waited for exactly)
  await page.evaluate(() => scrollTo({ left: 0, top: 600, behavior: 'instant' }));
  await expect.poll(() => scrollYOf(page)).toBeGreaterThan(300);
  const button = page.getByRole('link', { name: 'Back to top' });
  await expect(button).toBeVisible();
  await expect
    .poll(async () => {
      const [a, b] = [await button.boundingBox(), await add.boundingBox()];
      if (a === null || b === null) return 'not shown';
      return a.y + a.height <= b.y ? 'above' : 'overlapping';
    })
    .toBe('above');
});
