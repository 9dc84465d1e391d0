import { CMS_ROUTES, PRODUCT_ROUTES } from '../contract/routes.ts';
import { api, type ApiClient } from '../api/client.ts';
import type { Poi } from '../contract/cms.ts';
import type { PoiType, RegionCode } from '../contract/common.ts';
import {
  searchInfoResultSchema,
  searchPoiResultSchema,
  type SearchInfoResult,
} from '../contract/search.ts';

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** The client to use; the shared `api` by default. */
  client?: ApiClient;
}

// Type aliases, not interfaces: they are passed as query parameter records.
export type SearchPoiParams = {
  /** 1 to 50 characters once trimmed. */
  keyword: string;
  /** One resort area; all areas when absent. */
  regionCode?: RegionCode | undefined;
  poiType?: PoiType | undefined;
};

export type SearchInfoParams = {
  keyword: string;
  /** One resort area (home content matches only without it); all when absent. */
  regionCode?: RegionCode | undefined;
  /** From 1. */
  pageNum?: number | undefined;
  /** 1 to 50; the gateway's default is 20. */
  pageSize?: number | undefined;
};

/** Places (parks, shows, hotels, restaurants) whose name or summary match the keyword. */
export function searchPoi(
  params: SearchPoiParams,
  { signal, client = api }: CallOptions = {},
): Promise<Poi[]> {
  return client.request(PRODUCT_ROUTES.paths.searchPoi, {
    params,
    schema: searchPoiResultSchema,
    ...(signal ? { signal } : {}),
  });
}

/** One page of the content items whose title, summary or tags match the keyword. */
export function searchInfo(
  params: SearchInfoParams,
  { signal, client = api }: CallOptions = {},
): Promise<SearchInfoResult> {
  return client.request(CMS_ROUTES.paths.searchInfo, {
    params,
    schema: searchInfoResultSchema,
    ...(signal ? { signal } : {}),
  });
}
