import { isApiError } from '../api/errors.ts';
import { VerificationCancelled } from './verification.ts';

/** How a form reads the gateway's failures. */
export interface ErrorMapping<F extends string> {
  /** The form's fields, in screen order. */
  fields: readonly F[];
  /** Gateway field names that differ from the form's (`phoneAreaCode` → `phoneCountry`). */
  aliases?: Readonly<Record<string, F>>;
  /** Error codes that belong to one field (`CODE_INVALID` → the code field). */
  codes?: Readonly<Record<string, F>>;
  /** The text of a failure that is not a gateway answer ("login failed, try again later"). */
  fallback: string;
}

export interface MappedError<F extends string> {
  /** The message to show next to each field. */
  fields: Partial<Record<F, string>>;
  /** The toast text. */
  toast: string;
  /** The first field with a message, in screen order: where the focus goes. */
  firstField: F | null;
}

/**
 * The field messages and the toast of a failed call. `ApiError.fields` go onto the form's
 * fields (names mapped through `aliases`); an error code tied to a field puts `msg` there. The
 * toast is the first field's message when the gateway named fields (its `msg` then only lists
 * the field names), else the gateway's `msg` (already translated), else `fallback`.
 * Null when the visitor cancelled the verification: nothing to show.
 */
export function mapApiError<F extends string>(
  error: unknown,
  mapping: ErrorMapping<F>,
): MappedError<F> | null {
  if (error instanceof VerificationCancelled) return null;
  if (!isApiError(error)) return { fields: {}, toast: mapping.fallback, firstField: null };
  const known: ReadonlySet<string> = new Set(mapping.fields);
  const isField = (name: string): name is F => known.has(name);
  const toField = (name: string): F | null => {
    const alias = mapping.aliases?.[name];
    if (alias !== undefined) return alias;
    const last = name.split('.').pop() ?? name;
    return isField(last) ? last : null;
  };
  const fields: Partial<Record<F, string>> = {};
  for (const { field, message } of error.fields) {
    const target = toField(field);
    if (target !== null && fields[target] === undefined) fields[target] = message;
  }
  const named = Object.keys(fields).length > 0;
  const codeField = mapping.codes?.[error.code];
  if (codeField !== undefined && fields[codeField] === undefined) fields[codeField] = error.msg;
  const firstField = mapping.fields.find((f) => fields[f] !== undefined) ?? null;
  const toast = named && firstField !== null ? (fields[firstField] ?? error.msg) : error.msg;
  return { fields, toast: toast.trim() === '' ? mapping.fallback : toast, firstField };
}
