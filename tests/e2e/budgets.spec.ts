import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ADDRESSES, builtPages, DIST, LANGS, pageType } from './support.ts';

/**
 * Budgets on the built output: every page's HTML under 30 KB gzip; no content page ships a
 * React runtime (no island, no script that carries React): only the search page has an island.
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
    test(`${lang.prefix}/${address} ships no React runtime`, () => {
      const html = readFileSync(join(DIST, `${lang.prefix}/${address}/index.html`), 'utf8');
      expect(html).not.toContain('<astro-island');
      for (const js of loadedScripts(html)) {
        expect(js).not.toMatch(/react\.(production|development)|__SECRET_INTERNALS|react-dom/);
      }
    });
  }
}

for (const lang of LANGS) {
  test(`${lang.prefix}/home has one island, the quick search, hydrated only when visible`, () => {
    const html = readFileSync(join(DIST, `${lang.prefix}/home/index.html`), 'utf8');
    expect(html.match(/<astro-island\b/g)).toHaveLength(1);
    expect(html).toMatch(
      /<astro-island[^>]*component-url="[^"]*QuickSearch[^"]*"[^>]*client="visible"/,
    );
    for (const js of loadedScripts(html)) {
      expect(js).not.toMatch(/react\.(production|development)|__SECRET_INTERNALS|react-dom/);
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

/** The interactive pages: search, the home quick search, and the account forms. */
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
  'pay',
  'user/order',
  'user/order/detail',
  'user/order/refund/index',
  'user/order/refund/detail',
  'user/service',
  'user/service/service-detail',
]);

test('no page but the interactive ones has a React island', () => {
  const withIslands = builtPages()
    .filter(({ path }) => !ISLAND_PAGE_TYPES.has(pageType(path)))
    .filter(({ path }) => !/^(\/en|\/zh-cn)?\/home$/.test(path))
    .filter(({ file }) => readFileSync(file, 'utf8').includes('<astro-island'))
    .map(({ path }) => path);
  expect(withIslands).toEqual([]);
});

test('the search page loads its island', () => {
  const html = readFileSync(join(DIST, 'en/GZ/search/index.html'), 'utf8');
  expect(html).toContain('<astro-island');
});
