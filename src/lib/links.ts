import type { Language } from './contract/common.ts';
import { localizePath } from './i18n/paths.ts';

/**
 * Where a link from the CMS leads (SPEC §2: content opens an internal page or an external link).
 * Pure, so that the build-time blocks and the browser islands follow the same rules.
 */

export interface ResolvedLink {
  href: string;
  /** http(s) links open in a new window, without access to this page (SPEC §2). */
  external: boolean;
}

const EXTERNAL = /^https?:\/\/[^/\\\s]/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ANCHOR = /^#[A-Za-z][\w:.-]*$/;

/**
 * A link from the CMS, or undefined when it is empty or unsafe:
 * - `http(s)://…` as it is, opening in a new window;
 * - `mailto:` and `tel:` as they are;
 * - `#anchor` (a block of the same page) as it is;
 * - any other value is a path inside the product, in the page's language: `/GZ/buy-tickets`
 *   and `GZ/buy-tickets` both give `/en/GZ/buy-tickets` on an English page. `/media/…` files
 *   keep their path.
 * Other schemes (javascript:, data:, …), protocol-relative `//host` and backslashes are refused.
 */
export function resolveLink(raw: string, locale: Language): ResolvedLink | undefined {
  const href = raw.trim();
  if (href === '' || /[\s\\]/.test(href)) return undefined;
  if (EXTERNAL.test(href)) return { href, external: true };
  if (/^(mailto|tel):./i.test(href)) return { href, external: false };
  if (href.startsWith('#')) return ANCHOR.test(href) ? { href, external: false } : undefined;
  if (SCHEME.test(href) || href.startsWith('//') || href.startsWith('.')) return undefined;
  const path = href.startsWith('/') ? href : `/${href}`;
  if (path.startsWith('/media/')) return { href: path, external: false };
  return { href: localizePath(locale, path), external: false };
}

/** The attributes of an anchor for a resolved link. */
export const linkAttributes = (link: ResolvedLink) =>
  link.external
    ? { href: link.href, target: '_blank', rel: 'noopener noreferrer' }
    : { href: link.href };
