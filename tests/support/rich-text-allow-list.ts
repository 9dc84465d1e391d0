/**
 * The allow-list of sanitised CMS rich text (DESIGN §4), written out independently of the
 * sanitiser's configuration (src/lib/html/sanitize.ts), for the tests that check its output:
 * the unit test of the XSS corpus (tests/unit/site/sanitize-vectors.test.ts) and the page check
 * in Chromium (tests/e2e/xss.spec.ts).
 */

/** Elements sanitised rich text may contain. */
export const RICH_TEXT_ELEMENTS: readonly string[] = `p br hr span div blockquote pre code
  small sub sup strong b em i u s mark abbr cite q time wbr h3 h4 h5 h6 ul ol li dl dt dd
  table caption colgroup col thead tbody tfoot tr th td a img figure figcaption picture source
  video iframe section article aside details summary`
  .trim()
  .split(/\s+/);

/** Attributes any element may carry. */
export const RICH_TEXT_GLOBAL_ATTRIBUTES: readonly string[] = ['lang', 'dir', 'title'];

/** Attributes of particular elements. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'target', 'hreflang'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  source: ['src', 'type', 'media', 'srcset', 'sizes'],
  video: [
    'src',
    'poster',
    'controls',
    'muted',
    'loop',
    'playsinline',
    'preload',
    'width',
    'height',
  ],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'loading'],
  // only the box every table is put in (class "table-scroll", tabindex "0", the page's label):
  // a wide table scrolls in it
  div: ['class', 'tabindex', 'role', 'aria-label'],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'headers', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  time: ['datetime'],
  details: ['open'],
};
