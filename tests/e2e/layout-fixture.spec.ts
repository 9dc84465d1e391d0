import { expect, test, type Page } from '@playwright/test';
import { stableId } from '../../gateway/db/ids.ts';
import { expectNoAxeViolations } from './booking.ts';
import { LANGS } from './support.ts';
import { BARE_ITEM_KEY, NOTICES_BLOCK_CODE, TEXT_ITEM_KEY } from '../fixtures/layout/content.ts';
import { layoutFixtureSite } from '../fixtures/layout/site.ts';
import type { FixtureServer } from '../fixtures/site.ts';

/**
 * Content shapes the demo does not carry (tests/fixtures/layout), on a fixture site of its own
 * served by the real server (E2E_PORT + 5), started here: notice and product cards without a
 * picture (no empty picture box, the text takes the card's width, the card is as tall as its
 * text rather than stretched to its row, the row's cards start level) beside cards with one,
 * and the content detail of an item with nothing but a title (no empty card under it). In the three
 * languages, at 390 and 1280 px; screenshots of the cards are attached to the report.
 */
const PORT = Number(process.env['E2E_PORT'] ?? 4399) + 5;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
// one worker starts the one server
test.describe.configure({ mode: 'serial' });

let site: FixtureServer | undefined;
test.beforeAll(async () => {
  // `npm run test:e2e` builds the fixture site first; a run of this spec alone builds it here
  test.setTimeout(10 * 60_000);
  await layoutFixtureSite.ensure({ quiet: true });
  site = await layoutFixtureSite.start(PORT);
});
test.afterAll(async () => {
  await site?.stop();
});

const WIDTHS = [390, 1280] as const;

/** Every card of a block: whether it has a picture, and how wide its text is against the card. */
const measureCards = (page: Page, heading: string) =>
  page
    .locator('section.block')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    .locator('article.card')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const body = card.querySelector('.body')?.getBoundingClientRect();
        const title = card.querySelector('.title');
        const picture = card.querySelector<HTMLImageElement>('.media img, img.media');
        const bodyElement = card.querySelector('.body');
        const lastBottom = Math.max(
          ...[...(bodyElement?.children ?? [])].map((c) => c.getBoundingClientRect().bottom),
        );
        const padding =
          bodyElement === null ? 0 : parseFloat(getComputedStyle(bodyElement).paddingBottom);
        return {
          title: title?.textContent?.trim() ?? '',
          top: box.top,
          height: box.height,
          /** Space between the text's end (with the body's padding) and the card's bottom. */
          slack: box.bottom - (lastBottom + padding),
          cardWidth: box.width,
          bodyWidth: body?.width ?? 0,
          bodyLeft: (body?.left ?? 0) - box.left,
          /** Elements inside the card besides the body: a picture (box) or nothing. */
          others: [...card.children].filter((c) => !c.classList.contains('body')).length,
          picture: picture === null ? null : picture.naturalWidth,
        };
      }),
    );

for (const { code, prefix } of LANGS) {
  for (const width of WIDTHS) {
    test(`cards without a picture show no picture box and use the card's width (${code}, ${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/GZ`);
      const heading = { 'zh-TW': '園區公告', 'zh-CN': '园区公告', en: 'Park notices' }[code];
      const picks = { 'zh-TW': '推介', 'zh-CN': '推荐', en: 'Picks' }[code];
      const notices = await measureCards(page, heading);
      const cards = await measureCards(page, picks);
      expect(notices).toHaveLength(3);
      expect(cards).toHaveLength(2);
      for (const card of [...notices, ...cards]) {
        if (card.picture === null) {
          // no picture: nothing but the text, across the whole card
          expect(card.others, card.title).toBe(0);
          expect(card.bodyLeft, card.title).toBeLessThan(1);
          expect(card.bodyWidth, card.title).toBeGreaterThan(card.cardWidth - 1);
        } else {
          expect(card.picture, card.title).toBeGreaterThan(0);
        }
      }
      // the notice with a picture keeps its picture column; those without have none
      const [pictured, ...textOnly] = notices;
      expect(pictured?.picture).not.toBeNull();
      expect(textOnly.every((c) => c.picture === null)).toBe(true);
      for (const c of textOnly)
        expect(c.bodyWidth).toBeGreaterThan((pictured?.bodyWidth ?? 0) + 100);
      // a card without a picture is as tall as its text, not stretched to its row; the row's
      // cards start on one line
      for (const card of [...notices, ...cards].filter((c) => c.picture === null)) {
        expect(Math.abs(card.slack), card.title).toBeLessThan(1);
      }
      const [productPictured, productText] = cards;
      expect(Math.abs((productText?.top ?? 0) - (productPictured?.top ?? 0))).toBeLessThan(1);
      expect(productText?.height ?? 0).toBeLessThan((productPictured?.height ?? 0) - 40);
      // no horizontal overflow
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await testInfo.attach(`cards-${code}-${width}`, {
        body: await page.locator('main').screenshot(),
        contentType: 'image/png',
      });
      if (width === 390) await expectNoAxeViolations(page);
    });
  }
}

/** The content detail page of a notice (zh-TW, no prefix). */
const noticeDetail = (key: string) =>
  `/GZ/cms-detail/${stableId('catalog', NOTICES_BLOCK_CODE)}/GZ/${stableId(
    'info',
    `${NOTICES_BLOCK_CODE}/${key}`,
  )}`;

for (const { code, prefix } of LANGS) {
  test(`an item with nothing but a title shows its title and no empty card (${code})`, async ({
    page,
  }) => {
    const title = {
      'zh-TW': '考拉森林本週六重開',
      'zh-CN': '考拉森林本周六重开',
      en: 'Koala Forest reopens on Saturday',
    }[code];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`${prefix}${noticeDetail(BARE_ITEM_KEY)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('main article.info')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    // an item with a description keeps its card
    await page.goto(`${prefix}${noticeDetail(TEXT_ITEM_KEY)}`);
    await expect(page.locator('main article.info .rich-text')).toHaveCount(1);
  });
}
