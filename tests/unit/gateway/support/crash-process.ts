/**
 * The real gateway (gateway/server.ts: migrations, order sweep, the app) on the database file
 * named by DATABASE_URL, served over HTTP on a free port in a process of its own, so that a test
 * can SIGKILL it in the middle of its work and start it again on the same file. Prints
 * `{"url": "http://127.0.0.1:<port>"}` on one line once it listens. The database is prepared
 * by the test beforehand (the fixture content is only a fallback).
 */
import { serve } from '@hono/node-server';
import { parseEnv } from '../../../../gateway/env.ts';
import { createGatewayApp } from '../../../../gateway/server.ts';
import { fixtureImages, fixtureSeed } from './fixture.ts';

const gateway = await createGatewayApp(parseEnv(process.env), {
  content: () => Promise.resolve({ data: fixtureSeed(), images: fixtureImages() }),
});
const server = serve({ fetch: gateway.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${info.port}` })}\n`);
});
const stop = () => {
  server.close();
  void gateway.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
// the parent test process is gone: stop too
process.stdin.on('end', stop);
process.stdin.resume();
