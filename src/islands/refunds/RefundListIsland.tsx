import { useStore } from '@nanostores/react';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { pageCount, pageFromSearch } from '../../lib/refunds/list.ts';
import { refundQueries } from '../../lib/refunds/queries.ts';
import { formatInstant, isFailedRefundStatus } from '../../lib/refunds/status.ts';
import { $session } from '../../lib/session/login.ts';
import { useHydrated, type RefundMessages } from './messages.ts';
import './refunds.css';

export interface RefundListProps {
  locale: Language;
  messages: RefundMessages;
  /** The after-sales detail page in the page's language. */
  detailPath: string;
}

/**
 * user/service (SPEC §2 after-sales): the refund records, newest first, a page at a time, each
 * with its status, amount, order code and a link to its details. The page number is kept in the
 * query string.
 */
export default function RefundListIsland(props: RefundListProps) {
  const { locale } = props;
  const t = createTranslator(locale, props.messages);
  const id = useId();
  const hydrated = useHydrated(locale);
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => setPageNo(pageFromSearch(window.location.search)), []);
  const session = useStore($session);
  const list = useQuery(
    {
      ...refundQueries.list(pageNo),
      enabled: hydrated && session !== null,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

  const go = (next: number) => {
    setPageNo(next);
    const url = new URL(window.location.href);
    url.searchParams.set('pageNo', String(next));
    window.history.replaceState(window.history.state, '', url);
  };

  if (!hydrated || (!list.data && !list.error)) {
    return (
      <p className="rf-note" role="status">
        {t('refund.loading')}
      </p>
    );
  }
  if (!list.data) {
    return (
      <div className="rf-card" role="alert">
        <p>{t('refund.loadFailed')}</p>
        <button
          type="button"
          className="rf-button rf-secondary"
          onClick={() => void list.refetch()}
        >
          {t('refund.retry')}
        </button>
      </div>
    );
  }
  const { records, total, pageSize } = list.data;
  const pages = pageCount(total, pageSize);
  if (records.length === 0 && pageNo === 1) {
    return <p className="rf-card">{t('refund.list.empty')}</p>;
  }
  return (
    <div className="rf" aria-busy={list.isFetching}>
      <ul className="rf-list" aria-label={t('refund.list.label')}>
        {records.map((r) => (
          <li key={r.refundId}>
            <a href={`${props.detailPath}?refundId=${encodeURIComponent(r.refundId)}`}>
              <span className="rf-row">
                <strong>{r.refundNo}</strong>
                <span
                  className="rf-status"
                  data-status={r.status}
                  data-failed={isFailedRefundStatus(r.status) ? '' : undefined}
                >
                  {t(`refund.status.${r.status}`)}
                </span>
              </span>
              <span className="rf-row">
                <span>
                  {t('refund.list.order', { orderNo: r.orderNo })}
                  {r.changeNo !== null && (
                    <span className="rf-note">
                      {' '}
                      · {t('refund.list.change', { changeNo: r.changeNo })}
                    </span>
                  )}
                </span>
                <strong>{formatHkd(r.actualRefundCents ?? r.refundCents, locale)}</strong>
              </span>
              <span className="rf-note">{formatInstant(r.appliedAt, locale)}</span>
            </a>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="rf-pager" aria-labelledby={`${id}-page`}>
          <button
            type="button"
            className="rf-button rf-secondary"
            disabled={pageNo <= 1}
            onClick={() => go(pageNo - 1)}
          >
            {t('refund.list.previous')}
          </button>
          <span id={`${id}-page`}>{t('refund.list.page', { page: pageNo, pages })}</span>
          <button
            type="button"
            className="rf-button rf-secondary"
            disabled={pageNo >= pages}
            onClick={() => go(pageNo + 1)}
          >
            {t('refund.list.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
