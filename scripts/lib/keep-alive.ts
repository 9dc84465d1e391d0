import type { ServerType } from '@hono/node-server';

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s; a client (a
 * proxy in front of the servers, a browser, a test's request context) that sends its next
 * request on that connection just as the server closes it gets "socket hang up"
 * (ECONNRESET): seen in the e2e run on a busy machine. Proxies keep idle upstream connections
 * for up to 60 s (nginx's keepalive_timeout 60 s, cloud load balancers 60 s), so the server
 * keeps them a little longer and the proxy, not the server, closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Applies {@link KEEP_ALIVE_MS}; the headers timeout must be longer than the keep-alive one. */
export function keepConnections(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}
