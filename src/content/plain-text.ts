import { parseFragment, type DefaultTreeAdapterTypes as Tree } from 'parse5';

/**
 * Text-only CMS fields (titles, summaries, tags, names) as plain text (build time only). The CMS
 * takes any string, and an outside attack put markup into titles: Astro escapes text in
 * elements but leaves `<` as it is in attributes (`<meta content>`, `alt`, `aria-label`), and a
 * field shown in several places should read the same everywhere. Markup is parsed as a browser
 * parses it (parse5): elements are dropped, their text kept, the text of elements that are not
 * text a reader sees (script, style, …) dropped with them, entities decoded.
 */

/** Elements whose content is never text on the page. */
const NOT_TEXT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'object',
  'select',
]);

/** Elements that separate words (a line break, a block). */
const BREAKS = new Set([
  'br',
  'p',
  'div',
  'li',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** The text a reader sees in an HTML fragment, iteratively (no nesting depth overflows). */
function textOf(html: string): string {
  const parts: string[] = [];
  const stack: Tree.ChildNode[] = [...parseFragment(html).childNodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.nodeName === '#text' && 'value' in node) {
      parts.push(node.value);
    } else if ('tagName' in node && !NOT_TEXT.has(node.tagName)) {
      if (BREAKS.has(node.tagName)) parts.push(' ');
      for (let i = node.childNodes.length - 1; i >= 0; i -= 1)
        stack.push(node.childNodes[i] as Tree.ChildNode);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Rounds of stripping before giving up on text that keeps turning into markup. */
const MAX_ROUNDS = 5;

/**
 * `text` without markup. Text without `<` or `&` is returned as it is. Stripping repeats until
 * nothing changes, so that markup assembled from pieces (`<scr<script>ipt>`) goes too; text that
 * still changes after a few rounds loses its angle brackets.
 */
export function plainText(text: string): string {
  let current = text;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (!/[<&]/.test(current)) return current;
    const next = textOf(current);
    if (next === current) return current;
    current = next;
  }
  return current.replace(/[<>]/g, '');
}
