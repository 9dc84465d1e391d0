import type { FetchError, FetchOptions } from 'ofetch';
import { cleanGetParams, toFormData, type Params } from './params.ts';
import { ANONYMOUS_TOKEN } from '../session/login.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const FORM_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

export type RequestBody = BodyInit | Readonly<Record<string, unknown>>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters; for a POST, PUT or PATCH without a body, multipart form fields. */
  params?: Params;
  /** A plain object is sent as JSON. */
  body?: RequestBody;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Milliseconds; 30 000 by default. */
  timeout?: number;
}

export type ResponseKind = 'json' | 'blob';

/**
 * The ofetch options of one call (SPEC §5, §7): query parameters are cleaned, and the params of
 * a POST, PUT or PATCH without a body travel as multipart form data.
 */
export function toFetchOptions(
  path: string,
  request: RequestOptions,
  responseType: ResponseKind,
): FetchOptions<ResponseKind> {
  const method = request.method ?? 'GET';
  const init: FetchOptions<ResponseKind> = { method, responseType };
  if (request.headers !== undefined) init.headers = request.headers;
  if (request.signal !== undefined) init.signal = request.signal;
  if (request.timeout !== undefined) init.timeout = request.timeout;
  if (request.body !== undefined) init.body = request.body;
  if (request.params !== undefined) {
    if (request.body === undefined && FORM_METHODS.has(method)) {
      init.body = toFormData(request.params);
    } else {
      init.query = cleanGetParams(path, request.params);
    }
  }
  return init;
}

/** The pathname of a call path (`/a/b?x=1` → `/a/b`). */
export const pathOf = (path: string): string => new URL(path, 'http://localhost').pathname;

/**
 * The login token a failed call was sent with, read back from its request headers; null for a
 * call without one or with the anonymous placeholder (no login of the visitor's to end).
 */
export function sentToken(error: FetchError): string | null {
  const headers = error.options?.headers;
  const auth = headers instanceof Headers ? headers.get('authorization') : null;
  const token = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null;
  return token === ANONYMOUS_TOKEN ? null : token;
}
