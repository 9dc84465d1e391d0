import { atom, type WritableAtom } from 'nanostores';
import type * as z from 'zod/mini';

/** Session storage keys are prefixed by the product name (SPEC §3). */
export const STORAGE_PREFIX = 'resort-storefront:';

type StorageKind = 'sessionStorage' | 'localStorage';

/**
 * The browser storage, or undefined where there is none (build time, tests in Node) or where
 * touching it throws (privacy modes, sandboxed frames).
 */
export function browserStorage(kind: StorageKind): Storage | undefined {
  try {
    return typeof globalThis[kind] === 'undefined' ? undefined : globalThis[kind];
  } catch {
    return undefined;
  }
}

/**
 * Reads a JSON value from storage and validates it. Missing, unreadable, malformed or invalid
 * values give `fallback`: a corrupted storage never throws.
 */
export function readStored<T>(
  storage: Storage | undefined,
  key: string,
  schema: z.ZodMiniType<T>,
  fallback: T,
): T {
  let text: string | null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    return fallback;
  }
  if (text === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value (or removes the key for `null`); a full or blocked storage is ignored. */
export function writeStored(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage blocked: the value stays in memory for this page.
  }
}

/**
 * An atom persisted to sessionStorage under `resort-storefront:<name>` as JSON, validated with
 * `schema` when read. `null` removes the key. The tab's session storage is cleared when the tab
 * closes, which is the "cleared on exit" of SPEC §3.
 */
export function sessionAtom<T>(
  name: string,
  schema: z.ZodMiniType<T>,
  initial: T,
): WritableAtom<T> {
  const key = STORAGE_PREFIX + name;
  const store = atom<T>(readStored(browserStorage('sessionStorage'), key, schema, initial));
  store.listen((value) => {
    writeStored(browserStorage('sessionStorage'), key, value);
  });
  return store;
}
