import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankImage, renderSvg, type RawImage } from '../../../gateway/captcha/raster.ts';
import { glyphSvg } from '../../../gateway/captcha/strategies/click-word.ts';
import { drawChallenge } from '../../../gateway/captcha/strategies/index.ts';
import { cutDisc, drawRotatePuzzle } from '../../../gateway/captcha/strategies/rotate.ts';
import { drawSlidePuzzle } from '../../../gateway/captcha/strategies/slide.ts';
import { expression, STRING_ALPHABET } from '../../../gateway/captcha/strategies/text.ts';
import {
  CAPTCHA_TYPES,
  ROTATE_DISC_SIZE,
  type BasePoint,
} from '../../../src/lib/contract/captcha.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import { decodeDataUrl, imageInfo } from './support.ts';

/** Raw RGBA of an image data: URL. */
async function pixels(url: string): Promise<RawImage> {
  const { data, info } = await sharp(decodeDataUrl(url).bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const luminance = (image: RawImage, x: number, y: number): number => {
  const o = (y * image.width + x) * 4;
  return ((image.data[o] ?? 0) + (image.data[o + 1] ?? 0) + (image.data[o + 2] ?? 0)) / 3;
};
const alphaAt = (image: RawImage, x: number, y: number) =>
  image.data[(y * image.width + x) * 4 + 3] ?? 0;

describe('captcha images', () => {
  it.each(CAPTCHA_TYPES)(
    '%s: a 360×140 WebP main image, the sub image of its kind',
    async (type) => {
      const drawn = await drawChallenge(type, { language: 'zh-TW' });
      expect(await imageInfo(drawn.mainImage)).toMatchObject({
        type: 'image/webp',
        format: 'webp',
        width: 360,
        height: 140,
      });
      if (type === 'SLIDE_PUZZLE') {
        expect(await imageInfo(drawn.subImage)).toMatchObject({
          format: 'png',
          width: 50,
          height: 50,
          alpha: true,
        });
      } else if (type === 'ROTATE_PUZZLE') {
        expect(await imageInfo(drawn.subImage)).toMatchObject({
          format: 'webp',
          width: ROTATE_DISC_SIZE,
          height: ROTATE_DISC_SIZE,
          alpha: true,
        });
      } else {
        expect(drawn.subImage).toBe('');
      }
    },
  );

  it('differ from one challenge to the next', async () => {
    const a = await drawChallenge('STRING', { language: 'en' });
    const b = await drawChallenge('STRING', { language: 'en' });
    expect(a.mainImage).not.toBe(b.mainImage);
  });

  it('slide puzzle: the block is the puzzle shape, and the hole is darker where it belongs', async () => {
    const drawn = await drawSlidePuzzle();
    const block = await pixels(drawn.subImage);
    const main = await pixels(drawn.mainImage);
    expect(alphaAt(block, 25, 25)).toBe(255);
    expect(alphaAt(block, 0, 0)).toBe(0);
    expect(alphaAt(block, 49, 49)).toBe(0);
    let hole = 0;
    let piece = 0;
    let count = 0;
    for (let y = 12; y < 38; y += 1) {
      for (let x = 12; x < 38; x += 1) {
        if (alphaAt(block, x, y) < 255) continue;
        hole += luminance(main, drawn.answer.x + x, drawn.answer.y + y);
        piece += luminance(block, x, y);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(300);
    expect(hole / count).toBeLessThan((piece / count) * 0.7);
  });

  it('rotate puzzle: the disc is turned clockwise by (360 − answer)°', () => {
    // an upright picture: red above the middle, blue below
    const picture = blankImage(360, 140);
    for (let y = 0; y < 140; y += 1) {
      for (let x = 0; x < 360; x += 1) {
        picture.data.set(y < 70 ? [220, 0, 0, 255] : [0, 0, 220, 255], (y * 360 + x) * 4);
      }
    }
    const red = (disc: RawImage, x: number, y: number) =>
      (disc.data[(y * disc.width + x) * 4] ?? 0) > 150;
    const upright = cutDisc(picture, 0);
    expect([red(upright, 60, 20), red(upright, 60, 100)]).toEqual([true, false]);
    const quarter = cutDisc(picture, 90); // turned clockwise: the top is now on the right
    expect([red(quarter, 100, 60), red(quarter, 20, 60)]).toEqual([true, false]);
    const half = cutDisc(picture, 180);
    expect([red(half, 60, 100), red(half, 60, 20)]).toEqual([true, false]);
    expect(alphaAt(quarter, 0, 0)).toBe(0);
    expect(alphaAt(quarter, 60, 60)).toBe(255);
  });

  it('rotate puzzle: the hole shows nothing of the picture under it', async () => {
    const { mainImage } = await drawRotatePuzzle();
    const main = await pixels(mainImage);
    const values: number[] = [];
    for (let y = 30; y < 110; y += 1) {
      for (let x = 140; x < 220; x += 1) values.push(luminance(main, x, y));
    }
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const spread = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    expect(spread).toBeLessThan(8);
  });

  it('carry no metadata: no text, EXIF or XMP reaches the client', async () => {
    for (const type of CAPTCHA_TYPES) {
      const drawn = await drawChallenge(type, { language: 'en' });
      for (const url of [drawn.mainImage, drawn.subImage].filter((u) => u !== '')) {
        const meta = await sharp(decodeDataUrl(url).bytes).metadata();
        expect(meta.exif, type).toBeUndefined();
        expect(meta.xmp, type).toBeUndefined();
        expect(meta.comments, type).toBeUndefined();
      }
    }
  });

  it('rotate puzzle: the disc is never close to upright', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { answer } = await drawRotatePuzzle();
      expect(answer.angle).toBeGreaterThanOrEqual(30);
      expect(answer.angle).toBeLessThanOrEqual(330);
    }
  });

  it.each<[Language, string]>([
    ['zh-TW', '龍'],
    ['zh-TW', '山'],
    ['zh-CN', '书'],
    ['en', 'W'],
    ['en', 'L'],
  ])(
    'click word: a %s glyph %s is centred on its answer point, even turned',
    async (language, ch) => {
      for (const turn of [-35, 0, 30]) {
        const at: BasePoint = { x: 100, y: 70 };
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="140">${glyphSvg(ch, at, language, 32, turn, '#000000')}</svg>`;
        const image = await renderSvg(svg);
        let [minX, maxX, minY, maxY] = [Infinity, -1, Infinity, -1];
        for (let y = 0; y < image.height; y += 1) {
          for (let x = 0; x < image.width; x += 1) {
            if (alphaAt(image, x, y) < 128) continue;
            [minX, maxX, minY, maxY] = [
              Math.min(minX, x),
              Math.max(maxX, x),
              Math.min(minY, y),
              Math.max(maxY, y),
            ];
          }
        }
        expect(Math.abs((minX + maxX + 1) / 2 - at.x), `x at ${turn}°`).toBeLessThanOrEqual(4);
        expect(Math.abs((minY + maxY + 1) / 2 - at.y), `y at ${turn}°`).toBeLessThanOrEqual(4);
        expect(maxX - minX, 'the glyph is drawn').toBeGreaterThan(15);
      }
    },
  );

  it('click word: the characters sit far enough apart to tell the taps apart', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { answer } = await drawChallenge('CLICK_WORD', { language: 'en' });
      for (const [i, a] of answer.entries()) {
        for (const b of answer.slice(i + 1))
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(48);
        expect(a.x).toBeGreaterThanOrEqual(24);
        expect(a.y).toBeLessThanOrEqual(116);
      }
    }
  });

  it('string: draws 4-5 characters and never an ambiguous one', async () => {
    expect(STRING_ALPHABET).not.toMatch(/[0O1lI]/);
    for (let i = 0; i < 10; i += 1) {
      const { answer } = await drawChallenge('STRING', { language: 'en' });
      expect(answer.text).toMatch(new RegExp(`^[${STRING_ALPHABET}]{4,5}$`));
    }
  });

  it('calculate: small sums, differences and products whose result is never negative', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const { tokens, value } = expression();
      const [a, op, b, equals, question] = tokens;
      seen.add(op ?? '');
      expect([equals, question]).toEqual(['=', '?']);
      const [left, right] = [Number(a), Number(b)];
      expect(value).toBe(op === '+' ? left + right : op === '−' ? left - right : left * right);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(81);
    }
    expect([...seen].sort()).toEqual(['+', '×', '−'].sort());
  });

  it('are drawn fast enough (average per strategy, after warm-up)', async () => {
    for (const type of CAPTCHA_TYPES) await drawChallenge(type, { language: 'zh-TW' });
    for (const type of CAPTCHA_TYPES) {
      const start = performance.now();
      for (let i = 0; i < 5; i += 1) await drawChallenge(type, { language: 'zh-TW' });
      // aim: < 100 ms; the bound leaves room for a busy CI machine
      expect((performance.now() - start) / 5, type).toBeLessThan(400);
    }
  });
});
