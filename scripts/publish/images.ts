import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import sharpService from 'astro/assets/services/sharp';
import { hashTransform, propsToFilename } from 'astro/assets/utils';
import type { ImageMetadata, ImageTransform } from 'astro';
import { MEDIA_CACHE_DIR } from '../../src/content/media.ts';

/**
 * Astro's image pipeline for the incremental renderer. In a build, Astro's asset plugin sets
 * `globalThis.astroAsset.addStaticImage`, which `getImage` calls to name each rendition, and
 * writes the renditions after the pages; this module does the same for the pages the renderer
 * renders, with the same names (Astro's own hashTransform and propsToFilename, the same image
 * service), so that a picture already in the build is not encoded again and a page re-rendered
 * names the same files as a full build.
 *
 * Pictures the bundle's media cache did not have (uploaded since the full build) get their
 * metadata here: `/_astro/<name>.<hash>.<ext>` as src (the hash from their bytes, where Astro
 * uses its bundler's), their real size and format.
 */

/** The image service of the build (Astro's default); its name is part of every rendition hash. */
const IMAGE_SERVICE = 'astro/assets/services/sharp';
const IMAGE_CONFIG = {
  service: { entrypoint: IMAGE_SERVICE, config: {} },
  domains: [],
  remotePatterns: [],
};
const ASSETS_DIR = '_astro';
const PLACEHOLDER = 'astro://placeholder';

interface Rendition {
  finalPath: string;
  transform: ImageTransform;
}

interface AstroAssetGlobal {
  referencedImages: Set<string>;
  staticImages: Map<
    string,
    { originalSrcPath: string | undefined; transforms: Map<string, Rendition> }
  >;
  addStaticImage: (
    options: ImageTransform,
    hashProperties: string[],
    originalFSPath: string | undefined,
  ) => string;
}

const joinPaths = (...paths: string[]): string =>
  paths
    .filter((p) => p !== '')
    .map((p, i) => (i === 0 ? p.replace(/\/+$/, '') : p.replace(/^\/+|\/+$/g, '')))
    .join('/');
const withSlash = (path: string): string => (path.startsWith('/') ? path : `/${path}`);

const isImported = (src: unknown): src is ImageMetadata =>
  typeof src === 'object' && src !== null && 'src' in src;

/** Installs the build's `addStaticImage` and clears the renditions asked for so far. */
export function installImagePipeline(base: string): AstroAssetGlobal {
  const holder = globalThis as typeof globalThis & { astroAsset?: AstroAssetGlobal };
  const staticImages: AstroAssetGlobal['staticImages'] = new Map();
  const pipeline: AstroAssetGlobal = {
    referencedImages: new Set(),
    staticImages,
    addStaticImage(options, hashProperties, originalFSPath) {
      const src = isImported(options.src) ? options.src.src : String(options.src);
      const hash = hashTransform(options, IMAGE_SERVICE, hashProperties);
      let forPath = staticImages.get(src);
      const known = forPath?.transforms.get(hash);
      let finalPath: string;
      if (known) {
        finalPath = known.finalPath;
      } else {
        finalPath = withSlash(
          joinPaths(
            isImported(options.src) ? '' : ASSETS_DIR,
            withSlash(propsToFilename(src, options, hash)),
          ),
        );
        if (!forPath) {
          forPath = { originalSrcPath: originalFSPath, transforms: new Map() };
          staticImages.set(src, forPath);
        }
        forPath.transforms.set(hash, { finalPath, transform: options });
      }
      const url = new URL(encodeURI(withSlash(joinPaths(base, finalPath))), PLACEHOLDER);
      return url.href.replace(PLACEHOLDER, '');
    },
  };
  holder.astroAsset = pipeline;
  return pipeline;
}

/** The media path (`/media/…`) of a picture the build cached, from its cache file. */
function mediaPathOfCacheFile(file: string): string | undefined {
  const marker = `/${MEDIA_CACHE_DIR.split('/').at(-1)}/`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? undefined : `/media/${file.slice(at + marker.length)}`;
}

export interface RenditionResult {
  /** Site paths of the files written. */
  written: string[];
  failed: { path: string; reason: string }[];
}

/**
 * Writes the renditions the rendered pages asked for that `exists` does not know (the
 * generation they go live on already has the others) into `outDir`. The original is read from
 * where the build cached it, else from `mediaDir` (the renderer's copy of the CMS pictures).
 */
export async function writeRenditions(
  pipeline: AstroAssetGlobal,
  outDir: string,
  exists: (path: string) => boolean,
  mediaDir: string,
): Promise<RenditionResult> {
  const result: RenditionResult = { written: [], failed: [] };
  for (const [, { originalSrcPath, transforms }] of pipeline.staticImages) {
    const missing = [...transforms.values()].filter((r) => !exists(r.finalPath));
    if (missing.length === 0) continue;
    let original: Buffer | undefined;
    const candidates = [originalSrcPath];
    const media = originalSrcPath && mediaPathOfCacheFile(originalSrcPath);
    if (media) candidates.push(join(mediaDir, media.slice('/media/'.length)));
    for (const file of candidates) {
      if (file && existsSync(file)) {
        original = await readFile(file);
        break;
      }
    }
    for (const { finalPath, transform } of missing) {
      try {
        if (!original) throw new Error('the original picture is not available');
        const { data } = await sharpService.transform(
          original,
          { ...transform, src: isImported(transform.src) ? transform.src.src : transform.src },
          IMAGE_CONFIG as never,
        );
        const file = join(outDir, finalPath);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, data);
        result.written.push(finalPath);
      } catch (error) {
        result.failed.push({
          path: finalPath,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  return result;
}

/**
 * Metadata of a picture the bundle does not know, as Astro's ESM import would give it: src
 * under `/_astro/` with a content hash, width and height (turned by its orientation), format.
 * `fsPath` (not enumerable, as in Astro's proxy) is where the original lies.
 */
export async function pictureMetadata(file: string): Promise<ImageMetadata> {
  const bytes = await readFile(file);
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height || !meta.format) {
    throw new Error(`${basename(file)} is not a picture the pipeline reads`);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const ext = extname(file);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  const format = meta.format === 'jpeg' ? 'jpg' : meta.format;
  const metadata = {
    src: `/${ASSETS_DIR}/${basename(file, ext)}.${hash}${ext}`,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    format,
  } as ImageMetadata;
  Object.defineProperty(metadata, 'fsPath', { value: file, enumerable: false });
  return metadata;
}
