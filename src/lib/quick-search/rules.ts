import {
  HOME_DEFAULT_REGION,
  isDiningPoiCode,
  POI_TYPE,
  POI_TYPES,
  type Language,
  type PoiType,
  type RegionCode,
} from '../contract/constants.ts';
import { isIsoDate, MAX_RANGE_DAYS, rangeProblem, type IsoDate } from '../format/dates.ts';
import { localizePath } from '../i18n/paths.ts';

/**
 * The quick-search panel of the home page (SPEC §2, §4, §5): region, category, location and
 * dates, then a link to the purchase page. Pure rules, no DOM.
 */

/** Categories are POI types: 1 park tickets, 2 performance, 3 hotel, 4 dining. */
export type Category = PoiType;
export const CATEGORIES: readonly Category[] = POI_TYPES;
export const HOTEL: Category = POI_TYPE.hotel;
export const PERFORMANCE: Category = POI_TYPE.show;
export const DINING: Category = POI_TYPE.dining;

/** A place to book: the POI's id (sent as poiId) and code (the dining page's path). */
export interface Location {
  poiId: string;
  poiCode: string;
}

export interface Dates {
  start: IsoDate;
  /** Check-out for a hotel; absent for one-day categories. */
  end?: IsoDate | undefined;
}

export interface QuickSearchState {
  region: RegionCode | null;
  category: Category | null;
  location: Location | null;
  dates: Dates | null;
}

export const initialState = (
  region: RegionCode | null = HOME_DEFAULT_REGION,
): QuickSearchState => ({
  region,
  category: null,
  location: null,
  dates: null,
});

export type QuickSearchAction =
  | { type: 'region'; region: RegionCode }
  | { type: 'category'; category: Category }
  | { type: 'location'; location: Location | null }
  | { type: 'dates'; dates: Dates | null };

/** QY has no performances (SPEC §5): the pair can never be chosen together. */
export const isAvailable = (region: RegionCode | null, category: Category | null): boolean =>
  !(region === 'QY' && category === PERFORMANCE);

/** A region is disabled when the chosen category does not exist there. */
export const regionDisabled = (region: RegionCode, state: QuickSearchState): boolean =>
  !isAvailable(region, state.category);

/** A category is disabled when it does not exist in the chosen region. */
export const categoryDisabled = (category: Category, state: QuickSearchState): boolean =>
  !isAvailable(state.region, category);

/** How many dates a category needs: a hotel stay has check-in and check-out (SPEC §5). */
export const datesNeeded = (category: Category): 1 | 2 => (category === HOTEL ? 2 : 1);

/**
 * The state machine of SPEC §4: choosing a region clears category and location; choosing a
 * category clears the location. Dates depend on the category (one date or a stay), so a new
 * category clears them too. Impossible choices (QY with performance) leave the state unchanged;
 * choosing the current value again changes nothing.
 */
export function quickSearchReducer(
  state: QuickSearchState,
  action: QuickSearchAction,
): QuickSearchState {
  switch (action.type) {
    case 'region':
      if (action.region === state.region || regionDisabled(action.region, state)) return state;
      return { region: action.region, category: null, location: null, dates: null };
    case 'category':
      if (action.category === state.category || categoryDisabled(action.category, state)) {
        return state;
      }
      return { ...state, category: action.category, location: null, dates: null };
    case 'location':
      return state.category === null ? state : { ...state, location: action.location };
    case 'dates':
      return state.category === null ? state : { ...state, dates: action.dates };
  }
}

/** Message keys (namespace quickSearch) of the toasts, in the order the rules are checked. */
export type QuickSearchProblem =
  | 'quickSearch.toast.region'
  | 'quickSearch.toast.category'
  | 'quickSearch.toast.categoryFirst'
  | 'quickSearch.toast.location'
  | 'quickSearch.toast.dates'
  | 'quickSearch.toast.checkOut'
  | 'quickSearch.toast.rangeTooLong'
  | 'quickSearch.toast.pastDate';

/** Whether the date picker may open: only once a category is chosen (SPEC §4). */
export const canPickDates = (state: QuickSearchState): QuickSearchProblem | null =>
  state.category === null ? 'quickSearch.toast.categoryFirst' : null;

/** Checks chosen dates against the category: one date, or a stay of 1 to 14 nights. */
export function datesProblem(
  category: Category,
  dates: Dates | null,
  today: IsoDate,
): QuickSearchProblem | null {
  if (dates === null || !isIsoDate(dates.start)) return 'quickSearch.toast.dates';
  if (dates.start < today) return 'quickSearch.toast.pastDate';
  if (datesNeeded(category) === 1) return null;
  if (dates.end === undefined) return 'quickSearch.toast.checkOut';
  switch (rangeProblem(dates.start, dates.end, today, MAX_RANGE_DAYS)) {
    case null:
      return null;
    case 'tooLong':
      return 'quickSearch.toast.rangeTooLong';
    case 'beforeMin':
      return 'quickSearch.toast.pastDate';
    case 'invalid':
    case 'order':
      return 'quickSearch.toast.checkOut';
  }
}

/**
 * The first failing rule, as the key of its toast (SPEC §5: region, category, location, dates),
 * or null when the search can go.
 */
export function validateQuickSearch(
  state: QuickSearchState,
  today: IsoDate,
): QuickSearchProblem | null {
  if (state.region === null) return 'quickSearch.toast.region';
  if (state.category === null) return 'quickSearch.toast.category';
  if (state.location === null) return 'quickSearch.toast.location';
  return datesProblem(state.category, state.dates, today);
}

/** A valid search: every field chosen. */
export interface CompleteSearch {
  region: RegionCode;
  category: Category;
  location: Location;
  dates: Dates;
}

export const isComplete = (state: QuickSearchState, today: IsoDate): state is CompleteSearch =>
  validateQuickSearch(state, today) === null;

/** The purchase page of a category, without language prefix (SPEC §2). */
export function targetPath(region: RegionCode, category: Category, poiCode: string): string {
  if (category === HOTEL) return `/${region}/buy-hotel`;
  if (category === DINING) return `/${region}/buy-food/${encodeURIComponent(poiCode)}`;
  return `/${region}/buy-tickets`;
}

/**
 * Where the button leads: the purchase page in the page's language with poiType, poiId,
 * startDate and endDate (YYYY-MM-DD; a one-day visit ends the day it starts).
 */
export function targetUrl(search: CompleteSearch, locale: Language): string {
  const { region, category, location, dates } = search;
  const query = new URLSearchParams({
    poiType: String(category),
    poiId: location.poiId,
    startDate: dates.start,
    endDate: datesNeeded(category) === 2 && dates.end !== undefined ? dates.end : dates.start,
  });
  return localizePath(locale, `${targetPath(region, category, location.poiCode)}?${query}`);
}

/** The places offered for a category: dining only the fixed list of dining POIs (SPEC §3). */
export const offeredLocations = <T extends { poiCode: string }>(
  category: Category,
  pois: readonly T[],
): T[] => (category === DINING ? pois.filter((p) => isDiningPoiCode(p.poiCode)) : [...pois]);
