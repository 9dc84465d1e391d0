import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../gateway/app.ts';
import { createAccountGateway, login, register } from './support/accounts.ts';
import { fakePublisher } from './support/editor.ts';
import {
  EDITOR_TOKEN,
  ENDPOINTS,
  isExcludedRoute,
  routeKey,
  type Endpoint,
  type Field,
  type Refs,
} from './support/endpoints.ts';
import { temporaryDir, type TestGateway } from './support/gateway.ts';
import {
  answerOf,
  build,
  expectNamed,
  expectRefused,
  lookUpRefs,
  snapshot,
  type Answer,
  type Mutation,
  type RawBody,
} from './support/hardening.ts';

/**
 * Issue 11: every gateway endpoint of the table (support/endpoints.ts) fed missing, mistyped,
 * over-long and odd parameters and broken bodies. The answer is always a 4xx error envelope
 * (never a 5xx), names the field at fault, and a refused request stores nothing.
 */

/** Tables a refused request may still write: the attempt counters of the rate limits. */
const COUNTERS = new Set(['rate_limits']);

const NUL = '\u0000';
const ODD = [
  NUL,
  '\u202Egnp.exe',
  '😀',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
];
const TEN_KB = 'A'.repeat(10 * 1024);
const HUNDRED_KB = 'A'.repeat(100 * 1024);
const OVER_ONE_MB = 'x'.repeat(1024 * 1024 + 16);

/** named: 4xx naming the field; refused: 4xx envelope; any: whatever, but never a 5xx. */
type Expectation = { kind: 'named'; field: string } | { kind: 'refused' } | { kind: 'any' };
interface Case {
  label: string;
  m?: Mutation;
  raw?: RawBody;
  extraQuery?: string;
  expect: Expectation;
}

const named = (field: string): Expectation => ({ kind: 'named', field });
const refused: Expectation = { kind: 'refused' };
const any: Expectation = { kind: 'any' };

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

/** Values of another JSON type than `valid`. */
function wrongTypes(valid: unknown): unknown[] {
  const others: unknown[] = [[valid], { value: valid }, null];
  if (typeof valid === 'string') return [12345, true, ...others];
  if (typeof valid === 'number') return [String(valid), true, ...others];
  if (typeof valid === 'boolean') return [String(valid), 1, ...others];
  return ['text', 1, true, ...(Array.isArray(valid) ? [{ value: valid }, null] : [[valid], null])];
}

/** The cases of one field. */
function fieldCases(endpoint: Endpoint, name: string, field: Field): Case[] {
  const set = (value: unknown): Mutation => ({ field: name, kind: 'set', value });
  const cases: Case[] = [
    {
      label: 'missing',
      m: { field: name, kind: 'missing' },
      expect: field.place === 'path' ? refused : field.optional ? any : named(name),
    },
  ];
  if (field.place === 'path') {
    for (const value of [...ODD, 'abc', '..', TEN_KB, HUNDRED_KB]) {
      cases.push({ label: `path ${show(value)}`, m: set(value), expect: refused });
    }
    return cases;
  }
  const stringly = field.place === 'query' || endpoint.body === 'form';
  if (stringly) {
    cases.push(
      { label: 'given twice', m: { field: name, kind: 'repeat' }, expect: named(name) },
      {
        label: 'as name[]',
        m: { field: name, kind: 'bracket' },
        expect: field.optional ? any : named(name),
      },
      { label: '10 KB', m: set(TEN_KB), expect: named(name) },
      // the whole address is over its 12 KB limit: 413 before the field is looked at
      {
        label: '100 KB',
        m: set(HUNDRED_KB),
        expect: field.place === 'query' ? refused : named(name),
      },
    );
    if (field.numeric) {
      for (const value of ['abc', '1.5', '1e3', '0x1F', ' 1']) {
        cases.push({ label: `not a number ${show(value)}`, m: set(value), expect: named(name) });
      }
    }
  } else {
    for (const value of wrongTypes(field.valid)) {
      cases.push({ label: `wrong type ${show(value)}`, m: set(value), expect: named(name) });
    }
    cases.push({ label: '100 KB', m: set(HUNDRED_KB), expect: named(name) });
  }
  for (const value of ODD) {
    cases.push({
      label: `odd ${show(value)}`,
      m: set(value),
      // no field takes a NUL (SQLite's length() stops at it); free text takes the others
      expect: field.text && value !== NUL ? any : named(name),
    });
  }
  for (const value of field.bad ?? []) {
    cases.push({ label: `bad ${show(value)}`, m: set(value), expect: named(name) });
  }
  return cases;
}

