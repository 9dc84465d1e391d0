/**
 * The deepest nesting of arrays and objects a JSON request body may have. The contract's
 * deepest body (the editor's texts per language, an order's guests) is a few levels deep;
 * 64 leaves room for any legitimate shape and keeps every later walk (the NUL check, zod, the
 * error description, JSON.stringify) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects more than `limit` levels deep, read in one pass
 * over the characters (no parsing, no recursion, stopping at the first level too many).
 * Brackets inside strings do not count. Text that is not JSON is judged the same way; the
 * parser refuses it later.
 */
export function jsonDepthExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
