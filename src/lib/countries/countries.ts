import type { Language } from '../contract/common.ts';
import { COUNTRIES } from './countries.generated.ts';
import type { CountryEntry } from './types.ts';

export { COUNTRIES };
export type { CountryEntry };

/** Default phone area code of the forms (SPEC §9); pages without the list import defaults.ts. */
export { DEFAULT_PHONE_CODE } from './defaults.ts';

/** The entry's name in a product language. */
export function countryLabel(entry: CountryEntry, lang: Language): string {
  switch (lang) {
    case 'en':
      return entry.english_name;
    case 'zh-CN':
      return entry.chinese_name;
    case 'zh-TW':
      return entry.chinese_traditional;
  }
}

/** "香港 +852": the text of an area-code option. */
export const countryOptionLabel = (entry: CountryEntry, lang: Language): string =>
  `${countryLabel(entry, lang)} ${entry.phone_code}`;

export const findCountry = (countryCode: string): CountryEntry | undefined =>
  COUNTRIES.find((c) => c.country_code === countryCode.toUpperCase());

/** The first entry with this calling code (+1 and +7 are shared; the list order decides). */
export const findCountryByPhoneCode = (phoneCode: string): CountryEntry | undefined => {
  const code = phoneCode.startsWith('+') ? phoneCode : `+${phoneCode}`;
  return COUNTRIES.find((c) => c.phone_code === code);
};

/** Lower case, without accents or surrounding space: "Côte" matches "cote". */
const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Entries whose name in `lang` or in English contains the query, or whose calling code or
 * country code starts with it ('852', '+852', 'hk'). Names starting with the query come first;
 * otherwise the list order is kept. An empty query returns the whole list.
 */
export function searchCountries(query: string, lang: Language): CountryEntry[] {
  const q = fold(query);
  if (q === '') return [...COUNTRIES];
  const digits = q.replace(/^\+/, '');
  const starts: CountryEntry[] = [];
  const contains: CountryEntry[] = [];
  for (const entry of COUNTRIES) {
    const names = [fold(countryLabel(entry, lang)), fold(entry.english_name)];
    if (names.some((n) => n.startsWith(q))) starts.push(entry);
    else if (
      names.some((n) => n.includes(q)) ||
      (/^\d+$/.test(digits) && entry.phone_code.slice(1).startsWith(digits)) ||
      entry.country_code.toLowerCase() === q
    )
      contains.push(entry);
  }
  return [...starts, ...contains];
}

/** One entry per calling code, for an area-code picker: +1 and +7 are shared, the first names them. */
export const PHONE_CODE_ENTRIES: readonly CountryEntry[] = COUNTRIES.filter(
  (c, i) => COUNTRIES.findIndex((o) => o.phone_code === c.phone_code) === i,
);
