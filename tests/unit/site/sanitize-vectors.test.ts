// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../src/content/sanitize.ts';
import { seedData } from '../../../gateway/db/seed/content/index.ts';
import { HOSTILE_MARKERS } from '../../../gateway/db/seed/content/hostile.ts';
import type { SeedBlock } from '../../../gateway/db/seed/types.ts';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';

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
        '<picture><source srcset="https://x.example/a.webp 1x, javascript:alert(1) 2x"></picture>',
      ),
    ).toBe('<picture><source srcset="https://x.example/a.webp 1x" /></picture>');
    expect(
      expectHarmless('<video poster="javascript:alert(1)" src="https://x.example/v.mp4"></video>'),
    ).toBe('<video src="https://x.example/v.mp4"></video>');
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

describe('sanitizeRichText over the seed content', () => {
  const descs = (blocks: readonly SeedBlock[]): string[] =>
    blocks.flatMap((block) => [
      ...block.items.flatMap((item) => LANGUAGES.map((lang) => item.desc[lang])),
      ...descs(block.children ?? []),
    ]);
  const all = [
    ...seedData.pages.flatMap((page) => descs(page.blocks)),
    ...seedData.pois.flatMap((poi) => LANGUAGES.map((lang) => poi.refundDesc[lang])),
  ];

  it('leaves none of the hostile markers in any rich text of any language', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const html of all) {
      const out = sanitizeRichText(html);
      for (const marker of HOSTILE_MARKERS) expect(out, html).not.toContain(marker);
      for (const pattern of DANGEROUS) expect(out, html).not.toMatch(pattern);
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
