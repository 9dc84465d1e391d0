import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DEFAULT_LANGUAGE } from '../lib/contract/common.ts';
import type { Snapshot } from './loader.ts';
import type { CmsSource } from './source.ts';

/**
 * CMS pictures for Astro's image pipeline (build time only, Node).
 *
 * The content loader copies every picture the content refers to by a `/media/…` path from the
 * CMS source (the embedded gateway or CMS_API_URL, through the same CmsSource as the JSON) into
 * a cache folder inside the project. The CMS components import that folder with
 * `import.meta.glob` (src/components/cms/images.ts) and hand the pictures to Astro's `getImage`,
 * which resizes them to responsive WebP at build time. Files whose bytes did not change are not
 * rewritten; files no longer referenced are removed, so that the glob never drags stale pictures
 * into the build.
 */

/**
 * The cache folder, relative to the project root. Under Astro's own cache folder, which
 * `node_modules/` already keeps out of git. src/components/cms/images.ts globs the same folder
 * (a glob takes a literal string, so the path is written there once more).
 */
export const MEDIA_CACHE_DIR = 'node_modules/.astro/cms-media';

/** The raster formats the pipeline reads (the gateway serves the same, SVG excluded). */
const RASTER = /\.(webp|png|jpe?g|gif)$/i;
/** A file or folder name: no dot files, no separators, no encoded tricks (as the gateway). */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * The canonical `/media/…` path of a picture reference, or undefined when the reference is not a
 * local raster picture with a safe path (external URLs, videos, odd paths). Query and hash are
 * dropped. The same function maps references to cached files here and in the components.
 */
export function mediaPathOf(reference: string): string | undefined {
  const path = reference.trim().replace(/[?#].*$/, '');
  if (!path.startsWith('/media/') || !RASTER.test(path)) return undefined;
  const segments = path.slice('/media/'.length).split('/');
  if (!segments.every((s) => SAFE_SEGMENT.test(s) && !s.includes('..'))) return undefined;
  return path;
}

/** Every distinct `/media/…` picture the snapshot refers to: item pictures and POI pictures. */
export function referencedMedia(snapshot: Pick<Snapshot, 'infos' | 'pois'>): string[] {
  const found = new Set<string>();
  const add = (reference: string) => {
    const path = mediaPathOf(reference);
    if (path !== undefined) found.add(path);
  };
  for (const { images } of snapshot.infos.values()) {
    if (images.kind === 'responsive') {
      for (const link of [...images.wap, ...images.pc]) add(link.img);
    } else if (images.kind === 'map') {
      for (const image of images.images) add(image.img);
    }
  }
  for (const poi of snapshot.pois.values()) add(poi.imgMain);
  return [...found].sort();
}

/** Whether the bytes start like the format the file name claims (WebP, PNG, JPEG, GIF). */
export function looksLikeImage(path: string, bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  switch (ext) {
    case 'webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    case 'png':
      return bytes[0] === 0x89 && ascii(1, 4) === 'PNG';
    case 'jpg':
    case 'jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'gif':
      return ascii(0, 4) === 'GIF8';
    default:
      return false;
  }
}

export interface MediaSyncResult {
  /** Pictures written (new or changed). */
  written: number;
  /** Pictures already in the cache with the same bytes. */
  unchanged: number;
  /** Cached files removed because nothing refers to them any more. */
  removed: number;
  /** Pictures that could not be fetched; their components fall back to a plain <img>. */
  failed: { path: string; reason: string }[];
}

const sameBytes = async (file: string, bytes: Uint8Array): Promise<boolean> => {
  try {
    const existing = await readFile(file);
    return existing.length === bytes.length && Buffer.compare(existing, bytes) === 0;
  } catch {
    return false;
  }
};

/** Every file under `dir` (none when it does not exist). */
async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map(async (e) =>
      e.isDirectory() ? listFiles(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
    ),
  );
  return nested.flat();
}

async function fetchOne(source: CmsSource, path: string): Promise<Uint8Array> {
  const response = await source.get(path, DEFAULT_LANGUAGE);
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!looksLikeImage(path, bytes)) throw new Error('the answer is not a picture of that format');
  return bytes;
}

/**
 * Copies `paths` (canonical `/media/…` paths) from the source into `cacheDir`, `limit` at a
 * time, and (unless `prune` is false: an incremental sync names only the pictures of what
 * changed) removes cached files that are not in `paths`. Never throws for a single picture: a
 * picture that cannot be fetched is reported in `failed` and keeps its previous cached copy.
 */
export async function syncMedia(
  source: CmsSource,
  paths: readonly string[],
  cacheDir: string,
  { limit = 8, prune = true }: { limit?: number; prune?: boolean } = {},
): Promise<MediaSyncResult> {
  const result: MediaSyncResult = { written: 0, unchanged: 0, removed: 0, failed: [] };
  const fileOf = (path: string) => join(cacheDir, ...path.slice('/media/'.length).split('/'));
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const file = fileOf(path);
      try {
        const bytes = await fetchOne(source, path);
        if (await sameBytes(file, bytes)) {
          result.unchanged += 1;
          continue;
        }
        await mkdir(dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.part`;
        await writeFile(temporary, bytes);
        await rename(temporary, file);
        result.written += 1;
      } catch (error) {
        result.failed.push({
          path,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, paths.length) }, worker));

  if (!prune) return result;
  const keep = new Set(paths.map(fileOf));
  for (const file of await listFiles(cacheDir)) {
    if (keep.has(file)) continue;
    await rm(file, { force: true });
    result.removed += 1;
  }
  result.failed.sort((a, b) => a.path.localeCompare(b.path));
  return result;
}
