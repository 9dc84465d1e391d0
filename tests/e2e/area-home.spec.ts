import { expect, test } from '@playwright/test';
import { ADDRESSES, LANGS, THEMES } from './support.ts';

/** The area home pages, pre-rendered from the seed for every address and language. */
const CMS = '/cl-odss-app/guest/site/cms';
const CATALOG_CODE: Record<(typeof ADDRESSES)[number], string> = {
  home: 'HOME',
  GZ: 'GZ',
  ZH: 'ZH',
  QY: 'QY',
};

for (const lang of LANGS) {
  for (const address of ADDRESSES) {
    test(`${lang.prefix}/${address} shows the area's catalogue from the CMS in ${lang.code}`, async ({
      page,
      request,
    }) => {
      const res = await request.get(
        `${CMS}/listCatalog?catalogType=INDEX&poiCode=${CATALOG_CODE[address]}`,
        { headers: { 'Accept-Language': lang.code } },
      );
      const [root] = (
        (await res.json()) as {
          data: { children: { catalogName: string; catalogType: string }[] }[];
        }
      ).data;
      await page.addInitScript((code) => localStorage.setItem('locale', code), lang.code);
      const response = await page.goto(`${lang.prefix}/${address}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.htmlLang);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        THEMES[address],
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(3);
      // the region switcher: four tabs, the current one marked
      const regions = page.getByRole('navigation', { name: /./ }).filter({
        has: page.locator('a[aria-current="page"]'),
      });
      await expect(regions.getByRole('link')).toHaveCount(4);
      await expect(regions.locator('a[aria-current="page"]')).toHaveAttribute(
        'href',
        `${lang.prefix}/${address}`,
      );
      // the CMS blocks with a name are on the page (the first block may be an untitled banner)
      const named = (root?.children ?? []).filter(
        (b) => b.catalogType !== 'BANNER' && b.catalogName.trim() !== '',
      );
      expect(named.length).toBeGreaterThan(0);
      await expect(page.getByText(named[0]!.catalogName, { exact: false }).first()).toBeVisible();
    });
  }
}

test('the root address redirects to the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown address answers the translated 404 page', async ({ page }) => {
  const res = await page.goto('/en/XX');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

for (const lang of LANGS) {
  test(`Qingyuan is marked as coming soon in ${lang.code}`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('locale', code), lang.code);
    await page.goto(`${lang.prefix}/QY`);
    await expect(page.locator('[data-coming-soon]').first()).toBeVisible();
  });
}
