import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '/work/wt/ui/scripts/lib/browser.ts';
const base = 'http://127.0.0.1:4627';
const aggId = process.argv[2];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [w, h] of [[390, 844], [1280, 900]] as const) {
  const mobile = w < 700;
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile });
  for (const [prefix, lang] of [['/en', 'en'], ['/zh-cn', 'zh-CN'], ['', 'zh-TW']] as const) {
    const page = await ctx.newPage();
    await page.addInitScript((l) => localStorage.setItem('locale', l), lang);
    await page.goto(`${prefix}/GZ/discount?aggId=${aggId}`);
    await page.locator('astro-island').last().scrollIntoViewIfNeeded();
    const form = page.locator('form').last();
    await form.locator('ul.bk-line-list').waitFor();
    await form.scrollIntoViewIfNeeded();
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    const out = `/tmp/s17/discount-${w}-${lang}.png`;
    await form.screenshot({ path: out });
    console.log(out, 'scrollWidth', sw);
    await page.close();
  }
  await ctx.close();
}
await browser.close();
