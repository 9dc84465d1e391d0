import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from './security-headers.ts';
import { CONTENT_ENCODING, pickEncoding, type StaticFile, type StaticSite } from './static-site.ts';

/**
 * One origin for everything (DESIGN §1): the gateway's paths go to the gateway app, every other
 * path is a file of the built site. `/` and the bare language prefixes redirect to the home page.
 */

export const GATEWAY_PREFIXES = ['/cl-odss-app', '/uw-auth-center', '/dev', '/media'] as const;

const isGatewayPath = (pathname: string): boolean =>
  GATEWAY_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

const HOME_REDIRECTS: Record<string, string> = {
  '/': '/home',
  '/zh-cn': '/zh-cn/home',
  '/en': '/en/home',
};

const cacheControlFor = (pathname: string, file: StaticFile): string => {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (file.type.startsWith('text/html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
};

export interface SiteAppOptions {
  /** The current build (a function, so that a rebuild can swap it in atomically). */
  site: () => StaticSite | undefined;
  /** The gateway app; it receives the Node bindings (the socket) to read the client address. */
  gateway: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  /** Send Strict-Transport-Security (only behind HTTPS). */
  hsts?: boolean;
  /**
   * The builder's calls from the other servers (scripts/server/builder-election.ts), under
   * `/_builder/`: a path of neither the site nor the gateway.
   */
  builder?: { fetch: (request: Request) => Response | Promise<Response> };
}

function sendFile(c: Context, pathname: string, file: StaticFile, status: 200 | 404): Response {
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': status === 404 ? 'no-store' : cacheControlFor(pathname, file),
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  });
  if (file.csp) headers.set('Content-Security-Policy', file.csp);
  if (status === 200 && c.req.header('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(file, c.req.header('accept-encoding') ?? '');
  const body = encoding ? file.encoded[encoding] : file.body;
  if (encoding) headers.set('Content-Encoding', CONTENT_ENCODING[encoding]);
  headers.set('Content-Length', String(body?.byteLength ?? 0));
  const payload = c.req.method === 'HEAD' || !body ? null : new Uint8Array(body);
  return new Response(payload, { status, headers });
}

export function createSiteApp(options: SiteAppOptions): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.header(name, value);
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', NON_HTML_CSP);
    if (options.hsts) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });

  // API answers are compressed on the fly; static files are precompressed by the build.
  const compressApi = compress({ threshold: 1024 });
  const compressGateway: MiddlewareHandler = (c, next) =>
    isGatewayPath(c.req.path) ? compressApi(c, next) : next();
  app.use('*', compressGateway);

  app.all('*', async (c) => {
    const { pathname } = new URL(c.req.url);
    if (isGatewayPath(pathname)) return options.gateway.fetch(c.req.raw, c.env);
    if (options.builder && pathname.startsWith('/_builder/')) {
      return options.builder.fetch(c.req.raw);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const target = HOME_REDIRECTS[pathname.replace(/\/+$/, '') || '/'];
    if (target) {
      const { search } = new URL(c.req.url);
      return c.redirect(`${target}${search}`, 301);
    }
    const site = options.site();
    if (!site)
      return c.text('The site is being built. Try again in a few seconds.', 503, {
        'Retry-After': '5',
      });
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '';
    }
    const file =
      decoded.includes('\0') || decoded.includes('..') ? undefined : site.resolve(decoded);
    if (file) return sendFile(c, decoded, file, 200);
    const notFound = site.notFoundFor(decoded || pathname);
    if (notFound) return sendFile(c, '/404.html', notFound, 404);
    return c.text('Not Found', 404);
  });

  return app;
}
