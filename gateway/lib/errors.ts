import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
import { errorBody } from './envelope.ts';
import { HttpError } from './http-error.ts';
import { languageOf, translate } from './i18n.ts';

/** Answers an HttpError as the error envelope, in the request's language, never cached. */
export function respondWithError(c: Context, error: HttpError): Response {
  const msg = translate(languageOf(c), error.key, error.params);
  const response = c.json(errorBody(error.code, msg, error.data), error.status);
  for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Content-Type-Options', 'nosniff');
  return response;
}

/** Hono's own exceptions (malformed JSON, body limit …) as our errors. */
function fromHttpException(error: HTTPException): HttpError {
  if (error.status === 413) {
    return new HttpError(413, ERROR_CODES.payloadTooLarge, 'errors.request.tooLarge', {
      params: { limit: '1 MB' },
    });
  }
  if (error.status === 404) return new HttpError(404, ERROR_CODES.notFound, 'errors.notFound');
  if (error.status >= 400 && error.status < 500) {
    return new HttpError(400, ERROR_CODES.validation, 'errors.request.malformed', {
      data: { fields: [] },
    });
  }
  return new HttpError(500, ERROR_CODES.internal, 'errors.internal', { cause: error });
}

/**
 * The central error handler: expected failures keep their status and code; anything else is a
 * bug, logged with its stack and answered 500 without any detail in the body.
 */
export const handleError: ErrorHandler = (error, c) => {
  const known =
    error instanceof HttpError
      ? error
      : error instanceof HTTPException
        ? fromHttpException(error)
        : new HttpError(500, ERROR_CODES.internal, 'errors.internal', { cause: error });
  if (known.status >= 500) {
    console.error(`[gateway] ${c.req.method} ${c.req.path} failed:`, known.cause ?? known);
  }
  return respondWithError(c, known);
};

export const handleNotFound: NotFoundHandler = (c) =>
  respondWithError(c, new HttpError(404, ERROR_CODES.notFound, 'errors.notFound'));
