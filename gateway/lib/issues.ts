import type * as z from 'zod/mini';
import { isErrorKey, type ErrorKey, type MessageParams } from './i18n.ts';

/** One failing field: its dotted name and the message key + params that describe it. */
export interface FieldProblem {
  field: string;
  key: ErrorKey;
  params: MessageParams;
}

type Issue = z.core.$ZodIssue;

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = Reflect.get(value, segment) as unknown;
  }
  return value;
};

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Key and params from the issue's code, for issues whose message is not one of our keys. */
function describeByCode(
  issue: Issue,
  value: unknown,
  stringInputs: boolean,
): { key: ErrorKey; params: MessageParams } {
  switch (issue.code) {
    case 'invalid_type':
      // where every value is text (query, form), a string that a pipe turned into something
      // unusable is a format problem, not a type the caller could have chosen
      if (stringInputs && typeof value === 'string' && issue.expected !== 'string')
        return { key: 'errors.param.invalid', params: {} };
      // a fraction where a whole number goes (zod names the check `int`)
      if (issue.expected === 'int' && typeof value === 'number')
        return { key: 'errors.param.integer', params: {} };
      return { key: 'errors.param.type', params: { expected: issue.expected } };
    case 'invalid_value':
      return { key: 'errors.param.enum', params: { values: issue.values.map(String) } };
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return { key: 'errors.param.tooShort', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'errors.param.tooFew', params: { min } };
      return { key: 'errors.param.tooSmall', params: { min } };
    }
    case 'too_big': {
      const max = String(issue.maximum);
      // `count` a number: it picks the plural form of the message
      const count = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'errors.param.tooLong', params: { count } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'errors.param.tooMany', params: { count } };
      return { key: 'errors.param.tooBig', params: { max } };
    }
    case 'custom':
    case 'invalid_element':
    case 'invalid_format':
    case 'invalid_key':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'unrecognized_keys':
      return { key: 'errors.param.invalid', params: {} };
  }
}

/** Our message key wins; the generic range key is refined by the bound the issue carries. */
function describe(
  issue: Issue,
  value: unknown,
  stringInputs: boolean,
): { key: ErrorKey; params: MessageParams } {
  const generic = issue.message === 'errors.param.range' || !issue.message.startsWith('errors.');
  if (generic) return describeByCode(issue, value, stringInputs);
  return isErrorKey(issue.message)
    ? { key: issue.message, params: {} }
    : { key: 'errors.param.invalid', params: {} };
}

export interface DescribeOptions {
  /** Field name of issues about the whole input ('query', 'body'). */
  root: string;
  /** Query parameters that were given more than once. */
  repeated?: ReadonlySet<string>;
  /** Every raw value is text (query strings, form fields). */
  stringInputs?: boolean;
}

/**
 * Turns zod issues into one problem per field (the first issue of each field wins).
 * An empty value is reported as "cannot be empty" whatever built-in rule failed, and a field
 * in `repeated` (a query parameter given twice) as "given more than once".
 */
export function describeIssues(
  issues: readonly Issue[],
  input: unknown,
  options: DescribeOptions,
): FieldProblem[] {
  const problems = new Map<string, FieldProblem>();
  const add = (field: string, key: ErrorKey, params: MessageParams) => {
    if (!problems.has(field)) problems.set(field, { field, key, params: { ...params, field } });
  };
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || options.root;
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${field}.` : '';
      for (const key of issue.keys) add(prefix + key, 'errors.param.unknown', {});
    } else if (options.repeated?.has(field)) {
      add(field, 'errors.param.repeated', {});
    } else if (issue.code !== 'custom' && isEmpty(valueAt(input, issue.path))) {
      add(field, 'errors.param.required', {});
    } else {
      const { key, params } = describe(
        issue,
        valueAt(input, issue.path),
        options.stringInputs ?? false,
      );
      add(field, key, params);
    }
  }
  return [...problems.values()];
}
