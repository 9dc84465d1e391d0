import {
  CAPTCHA_IMAGE_HEIGHT as H,
  CAPTCHA_IMAGE_WIDTH as W,
  CLICK_WORD_TAPS,
  type BasePoint,
} from '../../../src/lib/contract/captcha.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import { backgroundSvg, svgDocument } from '../background.ts';
import { float, int, pick, sample } from '../random.ts';
import { addNoise, renderSvg, toDataUrl } from '../raster.ts';
import type { DrawnChallenge, DrawOptions } from './types.ts';

/**
 * Click word: 4 distinct characters to tap in order, drawn with 2 decoys at random
 * non-overlapping places, turned and coloured at random. Common Chinese characters for zh-TW
 * (traditional) and zh-CN (simplified), capital Latin letters in English. The characters to
 * tap go in subData; their centres are the answer.
 */

// common characters, none that is easily mistaken for another (日/目, 木/本, 己/已 …)
const TRADITIONAL = [
  ...'山水火花草雲風雨雪天地月星海河湖石田門東西南北春夏秋冬魚鳥馬牛羊龍虎熊貓茶米書畫家樹林光美愛樂心手耳車船橋路城園金銀紅黃綠藍黑高長開關飛走笑歌舞夢福喜',
];
const SIMPLIFIED = [
  ...'山水火花草云风雨雪天地月星海河湖石田门东西南北春夏秋冬鱼鸟马牛羊龙虎熊猫茶米书画家树林光美爱乐心手耳车船桥路城园金银红黄绿蓝黑高长开关飞走笑歌舞梦福喜',
];
const LATIN = [...'ABCDEFGHJKLMNPRSTUVXYZ'];

const GLYPHS: Record<Language, { characters: readonly string[]; font: string; centre: number }> = {
  // `centre`: how far above the baseline the glyph's middle sits, in em (measured)
  'zh-TW': { characters: TRADITIONAL, font: 'Noto Sans CJK TC', centre: 0.38 },
  'zh-CN': { characters: SIMPLIFIED, font: 'Noto Sans CJK SC', centre: 0.38 },
  en: { characters: LATIN, font: 'DejaVu Sans', centre: 0.36 },
};

export const CLICK_WORD_DECOYS = 2;
const MARGIN = 24;
const MIN_DISTANCE = 48;
const COLOURS = [
  '#d32f2f',
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#ad1457',
  '#f9a825',
];

/** `count` centres inside the margins, each at least MIN_DISTANCE from the others. */
export function scatter(count: number): BasePoint[] {
  for (;;) {
    const points: BasePoint[] = [];
    for (let tries = 0; tries < 400 && points.length < count; tries += 1) {
      const point = { x: int(MARGIN, W - MARGIN), y: int(MARGIN, H - MARGIN) };
      if (points.every((p) => Math.hypot(p.x - point.x, p.y - point.y) >= MIN_DISTANCE))
        points.push(point);
    }
    if (points.length === count) return points;
  }
}

/** One glyph centred on `at`, turned, with an outline so that it reads on any background. */
export function glyphSvg(
  character: string,
  at: BasePoint,
  language: Language,
  size: number,
  turn: number,
  colour: string,
): string {
  const { font, centre } = GLYPHS[language];
  const baseline = (at.y + centre * size).toFixed(1);
  const text = (paint: string) =>
    `<text x="${at.x}" y="${baseline}" font-family="${font}" font-size="${size}" font-weight="bold" text-anchor="middle" ${paint}>${character}</text>`;
  return `<g transform="rotate(${turn.toFixed(1)} ${at.x} ${at.y})">${text('fill="none" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"')}${text(`fill="${colour}"`)}</g>`;
}

export async function drawClickWord({
  language,
}: DrawOptions): Promise<DrawnChallenge<'CLICK_WORD'>> {
  const drawn = sample(GLYPHS[language].characters, CLICK_WORD_TAPS + CLICK_WORD_DECOYS);
  const places = scatter(drawn.length);
  const glyphs = drawn.map((character, i) =>
    glyphSvg(
      character,
      places[i] ?? { x: 0, y: 0 },
      language,
      int(26, 32),
      float(-35, 35),
      pick(COLOURS),
    ),
  );
  const picture = await renderSvg(svgDocument(backgroundSvg() + glyphs.join('')));
  addNoise(picture, 8);
  const words = drawn.slice(0, CLICK_WORD_TAPS);
  return {
    captchaType: 'CLICK_WORD',
    mainImage: await toDataUrl(picture),
    subImage: '',
    subData: { words },
    answer: places.slice(0, CLICK_WORD_TAPS),
  };
}
