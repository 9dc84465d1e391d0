import { CMS_ROUTES } from '../../contract/routes.ts';
import type { PoiType, RegionCode } from '../../contract/common.ts';
import {
  catalogListSchema,
  infoListSchema,
  poiListSchema,
  poiSchema,
  type CatalogNode,
  type InfoItem,
  type ListCatalogQuery,
  type Poi,
} from '../../contract/cms.ts';
import { translate } from '../../session/messages.ts';
import { cacheCatalog, catalogCacheKey } from '../../session/site.ts';
import { api, type ApiClient } from '../client.ts';
import { ApiError, CLIENT_ERROR_CODES, isApiError } from '../errors.ts';

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** The client to use; the shared `api` by default. */
  client?: ApiClient;
}

// Type aliases, not interfaces: they are passed as query parameter records.
export type ListInfoParams = {
  catalogIds: readonly string[];
  poiCode?: string | undefined;
  regionCode?: RegionCode | undefined;
  /** Only items changed since this instant (epoch ms). */
  updatedSince?: number | undefined;
};

export type ListPoiParams = {
  regionCode?: RegionCode | undefined;
  poiType?: PoiType | undefined;
  updatedSince?: number | undefined;
};

/**
 * The catalogue root of a page kind and poiCode: the first item of the list, or null when none
 * exists. Rejects with the translated "directory data fetch failed" (SPEC §8) on any failure. A
 * loaded root is also kept in `$catalogCache`.
 */
export async function listCatalog(
  query: ListCatalogQuery,
  { signal, client = api }: CallOptions = {},
): Promise<CatalogNode | null> {
  let list: CatalogNode[];
  try {
    list = await client.request(`${CMS_ROUTES.paths.listCatalog}`, {
      params: query,
      schema: catalogListSchema,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted === true) throw error;
    throw new ApiError({
      status: isApiError(error) ? error.status : 0,
      code: CLIENT_ERROR_CODES.catalogLoadFailed,
      msg: translate('api.catalogLoadFailed'),
      cause: error,
    });
  }
  const root = list[0] ?? null;
  if (root !== null) cacheCatalog(catalogCacheKey(query.catalogType, query.poiCode), root);
  return root;
}

/** The content items of some catalogue nodes. */
export function listInfo(
  query: ListInfoParams,
  { signal, client = api }: CallOptions = {},
): Promise<InfoItem[]> {
  return client.request(`${CMS_ROUTES.paths.listInfo}`, {
    params: query,
    schema: infoListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The points of interest, optionally of one region or type. */
export function listPoi(
  query: ListPoiParams = {},
  { signal, client = api }: CallOptions = {},
): Promise<Poi[]> {
  return client.request(`${CMS_ROUTES.paths.listPoi}`, {
    params: query,
    schema: poiListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The place detail by poiCode; its poiName titles content pages (SPEC §7). */
export function loadPoi(poiCode: string, { signal, client = api }: CallOptions = {}): Promise<Poi> {
  return client.request(`${CMS_ROUTES.paths.load}`, {
    params: { poiCode },
    schema: poiSchema,
    ...(signal ? { signal } : {}),
  });
}
