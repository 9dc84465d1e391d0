import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { mediaPathOf } from '../../content/media.ts';
import { siteContent } from '../../content/pages.ts';
import type { Language } from '../../lib/contract/common.ts';
import { tracker } from '../../content/tracking.ts';
import { DESKTOP_MIN, fitWidths, PRESETS, type Preset } from './widths.ts';

export { FULL_WIDTH, type Preset } from './widths.ts';

/**
 * CMS pictures through Astro's image pipeline (build time). The content loader copies every
 * `/media/…` picture the content refers to into the media cache (src/content/media.ts); this
 * module imports the cache and turns a CMS path into responsive WebP renditions. Pictures that
 * are not in the cache (external URLs, files the CMS could not deliver) are left to the caller
 * to show as they are.
 */

/** The media cache (MEDIA_CACHE_DIR of src/content/media.ts), as a root-relative glob. */
const CACHE_ROOT = '/node_modules/.astro/cms-media/';
const cached = import.meta.glob<ImageMetadata>(
  '/node_modules/.astro/cms-media/**/*.{webp,png,jpg,jpeg,gif}',
  // `exhaustive`: the cache sits below node_modules and a dot folder, which globs skip otherwise.
  { eager: true, import: 'default', exhaustive: true },
);
const byMediaPath = new Map(
  Object.entries(cached).map(([file, meta]) => [`/media/${file.slice(CACHE_ROOT.length)}`, meta]),
);

/**
 * The cached picture of a CMS reference (`/media/…`), or undefined. The incremental renderer
 * (scripts/publish/) knows the pictures uploaded after this bundle was built.
 */
export const cachedImage = (reference: string): ImageMetadata | undefined => {
  const path = mediaPathOf(reference);
  if (path === undefined) return undefined;
  return byMediaPath.get(path) ?? (tracker().images?.(path) as ImageMetadata | undefined);
};

/**
 * The plain fields of imported picture metadata. Astro hands out a proxy that marks the original
 * file as used (and so copies it into the build) whenever a field is read; its `clone` does not,
 * and Astro's own getImage reads the size the same way.
 */
const plain = (meta: ImageMetadata): ImageMetadata =>
  (meta as ImageMetadata & { clone?: ImageMetadata }).clone ?? meta;

export interface Rendition {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * Responsive WebP renditions of a cached picture for a preset; `desktop` pictures (shown from
 * 768 px up) skip the phone widths.
 */
export async function renditions(
  meta: ImageMetadata,
  preset: Preset,
  { desktop = false }: { desktop?: boolean } = {},
): Promise<Rendition> {
  const original = plain(meta);
  const widths = fitWidths(PRESETS[preset], original.width, desktop ? DESKTOP_MIN : 0);
  // The `src` fallback reuses one of the srcset widths, so it costs no extra file.
  const width = widths[Math.min(1, widths.length - 1)] ?? original.width;
  const image = await getImage({ src: meta, widths, width, format: 'webp' });
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    width: Number(image.attributes['width']),
    height: Number(image.attributes['height']),
  };
}

/** One WebP file of the picture at its full size (what a "view full size" link opens). */
export async function fullSize(meta: ImageMetadata): Promise<Rendition> {
  const original = plain(meta);
  const image = await getImage({ src: meta, width: original.width, format: 'webp' });
  return { src: image.src, srcset: '', width: original.width, height: original.height };
}

/**
 * Thumbnails of CMS pictures by their CMS path, for an island's product cards: renditions of the
 * pictures in the media cache; the others are left out (the island shows them as they are).
 */
export async function cardPictures(
  paths: readonly (string | undefined)[],
): Promise<Record<string, Rendition>> {
  const unique = [...new Set(paths.filter((p): p is string => p !== undefined && p !== ''))];
  const entries = await Promise.all(
    unique.map(async (path) => {
      const meta = cachedImage(path);
      return meta === undefined ? undefined : ([path, await renditions(meta, 'thumb')] as const);
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== undefined));
}

/**
 * Thumbnails of the pictures of an area's places (every product shows its place's picture).
 * Read from the site's content (live and recorded when a publish renders the page), so that a
 * place added to or removed from the area renders the pages that show its picture again.
 */
export async function areaPictures(
  locale: Language,
  regionCode: string,
): Promise<Record<string, Rendition>> {
  const content = await siteContent(locale);
  const pois = [...content.pois.values()].filter((poi) => poi.regionCode === regionCode);
  return cardPictures(pois.map((poi) => poi.imgMain));
}
