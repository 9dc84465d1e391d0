/** Integers with this many digits lose precision as JS numbers and are kept as strings (SPEC §7). */
const MIN_DIGITS = 16;
const MAX_DIGITS = 20;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
/** Characters that may continue a JSON number after its integer part: `.`, `e`, `E`, `+`, `-`, digits. */
const continuesNumber = (code: number): boolean =>
  isDigit(code) ||
  code === 0x2e ||
  code === 0x65 ||
  code === 0x45 ||
  code === 0x2b ||
  code === MINUS;

/**
 * Wraps every JSON number token that is an integer of 16 to 20 digits (optionally negative) in
 * quotes, so that `JSON.parse` keeps it exactly as a string: `{"id":1790000000000000001}` →
 * `{"id":"1790000000000000001"}`. It walks the text as JSON tokens: digits inside string values
 * (including after escaped quotes) are never touched, and numbers with a fraction or an exponent
 * stay numbers. Text that is not valid JSON is returned with the same best-effort changes.
 */
export function quoteBigIntegers(text: string): string {
  const parts: string[] = [];
  let copiedUpTo = 0;
  let i = 0;
  const length = text.length;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i++;
      while (i < length) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i += 2;
        else if (inner === QUOTE) {
          i++;
          break;
        } else i++;
      }
    } else if (code === MINUS || isDigit(code)) {
      const start = i;
      if (code === MINUS) i++;
      const digitsStart = i;
      while (i < length && isDigit(text.charCodeAt(i))) i++;
      const digits = i - digitsStart;
      let integer = true;
      while (i < length && continuesNumber(text.charCodeAt(i))) {
        integer = false;
        i++;
      }
      if (integer && digits >= MIN_DIGITS && digits <= MAX_DIGITS) {
        parts.push(text.slice(copiedUpTo, start), '"', text.slice(start, i), '"');
        copiedUpTo = i;
      }
    } else {
      i++;
    }
  }
  if (copiedUpTo === 0) return text;
  parts.push(text.slice(copiedUpTo));
  return parts.join('');
}

/** `JSON.parse` that keeps 16–20 digit integers exact as strings. Throws on invalid JSON. */
export function parseJson(text: string): unknown {
  return JSON.parse(quoteBigIntegers(text));
}

/**
 * The client's response parser: big-integer-safe JSON; an empty body is undefined and a body that
 * is not JSON is returned as its text, so that the caller can still read a plain-text error.
 */
export function parseResponseText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return parseJson(text);
  } catch {
    return text;
  }
}
