import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../gateway/app.ts';
import { MAX_JSON_DEPTH } from '../../../gateway/lib/json-depth.ts';
import { AUTH, createAccountGateway, login, OPEN, register } from './support/accounts.ts';
import { EDITOR, fakePublisher, TOKEN as EDITOR_TOKEN } from './support/editor.ts';
import { answerOf } from './support/hardening.ts';
import type { TestGateway } from './support/gateway.ts';

/**
 * Deeply nested JSON bodies (an outside attack: `[`×2000 on genCaptcha answered 500 with
 * "Maximum call stack size exceeded" from a recursive walk, and logged a stack). The nesting is
 * measured iteratively on the raw text before anything parses or walks the body: a body nested
 * deeper than MAX_JSON_DEPTH is a 400 naming `body`, on every route, and nothing is logged.
 */

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** The shapes of the attack: 4 KB of brackets, and 20,000 levels of arrays and of objects. */
const DEEP_BODIES: Record<string, string> = {
  '[ ×2000': arrays(2000),
  '[ ×20,000': arrays(20_000),
  '{"a": ×20,000': objects(20_000),
  'deep inside a valid field': `{"captchaType":"CALCULATE","x":${arrays(5000)}}`,
};

let gw: TestGateway;
let userToken: string;
const errors = vi.spyOn(console, 'error');

beforeAll(async () => {
  const base = await createAccountGateway();
  gw = {
    ...base,
    app: createApp({ db: base.db, env: base.env, clock: base.clock, publisher: fakePublisher() }),
  };
  await register(gw, 'deep@example.com');
  userToken = (await login(gw, 'deep@example.com')).token;
});
afterEach(() => errors.mockClear());
afterAll(async () => {
  await gw.close();
  errors.mockRestore();
});

const ROUTES: { label: string; method: string; path: string; token?: () => string }[] = [
  { label: 'genCaptcha (open account)', method: 'POST', path: `${OPEN}/genCaptcha` },
  { label: 'genCaptcha (auth centre)', method: 'POST', path: `${AUTH}/auth/genCaptcha` },
  { label: 'checkCaptcha', method: 'POST', path: `${OPEN}/checkCaptcha` },
  { label: 'password login', method: 'POST', path: `${AUTH}/auth/login` },
  { label: 'code login', method: 'POST', path: `${OPEN}/login` },
  { label: 'forgetPassword', method: 'POST', path: `${OPEN}/forgetPassword` },
  {
    label: 'order save',
    method: 'POST',
    path: '/cl-odss-app/guest/order/info/save',
    token: () => userToken,
  },
  {
    label: 'oss updateRefId (JSON params)',
    method: 'PUT',
    path: '/cl-odss-app/guest/common/oss/updateRefId',
    token: () => userToken,
  },
  {
    label: 'editor info update',
    method: 'PUT',
    path: `${EDITOR}/info/update`,
    token: () => EDITOR_TOKEN,
  },
  { label: 'editor publish', method: 'POST', path: `${EDITOR}/publish`, token: () => EDITOR_TOKEN },
];

async function send(route: (typeof ROUTES)[number], body: string, lang = 'en') {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': lang,
  };
  if (route.token) headers['Authorization'] = `Bearer ${route.token()}`;
  return answerOf(await gw.app.request(route.path, { method: route.method, headers, body }));
}

describe('a deeply nested JSON body', () => {
  for (const route of ROUTES) {
    it(`is refused on ${route.label} with a 400 naming body, and logs nothing`, async () => {
      for (const [shape, body] of Object.entries(DEEP_BODIES)) {
        const answer = await send(route, body);
        expect.soft(answer.status, shape).toBe(400);
        expect.soft(answer.error?.code, shape).toBe('VALIDATION_FAILED');
        expect.soft(answer.fields, shape).toEqual(['body']);
      }
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it('is explained in the caller language, with the limit', async () => {
    const route = ROUTES[0]!;
    const en = await send(route, arrays(2000), 'en');
    expect(en.error?.data).toEqual({
      fields: [
        {
          field: 'body',
          message: `body is nested more than ${MAX_JSON_DEPTH} levels deep; flatten it`,
        },
      ],
    });
    const tw = await send(route, arrays(2000), 'zh-TW');
    expect(JSON.stringify(tw.error?.data)).toContain(`巢狀超過 ${MAX_JSON_DEPTH} 層`);
    const cn = await send(route, arrays(2000), 'zh-CN');
    expect(JSON.stringify(cn.error?.data)).toContain(`嵌套超过 ${MAX_JSON_DEPTH} 层`);
  });

  it('is measured on structure only: brackets inside strings do not count, and the limit itself passes', async () => {
    const route = ROUTES[0]!;
    // an unknown field at the deepest allowed level: refused for that field, not for depth
    const atLimit = await send(route, `{"x":${arrays(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.status).toBe(400);
    expect(atLimit.fields).toEqual(['x']);
    const overLimit = await send(route, `{"x":${arrays(MAX_JSON_DEPTH)}}`);
    expect(overLimit.fields).toEqual(['body']);
    const inString = await send(
      route,
      JSON.stringify({ captchaType: 'CALCULATE', note: '['.repeat(5000) }),
    );
    expect(inString.fields).toEqual(['note']);
    const escaped = await send(route, `{"captchaType":"CALCULATE","note":"\\"[[[[\\\\"}`);
    expect(escaped.fields).toEqual(['note']);
  });
});
