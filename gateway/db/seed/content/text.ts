import type { BlockCatalogType } from '../../../../src/lib/contract/cms.ts';
import type { SeedBlock, SeedInfo, Translated } from '../types.ts';

/** A text in Traditional Chinese (Hong Kong usage), Simplified Chinese and English. */
export const tr = (zhTW: string, zhCN: string, en: string): Translated => ({
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  en,
});

/** Applies a function to each language of a text. */
export const mapTr = (
  t: Translated,
  f: (s: string, lang: keyof Translated) => string,
): Translated => ({
  'zh-TW': f(t['zh-TW'], 'zh-TW'),
  'zh-CN': f(t['zh-CN'], 'zh-CN'),
  en: f(t.en, 'en'),
});

/** Joins texts language by language. */
export const joinTr = (parts: readonly Translated[], sep = ''): Translated => ({
  'zh-TW': parts.map((p) => p['zh-TW']).join(sep),
  'zh-CN': parts.map((p) => p['zh-CN']).join(sep),
  en: parts.map((p) => p.en).join(sep),
});

type InfoExtra = Pick<SeedInfo, 'tags' | 'imgLink' | 'link' | 'poiCode'>;

export function info(
  key: string,
  title: Translated,
  summary: Translated,
  desc: Translated,
  extra: InfoExtra = {},
): SeedInfo {
  return { key, title, summary, desc, ...extra };
}

type BlockExtra = Pick<SeedBlock, 'desc' | 'children'>;

export function block(
  code: string,
  type: BlockCatalogType,
  name: Translated,
  items: SeedInfo[],
  extra: BlockExtra = {},
): SeedBlock {
  return { code, type, name, items, ...extra };
}

/** An HTML table; the first row is the header. Cells are trusted markup. */
export function table(rows: readonly (readonly string[])[]): string {
  const [head, ...body] = rows;
  const th = (head ?? []).map((c) => `<th>${c}</th>`).join('');
  const tb = body.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${tb}</tbody></table>`;
}

/** Formats an amount of Hong Kong dollars as shown in prices: HK$ 1,580. */
export const hkd = (amount: number): string => `HK$ ${amount.toLocaleString('en-US')}`;

/** The first sentence of the first paragraph of each language of an HTML text, as plain text. */
export const firstSentence = (html: Translated): Translated =>
  mapTr(html, (s, lang) => {
    const para = /<p>([\s\S]*?)<\/p>/.exec(s)?.[1] ?? s;
    const plain = para
      .replace(/<\/?(strong|em|a|b|i|span)\b[^>]*>/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const end = lang === 'en' ? plain.search(/[.!?](\s|$)/) : plain.search(/[。！？]/);
    const sentence = end === -1 ? plain : plain.slice(0, end + 1);
    return sentence.replace(/[:：]$/, lang === 'en' ? '.' : '。');
  });
