import { expect, test, type Page } from '@playwright/test';
import {
  dayCell,
  expectNoAxeViolations,
  gatewayData,
  hkd,
  hkDate,
  priceCalendar,
  readCart,
  switchLanguage,
} from './booking.ts';

/**
 * The buy-hotel island (SPEC §2 buy-hotel, §5, §9): a hotel of the area, a stay on the price
 * calendar, rooms per room type quoted for the stay, the running total and "Add to cart", kept
 * across leaving the page and switching language; the quick search's link presets the form.
 */

const HOTEL = 'GZ_SAFARI_HOTEL';

interface RoomSummary {
  productId: string;
  fromPriceCents: number;
}
interface Room {
  productId: string;
  productName: string;
  stay: { status: string; totalCents: number | null };
}

/** A two-night stay a few days ahead with both nights open, and its bookable room types. */
async function twoNightStay(page: Page) {
  const hotel = await gatewayData<{ rooms: RoomSummary[] }>(page, `/hotel/load?poiCode=${HOTEL}`);
  const cheapest = [...hotel.rooms].sort((a, b) => a.fromPriceCents - b.fromPriceCents)[0];
  if (!cheapest) throw new Error('no room type');
  const days = await priceCalendar(page, cheapest.productId);
  const open = (date: string) => days.find((d) => d.date === date)?.status === 'AVAILABLE';
  const checkIn = days.find(
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

test('a visitor picks a hotel and a two-night stay and adds a room to the cart', async ({
  page,
}) => {
  const { checkIn, checkOut, room, total } = await twoNightStay(page);
  await page.goto('/en/GZ/buy-hotel');
  // SPEC §9: the hotel show time is noted.
  await expect(page.getByText('Hotel show time: 10:30–11:35.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Book a hotel' });
  await form.getByRole('radio', { name: 'Wonderland Safari Hotel' }).check();
  await (await dayCell(form, checkIn)).click();
  await (await dayCell(form, checkOut)).click();
  await expect(form.getByText(/· 2 nights$/)).toBeVisible();
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
  await expect(form.getByText('1 room added to your cart.')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
    'href',
    '/en/product',
  );
  expect(await readCart(page)).toMatchObject({
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
  await expect(form.getByText(/· 2 nights$/)).toBeVisible();

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
  await switchLanguage(page, 'zh-TW');
  await expect(page).toHaveURL(/\/GZ\/buy-hotel/);
  const zh = page.getByRole('form', { name: '預訂酒店' });
  await expect(zh.getByRole('radio', { name: '奇境野生動物酒店' })).toBeChecked();
  await expect(zh.getByRole('spinbutton', { name: `${zhName}（間數）` })).toHaveValue('1');
  await expect(zh.locator('output')).toHaveText(hkd(total));
});

test('a hotel of an area coming soon (QY) shows its card only: nothing to choose, no calendar, no blank space', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/QY/buy-hotel');
  const form = page.getByRole('form', { name: 'Book a hotel' });
  const hotel = form.getByRole('radio', { name: 'Qingyuan Forest Hot Spring Resort' });
  await expect(hotel).toBeDisabled();
  await expect(form.getByText('Coming soon')).toBeVisible();
  await expect(form.getByRole('grid')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  // what follows the form comes right after it, not a screen further down
  const [formBox, next] = await Promise.all([
    form.boundingBox(),
    page.getByRole('heading', { name: 'How booking works' }).boundingBox(),
  ]);
  expect((next?.y ?? Infinity) - ((formBox?.y ?? 0) + (formBox?.height ?? 0))).toBeLessThan(120);
});
