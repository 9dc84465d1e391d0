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
