import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANGS, THEMES } from './support.ts';

/**
 * A visitor walks home → region → POI → (back) → content detail → guide in each
 * language: every step
 * has the right title and theme colour, and no script of the content runs (the hostile content
 * itself is tested on a fixture site of its own: xss.spec.ts).
 */
const CMS = '/cl-odss-app/guest/site/cms';

async function cms<T>(request: APIRequestContext, path: string, lang: string): Promise<T> {
  const res = await request.get(`${CMS}/${path}`, { headers: { 'Accept-Language': lang } });
  return ((await res.json()) as { data: T }).data;
}

async function expectStep(page: Page, theme: string, title: string | RegExp) {
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme);
  await expect(page).toHaveTitle(title);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBeNull();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of LANGS) {
  test(`a visitor walks from home to a guide in ${lang.code}`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`dialog ${d.message()}`);
      d.dismiss().catch(() => undefined);
    });
    await page.addInitScript((code) => localStorage.setItem('locale', code), lang.code);

    // home
    await page.goto(`${lang.prefix}/home`);
    const homeName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await expectStep(page, THEMES.home, new RegExp(escape(homeName)));

    // region: the ZH tab of the region switcher (the resorts bar under the header)
    await page.locator(`nav a[href="${lang.prefix}/ZH"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${escape(lang.prefix)}/ZH$`));
    const resort = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(resort.length).toBeGreaterThan(1);
    await expectStep(page, THEMES.ZH, new RegExp(escape(resort.replace(/\s+\S+$/, ''))));

    // POI: its name comes from the place detail
    const poiLink = page.locator(`main a[href*="/ZH/poi/"]`).first();
    const poiHref = (await poiLink.getAttribute('href')) ?? '';
    const poiCode = decodeURIComponent(poiHref.split('/').pop() ?? '');
    const poi = await cms<{ poiName: string }>(request, `load?poiCode=${poiCode}`, lang.code);
    await poiLink.click();
    await expect(page).toHaveURL(new RegExp(escape(poiHref)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(poi.poiName);
    await expectStep(page, THEMES.ZH, new RegExp(`^${escape(poi.poiName)}`));

    // back to the region, then a content detail of its cards
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${escape(lang.prefix)}/ZH$`));
    const detailLink = page.locator('main a[href*="/cms-detail/"]').first();
    const detailHref = (await detailLink.getAttribute('href')) ?? '';
    await detailLink.click();
    await expect(page).toHaveURL(new RegExp(escape(detailHref)));
    const detailTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(detailTitle.length).toBeGreaterThan(1);
    await expectStep(page, THEMES.ZH, new RegExp(`^${escape(detailTitle)}`));

    // guide: the play guide of the area, then one of its entries
    const [guide] = await cms<{ catalogName: string }[]>(
      request,
      'listCatalog?catalogType=PLAY_GUIDE&poiCode=ZH',
      lang.code,
    );
    await page.locator(`a[href="${lang.prefix}/ZH/play-guide"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${escape(lang.prefix)}/ZH/play-guide$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide!.catalogName);
    await expectStep(page, THEMES.ZH, new RegExp(`^${escape(guide!.catalogName)}`));

    const entry = page.locator('main a[href*="/ZH/play-guide-detail?id="]').nth(1);
    const entryTitle = (await entry.textContent())?.trim() ?? '';
    await entry.click();
    await expect(page).toHaveURL(/play-guide-detail\?id=\d+/);
    await expect(page).toHaveTitle(new RegExp(`^${escape(entryTitle)}`));
    await expect(
      page.getByRole('heading', { name: entryTitle, exact: true }).first(),
    ).toBeVisible();
    // the page is the entry: its h1 and last crumb name it, after the guide; no crumb repeats
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entryTitle);
    const crumbs = page.locator('.page-header nav li');
    await expect(crumbs.last()).toHaveText(entryTitle);
    await expect(crumbs.nth((await crumbs.count()) - 2)).toHaveText(guide!.catalogName);
    const labels = (await crumbs.allTextContents()).map((text) => text.trim());
    expect(new Set(labels).size).toBe(labels.length);

    expect(errors).toEqual([]);
  });
}
