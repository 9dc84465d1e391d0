import { useEffect, useState, type ReactNode } from 'react';
import { type Language, POI_TYPE } from '../../lib/contract/common.ts';
import type { OrderLineDetail, OrderStatus } from '../../lib/contract/order.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import type { MessageKey, Translator } from '../../lib/i18n/translator.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { countdownParts, formatCountdown, remainingMs } from '../../lib/orders/countdown.ts';
import { shortStatus, statusKey, statusTone } from '../../lib/orders/status.ts';
import { useHydrated } from '../useHydrated.ts';
import './orders.css';

export type OrdersMessages = Partial<I18nNamespaces['orders']>;
export type OrdersKey = MessageKey<keyof I18nNamespaces['orders']>;
export type Translate = Translator<OrdersKey>;
export { useHydrated };

/** The current time, ticking every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Booking times in the resort's time zone. */
export const formatDateTime = (ms: number, locale: Language): string =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);

/** An order's status; `short` (lists) shows it under the reduced label set of SPEC §4. */
export function StatusBadge({
  status,
  t,
  short = false,
}: {
  status: OrderStatus;
  t: Translate;
  short?: boolean;
}) {
  const shown = short ? shortStatus(status) : status;
  return (
    <span className="od-badge" data-tone={statusTone(shown)} data-status={status}>
      {t(statusKey(shown))}
    </span>
  );
}

/**
 * The time left to pay, mm:ss; its text alternative is read out by screen readers only when
 * the minute changes (a live region updating every second would be noise).
 */
export function PayCountdown({
  payBefore,
  now,
  t,
  id,
}: {
  payBefore: number;
  now: number;
  t: Translate;
  id: string;
}) {
  const left = remainingMs(payBefore, now);
  const { minutes, seconds } = countdownParts(left);
  return (
    <div className="od-card" aria-labelledby={`${id}-left`} role="group">
      <p id={`${id}-left`} className="od-note">
        {t('orders.pay.timeLeft')}
      </p>
      <p className="od-countdown" data-testid="pay-countdown">
        <span aria-hidden="true">{formatCountdown(left)}</span>
        <span className="sr-only">{t('orders.pay.timeLeftText', { minutes, seconds })}</span>
      </p>
      {left === 0 && <p className="od-error">{t('orders.pay.expired')}</p>}
    </div>
  );
}

/** Hands a blob to the browser as a file download. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The dates of a line by the kind of place (SPEC §3 POI types). */
export function lineDates(line: OrderLineDetail, locale: Language): [OrdersKey, string][] {
  const date = (d: string) => formatDate(d, locale, true);
  const session: [OrdersKey, string][] =
    line.session !== null ? [['orders.detail.session', line.session]] : [];
  if (line.poiType === POI_TYPE.hotel) {
    return [
      ['orders.detail.checkIn', date(line.startDate)],
      ['orders.detail.checkOut', date(line.endDate)],
    ];
  }
  if (line.poiType === POI_TYPE.dining)
    return [['orders.detail.diningDate', date(line.startDate)], ...session];
  return [['orders.detail.playDate', date(line.startDate)], ...session];
}

export function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/**
 * The lines of an order as the order detail and the read-only order page (a lookup link) show
 * them: name, dates by the kind of place, subtotal, voucher code and a hotel's confirmation
 * code, each code with its copy button (`code`).
 */
export function OrderLines({
  lines,
  locale,
  t,
  id,
  code,
}: {
  lines: readonly OrderLineDetail[];
  locale: Language;
  t: Translate;
  id: string;
  code: (label: string, value: string) => ReactNode;
}) {
  return (
    <section className="od-card" aria-labelledby={`${id}-lines`}>
      <h2 id={`${id}-lines`}>{t('orders.detail.lines')}</h2>
      <ul className="od-list">
        {lines.map((line, index) => (
          <li key={`${line.skuId}-${index}`} data-line={index}>
            <p className="od-name">
              {line.productName} · {line.skuName}
            </p>
            <dl className="od-facts">
              {lineDates(line, locale).map(([key, value]) => (
                <FactRow key={key} label={t(key)} value={value} />
              ))}
              <FactRow
                label={t('orders.detail.subtotal')}
                value={`${t('orders.detail.quantity', {
                  quantity: line.quantity,
                  price: formatHkd(line.unitPriceCents, locale),
                })} = ${formatHkd(line.subtotalCents, locale)}`}
              />
              <dt>{t('orders.detail.voucherCode')}</dt>
              <dd>
                {line.voucherCode !== null
                  ? code(t('orders.detail.voucherCode'), line.voucherCode)
                  : t('orders.detail.codePending')}
              </dd>
              {line.poiType === POI_TYPE.hotel && (
                <>
                  <dt>{t('orders.detail.confirmationCode')}</dt>
                  <dd>
                    {line.confirmationCode !== null
                      ? code(t('orders.detail.confirmationCode'), line.confirmationCode)
                      : t('orders.detail.codePending')}
                  </dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
