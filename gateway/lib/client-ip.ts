import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address: with TRUST_PROXY=1 the last hop of X-Forwarded-For (the one the
 * trusted proxy added; earlier hops are the client's own claims), otherwise the socket's
 * remote address. 'unknown' when neither is available (e.g. app.request without a socket).
 * Tests set TRUST_PROXY=1 and send `X-Forwarded-For: <ip>`.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    const last = hops.at(-1);
    if (last !== undefined && /^[0-9A-Fa-f.:]{2,45}$/.test(last)) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
