import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * JavaScript a page loads before anyone touches it: its module scripts and islands (component
 * and renderer) with their static imports, followed through the built files; dynamic imports
 * (loaded on demand) are left out. Prints gzip KB per page and the five biggest files.
 *
 *   npm run build && npm run bench:js                 (DIST=dist, PAGES=a,b,c to choose)
 */
const DIST = resolve(process.env['DIST'] ?? 'dist');
const PAGES = (
  process.env['PAGES'] ??
  [
    '/en/GZ/traffic-guide',
    '/en/GZ/buy-tickets',
    '/en/GZ/buy-hotel',
    '/en/GZ/buy-food/GZ_RIVERSIDE_GRILL',
    '/en/GZ/discount',
    '/en/product',
    '/en/product-recheck',
    '/en/login',
  ].join(',')
)
  .split(',')
  .filter(Boolean);

const htmlOf = (page: string): string | null => {
  for (const file of [join(DIST, page, 'index.html'), join(DIST, `${page}.html`)]) {
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return null;
};

/** Static imports of a built module: `import … from "x"`, `import "x"`, `export … from "x"`. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g;

function closure(entries: readonly string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  const visit = (file: string) => {
    if (sizes.has(file) || !existsSync(file)) return;
    const text = readFileSync(file);
    sizes.set(file, gzipSync(text).byteLength);
    for (const match of text.toString('utf8').matchAll(STATIC_IMPORT)) {
      const spec = match[1];
      if (spec === undefined || !(spec.startsWith('.') || spec.startsWith('/'))) continue;
      visit(spec.startsWith('/') ? join(DIST, spec) : resolve(dirname(file), spec));
    }
  };
  for (const entry of entries) visit(entry);
  return sizes;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

console.log(`JS loaded by each page (static import closure, gzip), from ${DIST}`);
console.log('| page | files | KB gzip | biggest |');
console.log('|---|---|---|---|');
for (const page of PAGES) {
  const html = htmlOf(page);
  if (html === null) {
    console.log(`| ${page} | – | not built | |`);
    continue;
  }
  const urls = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/component-url="([^"]+)"/g),
    ...html.matchAll(/renderer-url="([^"]+)"/g),
  ].flatMap((m) => (m[1] ? [m[1]] : []));
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => gzipSync(m[1] ?? '').byteLength)
    .reduce((a, b) => a + b, 0);
  const sizes = closure(urls.map((u) => join(DIST, u.split('?')[0] ?? u)));
  const total = [...sizes.values()].reduce((a, b) => a + b, 0) + inline;
  const biggest = [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([file, bytes]) => `${file.slice(DIST.length + 1).replace(/^_astro\//, '')} ${kb(bytes)}`)
    .join(', ');
  console.log(`| ${page} | ${sizes.size} (+inline ${kb(inline)}) | ${kb(total)} | ${biggest} |`);
}
