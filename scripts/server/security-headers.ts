import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { attributeOf, elementsOf, ownTextOf, type Element } from '../../src/content/html-tree.ts';
import { MEDIA_HOSTS } from '../../src/lib/html/media-hosts.ts';
import { VIDEO_IFRAME_HOSTS } from '../../src/lib/html/video-hosts.ts';

/**
 * Security headers of every response, and the Content-Security-Policy of HTML pages. Inline
 * scripts are allowed by their SHA-256 hashes, taken from the page's real script elements (the
 * page parsed as a browser parses it, with parse5), so the policy needs no 'unsafe-inline' for
 * scripts, and text that merely looks like a script (a CMS title in `<meta content="…">`, where
 * Astro leaves `<` as it is) never adds a hash nor hides one.
 */

/** JavaScript MIME types (HTML's list), and the other script types that run inline. */
const RUNNABLE_TYPES = new Set([
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Whether a script element runs its own text (not a data block, not an external file). */
function runsInline(script: Element): boolean {
  if (['src', 'href', 'xlink:href'].some((name) => attributeOf(script, name) !== undefined))
    return false;
  const type = (attributeOf(script, 'type') ?? '').trim().toLowerCase();
  return type === '' || RUNNABLE_TYPES.has(type);
}

const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hashes of the inline scripts of an HTML page, sorted, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const element of elementsOf(parse(html))) {
    if (element.tagName !== 'script' || !runsInline(element)) continue;
    const text = ownTextOf(element);
    if (text.trim() !== '') hashes.add(sha256(text));
  }
  return [...hashes].sort();
}

/**
 * The policy of a page. Pictures and videos load from the site and its media hosts only (the
 * list the sanitiser and the picture values of the CMS keep to: src/lib/html/media-hosts.ts);
 * `data:` and `blob:` pictures are the islands' own (captcha images, map downloads) and reach no
 * other host. Styles keep 'unsafe-inline' (checked in Chromium with `style-src 'self'`: 27
 * distinct violations over the 40 page types and a few client-side navigations): Astro inlines
 * small stylesheets as <style> elements (build.inlineStylesheets 'auto', different per page,
 * and its own `astro-island,astro-slot{display:contents}` on pages with islands), the templates
 * write style attributes (FAQ and accordion colours, region tabs, the theme on <html>), and
 * ClientRouter carries the next page's <style> elements and <html style> into a document whose
 * policy was fixed at the first page. CMS text can hold neither (the sanitiser drops both).
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  extraConnectSrc: string[] = [],
  mediaHosts: readonly string[] = MEDIA_HOSTS,
): string {
  const media = mediaHosts.map((host) => `https://${host}`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...media]],
    ['media-src', ["'self'", 'blob:', ...media]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extraConnectSrc]],
    ['frame-src', VIDEO_IFRAME_HOSTS.map((host) => `https://${host}`)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** Headers set on every response, static or API. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** A policy for responses that are not HTML pages (API answers, files). */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
