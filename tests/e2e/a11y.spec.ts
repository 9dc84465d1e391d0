import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages, pageLanguage, pageType } from './support.ts';

/**
 * axe (WCAG 2.2 AA) over every page type of the build: every area home page in every language,
 * and the first page of every other type (route pattern) in Traditional Chinese (the default)
 * and English. Simplified Chinese pages are the Traditional ones with other characters (same
 * markup, same lengths): scanning them again took a minute of every test run and found nothing
 * the other two did not.
 */
const PER_TYPE = 1;
const seen = new Map<string, number>();
const pages = builtPages().filter(({ path }) => {
  const type = pageType(path);
  const language = pageLanguage(path);
  const key = `${language} ${type}`;
  const count = seen.get(key) ?? 0;
  seen.set(key, count + 1);
  return type === ':address' || (language !== 'zh-CN' && count < PER_TYPE);
});

test('the build has pages of several types to scan', () => {
  expect(new Set(pages.map((p) => pageType(p.path))).size).toBeGreaterThan(4);
});

for (const { path } of pages) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    // keep the page in its own language: a stored choice would move it
    await page.addInitScript((code) => localStorage.setItem('locale', code), pageLanguage(path));
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
