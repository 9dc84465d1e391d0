/**
 * Small hand-written type guards for values read back from browser storage. The stores that
 * every page loads (session, notice) validate with these instead of zod, so that content pages
 * do not ship a schema library for a handful of fields.
 */
export type Guard<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

/** A finite number (JSON has no NaN or Infinity, but a hand-edited storage may). */
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** `guard`, or null. */
export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

/** One of a fixed list of values. */
export const oneOf =
  <const T extends readonly unknown[]>(values: T): Guard<T[number]> =>
  (value): value is T[number] =>
    values.includes(value);
