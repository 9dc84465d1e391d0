import type { DefaultTreeAdapterTypes as Tree } from 'parse5';

/**
 * Walking a document parsed by parse5 (build time and server only, never in the browser):
 * iteratively, so that no nesting depth can overflow the stack.
 */

export type Element = Tree.Element;

const childrenOf = (node: Tree.ParentNode): Tree.ChildNode[] =>
  node.nodeName === 'template' && 'content' in node ? node.content.childNodes : node.childNodes;

/** Every element under `root` in document order, the contents of templates included. */
export function* elementsOf(root: Tree.ParentNode): Generator<Element> {
  const stack: Tree.ChildNode[] = [...childrenOf(root)].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!('tagName' in node)) continue;
    yield node;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i] as Tree.ChildNode);
  }
}

/** The value of an attribute, or undefined when the element does not have it. */
export const attributeOf = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** The text of an element's own text children (the source of a script or style element). */
export const ownTextOf = (element: Element): string =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
