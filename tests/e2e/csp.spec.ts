import { expect, test, type Page } from '@playwright/test';
import { hydrateEveryIsland, watchCsp } from './csp-watch.ts';
import { phoneCoveredTypes } from './phone-pages.ts';
import { builtPages, pageLanguage, pageType } from './support.ts';

/**
 * Every page type under the server's real Content-Security-Policy in Chromium: no violation
 * while it loads, renders every picture (lazy ones too) and hydrates its islands (here the
 * types that phone.spec does not load; it watches the others in all three languages), and none
 * after a client-side navigation (ClientRouter carries the next page's inline scripts and
 * styles into a document whose policy was fixed at the first page). The policy allows inline
 * scripts by the hashes of the page's real script elements and pictures from the site and its
 * media hosts only: a hash gone missing or a picture from another host shows up here.
 */

/** The zh-TW page of each type that phone.spec does not load (it watches the ones it does). */
const covered = phoneCoveredTypes();
const seen = new Set<string>();
const pages = builtPages().filter(({ path }) => {
  if (pageLanguage(path) !== 'zh-TW') return false;
  const type = pageType(path);
  if (seen.has(type) || covered.has(type)) return false;
  seen.add(type);
  return true;
});

/** Watches the page for CSP violations, in Traditional Chinese. */
async function watch(page: Page): Promise<string[]> {
  const events = await watchCsp(page);
  await page.addInitScript(() => localStorage.setItem('locale', 'zh-TW'));
  return events;
}

/** Loads every picture of the page now, lazy ones included, and waits until they are done. */
async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

test('together with phone.spec, every page type of the build is watched', () => {
  const types = new Set(builtPages().map(({ path }) => pageType(path)));
  const watched = new Set([...covered, ...pages.map(({ path }) => pageType(path))]);
  expect([...types].filter((type) => !watched.has(type))).toEqual([]);
  expect(covered.size).toBeGreaterThan(20);
});

for (const { path } of pages) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const events = await watch(page);
    await page.goto(path);
    await page.waitForLoadState('load');
    await loadEveryPicture(page);
    // islands hydrate after load (those loaded when visible once scrolled to)
    await hydrateEveryIsland(page);
    expect(events).toEqual([]);
  });
}

test('no CSP violation after client-side navigations between areas and page types', async ({
  page,
}) => {
  const events = await watch(page);
  await page.goto('/home');
  await page.waitForLoadState('load');
  for (const target of ['/GZ', '/ZH/common-problem', '/GZ/traffic-guide', '/home']) {
    // a link of the page itself, followed by the router (no full load)
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      document.body.append(link);
      link.click();
    }, target);
    await page.waitForURL(`**${target}`);
    await page.waitForLoadState('load');
    await loadEveryPicture(page);
  }
  expect(events).toEqual([]);
});
