/**
 * Runs the real gateway (temporary database, dev mode, real time) on a free port in a process of
 * its own: a jsdom test environment cannot host it. It also records the id of the last challenge
 * each genCaptcha answered, served at GET /test/last-captcha, so that a test can ask
 * /dev/captcha/:id for its answer. Prints `{"url": …}` once it listens; stops on SIGTERM or when
 * the parent goes.
 */
import { serve } from '@hono/node-server';
import { createTestGateway } from '../gateway/support/gateway.ts';

// Challenges expire and rate-limit windows roll on the gateway clock: keep it on real time.
const gw = await createTestGateway({ realTime: true });
let lastCaptcha = '';

const fetch = async (request: Request): Promise<Response> => {
  const path = new URL(request.url).pathname;
  if (path === '/test/last-captcha') return Response.json({ captchaId: lastCaptcha });
  const response = await gw.app.fetch(request);
  if (path.endsWith('/genCaptcha') && response.ok) {
    const body = (await response.clone().json()) as { data?: { captchaId?: string } };
    lastCaptcha = body.data?.captchaId ?? '';
  }
  return response;
};

const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${info.port}` })}\n`);
});
const stop = () => {
  server.close();
  void gw.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
