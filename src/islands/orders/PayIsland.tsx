import { useMutation, useQuery } from '@tanstack/react-query';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { OrderDetail } from '../../lib/contract/order.ts';
import type { PayType } from '../../lib/contract/product.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { remainingMs } from '../../lib/orders/countdown.ts';
import { payOrder, replenishOrders } from '../../lib/orders/endpoints.ts';
import {
  parsePayQuery,
  payPageHref,
  REPLENISH_POLL_MS,
  REPLENISH_POLL_TIMES,
  returnPathFor,
  returnView,
  type PayPageState,
  type PayResult,
} from '../../lib/orders/pay.ts';
import { orderKeys, orderQueries } from '../../lib/orders/queries.ts';
import { isPaidStatus, statusKey } from '../../lib/orders/status.ts';
import { showNotice } from '../../lib/session/notice.ts';
import {
  PayCountdown,
  useHydrated,
  useNow,
  type OrdersMessages,
  type Translate,
} from './shared.tsx';

export interface PayProps {
  locale: Language;
  messages: OrdersMessages;
  /** Pages in the page's language. */
  payPath: string;
  detailPath: string;
  listPath: string;
  /** Goes to the cashier; `window.location.assign` by default (tests pass their own). */
  navigate?: (href: string) => void;
}

const detailHref = (detailPath: string, orderId: string) =>
  `${detailPath}?orderId=${encodeURIComponent(orderId)}`;

/**
 * The pay page (SPEC §2 pay, §5 Booking and payment, §7 payment channel mapping, §8): the order
 * summary, the enabled payment methods, the time left to pay, then the simulator's cashier; and
 * the return from the cashier with its outcome.
 */
export default function PayIsland(props: PayProps) {
  const { locale, messages } = props;
  const t = createTranslator(locale, messages);
  const hydrated = useHydrated(locale);
  const [query, setQuery] = useState<PayPageState | null>(null);
  useEffect(() => setQuery(parsePayQuery(window.location.search)), []);

  if (!hydrated || query === null) return <p className="od-note">{t('orders.loading')}</p>;
  const { orderId } = query;
  if (orderId === null) {
    return (
      <div className="od">
        <p>{t('orders.pay.noOrder')}</p>
        <a className="od-button od-secondary" href={props.listPath}>
          {t('orders.backToList')}
        </a>
      </div>
    );
  }
  if (query.step === 'return') {
    return (
      <PayReturn
        props={props}
        t={t}
        orderId={orderId}
        result={query.result}
        onRetry={() => {
          window.history.replaceState(null, '', payPageHref(props.payPath, orderId));
          void queryClient.invalidateQueries({ queryKey: orderKeys.details(orderId) });
          setQuery({ step: 'choose', orderId });
        }}
      />
    );
  }
  return <PayChoice props={props} t={t} orderId={orderId} />;
}

