import { DEFAULT_LANGUAGE } from '../../src/lib/contract/common.ts';

/**
 * SQL fragments shared by the readers of translated tables. A translated table `<t>_i18n` has
 * one row per language; readers join the request language as `l` and zh-TW as `d`.
 */

/** A translated column in the request language, falling back to zh-TW when missing or empty. */
export const translated = (column: string): string =>
  `COALESCE(NULLIF(l.${column}, ''), d.${column}, '')`;

/** `translated(column) AS column`, for select lists. */
export const tr = (column: string): string => `${translated(column)} AS ${column}`;

/** Joins the translations of `table` in the request language (`:lang`) and in zh-TW. */
export const i18nJoin = (table: string, key: string, id: string): string =>
  `LEFT JOIN ${table} l ON l.${key} = ${id} AND l.lang = :lang
   LEFT JOIN ${table} d ON d.${key} = ${id} AND d.lang = '${DEFAULT_LANGUAGE}'`;

/** The escape character of every LIKE pattern built by containsPattern. */
export const LIKE_ESCAPE = `ESCAPE '\\'`;

/**
 * A LIKE pattern matching text that contains `keyword` literally: the wildcards `%` and `_`
 * and the escape character itself are escaped. Use it as `column LIKE :pattern ${LIKE_ESCAPE}`;
 * SQLite's LIKE ignores case for ASCII letters.
 */
export const containsPattern = (keyword: string): string =>
  `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
