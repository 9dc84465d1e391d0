import { useId } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import type { InfoHit } from '../../lib/contract/search.ts';
import { contentHitLink } from '../../lib/search/links.ts';
import type { Translate } from './messages.ts';

interface ContentResultsProps {
  hits: readonly InfoHit[];
  total: number;
  locale: Language;
  t: Translate;
  /** Loads the next page of hits; undefined when every hit is shown. */
  onMore: (() => void) | undefined;
  loadingMore: boolean;
}

const tagsOf = (infoTag: string): string[] =>
  infoTag
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** Content items that match: internal ones open their page, http(s) links a new window. */
export function ContentResults({
  hits,
  total,
  locale,
  t,
  onMore,
  loadingMore,
}: ContentResultsProps) {
  const id = useId();
  return (
    <section className="search-group" aria-labelledby={id}>
      <h2 id={id}>
        {t('search.content.title')} <span className="search-count">({total})</span>
      </h2>
      <ul className="search-list">
        {hits.map((hit) => {
          const link = contentHitLink(hit, locale);
          const tags = tagsOf(hit.infoTag);
          return (
            <li key={hit.id} className={link ? 'search-hit linked' : 'search-hit'}>
              <h3>
                {link ? (
                  <a
                    href={link.href}
                    {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {hit.infoTitle}
                    {link.external && <span className="sr-only">{t('search.newWindow')}</span>}
                  </a>
                ) : (
                  hit.infoTitle
                )}
              </h3>
              {hit.infoSummary !== '' && <p className="search-summary">{hit.infoSummary}</p>}
              {tags.length > 0 && (
                <ul className="search-tags" aria-label={t('search.tags')}>
                  {tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {onMore && (
        <button type="button" className="search-more" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? t('search.loading') : t('search.more')}
        </button>
      )}
    </section>
  );
}
