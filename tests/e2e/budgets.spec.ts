import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pageBytes, type PageBytes } from '../bench/support/page-bytes.ts';
import { ADDRESSES, builtPages, DIST, FRAMEWORK_RUNTIME, LANGS, pageType } from './support.ts';

/**
 * Budgets on the built output: every page's HTML under 30 KB gzip; no content page ships a
 * framework runtime (no island, no script that carries Preact or React): only the search page
 * has an island.
 */
const HTML_BUDGET_GZIP = 30 * 1024;

test('every page is under 30 KB of HTML (gzip)', () => {
  const over = builtPages()
    .map(({ path, file }) => ({ path, bytes: gzipSync(readFileSync(file)).byteLength }))
    .filter((p) => p.bytes >= HTML_BUDGET_GZIP);
  expect(over).toEqual([]);
});

const scriptSources = (html: string): string[] =>
  [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '');
const moduleImports = (js: string): string[] =>
  [...js.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map((m) => m[1] ?? '');

/** The text of every script a page loads, following static imports between chunks. */
function loadedScripts(html: string): string[] {
  const seen = new Set<string>();
  const queue = scriptSources(html).filter((s) => s.startsWith('/'));
  const texts: string[] = [];
  while (queue.length) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    seen.add(src);
    const text = readFileSync(join(DIST, src), 'utf8');
    texts.push(text);
    for (const dep of moduleImports(text)) {
      queue.push(dep.startsWith('/') ? dep : join(src, '..', dep).replace(/\\/g, '/'));
    }
  }
  return texts;
}

for (const lang of LANGS) {
  for (const address of ADDRESSES.filter((a) => a !== 'home')) {
    test(`${lang.prefix}/${address} ships no framework runtime`, () => {
      const html = readFileSync(join(DIST, `${lang.prefix}/${address}/index.html`), 'utf8');
      expect(html).not.toContain('<astro-island');
      for (const js of loadedScripts(html)) {
        expect(js).not.toMatch(FRAMEWORK_RUNTIME);
      }
    });
  }
}

for (const lang of LANGS) {
  test(`${lang.prefix}/home has no island: its quick search runs without a framework`, () => {
    const html = readFileSync(join(DIST, `${lang.prefix}/home/index.html`), 'utf8');
    expect(html).not.toContain('<astro-island');
    expect(html).toContain('data-quick-search');
    for (const js of loadedScripts(html)) {
      expect(js).not.toMatch(FRAMEWORK_RUNTIME);
    }
  });
}

test('content pages load no zod: the session shell checks its storage with small guards', () => {
  for (const lang of LANGS) {
    for (const path of ['GZ', 'GZ/traffic-guide', 'home']) {
      const html = readFileSync(join(DIST, `${lang.prefix}/${path}/index.html`), 'utf8');
      expect(html).toContain('data-session-early');
      for (const js of loadedScripts(html)) expect(js).not.toMatch(/\$ZodType|ZodMini/);
    }
  }
});

/** The interactive pages: search, booking, cart and orders, and the account forms. */
const ISLAND_PAGE_TYPES: ReadonlySet<string> = new Set([
  ':address/search',
  ':address/buy-tickets',
  ':address/buy-hotel',
  ':address/buy-food',
  ':address/annual-card',
  ':address/discount',
  'product',
  'product-recheck',
  'login',
  'register',
  'forget-password',
  'user/ChangePassword',
  'user/message',
  'user/message/leave-message',
  'user',
  'user/travellers',
  'user/waitlist',
  'pay',
  'user/order',
  'user/order/detail',
  'order-lookup',
  'order-lookup/order',
  'user/order/refund/index',
  'user/order/refund/detail',
  'user/order/change',
  'user/service',
  'user/service/service-detail',
  // the editing workspace of content editors (not a shop page)
  'editor',
]);

test('no page but the interactive ones has an island', () => {
  const withIslands = builtPages()
    .filter(({ path }) => !ISLAND_PAGE_TYPES.has(pageType(path)))
    .filter(({ file }) => readFileSync(file, 'utf8').includes('<astro-island'))
    .map(({ path }) => path);
  expect(withIslands).toEqual([]);
});

test('the search page loads its island', () => {
  const html = readFileSync(join(DIST, 'en/GZ/search/index.html'), 'utf8');
  expect(html).toContain('<astro-island');
});

