import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
} from '../../../scripts/server/security-headers.ts';

/**
 * The hashes of a page's Content-Security-Policy come from its real script elements. An outside
 * attack put CMS titles into pages: Astro writes a title into `<meta content="…">` with `<` left
 * as it is, and the old regex on the raw HTML took `<script>alert('XSS')</script>` there for a
 * script (its hash entered script-src on 446 pages); a title `<scr<script>ipt>` made the regex
 * run on to the page's next `</script>`, swallowing the page's own inline script (its hash went
 * missing, and the browser blocked the locale redirect and the early session script).
 */

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const SESSION = 'document.documentElement.dataset.session="1"';
const REDIRECT = 'if(localStorage.locale)location.replace("/en/GZ")';

/** A page as Astro writes it: the title escaped in <title>, as it is in the meta attributes. */
const page = (title: string, titleText = title.replaceAll('<', '&lt;')) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
  `<title>${titleText}</title>` +
  `<meta property="og:title" content="${title.replaceAll('"', '&quot;')}">` +
  `<meta name="description" content="${title.replaceAll('"', '&quot;')}">` +
  `<script>${SESSION}</script>` +
  `<script type="module" src="/_astro/page.js"></script>` +
  `<script type="application/ld+json">{"@type":"Event"}</script>` +
  `</head><body><h1>${titleText}</h1><script>${REDIRECT}</script></body></html>`;

describe('inlineScriptHashes', () => {
  it('adds no hash for a script written inside an attribute (a CMS title in <meta content>)', () => {
    const hashes = inlineScriptHashes(page("<script>alert('XSS')</script>"));
    expect(hashes).toEqual([hash(SESSION), hash(REDIRECT)].sort());
    expect(hashes).not.toContain(hash("alert('XSS')"));
  });

  it('keeps the page’s own inline scripts when a title holds <scr<script>ipt>', () => {
    for (const title of [
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<scr<script>ipt>alert(1)',
      '<script>',
      '<script src=x>',
      '</script><script>alert(2)</script>',
    ]) {
      expect(inlineScriptHashes(page(title)), title).toEqual(
        [hash(SESSION), hash(REDIRECT)].sort(),
      );
    }
  });

  it('hashes what the browser runs: inline classic, module and SVG scripts, not data blocks or external files', () => {
    const html =
      '<!doctype html><body><script type="module">import "/a.js"</script>' +
      '<svg><script>svg()</script></svg>' +
      '<script type="application/json">{"a":1}</script>' +
      '<script src="/b.js">ignored()</script>' +
      '<script>  </script>' +
      '<template><script>inTemplate()</script></template>' +
      '<textarea><script>notAScript()</script></textarea>' +
      '<!-- <script>comment()</script> -->' +
      '<script>a\r\nb</script></body>';
    expect(inlineScriptHashes(html)).toEqual(
      [hash('import "/a.js"'), hash('svg()'), hash('inTemplate()'), hash('a\nb')].sort(),
    );
  });
});

describe('contentSecurityPolicy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it('loads pictures and videos from the site and its media hosts only: no tracking pixel of any https host', () => {
    const demo = contentSecurityPolicy([]);
    expect(directive(demo, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(demo, 'media-src')).toEqual(["'self'", 'blob:']);
    const cdn = contentSecurityPolicy([], [], ['cdn.example.com']);
    expect(directive(cdn, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example.com',
    ]);
    expect(directive(cdn, 'media-src')).toEqual(["'self'", 'blob:', 'https://cdn.example.com']);
    for (const policy of [demo, cdn]) expect(policy).not.toMatch(/-src[^;]* https:(;|\s|$)/);
  });
});