/** The cases of the whole body (or, without one, of stray query parameters). */
function bodyCases(endpoint: Endpoint, base: () => Record<string, unknown>): Case[] {
  const stray: Case[] = [
    { label: 'unknown parameters', extraQuery: 'unexpected=1&zz=%ZZ', expect: any },
    { label: 'an unknown parameter twice', extraQuery: 'unexpected=1&unexpected=2', expect: any },
    { label: 'prototype names', extraQuery: '__proto__=1&constructor=2', expect: any },
  ];
  if (endpoint.body === undefined || endpoint.method === 'GET') return stray;
  const json = (value: unknown, contentType: string | null = 'application/json'): RawBody => ({
    body: typeof value === 'string' ? value : JSON.stringify(value),
    contentType,
  });
  const strict = endpoint.body === 'json';
  return [
    ...stray,
    { label: 'malformed JSON', raw: json('{"orderId":'), expect: refused },
    { label: 'a JSON array', raw: json([base()]), expect: strict ? named('body') : refused },
    { label: 'a JSON string', raw: json('"text"'), expect: strict ? named('body') : refused },
    { label: 'JSON null', raw: json('null'), expect: strict ? named('body') : refused },
    { label: 'an empty body', raw: json(''), expect: refused },
    {
      label: 'a body over 1 MB',
      raw: json({ ...base(), pad: OVER_ONE_MB }),
      expect: refused,
    },
    { label: 'a text/plain body', raw: json(base(), 'text/plain'), expect: refused },
    { label: 'no content type', raw: json(base(), null), expect: refused },
    {
      label: 'a broken multipart body',
      raw: json('--x\r\nbroken', 'multipart/form-data; boundary=x'),
      expect: refused,
    },
    {
      // measured before anything walks it (it used to overflow the stack into a 500)
      label: 'a body nested 2000 levels deep',
      raw: json('['.repeat(2000) + ']'.repeat(2000)),
      expect: endpoint.body === 'multipart' ? refused : named('body'),
    },
    {
      label: 'an unknown field',
      raw: json({ ...base(), unexpectedField: 1 }),
      expect: strict ? named('unexpectedField') : any,
    },
  ];
}

let gw: TestGateway;
let uploads: ReturnType<typeof temporaryDir>;
let refs: Refs;
let token: string;
let loggedOut = false;
const EMAIL = 'hardening-input@example.com';

/** The access token of the test user, logging in again after a logout case succeeded. */
async function session(): Promise<string> {
  if (loggedOut) {
    token = (await login(gw, EMAIL)).token;
    loggedOut = false;
  }
  return token;
}

const files = () => readdirSync(uploads.dir).filter((n) => !n.startsWith('.')).length;

/** Sends one case and checks its answer; answers it for further checks. */
async function run(endpoint: Endpoint, c: Case): Promise<Answer> {
  const label = `${routeKey(endpoint)} ${c.label}`;
  const auth = endpoint.editor
    ? { token: EDITOR_TOKEN }
    : endpoint.auth
      ? { token: await session() }
      : {};
  const before = await snapshot(gw, files);
  const options = {
    ...auth,
    ...(c.m ? { m: c.m } : {}),
    ...(c.raw ? { raw: c.raw } : {}),
    ...(c.extraQuery ? { extraQuery: c.extraQuery } : {}),
  };
  const { url, init } = build(endpoint, refs, options);
  const answer = await answerOf(await gw.app.request(url, init));
  if (endpoint.endsSession && answer.status < 300) loggedOut = true;
  expect.soft(answer.status, `${label}: never a 5xx`).toBeLessThan(500);
  if (c.expect.kind === 'named') expectNamed(answer, c.expect.field, label);
  if (c.expect.kind === 'refused') expectRefused(answer, label, endpoint.html);
  if (answer.status >= 400) {
    if (!(endpoint.html && answer.contentType.startsWith('text/html'))) {
      expect.soft(answer.error, `${label}: the error envelope`).not.toBeNull();
    }
    const after = await snapshot(gw, files);
    for (const name of COUNTERS) {
      delete before[name];
      delete after[name];
    }
    expect.soft(after, `${label}: nothing stored`).toEqual(before);
  }
  return answer;
}

