import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, relative, resolve } from 'node:path';
import sharp from 'sharp';
import * as z from 'zod/mini';
import { contentHash } from './ids.ts';
import type { SeedImage } from './seed/types.ts';

export interface RenderResult {
  rendered: number;
  skipped: number;
}

/** Which source rendered each file, so that unchanged images are not rendered again. */
const MANIFEST = '.seed-manifest.json';
const manifestSchema = z.record(z.string(), z.string());
const CONCURRENCY = 4;

/** The absolute target of a media path, refusing anything that leaves the media folder. */
export function mediaTarget(mediaDir: string, path: string): string {
  const root = resolve(mediaDir);
  const target = resolve(root, path);
  const rel = relative(root, target);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || isAbsolute(path)) {
    throw new Error(`Seed image path ${JSON.stringify(path)} leaves the media folder.`);
  }
  return target;
}

async function readManifest(file: string): Promise<Record<string, string>> {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function encode(image: SeedImage): sharp.Sharp {
  const pipeline = sharp(Buffer.from(image.svg)).resize(image.width, image.height, { fit: 'fill' });
  const ext = extname(image.path).toLowerCase();
  if (ext === '.webp') return pipeline.webp({ quality: 82 });
  if (ext === '.png') return pipeline.png();
  if (ext === '.jpg' || ext === '.jpeg') return pipeline.jpeg({ quality: 82 });
  throw new Error(`Seed image ${image.path} must end in .webp, .png, .jpg or .jpeg.`);
}

/**
 * Renders each seed SVG to its raster file under mediaDir (WebP for .webp paths). A file that
 * exists and was rendered from the same source is skipped, so re-seeding is fast. Files are
 * written to a temporary name and renamed, so a reader never sees half an image.
 */
export async function renderSeedImages(
  images: readonly SeedImage[],
  mediaDir: string,
): Promise<RenderResult> {
  const root = resolve(mediaDir);
  await mkdir(root, { recursive: true });
  const manifestFile = resolve(root, MANIFEST);
  const manifest = await readManifest(manifestFile);
  const result: RenderResult = { rendered: 0, skipped: 0 };
  const queue = [...images];

  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const target = mediaTarget(root, image.path);
      const hash = contentHash([image.svg, image.width, image.height]);
      if (manifest[image.path] === hash && existsSync(target)) {
        result.skipped += 1;
        continue;
      }
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, await encode(image).toBuffer());
      await rename(temporary, target);
      manifest[image.path] = hash;
      result.rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (result.rendered > 0) {
    const temporary = `${manifestFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(manifest, null, 1));
    await rename(temporary, manifestFile);
  }
  return result;
}
