import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { ListCatalogQuery } from '../contract/cms.ts';
import { cachedCatalog, catalogCacheKey } from '../session/site.ts';
import {
  listCatalog,
  listInfo,
  listPoi,
  loadPoi,
  type ListInfoParams,
  type ListPoiParams,
} from './endpoints/cms.ts';
import { CLIENT_ERROR_CODES, isApiError } from './errors.ts';

/** Content changes rarely and pages are rebuilt on publish: keep it fresh for 5 minutes. */
export const DEFAULT_STALE_TIME_MS = 5 * 60_000;

/**
 * Retry once, and only what a second try can fix: no response (timeout, network) or a 5xx.
 * 4xx answers, session endings, invalid responses and programming errors are not retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  if (error.code === CLIENT_ERROR_CODES.inactive) return false;
  return error.status === 0 || error.status >= 500;
}

/**
 * The one QueryClient shared by every island (islands cannot share a React context): pass it
 * as the second argument of `useQuery(options, queryClient)`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DEFAULT_STALE_TIME_MS,
      gcTime: 30 * 60_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** Hierarchical keys of the content resource; invalidate by prefix (`cmsKeys.all`). */
export const cmsKeys = {
  all: ['cms'] as const,
  catalogs: () => [...cmsKeys.all, 'catalog'] as const,
  catalog: (catalogType: string, poiCode: string) =>
    [...cmsKeys.catalogs(), catalogType, poiCode] as const,
  infos: () => [...cmsKeys.all, 'info'] as const,
  info: ({ catalogIds, poiCode, regionCode, updatedSince }: ListInfoParams) =>
    [
      ...cmsKeys.infos(),
      catalogIds.join(','),
      poiCode ?? '',
      regionCode ?? '',
      updatedSince ?? 0,
    ] as const,
  pois: () => [...cmsKeys.all, 'poi'] as const,
  poiList: ({ regionCode, poiType, updatedSince }: ListPoiParams = {}) =>
    [...cmsKeys.pois(), 'list', regionCode ?? '', poiType ?? 0, updatedSince ?? 0] as const,
  poi: (poiCode: string) => [...cmsKeys.pois(), 'detail', poiCode] as const,
};

/** `queryOptions` factories of the content resource. */
export const cmsQueries = {
  /** A page's catalogue root, seeded from `$catalogCache` when this tab already loaded it. */
  catalog: (query: ListCatalogQuery) => {
    const key = catalogCacheKey(query.catalogType, query.poiCode);
    return queryOptions({
      queryKey: cmsKeys.catalog(query.catalogType, query.poiCode),
      queryFn: ({ signal }) => listCatalog(query, { signal }),
      initialData: () => cachedCatalog(key)?.node,
      initialDataUpdatedAt: () => cachedCatalog(key)?.fetchedAt,
    });
  },
  info: (query: ListInfoParams) =>
    queryOptions({
      queryKey: cmsKeys.info(query),
      queryFn: ({ signal }) => listInfo(query, { signal }),
    }),
  poiList: (query: ListPoiParams = {}) =>
    queryOptions({
      queryKey: cmsKeys.poiList(query),
      queryFn: ({ signal }) => listPoi(query, { signal }),
    }),
  poi: (poiCode: string) =>
    queryOptions({
      queryKey: cmsKeys.poi(poiCode),
      queryFn: ({ signal }) => loadPoi(poiCode, { signal }),
    }),
};
