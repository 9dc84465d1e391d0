/** Default phone area code of the forms (SPEC §9), apart from the country list it belongs to. */
export const DEFAULT_PHONE_CODE = '+852';
