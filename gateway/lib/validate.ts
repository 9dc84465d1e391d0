import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type * as z from 'zod/mini';
import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
import { fieldError } from './field-error.ts';
import { HttpError } from './http-error.ts';
import { describeIssues, type DescribeOptions } from '../../src/lib/validation/issues.ts';
import { fieldLabel, fieldScopeOf, isErrorKey, languageOf, translate } from './i18n.ts';

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
  options: Omit<DescribeOptions, 'isKey'>,
): HttpError {
  const lang = languageOf(c);
  // the same adapter as the forms' (src/lib/validation/issues.ts), with the gateway's catalogue
  const problems = describeIssues(issues, input, { ...options, isKey: isErrorKey });
  const fields = problems.map((p) => ({
    field: p.field,
    message: translate(lang, p.key, {
      ...p.params,
      field: fieldLabel(lang, p.field, fieldScopeOf(c)),
    }),
  }));
  return new HttpError(400, ERROR_CODES.validation, 'errors.validation', {
    params: { fields: problems.map((p) => p.field) },
    data: { fields },
  });
}

/**
 * The dotted paths of the strings in `input` that hold a NUL character, in document order.
 * Walked with an explicit stack rather than recursion, so that no input can overflow the call
 * stack (bodies are also refused beyond MAX_JSON_DEPTH levels before they get here).
 */
function nulPaths(input: unknown): string[] {
  const out: string[] = [];
  const stack: [value: unknown, path: string][] = [[input, '']];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) out.push(path);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1)
        stack.push([value[i] as unknown, join(path, String(i))]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push([item, join(path, key)]);
      }
    }
  }
  return out;
}

/**
 * Refuses (400, naming them) the fields of a request whose text holds a NUL character: no
 * field takes one, and SQLite's length() and CHECK constraints stop counting at it, so that a
 * NUL string could slip past them and fail the write with a 500 (issue 11).
 */
export function refuseNul(c: Context, input: unknown, root: string): void {
  const fields = nulPaths(input).map((f) => f || root);
  if (fields.length > 0) {
    throw fieldError(
      c,
      fields.map((field) => ({ field, key: 'errors.param.nul' as const })),
    );
  }
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * A body the JSON validator would silently read as `{}`: one sent with another content type
 * (text/plain, form data) or none. Refused naming `body`, rather than run as an empty request.
 * A request without any body still counts as `{}` (a POST whose fields are all optional).
 */
async function refuseNonJsonBody(c: Context): Promise<void> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (JSON_MEDIA_TYPE.test(mediaType) || c.req.raw.body === null) return;
  if ((await c.req.text()) === '') return;
  throw fieldError(c, [{ field: 'body', key: 'errors.request.notJson' }]);
}

/** The schema each validating middleware checks (read by the OpenAPI document, gateway/openapi.ts). */
const validated = new WeakMap<object, { target: Target; schema: z.ZodMiniType }>();

/** What a route handler validates, when it is a {@link validate} middleware. */
export const validatedBy = (
  handler: object,
): { target: Target; schema: z.ZodMiniType } | undefined => validated.get(handler);

/**
 * Validates the query, JSON body or form body with a contract schema. On success the handler
 * reads the parsed value with `c.req.valid(target)`; on failure the request is answered 400.
 */
export function validate<T extends Target, S extends z.ZodMiniType>(target: T, schema: S) {
  const middleware = validator(target, async (value, c): Promise<z.output<S>> => {
    if (target === 'json') await refuseNonJsonBody(c);
    const { input, repeated } =
      target === 'query'
        ? normaliseQuery(c.req.queries())
        : { input: value, repeated: new Set<string>() };
    refuseNul(c, input, target === 'query' ? 'query' : 'body');
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    throw validationError(c, result.error.issues, input, {
      root: target === 'query' ? 'query' : 'body',
      repeated,
      stringInputs: target !== 'json',
    });
  });
  validated.set(middleware, { target, schema });
  return middleware;
}
