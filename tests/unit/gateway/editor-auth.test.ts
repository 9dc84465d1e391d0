import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../gateway/env.ts';
import { editorTokenLimit } from '../../../gateway/services/editor/auth.ts';
import { DEMO_EDITOR } from '../../../gateway/services/editor/tokens.ts';
import { login, register } from './support/accounts.ts';
import {
  changeRows,
  createEditorGateway,
  failure,
  ok,
  type EditorGateway,
} from './support/editor.ts';

let gw: EditorGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const ALICE = 'alice-token-0123456789abcdefghijklmnop';
const BOB = 'bob-token-0123456789abcdefghijklmnopqrs';

describe('the editor token', () => {
  it('is required on every editor call: none or a wrong one answers 401 in the caller language', async () => {
    gw = await createEditorGateway();
    for (const path of [
      'catalog/list?catalogType=INDEX&poiCode=GZ',
      'change/list',
      'build/status',
    ]) {
      const none = await failure(await gw.editor('GET', path, { token: null }), 401);
      expect(none).toMatchObject({
        code: 'EDITOR_UNAUTHORIZED',
        msg: expect.stringMatching(/editor token/i) as unknown,
      });
      const wrong = await failure(await gw.editor('GET', path, { token: 'x'.repeat(40) }), 401);
      expect(wrong.code).toBe('EDITOR_UNAUTHORIZED');
    }
    const zh = await failure(
      await gw.editor('GET', 'change/list', { token: null, lang: 'zh-TW' }),
      401,
    );
    expect(zh.msg).toBe('編輯者權杖缺少或錯誤；請以編輯者權杖登入');
    const writes = await gw.editor('POST', 'publish', { token: 'nope' });
    expect(writes.status).toBe(401);
  });

  it('accepts the demo editor in dev mode and records its name', async () => {
    gw = await createEditorGateway();
    await ok(await gw.editor('PUT', 'poi/update', { body: { poiCode: 'GZ_PARK', sort: 9 } }));
    const [change] = await changeRows(gw);
    expect(change?.editor).toBe(DEMO_EDITOR.name);
  });

  it("never accepts a shopper's access token", async () => {
    gw = await createEditorGateway();
    await register(gw, 'shopper@example.com');
    const { token } = await login(gw, 'shopper@example.com');
    expect(token.length).toBeGreaterThan(20);
    const res = await gw.editor('GET', 'change/list', { token });
    expect((await failure(res, 401)).code).toBe('EDITOR_UNAUTHORIZED');
  });

  it('knows only the configured editors when EDITOR_TOKENS is set', async () => {
    gw = await createEditorGateway({ env: { EDITOR_TOKENS: `alice:${ALICE}, bob.b:${BOB}` } });
    expect((await gw.editor('GET', 'change/list')).status).toBe(401);
    await ok(
      await gw.editor('PUT', 'poi/update', { token: ALICE, body: { poiCode: 'GZ_PARK', sort: 2 } }),
    );
    await ok(
      await gw.editor('PUT', 'poi/update', { token: BOB, body: { poiCode: 'GZ_PARK', sort: 3 } }),
    );
    expect((await changeRows(gw)).map((r) => ({ editor: r.editor }))).toEqual([
      { editor: 'alice' },
      { editor: 'bob.b' },
    ]);
  });

  it('answers 401 to everything outside dev mode without EDITOR_TOKENS', async () => {
    gw = await createEditorGateway({ dev: false });
    expect((await gw.editor('GET', 'change/list')).status).toBe(401);
    expect((await gw.editor('GET', 'change/list', { token: '' })).status).toBe(401);
  });

  it('throttles wrong tokens per address, but never locks the real editor out of that address', async () => {
    gw = await createEditorGateway();
    const ip = '203.0.113.9';
    const { max, windowMs } = editorTokenLimit(ip);
    // someone on the editor's address (a shared office network) guesses tokens
    for (let i = 0; i < max; i += 1) {
      const res = await gw.editor('GET', 'change/list', {
        token: `guess-${i}-${'x'.repeat(32)}`,
        ip,
      });
      expect(res.status).toBe(401);
    }
    const guess = await gw.editor('GET', 'change/list', { token: `late-${'x'.repeat(32)}`, ip });
    expect((await failure(guess, 429)).code).toBe('RATE_LIMITED');
    expect(Number(guess.headers.get('Retry-After'))).toBeGreaterThan(0);
    // the real editor, on the same address, works on as if nothing happened, again and again
    for (let i = 0; i < max + 5; i += 1) await ok(await gw.editor('GET', 'change/list', { ip }));
    await ok(await gw.editor('PUT', 'poi/update', { ip, body: { poiCode: 'GZ_PARK', sort: 4 } }));
    // wrong tokens stay refused for the rest of the window, then count afresh
    expect((await gw.editor('GET', 'change/list', { token: 'y'.repeat(40), ip })).status).toBe(429);
    gw.clock.advance(windowMs);
    expect((await gw.editor('GET', 'change/list', { token: 'y'.repeat(40), ip })).status).toBe(401);
  });

  it('does not count the right token against the address', async () => {
    gw = await createEditorGateway();
    const ip = '203.0.113.11';
    const { max } = editorTokenLimit(ip);
    for (let i = 0; i < max * 2; i += 1) await ok(await gw.editor('GET', 'change/list', { ip }));
    for (let i = 0; i < max; i += 1) {
      const res = await gw.editor('GET', 'change/list', { token: `g-${i}-${'x'.repeat(32)}`, ip });
      expect(res.status).toBe(401);
    }
  });
});

describe('EDITOR_TOKENS and the publish webhook variables', () => {
  it('parses name:token pairs once', () => {
    expect(parseEnv({ EDITOR_TOKENS: `alice:${ALICE},bob.b:${BOB}` }).EDITOR_TOKENS).toEqual([
      { name: 'alice', token: ALICE },
      { name: 'bob.b', token: BOB },
    ]);
  });

  it.each([
    ['a short token', 'alice:short'],
    ['a bad name', `Alice!:${ALICE}`],
    ['no colon', ALICE],
    ['a name twice', `alice:${ALICE},alice:${BOB}`],
    ['a shared token', `alice:${ALICE},bob:${ALICE}`],
  ])('refuses %s without repeating the token', (_, value) => {
    expect(() => parseEnv({ EDITOR_TOKENS: value })).toThrow(/EDITOR_TOKENS/);
    try {
      parseEnv({ EDITOR_TOKENS: value });
    } catch (error) {
      expect(String(error)).not.toContain(ALICE);
    }
  });

  it('accepts an http(s) webhook URL and a secret of 32+ characters', () => {
    const env = parseEnv({
      PUBLISH_WEBHOOK_URL: 'https://ci.example.com/hooks/publish',
      PUBLISH_WEBHOOK_SECRET: 's'.repeat(32),
    });
    expect(env.PUBLISH_WEBHOOK_URL).toBe('https://ci.example.com/hooks/publish');
    expect(() => parseEnv({ PUBLISH_WEBHOOK_URL: 'ftp://x.example' })).toThrow(
      /PUBLISH_WEBHOOK_URL/,
    );
    expect(() => parseEnv({ PUBLISH_WEBHOOK_URL: 'not a url' })).toThrow(/PUBLISH_WEBHOOK_URL/);
    expect(() => parseEnv({ PUBLISH_WEBHOOK_SECRET: 'short' })).toThrow(/PUBLISH_WEBHOOK_SECRET/);
  });
});
