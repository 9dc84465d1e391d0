import { parseFragment, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import type { SanitizeReport } from '../contract/editor.ts';
import { sanitizeRichText } from './sanitize.ts';

/** Every element of a fragment, walked iteratively (no nesting depth overflows the stack). */
function* elementsOf(root: Tree.ParentNode): Generator<Tree.Element> {
  const stack: Tree.ChildNode[] = [...root.childNodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!('tagName' in node)) continue;
    yield node;
    const children =
      node.nodeName === 'template' && 'content' in node ? node.content.childNodes : node.childNodes;
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i] as Tree.ChildNode);
  }
}

/**
 * What the build's sanitiser (sanitize.ts) does to an editor's rich text, before it is saved:
 * the HTML the site will show, and what it drops, counted by element (`script`) and by
 * attribute (`img onerror`, `a href` of a script link). Counted by comparing the elements and
 * attributes of the text before and after: only what decreases is dropped (what the sanitiser
 * adds, such as `loading` on pictures, is not the editor's concern).
 */

type Counts = Map<string, number>;

function count(html: string): { elements: Counts; attributes: Counts } {
  const elements: Counts = new Map();
  const attributes: Counts = new Map();
  for (const element of elementsOf(parseFragment(html))) {
    elements.set(element.tagName, (elements.get(element.tagName) ?? 0) + 1);
    for (const attr of element.attrs) {
      const key = `${element.tagName} ${attr.name}`;
      attributes.set(key, (attributes.get(key) ?? 0) + 1);
    }
  }
  return { elements, attributes };
}

const decreases = (
  before: Counts,
  after: Counts,
  kind: 'element' | 'attribute',
): SanitizeReport['dropped'] =>
  [...before]
    .map(([name, n]) => ({ kind, name, count: n - (after.get(name) ?? 0) }))
    .filter((entry) => entry.count > 0);

export function sanitizeReport(html: string): SanitizeReport {
  const clean = sanitizeRichText(html);
  const before = count(html);
  const after = count(clean);
  // a renamed heading (h1, h2 → h3) is kept, not dropped
  for (const tag of ['h1', 'h2']) after.elements.set(tag, before.elements.get(tag) ?? 0);
  const keptAttributes = new Set(
    [...before.attributes.keys()].filter((key) => /^h[12] /.test(key)),
  );
  for (const key of keptAttributes) {
    const renamed = `h3 ${key.slice(3)}`;
    if ((after.attributes.get(renamed) ?? 0) > 0)
      after.attributes.set(key, before.attributes.get(key) ?? 0);
  }
  return {
    html: clean,
    dropped: [
      ...decreases(before.elements, after.elements, 'element'),
      ...decreases(before.attributes, after.attributes, 'attribute'),
    ].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name)),
  };
}
