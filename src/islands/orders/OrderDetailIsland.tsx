import { useMutation, useQuery } from '@tanstack/react-query';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { cmsQueries, queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import {
  displayGuestName,
  type GuestContactRequest,
  type OrderDetail,
} from '../../lib/contract/order.ts';
import { mask } from '../../lib/format/mask.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { remainingMs } from '../../lib/orders/countdown.ts';
import { cancelOrder, deleteOrder, downloadVoucher } from '../../lib/orders/endpoints.ts';
import { calendarFileName, orderCalendar } from '../../lib/orders/ics.ts';
import { idOf } from '../../lib/orders/pay.ts';
import { orderKeys, orderQueries } from '../../lib/orders/queries.ts';
import { canAddToCalendar, canDownloadVoucher } from '../../lib/orders/status.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { absoluteUrl, systemDomain } from '../../lib/session/site.ts';
import { CopyCode } from '../widgets/CopyCode.tsx';
import { Dialog } from '../widgets/Dialog.tsx';
import type { WidgetMessages } from '../widgets/messages.ts';
import {
  FactRow,
  formatDateTime,
  OrderLines,
  PayCountdown,
  saveFile,
  StatusBadge,
  useHydrated,
  useNow,
  type OrdersKey,
  type OrdersMessages,
  type Translate,
} from './shared.tsx';

export interface OrderDetailProps {
  locale: Language;
  messages: OrdersMessages;
  /** The copy buttons' strings. */
  widgetMessages?: WidgetMessages | undefined;
  /** Pages in the page's language. */
  listPath: string;
  payPath: string;
  refundPath: string;
  /** The date-change page (user/order/change); the button shows when the order allows it. */
  changePath?: string;
  /** Goes to another page; `window.location.assign` by default (tests pass their own). */
  navigate?: (href: string) => void;
}

/**
 * The order detail (SPEC §2 user/order/detail, §3 Order, §4, §8): every field of the order, the
 * lines with their dates and redemption codes, the guests masked, and what the shopper may do
 * now: pay, cancel, delete (irreversible, confirmed), download the voucher, add it to a
 * calendar, apply for a refund.
 */
export default function OrderDetailIsland(props: OrderDetailProps) {
  const t = createTranslator(props.locale, props.messages);
  const hydrated = useHydrated(props.locale);
  const [orderId, setOrderId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('orderId');
    setOrderId(idOf(value));
  }, []);
  if (!hydrated || orderId === undefined) return <p className="od-note">{t('orders.loading')}</p>;
  if (orderId === null) {
    return (
      <div className="od">
        <p>{t('orders.detail.noOrder')}</p>
        <a className="od-button od-secondary" href={props.listPath}>
          {t('orders.backToList')}
        </a>
      </div>
    );
  }
  return <Detail props={props} t={t} orderId={orderId} />;
}

function guestContact(g: GuestContactRequest, t: Translate): [OrdersKey, string][] {
  const rows: [OrdersKey, string][] = [];
  if (g.guestMobile)
    rows.push(['orders.detail.guestMobile', `${g.guestMobileArea} ${mask(g.guestMobile)}`]);
  if (g.guestEmail) rows.push(['orders.detail.guestEmail', mask(g.guestEmail)]);
  if (g.idType !== undefined && g.idInfo) {
    const idKey = `orders.idType.${g.idType}` as OrdersKey;
    rows.push(['orders.detail.guestId', `${t(idKey)} ${mask(g.idInfo)}`]);
  }
  if (g.remark) rows.push(['orders.detail.remark', g.remark]);
  return rows;
}

