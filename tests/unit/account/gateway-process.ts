/**
 * Runs the real gateway (temporary database, dev mode, real time) on a free port in a process of
 * its own, for the island tests: a jsdom test environment cannot host it. Prints
 * `{"url": "http://127.0.0.1:<port>"}` on one line once it listens; stops on SIGTERM.
 * GATEWAY_TEST_ENV (a JSON object) adds gateway variables (see startGateway).
 */
import { serve } from '@hono/node-server';
import * as z from 'zod/mini';
import { createTestGateway } from '../gateway/support/gateway.ts';

const extra = z
  .record(z.string(), z.string())
  .parse(JSON.parse(process.env['GATEWAY_TEST_ENV'] ?? '{}'));
// Tokens are checked against the browser's clock: run the gateway on real time. Test helpers
// name their address (X-Forwarded-For) so that captcha rate limits do not pile up on one.
const gw = await createTestGateway({ realTime: true, env: { TRUST_PROXY: '1', ...extra } });
const server = serve({ fetch: gw.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${info.port}` })}\n`);
});
const stop = () => {
  server.close();
  void gw.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// the parent test process is gone: stop too
process.stdin.on('end', stop);
process.stdin.resume();
