import type { Context } from 'hono';
import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
import { HttpError } from './http-error.ts';
import {
  fieldLabel,
  fieldScopeOf,
  languageOf,
  translate,
  type ErrorKey,
  type MessageParams,
} from './i18n.ts';

/** A 400 VALIDATION_FAILED naming fields, like a schema failure, for rules checked in code. */
export function fieldError(
  c: Context,
  problems: readonly { field: string; key: ErrorKey; params?: MessageParams }[],
  code: string = ERROR_CODES.validation,
): HttpError {
  const lang = languageOf(c);
  return new HttpError(400, code, 'errors.validation', {
    params: { fields: problems.map((p) => p.field) },
    data: {
      fields: problems.map((p) => ({
        field: p.field,
        message: translate(lang, p.key, {
          ...p.params,
          field: fieldLabel(lang, p.field, fieldScopeOf(c)),
        }),
      })),
    },
  });
}
