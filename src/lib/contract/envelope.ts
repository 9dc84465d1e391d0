import * as z from 'zod/mini';

/**
 * The response envelope of every gateway call (DESIGN §6):
 * `{ state: 'success' | 'error', code, msg, data }`.
 */
export const envelopeStateSchema = z.enum(['success', 'error']);
export type EnvelopeState = z.infer<typeof envelopeStateSchema>;

export const envelopeSchema = <T extends z.core.$ZodType>(data: T) =>
  z.object({
    state: envelopeStateSchema,
    code: z.string(),
    msg: z.string(),
    data,
  });

export interface Envelope<T> {
  state: EnvelopeState;
  code: string;
  msg: string;
  data: T;
}

/** One failing input field: its name (dotted path) and a translated message. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** `data` of a validation failure (HTTP 400, code VALIDATION_FAILED). */
export const validationErrorDataSchema = z.object({ fields: z.array(fieldErrorSchema) });

/** Stable error codes of the gateway. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  tokenExpired: 'TOKEN_EXPIRED',
  internal: 'INTERNAL_ERROR',
} as const;
