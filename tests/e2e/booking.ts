import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { captchaHeader } from './captcha.ts';

/** What the booking specs share: dates, gateway reads, the calendar, money, axe, the cart. */

export const PRODUCT = '/cl-odss-app/guest/product';
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The resort's date `offsetDays` after today (or after `from`), YYYY-MM-DD. */
export function hkDate(offsetDays = 0, from?: string): string {
  const parts =
    from ??
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Hong_Kong',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(Date.now());
  const d = new Date(`${parts}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** The `data` of a product call of the gateway (`path` below /cl-odss-app/guest/product). */
export async function gatewayData<T>(page: Page, path: string, lang = 'en'): Promise<T> {
  const res = await page.request.get(`${PRODUCT}${path}`, { headers: { 'Accept-Language': lang } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A day of a product's price calendar. */
export interface Day {
  date: string;
  status: string;
}

/** A product's price calendar from today to 40 days ahead. */
export async function priceCalendar(page: Page, productId: string): Promise<Day[]> {
  const calendar = await gatewayData<{ days: Day[] }>(
    page,
    `/info/getPriceCalendarList?productId=${productId}&startDate=${hkDate()}&endDate=${hkDate(40)}`,
  );
  return calendar.days;
}

/** The first day of `days`, at least three days ahead, that can be booked. */
export function firstOpenDay(days: Day[]): string {
  const day = days.find((d) => d.date >= hkDate(3) && d.status === 'AVAILABLE');
  if (!day) throw new Error('no bookable day');
  return day.date;
}

export interface TicketSummary {
  productId: string;
  productType: string;
  productName: string;
  poiCode: string;
  poiType: number;
}
export interface TicketDetail {
  productName: string;
  skus: {
    skuId: string;
    skuType: string;
    skuName: string;
    priceCents: number | null;
    stockLeft: number | null;
  }[];
  sessionSlots: { session: string; status: string }[];
}

/** The first product of a place that is not an annual card. */
export async function firstTicketProduct(page: Page, poiCode: string): Promise<TicketSummary> {
  const list = await gatewayData<TicketSummary[]>(page, `/ticket/list?poiCode=${poiCode}`);
  const product = list.find((p) => p.productType !== 'ANNUAL_CARD');
  if (!product) throw new Error(`no product at ${poiCode}`);
  return product;
}

/** A ticket product's SKUs and sessions on `date`. */
export const ticketDetail = (page: Page, productId: string, date: string) =>
  gatewayData<TicketDetail>(page, `/ticket/load?productId=${productId}&playDate=${date}`);

/** Follows the language switcher from English to Traditional Chinese, or back. */
export async function switchLanguage(page: Page, to: 'zh-TW' | 'en'): Promise<void> {
  const [nav, link] = to === 'en' ? ['語言', 'English'] : ['Language', '繁體中文'];
  await page.getByRole('navigation', { name: nav }).getByRole('link', { name: link }).click();
}

/** Shows the calendar month of `date` and returns its day cell. */
export async function dayCell(form: Locator, date: string): Promise<Locator> {
  for (let i = 0; i < 4; i++) {
    const cell = form.locator(`[data-date="${date}"]`);
    if ((await cell.count()) > 0) return cell;
    const shown = (await form.locator('[data-date]').first().getAttribute('data-date')) ?? '';
    await form
      .locator('.calendar-nav')
      .nth(date < shown ? 0 : 1)
      .click();
  }
  throw new Error(`no day ${date} in the calendar`);
}

/** HK$ as the English pages write it. */
export const hkd = (cents: number) => `HK$${(cents / 100).toLocaleString('en')}`;

/**
 * Axe (WCAG 2.2 AA + best practice) finds nothing on the page as it is now.
 *
 * One `axe.run` in the page (the builder's legacy mode) reporting the details of violations
 * only: the builder's default runs axe per frame, then opens a blank page to merge the results,
 * and sends every passing node back; that made each scan two to four times slower on a busy
 * machine. What legacy mode leaves out is cross-origin frames: here only the embedded players
 * of video hosts in CMS rich text, whose markup is not ours.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The cart of the tab (sessionStorage `resort-storefront:cart`). */
export async function readCart(page: Page): Promise<{ lines: Record<string, unknown>[] }> {
  const stored = await page.evaluate(() => sessionStorage.getItem('resort-storefront:cart'));
  return JSON.parse(stored ?? '{"lines":[]}') as { lines: Record<string, unknown>[] };
}

export const E2E_PASSWORD = 'Journey#2026';

/**
 * Registers `email` straight on the gateway (captcha answered, code read from the mailbox) and
 * returns the new account's logged-in session (`tokenInfo`).
 */
export async function registerAccount(
  request: APIRequestContext,
  email: string,
): Promise<Record<string, unknown>> {
  const open = '/cl-odss-app/open/account/info';
  // a shopper's own address (the e2e gateway trusts X-Forwarded-For): the suite registers more
  // shoppers than one address may ask codes for in an hour
  const sent = await request.post(`${open}/sendCode`, {
    data: { email, purpose: 'register' },
    headers: {
      ...(await captchaHeader(request, 'open-account')),
      'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  expect(sent.ok()).toBe(true);
  const mails = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const [mail] = ((await mails.json()) as { data: { body: string }[] }).data;
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
  const registered = await request.post(`${open}/register`, {
    data: {
      surname: 'Chan',
      firstName: 'Tai Man',
      birthday: '1990-05-17',
      residence: 'HK',
      email,
      phoneAreaCode: '+852',
      phone: '91234567',
      password: E2E_PASSWORD,
      emailCode: code,
      agreeTerms: true,
      promotionConsent: false,
    },
  });
  expect(registered.ok()).toBe(true);
  return ((await registered.json()) as { data: { tokenInfo: Record<string, unknown> } }).data
    .tokenInfo;
}

const ORDER_INFO = '/cl-odss-app/guest/order/info';
let shopperSeq = 0;

/**
 * A logged-in shopper: an account registered on the gateway, its login planted in session
 * storage as the API client keeps it (English pages), and a day ticket of the Safari Park with
 * stock, three days or more ahead. `save(quantity, remark)` saves an order of it through the
 * gateway (its guest's remark given);
 * `pay(orderId)` pays it through the cashier.
 */
export async function orderingShopper(page: Page, request: APIRequestContext, tag: string) {
  const email = `${tag}.${Date.now().toString(36)}.${shopperSeq++}@example.hk`;
  const session = await registerAccount(request, email);
  await page.addInitScript((info) => {
    localStorage.setItem('locale', 'en');
    if (sessionStorage.getItem('e2e:planted') !== null) return;
    sessionStorage.setItem('e2e:planted', '1');
    sessionStorage.setItem('resort-storefront:session', JSON.stringify(info));
    sessionStorage.setItem('resort-storefront:lastActivity', JSON.stringify(Date.now()));
  }, session);
  const headers = { Authorization: `Bearer ${String(session['token'])}`, 'Accept-Language': 'en' };
  const product = await firstTicketProduct(page, 'GZ_SAFARI_PARK');
  const date = firstOpenDay(await priceCalendar(page, product.productId));
  const detail = await ticketDetail(page, product.productId, date);
  const sku = detail.skus.find((s) => (s.stockLeft ?? 0) > 5 && s.priceCents !== null);
  if (!sku?.priceCents) throw new Error('no SKU in stock');
  const price = sku.priceCents;

  const save = async (quantity = 1, remark = '') => {
    const res = await request.post(`${ORDER_INFO}/save`, {
      headers,
      data: {
        requestId: `e2e-${tag}-${Date.now()}-${shopperSeq++}`,
        channel: 'WAP',
        guestMode: 'normal',
        lines: [{ productId: product.productId, skuId: sku.skuId, quantity, startDate: date }],
        guests: [
          {
            productId: product.productId,
            guestName: 'Chan/Tai Man',
            guestMobile: '91234567',
            guestMobileArea: '+852',
            guestEmail: email,
            remark,
          },
        ],
        expectedTotalCents: quantity * price,
        termsAccepted: true,
      },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { orderId: string; orderNo: string } }).data;
  };

  const pay = async (orderId: string) => {
    const paying = await request.post(`${ORDER_INFO}/pay`, {
      headers,
      data: { orderId, payType: 'VISAPAY', channelMode: 'H5_WEB', returnPath: '/en/pay' },
    });
    expect(paying.ok()).toBe(true);
    const { payId } = ((await paying.json()) as { data: { payId: string } }).data;
    const cashier = await request.post(`/cl-odss-app/open/cashier/${payId}`, {
      form: { result: 'paid' },
      maxRedirects: 0,
    });
    expect(cashier.status()).toBe(303);
  };

  /** Seats of the shopper's SKU left on its date, as the gateway answers now. */
  const stockLeft = async () =>
    (await ticketDetail(page, product.productId, date)).skus.find((s) => s.skuId === sku.skuId)
      ?.stockLeft ?? null;

  return { email, session, headers, product, sku, date, price, save, pay, stockLeft };
}
