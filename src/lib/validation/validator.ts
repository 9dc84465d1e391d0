import { message, type ValidationMessage } from './messages.ts';

/**
 * The generic form validator of SPEC §5: a rule list per field (required, pattern, custom).
 * It stops at the first failing rule of each field unless `all` is requested, and reports a map
 * of field → messages (one per field unless `all`). Pure: no DOM, no i18next; the caller
 * translates the keys.
 */

/** Null, undefined, NaN, a blank string, an empty array or an empty plain object (SPEC §5). */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && Object.keys(value).length === 0;
  }
  return false;
}

export type Rule<V> =
  /** Fails on an empty value ({@link isEmpty}); default message '{field} cannot be empty'. */
  | { readonly type: 'required'; readonly message?: ValidationMessage }
  /** Tested on the string form of a non-empty value; empty values pass (pair with required). */
  | { readonly type: 'pattern'; readonly pattern: RegExp; readonly message: ValidationMessage }
  /** Returns a message when the value is wrong, otherwise null/undefined. Sees every field. */
  | {
      readonly type: 'custom';
      readonly check: (value: unknown, values: V) => ValidationMessage | null | undefined;
    };

export type Rules<V> = { readonly [K in keyof V]?: readonly Rule<V>[] };

export type FieldErrors<V> = { [K in keyof V]?: ValidationMessage[] };

export interface ValidateOptions<V> {
  /** Run every rule of every field instead of stopping at a field's first failure. */
  readonly all?: boolean;
  /** Display labels (already translated) for the `{field}` placeholder; defaults to the name. */
  readonly labels?: { readonly [K in keyof V]?: string };
}

export const required = <V>(msg?: ValidationMessage): Rule<V> =>
  msg === undefined ? { type: 'required' } : { type: 'required', message: msg };
export const pattern = <V>(re: RegExp, msg: ValidationMessage): Rule<V> => ({
  type: 'pattern',
  pattern: re,
  message: msg,
});
export const custom = <V>(
  check: (value: unknown, values: V) => ValidationMessage | null | undefined,
): Rule<V> => ({ type: 'custom', check });

function runRule<V>(rule: Rule<V>, value: unknown, values: V, label: string) {
  switch (rule.type) {
    case 'required':
      return isEmpty(value)
        ? (rule.message ?? message('validation.required', { field: label }))
        : null;
    case 'pattern': {
      if (isEmpty(value)) return null;
      rule.pattern.lastIndex = 0;
      return rule.pattern.test(String(value)) ? null : rule.message;
    }
    case 'custom':
      return rule.check(value, values) ?? null;
  }
}

/** Validates `values`; an empty object means valid. Fields are reported in the order of `rules`. */
export function validate<V extends object>(
  values: V,
  rules: Rules<V>,
  options: ValidateOptions<V> = {},
): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const field of Object.keys(rules) as (keyof V & string)[]) {
    const list = rules[field] ?? [];
    const label = options.labels?.[field] ?? field;
    const found: ValidationMessage[] = [];
    for (const rule of list) {
      const failure = runRule(rule, values[field], values, label);
      if (failure === null) continue;
      found.push(failure);
      if (options.all !== true) break;
    }
    if (found.length > 0) errors[field] = found;
  }
  return errors;
}

export const isValid = <V>(errors: FieldErrors<V>): boolean => Object.keys(errors).length === 0;

/** The first message, in field order: what the form shows as a toast (SPEC §5). */
export function firstError<V>(errors: FieldErrors<V>): ValidationMessage | undefined {
  for (const list of Object.values<ValidationMessage[] | undefined>(errors)) {
    if (list?.[0] !== undefined) return list[0];
  }
  return undefined;
}

/** Thrown (or rejected) by {@link validateOrThrow}; carries the map of field → messages. */
export class ValidationError<V> extends Error {
  override readonly name = 'ValidationError';
  constructor(readonly errors: FieldErrors<V>) {
    super(`Invalid fields: ${Object.keys(errors).join(', ')}`);
  }
}

/** Like {@link validate}, but throws a {@link ValidationError} when a field fails. */
export function validateOrThrow<V extends object>(
  values: V,
  rules: Rules<V>,
  options?: ValidateOptions<V>,
): V {
  const errors = validate(values, rules, options);
  if (!isValid(errors)) throw new ValidationError(errors);
  return values;
}
