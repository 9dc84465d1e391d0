import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import {
  applyChange,
  loadChangeHistory,
  loadChangeOptions,
  quoteChange,
} from '../../lib/changes/endpoints.ts';
import {
  changedLines,
  changeOutcome,
  changeReturnPath,
  chooseDate,
  initialChoices,
  isBooked,
  nightsOf,
  parseChangeQuery,
  shortDate,
  unitsLeft,
  type ChangeLineOption,
  type ChangePageQuery,
  type Choices,
} from '../../lib/changes/form.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { ChangeOptions, ChangeQuote, OrderChange } from '../../lib/contract/order-change.ts';
import type { PayType } from '../../lib/contract/product.ts';
import { addDays, formatDate } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import type { MessageKey, Translator } from '../../lib/i18n/translator.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { orderKeys, orderQueries } from '../../lib/orders/queries.ts';
import { useHydrated } from '../useHydrated.ts';
import './changes.css';

type ChangeMessages = Partial<I18nNamespaces['change']>;
type Translate = Translator<MessageKey<keyof I18nNamespaces['change']>>;

export interface DateChangeProps {
  locale: Language;
  messages: ChangeMessages;
  /** Names of the payment methods (common namespace, `payment.method.*`). */
  payMethods: Readonly<Record<string, string>>;
  /** Pages in the page's language. */
  changePath: string;
  detailPath: string;
  ordersPath: string;
  /** Goes to the cashier; `window.location.assign` by default. */
  navigate?: (href: string) => void;
}

const changeKeys = {
  options: (orderId: string, lang: Language) => ['changes', 'options', orderId, lang] as const,
  history: (orderId: string, lang: Language) => ['changes', 'history', orderId, lang] as const,
};

/**
 * user/order/change?orderId: the order's lines with the dates, sessions or stays they may move
 * to and the units left, the price difference and the change fee of the choice (order/change/
 * quote), then order/change/apply: a higher price goes to the cashier and the change is made
 * once paid; a lower one is made at once and refunded. The return from the cashier shows what
 * became of the change.
 */
export default function DateChangeIsland(props: DateChangeProps) {
  const { locale } = props;
  const t: Translate = createTranslator(locale, props.messages);
  const hydrated = useHydrated(locale);
  const [query, setQuery] = useState<ChangePageQuery | null>(null);
  useEffect(() => setQuery(parseChangeQuery(window.location.search)), []);
  const orderId = query?.orderId ?? '';
  const options = useQuery(
    {
      queryKey: changeKeys.options(orderId, locale),
      queryFn: ({ signal }) => loadChangeOptions(orderId, { signal }),
      staleTime: 0,
      enabled: hydrated && orderId !== '',
    },
    queryClient,
  );
  const [done, setDone] = useState<OrderChange | null>(null);

  if (!hydrated || query === null) return <p className="dc-note">{t('change.loading')}</p>;
  const detailHref = `${props.detailPath}?orderId=${encodeURIComponent(orderId)}`;
  if (orderId === '') {
    return (
      <div className="dc-card">
        <p>{t('change.missingOrder')}</p>
        <a href={props.ordersPath}>{t('change.orders')}</a>
      </div>
    );
  }
  if (query.returned || done !== null) {
    return (
      <ChangeResult orderId={orderId} latest={done} props={props} t={t} detailHref={detailHref} />
    );
  }
  if (options.error) {
    return (
      <div className="dc-card" role="alert">
        <p>
          {isApiError(options.error) && options.error.status === 404
            ? options.error.msg
            : t('change.loadFailed')}
        </p>
        <div className="dc-actions">
          <button
            type="button"
            className="dc-button dc-secondary"
            onClick={() => void options.refetch()}
          >
            {t('change.retry')}
          </button>
          <a href={props.ordersPath}>{t('change.orders')}</a>
        </div>
      </div>
    );
  }
  if (!options.data) {
    return (
      <p className="dc-note" role="status">
        {t('change.loading')}
      </p>
    );
  }
  if (!options.data.changeable) {
    const refusal =
      options.data.refusal ?? options.data.lines.find((l) => l.refusal)?.refusal ?? 'notAllowed';
    return (
      <section className="dc-card" role="alert" aria-labelledby="dc-refused">
        <h2 id="dc-refused">{t('change.refused.title')}</h2>
        <p>{t(`change.refusal.${refusal}`)}</p>
        <a href={detailHref}>{t('change.backToOrder')}</a>
      </section>
    );
  }
  return (
    <ChangeForm
      key={orderId}
      options={options.data}
      props={props}
      t={t}
      detailHref={detailHref}
      onDone={setDone}
    />
  );
}

