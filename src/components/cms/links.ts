import { extensionOf, isVideoExtension } from '../../lib/contract/service.ts';
import { localizePath } from '../../lib/i18n/paths.ts';
import { resolveLink, type ResolvedLink } from '../../lib/links.ts';
import { cmsDetailPath } from '../../lib/site/paths.ts';
import { isPictureValue } from '../../lib/contract/cms.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { InfoEntryData } from '../../content/schemas.ts';
import type { BlockContext } from './types.ts';

export { linkAttributes, resolveLink, type ResolvedLink } from '../../lib/links.ts';

/**
 * Where CMS content leads (SPEC §2: content items open an internal detail page or an external
 * link). The one place where blocks turn infoLink values and item ids into hrefs; the path of a
 * cms-detail page comes from src/lib/site/paths.ts, which the cms-detail pages are built with.
 */

export interface ItemLinkOptions {
  /**
   * Items of POI blocks (POI_INTRO, POI_SWIPER) without their own link lead to their POI's page
   * when it has one, rather than to their content detail page.
   */
  poi?: boolean;
}

/**
 * Where an info item leads: its infoLink when set and usable (see resolveLink); otherwise, in
 * POI blocks, its POI's page; otherwise its content detail page
 * `/{address}/cms-detail/{catalogId}/{poiCode or GLOBAL}/{id}` in the page's language; and no
 * link at all when catalogId or id is missing (SPEC §2).
 */
export function itemLink(
  item: Pick<InfoEntryData, 'infoLink' | 'catalogId' | 'poiCode' | 'id'>,
  ctx: Pick<BlockContext, 'address' | 'locale' | 'poiPaths'>,
  options: ItemLinkOptions = {},
): ResolvedLink | undefined {
  const { address, locale } = ctx;
  const own = resolveLink(item.infoLink, locale);
  if (own) return own;
  const poiPath = options.poi ? ctx.poiPaths.get(item.poiCode) : undefined;
  if (poiPath !== undefined) return { href: localizePath(locale, poiPath), external: false };
  const detail = cmsDetailPath({ address, ...item });
  return detail === undefined ? undefined : { href: localizePath(locale, detail), external: false };
}

/**
 * Where a picture value may link to (a gallery thumbnail or a map opening its file in full size,
 * when no rendition of it was built): the picture itself, through the site's link rule
 * (resolveLink), and only when it is a picture value (a /media/ path or an https address on a
 * media host); otherwise nowhere. A picture value is never made a link any other way.
 */
export function pictureLink(
  picture: string,
  locale: Language,
  hosts?: readonly string[],
): string | undefined {
  if (!isPictureValue(picture, hosts)) return undefined;
  const link = resolveLink(picture, locale);
  return link !== undefined && (link.external || link.href === picture) ? link.href : undefined;
}

/**
 * A CMS link to a video: its path ends in one of the video extensions of SPEC §5 (avi, wmv, mpg,
 * mov, rm, ram, swf, flv, mp4), or in m3u8, the HLS playlist the site streams its videos with.
 * Anything else is a picture or a page.
 */
export function isVideo(src: string): boolean {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  const ext = extensionOf(path.slice(path.lastIndexOf('/') + 1));
  return isVideoExtension(ext) || ext === 'm3u8';
}

export interface ItemImage {
  /** Phone picture (shown below 768 px). */
  wap: string;
  /** Desktop picture (768 px and up). */
  pc: string;
  /** Link of the picture (banner slides), '' when none. */
  href: string;
}

/** Every picture of an item, in order (slides of a banner, pictures of a gallery). */
export function allImages(item: Pick<InfoEntryData, 'images'>): ItemImage[] {
  const { images } = item;
  if (images.kind === 'responsive') {
    return images.wap.map((w, i) => ({ wap: w.img, pc: images.pc[i]?.img ?? w.img, href: w.href }));
  }
  if (images.kind === 'map') return images.images.map((m) => ({ wap: m.img, pc: m.img, href: '' }));
  return [];
}

/** The first picture of an item, phone and desktop versions. */
export const firstImage = (item: Pick<InfoEntryData, 'images'>): ItemImage | undefined =>
  allImages(item)[0];
