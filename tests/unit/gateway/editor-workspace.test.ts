import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stableId } from '../../../gateway/db/ids.ts';
import { EDITOR_SESSION, saveEditorAccount } from '../../../gateway/services/editor/accounts.ts';
import {
  type EditorInfoItem,
  type EditorSearchHit,
  type EditorSessionInfo,
  type MediaPictureInfo,
  type SanitizeReport,
  type StaleVersion,
} from '../../../src/lib/contract/editor.ts';
import { EDITOR_ROUTES } from '../../../src/lib/contract/routes.ts';
import {
  changeRows,
  createEditorGateway,
  fakePublisher,
  type EditorGateway,
} from './support/editor.ts';

/**
 * The editing workspace's API over real HTTP: the gateway served on a port of 127.0.0.1 and
 * called with fetch, as the workspace page calls it.
 */

let gw: EditorGateway;
let server: ServerType;
let base = '';

beforeEach(async () => {
  gw = await createEditorGateway();
  gw.clock.advance(60_000);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: gw.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${EDITOR_ROUTES.base}`;
  await saveEditorAccount(gw.db, 'alice', 'alice-password-long', gw.clock.now());
  await saveEditorAccount(gw.db, 'bob', 'bob-password-longer', gw.clock.now());
});
afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await gw.close();
});

const FIRST_SLIDE = stableId('info', 'GZ-INDEX-BANNER/banner-1');

interface Answer<T> {
  status: number;
  body: { state: string; code?: string; msg?: string; data: T };
}

async function call<T>(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    raw?: Uint8Array<ArrayBuffer>;
    ip?: string;
    lang?: string;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    'Accept-Language': options.lang ?? 'en',
    'X-Forwarded-For': options.ip ?? '198.51.100.20',
  };
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.raw) {
    headers['Content-Type'] = 'application/octet-stream';
    body = options.raw;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}/${path}`, { method, headers, ...(body ? { body } : {}) });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

const signIn = async (name: string, password: string, ip?: string) =>
  call<EditorSessionInfo>('POST', 'session/login', {
    body: { name, password },
    ...(ip ? { ip } : {}),
  });

const tokenOf = async (name: string, password: string): Promise<string> => {
  const answer = await signIn(name, password);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.token ?? '';
};

describe('editor accounts', () => {
  it('keep a scrypt hash of the password, never the password', async () => {
    const row = await gw.db
      .selectFrom('editor_account')
      .select('password_hash')
      .where('name', '=', 'alice')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('alice-password-long');
  });

  it('sign in with name and password and open a session that names the editor', async () => {
    const wrong = await signIn('alice', 'not-her-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('EDITOR_BAD_CREDENTIALS');
    expect(wrong.body.msg).toMatch(/wrong name or password/i);
    const zh = await call('POST', 'session/login', {
      body: { name: 'alice', password: 'x' },
      lang: 'zh-TW',
    });
    expect(zh.body.msg).toBe('名稱或密碼錯誤；請檢查後再次登入');
    const unknown = await signIn('nobody', 'alice-password-long');
    expect(unknown.status).toBe(401);

    const token = await tokenOf('alice', 'alice-password-long');
    expect(token.length).toBeGreaterThan(30);
    const session = await call<EditorSessionInfo>('GET', 'session', { token });
    expect(session.body.data).toMatchObject({ name: 'alice', via: 'account' });
    expect(session.body.data.expiresAt).toBe(gw.clock.now() + EDITOR_SESSION.idleMs);
    // the token is kept only as its hash
    const stored = await gw.db.selectFrom('editor_session').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('end their session on sign-out, after an hour unused, and after eight hours in any case', async () => {
    const out = await tokenOf('alice', 'alice-password-long');
    expect((await call('POST', 'session/logout', { token: out, body: {} })).status).toBe(200);
    expect((await call('GET', 'session', { token: out })).status).toBe(401);

    const idle = await tokenOf('alice', 'alice-password-long');
    gw.clock.advance(EDITOR_SESSION.idleMs - 1000);
    expect((await call('GET', 'session', { token: idle })).status).toBe(200);
    gw.clock.advance(EDITOR_SESSION.idleMs);
    const ended = await call('GET', 'change/list', { token: idle });
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('EDITOR_UNAUTHORIZED');

    const busy = await tokenOf('alice', 'alice-password-long');
    for (let used = 0; used < EDITOR_SESSION.maxMs; used += 30 * 60_000) {
      expect((await call('GET', 'session', { token: busy })).status).toBe(200);
      gw.clock.advance(30 * 60_000);
    }
    expect((await call('GET', 'session', { token: busy })).status).toBe(401);
  });

  it('end every session when the password is set again', async () => {
    const token = await tokenOf('alice', 'alice-password-long');
    await saveEditorAccount(gw.db, 'alice', 'a-new-password-for-alice', gw.clock.now());
    expect((await call('GET', 'session', { token })).status).toBe(401);
    expect((await signIn('alice', 'alice-password-long')).status).toBe(401);
    expect((await signIn('alice', 'a-new-password-for-alice')).status).toBe(200);
  });

  it('are rate-limited per address without locking the editor out from another one', async () => {
    const attacker = '203.0.113.66';
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn('alice', `guess-${i}`, attacker)).status).toBe(401);
    }
    const limited = await signIn('alice', 'alice-password-long', attacker);
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/too many/i);
    // alice from her own address signs in as usual
    expect((await signIn('alice', 'alice-password-long', '198.51.100.20')).status).toBe(200);
  });

  it('never refuse an editor who signs in again and again; a success clears the wrong guesses before it', async () => {
    const office = '198.51.100.44';
    for (let i = 0; i < 9; i += 1) {
      expect((await signIn('alice', `typo-${i}`, office)).status).toBe(401);
    }
    for (let i = 0; i < 15; i += 1) {
      expect((await signIn('alice', 'alice-password-long', office)).status).toBe(200);
    }
    // the count starts again after a success: ten wrong ones in a row are still refused
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn('alice', `guess-${i}`, office)).status).toBe(401);
    }
    expect((await signIn('alice', 'alice-password-long', office)).status).toBe(429);
  });

  it('and the automation tokens of EDITOR_TOKENS both work, the shopper API stays apart', async () => {
    const token = await tokenOf('bob', 'bob-password-longer');
    const viaToken = await call<EditorSessionInfo>('GET', 'session', {
      token: 'demo-editor-token-0123456789abcdef',
    });
    expect(viaToken.body.data).toEqual({ name: 'demo-editor', via: 'token', expiresAt: null });
    expect((await call('GET', 'pages', { token })).status).toBe(200);
  });
});

