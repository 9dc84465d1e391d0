import { addressOfRegion, cmsDetailPath, placePath } from '../../content/paths.ts';
import type { Poi } from '../contract/cms.ts';
import type { Language } from '../contract/common.ts';
import type { InfoHit } from '../contract/search.ts';
import { localizePath } from '../i18n/paths.ts';

/** Where a search result leads, in the page's language. */
export interface HitLink {
  href: string;
  /** http(s) links open in a new window (SPEC §2). */
  external: boolean;
}

const EXTERNAL = /^https?:\/\/[^/\\\s]/i;

/**
 * A content hit's link: its infoLink when it is an http(s) URL (new window) or a path inside the
 * product; otherwise its cms-detail page under the address of its region (home content: /home);
 * undefined when catalogId or id is missing (SPEC §2: no navigation). The same rules as the CMS
 * blocks (src/components/cms/links.ts), without their build-time dependencies.
 */
export function contentHitLink(hit: InfoHit, locale: Language): HitLink | undefined {
  const own = hit.infoLink.trim();
  if (own !== '' && !/[\s\\]/.test(own)) {
    if (EXTERNAL.test(own)) return { href: own, external: true };
    if (own.startsWith('/') && !own.startsWith('//')) {
      return { href: localizePath(locale, own), external: false };
    }
  }
  const path = cmsDetailPath({ address: addressOfRegion(hit.regionCode), ...hit });
  return path === undefined ? undefined : { href: localizePath(locale, path), external: false };
}

/** A place's link: dining → its booking page; others → their POI page, else their booking page. */
export function placeHitLink(
  poi: Poi,
  poiPaths: Readonly<Record<string, string>>,
  locale: Language,
): string | undefined {
  const path = placePath(poi, poiPaths);
  return path === undefined ? undefined : localizePath(locale, path);
}
