import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../gateway/db/seed/content/index.ts';
import type { SeedBlock, Translated } from '../../gateway/db/seed/types.ts';

/**
 * The demo content writes Traditional Chinese in zh-TW and Simplified Chinese in zh-CN: every
 * text of the seed goes through opencc-js (Simplified → Taiwan Traditional, and back), and any
 * character the conversion changes is a character of the other script, unless it is a usage
 * the conversion does not know (listed below with the reason).
 */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

/**
 * What opencc's character-by-character mapping changes although it is right in Hong Kong and
 * Taiwan usage: `from→to` for every occurrence, or the word in which the character is right.
 */
const TRADITIONAL_USAGE = {
  /** 台 is the common form of 臺 (看台, 舞台, 露台); 颱 and 檯 are still required. */
  mappings: ['台→臺'],
  /** 游 swims (游過, 游泳), 了解 and 不准 (not allowed) are standard, 一周 is a round. */
  words: ['游過', '游泳', '了解', '不准', '一周'],
};

/** Every text of the seed with where it is: POIs, pages, blocks and items. */
function texts(): [string, Translated][] {
  const out: [string, Translated][] = [];
  for (const poi of seedData.pois) {
    out.push([`${poi.poiCode}.name`, poi.name], [`${poi.poiCode}.summary`, poi.summary]);
    out.push([`${poi.poiCode}.refundDesc`, poi.refundDesc]);
    if (typeof poi.nameNative !== 'string') out.push([`${poi.poiCode}.native`, poi.nameNative]);
  }
  const walk = (block: SeedBlock) => {
    out.push([`${block.code}.name`, block.name]);
    if (block.desc) out.push([`${block.code}.desc`, block.desc]);
    for (const item of block.items) {
      const at = `${block.code}/${item.key}`;
      out.push([`${at}.title`, item.title], [`${at}.summary`, item.summary]);
      out.push([`${at}.desc`, item.desc]);
      if (item.tags) out.push([`${at}.tags`, item.tags]);
    }
    (block.children ?? []).forEach(walk);
  };
  for (const page of seedData.pages) {
    out.push([`${page.code}.name`, page.name]);
    if (page.desc) out.push([`${page.code}.desc`, page.desc]);
    page.blocks.forEach(walk);
  }
  return out;
}

/** The characters the conversion changes, with a little context, minus the allowed usages. */
function otherScript(
  text: string,
  convert: (s: string) => string,
  allowed: { mappings: readonly string[]; words: readonly string[] } = {
    mappings: [],
    words: [],
  },
): string[] {
  const plain = text.replace(/<[^>]*>/g, ' ');
  const converted = convert(plain);
  const chars = [...plain];
  const into = [...converted];
  if (chars.length !== into.length) return [`${plain} → ${converted}`];
  const found: string[] = [];
  chars.forEach((ch, i) => {
    const to = into[i];
    if (to === ch) return;
    if (allowed.mappings.includes(`${ch}→${to}`)) return;
    const inWord = allowed.words.some((word) => {
      const length = [...word].length;
      return [...word].some(
        (_, k) => i >= k && chars.slice(i - k, i - k + length).join('') === word,
      );
    });
    if (!inWord) found.push(`${ch}→${to} in “${chars.slice(Math.max(0, i - 4), i + 4).join('')}”`);
  });
  return found;
}

describe('seed content: Chinese scripts', () => {
  const all = texts();

  it('has Chinese text to check', () => {
    expect(all.filter(([, t]) => /\p{Script=Han}/u.test(t['zh-TW'])).length).toBeGreaterThan(500);
  });

  it('writes zh-TW in Traditional characters (著, not 着)', () => {
    const found = all.flatMap(([where, t]) =>
      otherScript(t['zh-TW'], toTraditional, TRADITIONAL_USAGE).map((p) => `${where}: ${p}`),
    );
    expect(found).toEqual([]);
  });

  it('writes zh-CN in Simplified characters', () => {
    const found = all.flatMap(([where, t]) =>
      otherScript(t['zh-CN'], toSimplified).map((p) => `${where}: ${p}`),
    );
    expect(found).toEqual([]);
  });

  it('finds Simplified characters in Traditional text, and Traditional ones in Simplified', () => {
    expect(otherScript('酒店中庭住着四十隻企鵝', toTraditional, TRADITIONAL_USAGE)).toEqual([
      '着→著 in “店中庭住着四十隻”',
    ]);
    expect(otherScript('颱風期間，看台關閉', toTraditional, TRADITIONAL_USAGE)).toEqual([]);
    expect(otherScript('台风期间，看台关闭', toTraditional, TRADITIONAL_USAGE)).toContain(
      '台→颱 in “台风期间”',
    );
    expect(otherScript('鲸鲨在眼前游過', toSimplified)).toEqual(['過→过 in “在眼前游過”']);
  });
});
