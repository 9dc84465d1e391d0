import { mkdir } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { gatewayData, orderingShopper, type TicketDetail } from './booking.ts';

/**
 * A shopper who changes language half-way (SPEC §2 product, pay, user/order/detail): the cart
 * was filled and the order placed in English; after each switch every line and order name is in
 * the page's language, as the gateway names the product in that language.
 */

const LANGS = ['en', 'zh-TW', 'zh-CN'] as const;
type Lang = (typeof LANGS)[number];
/** The switcher's label and each language's own name, as the header shows them. */
const NAV: Record<Lang, string> = { en: 'Language', 'zh-TW': '語言', 'zh-CN': '语言' };
const NAME: Record<Lang, string> = { en: 'English', 'zh-TW': '繁體中文', 'zh-CN': '简体中文' };
const PREFIX: Record<Lang, string> = { en: '/en', 'zh-TW': '', 'zh-CN': '/zh-cn' };

async function switchTo(page: Page, from: Lang, to: Lang): Promise<void> {
  await page
    .getByRole('navigation', { name: NAV[from] })
    .getByRole('link', { name: NAME[to] })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${to}`, 'i'));
}

/** A full-page screenshot kept with the test's results (the phone layout after the switch). */
async function keep(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = info.outputPath('screens');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('a shopper who switches language meets every cart line and order name in the new language', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const shopper = await orderingShopper(page, request, 'switcher');
  const order = await shopper.save();
  const named = {} as Record<Lang, { product: string; sku: string }>;
  for (const lang of LANGS) {
    const detail = await gatewayData<TicketDetail>(
      page,
      `/ticket/load?productId=${shopper.product.productId}&playDate=${shopper.date}`,
      lang,
    );
    const sku = detail.skus.find((s) => s.skuId === shopper.sku.skuId);
    named[lang] = { product: detail.productName, sku: sku?.skuName ?? '' };
  }
  // The three names differ, so a name left in another language cannot pass for this one.
  expect(new Set(LANGS.map((l) => named[l].product)).size).toBe(3);
  const others = (lang: Lang) => LANGS.filter((l) => l !== lang).map((l) => named[l].product);

  // The cart, filled in English: ids only, as the buy pages keep it.
  await page.goto('/en/product');
  await page.evaluate(
    (line) => sessionStorage.setItem('resort-storefront:cart', JSON.stringify({ lines: [line] })),
    {
      productId: shopper.product.productId,
      skuId: shopper.sku.skuId,
      productType: shopper.product.productType,
      poiCode: shopper.product.poiCode,
      poiType: shopper.product.poiType,
      date: shopper.date,
      quantity: 1,
      unitPriceCents: shopper.price,
      stockLeft: shopper.sku.stockLeft,
    },
  );
  await page.reload();
  let from: Lang = 'en';
  for (const lang of ['en', 'zh-TW', 'zh-CN', 'en'] as const) {
    if (lang !== from) await switchTo(page, from, lang);
    from = lang;
    await expect(page).toHaveURL(new RegExp(`^[^?]*//[^/]+${PREFIX[lang]}/product$`));
    const line = page.locator('.cart-lines > li');
    await expect(line.getByRole('heading')).toHaveText(`${named[lang].product}${named[lang].sku}`);
    for (const other of others(lang)) await expect(line).not.toContainText(other);
    await keep(page, info, `cart-${lang}`);
  }

  // The order, placed in English, read in each language: the detail and the pay page.
  await page.goto(`/en/user/order/detail?orderId=${order.orderId}`);
  for (const lang of ['en', 'zh-TW', 'zh-CN'] as const) {
    if (lang !== from) await switchTo(page, from, lang);
    from = lang;
    await expect(page).toHaveURL(new RegExp(`${PREFIX[lang]}/user/order/detail\\?orderId=`));
    const main = page.getByRole('main');
    await expect(main).toContainText(`${named[lang].product} · ${named[lang].sku}`);
    for (const other of others(lang)) await expect(main).not.toContainText(other);
    await keep(page, info, `order-${lang}`);
  }
  await page.goto(`/en/pay?orderId=${order.orderId}`);
  from = 'en';
  for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) {
    if (lang !== from) await switchTo(page, from, lang);
    from = lang;
    await expect(page).toHaveURL(new RegExp(`${PREFIX[lang]}/pay\\?orderId=`));
    const main = page.getByRole('main');
    await expect(main).toContainText(`${named[lang].product} · ${named[lang].sku}`);
    for (const other of others(lang)) await expect(main).not.toContainText(other);
    await keep(page, info, `pay-${lang}`);
  }
});
