import { tabParams } from './tabs.ts';

/**
 * The href of a region tab with the current tab selection carried over (SPEC §2: picking a
 * region keeps the active tab). Only a link to the same sub-page of the other region gets the
 * parameters (`sameSubPage`); a region's home does not have the current page's tabs.
 */
export function regionHref(href: string, currentSearch: string, sameSubPage: boolean): string {
  if (!sameSubPage) return href;
  const params = tabParams(currentSearch);
  if ([...params.keys()].length === 0) return href;
  const hashAt = href.indexOf('#');
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = base.indexOf('?');
  const path = queryAt === -1 ? base : base.slice(0, queryAt);
  const merged = new URLSearchParams(queryAt === -1 ? '' : base.slice(queryAt + 1));
  for (const [key, value] of params) merged.set(key, value);
  return `${path}?${merged.toString()}${hash}`;
}
