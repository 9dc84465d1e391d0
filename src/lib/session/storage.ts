import { atom, type WritableAtom } from 'nanostores';
import type { Guard } from './guards.ts';

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
 * Reads a JSON value from storage and checks it with `guard`. Missing, unreadable, malformed or
 * invalid values give `fallback`: a corrupted storage never throws.
 */
export function readStored<T>(
  storage: Storage | undefined,
  key: string,
  guard: Guard<T>,
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
    const value: unknown = JSON.parse(text);
    return guard(value) ? value : fallback;
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

/** Re-reads every session atom from storage (see {@link resyncSessionAtoms}). */
const resyncs: (() => void)[] = [];

/**
 * An atom persisted to sessionStorage under `resort-storefront:<name>` as JSON, checked with
 * `guard` when read. `null` removes the key. The tab's session storage is cleared when the tab
 * closes, which is the "cleared on exit" of SPEC §3.
 */
export function sessionAtom<T>(name: string, guard: Guard<T>, initial: T): WritableAtom<T> {
  const key = STORAGE_PREFIX + name;
  const read = (): T => readStored(browserStorage('sessionStorage'), key, guard, initial);
  const store = atom<T>(read());
  let syncing = false;
  store.listen((value) => {
    if (!syncing) writeStored(browserStorage('sessionStorage'), key, value);
  });
  resyncs.push(() => {
    const stored = read();
    if (JSON.stringify(stored) === JSON.stringify(store.get())) return;
    syncing = true;
    try {
      store.set(stored);
    } finally {
      syncing = false;
    }
  });
  return store;
}

/**
 * Brings every session atom of this page back in line with session storage. A page restored
 * from the back/forward cache keeps the values it had in memory, while another page of the tab
 * may have changed them since (a logout, a login, a notice): call this on `pageshow`.
 */
export function resyncSessionAtoms(): void {
  for (const resync of resyncs) resync();
}
