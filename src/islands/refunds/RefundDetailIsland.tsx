import { useStore } from '@nanostores/react';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { Refund } from '../../lib/contract/order.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { refundQueries } from '../../lib/refunds/queries.ts';
import { formatInstant, isFailedRefundStatus, refundProgress } from '../../lib/refunds/status.ts';
import { $session } from '../../lib/session/login.ts';
import { searchParam, useHydrated, type RefundMessages, type Translate } from './messages.ts';
import './refunds.css';

export interface RefundDetailProps {
  locale: Language;
  messages: RefundMessages;
  /** Pages in the page's language. */
  listPath: string;
  orderPath: string;
}

/**
 * user/order/refund/detail and user/service/service-detail (SPEC §2, §3 Refund, §4): every field
 * of the refund, its status and progress, the arrival estimate; read again every 5 s until final,
 * and on demand. "Refund detail empty" when the gateway has none (SPEC §8).
 */
export default function RefundDetailIsland(props: RefundDetailProps) {
  const t = createTranslator(props.locale, props.messages);
  const hydrated = useHydrated(props.locale);
  const [refundId, setRefundId] = useState('');
  useEffect(() => setRefundId(searchParam('refundId')), []);
  const session = useStore($session);
  const valid = /^\d{1,20}$/.test(refundId);
  const detail = useQuery(
    { ...refundQueries.detail(refundId), enabled: hydrated && valid && session !== null },
    queryClient,
  );

  if (!hydrated) return <p className="rf-note">{t('refund.loading')}</p>;
  if (!valid) {
    return (
      <div className="rf-card">
        <p>{t('refund.missingRefund')}</p>
        <a href={props.listPath}>{t('refund.backToList')}</a>
      </div>
    );
  }
  if (detail.error) {
    const empty = isApiError(detail.error) && detail.error.status === 404;
    return (
      <div className="rf-card" role="alert">
        <p>{empty ? t('refund.detailEmpty') : t('refund.loadFailed')}</p>
        <div className="rf-actions">
          {!empty && (
            <button
              type="button"
              className="rf-button rf-secondary"
              onClick={() => void detail.refetch()}
            >
              {t('refund.retry')}
            </button>
          )}
          <a href={props.listPath}>{t('refund.backToList')}</a>
        </div>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <p className="rf-note" role="status">
        {t('refund.loading')}
      </p>
    );
  }
  return (
    <RefundView
      refund={detail.data}
      props={props}
      t={t}
      fetching={detail.isFetching}
      updatedAt={detail.dataUpdatedAt}
      refresh={() => void detail.refetch()}
    />
  );
}

function RefundView({
  refund,
  props,
  t,
  fetching,
  updatedAt,
  refresh,
}: {
  refund: Refund;
  props: RefundDetailProps;
  t: Translate;
  fetching: boolean;
  updatedAt: number;
  refresh: () => void;
}) {
  const { locale } = props;
  const id = useId();
  const money = (cents: number) => formatHkd(cents, locale);
  // a date change's refund pays back a price difference less the change fee
  const change = refund.changeNo !== null;
  const reason = change
    ? t('refund.kind.dateChange')
    : refund.reason === 'other' && refund.reasonText !== ''
      ? `${t('refund.reason.other')}: ${refund.reasonText}`
      : t(`refund.reason.${refund.reason}`);
  return (
    <div className="rf">
      <section className="rf-card" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`}>
          <span
            className="rf-status"
            data-status={refund.status}
            data-failed={isFailedRefundStatus(refund.status) ? '' : undefined}
          >
            {t(`refund.status.${refund.status}`)}
          </span>
        </h2>
        <dl className="rf-facts">
          <dt>{t('refund.field.refundNo')}</dt>
          <dd>{refund.refundNo}</dd>
          <dt>{t('refund.field.orderNo')}</dt>
          <dd>
            <a href={`${props.orderPath}?orderId=${encodeURIComponent(refund.orderId)}`}>
              {refund.orderNo}
            </a>
          </dd>
          <dt>{t('refund.field.appliedAt')}</dt>
          <dd>{formatInstant(refund.appliedAt, locale)}</dd>
          <dt>{t('refund.field.reason')}</dt>
          <dd>{reason}</dd>
          {refund.changeNo !== null && (
            <>
              <dt>{t('refund.field.change')}</dt>
              <dd>{refund.changeNo}</dd>
            </>
          )}
          <dt>{t('refund.field.tickets')}</dt>
          <dd>{refund.ticketQuantity}</dd>
          <dt>{change ? t('refund.field.difference') : t('refund.field.subtotal')}</dt>
          <dd>{money(refund.subtotalCents)}</dd>
          <dt>{change ? t('refund.field.changeFee') : t('refund.field.fee')}</dt>
          <dd>{money(refund.feeCents)}</dd>
          <dt>{t('refund.field.refund')}</dt>
          <dd>{money(refund.refundCents)}</dd>
          <dt>{t('refund.field.actual')}</dt>
          <dd data-testid="refund-actual">
            {refund.actualRefundCents === null
              ? t('refund.field.pending')
              : money(refund.actualRefundCents)}
          </dd>
          <dt>{t('refund.field.status')}</dt>
          <dd>{t(`refund.status.${refund.status}`)}</dd>
          <dt>{t('refund.arrival.label')}</dt>
          <dd>{t('refund.arrival.value', { days: refund.arrival })}</dd>
        </dl>
      </section>

      <section className="rf-card" aria-labelledby={`${id}-progress`}>
        <h2 id={`${id}-progress`}>{t('refund.progress.title')}</h2>
        <ol className="rf-progress">
          {refundProgress(refund.status).map((step) => (
            <li
              key={step.status}
              data-state={step.state}
              aria-current={
                step.state === 'current' || step.state === 'failed' ? 'step' : undefined
              }
            >
              <span>{t(`refund.status.${step.status}`)}</span>
              <span className="sr-only"> ({t(`refund.progress.${step.state}`)})</span>
            </li>
          ))}
        </ol>
      </section>

      <div className="rf-actions">
        <button
          type="button"
          className="rf-button rf-secondary"
          onClick={refresh}
          disabled={fetching}
        >
          {fetching ? t('refund.refreshing') : t('refund.refresh')}
        </button>
        <p className="rf-note">
          {t('refund.updatedAt', { time: formatInstant(updatedAt, locale) })}
        </p>
        <a href={props.listPath}>{t('refund.backToList')}</a>
      </div>
    </div>
  );
}
