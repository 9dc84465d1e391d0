import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The buy-hotel island (SPEC §2 buy-hotel, §5, §9): a hotel of the area, a stay on the price
 * calendar, rooms per room type quoted for the stay, the running total and "Add to cart", kept
 * across leaving the page and switching language; the quick search's link presets the form.
 */

const PRODUCT = '/cl-odss-app/guest/product';
const HOTEL = 'GZ_SAFARI_HOTEL';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

function hkDate(offsetDays = 0, from?: string): string {
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

interface Day {
  date: string;
  status: string;
}
interface RoomSummary {
  productId: string;
  fromPriceCents: number;
}
interface Room {
  productId: string;
  productName: string;
  stay: { status: string; totalCents: number | null };
}

async function gatewayData<T>(page: Page, path: string, lang = 'en'): Promise<T> {
  const res = await page.request.get(`${PRODUCT}${path}`, { headers: { 'Accept-Language': lang } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A two-night stay a few days ahead with both nights open, and its bookable room types. */
async function twoNightStay(page: Page) {
  const hotel = await gatewayData<{ rooms: RoomSummary[] }>(page, `/hotel/load?poiCode=${HOTEL}`);
  const cheapest = [...hotel.rooms].sort((a, b) => a.fromPriceCents - b.fromPriceCents)[0];
  if (!cheapest) throw new Error('no room type');
  const calendar = await gatewayData<{ days: Day[] }>(
    page,
    `/info/getPriceCalendarList?productId=${cheapest.productId}&startDate=${hkDate()}&endDate=${hkDate(40)}`,
  );
  const open = (date: string) => calendar.days.find((d) => d.date === date)?.status === 'AVAILABLE';
  const checkIn = calendar.days.find(
    (d) => d.date >= hkDate(3) && open(d.date) && open(hkDate(1, d.date)),
  )?.date;
  if (!checkIn) throw new Error('no two open nights');
  const checkOut = hkDate(2, checkIn);
  const stay = `/hotel/room/list?poiCode=${HOTEL}&checkInDate=${checkIn}&checkOutDate=${checkOut}`;
  const rooms = await gatewayData<Room[]>(page, stay);
  const room = rooms.find((r) => r.stay.status === 'AVAILABLE' && r.stay.totalCents !== null);
  if (!room?.stay.totalCents) throw new Error('no bookable room');
  const zhRooms = await gatewayData<Room[]>(page, stay, 'zh-TW');
  const zhName = zhRooms.find((r) => r.productId === room.productId)?.productName ?? '';
  return { checkIn, checkOut, room, total: room.stay.totalCents, zhName };
}

/** Shows the calendar month of `date` and returns its day cell. */
async function dayCell(form: Locator, date: string): Promise<Locator> {
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

const hkd = (cents: number) => `HK$${(cents / 100).toLocaleString('en')}`;

async function expectNoAxeViolations(page: Page) {
  // The shared back-to-top link (BackToTop.astro, shown once the page is scrolled) sits outside
  // any landmark; it is not part of this page's island.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .exclude('[data-to-top]')
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

test('a visitor picks a hotel and a two-night stay and adds a room to the cart', async ({
  page,
}) => {
  const { checkIn, checkOut, room, total } = await twoNightStay(page);
  await page.goto('/en/GZ/buy-hotel');
  const form = page.getByRole('form', { name: 'Book a hotel' });
  await form.getByRole('radio', { name: 'Wonderland Safari Hotel' }).check();
  await (await dayCell(form, checkIn)).click();
  await (await dayCell(form, checkOut)).click();
  await expect(form.getByText(/nights: 2$/)).toBeVisible();
  await expect(
    form
      .getByRole('group', { name: 'Quick stays from the check-in date' })
      .getByRole('button', { name: /^2 nights/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  const item = form.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: room.productName, exact: true }),
  });
  await expect(item).toContainText(`${hkd(total)} per room for the stay`);
  await item.getByRole('button', { name: `Increase ${room.productName}, rooms` }).click();
  await expect(form.locator('output')).toHaveText(hkd(total));
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText('Rooms added to your cart: 1.')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
    'href',
    '/en/product',
  );
  const cart = await page.evaluate(() => sessionStorage.getItem('resort-storefront:cart'));
  expect(JSON.parse(cart ?? '{}')).toMatchObject({
    lines: [
      {
        productId: room.productId,
        productType: 'HOTEL',
        poiCode: HOTEL,
        date: checkIn,
        endDate: checkOut,
        quantity: 1,
        unitPriceCents: total,
      },
    ],
  });
});

test('the quick search link presets hotel and stay; the form survives leaving and a language switch', async ({
  page,
}) => {
  const { checkIn, checkOut, room, total, zhName } = await twoNightStay(page);
  await page.goto('/en/GZ/buy-hotel');
  await page.getByRole('link', { name: 'Wonderland Safari Hotel' }).click();
  const href = await page.locator('a[href*="buy-hotel?poiType=3"]').first().getAttribute('href');
  expect(href).toMatch(/poiId=\d+/);
  await page.goto(`${href ?? ''}&startDate=${checkIn}&endDate=${checkOut}`);
  const form = page.getByRole('form', { name: 'Book a hotel' });
  await expect(form.getByRole('radio', { name: 'Wonderland Safari Hotel' })).toBeChecked();
  await expect(await dayCell(form, checkIn)).toHaveAttribute('aria-selected', 'true');
  await expect(await dayCell(form, checkOut)).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByText(/nights: 2$/)).toBeVisible();

  // Nothing chosen yet: the form says so.
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText('Choose at least one room.')).toBeVisible();
  await form.getByRole('button', { name: `Increase ${room.productName}, rooms` }).click();
  await expect(form.locator('output')).toHaveText(hkd(total));

  // Leave and come back: the form is as it was.
  await page.goto('/en/GZ');
  await page.goto('/en/GZ/buy-hotel');
  await expect(form.getByRole('radio', { name: 'Wonderland Safari Hotel' })).toBeChecked();
  await expect(await dayCell(form, checkOut)).toHaveAttribute('aria-selected', 'true');
  await expect(form.locator('output')).toHaveText(hkd(total));

  // Switch to Traditional Chinese: the same form, in Chinese.
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '繁體中文' })
    .click();
  await expect(page).toHaveURL(/\/GZ\/buy-hotel/);
  const zh = page.getByRole('form', { name: '預訂酒店' });
  await expect(zh.getByRole('radio', { name: '奇境野生動物酒店' })).toBeChecked();
  await expect(zh.getByRole('spinbutton', { name: `${zhName}（間數）` })).toHaveValue('1');
  await expect(zh.locator('output')).toHaveText(hkd(total));
});
