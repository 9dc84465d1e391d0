import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../../scripts/server/app.ts';
import { precompress } from '../../../scripts/lib/precompress.ts';
import { loadStaticSite, type StaticSite } from '../../../scripts/server/static-site.ts';

const INLINE = 'document.documentElement.dataset.ready="1"';
const PAGE = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/_astro/a.js"></script></head><body>${'<p>GZ home</p>'.repeat(100)}</body></html>`;

let dir: string;
let site: StaticSite | undefined;
const gatewayCalls: string[] = [];
const gateway = {
  fetch: (request: Request) => {
    gatewayCalls.push(new URL(request.url).pathname);
    return Response.json({ state: 'success', code: 'OK', msg: '', data: 'x'.repeat(4000) });
  },
};

async function put(path: string, body: string): Promise<void> {
  await mkdir(dirname(join(dir, path)), { recursive: true });
  await writeFile(join(dir, path), body);
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-app-'));
  await put('home/index.html', PAGE);
  await put('GZ/index.html', PAGE);
  await put('en/GZ/index.html', PAGE);
  await put('404.html', '<!doctype html><title>Not found</title>');
  await put('_astro/a.js', 'console.log(1);'.repeat(100));
  await put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompress(dir);
  site = await loadStaticSite(dir);
  gatewayCalls.length = 0;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const app = () => createSiteApp({ site: () => site, gateway });

describe('the site server', () => {
  it('redirects the root and the bare language prefixes to the home page, keeping the query', async () => {
    const root = await app().request('/?utm=1');
    expect(root.status).toBe(301);
    expect(root.headers.get('location')).toBe('/home?utm=1');
    expect((await app().request('/en/')).headers.get('location')).toBe('/en/home');
    expect((await app().request('/zh-cn')).headers.get('location')).toBe('/zh-cn/home');
  });

  it('serves a page by its directory path, with or without a trailing slash', async () => {
    for (const path of ['/GZ', '/GZ/', '/en/GZ']) {
      const res = await app().request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('GZ home');
    }
  });

  it('allows exactly the inline scripts of the page in its Content-Security-Policy', async () => {
    const res = await app().request('/GZ');
    const csp = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline' 'sha");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sets the security headers on pages, files and API answers', async () => {
    for (const path of ['/GZ', '/_astro/a.js', '/cl-odss-app/guest/site/cms/listPoi']) {
      const res = await app().request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('serves the precompressed variant the browser accepts', async () => {
    const br = await app().request('/GZ', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const gz = await app().request('/GZ', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app().request('/GZ', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  it('holds a compressed page as its .br and .gz only, and decompresses it for the rare client that accepts neither', async () => {
    // the plain file is not even read: written over after the build, the page is still the built one
    await writeFile(join(dir, 'en/GZ/index.html'), 'not read');
    site = await loadStaticSite(dir);
    const plain = await app().request('/en/GZ', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(PAGE);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    expect(plain.headers.get('content-security-policy')).toContain(
      `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`,
    );
    const gz = await app().request('/en/GZ', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('caches hashed assets for a year and revalidates pages with an ETag', async () => {
    const asset = await app().request('/_astro/a.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const page = await app().request('/GZ');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = page.headers.get('etag') ?? '';
    const again = await app().request('/GZ', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await app().request('/GZ/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Not found');
  });

  it('never serves files outside the build folder', async () => {
    for (const path of ['/..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/GZ/%00']) {
      const res = await app().request(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('hands the gateway paths to the gateway and compresses its answers', async () => {
    const res = await app().request('/cl-odss-app/guest/site/cms/listPoi?x=1', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gatewayCalls).toEqual(['/cl-odss-app/guest/site/cms/listPoi']);
    await app().request('/uw-auth-center/auth/login', { method: 'POST' });
    await app().request('/media/seed/a.webp');
    expect(gatewayCalls).toHaveLength(3);
  });

  it('refuses writes to static paths', async () => {
    const res = await app().request('/GZ', { method: 'POST' });
    expect(res.status).toBe(405);
  });

  it('answers HEAD without a body', async () => {
    const res = await app().request('/GZ', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('says the site is being built while no build is loaded', async () => {
    site = undefined;
    const res = await app().request('/GZ');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });
});
