import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtHtml } from './pages.ts';

/**
 * What a built page costs on the wire before anyone touches it, gzip bytes: its HTML; the
 * JavaScript it loads (module scripts, islands' component and renderer with their static
 * imports, followed through the built files, plus inline scripts; dynamic imports, loaded on
 * demand, are left out); its CSS (linked style sheets and inline style blocks).
 */
export interface PageBytes {
  html: number;
  js: number;
  jsFiles: number;
  /** The JS files loaded, as paths in the build (`_astro/carousel.x.js`). */
  jsNames: string[];
  css: number;
  cssFiles: number;
  /** The biggest JS files, `name size` in gzip KB, biggest first. */
  biggestJs: string[];
}

/** Static imports of a built module: `import … from "x"`, `import "x"`, `export … from "x"`. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g;

const gzipBytes = (text: string | Buffer) => gzipSync(text).byteLength;
/** Built assets are immutable (hashed names): their gzip size and imports, once per file. */
const assets = new Map<string, { bytes: number; imports: string[] }>();
function asset(file: string): { bytes: number; imports: string[] } {
  let known = assets.get(file);
  if (!known) {
    const text = readFileSync(file);
    const imports = [...text.toString('utf8').matchAll(STATIC_IMPORT)]
      .map((m) => m[1] ?? '')
      .filter((spec) => spec.startsWith('.') || spec.startsWith('/'));
    known = { bytes: gzipBytes(text), imports };
    assets.set(file, known);
  }
  return known;
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const attrs = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].flatMap((m) => (m[1] ? [m[1].split('?')[0] ?? m[1]] : []));

/** The files a set of entry modules load statically, with their gzip sizes. */
function jsClosure(dist: string, entries: readonly string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  const visit = (file: string) => {
    if (sizes.has(file) || !existsSync(file)) return;
    const { bytes, imports } = asset(file);
    sizes.set(file, bytes);
    for (const spec of imports) {
      visit(spec.startsWith('/') ? join(dist, spec) : resolve(dirname(file), spec));
    }
  };
  for (const entry of entries) visit(entry);
  return sizes;
}

/** The byte counts of one built page, or null when the build has no such page. */
export function pageBytes(dist: string, path: string): PageBytes | null {
  const html = builtHtml(dist, path);
  if (html === null) return null;
  const entries = [
    ...attrs(html, /<script\b[^>]*\bsrc="([^"]+)"/g),
    ...attrs(html, /component-url="([^"]+)"/g),
    ...attrs(html, /renderer-url="([^"]+)"/g),
  ].filter((u) => u.startsWith('/'));
  const inlineJs = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[0]))
    .map((m) => gzipBytes(m[1] ?? ''))
    .reduce((a, b) => a + b, 0);
  const js = jsClosure(
    dist,
    entries.map((u) => join(dist, u)),
  );
  const sheets = [
    ...new Set([
      ...attrs(html, /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g),
      ...attrs(html, /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="stylesheet"/g),
    ]),
  ].filter((u) => u.startsWith('/'));
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => gzipBytes(m[1] ?? ''))
    .reduce((a, b) => a + b, 0);
  const sheetBytes = sheets
    .map((u) => join(dist, u))
    .filter((file) => existsSync(file))
    .map((file) => asset(file).bytes)
    .reduce((a, b) => a + b, 0);
  return {
    html: gzipBytes(html),
    js: [...js.values()].reduce((a, b) => a + b, 0) + inlineJs,
    jsFiles: js.size,
    jsNames: [...js.keys()].map((file) => file.slice(dist.length + 1)),
    css: sheetBytes + inlineCss,
    cssFiles: sheets.length,
    biggestJs: [...js.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(
        ([file, bytes]) => `${file.slice(dist.length + 1).replace(/^_astro\//, '')} ${kb(bytes)}`,
      ),
  };
}
