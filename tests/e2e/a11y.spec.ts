import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './booking.ts';
import { expect, test } from './member.ts';
import { builtPages, pageLanguage, pageType } from './support.ts';

/**
 * axe (WCAG 2.2 AA) over every page type of the build: every area home page in every language,
 * and the first page of every other type (route pattern) in Traditional Chinese (the default)
 * and English. Simplified Chinese pages are the Traditional ones with other characters (same
 * markup, same lengths): scanning them again took a minute of every test run and found nothing
 * the other two did not.
 *
 * A page that needs a login (the personal centre, orders, messages, refunds) is scanned logged
 * in as a member: without a login it sends the visitor to the home page, and the scan would see
 * the home page instead.
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

/** Whether the built page asks for a login (`<html … data-requires-login>`). */
const needsLogin = (file: string): boolean =>
  /<html\b[^>]*\sdata-requires-login[\s>=]/.test(readFileSync(file, 'utf8'));

test('the build has pages of several types to scan', () => {
  expect(new Set(pages.map((p) => pageType(p.path))).size).toBeGreaterThan(4);
  expect(pages.filter((p) => needsLogin(p.file)).length).toBeGreaterThan(4);
});

for (const { path, file } of pages) {
  test(`axe finds nothing on ${path}`, async ({ page, asMember }) => {
    const language = pageLanguage(path);
    const member = needsLogin(file);
    if (member) await asMember(page, language);
    // keep the page in its own language: a stored choice would move it
    else await page.addInitScript((code) => localStorage.setItem('locale', code), language);
    await page.goto(path);
    await page.waitForLoadState('load');
    // still on the page: without its login it would have left for the home page
    if (member) await expect(page).toHaveURL((url) => url.pathname === path);
    await expectNoAxeViolations(page);
  });
}
