import { parseFragment } from 'parse5';
import { elementsOf } from './html-tree.ts';
import { plainText } from './plain-text.ts';

/**
 * Sanitised rich text keeps its headings at h3-h6 (src/lib/html/sanitize.ts): below an area
 * page's h1 and its blocks' h2. Under a page whose only heading above it is the h1 (a content
 * detail), they move up one level, so that the outline has no gap: h3 → h2 … h6 → h5.
 * Only tags are renamed: sanitised HTML escapes every `<` of text and attribute values.
 */
export const headingsFrom = (html: string, level: 2 | 3): string =>
  level === 3
    ? html
    : html.replace(
        /<(\/?)h([3-6])(?=[\s>/])/gi,
        (_tag, slash: string, n: string) => `<${slash}h${Number(n) - 1}`,
      );

/** Elements that show something without text: pictures, players, tables, rules. */
const SHOWN_WITHOUT_TEXT = new Set([
  'img',
  'picture',
  'video',
  'audio',
  'iframe',
  'svg',
  'table',
  'hr',
  'object',
  'embed',
]);

/**
 * Whether sanitised rich text shows nothing to a reader: no text but white space (`<p></p>`,
 * `<p>&nbsp;</p>`, `<p><br></p>` as editors leave them) and no picture, player, table or rule.
 * Such a description gets no box on the page.
 */
export function isBlankRichText(html: string): boolean {
  if (html.trim() === '') return true;
  for (const element of elementsOf(parseFragment(html))) {
    if (SHOWN_WITHOUT_TEXT.has(element.tagName)) return false;
  }
  return plainText(html).trim() === '';
}
