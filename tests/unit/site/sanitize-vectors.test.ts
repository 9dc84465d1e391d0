// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichText, VIDEO_IFRAME_HOSTS } from '../../../src/lib/html/sanitize.ts';
import { seedData } from '../../../gateway/db/seed/content/index.ts';
import {
  BENIGN_TEXT,
  benignHeading,
  benignMarkup,
  XSS_CLASSES,
  XSS_PAGES,
  XSS_VECTORS,
} from '../../fixtures/xss/corpus.ts';
import { xssFixtureContent } from '../../fixtures/xss/content.ts';
import { HOSTILE_MARKERS, XSS_CORPUS_BLOCK_CODE } from '../../fixtures/xss/hostile.ts';
import type { SeedBlock } from '../../../gateway/db/seed/types.ts';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_ELEMENTS,
  RICH_TEXT_GLOBAL_ATTRIBUTES,
} from '../../support/rich-text-allow-list.ts';

/** Anything that could run script, load from elsewhere or restyle the page. */
const DANGEROUS = [
  /\son[a-z]+\s*=/i,
  /javascript/i,
  /vbscript/i,
  /data:/i,
  /<(script|style|svg|math|mglyph|iframe|object|embed|base|meta|link|form|input|button|noscript|title|template|textarea|select)\b/i,
  /\sstyle\s*=/i,
  /\ssrcdoc\s*=/i,
  /\sautofocus/i,
  /url\(/i,
];

const expectHarmless = (html: string) => {
  const out = sanitizeRichText(html);
  for (const pattern of DANGEROUS) expect(out, `${html} → ${out}`).not.toMatch(pattern);
  return out;
};

describe('sanitizeRichText against hostile markup', () => {
  it('drops data: URLs in links and pictures', () => {
    expect(
      expectHarmless('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>'),
    ).toBe('<a>d</a>');
    expect(expectHarmless('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
    expect(expectHarmless('<a href=" DATA:text/html,<b>x</b>">e</a>')).toBe('<a>e</a>');
  });

  it('drops javascript: URLs split by tabs, newlines, NUL and control characters', () => {
    for (const html of [
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="jav&#x0A;ascript:alert(1)">x</a>',
      '<a href="jav&#x0D;ascript:alert(1)">x</a>',
      '<a href="java\0script:alert(1)">x</a>',
      '<a href="  &#14;javascript:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="&#x6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3a;alert(1)">x</a>',
    ]) {
      expect(expectHarmless(html)).toBe('<a>x</a>');
    }
  });

  it('neutralises math / mglyph / style mutation XSS', () => {
    expect(
      expectHarmless(
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>after</p>',
      ),
    ).toBe('<p>after</p>');
    expectHarmless(
      '<math><mi><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;"></mglyph></mi></math>',
    );
    expectHarmless(
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    );
    expectHarmless('<mglyph><style><img src=x onerror=alert(1)></style></mglyph>');
  });

  it('neutralises the noscript and title attribute tricks', () => {
    expect(
      expectHarmless('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'),
    ).toBe('');
    const title = expectHarmless(
      '<title><a title="</title><img src=x onerror=alert(1)>">t</a></title>',
    );
    expect(title).not.toContain('<img');
  });

  it('removes style attributes with url(javascript:) and expression()', () => {
    expect(expectHarmless('<p style="background:url(javascript:alert(1))">bg</p>')).toBe(
      '<p>bg</p>',
    );
    expect(
      expectHarmless('<div style="background-image: url(&quot;javascript:alert(1)&quot;)">b</div>'),
    ).toBe('<div>b</div>');
    expect(expectHarmless('<p style="width: expression(alert(1))">e</p>')).toBe('<p>e</p>');
  });

  it('removes object, embed, base, meta refresh and link elements', () => {
    expect(
      expectHarmless(
        '<object data="javascript:alert(1)"><param name="x" value="y"></object><embed src="javascript:alert(1)">' +
          '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">' +
          '<link rel="stylesheet" href="https://evil.example/x.css"><p>kept</p>',
      ),
    ).toBe('<p>kept</p>');
  });

  it('removes inputs with autofocus and onfocus', () => {
    expect(expectHarmless('<p>a<input autofocus onfocus="alert(1)">b</p>')).toBe('<p>ab</p>');
  });

  it('keeps details and summary but not ontoggle', () => {
    expect(
      expectHarmless('<details open ontoggle="alert(1)"><summary>More</summary><p>x</p></details>'),
    ).toBe('<details open><summary>More</summary><p>x</p></details>');
  });

  it('removes svg animation handlers, srcdoc and unsafe srcset candidates', () => {
    expect(expectHarmless('<svg><animate onbegin=alert(1) attributeName=x dur=1s>')).toBe('');
    expect(expectHarmless('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
    expect(
      expectHarmless(
        '<picture><source srcset="/media/a.webp 1x, javascript:alert(1) 2x"></picture>',
      ),
    ).toBe('<picture><source srcset="/media/a.webp 1x" /></picture>');
    expect(expectHarmless('<video poster="javascript:alert(1)" src="/media/v.mp4"></video>')).toBe(
      '<video src="/media/v.mp4"></video>',
    );
  });

  it('leaves ordinary markup readable around the vectors', () => {
    const out = expectHarmless(
      '<h2>Notices</h2><p>Open <strong>09:30</strong>.<script>alert(1)</script> Bring a hat.</p>' +
        '<details><summary>Rules</summary><ul><li>No drones</li></ul></details>' +
        '<p><a href="/GZ/buy-tickets">Tickets</a> · <a href="https://www.gzmtr.com/">Metro</a></p>',
    );
    expect(out).toBe(
      '<h3>Notices</h3><p>Open <strong>09:30</strong>. Bring a hat.</p>' +
        '<details><summary>Rules</summary><ul><li>No drones</li></ul></details>' +
        '<p><a href="/GZ/buy-tickets">Tickets</a> · <a href="https://www.gzmtr.com/" rel="noopener noreferrer" target="_blank">Metro</a></p>',
    );
  });
});

/*
 * The allow-list of DESIGN §4, written out independently of the sanitiser's configuration: the
 * elements, their attributes and the URL schemes that sanitised rich text may contain.
 */
const ALLOWED_ELEMENTS = new Set(RICH_TEXT_ELEMENTS);
const GLOBAL_ATTRIBUTES = RICH_TEXT_GLOBAL_ATTRIBUTES;
const ALLOWED_ATTRIBUTES = RICH_TEXT_ATTRIBUTES;
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite', 'srcset', 'action', 'formaction']);
const SCHEMES: Record<string, readonly string[]> = {
  img: ['http', 'https'],
  source: ['http', 'https'],
  video: ['http', 'https'],
  iframe: ['https'],
};
const DEFAULT_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const DISALLOWED_TAG =
  /<\/?(script|style|svg|math|mglyph|mtext|object|embed|applet|base|meta|link|form|input|button|noscript|noembed|title|template|textarea|select|option|xmp|listing|plaintext|marquee|frameset|frame|portal|body|dialog|x-widget|param)\b/i;

/** A URL as a browser reads it: no tab or newline anywhere, no C0 control or space around it. */
function browserUrl(value: string): string {
  const url = value.replace(/[\t\n\r]/g, '');
  const isC0OrSpace = (i: number) => url.charCodeAt(i) <= 0x20;
  let start = 0;
  let end = url.length;
  while (start < end && isC0OrSpace(start)) start += 1;
  while (end > start && isC0OrSpace(end - 1)) end -= 1;
  return url.slice(start, end);
}

/** What a URL attribute may hold: an allowed scheme, a same-site path, a fragment. */
function unsafeUrl(tag: string, value: string): string | undefined {
  const url = browserUrl(value);
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    if (/^[/\\]{2}/.test(url)) return `protocol-relative ${url}`;
    return tag === 'iframe' ? `relative iframe ${url}` : undefined;
  }
  if (!(SCHEMES[tag] ?? DEFAULT_SCHEMES).includes(scheme)) return `scheme ${scheme}: in ${tag}`;
  if (tag === 'iframe') {
    const host = new URL(url).hostname;
    if (!(VIDEO_IFRAME_HOSTS as readonly string[]).includes(host)) return `iframe host ${host}`;
  }
  return undefined;
}

/**
 * Everything in sanitised HTML that escapes the allow-list, read the way a browser parses it
 * (entities decoded): elements, foreign (SVG, MathML) content, attributes, on* handlers, URL
 * schemes after stripping whitespace and control characters, iframe hosts, new windows that
 * keep `window.opener`, and markup of disallowed elements in the serialised text.
 */
function escapes(html: string): string[] {
  const found: string[] = [];
  const tag = DISALLOWED_TAG.exec(html);
  if (tag) found.push(`markup ${tag[0]}`);
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('*')) {
    const name = el.localName;
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`foreign <${name}>`);
    if (!ALLOWED_ELEMENTS.has(name)) found.push(`element <${name}>`);
    for (const { name: attr, value } of el.attributes) {
      if (/^on/i.test(attr)) found.push(`handler ${attr} on <${name}>`);
      if (!GLOBAL_ATTRIBUTES.includes(attr) && !(ALLOWED_ATTRIBUTES[name] ?? []).includes(attr)) {
        found.push(`attribute ${attr} on <${name}>`);
      }
      if (!URL_ATTRIBUTES.has(attr)) continue;
      const urls =
        attr === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value];
      for (const url of urls) {
        const problem = unsafeUrl(name, url);
        if (problem) found.push(`${attr}: ${problem}`);
      }
    }
    // a div with attributes is only ever the scroll box of the table it holds
    if (name === 'div' && el.attributes.length > 0) {
      const box =
        el.getAttribute('class') === 'table-scroll' &&
        el.getAttribute('tabindex') === '0' &&
        [null, 'group'].includes(el.getAttribute('role')) &&
        el.children.length === 1 &&
        el.firstElementChild?.localName === 'table';
      if (!box) found.push(`div that is no table box: ${el.outerHTML.slice(0, 80)}`);
    }
    if (name === 'a' && el.getAttribute('target') === '_blank') {
      if (!/\bnoopener\b/.test(el.getAttribute('rel') ?? ''))
        found.push('target=_blank without noopener');
    }
  }
  return found;
}

describe('sanitizeRichText against the XSS corpus', () => {
  it('has a corpus of every vector class', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(60);
    for (const cls of XSS_CLASSES) {
      expect(XSS_VECTORS.filter((v) => v.cls === cls).length, cls).toBeGreaterThan(0);
    }
    // every vector that carries script would set window.__xss if it ran
    const scripted = XSS_VECTORS.filter((v) => v.html.includes('__xss'));
    expect(scripted.length).toBeGreaterThan(90);
    // the oracle itself sees the raw vectors as escapes
    const caught = XSS_VECTORS.filter((v) => escapes(v.html).length > 0);
    expect(caught.length).toBeGreaterThan(100);
  });

  it('lets no vector escape the allow-list', () => {
    const escaped = XSS_VECTORS.flatMap((v) => {
      const out = sanitizeRichText(v.html);
      return escapes(out).map((problem) => `#${v.n} ${v.cls} ${v.html} → ${out}: ${problem}`);
    });
    expect(escaped).toEqual([]);
  });

  it('keeps the ordinary markup around the vectors', () => {
    const [intro, lists, links, figure, table, video, details] = benignMarkup(BENIGN_TEXT.en).map(
      (piece) => sanitizeRichText(piece),
    );
    expect(sanitizeRichText(benignHeading(BENIGN_TEXT.en))).toBe('<h3>Notice archive</h3>');
    expect(intro).toBe('<p>Earlier park notices, kept for reference.</p>');
    expect(lists).toBe(
      '<ul><li>Keep to the marked paths.</li><li>Do not feed the animals.</li></ul><ol><li><strong>Have a good day!</strong></li></ol>',
    );
    expect(links).toBe(
      '<p><a href="https://www.chimelong.com/" rel="noopener noreferrer" target="_blank">Official site</a> · ' +
        '<a href="mailto:service@example.com">Email us</a> · <a href="tel:+85223456789">Call us</a> · ' +
        '<a href="/GZ/common-problem">Common questions</a></p>',
    );
    // the picture is on another host than the site's media hosts: dropped, the caption stays
    expect(figure).toBe('<figure><figcaption>The main gate in the morning</figcaption></figure>');
    expect(table).toBe(
      '<div class="table-scroll" tabindex="0"><table><caption>Opening hours</caption><thead><tr><th scope="col">Day</th><th scope="col">Hours</th></tr></thead>' +
        '<tbody><tr><td>Weekdays</td><td>09:30–18:00</td></tr><tr><td>Weekends</td><td>09:00–19:00</td></tr></tbody></table></div>',
    );
    expect(video).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="A walk through the park" width="560" height="315" allowfullscreen loading="lazy"></iframe>',
    );
    expect(details).toBe(
      '<details><summary>Common questions</summary><blockquote><p><em>Ask at Guest Services by the main gate.</em></p></blockquote></details>',
    );
  });
});

