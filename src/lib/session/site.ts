import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { catalogNodeSchema, type CatalogNode } from '../contract/cms.ts';
import { sessionAtom } from './storage.ts';

/** A custom navigation-bar title; '' means "use the page's own title" (SPEC §2). */
export const $navTitle = atom<string>('');

export function setNavTitle(title: string): void {
  $navTitle.set(title);
}

/** Called on every path change: the custom title belongs to one page only (SPEC §2). */
export function clearNavTitle(): void {
  $navTitle.set('');
}

/**
 * A system domain forced to https with a trailing slash (SPEC §3): `http://a.example.com` →
 * `https://a.example.com/`, `a.example.com/x` → `https://a.example.com/x/`. Blank stays ''.
 */
export function normalizeSystemDomain(domain: string): string {
  const trimmed = domain.trim();
  if (trimmed === '') return '';
  const withoutScheme = trimmed.replace(/^[a-z][a-z\d+.-]*:\/\//i, '').replace(/^\/\//, '');
  return `https://${withoutScheme.replace(/\/*$/, '')}/`;
}

export const $systemDomain = sessionAtom<string>('systemDomain', z.string(), '');

export function setSystemDomain(domain: string): void {
  $systemDomain.set(normalizeSystemDomain(domain));
}

/** The object-storage site prefix that image paths are relative to (sysOssSite). */
export const $ossSite = sessionAtom<string>('ossSite', z.string(), '');

export function setOssSite(site: string): void {
  $ossSite.set(site);
}

/** One cached catalogue root and when it was fetched (epoch ms). */
export interface CachedCatalog {
  node: CatalogNode;
  fetchedAt: number;
}
const cachedCatalogSchema = z.object({ node: catalogNodeSchema, fetchedAt: z.number() });

/** The catalogue cache by type (SPEC §3), keyed by {@link catalogCacheKey}. */
export const $catalogCache = sessionAtom<Record<string, CachedCatalog>>(
  'catalogCache',
  z.record(z.string(), cachedCatalogSchema),
  {},
);

export const catalogCacheKey = (catalogType: string, poiCode: string): string =>
  `${catalogType}:${poiCode}`;

export function cacheCatalog(key: string, node: CatalogNode, now: number = Date.now()): void {
  $catalogCache.set({ ...$catalogCache.get(), [key]: { node, fetchedAt: now } });
}

export function cachedCatalog(key: string): CachedCatalog | undefined {
  return $catalogCache.get()[key];
}

export function clearCatalogCache(): void {
  $catalogCache.set({});
}
