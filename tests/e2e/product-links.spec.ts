import { expect, test } from '@playwright/test';
import { stableId } from '../../gateway/db/ids.ts';
import { expectNoAxeViolations, gatewayData, type TicketSummary } from './booking.ts';

/**
 * A content page that presents a product links to its buy page with that product chosen
 * (`?productId=`): the area homes' product cards end with a translated "Buy tickets" / "Book a
 * table" / "Book a room" / "See the offer" link, and the buy pages choose the product a link
 * names, its place with it. POI pages book their place's first product (a hotel: the hotel);
 * offers and guides that name a product link to it.
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

// ---- POI pages, offers and guides ------------------------------------------------------------

/** A POI page's path (zh-TW, no prefix): its catalogue root's id is the seed's stable id. */
const poiPage = (code: string, poiType: number) =>
  `/GZ/poi/${stableId('catalog', `${code}-POI`)}/${poiType}/${code}`;

const POI_LINKS = [
  {
    code: 'zh-TW',
    prefix: '',
    show: '購買表演門票：奇境國際大馬戲',
    hotel: '預訂客房：奇境熊貓酒店',
    form: '購買門票',
  },
  {
    code: 'zh-CN',
    prefix: '/zh-cn',
    show: '购买演出门票：奇境国际大马戏',
    hotel: '预订客房：奇境熊猫酒店',
    form: '购买门票',
  },
  {
    code: 'en',
    prefix: '/en',
    show: 'Buy show tickets: Wonderland International Circus',
    hotel: 'Book a room: Panda Hotel',
    form: 'Buy tickets',
  },
] as const;

for (const { code, prefix, show, hotel, form } of POI_LINKS) {
  test(`a show's POI page opens buy-tickets with the show's ticket chosen (${code})`, async ({
    page,
  }) => {
    const lang = code;
    const [ticket] = (
      await gatewayData<TicketSummary[]>(page, '/ticket/list?poiCode=GZ_CIRCUS', lang)
    ).filter((p) => p.productType !== 'ANNUAL_CARD');
    if (ticket === undefined) throw new Error('the circus sells nothing');
    await page.goto(`${prefix}${poiPage('GZ_CIRCUS', 2)}`);
    const book = page.getByRole('link', { name: show, exact: true });
    await expect(book).toHaveAttribute(
      'href',
      `${prefix}/GZ/buy-tickets?productId=${ticket.productId}`,
    );
    // the visible words are the action; the place is named to screen readers too
    await expect(book).toHaveText(show.split(/[:：]/)[0] ?? '');
    await expectNoAxeViolations(page);

    await book.click();
    const buy = page.getByRole('form', { name: form });
    await expect(buy.getByRole('radio', { name: ticket.productName })).toBeChecked();
  });

  test(`a hotel's POI page opens buy-hotel with the hotel chosen (${code})`, async ({ page }) => {
    await page.goto(`${prefix}${poiPage('GZ_PANDA_HOTEL', 3)}`);
    const book = page.getByRole('link', { name: hotel, exact: true });
    await expect(book).toHaveAttribute(
      'href',
      new RegExp(`^${prefix}/GZ/buy-hotel\\?poiType=3&poiId=\\w+$`),
    );
    await book.click();
    await expect(page.getByRole('radio', { name: hotel.split(/[:：]/)[1] ?? hotel })).toBeChecked();
  });
}

test('a park’s POI page chooses its day ticket, the first of the several it sells', async ({
  page,
}) => {
  const products = (
    await gatewayData<TicketSummary[]>(page, '/ticket/list?poiCode=GZ_SAFARI_PARK')
  ).filter((p) => p.productType !== 'ANNUAL_CARD');
  const [first] = products;
  if (first === undefined || products.length < 2) throw new Error('the park sells one product');
  await page.goto(`/en${poiPage('GZ_SAFARI_PARK', 1)}`);
  await page
    .getByRole('link', { name: 'Buy tickets: Wonderland Safari Park', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/GZ/buy-tickets\\?productId=${first.productId}$`));
  const form = page.getByRole('form', { name: 'Buy tickets' });
  await expect(
    form.getByRole('radio', { name: 'Wonderland Safari Park', exact: true }),
  ).toBeChecked();
  await expect(form.getByRole('radio', { name: first.productName })).toBeChecked();
  // the price panel's "Book now" opens the same
  await page.goBack();
  await expect(
    page.getByRole('link', { name: 'Book now: Ticket prices', exact: true }),
  ).toHaveAttribute('href', `/en/GZ/buy-tickets?productId=${first.productId}`);
});

const OFFER_LINKS = [
  {
    code: 'zh-TW',
    prefix: '',
    birthday: '購買門票：生日月免費玩歡樂世界',
    offer: '查看優惠：黃昏優惠：野生動物世界七折',
  },
  {
    code: 'zh-CN',
    prefix: '/zh-cn',
    birthday: '购买门票：生日月免费玩欢乐世界',
    offer: '查看优惠：黄昏优惠：野生动物世界七折',
  },
  {
    code: 'en',
    prefix: '/en',
    birthday: 'Buy tickets: Free Happy Land in your birthday month',
    offer: 'See the offer: Evening offer: 30% off the Safari Park',
  },
] as const;

for (const { code, prefix, birthday, offer } of OFFER_LINKS) {
  test(`the discount page's offers link to the product they name (${code})`, async ({ page }) => {
    const [day] = await gatewayData<TicketSummary[]>(page, '/ticket/list?poiCode=GZ_HAPPY_LAND');
    if (day === undefined) throw new Error('Happy Land sells nothing');
    await page.goto(`${prefix}/GZ/discount`);
    await expect(page.getByRole('link', { name: birthday, exact: true })).toHaveAttribute(
      'href',
      `${prefix}/GZ/buy-tickets?productId=${day.productId}`,
    );
    await expect(page.getByRole('link', { name: offer, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^${prefix}/GZ/discount\\?productId=\\d{18,19}#book$`),
    );
    await expectNoAxeViolations(page);
  });
}

test('an offer card opens the discount page with its offer chosen', async ({ page }) => {
  await page.goto('/en/GZ/discount');
  await page
    .getByRole('link', { name: 'See the offer: Evening offer: 30% off the Safari Park' })
    .click();
  await expect(page).toHaveURL(/\/en\/GZ\/discount\?productId=\d+#book$/);
  // the page opens at its form (which starts once in view), not at the cards
  await expect(page.getByRole('heading', { name: 'Special offers', level: 2 })).toBeInViewport();
  await expect(
    page
      .getByRole('form', { name: 'Buy a special offer' })
      .getByRole('radio', { name: /Safari Park evening/i }),
  ).toBeChecked();
});

test('a guide’s link to a park opens buy-tickets with its day ticket chosen', async ({ page }) => {
  const [day] = await gatewayData<TicketSummary[]>(page, '/ticket/list?poiCode=GZ_WATER_PARK');
  if (day === undefined) throw new Error('Splash Bay sells nothing');
  await page.goto('/en/GZ');
  await expect(page.locator('main a').filter({ hasText: /^Splash Bay$/ })).toHaveAttribute(
    'href',
    `/en/GZ/buy-tickets?productId=${day.productId}`,
  );
});
