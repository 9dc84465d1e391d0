import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './booking.ts';

/**
 * A table of CMS rich text wider than a phone (the "Before you go" page's clothing table)
 * scrolls sideways in a box of its own that says so: a shadow on each side with more to see,
 * reachable and scrollable by keyboard, named in the page's language. Measured in pixels of the
 * box with its text made transparent (the shadow is what darkens an edge).
 */

const LABELS = {
  '/en': 'Table: scroll sideways to see every column',
  '/zh-cn': '表格：可左右滚动查看每一列',
  '': '表格：可左右捲動查看每一欄',
} as const;

async function openTable(page: Page, prefix: keyof typeof LABELS): Promise<Locator> {
  await page.goto(`${prefix}/GZ`);
  const href = await page.locator('a[href*="/prepare/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href ?? '');
  // text out of the way: only the box's own background may darken its edges
  await page.addStyleTag({ content: '.table-scroll, .table-scroll * { color: transparent }' });
  const box = page.getByRole('group', { name: LABELS[prefix] }).first();
  await box.scrollIntoViewIfNeeded();
  return box;
}

/** The mean grey of a column of the box's body rows, `x` px from its left or right edge. */
async function edges(box: Locator): Promise<{ left: number; right: number }> {
  const png = await box.screenshot({ animations: 'disabled' });
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const column = (x: number): number => {
    const from = Math.round(info.height * 0.4);
    let sum = 0;
    for (let y = from; y < info.height - 2; y++) sum += data[y * info.width + x] ?? 0;
    return sum / (info.height - 2 - from);
  };
  return { left: column(4), right: column(info.width - 5) };
}

const atEnd = (box: Locator) =>
  box.evaluate((el) => Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const prefix of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    test(`a wide table shows a shadow where it scrolls and scrolls by keyboard (${prefix || '/'})`, async ({
      page,
    }) => {
      const box = await openTable(page, prefix);
      const size = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(size.scroll).toBeGreaterThan(size.client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      // at the start: the right edge is shaded, the left one is paper
      const start = await edges(box);
      expect(start.right).toBeLessThan(start.left - 12);

      // by keyboard: Tab reaches the box, the arrow keys scroll it to its end
      await box.focus();
      await expect(box).toBeFocused();
      for (let i = 0; i < 20 && !(await atEnd(box)); i++) await page.keyboard.press('ArrowRight');
      expect(await atEnd(box)).toBe(true);
      const end = await edges(box);
      expect(end.left).toBeLessThan(end.right - 12);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a table that fits has no shadow on either side', async ({ page }) => {
    const box = await openTable(page, '/en');
    const size = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(size.scroll).toBe(size.client);
    const { left, right } = await edges(box);
    expect(Math.abs(left - right)).toBeLessThan(6);
    expect(Math.min(left, right)).toBeGreaterThan(240);
  });
});
