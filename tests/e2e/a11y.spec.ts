import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages } from './support.ts';

/** axe (WCAG 2.2 AA) over every page of the build. */
const pages = builtPages().filter((p) => !p.path.endsWith('.html') || p.path.endsWith('404.html'));

test('the build has pages to scan', () => {
  expect(pages.length).toBeGreaterThan(10);
});

for (const { path } of pages) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    // keep the page in its own language: the stored choice would redirect it
    const lang = /^\/en(\/|$)/.test(path) ? 'en' : /^\/zh-cn(\/|$)/.test(path) ? 'zh-CN' : 'zh-TW';
    await page.addInitScript((code) => localStorage.setItem('locale', code), lang);
    await page.goto(path);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const summary = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
}
