import {
  CAPTCHA_IMAGE_HEIGHT as H,
  CAPTCHA_IMAGE_WIDTH as W,
} from '../../../src/lib/contract/captcha.ts';
import { backgroundSvg, svgDocument } from '../background.ts';
import { float, int, pick } from '../random.ts';
import { addNoise, renderSvg, toDataUrl } from '../raster.ts';
import type { DrawnChallenge } from './types.ts';

/**
 * Image codes: STRING shows 4-5 distorted characters (none of the ambiguous 0/O/1/l/I, nor
 * 2/Z, 5/S, 6/G, 8/B, 9/g/q), CALCULATE a small sum, difference or product ("7 + 5 = ?",
 * result ≥ 0). Each character has its own font, size, turn, skew and offset; curves and dots
 * cross the text.
 */

export const STRING_ALPHABET = 'ACDEFHJKLMNPRTUVWXYabdefhkmnprtuvwxy34678';
const FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'Liberation Sans',
  'Liberation Serif',
  'DejaVu Sans Mono',
];
const INKS = [
  '#1a237e',
  '#b71c1c',
  '#1b5e20',
  '#4a148c',
  '#3e2723',
  '#006064',
  '#263238',
  '#880e4f',
];

function distorted(tokens: readonly string[]): string {
  const slot = (W - 40) / tokens.length;
  return tokens
    .map((token, i) => {
      const x = 20 + slot * (i + 0.5) + float(-4, 4);
      const y = H / 2 + float(-10, 10);
      const size = int(40, 52);
      const transform = `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${float(-25, 25).toFixed(1)}) skewX(${float(-15, 15).toFixed(1)})`;
      return `<text transform="${transform}" y="${(size * 0.36).toFixed(1)}" font-family="${pick(FONTS)}" font-size="${size}" font-weight="${pick(['normal', 'bold'])}" text-anchor="middle" fill="${pick(INKS)}">${token}</text>`;
    })
    .join('');
}

function clutter(): string {
  let out = '';
  for (let i = 0; i < int(4, 6); i += 1) {
    const d = `M${int(0, 40)} ${int(10, H - 10)} C${int(60, 160)} ${int(0, H)} ${int(200, 300)} ${int(0, H)} ${int(320, W)} ${int(10, H - 10)}`;
    out += `<path d="${d}" stroke="${pick(INKS)}" stroke-width="${float(1, 2.5).toFixed(1)}" fill="none" opacity="0.8"/>`;
  }
  for (let i = 0; i < 60; i += 1) {
    out += `<circle cx="${int(0, W)}" cy="${int(0, H)}" r="${float(0.8, 2).toFixed(1)}" fill="${pick(INKS)}" opacity="0.6"/>`;
  }
  return out;
}

async function drawText(tokens: readonly string[]): Promise<string> {
  const picture = await renderSvg(
    svgDocument(backgroundSvg({ veil: 0.6 }) + distorted(tokens) + clutter()),
  );
  addNoise(picture, 10);
  return toDataUrl(picture);
}

export async function drawString(): Promise<DrawnChallenge<'STRING'>> {
  const length = int(4, 5);
  const text = Array.from({ length }, () => pick([...STRING_ALPHABET])).join('');
  return {
    captchaType: 'STRING',
    mainImage: await drawText([...text]),
    subImage: '',
    subData: {},
    answer: { text },
  };
}

/** A small expression and its value: a + b (1-20 each), a − b (b ≤ a ≤ 20) or a × b (2-9). */
export function expression(): { tokens: string[]; value: number } {
  const op = pick(['+', '−', '×'] as const);
  if (op === '+') {
    const a = int(1, 20);
    const b = int(1, 20);
    return { tokens: [String(a), '+', String(b), '=', '?'], value: a + b };
  }
  if (op === '−') {
    const a = int(5, 20);
    const b = int(1, a);
    return { tokens: [String(a), '−', String(b), '=', '?'], value: a - b };
  }
  const a = int(2, 9);
  const b = int(2, 9);
  return { tokens: [String(a), '×', String(b), '=', '?'], value: a * b };
}

export async function drawCalculate(): Promise<DrawnChallenge<'CALCULATE'>> {
  const { tokens, value } = expression();
  return {
    captchaType: 'CALCULATE',
    mainImage: await drawText(tokens),
    subImage: '',
    subData: {},
    answer: { text: String(value) },
  };
}
