import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/**
 * What each page reads of the CMS content (build and incremental renderer; never in the
 * browser). While a page renders, every lookup in its language's content records a key:
 *
 * - `catalog:<lang>:<pageType>/<poiCode>`: a page's catalogue tree (present or absent);
 * - `infos:<lang>:<catalogId>`: the items of a catalogue node, in order, with all their fields;
 * - `info:<lang>:<id>`: one item (an item handed to a page in its props);
 * - `poi:<lang>:<poiCode>`, `poiPath:<lang>:<poiCode>`: a POI, the path of its POI page;
 * - `<kind>:<lang>:*`: the whole list (iterating it: navigation, search, the cart's names);
 * - `derived:<name>:<lang>:<args>`: a value computed from the content (e.g. an area's
 *   navigation links), compared by its result, so that a page depends on what it shows and not
 *   on everything the computation looked at.
 *
 * A page's props are fingerprinted: content objects in them count as reads of their key, other
 * values go into the fingerprint. On publish the incremental renderer re-renders a page when its
 * fingerprint changed or a key it read has another hash in the new content
 * (scripts/publish/plan.ts).
 *
 * The state lives on `globalThis` under a registered symbol: the pages' bundle and the code that
 * drives it (Astro's build, the integration, the renderer) each load their own copy of this
 * module and must share one tracker.
 */

/** Everything the tracker knows about one rendered page. */
export interface PageRecord {
  /** The route pattern (`/[...lang]/[address]`). */
  route: string;
  /** Hash of the page's props, content objects counted by their key. */
  fingerprint: string;
  /** The content keys the page read. */
  reads: string[];
}

/** A value computed from one language's content, recomputed and compared on publish. */
export type Derivation = (content: never, ...args: never[]) => unknown;

interface Tracker {
  als: AsyncLocalStorage<Set<string>>;
  /** Content objects (entries, trees, item lists) → their key. */
  registry: WeakMap<object, string>;
  /** Pages rendered since the last reset, by pathname. */
  pages: Map<string, PageRecord>;
  /** Derivations by name (registered by the modules that define them). */
  derivations: Map<string, Derivation>;
  /** The hash of each derived key computed since the last reset. */
  derived: Map<string, string>;
  /** Set by the incremental renderer: the live content instead of the build's collections. */
  content: ((lang: string) => Promise<unknown>) | undefined;
  /** Set by the incremental renderer: pictures the bundle's media cache does not have. */
  images: ((mediaPath: string) => unknown) | undefined;
  /** The content each language's pages were rendered from (for the state's hashes). */
  loaded: Map<string, unknown>;
  /** Set by the incremental renderer while it renders an editor's preview (never published). */
  preview: boolean;
}

const TRACKER = Symbol.for('resort-storefront.content-tracker');

/** The process-wide tracker (created on first use). */
export function tracker(): Tracker {
  const holder = globalThis as typeof globalThis & { [TRACKER]?: Tracker };
  holder[TRACKER] ??= {
    als: new AsyncLocalStorage(),
    registry: new WeakMap(),
    pages: new Map(),
    derivations: new Map(),
    derived: new Map(),
    content: undefined,
    images: undefined,
    loaded: new Map(),
    preview: false,
  };
  return holder[TRACKER];
}

/**
 * Whether the page rendering now is an editor's preview: it then shows what the public site
 * hides (an empty section, as a placeholder), so that the editor sees where it will appear.
 */
export const isPreviewRender = (): boolean => tracker().preview === true;

/** Records a read of `key` by the page rendering now (outside a page: nothing). */
export function record(key: string): void {
  tracker().als.getStore()?.add(key);
}

/** Runs `task` without recording (a derivation reads for its result, not for the page). */
export const untracked = <T>(task: () => T): T => tracker().als.exit(task);

/** Marks a content object as standing for `key` (in props, it counts as a read of it). */
export function register(value: object, key: string): void {
  tracker().registry.set(value, key);
}

export const ALL = '*';

/**
 * A read-only map that records every lookup: `get`/`has` record `<prefix>:<key>`, anything
 * that sees the whole map (size, iteration) records `<prefix>:*`.
 */
const TRACKED_MAP = Symbol.for('resort-storefront.tracked-map');

/** Whether a value is a TrackedMap (of this copy of the module or another). */
export const isTrackedMap = (value: unknown): value is TrackedMap<unknown> =>
  typeof value === 'object' && value !== null && TRACKED_MAP in value;

export class TrackedMap<V> implements ReadonlyMap<string, V> {
  readonly [TRACKED_MAP] = true;

  constructor(
    readonly prefix: string,
    private readonly inner: ReadonlyMap<string, V>,
  ) {}

  get(key: string): V | undefined {
    record(`${this.prefix}:${key}`);
    return this.inner.get(key);
  }

  has(key: string): boolean {
    record(`${this.prefix}:${key}`);
    return this.inner.has(key);
  }

  get size(): number {
    record(`${this.prefix}:${ALL}`);
    return this.inner.size;
  }

  entries(): MapIterator<[string, V]> {
    record(`${this.prefix}:${ALL}`);
    return this.inner.entries();
  }

  keys(): MapIterator<string> {
    record(`${this.prefix}:${ALL}`);
    return this.inner.keys();
  }

