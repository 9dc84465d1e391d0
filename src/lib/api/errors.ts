import type { FieldError } from '../contract/envelope.ts';

/** Codes the client itself gives to failures that carry no gateway code. */
export const CLIENT_ERROR_CODES = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  loginExpired: 'LOGIN_EXPIRED',
  inactive: 'SESSION_INACTIVE',
  catalogLoadFailed: 'CATALOG_LOAD_FAILED',
} as const;

export interface ApiErrorInit {
  /** HTTP status, or 0 when no response arrived (timeout, network, client-side checks). */
  status: number;
  code: string;
  /** The text to show: the gateway's message or a translated client message. */
  msg: string;
  fields?: readonly FieldError[];
  data?: unknown;
  cause?: unknown;
}

/**
 * A failed call: an HTTP error, an envelope with `state: 'error'`, a timeout, a network failure or
 * a response that does not match its schema. `message` is the text to show.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly msg: string;
  /** Field errors of a validation failure (HTTP 400, VALIDATION_FAILED). */
  readonly fields: readonly FieldError[];
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg;
    this.fields = init.fields ?? [];
    this.data = init.data;
  }
}

/** The same failure with another text to show. */
export const withMessage = (error: ApiError, msg: string): ApiError =>
  new ApiError({
    status: error.status,
    code: error.code,
    msg,
    fields: error.fields,
    data: error.data,
    cause: error.cause,
  });

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