const whenOf = (line: ChangeLineOption['line'], locale: Language, t: Translate): string => {
  const date =
    line.productType === 'HOTEL'
      ? t('change.line.stay', {
          checkIn: formatDate(line.startDate, locale, true),
          checkOut: formatDate(line.endDate, locale, true),
        })
      : formatDate(line.startDate, locale, true);
  return line.session ? `${date} ${line.session}` : date;
};

function ChangeForm({
  options,
  props,
  t,
  detailHref,
  onDone,
}: {
  options: ChangeOptions;
  props: DateChangeProps;
  t: Translate;
  detailHref: string;
  onDone: (change: OrderChange) => void;
}) {
  const { locale } = props;
  const id = useId();
  const [choices, setChoices] = useState<Choices>(() => initialChoices(options));
  const [payType, setPayType] = useState<PayType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lines = changedLines(options, choices);
  const short = options.lines.some((o) => {
    const choice = choices[o.lineNo];
    return (
      o.refusal === null &&
      choice !== undefined &&
      !isBooked(o, choice) &&
      unitsLeft(o, choice) < o.line.quantity
    );
  });
  const quote = useQuery(
    {
      queryKey: ['changes', 'quote', options.orderId, locale, JSON.stringify(lines)],
      queryFn: ({ signal }) => quoteChange({ orderId: options.orderId, lines }, { signal }),
      staleTime: 0,
      retry: false,
      enabled: lines.length > 0 && !short,
    },
    queryClient,
  );
  const configs = useQuery(orderQueries.payConfigs(locale), queryClient);
  const methods = (configs.data ?? []).filter((m) => m.enabled);
  const q: ChangeQuote | undefined = lines.length > 0 && !short ? quote.data : undefined;
  const apply = useMutation(
    {
      mutationFn: (body: Parameters<typeof applyChange>[0]) => applyChange(body),
      onSuccess: (result) => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.details(options.orderId) });
        if (result.payment !== null) {
          (props.navigate ?? ((href) => window.location.assign(href)))(result.payment.cashierUrl);
          return;
        }
        onDone(result.change);
      },
      onError: (failure) => {
        setError(isApiError(failure) ? failure.msg : t('change.failed'));
        void quote.refetch();
      },
    },
    queryClient,
  );
  // a change made (or its payment started) leaves the form: it stays busy
  const busy = apply.isPending || apply.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (q === undefined || busy) return;
    const method = methods.find((m) => m.payType === payType);
    if (q.dueCents > 0 && method === undefined) {
      setError(t('change.pay.choose'));
      return;
    }
    setError(null);
    apply.mutate({
      orderId: options.orderId,
      lines,
      requestId: `dc-${crypto.randomUUID()}`,
      expectedDueCents: q.dueCents,
      ...(method === undefined
        ? {}
        : {
            payType: method.payType,
            channelMode: method.channelMode,
            returnPath: changeReturnPath(window.location.pathname, options.orderId),
          }),
    });
  }

  return (
    <form className="dc" onSubmit={submit} noValidate>
      <p className="dc-note">{t('change.order.no', { orderNo: options.orderNo })}</p>
      {options.lines.map((option) => (
        <LineChooser
          key={option.lineNo}
          option={option}
          choice={choices[option.lineNo] ?? { startDate: '', session: '' }}
          onChoose={(choice) => setChoices((c) => ({ ...c, [option.lineNo]: choice }))}
          locale={locale}
          t={t}
          maxChanges={options.maxChanges}
          changesMade={options.changesMade}
        />
      ))}
      <section className="dc-card" aria-labelledby={`${id}-quote`} aria-live="polite">
        <h2 id={`${id}-quote`}>{t('change.quote.title')}</h2>
        {short ? (
          <p className="dc-error">{t('change.notEnough')}</p>
        ) : lines.length === 0 ? (
          <p className="dc-note">{t('change.quote.choose')}</p>
        ) : quote.error ? (
          <p className="dc-error">
            {isApiError(quote.error) ? quote.error.msg : t('change.failed')}
          </p>
        ) : q === undefined ? (
          <p className="dc-note">{t('change.quote.loading')}</p>
        ) : (
          <QuoteFacts quote={q} locale={locale} t={t} />
        )}
      </section>
      {q !== undefined && q.dueCents > 0 && (
        <fieldset className="dc-card dc-methods">
          <legend>{t('change.pay.methods')}</legend>
          {methods.map((m) => (
            <div key={m.payType} className="dc-method">
              <input
                id={`${id}-${m.payType}`}
                type="radio"
                name={`${id}-method`}
                value={m.payType}
                checked={payType === m.payType}
                onChange={() => {
                  setPayType(m.payType);
                  setError(null);
                }}
              />
              <label htmlFor={`${id}-${m.payType}`}>
                {props.payMethods[`payment.method.${m.payType}`] ?? m.payName}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <div role="alert" className="dc-error">
        {error}
      </div>
      <div className="dc-actions">
        <button type="submit" className="dc-button" disabled={q === undefined || busy}>
          {busy
            ? t('change.submitting')
            : q === undefined || q.dueCents === 0
              ? t('change.submit.even')
              : q.dueCents > 0
                ? t('change.submit.pay', { amount: formatHkd(q.dueCents, locale) })
                : t('change.submit.refund', { amount: formatHkd(-q.dueCents, locale) })}
        </button>
        <a className="dc-button dc-secondary" href={detailHref}>
          {t('change.backToOrder')}
        </a>
      </div>
    </form>
  );
}

function LineChooser({
  option,
  choice,
  onChoose,
  locale,
  t,
  maxChanges,
  changesMade,
}: {
  option: ChangeLineOption;
  choice: { startDate: string; session: string };
  onChoose: (choice: { startDate: string; session: string }) => void;
  locale: Language;
  t: Translate;
  maxChanges: number;
  changesMade: number;
}) {
  const id = useId();
  const { line, rule } = option;
  const title =
    line.skuName && line.skuName !== line.productName
      ? `${line.productName} · ${line.skuName}`
      : line.productName;
  const nights = nightsOf(line);
  const sessions = option.sessions;
  const leftText = (n: number) => (n <= 0 ? t('change.soldOut') : t('change.left', { count: n }));
  return (
    <section className="dc-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="dc-note">
        {t('change.line.booked', { when: whenOf(line, locale, t) })} ·{' '}
        {nights > 0
          ? t('change.line.rooms', { count: line.quantity })
          : t('change.line.quantity', { count: line.quantity })}
      </p>
      {option.refusal !== null ? (
        <p className="dc-note">{t(`change.refusal.${option.refusal}`)}</p>
      ) : (
        <>
          <ul className="dc-rules">
            <li>
              {rule.feeCents === 0
                ? t('change.rule.free')
                : nights > 0
                  ? t('change.rule.feeRoom', { fee: formatHkd(rule.feeCents, locale) })
                  : t('change.rule.fee', { fee: formatHkd(rule.feeCents, locale) })}
            </li>
            <li>{t('change.rule.cutoff', { count: Math.max(1, rule.cutoffDays) })}</li>
            <li>{t('change.rule.used', { made: changesMade, count: maxChanges })}</li>
          </ul>
          <label className="dc-field" htmlFor={`${id}-date`}>
            <span>{nights > 0 ? t('change.line.newCheckIn') : t('change.line.newDate')}</span>
            <select
              id={`${id}-date`}
              value={choice.startDate}
              onChange={(e) => onChoose(chooseDate(option, choice, e.target.value))}
            >
              {[
                ...(option.days.some((d) => d.date === line.startDate)
                  ? []
                  : [{ date: line.startDate, unitPriceCents: line.unitPriceCents, left: {} }]),
                ...option.days,
              ].map((day) => {
                const best = Math.max(
                  0,
                  ...(sessions.length > 0 ? sessions : ['']).map((s) =>
                    unitsLeft(option, { startDate: day.date, session: s }),
                  ),
                );
                const booked = day.date === line.startDate;
                return (
                  <option
                    key={day.date}
                    value={day.date}
                    disabled={!booked && best < line.quantity}
                  >
                    {t('change.day.option', {
                      date: shortDate(day.date, locale),
                      price: formatHkd(
                        nights > 0
                          ? option.days
                              .filter(
                                (d) => d.date >= day.date && d.date < addDays(day.date, nights),
                              )
                              .reduce((sum, d) => sum + d.unitPriceCents, 0)
                          : day.unitPriceCents,
                        locale,
                      ),
                      left: booked && best === 0 ? '—' : leftText(best),
                    })}
                  </option>
                );
              })}
            </select>
          </label>
          {nights > 0 && <p className="dc-note">{t('change.line.nights', { count: nights })}</p>}
          {sessions.length > 0 && (
            <fieldset className="dc-sessions">
              <legend>{t('change.line.session')}</legend>
              {sessions.map((s) => {
                const left = unitsLeft(option, { startDate: choice.startDate, session: s });
                const booked = choice.startDate === line.startDate && s === (line.session ?? '');
                return (
                  <div key={s} className="dc-session">
                    <input
                      id={`${id}-${s}`}
                      type="radio"
                      name={`${id}-session`}
                      value={s}
                      checked={choice.session === s}
                      disabled={!booked && left < line.quantity}
                      onChange={() => onChoose({ ...choice, session: s })}
                    />
                    <label htmlFor={`${id}-${s}`}>
                      {t('change.session.option', {
                        session: s,
                        left: booked ? '—' : leftText(left),
                      })}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          )}
        </>
      )}
    </section>
  );
}

function QuoteFacts({ quote, locale, t }: { quote: ChangeQuote; locale: Language; t: Translate }) {
  const money = (cents: number) => formatHkd(cents, locale);
  return (
    <dl className="dc-facts">
      <dt>{t('change.quote.oldTotal')}</dt>
      <dd>{money(quote.oldTotalCents)}</dd>
      <dt>{t('change.quote.newTotal')}</dt>
      <dd>{money(quote.newTotalCents)}</dd>
      <dt>{t('change.quote.fee')}</dt>
      <dd>{money(quote.feeCents)}</dd>
      {quote.dueCents > 0 ? (
        <>
          <dt>{t('change.quote.pay')}</dt>
          <dd className="dc-due">{money(quote.dueCents)}</dd>
        </>
      ) : quote.dueCents < 0 ? (
        <>
          <dt>{t('change.quote.refund')}</dt>
          <dd className="dc-due">{money(-quote.dueCents)}</dd>
        </>
      ) : (
        <>
          <dt>{t('change.quote.even')}</dt>
          <dd className="dc-due">{money(0)}</dd>
        </>
      )}
    </dl>
  );
}

function ChangeResult({
  orderId,
  latest,
  props,
  t,
  detailHref,
}: {
  orderId: string;
  latest: OrderChange | null;
  props: DateChangeProps;
  t: Translate;
  detailHref: string;
}) {
  const { locale } = props;
  const history = useQuery(
    {
      queryKey: changeKeys.history(orderId, locale),
      queryFn: ({ signal }) => loadChangeHistory(orderId, { signal }),
      staleTime: 0,
      enabled: latest === null,
    },
    queryClient,
  );
  const change = latest ?? history.data?.dateChanges[0];
  if (latest === null && !history.data) {
    return (
      <p className="dc-note" role="status">
        {history.error ? t('change.loadFailed') : t('change.loading')}
      </p>
    );
  }
  const outcome = changeOutcome(change);
  return (
    <section className="dc-card" role="status" aria-labelledby="dc-result">
      <h2 id="dc-result">{t(`change.${outcome}.title`)}</h2>
      {outcome === 'done' && change !== undefined ? (
        <>
          <p>{t('change.done.text', { orderNo: change.orderNo })}</p>
          <ul className="dc-rules">
            {change.lines.map((l) => (
              <li key={l.lineNo}>
                {l.after.productName}: {whenOf(l.before, locale, t)} → {whenOf(l.after, locale, t)}
              </li>
            ))}
          </ul>
          {change.refundCents > 0 && (
            <p>
              {change.refund === null
                ? t('change.done.refund', { amount: formatHkd(change.refundCents, locale) })
                : t('change.done.refundNo', {
                    amount: formatHkd(change.refundCents, locale),
                    refundNo: change.refund.refundNo,
                  })}
            </p>
          )}
        </>
      ) : (
        <p>{t(`change.${outcome}.text`)}</p>
      )}
      <div className="dc-actions">
        <a className="dc-button" href={detailHref}>
          {t('change.backToOrder')}
        </a>
      </div>
    </section>
  );
}
