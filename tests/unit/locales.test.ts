import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/lib/contract/common.ts';

/** Every translation key exists in all three languages, with the same placeholders. */
const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'locales');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(
  value: Json,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = String(value);
  }
  return out;
}

const read = (lang: string, file: string): Record<string, string> =>
  flatten(JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8')) as Json);

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const namespaces = (lang: string): string[] =>
  readdirSync(join(LOCALES_DIR, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();

describe('translations', () => {
  it('has the same namespaces in every language', () => {
    const reference = namespaces('zh-TW');
    expect(reference.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) expect(namespaces(lang), lang).toEqual(reference);
  });

  for (const file of namespaces('zh-TW')) {
    it(`has every key of ${file} in all three languages, none empty, with the same placeholders`, () => {
      const all = Object.fromEntries(LANGUAGES.map((lang) => [lang, read(lang, file)]));
      const keys = new Set(LANGUAGES.flatMap((lang) => Object.keys(all[lang] ?? {})));
      const problems: string[] = [];
      for (const key of keys) {
        const reference = all['zh-TW']?.[key];
        for (const lang of LANGUAGES) {
          const text = all[lang]?.[key];
          if (text === undefined) problems.push(`${lang}/${file}: missing ${key}`);
          else if (text.trim() === '') problems.push(`${lang}/${file}: empty ${key}`);
          else if (
            reference !== undefined &&
            placeholders(text).join() !== placeholders(reference).join()
          )
            problems.push(`${lang}/${file}: placeholders of ${key} differ from zh-TW`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
