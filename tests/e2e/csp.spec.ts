import { expect, test, type Page } from '@playwright/test';
import { builtPages, pageLanguage, pageType } from './support.ts';

/**
 * Every page type under the server's real Content-Security-Policy in Chromium: no violation
 * while it loads, renders every picture (lazy ones too) and hydrates its islands, and none
 * after a client-side navigation (ClientRouter carries the next page's inline scripts and
 * styles into a document whose policy was fixed at the first page). The policy allows inline
 * scripts by the hashes of the page's real script elements and pictures from the site and its
 * media hosts only: a hash gone missing or a picture from another host shows up here.
 */

const seen = new Set<string>();
const pages = builtPages().filter(({ path }) => {
  if (pageLanguage(path) !== 'zh-TW') return false;
  const type = pageType(path);
  if (seen.has(type)) return false;
  seen.add(type);
  return true;
});

/** Records every CSP violation and CSP console message of the page. */
async function watch(page: Page): Promise<string[]> {
  const events: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) events.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__cspViolation', (text: string) => events.push(text));
  await page.addInitScript((code) => {
    localStorage.setItem('locale', code);
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      report(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  }, 'zh-TW');
  return events;
}

/** Loads every picture of the page now, lazy ones included, and waits until they are done. */
async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

test('the build has several page types', () => {
  expect(pages.length).toBeGreaterThan(10);
});

for (const { path } of pages) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const events = await watch(page);
    await page.goto(path);
    await page.waitForLoadState('load');
    await loadEveryPicture(page);
    // islands hydrate after load (those loaded when visible once scrolled to)
    for (const island of await page.locator('astro-island').all()) {
      await island.scrollIntoViewIfNeeded();
    }
    await page.waitForFunction(() =>
      [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr')),
    );
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