beforeAll(async () => {
  uploads = temporaryDir();
  const base = await createAccountGateway({
    UPLOAD_DIR: uploads.dir,
    ACCESS_TOKEN_TTL_SECONDS: '864000',
  });
  // the editor API's publishing calls need a publisher (without one they answer 503 by design)
  const publisher = fakePublisher();
  gw = { ...base, app: createApp({ db: base.db, env: base.env, clock: base.clock, publisher }) };
  await register(gw, EMAIL);
  token = (await login(gw, EMAIL)).token;
  refs = await lookUpRefs(gw);
});
afterAll(async () => {
  await gw.close();
  uploads.remove();
});

describe('the endpoint table', () => {
  it('has a row for every route the app registers, and none for a route it does not', () => {
    const registered = new Set(
      gw.app.routes
        .filter((r) => r.method !== 'ALL' && !isExcludedRoute(r.path))
        .map((r) => routeKey(r)),
    );
    const listed = ENDPOINTS.map(routeKey);
    expect(new Set(listed).size, 'no route listed twice').toBe(listed.length);
    expect(
      [...registered].filter((k) => !listed.includes(k)),
      'routes without a row',
    ).toEqual([]);
    expect(
      listed.filter((k) => !registered.has(k)),
      'rows without a route',
    ).toEqual([]);
  });
});

for (const endpoint of ENDPOINTS) {
  describe(routeKey(endpoint), () => {
    it('is not refused for its form when sent its valid request', async () => {
      const answer = await run(endpoint, { label: 'valid request', expect: any });
      expect
        .soft(answer.error?.code ?? 'OK', 'no validation failure')
        .not.toBe('VALIDATION_FAILED');
    });

    for (const [name, field] of Object.entries(endpoint.fields)) {
      it(`refuses a missing, mistyped, over-long, odd or out-of-range ${name}, naming it and storing nothing`, async () => {
        for (const c of fieldCases(endpoint, name, field)) await run(endpoint, c);
      });
    }

    const base = () => {
      const { init } = build(endpoint, refs);
      return typeof init.body === 'string' && init.body.startsWith('{')
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : {};
    };
    it(
      endpoint.body === undefined || endpoint.method === 'GET'
        ? 'answers stray and repeated unknown parameters without a 5xx'
        : 'refuses a malformed, non-object, empty, over-1-MB or mistyped body, storing nothing',
      async () => {
        for (const c of bodyCases(endpoint, base)) await run(endpoint, c);
      },
    );
  });
}

describe('what these tests found', () => {
  const post = async (path: string, body: string, contentType: string | null, lang = 'en') => {
    const headers: Record<string, string> = {
      'Accept-Language': lang,
      Authorization: `Bearer ${await session()}`,
    };
    if (contentType !== null) headers['Content-Type'] = contentType;
    return answerOf(await gw.app.request(path, { method: 'POST', headers, body }));
  };

  it('refuses a NUL in a message’s content naming it, where the write used to fail with a 500', async () => {
    const body = JSON.stringify({ questionType: 'other', content: NUL, contact: 'a@example.com' });
    const en = await post('/cl-odss-app/guest/issue/info/save', body, 'application/json');
    expect(en.status).toBe(400);
    expect(en.fields).toEqual(['content']);
    expect(en.error?.msg).toContain('content');
    expect(JSON.stringify(en.error?.data)).toContain(
      'Message content contains a NUL character; remove it',
    );
    const tw = await post('/cl-odss-app/guest/issue/info/save', body, 'application/json', 'zh-TW');
    expect(JSON.stringify(tw.error?.data)).toContain('含有 NUL 字元，請移除');
  });

  it('refuses a JSON call’s body sent as text or form data naming body, and still takes a POST without a body', async () => {
    const path = '/cl-odss-app/open/account/info/genCaptcha';
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', null]) {
      const answer = await post(path, '{"captchaType":"CALCULATE"}', type);
      expect(answer.status, String(type)).toBe(400);
      expect(answer.error?.data, String(type)).toEqual({
        fields: [
          {
            field: 'body',
            message: 'body must be JSON; send it with Content-Type: application/json',
          },
        ],
      });
    }
    const bodiless = await gw.app.request(path, { method: 'POST' });
    expect(bodiless.status).toBe(200);
  });

  it('answers a broken multipart body of the upload PUTs with 400 instead of a 500', async () => {
    const res = await gw.app.request('/cl-odss-app/guest/common/oss/unlink', {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${await session()}`,
        'Accept-Language': 'en',
        'Content-Type': 'multipart/form-data; boundary=x',
      },
      body: '--x\r\nbroken',
    });
    const answer = await answerOf(res);
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      msg: 'The request body could not be read; send valid JSON or form data',
    });
  });
});
