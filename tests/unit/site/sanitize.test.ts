// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../src/lib/html/sanitize.ts';

describe('sanitizeRichText', () => {
  it('puts every table in a focusable scroll box, whatever tabindex the CMS wrote, so that a wide one scrolls by keyboard', () => {
    expect(sanitizeRichText('<table><tr><td>a</td></tr></table>')).toBe(
      '<div class="table-scroll" tabindex="0"><table><tr><td>a</td></tr></table></div>',
    );
    const hostile = sanitizeRichText(
      '<table tabindex="-1" onfocus="alert(1)"><tr><td>a</td></tr></table>',
    );
    expect(hostile).toContain('<div class="table-scroll" tabindex="0"><table>');
    expect(hostile).not.toContain('onfocus');
    expect(hostile).not.toContain('-1');
    expect(sanitizeRichText('<p tabindex="0">x</p>')).toBe('<p>x</p>');
  });

  it('names the scroll box of each table in the page language, nested tables each in their own', () => {
    const nested = sanitizeRichText(
      '<table><tr><td><table><tr><td>in</td></tr></table></td></tr></table><p>after</p>',
      { tableLabel: 'Table: scroll "sideways"' },
    );
    const box =
      '<div class="table-scroll" tabindex="0" role="group" aria-label="Table: scroll &#34;sideways&#34;">';
    expect(nested).toBe(
      `${box}<table><tr><td>${box}<table><tr><td>in</td></tr></table></div></td></tr></table></div><p>after</p>`,
    );
  });

  it('leaves a table tag written in text or an attribute alone', () => {
    const out = sanitizeRichText(
      '<p title="x <table onmouseover=alert(1) ">&lt;table&gt;</p><!-- <table> -->',
      { tableLabel: 'Table' },
    );
    expect(out).toBe('<p title="x &lt;table onmouseover=alert(1) ">&lt;table&gt;</p>');
  });

  it('removes script elements with their content', () => {
    const out = sanitizeRichText('<p>Hi</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes on* event handlers', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" onmouseover="x()">Text</p><img src="https://a.example/i.png" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/on(click|mouseover|error)/i);
    expect(out).toContain('<p>Text</p>');
  });

  it('removes javascript: URLs, also when entity-encoded or mixed-case', () => {
    const samples = [
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JaVaScRiPt:alert(1)">b</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">c</a>',
      '<a href="&#x6A;avascript&#x3A;alert(1)">d</a>',
      '<a href="java&#09;script:alert(1)">e</a>',
      '<a href=" javascript:alert(1)">f</a>',
      '<img src="javascript:alert(1)">',
    ];
    for (const html of samples) {
      const out = sanitizeRichText(html);
      expect(out, html).not.toMatch(/javascript/i);
      expect(out, html).not.toMatch(/href=/);
    }
  });

  it('refuses data:, vbscript: and protocol-relative URLs', () => {
    const out = sanitizeRichText(
      '<a href="data:text/html,<script>alert(1)</script>">x</a><a href="vbscript:msgbox(1)">y</a><a href="//evil.example/">z</a><img src="data:image/png;base64,AAAA">',
    );
    expect(out).not.toMatch(/data:|vbscript|evil\.example/);
    expect(out).not.toContain('<img');
  });

  it('removes svg and math with everything inside', () => {
    const out = sanitizeRichText(
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">svg text</a></svg><math><mi>x</mi><maction actiontype="statusline">math text</maction></math><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('removes style elements and style attributes', () => {
    const out = sanitizeRichText(
      '<style>body{display:none}</style><p style="position:fixed;inset:0">Styled</p>',
    );
    expect(out).toBe('<p>Styled</p>');
  });

  it('removes iframes from hosts outside the video allow-list, keeps allowed players', () => {
    const evil = sanitizeRichText('<iframe src="https://evil.example/embed"></iframe><p>after</p>');
    expect(evil).toBe('<p>after</p>');
    const relative = sanitizeRichText('<iframe src="/admin"></iframe>');
    expect(relative).toBe('');
    const plain = sanitizeRichText(
      '<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>',
    );
    expect(plain).toBe('');
    const ok = sanitizeRichText(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" onload="x()" srcdoc="<script>1</script>"></iframe>',
    );
    expect(ok).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" loading="lazy"></iframe>',
    );
  });

  it('removes forms, fields, textarea, xmp and option with their content', () => {
    const out = sanitizeRichText(
      '<form action="https://evil.example"><input name="card"><button>Pay</button></form><textarea>t</textarea><xmp><b>x</b></xmp><select><option>o</option></select><p>kept</p>',
    );
    expect(out).toBe('<p>kept</p>');
  });

  it('keeps ordinary markup: paragraphs, lists, tables, strong, https links and images', () => {
    const html =
      '<p>Welcome <strong>guests</strong></p><ul><li>One</li><li>Two</li></ul>' +
      '<table><thead><tr><th scope="col">Ticket</th></tr></thead><tbody><tr><td colspan="2">HK$ 350</td></tr></tbody></table>' +
      '<p><a href="mailto:help@example.com">Mail</a> <a href="tel:+85212345678">Call</a> <a href="/GZ/buy-tickets">Tickets</a></p>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<p>Welcome <strong>guests</strong></p>');
    expect(out).toContain('<ul><li>One</li><li>Two</li></ul>');
    expect(out).toContain('<th scope="col">Ticket</th>');
    expect(out).toContain('<td colspan="2">HK$ 350</td>');
    expect(out).toContain('<a href="mailto:help@example.com">Mail</a>');
    expect(out).toContain('<a href="tel:+85212345678">Call</a>');
    expect(out).toContain('<a href="/GZ/buy-tickets">Tickets</a>');
  });

  it('opens http(s) links in a new window with rel="noopener noreferrer"', () => {
    const out = sanitizeRichText(
      '<a href="https://maps.example.com/x" target="_self" rel="opener">Map</a>',
    );
    expect(out).toBe(
      '<a href="https://maps.example.com/x" rel="noopener noreferrer" target="_blank">Map</a>',
    );
  });

  it('keeps images from the site and its media hosts and makes them lazy', () => {
    const out = sanitizeRichText(
      '<img src="https://cdn.example.com/a.webp" alt="Park"><img src="/media/seed/gz/banner-1.webp" alt="Banner" width="750" height="500">',
      { mediaHosts: ['cdn.example.com'] },
    );
    expect(out).toBe(
      '<img src="https://cdn.example.com/a.webp" alt="Park" loading="lazy" decoding="async" />' +
        '<img src="/media/seed/gz/banner-1.webp" alt="Banner" width="750" height="500" loading="lazy" decoding="async" />',
    );
  });

  it('drops pictures and videos from any other host: no tracking pixel in CMS text', () => {
    const hosts = { mediaHosts: ['cdn.example.com'] } as const;
    expect(
      sanitizeRichText(
        '<p>Hello<img src="https://tracker.example/p.gif?u=1" width="1" height="1"></p>' +
          '<img src="http://cdn.example.com/a.webp"><img src="https://cdn.example.com.evil.example/a.webp">',
        hosts,
      ),
    ).toBe('<p>Hello</p>');
    expect(
      sanitizeRichText(
        '<picture><source srcset="https://tracker.example/a.webp 1x, https://cdn.example.com/a.webp 2x">' +
          '<source src="https://tracker.example/b.webp"><img src="/media/a.webp" alt=""></picture>',
        hosts,
      ),
    ).toBe(
      '<picture><source srcset="https://cdn.example.com/a.webp 2x" />' +
        '<img src="/media/a.webp" alt="" loading="lazy" decoding="async" /></picture>',
    );
    expect(
      sanitizeRichText(
        '<video src="https://tracker.example/v.mp4" poster="https://tracker.example/p.jpg" controls></video>',
        hosts,
      ),
    ).toBe('<video controls></video>');
    // the site's own media hosts are none in the demo: every external picture goes
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.webp" alt="Park">')).toBe('');
  });

  it('moves h1 and h2 below the page headings', () => {
    expect(sanitizeRichText('<h1>A</h1><h2>B</h2><h4>C</h4>')).toBe(
      '<h3>A</h3><h3>B</h3><h4>C</h4>',
    );
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizeRichText('   ')).toBe('');
  });
});

describe('sanitizeRichText with site links', () => {
  const localizeHref = (path: string) => `/en${path}`;

  it('rewrites links to pages of this site, not media or external links', () => {
    const out = sanitizeRichText(
      '<a href="/GZ/traffic-guide">Traffic</a><a href="/media/seed/map.pdf">Map</a><a href="https://x.example/">X</a><a href="#faq">FAQ</a>',
      { localizeHref },
    );
    expect(out).toBe(
      '<a href="/en/GZ/traffic-guide">Traffic</a><a href="/media/seed/map.pdf">Map</a>' +
        '<a href="https://x.example/" rel="noopener noreferrer" target="_blank">X</a><a href="#faq">FAQ</a>',
    );
  });

  it('drops links and images that browsers would read as another host or a bare file', () => {
    const out = sanitizeRichText(
      '<a href="/\\evil.example">a</a><a href="page.html">b</a><img src="x" alt="broken"><img src="//evil.example/i.png">',
      { localizeHref },
    );
    expect(out).toBe('<a>a</a><a>b</a>');
  });
});
