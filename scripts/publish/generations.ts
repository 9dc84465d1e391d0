import { watchFile, unwatchFile } from 'node:fs';
import { link, mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as z from 'zod/mini';
import { overlaySite, loadStaticSite, type StaticSite } from '../server/static-site.ts';
import { writeAtomic } from './state.ts';

/**
 * Generations of the published site on disk (scripts/publish/).
 *
 * A full build is a whole site in its folder. An incremental publish writes a folder with only
 * the files it changed (pages with their .br/.gz, new picture renditions) and a manifest,
 * `.generation.json`: the generation is its base build plus the overlays of its `chain`, in
 * order. Every few publishes the overlay is written "squashed" (all files changed since the
 * base, hard-linked from the earlier overlays), so that a chain stays short.
 *
 * The live generation is named by the pointer file `<buildsDir>/current.json`, replaced
 * atomically (a temporary file renamed over it) once the generation is complete on disk: a
 * process that serves the site follows it ({@link followGenerations}) and swaps in the new
 * generation in one assignment, as the publishing process does. Rollback is a pointer back to
 * the previous generation.
 *
 * For a CDN or object store, `changed` lists what a generation wrote and deleted compared with
 * the generation before it (whatever its chain): upload those files (from the generation's
 * folder, or from the origin at the same paths) and delete the others; the webhook carries it.
 */

export const GENERATION_FILE = '.generation.json';
export const POINTER_FILE = 'current.json';
/** An overlay chain longer than this is squashed into one overlay on the next publish. */
export const MAX_CHAIN = 24;

const pathList = z.array(z.string());

export const generationManifestSchema = z.object({
  version: z.literal(1),
  id: z.string(),
  /** The generation this one was published on top of (null: a full build). */
  parent: z.nullable(z.string()),
  /** The folders to load, base build first, this generation's folder last. */
  chain: z.array(z.string()),
  createdAt: z.number(),
  requestedBy: z.array(z.string()),
  /** HTML pages of the whole generation. */
  pages: z.number(),
  /** What this folder holds on top of the chain before it (site paths; .br/.gz go along). */
  overlay: z.object({ files: pathList, deleted: pathList }),
  /** What changed compared with `parent`: what a CDN uploads and deletes. */
  changed: z.object({ files: pathList, deleted: pathList, full: z.boolean() }),
});
export type GenerationManifest = z.infer<typeof generationManifestSchema>;

export const pointerSchema = z.object({
  version: z.literal(1),
  id: z.string(),
  chain: z.array(z.string()),
  at: z.number(),
});
export type GenerationPointer = z.infer<typeof pointerSchema>;

export async function readManifest(dir: string): Promise<GenerationManifest> {
  return generationManifestSchema.parse(
    JSON.parse(await readFile(join(dir, GENERATION_FILE), 'utf8')),
  );
}

export const writeManifest = (dir: string, manifest: GenerationManifest): Promise<void> =>
  writeAtomic(join(dir, GENERATION_FILE), JSON.stringify(manifest, null, 1));

export async function readPointer(buildsDir: string): Promise<GenerationPointer | undefined> {
  try {
    return pointerSchema.parse(JSON.parse(await readFile(join(buildsDir, POINTER_FILE), 'utf8')));
  } catch {
    return undefined;
  }
}

export const writePointer = (buildsDir: string, pointer: GenerationPointer): Promise<void> =>
  writeAtomic(join(buildsDir, POINTER_FILE), JSON.stringify(pointer));

const VARIANTS = ['', '.br', '.gz'] as const;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Loads a generation: its base from `cache` or disk, then each overlay of the chain on top.
 * Loaded generations are put into `cache` by folder (they share their unchanged files).
 */
export async function loadGeneration(
  chain: readonly string[],
  cache: Map<string, StaticSite> = new Map(),
  extraConnectSrc: string[] = [],
): Promise<StaticSite> {
  const [base, ...overlays] = chain;
  if (base === undefined) throw new Error('A generation names no folder.');
  let at = chain.length - 1;
  while (at >= 0 && !cache.has(chain[at]!)) at -= 1;
  let site = at >= 0 ? cache.get(chain[at]!)! : await loadStaticSite(base, extraConnectSrc);
  if (at < 0) cache.set(base, site);
  for (const dir of overlays.slice(Math.max(0, at))) {
    const manifest = await readManifest(dir);
    site = await overlaySite(site, dir, manifest.overlay, extraConnectSrc);
    cache.set(dir, site);
  }
  return site;
}

/**
 * Squashes a chain about to grow past {@link MAX_CHAIN}: hard-links into `dir` (the new
 * generation's folder, which already holds its own files) the newest version of every file the
 * chain's overlays hold and this generation does not overwrite or delete. Answers the overlay of
 * `dir` on the base alone.
 */
export async function squashInto(
  dir: string,
  chain: readonly string[],
  own: GenerationManifest['overlay'],
): Promise<GenerationManifest['overlay']> {
  const latest = new Map<string, string>();
  const deleted = new Set<string>();
  for (const overlayDir of chain.slice(1)) {
    const { overlay } = await readManifest(overlayDir);
    for (const path of overlay.deleted) {
      latest.delete(path);
      deleted.add(path);
    }
    for (const path of overlay.files) {
      latest.set(path, overlayDir);
      deleted.delete(path);
    }
  }
  for (const path of own.deleted) {
    latest.delete(path);
    deleted.add(path);
  }
  for (const path of own.files) {
    latest.delete(path);
    deleted.delete(path);
  }
  for (const [path, from] of latest) {
    for (const variant of VARIANTS) {
      const source = join(from, `${path}${variant}`);
      if (!(await exists(source))) continue;
      const target = join(dir, `${path}${variant}`);
      await mkdir(dirname(target), { recursive: true });
      await link(source, target);
    }
  }
  return { files: [...own.files, ...latest.keys()].sort(), deleted: [...deleted].sort() };
}

export interface Follower {
  /** The generation served now. */
  current(): StaticSite | undefined;
  close(): void;
}

/**
 * Serves whatever generation the pointer names (another process of the same site): loads it at
 * start and again whenever the pointer changes (polled every `intervalMs`), reusing the
 * generations it has loaded, and swaps it in with one assignment. A generation that cannot be
 * loaded is reported and the current one kept.
 */
export async function followGenerations(
  buildsDir: string,
  options: {
    intervalMs?: number;
    onChange?: (pointer: GenerationPointer, site: StaticSite) => void;
    onError?: (error: unknown) => void;
  } = {},
): Promise<Follower> {
  const cache = new Map<string, StaticSite>();
  let served: StaticSite | undefined;
  let seen = '';
  let running: Promise<void> = Promise.resolve();
  const refresh = () => {
    running = running.then(async () => {
      const pointer = await readPointer(buildsDir);
      if (!pointer || `${pointer.id}@${pointer.at}` === seen) return;
      try {
        const site = await loadGeneration(pointer.chain, cache);
        served = site;
        seen = `${pointer.id}@${pointer.at}`;
        // keep the folders of this generation only (older ones are reloaded if asked for again)
        for (const dir of [...cache.keys()]) if (!pointer.chain.includes(dir)) cache.delete(dir);
        options.onChange?.(pointer, site);
      } catch (error) {
        options.onError?.(error);
      }
    });
    return running;
  };
  await refresh();
  const file = join(buildsDir, POINTER_FILE);
  const listener = () => void refresh();
  watchFile(file, { interval: options.intervalMs ?? 250 }, listener);
  return {
    current: () => served,
    close: () => unwatchFile(file, listener),
  };
}
