import { useId } from 'react';
import type { Poi } from '../../lib/contract/cms.ts';
import type { Language } from '../../lib/contract/common.ts';
import { placeHitLink } from '../../lib/search/links.ts';
import type { Translate } from './messages.ts';

interface PlaceResultsProps {
  places: readonly Poi[];
  poiPaths: Readonly<Record<string, string>>;
  locale: Language;
  t: Translate;
}

/** Places that match: each leads to its POI page, or to its booking page for dining. */
export function PlaceResults({ places, poiPaths, locale, t }: PlaceResultsProps) {
  const id = useId();
  return (
    <section className="search-group" aria-labelledby={id}>
      <h2 id={id}>
        {t('search.places.title')} <span className="search-count">({places.length})</span>
      </h2>
      <ul className="search-list">
        {places.map((poi) => {
          const href = placeHitLink(poi, poiPaths, locale);
          return (
            <li key={poi.poiCode} className={href ? 'search-hit linked' : 'search-hit'}>
              <h3>{href ? <a href={href}>{poi.poiName}</a> : poi.poiName}</h3>
              <p className="search-kind">{t(`search.poiType.${poi.poiType}`)}</p>
              {poi.poiSummary !== '' && <p className="search-summary">{poi.poiSummary}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
