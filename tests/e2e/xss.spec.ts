import { expect, test, type Page } from '@playwright/test';
import { stableId } from '../../gateway/db/ids.ts';
import { VIDEO_IFRAME_HOSTS } from '../../src/lib/html/sanitize.ts';
import { XSS_PAGES, XSS_VECTORS } from '../fixtures/xss/corpus.ts';
import { XSS_CORPUS_BLOCK_CODE } from '../fixtures/xss/hostile.ts';
import { ensureFixtureSite, startFixtureServer, type FixtureServer } from '../fixtures/xss/site.ts';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_ELEMENTS,
  RICH_TEXT_GLOBAL_ATTRIBUTES,
} from '../support/rich-text-allow-list.ts';

/**
 * The hostile content (tests/fixtures/xss: the XSS corpus and the hostile park notices) went
 * through the CMS pipeline into a fixture site of its own: its own database, its own build, the
 * real server on its own port (E2E_PORT + 1), started here. The corpus fills the content detail
 * pages of the Guangzhou notice archive, the notices and a FAQ answer the Guangzhou area page. In
 * Chromium, none of it may run, and nothing outside the allow-list of DESIGN §4 may reach the
 * page. The demo site never carries any of it.
 */
const PORT = Number(process.env['E2E_PORT'] ?? 4399) + 1;
const LANGS = [
  { code: 'zh-TW', prefix: '' },
  { code: 'zh-CN', prefix: '/zh-cn' },
  { code: 'en', prefix: '/en' },
] as const;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let site: FixtureServer | undefined;
test.beforeAll(async () => {
  // `npm run test:e2e` builds the fixture site first; a run of this spec alone builds it here
  test.setTimeout(10 * 60_000);
  await ensureFixtureSite({ quiet: true });
  site = await startFixtureServer(PORT);
});
test.afterAll(async () => {
  await site?.stop();
});

/** The content detail pages that carry the corpus, one per part (zh-TW, no prefix). */
const catalogId = stableId('catalog', XSS_CORPUS_BLOCK_CODE);
const CORPUS_PAGES = XSS_PAGES.map(
  ({ key }) =>
    `/GZ/cms-detail/${catalogId}/GZ/${stableId('info', `${XSS_CORPUS_BLOCK_CODE}/${key}`)}`,
);

/** The allow-list, written out independently of the sanitiser's configuration. */
const ALLOW_LIST = {
  // a content detail's rich-text headings start at h2, right under its h1 (InfoArticle)
  elements: [...RICH_TEXT_ELEMENTS, 'h2'],
  global: [...RICH_TEXT_GLOBAL_ATTRIBUTES],
  attributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([name, list]) => [name, [...list]]),
  ) as Record<string, string[]>,
  urlAttributes: ['href', 'src', 'srcset', 'poster', 'cite', 'action', 'formaction', 'xlink:href'],
  schemes: ['http:', 'https:', 'mailto:', 'tel:'],
  mediaSchemes: ['http:', 'https:'],
  iframeHosts: [...VIDEO_IFRAME_HOSTS] as string[],
};
type AllowList = typeof ALLOW_LIST;

