import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
import { fieldError } from './field-error.ts';
import { HttpError } from './http-error.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth.ts';

/** Longest accepted URL. Node's own header limit (16 KiB) sits just above it. */
export const MAX_URL_LENGTH = 12 * 1024;
/** Largest accepted request body. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Headers on every gateway answer: no MIME sniffing, no framing, no script or style if a JSON
 * answer is ever opened as a document, and `Cache-Control: no-store` unless a route chose a
 * cache policy (CMS content GETs and media do; see publicCache and the media route).
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'no-referrer');
  headers.set('Cross-Origin-Resource-Policy', 'same-site');
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
};

/** A short public cache for successful content GETs; the language is part of the key. */
export const publicCache =
  (maxAgeSeconds: number): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.res.headers.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
      c.res.headers.append('Vary', 'Accept-Language');
    }
  };

/** Refuses over-long URLs (413) before any parsing happens. */
export const limitUrlLength: MiddlewareHandler = async (c, next) => {
  if (c.req.url.length > MAX_URL_LENGTH) {
    throw new HttpError(413, ERROR_CODES.payloadTooLarge, 'errors.request.uriTooLong');
  }
  await next();
};

/** Refuses bodies over MAX_BODY_BYTES (413), whether declared or streamed. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new HttpError(413, ERROR_CODES.payloadTooLarge, 'errors.request.tooLarge', {
      params: { limit: '1 MB' },
    });
  },
});

/**
 * Refuses (400 naming `body`) a JSON body nested more than MAX_JSON_DEPTH levels deep, measured
 * on the raw text before anything parses it: every later step (the NUL check, the schemas, the
 * error description) may walk the value recursively, and `[`×2000 used to overflow the stack
 * into a 500. Any body whose media type mentions JSON is measured (the oss PUTs read
 * `application/json…` loosely); Hono keeps the text for the route's own parse. Runs after
 * limitBody, so it never reads more than 1 MB.
 */
export const limitJsonDepth: MiddlewareHandler = async (c, next) => {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0] ?? '';
  if (c.req.raw.body !== null && /json/i.test(mediaType)) {
    if (jsonDepthExceeds(await c.req.text())) {
      throw fieldError(c, [
        { field: 'body', key: 'errors.request.tooDeep', params: { count: MAX_JSON_DEPTH } },
      ]);
    }
  }
  await next();
};

/**
 * Gives every registered path a 405 (with an Allow header) for the methods it does not serve.
 * Call after all routes are registered: the 405 handlers come after the real ones.
 */
export function answerMethodNotAllowed(app: Hono): void {
  const allowed = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const methods = allowed.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    allowed.set(route.path, methods);
  }
  for (const [path, methods] of allowed) {
    const allow = [...methods].sort().join(', ');
    app.all(path, (c) => {
      throw new HttpError(405, ERROR_CODES.methodNotAllowed, 'errors.methodNotAllowed', {
        params: { method: c.req.method, allowed: allow },
        headers: { Allow: allow },
      });
    });
  }
}
