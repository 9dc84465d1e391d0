import { queryOptions } from '@tanstack/react-query';
import { listPoi } from '../api/endpoints/cms.ts';
import type { Poi } from '../contract/cms.ts';
import type { RegionCode } from '../contract/common.ts';
import { offeredLocations, type Category } from './rules.ts';

/** Hierarchical keys of the quick search's places; invalidate by prefix (`quickSearchKeys.all`). */
export const quickSearchKeys = {
  all: ['quick-search'] as const,
  locations: (region: RegionCode, category: Category) =>
    [...quickSearchKeys.all, 'locations', region, category] as const,
};

/** `queryOptions` factories of the quick search. */
export const quickSearchQueries = {
  /** The places of a region and category (listPoi); dining only the dining POIs (SPEC §3). */
  locations: (region: RegionCode, category: Category) =>
    queryOptions({
      queryKey: quickSearchKeys.locations(region, category),
      queryFn: async ({ signal }): Promise<Poi[]> =>
        offeredLocations(
          category,
          await listPoi({ regionCode: region, poiType: category }, { signal }),
        ),
    }),
};
