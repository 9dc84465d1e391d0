import { REGION_CODES, type RegionCode } from '../contract/common.ts';

/** A region filter value: one region, or '' for every region. */
export type RegionFilter = RegionCode | '';

/** What the search page keeps in its query string, so that results can be shared and reloaded. */
export interface SearchState {
  keyword: string;
  region: RegionFilter;
}

export const KEYWORD_PARAM = 'keyword';
export const REGION_PARAM = 'regionCode';
/** Longest keyword the gateway accepts (contract keywordSchema). */
export const KEYWORD_MAX_LENGTH = 50;

const toRegion = (value: string): RegionFilter | undefined =>
  value === '' ? '' : REGION_CODES.find((code) => code === value);

/**
 * The search of a query string: `?keyword=` (trimmed, at most 50 characters) and `?regionCode=`
 * (a region, empty for all regions, the page's default when absent or unknown).
 */
export function readSearchState(search: string, defaultRegion: RegionFilter): SearchState {
  const params = new URLSearchParams(search);
  const keyword = (params.get(KEYWORD_PARAM) ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
  const raw = params.get(REGION_PARAM);
  const region = raw === null ? defaultRegion : (toRegion(raw) ?? defaultRegion);
  return { keyword, region };
}

/**
 * The query string of a search, keeping the other parameters of `search`. The region is
 * written only when it differs from the page's default.
 */
export function writeSearchState(
  search: string,
  state: SearchState,
  defaultRegion: RegionFilter,
): string {
  const params = new URLSearchParams(search);
  params.set(KEYWORD_PARAM, state.keyword);
  if (state.region === defaultRegion) params.delete(REGION_PARAM);
  else params.set(REGION_PARAM, state.region);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
