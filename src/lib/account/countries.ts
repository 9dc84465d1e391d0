import type { Language } from '../contract/common.ts';
import { COUNTRIES, countryLabel, type CountryEntry } from '../countries/countries.ts';

/** Lower case, without accents or surrounding space: "Côte" matches "cote". */
const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The country picker's search (SPEC §3 country entry): entries whose English, Simplified or
 * Traditional Chinese name contains the query, whose ISO code is the query ('hk'), or whose
 * calling code starts with it ('852', '+852'). Exact codes come first, then names starting with
 * the query in the page's language or English, then the rest, each in list order (Hong Kong,
 * Macao, Taiwan and Mainland China first). An empty query gives the whole list.
 */
export function filterCountries(
  query: string,
  lang: Language,
  list: readonly CountryEntry[] = COUNTRIES,
): CountryEntry[] {
  const q = fold(query);
  if (q === '') return [...list];
  const digits = /^\+?\d+$/.test(q) ? q.replace(/^\+/, '') : null;
  const exact: CountryEntry[] = [];
  const starts: CountryEntry[] = [];
  const contains: CountryEntry[] = [];
  for (const entry of list) {
    const names = [entry.english_name, entry.chinese_name, entry.chinese_traditional].map(fold);
    const phone = entry.phone_code.slice(1);
    if (entry.country_code.toLowerCase() === q || phone === digits) exact.push(entry);
    else if ([fold(countryLabel(entry, lang)), names[0]].some((n) => n?.startsWith(q)))
      starts.push(entry);
    else if (names.some((n) => n.includes(q)) || (digits !== null && phone.startsWith(digits)))
      contains.push(entry);
  }
  return [...exact, ...starts, ...contains];
}