  values(): MapIterator<V> {
    record(`${this.prefix}:${ALL}`);
    return this.inner.values();
  }

  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void): void {
    record(`${this.prefix}:${ALL}`);
    this.inner.forEach((value, key) => callback(value, key, this));
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  /** The underlying map, without recording (hashing, the renderer's own bookkeeping). */
  raw(): ReadonlyMap<string, V> {
    return this.inner;
  }
}

/**
 * Fields of the content that no page shows: when an entry was last saved. An edit of one
 * language's title saves the item's row, which stamps the entry of every language; hashing the
 * stamp would render the other languages' pages again to the same HTML (at ten times the demo
 * site, 105 pages for a 20-item change instead of 35). The publishing equality test
 * (tests/publish) renders every page in full after random edits: a page that showed a stamp
 * would differ there.
 */
const UNSHOWN_FIELDS: ReadonlySet<string> = new Set(['updatedAt']);

const withoutUnshown = (key: string, value: unknown): unknown =>
  UNSHOWN_FIELDS.has(key) ? undefined : value;

/**
 * The fingerprint of a page's props: a hash of their plain values; a registered content object
 * contributes its key (and counts as a read of it), a tracked map its prefix (its lookups are
 * recorded as they happen).
 */
export function fingerprint(props: unknown, reads: Set<string>): string {
  const { registry } = tracker();
  const hash = createHash('sha1');
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object') {
      hash.update(`${typeof value}:${JSON.stringify(value) ?? ''};`);
      return;
    }
    const key = registry.get(value);
    if (key !== undefined) {
      reads.add(key);
      hash.update(`@${key};`);
      return;
    }
    if (isTrackedMap(value)) {
      hash.update(`#${value.prefix};`);
      return;
    }
    if (seen.has(value)) {
      hash.update('<cycle>;');
      return;
    }
    seen.add(value);
    if (Array.isArray(value)) {
      hash.update('[');
      for (const item of value) walk(item);
      hash.update(']');
    } else if (value instanceof Map) {
      hash.update('Map{');
      for (const [k, v] of value) {
        walk(k);
        walk(v);
      }
      hash.update('}');
    } else {
      hash.update('{');
      for (const [k, v] of Object.entries(value)) {
        if (UNSHOWN_FIELDS.has(k)) continue;
        hash.update(`${JSON.stringify(k)}:`);
        walk(v);
      }
      hash.update('}');
    }
    seen.delete(value);
  };
  walk(props);
  return hash.digest('base64url');
}

/** sha1 of a value's JSON (without the fields no page shows), base64url. */
export const hashOf = (value: unknown): string =>
  createHash('sha1')
    .update(JSON.stringify(value, withoutUnshown) ?? 'undefined')
    .digest('base64url');

const derivedKey = (name: string, lang: string, args: readonly unknown[]): string =>
  `derived:${name}:${lang}:${JSON.stringify(args)}`;

/** Parses a derived key back into its parts (undefined for other keys). */
export function parseDerivedKey(
  key: string,
): { name: string; lang: string; args: unknown[] } | undefined {
  const match = /^derived:([^:]+):([^:]+):(.*)$/.exec(key);
  if (!match) return undefined;
  try {
    const args: unknown = JSON.parse(match[3] ?? '');
    return Array.isArray(args) ? { name: match[1]!, lang: match[2]!, args } : undefined;
  } catch {
    return undefined;
  }
}

/** Makes a derivation known by name, so that the renderer can recompute its keys. */
export function registerDerivation(name: string, fn: Derivation): void {
  tracker().derivations.set(name, fn);
}

const memo = new WeakMap<object, Map<string, unknown>>();

/**
 * A value computed from one language's content by a registered derivation: the page records the
 * derived key (and not what the computation read); the value's hash is kept for the state.
 */
export function derive<C extends { lang: string }, A extends unknown[], R>(
  content: C,
  name: string,
  fn: (content: C, ...args: A) => R,
  ...args: A
): R {
  const key = derivedKey(name, content.lang, args);
  record(key);
  let values = memo.get(content);
  if (values === undefined) {
    values = new Map();
    memo.set(content, values);
  }
  if (values.has(key)) return values.get(key) as R;
  const value = untracked(() => fn(content, ...args));
  values.set(key, value);
  tracker().derived.set(key, hashOf(value));
  return value;
}

/** Recomputes a derived key with other content (the renderer, on publish). */
export function recompute(key: string, contentOf: (lang: string) => unknown): string | undefined {
  const parsed = parseDerivedKey(key);
  const fn = parsed && tracker().derivations.get(parsed.name);
  if (!parsed || !fn) return undefined;
  const content = contentOf(parsed.lang);
  if (content === undefined) return undefined;
  return hashOf(
    untracked(() => (fn as (c: unknown, ...a: unknown[]) => unknown)(content, ...parsed.args)),
  );
}

/**
 * Renders a page with its reads recorded (Astro middleware, around `next()`): fingerprints the
 * props, runs the render with a fresh read set, and keeps the page's record.
 */
export async function trackPage<T>(
  pathname: string,
  route: string,
  props: unknown,
  render: () => Promise<T>,
): Promise<T> {
  const reads = new Set<string>();
  const print = fingerprint(props, reads);
  const { als, pages } = tracker();
  const result = await als.run(reads, render);
  // by page path: no trailing slash (the build asks for /en/ZH/)
  pages.set(pathname.replace(/(.)\/+$/, '$1'), {
    route,
    fingerprint: print,
    reads: [...reads].sort(),
  });
  return result;
}
