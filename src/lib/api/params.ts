/** A value the API accepts as a query or form parameter. */
export type ParamScalar = string | number | boolean;
export type ParamValue = ParamScalar | readonly ParamScalar[] | Blob | null | undefined;
export type Params = Readonly<Record<string, ParamValue>>;

/** Characters stripped from outgoing GET string values (SPEC §5). */
const FORBIDDEN_CHARACTERS = /[[\]{}\\`]/g;

/**
 * True for "list" calls: the last path segment names a list, case-insensitively (`/list`,
 * `/ticket/list`, `/listInfo`, `/getFoodList`, `/typeList`).
 */
export function isListPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return /list/i.test(last);
}

/** A scalar as text; an array joined by commas. */
const paramText = (value: ParamScalar | readonly ParamScalar[]): string =>
  typeof value === 'object' ? value.map(String).join(',') : String(value);

/**
 * Cleans the parameters of a GET call (SPEC §5 "Outgoing GET parameters"): square brackets,
 * braces, backslashes and backticks are stripped from string values, arrays are joined by
 * commas, undefined and null are dropped, and on calls whose path ends in `list` empty strings
 * are dropped too. Blobs cannot travel in a query string and are dropped.
 */
export function cleanGetParams(path: string, params: Params): Record<string, string> {
  const dropEmpty = isListPath(path);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value instanceof Blob) continue;
    const text = paramText(value).replace(FORBIDDEN_CHARACTERS, '');
    if (dropEmpty && text === '') continue;
    out[key] = text;
  }
  return out;
}

/**
 * The parameters of a POST, PUT or PATCH call without a body, as multipart form data
 * (SPEC §7). undefined and null are dropped, arrays are joined by commas, Blobs become file parts.
 */
export function toFormData(params: Params): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, paramText(value));
  }
  return form;
}