/**
 * Size budgets (size-limit style) on what each built page loads before anyone touches it,
 * gzip: JavaScript (scripts and islands with their static imports, as tests/bench/js measures
 * it) and CSS. Measured 2026-11-21: content pages 12.3-14.9 KB of JS, booking pages 119-132 KB,
 * other interactive pages up to 131 KB, the banner carousel 22.8 KB more; CSS up to 9.7 KB.
 * Measured 2026-11-25 with the one booking form (product cards priced from their calendars):
 * buy pages 134.8-136.2 KB (React DOM alone 63.9 KB), cart 120.5 KB, content pages 14.4-15.4 KB
 * (+22.8 KB carousel; /home 46.3 KB with its framework-free quick search). The booking budget is
 * held at 140 KB; 120 KB needs a lighter runtime (Preact) or no zod in the islands.
 * Measured 2026-11-26 with the islands on Preact (preact/compat, ~10 KB for React DOM's 63.9 KB):
 * buy pages 76.4-77.9 KB, cart 83.6 KB, order detail 75.8 KB, login 57.8 KB, editor 31.6 KB.
 */
const KB = 1024;
const BOOKING_PAGE_TYPES: ReadonlySet<string> = new Set([
  ':address/buy-tickets',
  ':address/buy-hotel',
  ':address/buy-food',
  ':address/annual-card',
  ':address/discount',
  'product',
  'product-recheck',
]);
// Every page with an island (booking, cart, orders, account) stays within 120 KB.
const JS_BUDGET = { content: 20 * KB, booking: 120 * KB, interactive: 120 * KB };
/** Pages with the banner carousel (area homes, the group's home and offers) may load this more. */
const CAROUSEL_ALLOWANCE = 30 * KB;
/**
 * CSS: 12 KB; booking pages 14 KB, as the discount and annual-card pages carry the CMS blocks'
 * CSS and the booking form's (design system fields, cards and calendar): 13.4 KB measured
 * 2026-11-25.
 */
// booking: 14.1 KB measured on the offers pages since the POI colour map (SPEC §9)
const CSS_BUDGET = { content: 12 * KB, booking: 14.5 * KB, interactive: 12 * KB };

/** Every built page (but redirects and the root chooser) with its bytes, measured once. */
let measured: { path: string; bytes: PageBytes; kind: keyof typeof JS_BUDGET; carousel: boolean }[];
function measuredPages() {
  measured ??= builtPages()
    .filter(({ path }) => path !== '/')
    .flatMap(({ path, file }) => {
      const bytes = pageBytes(DIST, path);
      if (!bytes) return [];
      const html = readFileSync(file, 'utf8');
      const type = pageType(path);
      const kind = BOOKING_PAGE_TYPES.has(type)
        ? ('booking' as const)
        : html.includes('<astro-island')
          ? ('interactive' as const)
          : ('content' as const);
      const carousel = bytes.jsNames.some((name) => /(^|\/)carousel\.[^/]*\.js$/.test(name));
      return [{ path, bytes, kind, carousel }];
    });
  return measured;
}
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('every page loads JavaScript within its budget (gzip): content 20 KB, islands 120 KB', () => {
  const pages = measuredPages();
  // the group's home is a content page: its quick search needs no framework
  expect(pages.filter((p) => /^(\/en|\/zh-cn)?\/home$/.test(p.path)).map((p) => p.kind)).toEqual([
    'content',
    'content',
    'content',
  ]);
  expect(pages.filter((p) => p.kind === 'booking').length).toBeGreaterThan(10);
  expect(pages.filter((p) => p.kind === 'content').length).toBeGreaterThan(100);
  const over = pages.flatMap(({ path, bytes, kind, carousel }) => {
    const budget = JS_BUDGET[kind] + (carousel ? CAROUSEL_ALLOWANCE : 0);
    return bytes.js > budget
      ? [
          `${path} (${kind} page${carousel ? ' with carousel' : ''}): JS ${kb(bytes.js)} > budget ${kb(budget)}; biggest ${bytes.biggestJs.join(', ')}`,
        ]
      : [];
  });
  expect(over).toEqual([]);
});

test('every page loads at most 12 KB of CSS (gzip), booking pages 14.5 KB', () => {
  const over = measuredPages()
    .filter(({ bytes, kind }) => bytes.css > CSS_BUDGET[kind])
    .map(
      ({ path, bytes, kind }) =>
        `${path}: CSS ${kb(bytes.css)} in ${bytes.cssFiles} files > budget ${kb(CSS_BUDGET[kind])}`,
    );
  expect(over).toEqual([]);
});
