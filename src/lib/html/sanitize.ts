import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { isMediaHostUrl, MEDIA_HOSTS } from './media-hosts.ts';
import { VIDEO_IFRAME_HOSTS } from './video-hosts.ts';

/**
 * Build-time HTML sanitiser for CMS rich text (DESIGN §4). Runs in the content loader only and
 * is never imported by browser code.
 *
 * A fixed allow-list: no script, style, iframe (except the hosts of video-hosts.ts), svg, math,
 * textarea, xmp, option or form; only http, https, mailto and tel URLs; no event handlers and no
 * style attribute. Images and videos load only from the site itself or its media hosts
 * (media-hosts.ts, the list of the pages' img-src and media-src): one from anywhere else would be
 * a tracking pixel, and the page's policy would block it anyway. Headings are moved below the
 * page's own h1/h2 so that the page outline stays in order.
 */

export { MEDIA_HOSTS, VIDEO_IFRAME_HOSTS };

const words = (list: string): string[] => list.trim().split(/\s+/);

const ALLOWED_TAGS = words(`
  p br hr span div blockquote pre code small sub sup strong b em i u s mark abbr cite q time wbr
  h3 h4 h5 h6
  ul ol li dl dt dd
  table caption colgroup col thead tbody tfoot tr th td
  a img figure figcaption picture source video iframe
  section article aside details summary
`);

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = words(`
  script style textarea option select noscript xmp svg math form template object embed applet
  noembed noframes plaintext title head frameset button
`);

/**
 * A path on this site: one leading slash, no backslash (browsers read `/\\host` and `//host` as
 * another host).
 */
const isSitePath = (url: string): boolean => /^\/(?!\/)/.test(url) && !url.includes('\\');

/** Whether rich text may load a picture or video from `url`: the site, or a media host. */
const loadable = (url: string, hosts: readonly string[]): boolean =>
  isSitePath(url) || isMediaHostUrl(url, hosts);

/** The candidates of a srcset that may load (a candidate: a URL, then its descriptor). */
const loadableSrcset = (srcset: string, hosts: readonly string[]): string =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => loadable(candidate.split(/\s+/)[0] ?? '', hosts))
    .join(', ');

/** `attribs` with `name` kept only when it may load. */
const keepLoadable = (
  attribs: Record<string, string>,
  name: string,
  hosts: readonly string[],
): Record<string, string> => {
  const { [name]: value, ...rest } = attribs;
  const url = (value ?? '').trim();
  return url !== '' && loadable(url, hosts) ? { ...rest, [name]: url } : rest;
};

const baseOptions = (
  localizeHref: (href: string) => string,
  hosts: readonly string[],
): IOptions => ({
  allowedTags: ALLOWED_TAGS,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['lang', 'dir', 'title'],
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
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    time: ['datetime'],
    details: ['open'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {
    img: ['http', 'https'],
    source: ['http', 'https'],
    video: ['http', 'https'],
    iframe: ['https'],
  },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster', 'cite', 'srcset'],
  // Void elements are written without an end tag (`<source>`, not `<source></source>`).
  selfClosing: ['img', 'br', 'hr', 'source', 'col', 'wbr'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  allowVulnerableTags: false,
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    // Links keep only http(s), mailto, tel, in-page anchors and paths of this site; external
    // links open in a new window without access to this page.
    a: (tagName, { rel: _rel, target: _target, href: raw = '', ...rest }) => {
      const href = raw.trim();
      if (/^https?:\/\//i.test(href)) {
        return {
          tagName,
          attribs: { ...rest, href, rel: 'noopener noreferrer', target: '_blank' },
        };
      }
      if (isSitePath(href)) return { tagName, attribs: { ...rest, href: localizeHref(href) } };
      if (/^(mailto|tel):/i.test(href) || href.startsWith('#')) {
        return { tagName, attribs: { ...rest, href } };
      }
      return { tagName, attribs: rest };
    },
    img: (tagName, { src, ...rest }) => {
      const source = (src ?? '').trim();
      // Pictures come from the site itself (/media/…) or its media hosts.
      const usable = loadable(source, hosts);
      return {
        tagName,
        attribs: {
          ...(usable ? { src: source } : {}),
          alt: '',
          ...rest,
          loading: 'lazy',
          decoding: 'async',
        },
      };
    },
    source: (tagName, attribs) => {
      const { srcset, ...rest } = keepLoadable(attribs, 'src', hosts);
      const kept = srcset === undefined ? '' : loadableSrcset(srcset, hosts);
      return { tagName, attribs: kept === '' ? rest : { ...rest, srcset: kept } };
    },
    video: (tagName, attribs) => ({
      tagName,
      attribs: keepLoadable(keepLoadable(attribs, 'src', hosts), 'poster', hosts),
    }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // An iframe whose host is not allow-listed loses its src: drop it entirely. An image or a
  // picture source without anything left to load is dropped too.
  exclusiveFilter: (frame) =>
    ((frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs['src']) ||
    (frame.tag === 'source' && !frame.attribs['src'] && !frame.attribs['srcset']),
});

export interface SanitizeOptions {
  /**
   * Rewrites links to pages of this site (`/GZ/traffic-guide`), e.g. into the page's language.
   * Media paths and external links are left alone.
   */
  localizeHref?: (path: string) => string;
  /** Hosts images and videos may load from besides the site (MEDIA_HOSTS by default). */
  mediaHosts?: readonly string[];
  /** The name of each table's scroll box in the page's language (see {@link wrapTables}). */
  tableLabel?: string;
}

const escapeAttribute = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Puts every table of sanitised HTML in a box of its own that scrolls sideways when the table
 * is wider than the page (global.css draws a shadow on the side with more to see): focusable,
 * so that keyboard users scroll it too (axe scrollable-region-focusable), and with `label` a
 * named group (a focusable box says what it is; a group, not a region: a page of several
 * tables would repeat one landmark name, axe landmark-unique). Only on sanitiser output: there
 * `<table` and `</table>` are tags (text and attributes carry them escaped), one of each per
 * table, so the boxes nest as the tables do.
 */
export function wrapTables(html: string, label?: string): string {
  if (!html.includes('<table')) return html;
  const named =
    label === undefined || label.trim() === ''
      ? ''
      : ` role="group" aria-label="${escapeAttribute(label)}"`;
  return html
    .replace(/<table\b/g, `<div class="table-scroll" tabindex="0"${named}><table`)
    .replace(/<\/table>/g, '</table></div>');
}

const identity = (href: string): string => href;
const DEFAULT_OPTIONS = baseOptions(identity, MEDIA_HOSTS);

/** Sanitises CMS rich text. Empty or whitespace-only input gives ''. */
export function sanitizeRichText(html: string, options: SanitizeOptions = {}): string {
  if (html.trim() === '') return '';
  const { localizeHref, mediaHosts = MEDIA_HOSTS, tableLabel } = options;
  const config =
    localizeHref === undefined && mediaHosts === MEDIA_HOSTS
      ? DEFAULT_OPTIONS
      : baseOptions(
          localizeHref === undefined
            ? identity
            : (href) => (href.startsWith('/media/') ? href : localizeHref(href)),
          mediaHosts,
        );
  return wrapTables(sanitizeHtml(html, config).trim(), tableLabel);
}
