import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import {
  $cart,
  cartTotalCents,
  clearCart,
  lineTotalCents,
  type CartLine,
} from '../../lib/booking/cart.ts';
import { productProblem } from '../../lib/booking/errors.ts';
import { $guestList, clearGuests, type GuestList } from '../../lib/booking/guests.ts';
import {
  $lastOrder,
  bookingChannel,
  repriceCart,
  requestIdFor,
  saveOrder,
  toOrderRequest,
} from '../../lib/booking/order.ts';
import type { Language } from '../../lib/contract/common.ts';
import {
  displayGuestName,
  ORDER_ERROR_CODES,
  guestListProblem,
  type OrderSaveRequest,
  type SavedOrder,
} from '../../lib/contract/order.ts';
import { daysBetween } from '../../lib/contract/product.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { mask } from '../../lib/format/mask.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { $session } from '../../lib/session/login.ts';
import { loginHref } from '../../lib/session/login-link.ts';
import { showNotice } from '../../lib/session/notice.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { createTranslator, type MessageKey, type Translator } from '../../lib/i18n/translator.ts';
import { useLineNames } from '../cart/useLineNames.ts';
import { labelText, lineLabel } from '../../lib/booking/names.ts';
import { useHydrated } from '../useHydrated.ts';
import { useSubmitMutation } from '../useSubmitMutation.ts';
import './recheck.css';

export type RecheckMessages = Partial<I18nNamespaces['recheck']>;
type RecheckKey = MessageKey<keyof I18nNamespaces['recheck']>;

export interface RecheckProps {
  locale: Language;
  messages: RecheckMessages;
  /** Pages in the page's language. */
  cartPath: string;
  loginPath: string;
  termsPath: string;
  payPath: string;
  orderPath: string;
}

type Failure =
  | { kind: 'terms' }
  | { kind: 'guests' }
  | { kind: 'priceChanged'; text: string }
  | { kind: 'soldOut'; text: string }
  | { kind: 'holdLimit'; text: string }
  | { kind: 'product'; key: RecheckKey }
  | { kind: 'invalid'; text: string }
  | { kind: 'failed' };

/** The page's order lines as the shopper sees them: dates, session, nights. */
function lineWhen(line: CartLine, locale: Language, t: Translate): string {
  const date = formatDate(line.date, locale, true);
  if (line.endDate !== undefined && line.endDate !== line.date) {
    return t('recheck.line.stay', {
      from: date,
      to: formatDate(line.endDate, locale, true),
      count: daysBetween(line.date, line.endDate),
    });
  }
  return line.session !== undefined ? `${date} ${line.session}` : date;
}

type Translate = Translator<RecheckKey>;

/**
 * product-recheck (SPEC §2, §5 Booking and payment): the order summary from the cart and the
 * guests, the terms to accept, then the order request (src/lib/booking/order.ts) is saved —
 * once, whatever the clicks and retries — and its result shown with the way to pay.
 */
