import type { FetchError } from 'ofetch';
import * as z from 'zod/mini';
import { envelopeSchema, validationErrorDataSchema } from '../contract/envelope.ts';
import type { Translate } from '../session/messages.ts';
import { ApiError, CLIENT_ERROR_CODES } from './errors.ts';
import { parseResponseText } from './json.ts';

export const anyEnvelopeSchema = envelopeSchema(z.unknown());

const fieldsOf = (data: unknown) => {
  const parsed = validationErrorDataSchema.safeParse(data);
  return parsed.success ? parsed.data.fields : [];
};

/** The `data` of a success envelope; an error envelope or a non-envelope body is an ApiError. */
export function unwrapEnvelope(body: unknown, translate: Translate): unknown {
  const envelope = anyEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    throw new ApiError({
      status: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
      msg: translate('api.serverError'),
      data: body,
    });
  }
  const { state, code, msg, data } = envelope.data;
  if (state === 'success') return data;
  throw new ApiError({
    status: 200,
    code,
    msg: msg.trim() === '' ? translate('api.serverError') : msg,
    fields: fieldsOf(data),
    data,
  });
}

/** The body of a failed call; a file download's error envelope arrives as a Blob. */
async function errorBody(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return parseResponseText(await data.text());
  } catch {
    return undefined;
  }
}

export interface Failure {
  error: ApiError;
  /** The gateway's own message ('' without an envelope), for the 401 markers. */
  serverMessage: string;
}

/**
 * A failed ofetch call as an ApiError: a timeout or network failure (status 0, translated
 * message), or an HTTP error with the envelope's code, message and field errors. A body that
 * is not an envelope (a proxy's HTML page) gets the translated generic message.
 */
export async function describeFailure(error: FetchError, translate: Translate): Promise<Failure> {
  const response = error.response;
  if (response === undefined) {
    const timedOut = error.cause instanceof Error && error.cause.name === 'TimeoutError';
    return {
      serverMessage: '',
      error: new ApiError({
        status: 0,
        code: timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network,
        msg: translate(timedOut ? 'api.requestTimeout' : 'api.networkError'),
        cause: error,
      }),
    };
  }
  const data = await errorBody(error.data);
  const envelope = anyEnvelopeSchema.safeParse(data);
  const serverMessage = envelope.success ? envelope.data.msg.trim() : '';
  return {
    serverMessage,
    error: new ApiError({
      status: response.status,
      code: envelope.success ? envelope.data.code : `HTTP_${response.status}`,
      msg: serverMessage === '' ? translate('api.serverError') : serverMessage,
      fields: envelope.success ? fieldsOf(envelope.data.data) : [],
      data: envelope.success ? envelope.data.data : data,
      cause: error,
    }),
  };
}
