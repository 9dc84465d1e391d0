import { addressOfRegion, cmsDetailPath, placePath } from '../site/paths.ts';
import type { Poi } from '../contract/cms.ts';
import type { Language } from '../contract/common.ts';
import type { InfoHit } from '../contract/search.ts';
import { localizePath } from '../i18n/paths.ts';
import { resolveLink, type ResolvedLink } from '../links.ts';

/** Where a search result leads, in the page's language. */
export type HitLink = ResolvedLink;

/**
 * A content hit's link: its infoLink when it is an http(s) URL (new window) or a path inside the
 * product; otherwise its cms-detail page under the address of its region (home content: /home);
 * undefined when catalogId or id is missing (SPEC §2: no navigation). The same rules as the CMS
 * blocks (src/lib/links.ts).
 */
export function contentHitLink(hit: InfoHit, locale: Language): HitLink | undefined {
  const own = resolveLink(hit.infoLink, locale);
  if (own) return own;
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
