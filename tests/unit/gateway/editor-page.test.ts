import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import { createEditorGateway, EDITOR, type EditorGateway } from './support/editor.ts';

let gw: EditorGateway;
beforeAll(async () => {
  gw = await createEditorGateway();
});
afterAll(() => gw.close());

const texts = (lang: string) =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'locales', lang, 'editor.json'),
      'utf8',
    ),
  ) as Record<string, string>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
/** The inline elements `<tag>…</tag>` without attributes (the executable script, the style). */
const inline = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '');

describe('the editor page', () => {
  it('loads without a token, in the language of ?lang= or Accept-Language (zh-TW by default)', async () => {
    for (const [query, header, lang] of [
      ['?lang=en', undefined, 'en'],
      ['?lang=zh-CN', 'en', 'zh-CN'],
      ['', 'zh-CN,zh;q=0.9', 'zh-CN'],
      ['', 'en-GB', 'en'],
      ['', undefined, 'zh-TW'],
      ['?lang=fr', undefined, 'zh-TW'],
    ] as const) {
      const res = await gw.get(`${EDITOR}${query}`, header);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      const t = texts(lang);
      expect(html).toContain(`<html lang="${lang}">`);
      for (const key of [
        'editor.title',
        'editor.token.label',
        'editor.publish',
        'editor.rollback',
        'editor.history.caption',
        'editor.history.duration',
      ]) {
        expect(html, `${lang} ${key}`).toContain(t[key]);
      }
      // the strings the script shows come along, in the same language
      const data = /<script type="application\/json" id="editor-texts">([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
      expect(JSON.parse(data ?? '')).toEqual(t);
    }
  });

  it('has a strict CSP allowing its one script and style by hash, nothing inline otherwise', async () => {
    const res = await gw.get(`${EDITOR}?lang=en`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    const scripts = inline(html, 'script');
    const styles = inline(html, 'style');
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(csp).toContain(`script-src 'sha256-${sha256(scripts[0] ?? '')}'`);
    expect(csp).toContain(`style-src 'sha256-${sha256(styles[0] ?? '')}'`);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/style="/);
    // the script is valid JavaScript
    expect(() => new Script(scripts[0] ?? '')).not.toThrow();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is accessible: a labelled password field, status and alert regions, a captioned table', async () => {
    const html = await (await gw.get(`${EDITOR}?lang=en`)).text();
    expect(html).toMatch(/<label for="token">Editor token<\/label>/);
    expect(html).toMatch(/<input id="token"[^>]*type="password"[^>]*aria-describedby="token-hint"/);
    expect(html).toMatch(/<p id="status"[^>]*role="status"/);
    expect(html).toMatch(/<div id="alert"[^>]*role="alert"/);
    expect(html).toMatch(/<button id="rollback" type="button"[^>]*disabled>/);
    expect(html).toMatch(/<caption id="history-caption">Build history/);
    expect((html.match(/<th scope="col">/g) ?? []).length).toBe(8);
    expect(html).toContain('focus-visible');
  });

  it('never answers the page with data: everything comes from the API with the token', async () => {
    const html = await (await gw.get(`${EDITOR}?lang=en`)).text();
    expect(html).toContain(`data-api="${EDITOR}"`);
    expect(html).not.toContain('demo-editor-token');
    for (const lang of LANGUAGES)
      expect(Object.keys(texts(lang)).sort()).toEqual(Object.keys(texts('zh-TW')).sort());
  });
});
