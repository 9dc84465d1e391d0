import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
import type { ErrorKey, MessageParams } from './i18n.ts';

export interface HttpErrorOptions {
  /** Values for the message's `{{placeholders}}`. */
  params?: MessageParams;
  /** The envelope's `data` (null when absent). */
  data?: unknown;
  /** Extra response headers, e.g. Allow or Retry-After. */
  headers?: Readonly<Record<string, string>>;
  cause?: unknown;
}

/**
 * An expected failure with its HTTP status, stable code and message key. The central error
 * handler turns it into the envelope `{state:'error', code, msg, data}`, translating the key
 * into the request's language.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly key: ErrorKey;
  readonly params: MessageParams;
  readonly data: unknown;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    key: ErrorKey,
    options: HttpErrorOptions = {},
  ) {
    super(key, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = code;
    this.key = key;
    this.params = options.params ?? {};
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }
}

/** 404 with the given message (a generic "does not exist" by default). */
export const notFoundError = (
  key: ErrorKey = 'errors.notFound',
  params: MessageParams = {},
): HttpError => new HttpError(404, ERROR_CODES.notFound, key, { params });
