import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LANGS } from './support.ts';

/**
 * The banners of the area homes: the pictures carry no text; every slide shows its own headline,
 * sub-line and call to action in the page's language over the picture, readable over whatever
 * the picture shows, on a phone and on a wide screen, and names its picture with its own
 * alternative text.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[A-Za-z]{3,}/;

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
const luminance = (r: number, g: number, b: number): number => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: number, b: number): number =>
  (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The lowest contrast of white text over what lies under it: the caption's texts are made
 * transparent, their boxes photographed, and the brightest pixel of each box taken.
 */
async function worstContrastUnder(page: Page, texts: Locator): Promise<number> {
  await texts.evaluateAll((els) =>
    els.forEach((el) => el.style.setProperty('color', 'transparent')),
  );
  let worst = Infinity;
  for (const text of await texts.all()) {
    const box = await text.boundingBox();
    if (!box || box.width < 1 || box.height < 1) continue;
    const png = await page.screenshot({ clip: box, animations: 'disabled' });
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let brightest = 0;
    for (let i = 0; i < info.width * info.height * 3; i += 3) {
      brightest = Math.max(brightest, luminance(data[i]!, data[i + 1]!, data[i + 2]!));
    }
    worst = Math.min(worst, contrast(1, brightest));
  }
  await texts.evaluateAll((els) => els.forEach((el) => el.style.removeProperty('color')));
  return worst;
}

for (const lang of LANGS) {
  for (const address of ['home', 'GZ'] as const) {
    test(`every slide of the ${address} banner speaks ${lang.code} over its picture`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((code) => localStorage.setItem('locale', code), lang.code);
      await page.goto(`${lang.prefix}/${address}`);
      const banner = page.locator('[data-banner]').first();
      await expect(banner).toHaveClass(/is-enhanced/);
      const slides = banner.locator('.slide');
      const count = await slides.count();
      expect(count).toBeGreaterThanOrEqual(3);

      const alts: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const slide = slides.nth(i);
        const media = slide.locator('img, video').first();
        alts.push(
          (await media.getAttribute('alt')) ?? (await media.getAttribute('aria-label')) ?? '',
        );
        const caption = slide.locator('[data-banner-caption]');
        const texts = [
          await caption.locator('.headline').innerText(),
          await caption.locator('.subline').innerText(),
          await caption.locator('.cta').innerText(),
        ];
        for (const text of texts) {
          expect(text.trim(), `slide ${i + 1}`).not.toBe('');
          if (lang.code === 'en') expect(text, `slide ${i + 1}`).not.toMatch(HAN);
          else {
            expect(text, `slide ${i + 1}`).toMatch(HAN);
            expect(text, `slide ${i + 1}`).not.toMatch(LATIN_WORD);
          }
        }
        const href = await caption.locator('.cta').getAttribute('href');
        expect(href, `slide ${i + 1}`).toMatch(new RegExp(`^${lang.prefix}/`));
      }
      // each picture is named by its own description, in the page's language
      expect(alts.every((alt) => alt.trim() !== '')).toBe(true);
      expect(new Set(alts).size).toBe(count);

      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (let i = 0; i < count; i += 1) {
          await expect(banner).toHaveAttribute('data-active', String(i));
          const slide = slides.nth(i);
          const caption = slide.locator('[data-banner-caption]');
          await expect(caption).toBeInViewport();
          // the texts stay inside the picture
          const [slideBox, captionBox] = await Promise.all([
            slide.boundingBox(),
            caption.boundingBox(),
          ]);
          expect(captionBox!.y + captionBox!.height).toBeLessThanOrEqual(
            slideBox!.y + slideBox!.height + 1,
          );
          const worst = await worstContrastUnder(page, caption.locator('.headline, .subline'));
          expect(worst, `slide ${i + 1} at ${size.width} px`).toBeGreaterThanOrEqual(4.5);
          await banner.locator('[data-next]').click();
        }
        // rewound to the first slide
        await expect(banner).toHaveAttribute('data-active', '0');
      }
    });
  }
}

test('the call to action of a picture slide opens its page from anywhere on the picture', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/en/GZ');
  const banner = page.locator('[data-banner]').first();
  await expect(banner).toHaveClass(/is-enhanced/);
  const first = banner.locator('.slide').first();
  const cta = first.locator('.cta');
  await expect(cta).toHaveText('Buy tickets');
  const box = await first.boundingBox();
  await page.mouse.click(box!.x + box!.width * 0.8, box!.y + box!.height * 0.75);
  await expect(page).toHaveURL(/\/en\/GZ\/buy-tickets$/);
});
