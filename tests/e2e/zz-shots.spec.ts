import type { Page } from '@playwright/test';
import { firstOpenDay, firstTicketProduct, priceCalendar, ticketDetail } from './booking.ts';
import { test, type Login } from './member.ts';

const TRAVELLERS = '/cl-odss-app/guest/user/traveller';
const loginOf = (page: Page): Promise<Login> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('resort-storefront:session') ?? '{}') as Login);

for (const [lang, prefix] of [['zh-TW', ''], ['zh-CN', '/zh-cn'], ['en', '/en']] as const) {
  test(`shots ${lang}`, async ({ page, asMember }) => {
    test.setTimeout(180_000);
    await asMember(page, lang);
    await page.goto(`${prefix}/user/travellers`);
    const headers = { Authorization: `Bearer ${String((await loginOf(page))['token'])}` };
    const res = await page.request.get(`${TRAVELLERS}/list`, { headers });
    const { data } = (await res.json()) as { data: unknown[] };
    if (data.length === 0) {
      await page.request.post(`${TRAVELLERS}/save`, { headers, data: { familyName: 'Chan', firstName: 'Siu Ming', phoneArea: '+852', phone: '61234567', email: 'siuming.chan@example.com', idType: 3, idInfo: '810000199001011234' } });
      await page.request.post(`${TRAVELLERS}/save`, { headers, data: { familyName: '陳', firstName: '大文', phoneArea: '+853', phone: '', email: '', idType: 4, idInfo: 'H1234567890' } });
    }
    const product = await firstTicketProduct(page, 'GZ_SAFARI_PARK');
    const date = firstOpenDay(await priceCalendar(page, product.productId));
    const detail = await ticketDetail(page, product.productId, date);
    const sku = detail.skus.find((s) => (s.stockLeft ?? 0) > 5 && s.priceCents !== null)!;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/user/travellers`);
      await page.locator('.uc-traveller').first().waitFor();
      await page.screenshot({ path: `/tmp/trav-shots/travellers-${lang}-${width}.png`, fullPage: true });
      await page.locator('.uc-traveller button').first().click();
      await page.locator('form.uc-form button[type=submit]').waitFor();
      await page.locator('form.uc-form input').nth(2).fill('12');
      await page.locator('form.uc-form button[type=submit]').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/trav-shots/travellers-form-${lang}-${width}.png`, fullPage: true });
      await page.goto(`${prefix}/product`);
      await page.evaluate((lines) => sessionStorage.setItem('resort-storefront:cart', JSON.stringify({ lines })), [{ productId: product.productId, skuId: sku.skuId, productType: product.productType, poiCode: product.poiCode, poiType: product.poiType, date, quantity: 2, unitPriceCents: sku.priceCents, stockLeft: sku.stockLeft }]);
      await page.reload();
      await page.locator('.cart-modes input').nth(1).check();
      const picker = page.locator('.cart-guest-form select').nth(1);
      await picker.selectOption({ index: 1 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/trav-shots/cart-${lang}-${width}.png`, fullPage: true });
      await picker.selectOption({ index: 0 });
      await page.locator('.cart-modes input').nth(0).check();
      await page.waitForTimeout(300);
      await page.locator('.cart-guest-form').screenshot({ path: `/tmp/trav-shots/cart-normal-${lang}-${width}.png` });
    }
  });
}
