import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '/work/wt/ui/scripts/lib/browser.ts';
const base = 'http://127.0.0.1:4627';
const path = process.argv[2] ?? '/GZ/prepare/6360190233853874718';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [w, h] of [[390, 844], [1280, 900]] as const) {
  const mobile = w < 700;
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile });
  for (const [prefix, lang] of [['/en', 'en'], ['/zh-cn', 'zh-CN'], ['', 'zh-TW']] as const) {
    const page = await ctx.newPage();
    await page.addInitScript((l) => localStorage.setItem('locale', l), lang);
    await page.goto(`${prefix}${path}`);
    const box = page.locator('.table-scroll').first();
    await box.scrollIntoViewIfNeeded();
    const m = await box.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, label: el.getAttribute('aria-label') }));
    const out = `/tmp/s17/table-${w}-${lang}.png`;
    const bb = await box.boundingBox();
    await page.screenshot({ path: out, clip: { x: 0, y: Math.max(0, (bb?.y ?? 0) - 60), width: w, height: Math.min(h, (bb?.height ?? 300) + 120) } });
    console.log(out, JSON.stringify(m), 'doc', await page.evaluate(() => document.documentElement.scrollWidth));
    await page.close();
  }
  await ctx.close();
}
await browser.close();
