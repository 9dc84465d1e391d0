/** A country or region with its telephone calling code (SPEC §3, "Country entry"). */
export interface CountryEntry {
  /** ISO 3166-1 alpha-2 code as used by the phone metadata ('HK'). */
  readonly country_code: string;
  /** International calling code with its plus sign ('+852'). */
  readonly phone_code: string;
  readonly english_name: string;
  /** Simplified Chinese name (zh-CN). */
  readonly chinese_name: string;
  /** Traditional Chinese name (zh-TW). */
  readonly chinese_traditional: string;
}
