import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../gateway/lib/http-error.ts';
import { isErrorKey, resolveLanguage, translate } from '../../../gateway/lib/i18n.ts';
import { createTestGateway, type TestGateway } from './support/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
  gw.app.get('/cl-odss-app/test/bug', () => {
    throw new Error('secret detail at /srv/app.ts:12');
  });
  gw.app.get('/cl-odss-app/test/limited', () => {
    throw new HttpError(429, 'RATE_LIMITED', 'errors.rateLimited', {
      headers: { 'Retry-After': '30' },
    });
  });
});
afterAll(() => gw.close());

describe('the envelope', () => {
  it('wraps success as {state, code, msg, data}', async () => {
    const res = await gw.get('/cl-odss-app/guest/site/cms/listPoi?regionCode=ZH');
    const body: unknown = await res.json();
    expect(Object.keys(body as object).sort()).toEqual(['code', 'data', 'msg', 'state']);
    expect(body).toMatchObject({ state: 'success', code: 'OK', msg: '' });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers unknown paths 404 in the envelope, translated', async () => {
    const res = await gw.get('/cl-odss-app/guest/nothing', 'zh-CN');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      state: 'error',
      code: 'NOT_FOUND',
      msg: '请求的网址不存在，请检查路径',
      data: null,
    });
  });

  it('answers a wrong method 405 with an Allow header', async () => {
    const res = await gw.app.request('/cl-odss-app/guest/site/cms/listPoi', {
      method: 'DELETE',
      headers: { 'Accept-Language': 'en' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toMatchObject({
      code: 'METHOD_NOT_ALLOWED',
      msg: 'DELETE is not allowed here; use GET, HEAD',
    });
  });

  it('keeps the status, code and headers of an expected failure', async () => {
    const res = await gw.get('/cl-odss-app/test/limited', 'en');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED', data: null });
  });

  it('answers a bug 500 without any detail, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await gw.get('/cl-odss-app/test/bug', 'en');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts');
    expect(JSON.parse(text)).toEqual({
      state: 'error',
      code: 'INTERNAL_ERROR',
      msg: 'The server could not complete the request; try again later',
      data: null,
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('sets security headers and no-store on API answers', async () => {
    for (const path of ['/cl-odss-app/guest/nothing', '/cl-odss-app/guest/site/cms/load']) {
      const res = await gw.get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  it('answers only its own prefixes and leaves the headers of other paths to the server', async () => {
    const res = await gw.get('/GZ/buy-tickets');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ state: 'error', code: 'NOT_FOUND' });
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await gw.app.request('/cl-odss-app/guest/site/cms/listPoi', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('languages', () => {
  it.each([
    [undefined, 'zh-TW'],
    ['', 'zh-TW'],
    ['en', 'en'],
    ['en-GB,en;q=0.8', 'en'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['fr-FR, en;q=0.5', 'en'],
    ['en;q=0.2, zh-CN;q=0.9', 'zh-CN'],
    ['fr', 'zh-TW'],
    ['en;q=0', 'zh-TW'],
    ['*', 'zh-TW'],
  ])('reads Accept-Language %j as %s', (header, lang) => {
    expect(resolveLanguage(header)).toBe(lang);
  });

  it('interpolates {{placeholders}} and joins lists', () => {
    expect(translate('en', 'errors.param.enum', { field: 'x', values: ['A', 'B'] })).toBe(
      'x must be one of: A, B',
    );
    expect(translate('zh-TW', 'errors.param.required', { field: '姓名' })).toBe('姓名不能為空');
  });
});

describe('the message catalogue', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(root, dir, f));

  it('has every errors.* key that the gateway and the contracts it serves use', () => {
    const files = [
      ...sourceFiles('gateway'),
      join(root, 'src/lib/contract/cms.ts'),
      join(root, 'src/lib/contract/common.ts'),
      join(root, 'src/lib/contract/search.ts'),
    ];
    const used = new Set(
      files.flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/'(errors\.[\w.]+)'/g)].map((m) => m[1] ?? ''),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((key) => !isErrorKey(key))).toEqual([]);
  });
});