/** Runs in the page: everything that runs, escapes the allow-list or reaches the page. */
function inspect(allow: AllowList) {
  const problems: string[] = [];
  const containers = [...document.querySelectorAll('main .rich-text')];
  const mediaTags = ['img', 'source', 'video', 'iframe'];
  for (const root of containers) {
    for (const el of root.querySelectorAll('*')) {
      const tag = el.localName;
      const where = `<${tag}>`;
      if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`foreign ${where}`);
      if (!allow.elements.includes(tag)) problems.push(`element ${where}`);
      if (el.shadowRoot) problems.push(`shadow root on ${where}`);
      for (const { name, value } of el.attributes) {
        if (!allow.global.includes(name) && !(allow.attributes[tag] ?? []).includes(name)) {
          problems.push(`attribute ${name} on ${where}`);
        }
        if (!allow.urlAttributes.includes(name)) continue;
        const urls =
          name === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value];
        for (const raw of urls) {
          let url: URL;
          try {
            url = new URL(raw, location.href);
          } catch {
            problems.push(`unreadable ${name} on ${where}`);
            continue;
          }
          const schemes = mediaTags.includes(tag) ? allow.mediaSchemes : allow.schemes;
          if (!schemes.includes(url.protocol)) problems.push(`${name} ${url.protocol} on ${where}`);
          if (tag === 'iframe' && !allow.iframeHosts.includes(url.hostname)) {
            problems.push(`iframe from ${url.hostname}`);
          }
          if (tag === 'a' && url.protocol.startsWith('http') && url.origin !== location.origin) {
            if (!/\bnoopener\b/.test(el.getAttribute('rel') ?? '')) {
              problems.push(`external link without noopener`);
            }
          }
        }
      }
    }
  }
  // anywhere in the page: no inline handler, no base, no refresh, no foreign frame
  for (const el of document.querySelectorAll('*')) {
    for (const { name } of el.attributes) {
      if (name.toLowerCase().startsWith('on'))
        problems.push(`handler ${name} on <${el.localName}>`);
    }
  }
  if (document.querySelector('base, meta[http-equiv="refresh" i], object, embed, svg script')) {
    problems.push('base, refresh, object, embed or svg script in the page');
  }
  const w = window as unknown as { __xss?: unknown; __csp?: string[] };
  return {
    xss: w.__xss ?? null,
    problems,
    csp: w.__csp ?? [],
    // the ordinary markup is there: the check above saw real content
    containers: containers.length,
    kept: {
      tableHeaders: document.querySelectorAll('main .rich-text th[scope="col"]').length,
      video: document.querySelectorAll(
        'main .rich-text iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]',
      ).length,
      links: document.querySelectorAll(
        'main .rich-text a[href^="mailto:"], main .rich-text a[href^="tel:"]',
      ).length,
    },
  };
}

async function openCorpusPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('load');
  // give the browser a turn to fire lazy handlers (load, error, toggle, animation, focus)
  await page.mouse.move(10, 10);
  await page.keyboard.press('Tab');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(new URL(page.url()).pathname, 'no navigation away').toBe(path);
  return page.evaluate(inspect, ALLOW_LIST);
}

test('no vector of the XSS corpus runs or escapes the allow-list in Chromium', async ({ page }) => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(60);
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => events.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) events.push(`console: ${message.text()}`);
  });
  // nothing leaves the site (the allowed video player and pictures of other hosts included)
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });

  // every part of the corpus in the default language, and one part in English
  for (const path of [...CORPUS_PAGES, `/en${CORPUS_PAGES[0]}`]) {
    const found = await openCorpusPage(page, path);
    expect(found.containers, path).toBe(1);
    expect(found.kept, path).toEqual({ tableHeaders: 2, video: 1, links: 2 });
    expect({ xss: found.xss, problems: found.problems, csp: found.csp }, path).toEqual({
      xss: null,
      problems: [],
      csp: [],
    });
  }
  expect(events).toEqual([]);
});

for (const lang of LANGS) {
  test(`no script from the hostile notices runs on ${lang.prefix}/GZ`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`dialog: ${d.message()}`);
      d.dismiss().catch(() => undefined);
    });
    await page.addInitScript((code) => localStorage.setItem('locale', code), lang.code);
    await page.goto(`${lang.prefix}/GZ`);
    await page.waitForLoadState('load');
    // the hostile blocks are on the page, as ordinary text
    await expect(page.locator('main .rich-text').filter({ visible: true })).not.toHaveCount(0);
    // the links of the raw block are there as text but carry nothing executable
    const found = await page.evaluate(() => {
      const all = [...document.querySelectorAll('*')];
      return {
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        handlers: all.flatMap((el) =>
          [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
        ),
        scriptUrls: [...document.querySelectorAll('a[href]')]
          .map((a) => a.getAttribute('href') ?? '')
          .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
        frames: document.querySelectorAll('iframe, object, embed, form').length,
        inlineStyles: [...document.querySelectorAll('main [style]')]
          .map((el) => el.getAttribute('style') ?? '')
          .filter((s) => /position|inset/.test(s)),
      };
    });
    expect(found).toEqual({ xss: null, handlers: [], scriptUrls: [], frames: 0, inlineStyles: [] });
    expect(errors).toEqual([]);
  });
}
