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
    out[prefix] = typeof value === 'string' ? value : JSON.stringify(value);
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

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A file's messages by key without plural suffix: plain keys hold one text, plural keys
 * (`key_one`, `key_other`, …) one text per category.
 */
function byBaseKey(messages: Record<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of Object.entries(messages)) {
    const category = PLURAL_SUFFIX.exec(key)?.[1] ?? '';
    const base = category === '' ? key : key.slice(0, -category.length - 1);
    const forms = out.get(base) ?? new Map<string, string>();
    forms.set(category, text);
    out.set(base, forms);
  }
  return out;
}

/** The plural categories a language needs (Intl.PluralRules): en one + other, zh other only. */
const categories = (lang: string): string[] =>
  [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();

/**
 * English texts that put a number before a counted noun ("{{count}} nights", "{{max}} images",
 * "{{adults}} children"): these need plural forms. Listed exceptions are ranges and limits.
 */
const COUNTED_NOUN =
  /\{\{\s*(count|total|nights|max|minutes|seconds|days|adults|children|pages|units|n|from|to|left|angle|quantity|limit)\s*\}\}(?:\s+[\w-]+){0,2}?\s+(\w+s|children|people)\b/;
const RANGES = new Set([
  'hotel.problem.dates', // "1 to {{max}} nights"
  'refund.reasonText.hint', // "At most {{max}} characters" of a fixed maximum of hundreds
  'refund.arrival.value', // "{{days}} business days" where days is a range such as "1-7"
  'refund.notice.ruleRange', // "{{from}} to {{count}} days": plural on count
  'errors.order.holdLimit', // the operator's account limits (5, 40 and 20 by default), not counts
]);

describe('translations', () => {
  it('has the same namespaces in every language', () => {
    const reference = namespaces('zh-TW');
    expect(reference.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) expect(namespaces(lang), lang).toEqual(reference);
  });

  for (const file of namespaces('zh-TW')) {
    it(`has every key of ${file} in all three languages, each plural key with the forms of its language, none empty, with the same placeholders`, () => {
      const all = Object.fromEntries(LANGUAGES.map((lang) => [lang, byBaseKey(read(lang, file))]));
      const keys = new Set(LANGUAGES.flatMap((lang) => [...(all[lang]?.keys() ?? [])]));
      const problems: string[] = [];
      const union = (forms: Map<string, string>) =>
        [...new Set([...forms.values()].flatMap(placeholders))].sort().join();
      for (const key of keys) {
        const reference = all['zh-TW']?.get(key);
        for (const lang of LANGUAGES) {
          const forms = all[lang]?.get(key);
          if (forms === undefined) {
            problems.push(`${lang}/${file}: missing ${key}`);
            continue;
          }
          const plural = !forms.has('');
          if (plural !== (reference !== undefined && !reference.has(''))) {
            problems.push(`${lang}/${file}: ${key} is plural in one language and not in another`);
          } else if (plural) {
            const have = [...forms.keys()].filter((c) => c !== 'zero').sort();
            if (have.join() !== categories(lang).join())
              problems.push(
                `${lang}/${file}: ${key} has forms ${have.join()}, needs ${categories(lang).join()}`,
              );
            if (![...forms.values()].some((text) => placeholders(text).includes('count')))
              problems.push(`${lang}/${file}: plural ${key} never shows {{count}}`);
          }
          for (const [category, text] of forms) {
            if (text.trim() === '') problems.push(`${lang}/${file}: empty ${key} ${category}`);
          }
          if (reference !== undefined && union(forms) !== union(reference))
            problems.push(`${lang}/${file}: placeholders of ${key} differ from zh-TW`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('puts no English number before a counted noun without plural forms', () => {
    const problems: string[] = [];
    for (const file of namespaces('en')) {
      for (const [key, forms] of byBaseKey(read('en', file))) {
        const text = forms.get('');
        if (text !== undefined && !RANGES.has(key) && COUNTED_NOUN.test(text))
          problems.push(`${file}: ${key}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows shoppers no internal codes (payment types, channel modes, channels)', () => {
    // The editor's page speaks to editors; every other namespace to shoppers.
    const CODE =
      /\b(H5_WEB|H5|WAP|WXPAY|ALIPAY|ALIPAYHK|VISAPAY|MASTERCARDPAY|UNIONPAY|CUPPAY)\b|[(（](PC|WAP)[)）]/;
    const problems: string[] = [];
    for (const lang of LANGUAGES) {
      for (const file of namespaces(lang).filter((f) => f !== 'editor.json')) {
        for (const [key, text] of Object.entries(read(lang, file)))
          if (CODE.test(text)) problems.push(`${lang}/${file}: ${key}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('puts no space between Chinese text and a field label in Chinese messages', () => {
    // A label ("連結", "數量") reads as part of the sentence: "連結必須留空", not "連結 必須留空".
    // Numbers, amounts and names keep their spaces.
    const LABEL = /\{\{\s*(field|label)\s*\}\}/.source;
    const CJK = '[\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef]';
    const SPACED = new RegExp(`${LABEL} +${CJK}|${CJK} +${LABEL}`, 'u');
    const problems: string[] = [];
    for (const lang of ['zh-TW', 'zh-CN']) {
      for (const file of namespaces(lang)) {
        for (const [key, text] of Object.entries(read(lang, file)))
          if (SPACED.test(text)) problems.push(`${lang}/${file}: ${key}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
