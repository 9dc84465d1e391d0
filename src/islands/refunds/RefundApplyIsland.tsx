import { quoteForReason } from '../../lib/contract/order-extra.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { useStore } from '@nanostores/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import {
  REFUND_ERROR_CODES,
  REFUND_REASONS,
  REFUND_REASON_TEXT_MAX,
  refundQuoteSchema,
  type OrderDetail,
  type RefundQuote,
  type RefundReason,
} from '../../lib/contract/order.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { applyRefund } from '../../lib/refunds/endpoints.ts';
import {
  $refundDraft,
  checkRefundForm,
  clearDraft,
  draftFor,
  navigation,
  saveDraft,
  type RefundField,
  type RefundForm,
} from '../../lib/refunds/form.ts';
import { refundKeys, refundQueries } from '../../lib/refunds/queries.ts';
import { arrivalFor, feeRuleLines, lastRefundDay } from '../../lib/refunds/status.ts';
import { $session } from '../../lib/session/login.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { searchParam, useHydrated, type RefundMessages, type Translate } from './messages.ts';
import './refunds.css';

export interface RefundApplyProps {
  locale: Language;
  messages: RefundMessages;
  /** Names of the payment methods (common namespace, `payment.method.*`). */
  payMethods: Readonly<Record<string, string>>;
  /** Pages in the page's language. */
  detailPath: string;
  ordersPath: string;
}

type Failure =
  | { kind: 'field'; field: RefundField; text: string }
  | { kind: 'feeChanged'; text: string }
  | { kind: 'refused'; text: string }
  | { kind: 'other'; text: string };

/** Field names of the gateway's 400 answer, as the form's fields. */
const FIELD_OF: Readonly<Record<string, RefundField>> = {
  noticeAccepted: 'notice',
  reason: 'reason',
  reasonText: 'reasonText',
};

/**
 * user/order/refund/index (SPEC §2, §5 Refund): the order, the booking-and-refund notice to tick,
 * the reason, the fee quoted by loadRefundFee (or the rule the order does not meet), then
 * order/info/apply with the quoted fee; a changed fee shows the new quote and asks again.
 */
export default function RefundApplyIsland(props: RefundApplyProps) {
  const { locale } = props;
  const t = createTranslator(locale, props.messages);
  const hydrated = useHydrated(locale);
  const [orderId, setOrderId] = useState('');
  useEffect(() => setOrderId(searchParam('orderId')), []);
  const session = useStore($session);
  const enabled = hydrated && orderId !== '' && session !== null;
  const order = useQuery({ ...refundQueries.order(orderId, locale), enabled }, queryClient);
  const quote = useQuery({ ...refundQueries.quote(orderId), enabled }, queryClient);

  if (!hydrated) return <p className="rf-note">{t('refund.loading')}</p>;
  if (orderId === '' || !/^\d{1,20}$/.test(orderId)) {
    return (
      <div className="rf-card">
        <p>{t('refund.missingOrder')}</p>
        <a href={props.ordersPath}>{t('refund.orders')}</a>
      </div>
    );
  }
  const error = order.error ?? quote.error;
  if (error) {
    return (
      <div className="rf-card" role="alert">
        <p>{isApiError(error) && error.status === 404 ? error.msg : t('refund.loadFailed')}</p>
        <div className="rf-actions">
          <button
            type="button"
            className="rf-button rf-secondary"
            onClick={() => {
              void order.refetch();
              void quote.refetch();
            }}
          >
            {t('refund.retry')}
          </button>
          <a href={props.ordersPath}>{t('refund.orders')}</a>
        </div>
      </div>
    );
  }
  if (!order.data || !quote.data) {
    return (
      <p className="rf-note" role="status">
        {t('refund.loading')}
      </p>
    );
  }
  return (
    <div className="rf">
      <OrderSummary order={order.data} props={props} t={t} />
      {quote.data.refundable ? (
        <RefundFormView key={orderId} order={order.data} quote={quote.data} props={props} t={t} />
      ) : (
        <section className="rf-card" role="alert" aria-labelledby="rf-refused">
          <h2 id="rf-refused">{t('refund.refused.title')}</h2>
          <p>{t(`refund.refusal.${quote.data.refusal ?? 'notPaid'}`)}</p>
          {quote.data.paidCents > 0 && (
            <dl className="rf-facts rf-stack">
              <MoneyFacts quote={quote.data} locale={locale} t={t} />
            </dl>
          )}
          <a href={props.ordersPath}>{t('refund.orders')}</a>
        </section>
      )}
    </div>
  );
}

