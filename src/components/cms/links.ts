import { GLOBAL_POI_CODE } from '../../lib/contract/common.ts';
import { localizePath, type Language } from '../../lib/i18n/index.ts';
import type { InfoEntryData } from '../../content/schemas.ts';
import type { BlockContext } from './types.ts';

export interface ResolvedLink {
  href: string;
  /** http(s) links open in a new window (SPEC §2). */
  external: boolean;
}

const EXTERNAL = /^https?:\/\//i;

/**
 * A link from the CMS: external http(s) links as they are, internal paths in the page's
 * language. Anything else (javascript:, data:, protocol-relative) is refused.
 */
export function resolveLink(raw: string, locale: Language): ResolvedLink | undefined {
  const href = raw.trim();
  if (EXTERNAL.test(href)) return { href, external: true };
  if (href.startsWith('/') && !href.startsWith('//')) {
    return { href: localizePath(locale, href), external: false };
  }
  return undefined;
}

/**
 * Where an info item leads: its infoLink when set; else the detail page of its POI when it
 * belongs to one that has a page; else its content detail page
 * `/{address}/cms-detail/{catalogId}/{poiCode}/{id}` (SPEC §2; poiCode falls back to GLOBAL).
 */
export function itemLink(
  item: InfoEntryData,
  ctx: Pick<BlockContext, 'address' | 'locale' | 'poiPaths'>,
): ResolvedLink {
  const { address, locale } = ctx;
  if (item.infoLink !== '') {
    const link = resolveLink(item.infoLink, locale);
    if (link) return link;
  }
  const poiPath = ctx.poiPaths.get(item.poiCode);
  if (poiPath !== undefined) return { href: localizePath(locale, poiPath), external: false };
  const poiCode = item.poiCode === '' ? GLOBAL_POI_CODE : item.poiCode;
  return {
    href: localizePath(locale, `/${address}/cms-detail/${item.catalogId}/${poiCode}/${item.id}`),
    external: false,
  };
}

const VIDEO = /\.(mp4|webm|m3u8|mov)(\?|#|$)/i;
export const isVideo = (src: string): boolean => VIDEO.test(src);

/** The first picture of an item, phone and desktop versions. */
export function firstImage(
  item: InfoEntryData,
): { wap: string; pc: string; href: string } | undefined {
  const { images } = item;
  if (images.kind === 'responsive') {
    const wap = images.wap[0];
    const pc = images.pc[0] ?? wap;
    return wap && pc ? { wap: wap.img, pc: pc.img, href: wap.href } : undefined;
  }
  if (images.kind === 'map') {
    const first = images.images[0];
    return first ? { wap: first.img, pc: first.img, href: '' } : undefined;
  }
  return undefined;
}

/** Every picture of an item, in order (slides of a banner, pictures of a gallery). */
export function allImages(item: InfoEntryData): { wap: string; pc: string; href: string }[] {
  const { images } = item;
  if (images.kind === 'responsive') {
    return images.wap.map((w, i) => ({ wap: w.img, pc: images.pc[i]?.img ?? w.img, href: w.href }));
  }
  if (images.kind === 'map') return images.images.map((m) => ({ wap: m.img, pc: m.img, href: '' }));
  return [];
}