describe('saving on a stale version', () => {
  it('answers 409 with the other editor’s change and overwrites nothing; every save is logged', async () => {
    const alice = await tokenOf('alice', 'alice-password-long');
    const bob = await tokenOf('bob', 'bob-password-longer');
    const opened = (
      await call<EditorInfoItem>('GET', `info/load?id=${FIRST_SLIDE}`, { token: bob })
    ).body.data;
    const version = opened.updatedAt;

    const saved = await call<EditorInfoItem>('PUT', 'info/update', {
      token: alice,
      body: {
        id: FIRST_SLIDE,
        expectedUpdatedAt: version,
        i18n: { en: { infoTitle: 'Alice’s title' }, 'zh-TW': { infoTitle: '愛麗絲的標題' } },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.updatedAt).toBeGreaterThan(version);

    const stale = await call<StaleVersion<EditorInfoItem>>('PUT', 'info/update', {
      token: bob,
      body: { id: FIRST_SLIDE, expectedUpdatedAt: version, i18n: { en: { infoTitle: 'Bob’s' } } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect(stale.body.msg).toMatch(/someone saved this item/i);
    expect(stale.body.data.current.i18n.en.infoTitle).toBe('Alice’s title');
    expect(stale.body.data.changes).toHaveLength(1);
    expect(stale.body.data.changes[0]).toMatchObject({
      editor: 'alice',
      action: 'update',
      detail: {
        changes: {
          'i18n.en.infoTitle': { before: 'First slide', after: 'Alice’s title' },
          'i18n.zh-TW.infoTitle': { after: '愛麗絲的標題' },
        },
      },
    });
    const now = (await call<EditorInfoItem>('GET', `info/load?id=${FIRST_SLIDE}`, { token: bob }))
      .body.data;
    expect(now.i18n.en.infoTitle).toBe('Alice’s title');

    // on the version the 409 gave, bob's save goes through, within the same millisecond too
    const retried = await call<EditorInfoItem>('PUT', 'info/update', {
      token: bob,
      body: {
        id: FIRST_SLIDE,
        expectedUpdatedAt: stale.body.data.current.updatedAt,
        i18n: { en: { infoTitle: 'Bob’s title' } },
      },
    });
    expect(retried.status).toBe(200);
    const again = await call('PUT', 'info/update', {
      token: alice,
      body: { id: FIRST_SLIDE, expectedUpdatedAt: saved.body.data.updatedAt, sort: 7 },
    });
    expect(again.status).toBe(409);

    const log = (await changeRows(gw)).filter((r) => r.target === FIRST_SLIDE);
    expect(log.map((r) => r.editor)).toEqual(['alice', 'bob']);
    const listed = await call<{ editor: string; detail: { changes: object } }[]>(
      'GET',
      `change/list?kind=info&target=${FIRST_SLIDE}`,
      { token: alice },
    );
    expect(listed.body.data[0]).toMatchObject({
      editor: 'bob',
      detail: {
        changes: { 'i18n.en.infoTitle': { before: 'Alice’s title', after: 'Bob’s title' } },
      },
    });
  });

  it('applies to catalogue nodes and POIs too', async () => {
    const alice = await tokenOf('alice', 'alice-password-long');
    const poi = (
      await call<{ updatedAt: number }>('GET', 'poi/load?poiCode=GZ_PARK', { token: alice })
    ).body.data;
    const first = { poiCode: 'GZ_PARK', expectedUpdatedAt: poi.updatedAt, sort: 4 };
    expect((await call('PUT', 'poi/update', { token: alice, body: first })).status).toBe(200);
    expect(
      (await call('PUT', 'poi/update', { token: alice, body: { ...first, sort: 5 } })).status,
    ).toBe(409);
    const node = stableId('catalog', 'GZ-INDEX-BANNER');
    const loaded = (
      await call<{ updatedAt: number }>('GET', `catalog/load?id=${node}`, { token: alice })
    ).body.data;
    const body = { id: node, expectedUpdatedAt: loaded.updatedAt - 1, sort: 2 };
    const stale = await call<StaleVersion<{ id: string }>>('PUT', 'catalog/update', {
      token: alice,
      body,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.id).toBe(node);
  });
});

describe('browsing', () => {
  it('lists the pages and places and finds titles in any language', async () => {
    const token = await tokenOf('alice', 'alice-password-long');
    const pages = await call<{ catalogType: string; poiCode: string }[]>('GET', 'pages', { token });
    expect(pages.body.data.some((p) => p.catalogType === 'INDEX' && p.poiCode === 'GZ')).toBe(true);
    const pois = await call<{ poiCode: string }[]>('GET', 'poi/list?regionCode=GZ', { token });
    expect(pois.body.data.map((p) => p.poiCode)).toContain('GZ_PARK');
    const en = await call<EditorSearchHit[]>(
      'GET',
      `search?q=${encodeURIComponent('first SLIDE')}`,
      {
        token,
      },
    );
    expect(en.body.data.find((h) => h.id === FIRST_SLIDE)).toMatchObject({ kind: 'info' });
    const zh = en.body.data.find((h) => h.id === FIRST_SLIDE)?.titles['zh-TW'] ?? '';
    expect(zh).not.toBe('');
    const byZh = await call<EditorSearchHit[]>('GET', `search?q=${encodeURIComponent(zh)}`, {
      token,
    });
    expect(byZh.body.data.map((h) => h.id)).toContain(FIRST_SLIDE);
    const wildcard = await call<EditorSearchHit[]>('GET', 'search?q=%25', { token });
    expect(wildcard.body.data).toEqual([]);
  });
});

describe('rich text', () => {
  it('shows what the build’s sanitiser keeps and what it drops', async () => {
    const token = await tokenOf('alice', 'alice-password-long');
    const report = await call<SanitizeReport>('POST', 'sanitize', {
      token,
      body: {
        html: '<h2>Hours</h2><p onclick="steal()">Open <a href="javascript:alert(1)">daily</a></p><script>alert(1)</script>',
      },
    });
    expect(report.body.data.html).toBe('<h3>Hours</h3><p>Open <a>daily</a></p>');
    expect(report.body.data.dropped).toEqual([
      { kind: 'attribute', name: 'a href', count: 1 },
      { kind: 'attribute', name: 'p onclick', count: 1 },
      { kind: 'element', name: 'script', count: 1 },
    ]);
    const tooLong = await call('POST', 'sanitize', {
      token,
      body: { html: `<p>${'x'.repeat(201 * 1024)}</p>` },
    });
    expect(tooLong.status).toBe(400);
    expect((await call('POST', 'sanitize', { token, body: { html: 5 } })).status).toBe(400);
    expect((await call('POST', 'sanitize', { body: { html: '<p>x</p>' } })).status).toBe(401);
  });
});

describe('pictures in rich text', () => {
  it('keeps a CMS media picture as the rich-text editor writes it, and drops pictures from anywhere else', async () => {
    const token = await tokenOf('alice', 'alice-password-long');
    const report = await call<SanitizeReport>('POST', 'sanitize', {
      token,
      body: {
        html:
          '<p>The lake at dusk</p><img src="/media/uploads/lake.webp" alt="Lanterns on the lake">' +
          '<img src="https://tracker.example/pixel.gif" alt=""><img src="javascript:alert(1)" alt="x">' +
          '<img src="data:image/png;base64,AAAA" alt="y"><img src="//evil.example/a.webp">',
      },
    });
    expect(report.body.data.html).toBe(
      '<p>The lake at dusk</p><img src="/media/uploads/lake.webp" alt="Lanterns on the lake" loading="lazy" decoding="async" />',
    );
    expect(report.body.data.dropped).toContainEqual({ kind: 'element', name: 'img', count: 4 });
  });
});

describe('npm run editor:add', () => {
  it('creates an account that signs in, and refuses a short password', async () => {
    // asynchronously: a synchronous child would block the test worker's event loop meanwhile
    const run = (name: string, password: string) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/editor-add.ts', name],
          { env: { ...process.env, DATABASE_URL: gw.env.DATABASE_URL, EDITOR_PASSWORD: password } },
          (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
        );
      });
    const short = await run('carol', 'short');
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/12 to 200 characters/);
    const made = await run('carol', 'carol-password-long');
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/Created the editor account carol/);
    expect((await signIn('carol', 'carol-password-long')).status).toBe(200);
  });
});

describe('the preview', () => {
  it('hands the publisher the item with the unsaved change of one language', async () => {
    const seen: unknown[] = [];
    const publisher = {
      ...fakePublisher(),
      preview: (request: unknown) => {
        seen.push(request);
        return Promise.resolve({ path: '/en/GZ/cms-detail/1/x/2', html: '<h1>Draft</h1>' });
      },
    };
    const withPreview = await createEditorGateway({ publisher });
    try {
      const res = await withPreview.editor('POST', 'preview', {
        body: {
          lang: 'en',
          info: { id: FIRST_SLIDE, i18n: { en: { infoTitle: 'Draft title' } } },
        },
      });
      expect(res.status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({
        lang: 'en',
        item: { id: FIRST_SLIDE, infoTitle: 'Draft title', infoSummary: 'banner-1 summary' },
      });
      // nothing was saved
      const item = (await (
        await withPreview.editor('GET', `info/load?id=${FIRST_SLIDE}`)
      ).json()) as { data: EditorInfoItem };
      expect(item.data.i18n.en.infoTitle).toBe('First slide');
    } finally {
      await withPreview.close();
    }
  });

  it('hands the publisher a section or a place with the unsaved change of one language, saving nothing', async () => {
    const seen: unknown[] = [];
    const publisher = {
      ...fakePublisher(),
      preview: (request: unknown) => {
        seen.push(request);
        return Promise.resolve({ path: '/GZ', html: '<h1>Draft</h1>' });
      },
    };
    const withPreview = await createEditorGateway({ publisher });
    const TABS = stableId('catalog', 'GZ-INDEX-TABS');
    try {
      const node = await withPreview.editor('POST', 'preview', {
        body: {
          lang: 'zh-TW',
          catalog: { id: TABS, sort: 7, i18n: { 'zh-TW': { catalogName: '新分頁' } } },
        },
      });
      expect(node.status).toBe(200);
      const place = await withPreview.editor('POST', 'preview', {
        body: {
          lang: 'en',
          poi: {
            poiCode: 'GZ_PARK',
            imgMain: '/media/seed/a.webp',
            i18n: { en: { poiName: 'Wildlife Park' }, 'zh-TW': { poiName: '不用' } },
          },
        },
      });
      expect(place.status).toBe(200);
      expect(seen).toEqual([
        {
          lang: 'zh-TW',
          node: {
            id: TABS,
            catalogName: '新分頁',
            catalogDesc: expect.any(String) as unknown,
            sort: 7,
          },
        },
        {
          lang: 'en',
          poi: expect.objectContaining({
            poiCode: 'GZ_PARK',
            poiName: 'Wildlife Park',
            poiSummary: 'GZ_PARK summary',
            imgMain: '/media/seed/a.webp',
            poiType: 1,
          }) as unknown,
        },
      ]);
      expect(await changeRows(withPreview)).toEqual([]);
    } finally {
      await withPreview.close();
    }
  });

  it('answers 400 naming the field to a bad preview, and 404 to an unknown section or place', async () => {
    const publisher = {
      ...fakePublisher(),
      preview: () => Promise.resolve({ path: '/GZ', html: '' }),
    };
    const withPreview = await createEditorGateway({ publisher });
    try {
      const bad = await withPreview.editor('POST', 'preview', {
        body: { lang: 'en', poi: { poiCode: 'GZ_PARK', imgMain: 'javascript:alert(1)' } },
      });
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as { data: { fields: { field: string }[] } };
      expect(body.data.fields.map((f) => f.field)).toContain('poi.imgMain');
      for (const request of [
        { lang: 'en', catalog: { id: '99999' } },
        { lang: 'en', poi: { poiCode: 'NOPE' } },
      ]) {
        expect((await withPreview.editor('POST', 'preview', { body: request })).status).toBe(404);
      }
    } finally {
      await withPreview.close();
    }
  });

  it('answers 503 where nothing renders pages', async () => {
    const res = await call('POST', 'preview', {
      token: await tokenOf('alice', 'alice-password-long'),
      body: { lang: 'en', info: { id: FIRST_SLIDE } },
    });
    expect(res.status).toBe(503);
  });
});

describe('pictures', () => {
  it('are checked by content, re-encoded without metadata and sized before they are stored', async () => {
    const token = await tokenOf('alice', 'alice-password-long');
    const png = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#2a6f97' },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const stored = await call<MediaPictureInfo>('POST', 'media/upload', {
      token,
      raw: new Uint8Array(png),
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.data).toMatchObject({ width: 2400, height: 800 });
    expect(stored.body.data.path).toMatch(/^\/media\/cms\/[A-Za-z0-9_-]{22}\.webp$/);
    const file = await fetch(base.replace(EDITOR_ROUTES.base, '') + stored.body.data.path);
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2400, height: 800 });
    expect(meta.exif).toBeUndefined();

    const listed = await call<MediaPictureInfo[]>('GET', 'media/list', { token });
    expect(listed.body.data.map((p) => p.path)).toContain(stored.body.data.path);

    const html = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const refused = await call('POST', 'media/upload', { token, raw: html });
    expect(refused.status).toBe(415);
    expect(refused.body.msg).toMatch(/not a picture/i);
    const truncated = await call('POST', 'media/upload', {
      token,
      raw: new Uint8Array(png.subarray(0, 200)),
    });
    expect([400, 415]).toContain(truncated.status);
    expect((await call('POST', 'media/upload', { raw: new Uint8Array(png) })).status).toBe(401);
  });
});
