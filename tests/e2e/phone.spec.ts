import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { orderingShopper } from './booking.ts';
import {
  brokenImages,
  cartLink,
  narrowColumns,
  overflow,
  pageTexts,
  wrongScript,
} from './phone-checks.ts';
import { LANGS } from './support.ts';
import { hydrateEveryIsland, watchCsp } from './csp-watch.ts';
import { APP_PAGES, appPageLabel, contentPages, VARIANTS, type Shopper } from './phone-pages.ts';

/**
 * "Looks right on a phone": one page of every page type of SPEC §2 (the content pages from the
 * build, the cart, order and account pages filled with a real account's orders, refund, message
 * and cart), in the three languages, at 390 px (a phone) and 1280 px (a desktop): no horizontal
 * overflow, no wrapping text in a column under 120 px, no picture that does not load, no text
 * in the wrong script for the page's language, the header's cart link. Each page is loaded once
 * at 390 px and checked, then widened to 1280 px and checked again; a failing size leaves its
 * screenshot as a test attachment. All along, no Content-Security-Policy violation under the
 * server's real policy, with every picture loaded and every island hydrated (csp.spec checks the
 * page types not loaded here, and client-side navigations).
 */

const ORDER = '/cl-odss-app/guest/order/info';

/** An account with a paid order, an unpaid one, a refunded one, a message and a cart. */
async function makeShopper(page: Page, request: APIRequestContext): Promise<Shopper> {
  const shopper = await orderingShopper(page, request, 'phone');
  const { headers } = shopper;
  const paid = await shopper.save(2);
  await shopper.pay(paid.orderId);
  const refunded = await shopper.save(1);
  await shopper.pay(refunded.orderId);
  const quote = await request.get(`${ORDER}/loadRefundFee?orderId=${refunded.orderId}`, {
    headers,
  });
  const { feeCents } = ((await quote.json()) as { data: { feeCents: number } }).data;
  const applied = await request.post(`${ORDER}/apply`, {
    headers,
    data: {
      orderId: refunded.orderId,
      reason: 'unableToTravel',
      noticeAccepted: true,
      expectedFeeCents: feeCents,
    },
  });
  expect(applied.ok()).toBe(true);
  const { refundId } = ((await applied.json()) as { data: { refundId: string } }).data;
  const open = await shopper.save(1);
  const message = await request.post('/cl-odss-app/guest/issue/info/save', {
    headers,
    data: {
      questionType: 'booking',
      content: 'Can we bring a pushchair on the safari train?',
      contact: shopper.email,
    },
  });
  expect(message.ok()).toBe(true);
  const line = {
    productId: shopper.product.productId,
    skuId: shopper.sku.skuId,
    productType: shopper.product.productType,
    poiCode: shopper.product.poiCode,
    poiType: shopper.product.poiType,
    date: shopper.date,
    quantity: 2,
    unitPriceCents: shopper.price,
    stockLeft: shopper.sku.stockLeft,
    names: {
      en: { product: shopper.product.productName, sku: shopper.sku.skuName },
    },
  };
  return {
    session: shopper.session,
    cart: { lines: [line] },
    guests: {
      mode: 'normal',
      guests: [
        {
          productId: shopper.product.productId,
          guestName: 'Chan/Tai Man',
          guestMobile: '91234567',
          guestMobileArea: '+852',
          guestEmail: shopper.email,
          remark: '',
        },
      ],
    },
    paidOrder: paid.orderId,
    openOrder: open.orderId,
    refundId,
  };
}

let shopper: Promise<Shopper> | undefined;

test.describe.configure({ mode: 'parallel' });
// The screenshot of a failing size is the artefact; a trace of every page would double the time.
test.use({ trace: 'off' });

async function check(page: Page, testInfo: TestInfo, size: string, texts: boolean) {
  const lang = (await page.locator('html').getAttribute('lang')) ?? '';
  const problems = [
    ...(await overflow(page)),
    ...(await narrowColumns(page)),
    ...(await brokenImages(page)),
    ...(texts ? wrongScript(await pageTexts(page), lang) : []),
    // the editors' workspace is a staff page: no shopping cart in its header
    ...(/\/editor\/?$/.test(new URL(page.url()).pathname) ? [] : await cartLink(page)),
  ];
  // PHONE_SHOTS=<folder>: keep every page's screenshot there too (for before/after views).
  const shots = process.env['PHONE_SHOTS'];
  if (shots) {
    const name = `${testInfo.title.split(' ')[0]?.replace(/^\//, '').replace(/[/?=]/g, '_')}-${size}`;
    await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  }
  if (problems.length > 0) {
    await testInfo.attach(`${size}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  expect.soft(problems, `at ${size}`).toEqual([]);
}

for (const lang of LANGS) {
  const pages = [
    ...contentPages().map((p) => () => p),
    ...VARIANTS.map((p) => () => p),
    ...APP_PAGES,
  ];
  for (const path of pages) {
    const label = appPageLabel(path);
    test(`${lang.prefix}${label} looks right at 390 and 1280 px`, async ({
      browser,
      page,
    }, testInfo) => {
      const data = APP_PAGES.includes(path)
        ? await (shopper ??= (async () => {
            const { baseURL } = testInfo.project.use;
            const context = await browser.newContext(baseURL ? { baseURL } : {});
            try {
              return await makeShopper(await context.newPage(), context.request);
            } finally {
              await context.close();
            }
          })())
        : undefined;
      const csp = await watchCsp(page);
      await page.addInitScript(
        ({ code, data }) => {
          localStorage.setItem('locale', code);
          if (!data || sessionStorage.getItem('e2e:planted') !== null) return;
          sessionStorage.setItem('e2e:planted', '1');
          sessionStorage.setItem('resort-storefront:session', JSON.stringify(data.session));
          sessionStorage.setItem('resort-storefront:lastActivity', JSON.stringify(Date.now()));
          sessionStorage.setItem('resort-storefront:cart', JSON.stringify(data.cart));
          sessionStorage.setItem('resort-storefront:guests', JSON.stringify(data.guests));
        },
        { code: lang.code, data: data ?? null },
      );
      await page.setViewportSize({ width: 390, height: 844 });
      const response = await page.goto(`${lang.prefix}${data ? path(data) : label}`);
      expect(response?.ok()).toBe(true);
      // content pages are whole once loaded; an island's page once its calls have answered
      if ((await page.locator('astro-island').count()) > 0) {
        await page.waitForLoadState('networkidle');
      }
      await check(page, testInfo, '390', true);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await check(page, testInfo, '1280', false);
      await hydrateEveryIsland(page);
      expect.soft(csp, 'Content-Security-Policy violations').toEqual([]);
    });
  }
}
