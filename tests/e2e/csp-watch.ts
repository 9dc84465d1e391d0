import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of the page (its `securitypolicyviolation`
 * events, from the first script on) and every CSP message of its console, from now on. Call
 * before the page's first load; the list fills as the page runs.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const events: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) events.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__cspViolation', (text: string) => events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      report(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return events;
}

/**
 * Hydrates every island of the page, those that wait until they are visible too (each scrolled
 * into view), and waits until all have.
 */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island').all()) {
    await island.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr')),
  );
}
