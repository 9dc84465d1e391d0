import * as z from 'zod/mini';
import { LANGUAGES, REGION_CODES } from './constants.ts';

export * from './constants.ts';

export const languageSchema = z.enum(LANGUAGES);
export const regionCodeSchema = z.enum(REGION_CODES);

/** Ids are 64-bit integers on the wire; the client keeps them as decimal strings (SPEC §7). */
export const idSchema = z.string().check(z.regex(/^\d{1,20}$/, 'errors.param.id'));
/** A comma-separated list of up to 200 ids ("1,2,3"), as GET parameters carry lists (SPEC §7). */
export const idListSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,20}(,\d{1,20}){0,199}$/, 'errors.param.idList')),
  z.transform((s: string) => s.split(',')),
);
/** POI and area codes: upper-case letters, digits, underscore and dash. */
export const codeSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'errors.param.code'));

/** An integer from a query string ("3" → 3), rejecting anything that is not a plain integer. */
export const queryInt = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^-?\d{1,15}$/, 'errors.param.integer')),
    z.pipe(
      z.transform((s: string) => Number(s)),
      z.number().check(z.gte(min, 'errors.param.range'), z.lte(max, 'errors.param.range')),
    ),
  );

/** An instant from a query string: epoch milliseconds or an ISO-8601 date-time. */
export const queryInstant = z.pipe(
  z.string().check(z.maxLength(40, 'errors.param.instant')),
  z.pipe(
    z.transform((s: string) => (/^\d{1,15}$/.test(s) ? Number(s) : Date.parse(s))),
    z
      .number({ error: 'errors.param.instant' })
      .check(z.refine((n) => Number.isFinite(n), 'errors.param.instant')),
  ),
);
