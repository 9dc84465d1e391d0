import { useStore } from '@nanostores/react';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, type MouseEvent } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import { ORDER_TABS, type OrderSummary } from '../../lib/contract/order.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { orderQueries } from '../../lib/orders/queries.ts';
import {
  $orderListState,
  listQuery,
  listStateFrom,
  ORDER_LIST_PAGE_SIZE,
  pageCount,
  type OrderListState,
} from '../../lib/orders/tab-state.ts';
import { StatusBadge, useHydrated, type OrdersMessages, type Translate } from './shared.tsx';

export interface OrderListProps {
  locale: Language;
  messages: OrdersMessages;
  detailPath: string;
  /** Where an empty list sends the shopper to book. */
  browsePath: string;
}

/**
 * The order list (SPEC §2 user/order, §4 order list tabs): tabs kept in the query string and in
 * sessionStorage (the list keeps its state when revisited), pages, each order with its number,
 * title, visit date, total and status, linking to its detail.
 */
export default function OrderListIsland(props: OrderListProps) {
  const { locale, messages } = props;
  const t = createTranslator(locale, messages);
  // the tab and page of the address (or of this tab's last visit) before the first full render
  const hydrated = useHydrated(locale, () => {
    const next = listStateFrom(window.location.search, $orderListState.get());
    $orderListState.set(next);
    window.history.replaceState(window.history.state, '', listQuery(next));
  });
  const state = useStore($orderListState);

  useEffect(() => {
    const onPop = () =>
      $orderListState.set(listStateFrom(window.location.search, $orderListState.get()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: OrderListState) => {
    $orderListState.set(next);
    window.history.pushState(window.history.state, '', listQuery(next));
  };

  if (!hydrated) return <p className="od-note">{t('orders.loading')}</p>;
  return <OrderList props={props} t={t} state={state} go={go} />;
}

function OrderList({
  props,
  t,
  state,
  go,
}: {
  props: OrderListProps;
  t: Translate;
  state: OrderListState;
  go: (next: OrderListState) => void;
}) {
  const id = useId();
  const list = useQuery(
    {
      ...orderQueries.list(props.locale, state.tab, state.page),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const pages = list.data ? pageCount(list.data.total, ORDER_LIST_PAGE_SIZE) : 1;

  // A kept page beyond the end (orders deleted since): back to the last page.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && state.page > pages) go({ ...state, page: pages });
  }, [list.data, list.isPlaceholderData, state, pages, go]);

  const pick = (event: MouseEvent<HTMLAnchorElement>, next: OrderListState) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(next);
  };

  return (
    <div className="od">
      <nav aria-label={t('orders.list.tabs')}>
        <ul className="od-tabs">
          {ORDER_TABS.map((tab) => {
            const next = { tab, page: 1 };
            return (
              <li key={tab}>
                <a
                  href={listQuery(next)}
                  aria-current={tab === state.tab ? 'page' : undefined}
                  onClick={(e) => pick(e, next)}
                >
                  {t(`orders.tab.${tab}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby={`${id}-heading`} aria-busy={list.isFetching}>
        <h2 id={`${id}-heading`} className="sr-only">
          {t(`orders.tab.${state.tab}`)}
        </h2>
        {list.isPending ? (
          <p className="od-note">{t('orders.loading')}</p>
        ) : list.isError ? (
          <div role="alert">
            <p className="od-error">{t('orders.list.error')}</p>
            <button
              type="button"
              className="od-button od-secondary"
              onClick={() => void list.refetch()}
            >
              {t('orders.retry')}
            </button>
          </div>
        ) : list.data.records.length === 0 ? (
          <div className="od-card">
            <p>{t('orders.list.empty')}</p>
            <a className="od-button od-secondary" href={props.browsePath}>
              {t('orders.list.browse')}
            </a>
          </div>
        ) : (
          <>
            <p className="od-note" role="status">
              {t('orders.list.count', { count: list.data.total })}
            </p>
            <ul className="od-list">
              {list.data.records.map((order) => (
                <OrderRow key={order.orderId} order={order} props={props} t={t} />
              ))}
            </ul>
            {pages > 1 && (
              <nav className="od-pages" aria-label={t('orders.list.pages')}>
                <button
                  type="button"
                  className="od-button od-secondary"
                  disabled={state.page <= 1}
                  onClick={() => go({ ...state, page: state.page - 1 })}
                >
                  {t('orders.list.prev')}
                </button>
                <span>{t('orders.list.page', { page: state.page, pages })}</span>
                <button
                  type="button"
                  className="od-button od-secondary"
                  disabled={state.page >= pages}
                  onClick={() => go({ ...state, page: state.page + 1 })}
                >
                  {t('orders.list.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function OrderRow({
  order,
  props,
  t,
}: {
  order: OrderSummary;
  props: OrderListProps;
  t: Translate;
}) {
  const { locale } = props;
  return (
    <li className="od-card" data-order-no={order.orderNo}>
      <p className="od-row">
        <span>{t('orders.list.orderNo', { orderNo: order.orderNo })}</span>
        <StatusBadge status={order.status} t={t} short />
      </p>
      <p className="od-name">
        {order.title}
        {order.lineCount > 1
          ? ` ${t('orders.list.moreItems', { count: order.lineCount - 1 })}`
          : ''}
      </p>
      <dl className="od-facts">
        <dt>{t('orders.list.visitDate')}</dt>
        <dd>{formatDate(order.visitDate, locale)}</dd>
        <dt>{t('orders.list.total')}</dt>
        <dd>{formatHkd(order.totalCents, locale)}</dd>
      </dl>
      <a
        className="od-button od-secondary"
        href={`${props.detailPath}?orderId=${encodeURIComponent(order.orderId)}`}
      >
        {t('orders.list.view', { orderNo: order.orderNo })}
      </a>
    </li>
  );
}
