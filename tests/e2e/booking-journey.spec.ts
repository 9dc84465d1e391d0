import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  dayCell,
  E2E_PASSWORD,
  gatewayData,
  hkd,
  hkDate,
  readCart,
  registerAccount,
} from './booking.ts';
import { withCaptcha } from './captcha.ts';

/**
 * The booking journey of issue 7 through the built pages and the real gateway: a visitor books
 * a park day ticket and a family bundle for one date, a show session, a two-night hotel stay and
 * a dinner, edits the cart, gives the guests' details, switches language without losing
 * anything, reaches the recheck page with the right total, logs in there, places the order and
 * pays it through the gateway's cashier.
 * (Guest mode with every ID type, a repeated ID and a wrong format: cart.spec.ts.)
 */

interface Day {
  date: string;
  status: string;
}
interface Summary {
  productId: string;
  productType: string;
  productName: string;
  fromPriceCents: number;
}
interface Sku {
  skuId: string;
  skuType: string;
  skuName: string;
  priceCents: number | null;
}
interface Detail {
  productName: string;
  skus: Sku[];
  sessionSlots: { session: string; status: string }[];
}
interface Room {
  productId: string;
  productName: string;
  stay: { status: string; totalCents: number | null };
}

const PARK = 'GZ_SAFARI_PARK';
const SHOW = 'GZ_CIRCUS';
const HOTEL = 'GZ_SAFARI_HOTEL';
const RESTAURANT = 'GZ_RIVERSIDE_GRILL';
const DINNER = '19:30';

const open = (days: Day[], date: string) =>
  days.find((d) => d.date === date)?.status === 'AVAILABLE';
const calendar = (page: Page, productId: string) =>
  gatewayData<{ days: Day[] }>(
    page,
    `/info/getPriceCalendarList?productId=${productId}&startDate=${hkDate()}&endDate=${hkDate(45)}`,
  ).then((c) => c.days);
const price = (detail: Detail, type: string): Sku => {
  const sku = detail.skus.find((s) => s.skuType === type);
  if (!sku?.priceCents) throw new Error(`no ${type} price`);
  return sku;
};

/** What the visitor will book, read from the gateway first: dates that are open, and prices. */
async function plan(page: Page) {
  const parkProducts = await gatewayData<Summary[]>(page, `/ticket/list?poiCode=${PARK}`);
  const day = parkProducts.find((p) => p.productType === 'TICKET');
  const bundle = parkProducts.find((p) => p.productType === 'BUNDLE');
  if (!day || !bundle) throw new Error('no day ticket or bundle');
  const [dayDays, bundleDays] = [
    await calendar(page, day.productId),
    await calendar(page, bundle.productId),
  ];
  const parkDate = dayDays.find(
    (d) => d.date >= hkDate(4) && open(dayDays, d.date) && open(bundleDays, d.date),
  )?.date;
  if (!parkDate) throw new Error('no open park day');
  const dayDetail = await gatewayData<Detail>(
    page,
    `/ticket/load?productId=${day.productId}&playDate=${parkDate}`,
  );
  const bundleDetail = await gatewayData<Detail>(
    page,
    `/ticket/load?productId=${bundle.productId}&playDate=${parkDate}`,
  );

  const [show] = (await gatewayData<Summary[]>(page, `/ticket/list?poiCode=${SHOW}`)).filter(
    (p) => p.productType === 'SHOW',
  );
  if (!show) throw new Error('no show');
  const showDays = await calendar(page, show.productId);
  let showDate = '';
  let showDetail: Detail | undefined;
  for (const d of showDays.filter((x) => x.date >= hkDate(4) && x.status === 'AVAILABLE')) {
    const detail = await gatewayData<Detail>(
      page,
      `/ticket/load?productId=${show.productId}&playDate=${d.date}`,
    );
    if (detail.sessionSlots.some((s) => s.status === 'AVAILABLE')) {
      [showDate, showDetail] = [d.date, detail];
      break;
    }
  }
  if (!showDetail) throw new Error('no show session');
  const session = showDetail.sessionSlots.find((s) => s.status === 'AVAILABLE')?.session ?? '';

  const hotel = await gatewayData<{ rooms: Summary[] }>(page, `/hotel/load?poiCode=${HOTEL}`);
  const cheapest = [...hotel.rooms].sort((a, b) => a.fromPriceCents - b.fromPriceCents)[0];
  if (!cheapest) throw new Error('no room type');
  const roomDays = await calendar(page, cheapest.productId);
  const checkIn = roomDays.find(
    (d) => d.date >= hkDate(4) && open(roomDays, d.date) && open(roomDays, hkDate(1, d.date)),
  )?.date;
  if (!checkIn) throw new Error('no two open nights');
  const checkOut = hkDate(2, checkIn);
  const rooms = await gatewayData<Room[]>(
    page,
    `/hotel/room/list?poiCode=${HOTEL}&checkInDate=${checkIn}&checkOutDate=${checkOut}`,
  );
  const room = rooms.find((r) => r.productId === cheapest.productId);
  if (!room?.stay.totalCents) throw new Error('no bookable room');

  const [set] = await gatewayData<Summary[]>(page, `/food/getFoodList?poiCode=${RESTAURANT}`);
  if (!set) throw new Error('no dining set');
  const setDays = await calendar(page, set.productId);
  let dinnerDate = '';
  let dinner: Detail | undefined;
  for (const d of setDays.filter((x) => x.date >= hkDate(4) && x.status === 'AVAILABLE')) {
    const detail = await gatewayData<Detail>(
      page,
      `/food/load?productId=${set.productId}&eatDate=${d.date}`,
    );
    if (detail.sessionSlots.some((s) => s.session === DINNER && s.status === 'AVAILABLE')) {
      [dinnerDate, dinner] = [d.date, detail];
      break;
    }
  }
  if (!dinner) throw new Error('no dinner time');

  return {
    parkDate,
    day: { name: day.productName, adult: price(dayDetail, 'ADULT') },
    bundle: { name: bundle.productName, family: price(bundleDetail, 'FAMILY') },
    show: { name: show.productName, date: showDate, session, adult: price(showDetail, 'ADULT') },
    stay: { name: room.productName, checkIn, checkOut, total: room.stay.totalCents },
    dinner: { name: dinner.productName, date: dinnerDate, adult: price(dinner, 'ADULT') },
  };
}