describe('sanitizeRichText over the seed content and the XSS fixture', () => {
  const descs = (blocks: readonly SeedBlock[], corpus = false): string[] =>
    blocks.flatMap((block) => [
      ...(corpus === (block.code === XSS_CORPUS_BLOCK_CODE)
        ? block.items.flatMap((item) => LANGUAGES.map((lang) => item.desc[lang]))
        : []),
      ...descs(block.children ?? [], corpus),
    ]);
  const fixture = xssFixtureContent.data;
  const corpus = fixture.pages.flatMap((page) => descs(page.blocks, true));
  const all = [seedData, fixture].flatMap((data) => [
    ...data.pages.flatMap((page) => descs(page.blocks)),
    ...data.pois.flatMap((poi) => LANGUAGES.map((lang) => poi.refundDesc[lang])),
  ]);

  it('leaves none of the hostile markers in any rich text of any language', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const html of all) {
      const out = sanitizeRichText(html);
      for (const marker of HOSTILE_MARKERS) expect(out, html).not.toContain(marker);
      for (const pattern of DANGEROUS) expect(out, html).not.toMatch(pattern);
      expect(escapes(out), html).toEqual([]);
    }
  }, 30_000);

  it('carries the whole XSS corpus, in every language, and lets none of it escape', () => {
    expect(corpus).toHaveLength(XSS_PAGES.length * LANGUAGES.length);
    for (const v of XSS_VECTORS) {
      expect(
        corpus.filter((html) => html.includes(v.html)),
        v.html,
      ).toHaveLength(LANGUAGES.length);
    }
    for (const html of corpus) {
      const out = sanitizeRichText(html);
      expect(escapes(out)).toEqual([]);
      for (const lang of LANGUAGES) {
        if (!html.includes(BENIGN_TEXT[lang].intro)) continue;
        for (const text of [BENIGN_TEXT[lang].tableCaption, BENIGN_TEXT[lang].more]) {
          expect(out).toContain(text);
        }
      }
      expect(out).toContain('<iframe src="https://www.youtube-nocookie.com/embed/');
    }
  });

  it('keeps the visitor information of the hostile items', () => {
    const hostile = all.filter((html) => html.includes('__xss'));
    expect(hostile.length).toBeGreaterThan(0);
    for (const html of hostile) {
      const out = sanitizeRichText(html);
      expect(out.replace(/<[^>]*>/g, '').trim().length).toBeGreaterThan(20);
    }
  });
});
