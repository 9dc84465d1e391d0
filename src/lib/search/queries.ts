import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { RegionCode } from '../contract/common.ts';
import type { SearchInfoResult } from '../contract/search.ts';
import { searchInfo, searchPoi } from './endpoints.ts';

/** One search: a trimmed keyword ('' searches nothing) and a region, or all regions. */
export interface SearchTerms {
  keyword: string;
  regionCode?: RegionCode | undefined;
}

/** Content hits per page of the "more results" list. */
export const SEARCH_PAGE_SIZE = 20;

/** Hierarchical keys of the search resource; invalidate by prefix (`searchKeys.all`). */
export const searchKeys = {
  all: ['search'] as const,
  pois: ({ keyword, regionCode }: SearchTerms) =>
    [...searchKeys.all, 'poi', keyword, regionCode ?? ''] as const,
  infos: ({ keyword, regionCode }: SearchTerms) =>
    [...searchKeys.all, 'info', keyword, regionCode ?? '', SEARCH_PAGE_SIZE] as const,
};

/** The page after `last`, or undefined when every hit has been loaded. */
export const nextInfoPage = (last: SearchInfoResult): number | undefined =>
  last.pageNum * last.pageSize < last.total && last.list.length > 0 ? last.pageNum + 1 : undefined;

/** `queryOptions` factories of the search resource. A blank keyword never calls the gateway. */
export const searchQueries = {
  pois: (terms: SearchTerms) =>
    queryOptions({
      queryKey: searchKeys.pois(terms),
      queryFn: ({ signal }) => searchPoi(terms, { signal }),
      enabled: terms.keyword !== '',
    }),
  /** Content hits, page by page ("show more results"). */
  infos: (terms: SearchTerms) =>
    infiniteQueryOptions({
      queryKey: searchKeys.infos(terms),
      queryFn: ({ signal, pageParam }) =>
        searchInfo({ ...terms, pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextInfoPage,
      enabled: terms.keyword !== '',
    }),
};
