import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildCountries,
  OUTPUT_FILE,
  renderCountriesModule,
} from '../../../scripts/generate-countries.ts';
import {
  COUNTRIES,
  countryLabel,
  countryOptionLabel,
  DEFAULT_PHONE_CODE,
  findCountry,
  findCountryByPhoneCode,
  searchCountries,
} from '../../../src/lib/countries/countries.ts';

describe('country list', () => {
  it('has about 240 unique entries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(new Set(COUNTRIES.map((c) => c.country_code)).size).toBe(COUNTRIES.length);
  });

  it('starts with Hong Kong, Macao, Taiwan and Mainland China, neutrally named', () => {
    expect(COUNTRIES.slice(0, 4)).toEqual([
      {
        country_code: 'HK',
        phone_code: '+852',
        english_name: 'Hong Kong',
        chinese_name: '香港',
        chinese_traditional: '香港',
      },
      {
        country_code: 'MO',
        phone_code: '+853',
        english_name: 'Macao',
        chinese_name: '澳门',
        chinese_traditional: '澳門',
      },
      {
        country_code: 'TW',
        phone_code: '+886',
        english_name: 'Taiwan',
        chinese_name: '台湾',
        chinese_traditional: '台灣',
      },
      {
        country_code: 'CN',
        phone_code: '+86',
        english_name: 'Mainland China',
        chinese_name: '中国内地',
        chinese_traditional: '中國內地',
      },
    ]);
  });

  it('sorts the rest by English name', () => {
    const rest = COUNTRIES.slice(4).map((c) => c.english_name);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect([...rest].sort(collator.compare)).toEqual(rest);
  });

  it('has well-formed codes and a name in every language', () => {
    for (const c of COUNTRIES) {
      expect(c.country_code, c.english_name).toMatch(/^[A-Z]{2}$/);
      expect(c.phone_code, c.country_code).toMatch(/^\+[1-9]\d{0,3}$/);
      for (const name of [c.english_name, c.chinese_name, c.chinese_traditional])
        expect(name.trim(), c.country_code).not.toBe('');
    }
  });

  // The names come from the platform's ICU, which differs between Node builds; the countries
  // and calling codes come from the phone metadata and must match the generator everywhere.
  it('holds every country and calling code of the phone metadata (scripts/generate-countries.ts)', () => {
    const { entries } = buildCountries();
    const codes = (list: readonly { country_code: string; phone_code: string }[]) =>
      list.map((c) => `${c.country_code} ${c.phone_code}`).sort();
    expect(codes(COUNTRIES)).toEqual(codes(entries));
  });

  it.runIf(buildCountries().entries.every((e, i) => e.english_name === COUNTRIES[i]?.english_name))(
    'is the generator output byte for byte (on an ICU that gives the same names)',
    async () => {
      const { entries } = buildCountries();
      expect(readFileSync(OUTPUT_FILE, 'utf8')).toBe(await renderCountriesModule(entries));
    },
  );
});

describe('helpers', () => {
  const hk = COUNTRIES[0]!;

  it('defaults to +852', () => expect(DEFAULT_PHONE_CODE).toBe(hk.phone_code));

  it('labels an entry in each language', () => {
    expect(countryLabel(hk, 'en')).toBe('Hong Kong');
    expect(countryLabel(COUNTRIES[1]!, 'zh-CN')).toBe('澳门');
    expect(countryLabel(COUNTRIES[1]!, 'zh-TW')).toBe('澳門');
    expect(countryOptionLabel(hk, 'zh-TW')).toBe('香港 +852');
  });

  it('finds by country code and phone code', () => {
    expect(findCountry('gb')?.phone_code).toBe('+44');
    expect(findCountryByPhoneCode('853')?.country_code).toBe('MO');
    expect(findCountryByPhoneCode('+0')).toBeUndefined();
  });

  it('searches names in the language and in English, codes and calling codes', () => {
    expect(searchCountries('', 'en')).toHaveLength(COUNTRIES.length);
    expect(searchCountries('澳門', 'zh-TW').map((c) => c.country_code)).toEqual(['MO']);
    expect(searchCountries('macao', 'zh-CN')[0]?.country_code).toBe('MO');
    expect(searchCountries('cote', 'en').map((c) => c.country_code)).toContain('CI');
    expect(searchCountries('+852', 'en').map((c) => c.country_code)).toEqual(['HK']);
    expect(searchCountries('hk', 'en').map((c) => c.country_code)).toEqual(['HK']);
    expect(searchCountries('united', 'en').map((c) => c.english_name)).toEqual(
      expect.arrayContaining(['United Kingdom', 'United States']),
    );
  });
});