/**
 * What the order paid and what its refunds give back, as the gateway's quote says (the same
 * numbers its apply uses): paid, already refunded, and what is in progress or kept when any is.
 */
function MoneyFacts({ quote, locale, t }: { quote: RefundQuote; locale: Language; t: Translate }) {
  return (
    <>
      <dt>{t('refund.money.paid')}</dt>
      <dd data-testid="refund-paid">{formatHkd(quote.paidCents, locale)}</dd>
      <dt>{t('refund.money.refunded')}</dt>
      <dd data-testid="refund-refunded">{formatHkd(quote.refundedCents, locale)}</dd>
      {quote.inProgressCents > 0 && (
        <>
          <dt>{t('refund.money.inProgress')}</dt>
          <dd data-testid="refund-in-progress">{formatHkd(quote.inProgressCents, locale)}</dd>
        </>
      )}
      {quote.changeFeesCents > 0 && (
        <>
          <dt>{t('refund.money.changeFees')}</dt>
          <dd data-testid="refund-change-fees">{formatHkd(quote.changeFeesCents, locale)}</dd>
        </>
      )}
    </>
  );
}

function OrderSummary({
  order,
  props,
  t,
}: {
  order: OrderDetail;
  props: RefundApplyProps;
  t: Translate;
}) {
  const { locale } = props;
  return (
    <section className="rf-card" aria-labelledby="rf-order">
      <h2 id="rf-order">{t('refund.order.title')}</h2>
      <dl className="rf-facts rf-stack">
        <dt>{t('refund.order.no')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('refund.order.total')}</dt>
        <dd>{formatHkd(order.totalCents, locale)}</dd>
        {order.payType !== null && (
          <>
            <dt>{t('refund.order.payType')}</dt>
            <dd>{props.payMethods[`payment.method.${order.payType}`] ?? order.payType}</dd>
          </>
        )}
      </dl>
      <ul className="rf-lines">
        {order.lines.map((line, index) => (
          <li key={`${line.skuId}-${index}`}>
            <p>{t('refund.order.line', { product: line.productName, sku: line.skuName })}</p>
            <p className="rf-note">
              {t('refund.order.lineWhen', {
                date: formatDate(line.startDate, locale, true),
                quantity: line.quantity,
              })}{' '}
              {formatHkd(line.unitPriceCents, locale)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RefundFormView({
  order,
  quote: quoted,
  props,
  t,
}: {
  order: OrderDetail;
  quote: RefundQuote;
  props: RefundApplyProps;
  t: Translate;
}) {
  const { locale } = props;
  const id = useId();
  const draft = useStore($refundDraft);
  const form = draftFor(order.orderId, draft);
  // A booking that failed is refunded without a fee: the quote follows the chosen reason.
  const quote = form.reason === '' ? quoted : quoteForReason(quoted, form.reason);
  const [failure, setFailure] = useState<Failure | null>(null);
  const noticeRef = useRef<HTMLInputElement>(null);
  const reasonRefs = useRef<(HTMLInputElement | null)[]>([]);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const update = (change: Partial<RefundForm>, clears: RefundField) => {
    saveDraft(order.orderId, { ...form, ...change });
    if (failure?.kind === 'field' && failure.field === clears) setFailure(null);
  };

  const focusField = (field: RefundField) => {
    if (field === 'notice') noticeRef.current?.focus();
    else if (field === 'reasonText') textRef.current?.focus();
    else {
      const checked = REFUND_REASONS.indexOf(form.reason === '' ? 'bookingFailed' : form.reason);
      reasonRefs.current[checked]?.focus();
    }
  };

  const fieldError = (field: RefundField, text: string) => {
    setFailure({ kind: 'field', field, text });
    showNotice('error', text);
    // The textarea appears with the 'other' reason: focus once it is rendered.
    requestAnimationFrame(() => focusField(field));
  };

  const apply = useMutation(
    {
      mutationFn: (body: Parameters<typeof applyRefund>[0]) => applyRefund(body),
      onSuccess: (refund) => {
        clearDraft();
        void queryClient.invalidateQueries({ queryKey: refundKeys.all });
        showNotice('success', t('refund.applied', { refundNo: refund.refundNo }));
        navigation.go(`${props.detailPath}?refundId=${encodeURIComponent(refund.refundId)}`);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === REFUND_ERROR_CODES.feeChanged) {
          const next = refundQuoteSchema.safeParse(error.data);
          const fee = next.success ? next.data.feeCents : quote.feeCents;
          const text = t('refund.feeChanged', { fee: formatHkd(fee, locale) });
          if (next.success) queryClient.setQueryData(refundKeys.quote(order.orderId), next.data);
          else void queryClient.invalidateQueries({ queryKey: refundKeys.quote(order.orderId) });
          setFailure({ kind: 'feeChanged', text });
          showNotice('warning', text);
        } else if (isApiError(error) && error.code === REFUND_ERROR_CODES.refused) {
          setFailure({ kind: 'refused', text: error.msg });
          showNotice('error', error.msg);
        } else if (isApiError(error) && error.status === 400) {
          const first = error.fields[0];
          const field = first ? FIELD_OF[first.field.split('.')[0] ?? ''] : undefined;
          if (field !== undefined && first) fieldError(field, first.message);
          else {
            setFailure({ kind: 'other', text: error.msg });
            showNotice('error', error.msg);
          }
        } else if (isApiError(error) && [401, 403, 498].includes(error.status)) {
          // The API client has shown the session message and logged out.
        } else {
          const text = isApiError(error) && error.status === 409 ? error.msg : t('refund.failed');
          setFailure({ kind: 'other', text });
          showNotice('error', text);
        }
      },
    },
    queryClient,
  );
  const busy = apply.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkRefundForm(form, order.orderId, quote.feeCents);
    if (!checked.ok) {
      fieldError(checked.field, t(checked.problem));
      return;
    }
    setFailure(null);
    apply.mutate(checked.body);
  };

  const errorOf = (field: RefundField) =>
    failure?.kind === 'field' && failure.field === field ? failure.text : null;
  const errorId = (field: RefundField) => `${id}-${field}-error`;
  const invalid = (field: RefundField) => (errorOf(field) !== null ? true : undefined);
  const describedBy = (field: RefundField, ...more: string[]) =>
    [...more, ...(errorOf(field) !== null ? [errorId(field)] : [])].join(' ') || undefined;
  const fieldErrorView = (field: RefundField) =>
    errorOf(field) !== null ? (
      <p className="rf-field-error" id={errorId(field)}>
        {errorOf(field)}
      </p>
    ) : null;

  const fee = (percent: number) =>
    percent === 0 ? t('refund.notice.noFee') : t('refund.notice.feePercent', { percent });
  const arrival = arrivalFor(quote, order.payType);
  const alertText = failure !== null && failure.kind !== 'field' ? failure.text : null;

  return (
    <form className="rf" noValidate onSubmit={submit} aria-busy={busy}>
      <section className="rf-card" aria-labelledby={`${id}-notice`}>
        <h2 id={`${id}-notice`}>{t('refund.notice.title')}</h2>
        <p>{t('refund.notice.once')}</p>
        <p>{t('refund.notice.fee')}</p>
        <ul className="rf-rules">
          {feeRuleLines().map((rule) => (
            <li key={rule.from}>
              {rule.kind === 'from'
                ? t('refund.notice.ruleFrom', { count: rule.from, fee: fee(rule.percent) })
                : rule.kind === 'day'
                  ? t('refund.notice.ruleDay', { count: rule.from, fee: fee(rule.percent) })
                  : t('refund.notice.ruleRange', {
                      from: rule.from,
                      count: rule.to,
                      fee: fee(rule.percent),
                    })}
            </li>
          ))}
          <li>{t('refund.notice.ruleLast', { count: lastRefundDay() })}</li>
        </ul>
        <p>{t('refund.notice.bookingFailed')}</p>
        <div className="rf-check">
          <input
            ref={noticeRef}
            id={`${id}-accept`}
            type="checkbox"
            checked={form.noticeAccepted}
            aria-invalid={invalid('notice')}
            aria-describedby={describedBy('notice')}
            onChange={(e) => update({ noticeAccepted: e.target.checked }, 'notice')}
          />
          <label htmlFor={`${id}-accept`}>{t('refund.notice.accept')}</label>
        </div>
        {fieldErrorView('notice')}
      </section>

      <section className="rf-card" aria-labelledby={`${id}-reason`}>
        <h2 id={`${id}-reason`}>{t('refund.reason.legend')}</h2>
        <div
          className="rf-reasons"
          role="radiogroup"
          aria-labelledby={`${id}-reason`}
          aria-required="true"
          aria-invalid={invalid('reason')}
          aria-describedby={describedBy('reason')}
        >
          {REFUND_REASONS.map((reason: RefundReason, index) => (
            <div className="rf-check" key={reason}>
              <input
                ref={(el) => {
                  reasonRefs.current[index] = el;
                }}
                id={`${id}-reason-${reason}`}
                type="radio"
                name={`${id}-reason`}
                value={reason}
                checked={form.reason === reason}
                onChange={() => update({ reason }, 'reason')}
              />
              <label htmlFor={`${id}-reason-${reason}`}>{t(`refund.reason.${reason}`)}</label>
            </div>
          ))}
        </div>
        {fieldErrorView('reason')}
        {form.reason === 'other' && (
          <div className="rf-textarea">
            <label htmlFor={`${id}-text`}>{t('refund.reasonText.label')}</label>
            <textarea
              ref={textRef}
              id={`${id}-text`}
              value={form.reasonText}
              maxLength={REFUND_REASON_TEXT_MAX}
              required
              aria-invalid={invalid('reasonText')}
              aria-describedby={describedBy('reasonText', `${id}-text-hint`)}
              onChange={(e) => update({ reasonText: e.target.value }, 'reasonText')}
            />
            <p className="rf-note" id={`${id}-text-hint`}>
              {t('refund.reasonText.hint', {
                max: REFUND_REASON_TEXT_MAX,
                count: form.reasonText.length,
              })}
            </p>
            {fieldErrorView('reasonText')}
          </div>
        )}
      </section>

      <section className="rf-card" aria-labelledby={`${id}-quote`}>
        <h2 id={`${id}-quote`}>{t('refund.quote.title')}</h2>
        <dl className="rf-facts rf-stack" aria-live="polite">
          <dt>{t('refund.quote.tickets')}</dt>
          <dd>{t('refund.quote.ticketsValue', { count: quote.ticketQuantity })}</dd>
          <MoneyFacts quote={quote} locale={locale} t={t} />
          <dt>{t('refund.quote.subtotal')}</dt>
          <dd data-testid="refund-subtotal">{formatHkd(quote.subtotalCents, locale)}</dd>
          <dt>{t('refund.quote.fee', { percent: quote.feePercent })}</dt>
          <dd data-testid="refund-fee">{formatHkd(quote.feeCents, locale)}</dd>
          <dt className="rf-total">{t('refund.quote.refund')}</dt>
          <dd className="rf-total" data-testid="refund-amount">
            {formatHkd(quote.refundCents, locale)}
          </dd>
          {arrival !== null && (
            <>
              <dt>{t('refund.arrival.label')}</dt>
              <dd>{t('refund.arrival.value', { days: arrival })}</dd>
            </>
          )}
        </dl>
        {quote.inProgressCents > 0 && <p className="rf-note">{t('refund.money.pendingNote')}</p>}
      </section>

      <div role="alert" className="rf-alert">
        {alertText !== null && <p>{alertText}</p>}
      </div>

      <div className="rf-actions">
        <button type="submit" className="rf-button" disabled={busy}>
          {busy ? t('refund.submitting') : t('refund.submit')}
        </button>
        <a href={props.ordersPath}>{t('refund.orders')}</a>
      </div>
    </form>
  );
}