async function addToCart(form: Locator, added: RegExp) {
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText(added)).toBeVisible();
}

async function addContact(page: Page, product: string, family: string, first: string) {
  const form = page.getByRole('form', { name: /guest/i });
  await form.getByLabel('Guest for').selectOption({ label: product });
  await form.getByLabel('Family name').fill(family);
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Phone', { exact: true }).fill('91234567');
  await form.getByLabel('E-mail').fill(`${first.toLowerCase().replaceAll(' ', '.')}@example.com`);
  await form.getByRole('button', { name: 'Add guest' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Guests on the order' })
      .getByText(`${family} ${first}`, { exact: true }),
  ).toBeVisible();
}

test('a visitor books a park day with a bundle, a show, a two-night stay and a dinner, and places the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const p = await plan(page);
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));

  // Park: two adult day tickets and a family bundle for the same date.
  await page.goto('/en/GZ/buy-tickets');
  const tickets = page.getByRole('form', { name: 'Buy tickets' });
  await tickets.getByRole('radio', { name: 'Wonderland Safari Park', exact: true }).check();
  await tickets.getByRole('radio', { name: new RegExp(p.day.name) }).check();
  await (await dayCell(tickets, p.parkDate)).click();
  await tickets.getByRole('button', { name: 'Increase Adult' }).click();
  await tickets.getByRole('button', { name: 'Increase Adult' }).click();
  await addToCart(tickets, /2 tickets added to your cart/);
  await tickets.getByRole('radio', { name: new RegExp(p.bundle.name) }).check();
  await expect(await dayCell(tickets, p.parkDate)).toHaveAttribute('aria-selected', 'true');
  await tickets.getByRole('button', { name: `Increase ${p.bundle.family.skuName}` }).click();
  await expect(tickets.locator('output')).toHaveText(hkd(p.bundle.family.priceCents ?? 0));
  await addToCart(tickets, /1 ticket added to your cart/);

  // Show: one adult seat in an open session.
  await tickets
    .getByRole('radio', { name: /Circus/ })
    .first()
    .check();
  await tickets.getByRole('radio', { name: new RegExp(p.show.name) }).check();
  await (await dayCell(tickets, p.show.date)).click();
  await tickets.getByRole('radio', { name: new RegExp(`^${p.show.session}`) }).check();
  await tickets.getByRole('button', { name: 'Increase Adult' }).click();
  await addToCart(tickets, /1 ticket added to your cart/);

  // Hotel: one room for two nights.
  await page.goto('/en/GZ/buy-hotel');
  const hotel = page.getByRole('form', { name: 'Book a hotel' });
  await hotel.getByRole('radio', { name: 'Wonderland Safari Hotel' }).check();
  await (await dayCell(hotel, p.stay.checkIn)).click();
  await (await dayCell(hotel, p.stay.checkOut)).click();
  await hotel.getByRole('button', { name: `Increase ${p.stay.name}, rooms` }).click();
  await expect(hotel.locator('output')).toHaveText(hkd(p.stay.total));
  await addToCart(hotel, /1 room added to your cart/);

  // Dinner: two adult sets at 19:30.
  await page.goto(`/en/GZ/buy-food/${RESTAURANT}`);
  const dining = page.getByRole('form', { name: 'Book dining' });
  await (await dayCell(dining, p.dinner.date)).click();
  await dining.getByRole('radio', { name: new RegExp(`^${DINNER}`) }).check();
  await dining.getByRole('button', { name: `Increase ${p.dinner.adult.skuName}` }).click();
  await dining.getByRole('button', { name: `Increase ${p.dinner.adult.skuName}` }).click();
  await addToCart(dining, /added to your cart/);
  expect((await readCart(page)).lines).toHaveLength(5);

  // The cart: a third adult ticket for the park.
  await dining.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(page).toHaveURL(/\/en\/product$/);
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(5);
  const dayLine = lines.getByRole('listitem').filter({ hasText: p.day.name });
  await dayLine.getByRole('button', { name: /^Increase / }).click();
  await expect(dayLine.getByRole('spinbutton')).toHaveValue('3');
  const total =
    3 * (p.day.adult.priceCents ?? 0) +
    (p.bundle.family.priceCents ?? 0) +
    (p.show.adult.priceCents ?? 0) +
    p.stay.total +
    2 * (p.dinner.adult.priceCents ?? 0);
  await expect(page.getByText('Order total').locator('..')).toContainText(hkd(total));

  // One contact per product, in normal mode.
  const guests: [string, string, string][] = [
    [p.day.name, 'Chan', 'Tai Man'],
    [p.bundle.name, 'Chan', 'Siu Ming'],
    [p.show.name, 'Lee', 'Mei'],
    [p.stay.name, 'Wong', 'Ka Yan'],
    [p.dinner.name, 'Ho', 'Kin'],
  ];
  for (const [product, family, first] of guests) await addContact(page, product, family, first);

  // Switch to Traditional Chinese and back: the cart, the guests and the total are kept.
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '繁體中文' })
    .click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(
    page.getByRole('list', { name: '購物車中的商品' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(page.getByText('訂單總額').locator('..')).toContainText(hkd(total));
  await page
    .getByRole('navigation', { name: '語言' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/en\/product$/);
  await expect(
    page
      .getByRole('region', { name: 'Guests on the order' })
      .getByRole('button', { name: /^Edit / }),
  ).toHaveCount(5);

  // The recheck page: the same lines and total; a visitor is asked to log in first.
  await page.getByRole('button', { name: 'Continue to confirmation' }).click();
  await expect(page).toHaveURL(/\/en\/product-recheck$/);
  await expect(page.getByRole('status', { name: 'Order total' })).toHaveText(hkd(total));
  await expect(page.getByText(/Log in to place your order/)).toBeVisible();
  await expectNoAxeViolations(page);

  const email = `journey.${Date.now().toString(36)}@example.hk`;
  await registerAccount(request, email);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await withCaptcha(page, () => page.getByRole('button', { name: 'Log in', exact: true }).click());
  await page.waitForURL('**/en/product-recheck');

  const submit = page.getByRole('button', { name: 'Submit order' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Accept the terms and conditions first');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByText('Pending payment')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(hkd(total));
  await expect(page.getByText(/^RS\d{16}$/)).toBeVisible();
  expect((await readCart(page)).lines).toEqual([]);

  // Pay now: a method, the cashier, back with the success.
  await page.getByRole('link', { name: 'Pay now' }).click();
  await page.waitForURL(/\/en\/pay\?orderId=/);
  await page.getByRole('radio', { name: /Visa/ }).check();
  await page.getByRole('button', { name: `Pay ${hkd(total)}` }).click();
  await page.waitForURL(/\/cl-odss-app\/open\/cashier\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/en\/pay\?step=return.*result=paid/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
});
