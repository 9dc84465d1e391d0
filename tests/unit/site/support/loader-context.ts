import type { LoaderContext } from 'astro/loaders';

/** An Astro loader context over plain maps: the store, the meta and the log. */
export function fakeContext() {
  const entries = new Map<string, { id: string; data: Record<string, unknown>; digest?: string }>();
  const meta = new Map<string, string>();
  const logs: string[] = [];
  const context = {
    collection: 'test',
    store: {
      get: (id: string) => entries.get(id),
      entries: () => [...entries.entries()],
      set: (entry: { id: string; data: Record<string, unknown>; digest?: string }) => {
        const existing = entries.get(entry.id);
        if (existing?.digest !== undefined && existing.digest === entry.digest) return false;
        entries.set(entry.id, entry);
        return true;
      },
      values: () => [...entries.values()],
      keys: () => [...entries.keys()],
      delete: (id: string) => void entries.delete(id),
      clear: () => entries.clear(),
      has: (id: string) => entries.has(id),
      addModuleImport: () => {},
    },
    meta: {
      get: (k: string) => meta.get(k),
      set: (k: string, v: string) => void meta.set(k, v),
      has: (k: string) => meta.has(k),
      delete: (k: string) => void meta.delete(k),
    },
    logger: {
      info: (m: string) => void logs.push(m),
      warn: (m: string) => void logs.push(m),
      error: (m: string) => void logs.push(m),
      debug: () => {},
    },
    parseData: <T>({ data }: { data: T }) => Promise.resolve(data),
    generateDigest: (data: unknown) => JSON.stringify(data),
  } as unknown as LoaderContext;
  return { context, entries, logs };
}
