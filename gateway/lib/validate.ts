import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type * as z from 'zod/mini';
import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
import { HttpError } from './http-error.ts';
import { fieldLabel, languageOf, translate } from './i18n.ts';
import { describeIssues, type DescribeOptions } from './issues.ts';

type Target = 'query' | 'json' | 'form';

/**
 * Query values as the contract schemas expect them: one string per parameter. Empty values
 * count as absent (the client drops them too, SPEC §7); a parameter given more than once stays
 * an array, so that the schema rejects it, and is remembered to be reported as repeated.
 * Unknown parameters pass through and are stripped by the schema.
 */
function normaliseQuery(queries: Record<string, string[]>) {
  const entries: [string, string | string[]][] = [];
  const repeated = new Set<string>();
  for (const [name, values] of Object.entries(queries)) {
    const present = values.filter((v) => v !== '');
    if (present.length > 1) repeated.add(name);
    if (present.length > 0)
      entries.push([name, present.length === 1 ? (present[0] ?? '') : present]);
  }
  // fromEntries defines own properties: a parameter named __proto__ stays a plain value
  return { input: Object.fromEntries(entries), repeated };
}

/** The 400 VALIDATION_FAILED error for a failed parse, messages in the request's language. */
export function validationError(
  c: Context,
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  options: DescribeOptions,
): HttpError {
  const lang = languageOf(c);
  const problems = describeIssues(issues, input, options);
  const fields = problems.map((p) => ({
    field: p.field,
    message: translate(lang, p.key, { ...p.params, field: fieldLabel(lang, p.field) }),
  }));
  return new HttpError(400, ERROR_CODES.validation, 'errors.validation', {
    params: { fields: problems.map((p) => p.field) },
    data: { fields },
  });
}

/**
 * Validates the query, JSON body or form body with a contract schema. On success the handler
 * reads the parsed value with `c.req.valid(target)`; on failure the request is answered 400.
 */
export function validate<T extends Target, S extends z.ZodMiniType>(target: T, schema: S) {
  return validator(target, (value, c): z.output<S> => {
    const { input, repeated } =
      target === 'query'
        ? normaliseQuery(c.req.queries())
        : { input: value, repeated: new Set<string>() };
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    throw validationError(c, result.error.issues, input, {
      root: target === 'query' ? 'query' : 'body',
      repeated,
      stringInputs: target !== 'json',
    });
  });
}
