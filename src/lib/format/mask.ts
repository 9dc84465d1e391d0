/**
 * Display masking of SPEC §5.
 *
 * - A string of 6 or more digits keeps its first `floor((n - 4) / 2)` digits and its last
 *   `ceil((n - 4) / 2)` digits and shows the 4 in the middle as stars:
 *   `13812345678` → `138****5678`, `123456` → `1****6`, `1234567` → `1****67`.
 * - An e-mail keeps its domain; a local part longer than 2 characters shows its first 2 and last 2
 *   characters with one star for each hidden character and at least one star between them
 *   (`abcdef@x.com` → `ab**ef@x.com`, `abcd@x.com` → `ab*cd@x.com`; in a part of 3 the two
 *   overlap: `abc@x.com` → `ab*bc@x.com`); a local part of 2 or fewer becomes `***`
 *   (`ab@x.com` → `***@x.com`).
 * - Anything else (shorter digit strings, text) is returned unchanged.
 *
 * Characters are counted as code points, so an address with emoji or CJK is not split apart.
 */
export function maskDigits(value: string): string {
  if (!/^\d{6,}$/.test(value)) return value;
  const head = Math.floor((value.length - 4) / 2);
  return `${value.slice(0, head)}****${value.slice(head + 4)}`;
}

export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return value;
  const local = [...value.slice(0, at)];
  const domain = value.slice(at);
  if (local.length <= 2) return `***${domain}`;
  const hidden = '*'.repeat(Math.max(1, local.length - 4));
  return `${local.slice(0, 2).join('')}${hidden}${local.slice(-2).join('')}${domain}`;
}

/** Masks an e-mail address or a long digit string; other values pass through. */
export const mask = (value: string): string =>
  value.includes('@') ? maskEmail(value) : maskDigits(value);

/**
 * An ID document number shown masked: a digit string by {@link maskDigits}; any other number
 * keeps its first 2 and last 2 characters, the rest one star each (at least 4 stars), so that
 * `K12345678` → `K1*****78`; a number of 6 characters or fewer is all stars.
 */
export function maskId(value: string): string {
  if (/^\d{6,}$/.test(value)) return maskDigits(value);
  const chars = [...value];
  if (chars.length <= 6) return '*'.repeat(Math.max(4, chars.length));
  const hidden = '*'.repeat(Math.max(4, chars.length - 4));
  return `${chars.slice(0, 2).join('')}${hidden}${chars.slice(-2).join('')}`;
}