export default function RecheckIsland(props: RecheckProps) {
  const { locale, messages } = props;
  const t: Translate = createTranslator(locale, messages);
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const cart = useStore($cart);
  const guests = useStore($guestList);
  const session = useStore($session);
  const lastOrder = useStore($lastOrder);
  const fail = (next: Failure, text: string) => {
    setFailure(next);
    showNotice('error', text);
  };
  const saving = useSubmitMutation({
    mutationFn: ({ request }: { request: OrderSaveRequest; guestList: GuestList['guests'] }) =>
      saveOrder(request),
    onSuccess: async (order, { guestList }) => {
      $lastOrder.set(order);
      clearCart();
      clearGuests();
      // "Save this guest": the ticked guests become saved travellers; the order stands either way
      // (its code loads only when a guest was ticked)
      const kept = guestList.some((g) => g.saveTraveller === true)
        ? await (await import('../../lib/user/travellers.ts')).saveTickedGuests(guestList)
        : { saved: 0, failed: 0 };
      const texts = [
        t('recheck.saved', { orderNo: order.orderNo }),
        kept.failed > 0
          ? t('recheck.travellersFailed', { count: kept.failed })
          : kept.saved > 0
            ? t('recheck.travellersSaved', { count: kept.saved })
            : '',
      ];
      showNotice(kept.failed > 0 ? 'warning' : 'success', texts.filter(Boolean).join(' '));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ORDER_ERROR_CODES.priceChanged) {
        // Show the gateway's prices; the shopper accepts the new total by submitting again.
        $cart.set(repriceCart($cart.get(), error.data));
        setAccepted(false);
        fail({ kind: 'priceChanged', text: error.msg }, error.msg);
      } else if (isApiError(error) && error.code === ORDER_ERROR_CODES.soldOut) {
        fail({ kind: 'soldOut', text: error.msg }, error.msg);
      } else if (isApiError(error) && error.code === ORDER_ERROR_CODES.holdLimit) {
        // the gateway's message names the limits, in the page's language
        fail({ kind: 'holdLimit', text: error.msg }, error.msg);
      } else if (isApiError(error) && error.status === 409) {
        const key: RecheckKey = `recheck.error.${productProblem(error)}`;
        fail({ kind: 'product', key }, t(key));
      } else if (isApiError(error) && error.status === 400) {
        const text = error.fields[0]?.message ?? error.msg;
        fail({ kind: 'invalid', text }, text);
      } else if (isApiError(error) && [401, 403, 498].includes(error.status)) {
        // The API client has shown the session message and logged out.
        setFailure(null);
      } else {
        fail({ kind: 'failed' }, t('recheck.error.failed'));
      }
    },
  });
  const busy = saving.isPending;

  const hydrated = useHydrated(locale);
  const names = useLineNames(locale, cart.lines, hydrated);

  if (!hydrated) return <p className="rc-note">{t('recheck.loading')}</p>;

  if (cart.lines.length === 0) {
    return lastOrder !== null ? (
      <OrderResult order={lastOrder} props={props} t={t} />
    ) : (
      <div className="rc-empty">
        <p>{t('recheck.empty')}</p>
        <a className="rc-button rc-secondary" href={props.cartPath}>
          {t('recheck.backToCart')}
        </a>
      </div>
    );
  }

  const total = cartTotalCents(cart);
  const problem = guestListProblem(
    guests.mode,
    cart.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    guests.guests,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || saving.running()) return;
    if (!accepted) {
      fail({ kind: 'terms' }, t('recheck.terms.required'));
      termsRef.current?.focus();
      return;
    }
    if (problem !== null) {
      fail({ kind: 'guests' }, t('recheck.guests.incomplete'));
      return;
    }
    const channel = bookingChannel(window.innerWidth);
    const draft = toOrderRequest(cart, guests, { requestId: '', channel });
    const { requestId: _unused, ...rest } = draft;
    const request = { ...draft, requestId: requestIdFor(rest) };
    setFailure(null);
    saving.mutate({ request, guestList: guests.guests });
  };

  const failureText =
    failure === null
      ? null
      : failure.kind === 'terms'
        ? t('recheck.terms.required')
        : failure.kind === 'guests'
          ? t('recheck.guests.incomplete')
          : failure.kind === 'product'
            ? t(failure.key)
            : failure.kind === 'failed'
              ? t('recheck.error.failed')
              : failure.text;

  return (
    <form className="rc" noValidate onSubmit={submit} aria-busy={busy}>
      <section className="rc-card" aria-labelledby={`${id}-lines`}>
        <h2 id={`${id}-lines`}>{t('recheck.lines.title')}</h2>
        <ul className="rc-lines">
          {cart.lines.map((line, index) => {
            const label = lineLabel(line, names, '');
            return (
              <li key={`${line.skuId}-${line.date}-${line.session ?? ''}-${index}`}>
                <p className="rc-line-name">
                  {label.product}
                  {label.sku === '' ? null : <span> · {label.sku}</span>}
                </p>
                <p className="rc-note">{lineWhen(line, locale, t)}</p>
                <p className="rc-line-price">
                  <span>
                    {t('recheck.line.quantity', {
                      quantity: line.quantity,
                      price: formatHkd(line.unitPriceCents, locale),
                    })}
                  </span>
                  <strong>{formatHkd(lineTotalCents(line), locale)}</strong>
                </p>
              </li>
            );
          })}
        </ul>
        <a href={props.cartPath}>{t('recheck.edit')}</a>
      </section>

      <section className="rc-card" aria-labelledby={`${id}-guests`}>
        <h2 id={`${id}-guests`}>{t('recheck.guests.title')}</h2>
        <p className="rc-note">{t(`recheck.guests.mode.${guests.mode}`)}</p>
        {guests.guests.length === 0 ? (
          <p>{t('recheck.guests.none')}</p>
        ) : (
          <ul className="rc-guests">
            {guests.guests.map((g, index) => {
              const product = cart.lines.find((l) => l.productId === g.productId);
              const contact =
                g.idType !== undefined &&
                (g.idInfo ?? g.idMasked) !== undefined &&
                guests.mode === 'guest'
                  ? `${t(`recheck.idType.${g.idType}`)} ${g.idInfo === undefined ? (g.idMasked ?? '') : mask(g.idInfo)}`
                  : [
                      g.guestMobile ? `${g.guestMobileArea} ${mask(g.guestMobile)}` : '',
                      mask(g.guestEmail),
                    ]
                      .filter(Boolean)
                      .join(' · ');
              return (
                <li key={`${g.productId}-${index}`}>
                  <p className="rc-line-name">{displayGuestName(g.guestName)}</p>
                  <p className="rc-note">
                    {contact}
                    {product ? ` · ${lineLabel(product, names, '').product}` : ''}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        {problem !== null && (
          <p className="rc-warning">
            {t('recheck.guests.incomplete')} <a href={props.cartPath}>{t('recheck.backToCart')}</a>
          </p>
        )}
      </section>

      <p className="rc-total">
        <span id={`${id}-total`}>{t('recheck.total')}</span>{' '}
        <output aria-labelledby={`${id}-total`}>{formatHkd(total, locale)}</output>
      </p>

      <div className="rc-terms">
        <input
          ref={termsRef}
          id={`${id}-terms`}
          type="checkbox"
          checked={accepted}
          aria-invalid={failure?.kind === 'terms' ? true : undefined}
          aria-describedby={failure?.kind === 'terms' ? `${id}-failure` : undefined}
          onChange={(e) => {
            setAccepted(e.target.checked);
            if (e.target.checked && failure?.kind === 'terms') setFailure(null);
          }}
        />
        <label htmlFor={`${id}-terms`}>
          {t('recheck.terms.label')}{' '}
          <a href={props.termsPath} target="_blank" rel="noopener">
            {t('recheck.terms.link')}
          </a>
        </label>
      </div>

      {session === null && (
        <p className="rc-warning">
          {t('recheck.login.needed')}{' '}
          <a
            href={loginHref(props.loginPath, {
              pathname: window.location.pathname,
              search: window.location.search,
            })}
          >
            {t('recheck.login.link')}
          </a>
        </p>
      )}

      <div role="alert" className="rc-failure" id={`${id}-failure`}>
        {failureText !== null && (
          <p>
            {failureText}
            {failure?.kind === 'soldOut' || failure?.kind === 'invalid' ? (
              <>
                {' '}
                <a href={props.cartPath}>{t('recheck.backToCart')}</a>
              </>
            ) : null}
          </p>
        )}
      </div>

      <button type="submit" className="rc-button" disabled={busy || session === null}>
        {busy ? t('recheck.submitting') : t('recheck.submit')}
      </button>
    </form>
  );
}

function OrderResult({
  order,
  props,
  t,
}: {
  order: SavedOrder;
  props: RecheckProps;
  t: Translate;
}) {
  const { locale } = props;
  // Saved in the language it was placed in: named again in the page's.
  const names = useLineNames(locale, order.lines, true);
  const query = `?orderId=${encodeURIComponent(order.orderId)}`;
  const payBefore = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Hong_Kong',
    hour: '2-digit',
    minute: '2-digit',
  }).format(order.payBefore);
  return (
    <section className="rc-card rc-result" aria-labelledby="rc-result-title">
      <h2 id="rc-result-title">{t('recheck.result.title')}</h2>
      <dl className="rc-facts">
        <dt>{t('recheck.result.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('recheck.result.status')}</dt>
        <dd>
          {t(`recheck.status.${order.status === 'noPayment' ? 'noPayment' : 'pendingPayment'}`)}
        </dd>
        <dt>{t('recheck.total')}</dt>
        <dd>{formatHkd(order.totalCents, locale)}</dd>
      </dl>
      {order.status === 'pendingPayment' && (
        <p className="rc-note">{t('recheck.result.payBefore', { time: payBefore, count: 15 })}</p>
      )}
      <ul className="rc-lines">
        {order.lines.map((l, index) => (
          <li key={`${l.skuId}-${index}`}>
            <p className="rc-line-name">
              {names === null
                ? labelText({ product: l.productName, sku: l.skuName })
                : labelText(lineLabel(l, names, ''))}
            </p>
            <p className="rc-line-price">
              <span>
                {t('recheck.line.quantity', {
                  quantity: l.quantity,
                  price: formatHkd(l.unitPriceCents, locale),
                })}
              </span>
              <strong>{formatHkd(l.subtotalCents, locale)}</strong>
            </p>
          </li>
        ))}
      </ul>
      <div className="rc-actions">
        {order.status === 'pendingPayment' && (
          <a className="rc-button" href={`${props.payPath}${query}`}>
            {t('recheck.result.pay')}
          </a>
        )}
        <a className="rc-button rc-secondary" href={`${props.orderPath}${query}`}>
          {t('recheck.result.details')}
        </a>
      </div>
    </section>
  );
}