function OrderSummary({
  order,
  locale,
  t,
}: {
  order: OrderDetail;
  locale: Language;
  t: Translate;
}) {
  const id = useId();
  return (
    <section className="od-card" aria-labelledby={`${id}-summary`}>
      <h2 id={`${id}-summary`}>{t('orders.pay.summary')}</h2>
      <dl className="od-facts">
        <dt>{t('orders.pay.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('orders.pay.total')}</dt>
        <dd>{formatHkd(order.totalCents, locale)}</dd>
      </dl>
      <ul className="od-list">
        {order.lines.map((l, index) => (
          <li key={`${l.skuId}-${index}`}>
            <p className="od-name">
              {l.productName} · {l.skuName}
            </p>
            <p className="od-row">
              <span>
                {t('orders.detail.quantity', {
                  quantity: l.quantity,
                  price: formatHkd(l.unitPriceCents, locale),
                })}
              </span>
              <strong>{formatHkd(l.subtotalCents, locale)}</strong>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LoadFailed({ t, text, retry }: { t: Translate; text: string; retry: () => void }) {
  return (
    <div className="od" role="alert">
      <p className="od-error">{text}</p>
      <button type="button" className="od-button od-secondary" onClick={retry}>
        {t('orders.retry')}
      </button>
    </div>
  );
}

function PayChoice({ props, t, orderId }: { props: PayProps; t: Translate; orderId: string }) {
  const { locale } = props;
  const id = useId();
  const order = useQuery(orderQueries.detail(orderId, locale), queryClient);
  const configs = useQuery(orderQueries.payConfigs(locale), queryClient);
  const [choice, setChoice] = useState<PayType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const pay = useMutation(
    {
      mutationFn: (body: Parameters<typeof payOrder>[0]) => payOrder(body),
      onSuccess: (payment) =>
        (props.navigate ?? ((href: string) => window.location.assign(href)))(payment.cashierUrl),
      onError: (failure) => {
        if (isApiError(failure) && [401, 403, 498].includes(failure.status)) return;
        const text =
          isApiError(failure) && (failure.status === 400 || failure.status === 409)
            ? (failure.fields[0]?.message ?? failure.msg)
            : t('orders.pay.startFailed');
        setError(text);
        showNotice('error', text);
        if (isApiError(failure) && failure.status === 409) void order.refetch();
      },
    },
    queryClient,
  );
  // once the payment has started the page is leaving for the cashier: the form stays busy
  const busy = pay.isPending || pay.isSuccess;
  const payable = order.data?.canPay === true;
  const now = useNow(payable);
  const expired = order.data !== undefined && remainingMs(order.data.payBefore, now) === 0;

  useEffect(() => {
    // When the time is up, ask the gateway again: it cancels the order.
    if (payable && expired) {
      const timer = setTimeout(() => void order.refetch(), 1500);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [payable, expired, order]);

  if (order.isPending) return <p className="od-note">{t('orders.loading')}</p>;
  if (order.isError) {
    return (
      <LoadFailed t={t} text={t('orders.pay.loadFailed')} retry={() => void order.refetch()} />
    );
  }
  const detail = order.data;
  const detailLink = detailHref(props.detailPath, orderId);
  if (!detail.canPay) {
    return (
      <div className="od">
        <OrderSummary order={detail} locale={locale} t={t} />
        <p className="od-note" role="status">
          {t('orders.pay.notPayable', { status: t(statusKey(detail.status)) })}
        </p>
        <a className="od-button od-secondary" href={detailLink}>
          {t('orders.pay.viewOrder')}
        </a>
      </div>
    );
  }

  const methods = (configs.data ?? []).filter((c) => c.enabled).sort((a, b) => a.sort - b.sort);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || expired) return;
    const method = methods.find((m) => m.payType === choice);
    if (method === undefined) {
      const text = t('orders.pay.methodRequired');
      setError(text);
      showNotice('error', text);
      firstRadio.current?.focus();
      return;
    }
    setError(null);
    pay.mutate({
      orderId,
      payType: method.payType,
      channelMode: method.channelMode,
      returnPath: returnPathFor(props.payPath),
    });
  };

  return (
    <form className="od" noValidate onSubmit={submit} aria-busy={busy}>
      {/* The page's lead belongs to this step only (not to the payment's result). */}
      <p className="od-lead">{t('orders.pay.lead')}</p>
      <OrderSummary order={detail} locale={locale} t={t} />
      <PayCountdown payBefore={detail.payBefore} now={now} t={t} id={id} />
      {configs.isError ? (
        <LoadFailed t={t} text={t('orders.pay.noMethods')} retry={() => void configs.refetch()} />
      ) : configs.isPending ? (
        <p className="od-note">{t('orders.loading')}</p>
      ) : methods.length === 0 ? (
        <p className="od-error">{t('orders.pay.noMethods')}</p>
      ) : (
        <fieldset
          className="od-methods"
          aria-invalid={error !== null && choice === null ? true : undefined}
          aria-describedby={`${id}-error`}
        >
          <legend>{t('orders.pay.methods')}</legend>
          {methods.map((m, index) => (
            <div key={m.payType} className="od-method">
              <input
                ref={index === 0 ? firstRadio : undefined}
                id={`${id}-${m.payType}`}
                type="radio"
                name={`${id}-method`}
                value={m.payType}
                checked={choice === m.payType}
                aria-describedby={`${id}-${m.payType}-mode`}
                onChange={() => {
                  setChoice(m.payType);
                  setError(null);
                }}
              />
              <label htmlFor={`${id}-${m.payType}`}>{t(`orders.payType.${m.payType}`)}</label>
              <small id={`${id}-${m.payType}-mode`}>
                {t(`orders.channelMode.${m.channelMode}`)}
              </small>
            </div>
          ))}
        </fieldset>
      )}
      <div role="alert" id={`${id}-error`} className="od-error">
        {error}
      </div>
      <button
        type="submit"
        className="od-button"
        disabled={busy || expired || methods.length === 0}
      >
        {busy
          ? t('orders.pay.submitting')
          : t('orders.pay.submit', { total: formatHkd(detail.totalCents, locale) })}
      </button>
      <a className="od-button od-secondary" href={detailLink}>
        {t('orders.pay.viewOrder')}
      </a>
    </form>
  );
}

function PayReturn({
  props,
  t,
  orderId,
  result,
  onRetry,
}: {
  props: PayProps;
  t: Translate;
  orderId: string;
  result: PayResult | null;
  onRetry: () => void;
}) {
  const order = useQuery(orderQueries.detail(orderId, props.locale), queryClient);
  const status = order.data?.status ?? null;
  const loaded = !order.isPending;
  const view = returnView(result, status);
  const heading = useRef<HTMLHeadingElement>(null);

  // "Payment info not found": keep asking whether the payment arrived (SPEC §8).
  const polling = loaded && view === 'pending';
  useEffect(() => {
    if (!polling) return;
    let times = 0;
    const timer = setInterval(() => {
      times += 1;
      if (times > REPLENISH_POLL_TIMES) {
        clearInterval(timer);
        return;
      }
      replenishOrders([orderId])
        .then((entries) => {
          const entry = entries.find((e) => e.orderId === orderId);
          if (entry && (entry.paid || isPaidStatus(entry.status) || entry.status !== status)) {
            void order.refetch();
          }
        })
        .catch(() => void order.refetch());
    }, REPLENISH_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, orderId, order, status]);

  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded, view]);

  if (!loaded) return <p className="od-note">{t('orders.return.checking')}</p>;
  const orderNo = order.data?.orderNo ?? '';
  const detailLink = (
    <a className="od-button od-secondary" href={detailHref(props.detailPath, orderId)}>
      {view === 'pending' ? t('orders.return.openDetails') : t('orders.pay.viewOrder')}
    </a>
  );
  const titles = {
    success: t('orders.return.successTitle'),
    failed: t('orders.return.failedTitle'),
    refunded: t('orders.return.refundedTitle'),
    pending: t('orders.return.pendingTitle'),
  } as const;
  return (
    <section className="od od-card" data-result={view} aria-labelledby="od-return-title">
      <h2 id="od-return-title" ref={heading} tabIndex={-1}>
        {titles[view]}
      </h2>
      <div role="status">
        {view === 'success' && <p>{t('orders.return.success', { orderNo })}</p>}
        {view === 'failed' && <p>{t('orders.return.failed')}</p>}
        {view === 'refunded' && <p>{t('orders.return.refunded', { orderNo })}</p>}
        {view === 'pending' && (
          <>
            <p>{t('orders.return.pending')}</p>
            <p className="od-note">{t('orders.return.checking')}</p>
          </>
        )}
      </div>
      <div className="od-actions">
        {view === 'failed' && order.data?.canPay !== false && (
          <button type="button" className="od-button" onClick={onRetry}>
            {t('orders.return.tryAgain')}
          </button>
        )}
        {detailLink}
      </div>
    </section>
  );
}