function Detail({ props, t, orderId }: { props: OrderDetailProps; t: Translate; orderId: string }) {
  const { locale } = props;
  const id = useId();
  const order = useQuery(orderQueries.detail(orderId, locale), queryClient);
  const pending = order.data?.canPay === true;
  const now = useNow(pending);
  const expired = order.data !== undefined && remainingMs(order.data.payBefore, now) === 0;
  const pois = useQuery(cmsQueries.poiList(), queryClient);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (text: string) => {
    setError(text);
    showNotice('error', text);
  };
  const sessionEnded = (e: unknown) => isApiError(e) && [401, 403, 498].includes(e.status);

  const cancelling = useMutation(
    {
      mutationFn: (id: string) => cancelOrder(id),
      onSuccess: (updated) => {
        queryClient.setQueryData(orderKeys.detail(orderId, locale), updated);
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
        showNotice('success', t('orders.detail.cancelled'));
      },
      onError: (e) => {
        if (sessionEnded(e)) return;
        fail(
          isApiError(e) && e.status === 409
            ? `${t('orders.detail.cancelFailed')}: ${e.msg}`
            : t('orders.detail.cancelFailed'),
        );
        void order.refetch();
      },
    },
    queryClient,
  );
  const deleting = useMutation(
    {
      mutationFn: ({ id }: { id: string; orderNo: string }) => deleteOrder(id),
      onSuccess: (_, { orderNo }) => {
        setConfirming(false);
        queryClient.removeQueries({ queryKey: orderKeys.details(orderId) });
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
        showNotice('success', t('orders.detail.deleted', { orderNo }));
        (props.navigate ?? ((href: string) => window.location.assign(href)))(props.listPath);
      },
      onError: (e) => {
        setConfirming(false);
        if (sessionEnded(e)) return;
        fail(
          isApiError(e) && e.status === 409
            ? t('orders.detail.cannotDelete')
            : t('orders.detail.deleteFailed'),
        );
        void order.refetch();
      },
    },
    queryClient,
  );
  const downloading = useMutation(
    {
      mutationFn: ({ id }: { id: string; orderNo: string }) => downloadVoucher(id),
      onSuccess: (blob, { orderNo }) => saveFile(blob, `voucher-${orderNo}.pdf`),
      onError: (e) => {
        if (!sessionEnded(e)) fail(t('orders.detail.downloadFailed'));
      },
    },
    queryClient,
  );
  const busy = cancelling.isPending || deleting.isPending || downloading.isPending;

  useEffect(() => {
    if (pending && expired) {
      const timer = setTimeout(() => void order.refetch(), 1500);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [pending, expired, order]);

  if (order.isPending) return <p className="od-note">{t('orders.loading')}</p>;
  if (order.isError) {
    const notFound = isApiError(order.error) && order.error.status === 404;
    return (
      <div className="od" role="alert">
        <p className="od-error">{notFound ? order.error.message : t('orders.detail.loadFailed')}</p>
        {notFound ? (
          <a className="od-button od-secondary" href={props.listPath}>
            {t('orders.backToList')}
          </a>
        ) : (
          <button
            type="button"
            className="od-button od-secondary"
            onClick={() => void order.refetch()}
          >
            {t('orders.retry')}
          </button>
        )}
      </div>
    );
  }
  const detail: OrderDetail = order.data;
  const query = `?orderId=${encodeURIComponent(orderId)}`;

  const cancel = () => {
    setError(null);
    cancelling.mutate(orderId);
  };
  const remove = () => {
    setError(null);
    deleting.mutate({ id: orderId, orderNo: detail.orderNo });
  };
  const download = () => {
    setError(null);
    downloading.mutate({ id: orderId, orderNo: detail.orderNo });
  };

  const addToCalendar = () => {
    const places = new Map((pois.data ?? []).map((p) => [p.poiCode, p.poiName]));
    // The events link back to this page, on the shop's system domain (SPEC §3).
    const domain = systemDomain();
    const text = orderCalendar(detail, {
      now: Date.now(),
      location: (line) => places.get(line.poiCode) ?? line.productName,
      description: () => t('orders.detail.calendarText', { orderNo: detail.orderNo }),
      domain: new URL(domain).host,
      url: absoluteUrl(domain, `${window.location.pathname}${window.location.search}`),
    });
    saveFile(
      new Blob([text], { type: 'text/calendar;charset=utf-8' }),
      calendarFileName(detail.orderNo),
    );
  };

  const dash = t('orders.none');
  const code = (label: string, value: string) => (
    <CopyCode
      value={value}
      label={label}
      locale={props.locale}
      messages={props.widgetMessages ?? {}}
    />
  );
  return (
    <div className="od">
      {detail.notice !== null && (
        <p className="od-notice" role="status">
          {t(`orders.notice.${detail.notice}`)}
        </p>
      )}
      <section className="od-card" aria-labelledby={`${id}-facts`}>
        <h2 id={`${id}-facts`}>{t('orders.detail.facts')}</h2>
        <dl className="od-facts">
          <dt>{t('orders.detail.status')}</dt>
          <dd>
            <StatusBadge status={detail.status} t={t} />
          </dd>
          <dt>{t('orders.detail.orderNo')}</dt>
          <dd>{code(t('orders.detail.orderNo'), detail.orderNo)}</dd>
          <dt>{t('orders.detail.transactionNo')}</dt>
          <dd>
            {detail.transactionNo !== null
              ? code(t('orders.detail.transactionNo'), detail.transactionNo)
              : dash}
          </dd>
          <dt>{t('orders.detail.createdAt')}</dt>
          <dd>{formatDateTime(detail.createdAt, locale)}</dd>
          <dt>{t('orders.detail.channel')}</dt>
          <dd>{t(`orders.channel.${detail.channel}`)}</dd>
          <dt>{t('orders.detail.payType')}</dt>
          <dd>{detail.payType !== null ? t(`orders.payType.${detail.payType}`) : dash}</dd>
          <dt>{t('orders.detail.paidAt')}</dt>
          <dd>{detail.paidAt !== null ? formatDateTime(detail.paidAt, locale) : dash}</dd>
          <dt>{t('orders.detail.total')}</dt>
          <dd>{formatHkd(detail.totalCents, locale)}</dd>
        </dl>
      </section>

      {detail.canPay && <PayCountdown payBefore={detail.payBefore} now={now} t={t} id={id} />}

      <OrderLines lines={detail.lines} locale={props.locale} t={t} id={id} code={code} />

      {detail.guests.length > 0 && (
        <section className="od-card" aria-labelledby={`${id}-guests`}>
          <h2 id={`${id}-guests`}>{t('orders.detail.guests')}</h2>
          <ul className="od-list">
            {detail.guests.map((g, index) => (
              <li key={`${g.productId}-${index}`}>
                <p className="od-name">{displayGuestName(g.guestName)}</p>
                <dl className="od-facts">
                  {guestContact(g, t).map(([key, value]) => (
                    <FactRow key={key} label={t(key)} value={value} />
                  ))}
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
          {detail.canPay && !expired && (
            <a className="od-button" href={`${props.payPath}${query}`}>
              {t('orders.detail.pay')}
            </a>
          )}
          {detail.canCancel && (
            <button
              type="button"
              className="od-button od-secondary"
              disabled={busy}
              onClick={cancel}
            >
              {cancelling.isPending ? t('orders.detail.cancelling') : t('orders.detail.cancel')}
            </button>
          )}
          {canDownloadVoucher(detail) && (
            <button type="button" className="od-button" disabled={busy} onClick={download}>
              {downloading.isPending ? t('orders.detail.downloading') : t('orders.detail.download')}
            </button>
          )}
          {canAddToCalendar(detail) && (
            <button type="button" className="od-button od-secondary" onClick={addToCalendar}>
              {t('orders.detail.calendar')}
            </button>
          )}
          {detail.canChange === true && props.changePath !== undefined && (
            <a className="od-button od-secondary" href={`${props.changePath}${query}`}>
              {t('orders.detail.change')}
            </a>
          )}
          {detail.canRefund && (
            <a className="od-button od-secondary" href={`${props.refundPath}${query}`}>
              {t('orders.detail.refund')}
            </a>
          )}
          {detail.canDelete && (
            <button
              type="button"
              className="od-button od-danger"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('orders.detail.delete')}
            </button>
          )}
          <a className="od-button od-secondary" href={props.listPath}>
            {t('orders.backToList')}
          </a>
        </div>
      </section>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('orders.detail.deleteTitle')}
        closeLabel={t('orders.detail.close')}
        footer={
          <div className="od-actions">
            <button
              type="button"
              className="od-button od-secondary"
              data-autofocus
              onClick={() => setConfirming(false)}
            >
              {t('orders.detail.deleteKeep')}
            </button>
            <button
              type="button"
              className="od-button od-danger"
              disabled={deleting.isPending}
              onClick={remove}
            >
              {deleting.isPending ? t('orders.detail.deleting') : t('orders.detail.deleteConfirm')}
            </button>
          </div>
        }
      >
        <p>{t('orders.detail.deleteText', { orderNo: detail.orderNo })}</p>
      </Dialog>
    </div>
  );
}
