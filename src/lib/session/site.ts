import { atom } from 'nanostores';
import type { CatalogNode } from '../contract/cms.ts';
import { isNumber, isRecord, isString } from './guards.ts';
import { sessionAtom } from './storage.ts';

/*
 * No zod here: src/scripts/navigation/lifecycle.ts loads this module on content pages (to clear
 * the navigation-bar title), which must not pull the contract schemas in.
 */

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

export const $systemDomain = sessionAtom<string>('systemDomain', isString, '');

export function setSystemDomain(domain: string): void {
  $systemDomain.set(normalizeSystemDomain(domain));
}

/**
 * The system domain, set on first use in a tab from the host the shop is served on (a shopper
 * reaches it over https in production; the form is forced either way).
 */
export function systemDomain(host: string = globalThis.location.host): string {
  if ($systemDomain.get() === '') setSystemDomain(host);
  return $systemDomain.get();
}

/**
 * An absolute https address of a page of the shop, for what leaves the browser (a calendar
 * entry): the site path joined to the system domain; the trailing slash keeps a domain with a
 * path (`https://a.example.com/shop/`) in front of it.
 */
export function absoluteUrl(domain: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), domain).href;
}

/** The object-storage site prefix that image paths are relative to (sysOssSite). */
export const $ossSite = sessionAtom<string>('ossSite', isString, '');

export function setOssSite(site: string): void {
  $ossSite.set(site);
}

/** One cached catalogue root and when it was fetched (epoch ms). */
export interface CachedCatalog {
  node: CatalogNode;
  fetchedAt: number;
}

const NODE_TEXT_FIELDS = [
  'catalogCode',
  'catalogType',
  'catalogName',
  'catalogDesc',
  'poiCode',
  'regionCode',
] as const;

/**
 * A stored catalogue node. Nodes are cached only after the api client validated them with the
 * contract's catalogNodeSchema; this checks the shape against a corrupted or edited storage
 * (catalogType as text: the list of types lives with the zod contract).
 */
export function isCatalogNode(value: unknown): value is CatalogNode {
  if (!isRecord(value)) return false;
  const { id, sort, updatedAt, children } = value;
  return (
    isString(id) &&
    /^\d{1,20}$/.test(id) &&
    NODE_TEXT_FIELDS.every((field) => isString(value[field])) &&
    isNumber(sort) &&
    isNumber(updatedAt) &&
    Array.isArray(children) &&
    children.every(isCatalogNode)
  );
}

const isCachedCatalog = (value: unknown): value is CachedCatalog =>
  isRecord(value) && isCatalogNode(value['node']) && isNumber(value['fetchedAt']);

const isCatalogCache = (value: unknown): value is Record<string, CachedCatalog> =>
  isRecord(value) && Object.values(value).every(isCachedCatalog);

/** The catalogue cache by type (SPEC §3), keyed by {@link catalogCacheKey}. */
export const $catalogCache = sessionAtom<Record<string, CachedCatalog>>(
  'catalogCache',
  isCatalogCache,
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
