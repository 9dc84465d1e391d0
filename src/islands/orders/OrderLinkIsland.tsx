import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import { tokenFromHash, type OrderLinkView } from '../../lib/contract/order-link.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { calendarFileName, orderCalendar } from '../../lib/orders/ics.ts';
import { downloadLinkVoucher, viewOrderLink } from '../../lib/orders/lookup.ts';
import { canAddToCalendar } from '../../lib/orders/status.ts';
import { systemDomain } from '../../lib/session/site.ts';
import { CopyCode } from '../widgets/CopyCode.tsx';
import type { WidgetMessages } from '../widgets/messages.ts';
import {
  FactRow,
  formatDateTime,
  OrderLines,
  saveFile,
  StatusBadge,
  useHydrated,
  type OrdersKey,
  type OrdersMessages,
  type Translate,
} from './shared.tsx';

export interface OrderLinkProps {
  locale: Language;
  messages: OrdersMessages;
  widgetMessages?: WidgetMessages | undefined;
  /** /order-lookup in the page's language: a new link. */
  lookupPath: string;
  /** The login page: managing the order (pay, refund) needs the account. */
  loginPath: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'shown'; token: string; view: OrderLinkView }
  | { kind: 'failed'; reason: 'noLink' | 'invalid' | 'expired' | 'error'; message?: string };

/**
 * /order-lookup/order#<token>: the order a mailed link opens, read-only and without login:
 * status, lines with their redemption codes, guests (masked by the gateway), the voucher PDF
 * and a calendar file. The token stays in the fragment (never sent to the page's server).
 */
export default function OrderLinkIsland(props: OrderLinkProps) {
  const t = createTranslator(props.locale, props.messages);
  const hydrated = useHydrated(props.locale);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const token = tokenFromHash(window.location.hash);
    if (token === null) {
      setState({ kind: 'failed', reason: 'noLink' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    viewOrderLink(token)
      .then((view) => live && setState({ kind: 'shown', token, view }))
      .catch((error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 410) {
          setState({ kind: 'failed', reason: 'expired', message: error.msg });
        } else if (isApiError(error) && (error.status === 404 || error.status === 400)) {
          setState({ kind: 'failed', reason: 'invalid', message: error.msg });
        } else {
          setState({ kind: 'failed', reason: 'error' });
        }
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  if (!hydrated || state.kind === 'loading') {
    return <p className="od-note">{t('orders.loading')}</p>;
  }
  if (state.kind === 'failed') {
    const text =
      state.reason === 'noLink'
        ? t('orders.link.noLink')
        : state.reason === 'error'
          ? t('orders.link.loadFailed')
          : (state.message ?? t('orders.link.noLink'));
    return (
      <div className="od" role="alert">
        <p className="od-error">{text}</p>
        <div className="od-actions">
          {state.reason === 'error' ? (
            <button
              type="button"
              className="od-button od-secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('orders.retry')}
            </button>
          ) : (
            <a className="od-button" href={props.lookupPath}>
              {t('orders.link.newLink')}
            </a>
          )}
        </div>
      </div>
    );
  }
  return <Shown props={props} t={t} token={state.token} view={state.view} />;
}

function Shown({
  props,
  t,
  token,
  view,
}: {
  props: OrderLinkProps;
  t: Translate;
  token: string;
  view: OrderLinkView;
}) {
  const { locale } = props;
  const id = useId();
  const { order } = view;
  const [error, setError] = useState<string | null>(null);
  const downloading = useMutation(
    {
      mutationFn: (linkToken: string) => downloadLinkVoucher(linkToken),
      onSuccess: (blob) => saveFile(blob, `voucher-${order.orderNo}.pdf`),
      onError: (e) =>
        setError(isApiError(e) && e.status === 410 ? e.msg : t('orders.detail.downloadFailed')),
    },
    queryClient,
  );
  const busy = downloading.isPending;
  const dash = t('orders.none');
  const code = (label: string, value: string) => (
    <CopyCode value={value} label={label} locale={locale} messages={props.widgetMessages ?? {}} />
  );

  const download = () => {
    setError(null);
    downloading.mutate(token);
  };

  const addToCalendar = () => {
    const text = orderCalendar(order, {
      now: Date.now(),
      location: (line) => line.productName,
      description: () => t('orders.detail.calendarText', { orderNo: order.orderNo }),
      // No URL: the page's address holds the link's secret, which a calendar must not keep.
      domain: new URL(systemDomain()).host,
    });
    saveFile(
      new Blob([text], { type: 'text/calendar;charset=utf-8' }),
      calendarFileName(order.orderNo),
    );
  };

  return (
    <div className="od">
      <p className="od-note">
        {t('orders.link.validUntil', { time: formatDateTime(view.expiresAt, locale) })}
      </p>
      <section className="od-card" aria-labelledby={`${id}-facts`}>
        <h2 id={`${id}-facts`}>{t('orders.detail.facts')}</h2>
        <dl className="od-facts">
          <dt>{t('orders.detail.status')}</dt>
          <dd>
            <StatusBadge status={order.status} t={t} />
          </dd>
          <dt>{t('orders.detail.orderNo')}</dt>
          <dd>{code(t('orders.detail.orderNo'), order.orderNo)}</dd>
          <dt>{t('orders.detail.createdAt')}</dt>
          <dd>{formatDateTime(order.createdAt, locale)}</dd>
          <dt>{t('orders.detail.paidAt')}</dt>
          <dd>{order.paidAt !== null ? formatDateTime(order.paidAt, locale) : dash}</dd>
          <dt>{t('orders.detail.total')}</dt>
          <dd>{formatHkd(order.totalCents, locale)}</dd>
        </dl>
      </section>

      <OrderLines lines={order.lines} locale={locale} t={t} id={id} code={code} />

      {order.guests.length > 0 && (
        <section className="od-card" aria-labelledby={`${id}-guests`}>
          <h2 id={`${id}-guests`}>{t('orders.detail.guests')}</h2>
          <ul className="od-list">
            {order.guests.map((g, index) => (
              <li key={`${g.productId}-${index}`} data-guest={index}>
                <p className="od-name">{g.guestName}</p>
                <dl className="od-facts">
                  {g.guestMobile !== '' && (
                    <FactRow
                      label={t('orders.detail.guestMobile')}
                      value={`${g.guestMobileArea} ${g.guestMobile}`}
                    />
                  )}
                  {g.guestEmail !== '' && (
                    <FactRow label={t('orders.detail.guestEmail')} value={g.guestEmail} />
                  )}
                  {g.idType !== null && g.idInfo !== null && (
                    <FactRow
                      label={t('orders.detail.guestId')}
                      value={`${t(`orders.idType.${g.idType}` as OrdersKey)} ${g.idInfo}`}
                    />
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="od-card" aria-labelledby={`${id}-actions`}>
        <h2 id={`${id}-actions`}>{t('orders.detail.actions')}</h2>
        <div role="alert" className="od-error">
          {error}
        </div>
        <div className="od-actions">
          {view.voucher && (
            <button type="button" className="od-button" disabled={busy} onClick={download}>
              {busy ? t('orders.detail.downloading') : t('orders.detail.download')}
            </button>
          )}
          {canAddToCalendar(order) && (
            <button type="button" className="od-button od-secondary" onClick={addToCalendar}>
              {t('orders.detail.calendar')}
            </button>
          )}
        </div>
        <p className="od-note">
          {t('orders.link.manage')} <a href={props.loginPath}>{t('orders.link.login')}</a>
        </p>
      </section>
    </div>
  );
}
