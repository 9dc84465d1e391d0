// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpSource } from '../../../src/content/source.ts';

/**
 * The content source over HTTP (src/content/source.ts) against a real HTTP server: the
 * publishing worker and the rebuilder's builds ask their own server on the loopback, where
 * compressing the answers would only cost both processes CPU.
 */

let server: Server;
let seen: IncomingHttpHeaders[];
let port: number;

beforeEach(async () => {
  seen = [];
  server = createServer((request, response) => {
    seen.push(request.headers);
    const body = JSON.stringify({ state: 'success', code: 'OK', msg: '', data: [] });
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      response.end(gzipSync(body));
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the CMS source over HTTP', () => {
  it('asks a gateway on the loopback for uncompressed answers, in the language of the call', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const source = httpSource(`http://${host}:${port}/`, 5_000);
      const response = await source.get('/cl-odss-app/guest/site/cms/listStamps', 'en');
      expect(await response.json()).toMatchObject({ state: 'success' });
    }
    expect(seen.map((h) => [h['accept-encoding'], h['accept-language']])).toEqual([
      ['identity', 'en'],
      ['identity', 'en'],
    ]);
  });
});
