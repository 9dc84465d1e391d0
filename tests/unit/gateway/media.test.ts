import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from './support/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
  // files the route must never serve: outside the media root, hidden, or not an image
  writeFileSync(join(gw.dir, 'secret.png'), 'outside');
  writeFileSync(join(gw.env.MEDIA_DIR, 'page.html'), '<script>alert(1)</script>');
  writeFileSync(join(gw.env.MEDIA_DIR, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(gw.env.MEDIA_DIR, 'links'));
  symlinkSync(join(gw.dir, 'secret.png'), join(gw.env.MEDIA_DIR, 'links', 'secret.png'));
});
afterAll(() => gw.close());

describe('GET /media/*', () => {
  it('serves a rendered picture with its type, nosniff and a long cache', async () => {
    const res = await gw.get('/media/seed/a.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    expect((await gw.get('/media/seed/sub/b.png')).headers.get('content-type')).toBe('image/png');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await gw.get('/media/seed/a.webp');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await gw.app.request('/media/seed/a.webp', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    '/media/../package.json',
    '/media/%2e%2e/package.json',
    '/media/..%2fpackage.json',
    '/media/..%2F..%2Fpackage.json',
    '/media/%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/seed/..%5c..%5cpackage.json',
    '/media/..%252fsecret.png',
    '/media/%2fetc%2fpasswd',
    '/media//etc/passwd',
    '/media/seed/a.webp%00.png',
    '/media/links/secret.png',
    '/media/.seed-manifest.json',
    '/media/page.html',
    '/media/icon.svg',
    '/media/seed',
    '/media/',
    '/media/seed/missing.webp',
  ])('refuses %s with a 404', async (path) => {
    const res = await gw.get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).not.toMatch(/outside|script|"name"/);
  });

  it('answers other methods 405', async () => {
    const res = await gw.app.request('/media/seed/a.webp', { method: 'PUT', body: 'x' });
    expect(res.status).toBe(405);
  });
});
