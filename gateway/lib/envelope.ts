import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../src/lib/contract/envelope.ts';

/** The success envelope `{state:'success', code:'OK', msg:'', data}`. */
export function successBody<T>(data: T): Envelope<T> {
  return { state: 'success', code: 'OK', msg: '', data };
}

/** The error envelope `{state:'error', code, msg, data}`. */
export function errorBody(code: string, msg: string, data: unknown = null): Envelope<unknown> {
  return { state: 'error', code, msg, data };
}

/** Answers `data` in the success envelope. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200): Response {
  return c.json(successBody(data), status);
}
