import type * as z from 'zod/mini';
import type { Params } from '../i18n/translator.ts';

/**
 * The one message adapter of form and request validation: zod issues of a contract schema
 * turned into one problem per field (a message key and its placeholder values), then into the
 * translation keys a form shows. The gateway answers a failed request with the problems
 * ({@link describeIssues}, translated by gateway/lib/validate.ts); the islands check a form with
 * the same zod/mini schemas and show each field's key ({@link checkForm}, translated by the
 * island's translator, plural forms by `count`). Pure: no DOM, no catalogue.
 */

type Issue = z.core.$ZodIssue;

/** The generic keys of a failed built-in rule (locales/<lang>/errors.json `errors.param.*`). */
export type ParamKey =
  | 'errors.param.required'
  | 'errors.param.repeated'
  | 'errors.param.type'
  | 'errors.param.enum'
  | 'errors.param.invalid'
  | 'errors.param.unknown'
  | 'errors.param.tooSmall'
  | 'errors.param.tooBig'
  | 'errors.param.tooShort'
  | 'errors.param.tooLong'
  | 'errors.param.tooFew'
  | 'errors.param.tooMany'
  | 'errors.param.integer';

/** The message key of a rule that names its own (`z.regex(…, 'errors.account.email')`). */
const RANGE_KEY = 'errors.param.range';

/** One failing field: its dotted name and the message key + params that describe it. */
export interface FieldProblem<K extends string = string> {
  field: string;
  key: K | ParamKey;
  params: Params;
}

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = Reflect.get(value, segment) as unknown;
  }
  return value;
};

/** Null, undefined, NaN, a blank string or an empty list: "cannot be empty" (SPEC §5). */
export const isEmpty = (value: unknown): boolean =>
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
): { key: ParamKey; params: Params } {
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

export interface DescribeOptions<K extends string = string> {
  /** Field name of issues about the whole input ('query', 'body'). */
  root: string;
  /** Query parameters that were given more than once. */
  repeated?: ReadonlySet<string>;
  /** Every raw value is text (query strings, form fields). */
  stringInputs?: boolean;
  /**
   * The message keys of the reader's catalogue: an issue whose message is one of them keeps it;
   * any other message (zod's own text, the generic range key) is described by the issue's code.
   */
  isKey: (message: string) => message is K;
}

/**
 * Turns zod issues into one problem per field (the first issue of each field wins), in the
 * order of the issues. An empty value is reported as "cannot be empty" whatever built-in rule
 * failed (a refinement, code `custom`, keeps its own message), and a field in `repeated` (a
 * query parameter given twice) as "given more than once".
 */
export function describeIssues<K extends string>(
  issues: readonly Issue[],
  input: unknown,
  options: DescribeOptions<K>,
): FieldProblem<K>[] {
  const problems = new Map<string, FieldProblem<K>>();
  const add = (field: string, key: K | ParamKey, params: Params) => {
    if (!problems.has(field)) problems.set(field, { field, key, params: { ...params, field } });
  };
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || options.root;
    const value = valueAt(input, issue.path);
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${field}.` : '';
      for (const key of issue.keys) add(prefix + key, 'errors.param.unknown', {});
    } else if (options.repeated?.has(field)) {
      add(field, 'errors.param.repeated', {});
    } else if (issue.code !== 'custom' && isEmpty(value)) {
      add(field, 'errors.param.required', {});
    } else if (issue.message !== RANGE_KEY && options.isKey(issue.message)) {
      add(field, issue.message, {});
    } else {
      const { key, params } = describeByCode(issue, value, options.stringInputs ?? false);
      add(field, key, params);
    }
  }
  return [...problems.values()];
}

// ---- forms ----------------------------------------------------------------------------------

/** What a form shows for a field: a translation key of the island and its placeholder values. */
export interface FormMessage<M extends string> {
  readonly key: M;
  readonly params?: Params;
}

/**
 * The words of one field: `empty` for a missing value, `invalid` for any other failure, and
 * optionally a word of its own per problem key (`'errors.param.tooLong'`, a contract key such as
 * `'errors.account.nameLength'`). A refinement whose message is already a key of the form (a
 * form-only rule such as "the passwords do not match") shows that key.
 */
export type FieldMessages<M extends string> = {
  readonly empty: M;
  readonly invalid: M;
} & { readonly [problem: string]: M };

/**
 * A form: the zod/mini schema of its values (the contract's field schemas, plus the form's own
 * rules such as a confirmation) and the words of each field, in screen order. Only fields named
 * in `messages` are reported.
 */
export interface FormSpec<V, M extends string> {
  readonly schema: z.ZodMiniType;
  readonly messages: { readonly [F in keyof V]?: FieldMessages<M> };
  /** The form's own message keys (what a refinement may name directly). */
  readonly isKey: (message: string) => message is M;
}

/** The first message of each invalid field, in the order of the form's `messages`. */
export type FormErrors<V, M extends string> = { [F in keyof V]?: FormMessage<M> };

/** A problem's params without `field`, which names the request field, not the form's label. */
function formParams(params: Params): Params | undefined {
  const rest = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'field'));
  return Object.keys(rest).length === 0 ? undefined : rest;
}

/**
 * Checks a form's values with its schema: the first failing rule of each field, in screen
 * order (the first entry is the toast and the focus, SPEC §5). `fields` limits the report to
 * some fields (the e-mail before a code is sent).
 */
export function checkForm<V extends object, M extends string>(
  form: FormSpec<V, M>,
  values: V,
  fields?: readonly (keyof V)[],
): FormErrors<V, M> {
  const result = form.schema.safeParse(values);
  if (result.success) return {};
  const found = new Map<string, FieldProblem<M | string>>();
  for (const problem of describeIssues(result.error.issues, values, {
    root: '',
    stringInputs: true,
    isKey: (message: string): message is string => message.includes('.') && !/\s/.test(message),
  }))
    found.set(problem.field, problem);
  const errors: FormErrors<V, M> = {};
  for (const field of Object.keys(form.messages) as (keyof V & string)[]) {
    if (fields !== undefined && !fields.includes(field)) continue;
    const words = form.messages[field];
    const problem = found.get(field);
    if (words === undefined || problem === undefined) continue;
    const own = form.isKey(problem.key) ? problem.key : undefined;
    const key =
      problem.key === 'errors.param.required'
        ? words.empty
        : (words[problem.key] ?? own ?? words.invalid);
    const params = formParams(problem.params);
    errors[field] = params === undefined ? { key } : { key, params };
  }
  return errors;
}

/** The first invalid field and its message, in screen order. */
export function firstError<V, M extends string>(
  errors: FormErrors<V, M>,
): { field: keyof V; message: FormMessage<M> } | null {
  for (const [field, message] of Object.entries(errors) as [
    keyof V,
    FormMessage<M> | undefined,
  ][]) {
    if (message !== undefined) return { field, message };
  }
  return null;
}
