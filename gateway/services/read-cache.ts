import { setImmediate as endOfTurn } from 'node:timers';
import type { Db } from '../db/client.ts';

/**
 * Answers of content reads (catalogue trees, info items, POIs, product records) kept in the
 * process, each under the content version it was computed for (migration 0012: triggers move
 * the version with every write to a content or product table, whoever writes, in whichever
 * process). Before a cached answer is used, the version is read from the database; a moved
 * version recomputes. So an answer is never older than the last write committed before the
 * request came in, on any process of the same database:
 *
 * - the version read starts after the request arrived (the requests of one turn of the event
 *   loop share one read, started at the end of that turn; nobody joins a read that started
 *   before them), and
 * - an answer computed after reading version v read its data after that, so it holds at least
 *   every write of v (it may hold newer ones; the next read then sees a newer version and
 *   recomputes).
 *
 * Stock is not content: it changes with every order and is read live where it is shown
 * (price calendars read the stock cells of their dates in one statement, next to the cached
 * product record).
 */
export interface ContentCache {
  /** The value of `key` for the content version now in the database. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The content version now in the database (a read that starts after this call). */
  version(): Promise<number>;
  /** Entries held (for tests). */
  readonly size: number;
}

export const DEFAULT_CACHE_ENTRIES = 4000;

interface Entry {
  version: number;
  value: Promise<unknown>;
}

export function createContentCache(db: Db, options: { maxEntries?: number } = {}): ContentCache {
  const maxEntries = options.maxEntries ?? DEFAULT_CACHE_ENTRIES;
  const entries = new Map<string, Entry>();
  let newest = 0;

  const readVersion = async (): Promise<number> => {
    const row = await db
      .selectFrom('content_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  };

  // Reads asked for in one turn of the event loop share one, started at the end of that turn
  // (after all of them were asked: so after each request arrived). A read already started is
  // never joined. Under load that is one version read per batch of requests instead of one
  // each: with SQLite the read runs on the event loop, and was most of a cached answer's time.
  let next: Promise<number> | null = null;
  const version = (): Promise<number> => {
    next ??= new Promise<number>((resolve, reject) => {
      endOfTurn(() => {
        next = null;
        readVersion().then(resolve, reject);
      });
    });
    return next;
  };

  return {
    version,
    get size() {
      return entries.size;
    },
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const at = await version();
      if (at > newest) {
        // everything held is of an older version: let it go at once
        newest = at;
        entries.clear();
      }
      const held = entries.get(key);
      if (held && held.version >= at) return held.value as Promise<T>;
      const value = compute();
      const entry: Entry = { version: at, value };
      entries.set(key, entry);
      // a failure is not kept: the next read computes again
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) {
        // the oldest entries first (a Map keeps insertion order)
        for (const old of entries.keys()) {
          entries.delete(old);
          if (entries.size <= maxEntries * 0.9) break;
        }
      }
      return value;
    },
  };
}

/** No cache: every read computes (READ_CACHE=0, to compare). */
export function uncachedContent(db: Db): ContentCache {
  const cache = createContentCache(db);
  return {
    version: () => cache.version(),
    size: 0,
    get: (_key, compute) => compute(),
  };
}
