import type { Page } from '@playwright/test';
import * as OpenCC from 'opencc-js';

/**
 * What the "looks right on a phone" suite (phone.spec.ts) measures on a page: horizontal
 * overflow, text squeezed into a column under 120 px, broken pictures, text in the wrong script
 * for the page's language, the header's cart link. Each check returns a list of problems, each
 * naming the element, so that a failure says where to look.
 */

/** The narrowest a column of wrapping text may be. */
export const MIN_TEXT_COLUMN_PX = 120;

/** Whether the page is wider than its viewport, and the elements that stick out. */
export function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')}`;
    /** Inside a box that clips or scrolls sideways, sticking out is that box's business. */
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x !== 'visible') return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > width + 1 && !clipped(el);
    });
    // the outermost offenders only
    const outer = out.filter((el) => !out.some((o) => o !== el && o.contains(el)));
    return [
      `page is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport: ${outer
        .slice(0, 4)
        .map((el) => `${name(el)} (right ${Math.round(el.getBoundingClientRect().right)})`)
        .join(', ')}`,
    ];
  });
}

/**
 * Text that wraps inside a block narrower than {@link MIN_TEXT_COLUMN_PX}. The header's
 * wordmark (`[data-wordmark]`, the brand set on two lines by design) is not a column.
 */
export function narrowColumns(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text.length < 2 || !parent) continue;
      if (parent.closest('script, style, noscript, template, [data-wordmark]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size < 2) continue;
      let block: Element | null = parent;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      if (!block || seen.has(block)) continue;
      const width = block.getBoundingClientRect().width;
      // a visually hidden text (1 px box) is not a column
      if (width >= min || width <= 2) continue;
      seen.add(block);
      const name = `${block.tagName.toLowerCase()}${[...block.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')}`;
      problems.push(
        `${name} is ${Math.round(width)} px wide, "${text.slice(0, 30)}" on ${tops.size} lines`,
      );
    }
    return problems;
  }, MIN_TEXT_COLUMN_PX);
}

/** Loads every picture of the page (lazy ones too) and names those that did not decode. */
export async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              img.addEventListener('load', () => resolve(), { once: true });
              img.addEventListener('error', () => resolve(), { once: true });
              setTimeout(resolve, 10_000);
            }),
      ),
    );
  });
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => (img.currentSrc || img.src) !== '' && img.complete && img.naturalWidth === 0)
      .map((img) => `picture ${img.currentSrc || img.src} (alt "${img.alt}") does not load`),
  );
}

/** A run of text as the page shows it (or names it: alt, labels), with its language. */
export interface PageText {
  text: string;
  lang: string;
  where: string;
}

/** Every text of the page a visitor sees or hears, with the language it is marked in. */
export function pageTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const texts: { text: string; lang: string; where: string }[] = [];
    const langOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang') ?? '';
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${[...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || !parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      texts.push({ text, lang: langOf(parent), where: name(parent) });
    }
    for (const el of document.body.querySelectorAll(
      '[alt], [aria-label], [placeholder], [title]',
    )) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const attr of ['alt', 'aria-label', 'placeholder', 'title']) {
        const text = el.getAttribute(attr)?.trim() ?? '';
        if (text !== '') texts.push({ text, lang: langOf(el), where: `${name(el)}[${attr}]` });
      }
    }
    return texts;
  });
}

const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u;
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });
/**
 * Traditional characters that Taiwan's standard (OpenCC `tw`) still rewrites in some words:
 * 台 (臺), 了解 (瞭解), 不准 (準), 游 as "swim" (遊), 恒 (恆), 一周 (週), 厘米 (釐). Both forms
 * are Traditional, so they are no sign of Simplified text. 着 is not among them: Traditional
 * text writes 著.
 */
const TRADITIONAL_VARIANTS = new Set(['台', '了', '准', '游', '恒', '周', '厘']);

/** The characters of `text` that a phrase-aware conversion changes, with their context. */
function changedBy(convert: (s: string) => string, text: string, allowed: Set<string>): string[] {
  const converted = [...convert(text)];
  const original = [...text];
  // conversions keep the length of the text (one character for one)
  if (converted.length !== original.length) return convert(text) === text ? [] : [text];
  return original.flatMap((ch, i) =>
    ch !== converted[i] && !allowed.has(ch)
      ? [`${ch}→${converted[i]} in "${original.slice(Math.max(0, i - 6), i + 6).join('')}"`]
      : [],
  );
}

/**
 * Text in the wrong script for the page's language: Simplified characters on a Traditional
 * page and the reverse (OpenCC, phrase by phrase), any CJK on an English page. Text marked in
 * another language (the language switcher's names, a place's native name) is left alone; text
 * marked in a parent of the page's language (`zh` on a `zh-TW` page) is checked.
 */
export function wrongScript(texts: readonly PageText[], pageLang: string): string[] {
  const own = texts.filter((t) => t.lang === '' || pageLang.startsWith(t.lang));
  return own.flatMap(({ text, where }) => {
    const found =
      pageLang === 'en'
        ? CJK.test(text)
          ? [`CJK in "${text.slice(0, 40)}"`]
          : []
        : pageLang === 'zh-TW'
          ? changedBy(toTraditional, text, TRADITIONAL_VARIANTS)
          : changedBy(toSimplified, text, new Set());
    return found.map((f) => `${where}: ${f}`);
  });
}

/** The header's link to the cart. */
export async function cartLink(page: Page): Promise<string[]> {
  const link = page.getByRole('banner').locator('a[data-cart-link]');
  return (await link.count()) === 1 && (await link.isVisible())
    ? []
    : ['no visible cart link in the header'];
}
