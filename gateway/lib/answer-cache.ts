import type { IncomingMessage, ServerResponse } from 'node:http';
import { CMS_ROUTES } from '../../src/lib/contract/routes.ts';

/**
 * Whole HTTP answers of the content reads, kept in the process and sent straight from the
 * Node request listener, as a caching proxy in front of the server would (nginx's
 * `proxy_cache`, Varnish), but checked against the content version of the database on every
 * request.
 *
 * The content reads (catalogue trees, info lists, POIs) are public, the same for every
 * shopper, and a function of the content version only (the gateway already keeps their JSON
 * under that version: services/read-cache.ts). What a request still cost was everything around
 * that JSON: the web Request built from Node's request, the middleware of the site and of the
 * gateway (security headers, size guards, mail context), routing, query validation,
 * compression of the same bytes again, and the web Response read back into Node's answer.
 * Profiled under load, that was most of a read's time. An answer stored here is sent with
 * its own headers (everything the app set: security headers, Cache-Control, Vary, the
 * content encoding) and its bytes (compressed once).
 *
 * Rules, so that a stored answer is only ever the one the app would give now:
 * - only GET requests of {@link CONTENT_ANSWER_PATHS}, and only 200 answers that the app
 *   marked `Cache-Control: public`, with no cookie and a Vary of the request's language and
 *   encoding only; the key is the path and query with those two request headers as sent;
 * - an answer is stored under the content version read before the app computed it (the app
 *   reads its data after that, so the answer holds at least every write of that version), and
 *   sent again only while a version read that starts after the new request arrived still
 *   gives the same version (one version read per request: any write, in any process of the
 *   database, moves it; see read-cache.ts);
 * - anything else, and any failure of the version read, goes to the app as before.
 */
export const CONTENT_ANSWER_PATHS: ReadonlySet<string> = new Set([
  CMS_ROUTES.paths.listCatalog,
  CMS_ROUTES.paths.listInfo,
  CMS_ROUTES.paths.listPoi,
  CMS_ROUTES.paths.load,
]);

/** Answers held at most, and their bytes at most. */
export const ANSWER_CACHE_LIMITS = { entries: 4000, bytes: 64 * 1024 * 1024 } as const;
/** A larger answer is not kept. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** Request headers an answer may vary on (they are part of the key). */
const KEYED_HEADERS = new Set(['accept-language', 'accept-encoding']);
/** Headers Node writes itself for each answer. */
const PER_ANSWER_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

interface StoredAnswer {
  version: number;
  status: number;
  /** Name, value, name, value… as `writeHead` takes them. */
  headers: string[];
  body: Buffer;
}

export interface AnswerCache {
  /**
   * Sends the stored answer of this request when it is still the app's answer; false when the
   * request must go to the app (nothing stored, another version, not a content read).
   */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The app's fetch, storing the answers this cache may send again. */
  fetchThrough<E>(
    fetch: (request: Request, env: E) => Response | Promise<Response>,
  ): (request: Request, env: E) => Promise<Response>;
  /** Answers held (for tests). */
  readonly size: number;
}

/** The path and query of a request target ("/a?b"), or null for one this cache never keeps. */
function targetOf(url: string): { path: string; key: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://answer.invalid');
  } catch {
    return null;
  }
  if (!CONTENT_ANSWER_PATHS.has(parsed.pathname)) return null;
  return { path: parsed.pathname, key: `${parsed.pathname}${parsed.search}` };
}

const keyOf = (target: string, language: string | null, encoding: string | null) =>
  `${target}\n${language ?? ''}\n${encoding ?? ''}`;

/** One header of a Node request as text (repeated headers joined as the web Headers do). */
function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The headers to send again, or null when the answer must not be kept. */
function storableHeaders(response: Response): string[] | null {
  const headers = response.headers;
  if (!/(^|,)\s*public\s*(,|$)/i.test(headers.get('cache-control') ?? '')) return null;
  if (headers.has('set-cookie')) return null;
  const vary = (headers.get('vary') ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !KEYED_HEADERS.has(name))) return null;
  const kept: string[] = [];
  headers.forEach((value, name) => {
    if (!PER_ANSWER_HEADERS.has(name)) kept.push(name, value);
  });
  return kept;
}

export function createAnswerCache(options: {
  /** The content version now in the database, read after the call (ContentCache.version). */
  version: () => Promise<number>;
  limits?: { entries: number; bytes: number };
}): AnswerCache {
  const limits = options.limits ?? ANSWER_CACHE_LIMITS;
  const answers = new Map<string, StoredAnswer>();
  let bytes = 0;

  const drop = (key: string) => {
    const held = answers.get(key);
    if (!held) return;
    answers.delete(key);
    bytes -= held.body.byteLength;
  };
  const keep = (key: string, answer: StoredAnswer) => {
    drop(key);
    answers.set(key, answer);
    bytes += answer.body.byteLength;
    // the oldest first (a Map keeps insertion order; a sent answer moves to the end)
    for (const old of answers.keys()) {
      if (answers.size <= limits.entries && bytes <= limits.bytes) break;
      drop(old);
    }
  };

  return {
    get size() {
      return answers.size;
    },

    async serve(req, res) {
      if (req.method !== 'GET' || req.url === undefined) return false;
      const target = targetOf(req.url);
      if (!target) return false;
      const key = keyOf(
        target.key,
        headerOf(req, 'accept-language'),
        headerOf(req, 'accept-encoding'),
      );
      const held = answers.get(key);
      if (!held) return false;
      let now: number;
      try {
        now = await options.version();
      } catch {
        return false;
      }
      if (now !== held.version || answers.get(key) !== held) {
        if (answers.get(key) === held) drop(key);
        return false;
      }
      // recently used: to the end of the eviction order
      answers.delete(key);
      answers.set(key, held);
      res.writeHead(held.status, [...held.headers, 'content-length', String(held.body.byteLength)]);
      res.end(held.body);
      return true;
    },

    fetchThrough(fetch) {
      return async (request, env) => {
        const target = request.method === 'GET' ? targetOf(request.url) : null;
        if (!target) return fetch(request, env);
        let version: number;
        try {
          version = await options.version();
        } catch {
          return fetch(request, env);
        }
        const response = await fetch(request, env);
        const headers = response.status === 200 ? storableHeaders(response) : null;
        if (!headers) return response;
        const body = Buffer.from(await response.arrayBuffer());
        if (body.byteLength <= MAX_ANSWER_BYTES) {
          const key = keyOf(
            target.key,
            request.headers.get('accept-language'),
            request.headers.get('accept-encoding'),
          );
          keep(key, { version, status: response.status, headers, body });
        }
        return new Response(body, { status: response.status, headers: response.headers });
      };
    },
  };
}

/**
 * A Node request listener that sends stored answers itself and gives every other request to
 * `listener` (the app's).
 */
export function answeringListener(
  cache: AnswerCache,
  listener: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    // not a content read: straight on, without waiting a tick
    if (req.method !== 'GET' || !req.url || !CONTENT_ANSWER_PATHS.has(req.url.split('?', 1)[0]!)) {
      void listener(req, res);
      return;
    }
    cache.serve(req, res).then(
      (sent) => {
        if (!sent) void listener(req, res);
      },
      () => void listener(req, res),
    );
  };
}
