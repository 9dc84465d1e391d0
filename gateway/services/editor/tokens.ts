import { createHash, timingSafeEqual } from 'node:crypto';
import { EDITOR_NAME_PATTERN, EDITOR_TOKEN_MIN_LENGTH } from '../../../src/lib/contract/editor.ts';

/**
 * Editor tokens (issue 10): EDITOR_TOKENS is a comma-separated list of `name:token` pairs. They
 * are never shoppers' tokens: the editor API knows only these. In dev mode without the variable
 * one demo editor exists (README); in production without it the editor API answers 401.
 */
export interface EditorToken {
  name: string;
  token: string;
}

export const DEMO_EDITOR: Readonly<EditorToken> = {
  name: 'demo-editor',
  token: 'demo-editor-token-0123456789abcdef',
};

const pairs = (value: string): string[] =>
  value
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '');

/** Why EDITOR_TOKENS is refused (never repeating a token), or null. */
export function editorTokensProblem(value: string): string | null {
  const list = pairs(value);
  if (list.length === 0) return 'give at least one name:token pair';
  const names = new Set<string>();
  const tokens = new Set<string>();
  for (const [index, pair] of list.entries()) {
    const colon = pair.indexOf(':');
    const name = colon < 0 ? '' : pair.slice(0, colon);
    const token = colon < 0 ? '' : pair.slice(colon + 1);
    if (!EDITOR_NAME_PATTERN.test(name))
      return `pair ${index + 1} needs a name of 1 to 40 of a-z 0-9 . _ - before the colon`;
    if (token.length < EDITOR_TOKEN_MIN_LENGTH || /[\s,]/.test(token))
      return `the token of ${name} must have at least ${EDITOR_TOKEN_MIN_LENGTH} characters and no spaces`;
    if (names.has(name)) return `the name ${name} is given twice`;
    if (tokens.has(token)) return `two editors share a token`;
    names.add(name);
    tokens.add(token);
  }
  return null;
}

/** The pairs of a value that {@link editorTokensProblem} accepted. */
export function parseEditorTokens(value: string): EditorToken[] {
  return pairs(value).map((pair) => {
    const colon = pair.indexOf(':');
    return { name: pair.slice(0, colon), token: pair.slice(colon + 1) };
  });
}

/** The editors of this gateway: the configured ones, the demo editor in dev mode, or none. */
export function configuredEditors(env: {
  EDITOR_TOKENS?: EditorToken[] | undefined;
  GATEWAY_DEV: boolean;
}): EditorToken[] {
  if (env.EDITOR_TOKENS) return env.EDITOR_TOKENS;
  return env.GATEWAY_DEV ? [{ ...DEMO_EDITOR }] : [];
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * A matcher of presented tokens: both sides are hashed to the same length and compared with
 * timingSafeEqual, every editor each time, so that the answer time says nothing about a token.
 */
export function editorMatcher(
  editors: readonly EditorToken[],
): (presented: string) => string | null {
  const known = editors.map((e) => ({ name: e.name, hash: digest(e.token) }));
  return (presented) => {
    const hash = digest(presented);
    let found: string | null = null;
    for (const editor of known) {
      if (timingSafeEqual(editor.hash, hash) && found === null) found = editor.name;
    }
    return found;
  };
}
