// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../../src/lib/api/errors.ts';
import { setLanguage } from '../../../src/lib/session/language.ts';
import { translateIn } from '../../../src/lib/session/messages.ts';
import { $lastActivity, ANONYMOUS_TOKEN } from '../../../src/lib/session/session.ts';
import { harness, login, resetStores } from './harness.ts';
import { fail, formOf, ok, startServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  resetStores();
});

describe('API client: shared behaviour', () => {
  it('sends Accept-Language from the language store and the client version', async () => {
    server.route('/ping', () => ok('pong'));
    setLanguage('en');
    const { client } = harness(server.url);

    await expect(client.request('/ping')).resolves.toBe('pong');

    const [seen] = server.calls('/ping');
    expect(seen?.headers.get('accept-language')).toBe('en');
    expect(seen?.headers.get('x-client-version')).toBe('1.2.75');
  });

  it('sends the login token when logged in and the anonymous placeholder before', async () => {
    server.route('/ping', () => ok(null));
    const { client } = harness(server.url);

    await client.request('/ping');
    login({ token: 'secret-token' });
    await client.request('/ping');

    const [anonymous, loggedIn] = server.calls('/ping');
    expect(anonymous?.headers.get('authorization')).toBe(`Bearer ${ANONYMOUS_TOKEN}`);
    expect(loggedIn?.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('keeps 16 to 20 digit integers of a response exact as strings', async () => {
    server.route('/big', () => ({
      text: '{"state":"success","code":"OK","msg":"","data":{"id":1790000000000000001,"n":42,"x":1.5,"s":"1790000000000000001"}}',
    }));
    const { client } = harness(server.url);

    await expect(client.request('/big')).resolves.toEqual({
      id: '1790000000000000001',
      n: 42,
      x: 1.5,
      s: '1790000000000000001',
    });
  });

  it('validates the data with the given schema', async () => {
    server.route('/typed', () => ok({ name: 'Panda' }));
    server.route('/wrong', () => ok({ name: 7 }));
    const { client } = harness(server.url);
    const schema = z.object({ name: z.string() });

    await expect(client.request('/typed', { schema })).resolves.toEqual({ name: 'Panda' });
    await expect(client.request('/wrong', { schema })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      msg: translateIn('zh-TW', 'api.serverError'),
    });
  });

  it('cleans GET parameters before they leave', async () => {
    server.route('/guest/product/ticket/list', () => ok([]));
    const { client } = harness(server.url);

    await client.request('/guest/product/ticket/list', {
      params: { q: '[a]{b}\\c`d', ids: ['1', '2'], empty: '', gone: undefined, none: null, n: 3 },
    });

    const [seen] = server.calls('/guest/product/ticket/list');
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({ q: 'abcd', ids: '1,2', n: '3' });
  });

  it('sends the params of a body-less POST as multipart form data', async () => {
    server.route('/save', () => ok(true));
    const { client } = harness(server.url);

    await client.request('/save', { method: 'POST', params: { name: 'Ann', tags: ['a', 'b'] } });

    const [seen] = server.calls('/save');
    if (seen === undefined) throw new Error('the call did not arrive');
    expect(seen.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.query.size).toBe(0);
    const form = await formOf(seen);
    expect(form.get('name')).toBe('Ann');
    expect(form.get('tags')).toBe('a,b');
  });

  it('sends a plain object body as JSON', async () => {
    server.route('/update', () => ok(true));
    const { client } = harness(server.url);

    await client.request('/update', { method: 'PUT', body: { a: 1 }, params: { x: '1' } });

    const [seen] = server.calls('/update');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen?.body.toString() ?? '')).toEqual({ a: 1 });
    expect(seen?.query.get('x')).toBe('1');
  });

  it('passes blob responses through', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x00, 0xff]);
    server.route('/voucher', () => ({ bytes: pdf, contentType: 'application/pdf' }));
    const { client } = harness(server.url);

    const blob = await client.blob('/voucher', { params: { id: '1790000000000000001' } });

    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
  });

  it('turns an error envelope into an ApiError with code and message', async () => {
    server.route('/refuse', () => ({
      json: { state: 'error', code: 'ORDER_CANCELLED', msg: 'Already cancelled', data: null },
    }));
    const { client } = harness(server.url);

    const error: unknown = await client.request('/refuse').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'ORDER_CANCELLED', msg: 'Already cancelled' });
  });

  it('passes other HTTP errors to the caller with their field errors', async () => {
    server.route('/invalid', () =>
      fail(400, 'VALIDATION_FAILED', 'Check the form', {
        fields: [{ field: 'email', message: 'invalid email format' }],
      }),
    );
    const { client, notices, navigations } = harness(server.url);
    login();

    await expect(client.request('/invalid')).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      msg: 'Check the form',
      fields: [{ field: 'email', message: 'invalid email format' }],
    });
    expect(notices).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('gives a translated message for an error without an envelope', async () => {
    server.route('/broken', () => ({
      status: 502,
      text: '<html>Bad gateway</html>',
      contentType: 'text/html',
    }));
    setLanguage('en');
    const { client } = harness(server.url);

    await expect(client.request('/broken')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      msg: translateIn('en', 'api.serverError'),
    });
  });

  it('reads the error envelope of a failed file download', async () => {
    server.route('/voucher', () => fail(404, 'NOT_FOUND', 'No such order'));
    const { client } = harness(server.url);

    await expect(client.blob('/voucher')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      msg: 'No such order',
    });
  });

  it('times out after the configured time with a translated message', async () => {
    server.route('/slow', () => server.never());
    setLanguage('en');
    const { client } = harness(server.url, { timeout: 50 });

    await expect(client.request('/slow')).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      msg: translateIn('en', 'api.requestTimeout'),
    });
  });

  it('reports an unreachable server as a network error', async () => {
    const { client } = harness('http://127.0.0.1:9');

    await expect(client.request('/ping')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      msg: translateIn('zh-TW', 'api.networkError'),
    });
  });

  it('does not turn a caller abort into an ApiError', async () => {
    server.route('/slow', () => server.never());
    const { client } = harness(server.url);
    const controller = new AbortController();

    const pending = client.request('/slow', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('counts every call as activity', async () => {
    server.route('/ping', () => ok(null));
    const { client } = harness(server.url, { now: () => 1_000_000 });

    await client.request('/ping');

    expect($lastActivity.get()).toBe(1_000_000);
  });
});
