import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { useEffect, useRef, useState } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import type { Language, RegionCode } from '../../lib/contract/common.ts';
import { searchQueries } from '../../lib/search/queries.ts';
import {
  KEYWORD_MAX_LENGTH,
  readSearchState,
  writeSearchState,
  type RegionFilter,
  type SearchState,
} from '../../lib/search/url.ts';
import { ContentResults } from './ContentResults.tsx';
import type { SearchMessages } from './messages.ts';
import { PlaceResults } from './PlaceResults.tsx';
import { SearchForm } from './SearchForm.tsx';
import { useHydrated } from '../useHydrated.ts';
import './search.css';

export interface SearchIslandProps {
  /** The page's language: results come in it and links stay in it. */
  locale: Language;
  /** The region filter's default: the page's region, '' (all) on the home address. */
  defaultRegion: RegionFilter;
  /** The regions offered by the filter, with their translated names. */
  regions: readonly { code: RegionCode; name: string }[];
  /** POI page paths by poiCode (known at build time); places lead there. */
  poiPaths: Readonly<Record<string, string>>;
  messages: SearchMessages;
}

/**
 * The search page (SPEC §2): places and content through the gateway, in two groups. The keyword
 * and region live in the query string (`?keyword=`, `?regionCode=`), so a search can be shared,
 * survives a reload and follows the back button.
 */
export default function SearchIsland({
  locale,
  defaultRegion,
  regions,
  poiPaths,
  messages,
}: SearchIslandProps) {
  const t = createTranslator(locale, messages);
  const [search, setSearch] = useState<SearchState>({ keyword: '', region: defaultRegion });
  const [keyword, setKeyword] = useState('');
  const [region, setRegion] = useState<RegionFilter>(defaultRegion);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Calls carry the page's language (Accept-Language), whatever was stored before; the form
  // renders before hydration, so the flag itself is not needed.
  useHydrated(locale);

  useEffect(() => {
    const sync = (first: boolean) => {
      const state = readSearchState(window.location.search, defaultRegion);
      setSearch(state);
      // what a visitor typed before the island ran (a slow phone) is kept, unless the address
      // names a keyword of its own
      const typed = first ? (inputRef.current?.value ?? '') : '';
      setKeyword(state.keyword === '' && typed !== '' ? typed : state.keyword);
      setRegion(state.region);
      setInvalid(false);
    };
    sync(true);
    const onPop = () => sync(false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [locale, defaultRegion]);

  const terms = { keyword: search.keyword, regionCode: search.region || undefined };
  const places = useQuery(searchQueries.pois(terms), queryClient);
  const content = useInfiniteQuery(searchQueries.infos(terms), queryClient);

  const submit = () => {
    const next: SearchState = { keyword: keyword.trim().slice(0, KEYWORD_MAX_LENGTH), region };
    if (next.keyword === '') {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setKeyword(next.keyword);
    if (next.keyword === search.keyword && next.region === search.region) return;
    setSearch(next);
    const { pathname, search: query, hash } = window.location;
    window.history.pushState(
      null,
      '',
      `${pathname}${writeSearchState(query, next, defaultRegion)}${hash}`,
    );
  };

  const active = search.keyword !== '';
  // A query is busy while it has no answer yet, or while "try again" runs after an error.
  const busy = (q: { isPending: boolean; isError: boolean; isFetching: boolean }) =>
    q.isPending || (q.isError && q.isFetching);
  const settledError = (q: { isError: boolean; isFetching: boolean }) => q.isError && !q.isFetching;
  const failed = active && (settledError(places) || settledError(content));
  const loading = active && !failed && (busy(places) || busy(content));
  const placeList = places.data ?? [];
  const hits = content.data?.pages.flatMap((page) => page.list) ?? [];
  const hitTotal = content.data?.pages[0]?.total ?? 0;
  const done = active && !failed && !loading;
  const count = placeList.length + hitTotal;

  const retry = () => {
    if (places.isError) void places.refetch();
    if (content.isError) void content.refetch();
  };

  return (
    <div className="search">
      <SearchForm
        keyword={keyword}
        region={region}
        regions={regions}
        invalid={invalid}
        inputRef={inputRef}
        onKeyword={setKeyword}
        onRegion={setRegion}
        onSubmit={submit}
        t={t}
      />
      <div className="search-status" role="status">
        {loading && <p>{t('search.loading')}</p>}
        {done && count > 0 && <p>{t('search.summary', { keyword: search.keyword, count })}</p>}
        {done && count === 0 && (
          <div className="search-empty">
            <h2>{t('search.empty.title')}</h2>
            <p>{t('search.empty.text', { keyword: search.keyword })}</p>
          </div>
        )}
      </div>
      <div className="search-alert" role="alert">
        {failed && (
          <div className="search-failed">
            <p>{t('search.failed')}</p>
            <button type="button" onClick={retry}>
              {t('search.retry')}
            </button>
          </div>
        )}
      </div>
      {placeList.length > 0 && (
        <PlaceResults places={placeList} poiPaths={poiPaths} locale={locale} t={t} />
      )}
      {hits.length > 0 && (
        <ContentResults
          hits={hits}
          total={hitTotal}
          locale={locale}
          t={t}
          onMore={content.hasNextPage ? () => void content.fetchNextPage() : undefined}
          loadingMore={content.isFetchingNextPage}
        />
      )}
    </div>
  );
}
