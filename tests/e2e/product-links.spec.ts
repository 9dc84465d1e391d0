import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gatewayData, type TicketSummary } from './booking.ts';

/**
 * A content page that presents a product links to its buy page with that product chosen
 * (`?productId=`): the area homes' product cards end with a translated "Buy tickets" / "Book a
 * table" / "Book a room" / "See the offer" link, and the buy pages choose the product a link
 * names, its place with it.
 */

const CARD_LINKS = [
  { code: 'zh-TW', prefix: '', tickets: '購買門票：國際大馬戲', table: '預訂餐飲：點心樓早茶套餐' },
  {
    code: 'zh-CN',
    prefix: '/zh-cn',
    tickets: '购买门票：国际大马戏',
    table: '预订餐饮：点心楼早茶套餐',
  },
  {
    code: 'en',
    prefix: '/en',
    tickets: 'Buy tickets: International Circus',
    table: 'Book a table: Dim Sum House brunch set',
  },
] as const;

for (const { code, prefix, tickets, table } of CARD_LINKS) {
  test(`the Guangzhou home's product cards link to their product's buy page (${code})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/GZ`);
    const show = page.getByRole('link', { name: tickets, exact: true });
    await expect(show).toHaveAttribute(
      'href',
      new RegExp(`^${prefix}/GZ/buy-tickets\\?productId=\\d{18,19}$`),
    );
    await expect(page.getByRole('link', { name: table, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^${prefix}/GZ/buy-food/GZ_DIM_SUM_HOUSE\\?productId=\\d{18,19}$`),
    );
    // the visible words are the action; the product is named to screen readers too
    await expect(show).toHaveText(tickets.split(/[:：]/)[0] ?? '');
    await expectNoAxeViolations(page);
  });
}

test('following a show card opens buy-tickets with the show and its product chosen', async ({
  page,
}) => {
  const [circus] = await gatewayData<TicketSummary[]>(page, '/ticket/list?poiCode=GZ_CIRCUS');
  if (circus === undefined) throw new Error('the circus sells nothing');
  // another place chosen before: the link's product wins
  await page.goto('/en/GZ/buy-tickets?poiType=1&poiId=GZ_HAPPY_LAND');
  const form = page.getByRole('form', { name: 'Buy tickets' });
  await expect(
    form.getByRole('radio', { name: 'Happy Land Theme Park', exact: true }),
  ).toBeChecked();

  await page.goto('/en/GZ');
  await page.getByRole('link', { name: 'Buy tickets: International Circus', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/GZ/buy-tickets\\?productId=${circus.productId}$`));
  await expect(
    form.getByRole('radio', { name: 'Wonderland International Circus', exact: true }),
  ).toBeChecked();
  await expect(form.getByRole('radio', { name: circus.productName })).toBeChecked();
});

test('a buy-tickets address names any product of the area, not only a place’s first', async ({
  page,
}) => {
  const list = await gatewayData<TicketSummary[]>(page, '/ticket/list?poiCode=GZ_SAFARI_PARK');
  const products = list.filter((p) => p.productType !== 'ANNUAL_CARD');
  const last = products.at(-1);
  if (last === undefined || products.length < 2) throw new Error('the park sells one product');
  await page.goto(`/en/GZ/buy-tickets?productId=${last.productId}`);
  const form = page.getByRole('form', { name: 'Buy tickets' });
  await expect(
    form.getByRole('radio', { name: 'Wonderland Safari Park', exact: true }),
  ).toBeChecked();
  await expect(form.getByRole('radio', { name: last.productName })).toBeChecked();
  // an unknown or malformed id chooses nothing and breaks nothing
  await page.goto('/en/GZ/buy-tickets?productId=99');
  await expect(
    form.getByRole('radio', { name: 'Wonderland Safari Park', exact: true }),
  ).toBeVisible();
});

test('a dining card opens its restaurant with the linked set chosen', async ({ page }) => {
  await page.goto('/en/GZ');
  await page.getByRole('link', { name: 'Book a table: Dim Sum House brunch set' }).click();
  await expect(page).toHaveURL(/\/en\/GZ\/buy-food\/GZ_DIM_SUM_HOUSE\?productId=\d+$/);
  const productId = new URL(page.url()).searchParams.get('productId');
  const sets = await gatewayData<{ productId: string; productName: string }[]>(
    page,
    '/food/getFoodList?poiCode=GZ_DIM_SUM_HOUSE',
  );
  const set = sets.find((s) => s.productId === productId);
  if (set === undefined) throw new Error('the linked set is not sold');
  await expect(page.getByRole('radio', { name: set.productName })).toBeChecked();
});
