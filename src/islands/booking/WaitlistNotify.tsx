import { useStore } from '@nanostores/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import { productQueries } from '../../lib/booking/queries.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { CalendarDay } from '../../lib/contract/product.ts';
import { MAX_WAIT_QUANTITY, type Wait, type WaitJoin } from '../../lib/contract/waitlist.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { $isLoggedIn } from '../../lib/session/login.ts';
import { loginHref } from '../../lib/session/login-link.ts';
import { waitRulesQuery } from '../../lib/waitlist/queries.ts';
import { slotOfValue, slotValue, waitableSlots, waitQuantity } from '../../lib/waitlist/waits.ts';

/** The texts of the control (locales/<lang>/booking.json `booking.wait.*`), filled. */
export interface WaitlistNotifyText {
  title: string;
  /** How the offer works, with the minutes an offer holds (the gateway's setting). */
  lead: (minutes: number) => string;
  slot: string;
  sku: string;
  quantity: string;
  quantityError: string;
  submit: string;
  login: string;
  joined: (position: number) => string;
  failed: string;
  link: string;
}

export interface WaitlistNotifyProps {
  locale: Language;
  productId: string;
  /** The price calendar's days of the product (its sold-out days and sessions are offered). */
  days: readonly CalendarDay[];
  /** The day chosen in the form, preselected when it is sold out. */
  chosen: { date: string | null; session: string | null };
  /** The login page and the waiting lists page, in the page's language. */
  loginPath: string;
  waitlistPath: string;
  text: WaitlistNotifyText;
}

/** Joins the waiting list (the call is loaded on first use). */
const joinWait = async (body: WaitJoin): Promise<Wait> =>
  (await import('../../lib/waitlist/calls.ts')).joinWaitlist(body);

/**
 * The join as a mutation: its pending, answer and refusal are the control's state. TanStack
 * Query 5 calls `mutationFn(variables, context)`: the wrapper passes the body alone (the call's
 * second parameter is its options).
 */
const useJoin = () => useMutation({ mutationFn: (body: WaitJoin) => joinWait(body) }, queryClient);
type Join = ReturnType<typeof useJoin>;

/** How the offer works, with the minutes the gateway holds an offer (shown once it answered). */
function OfferLead({ lead }: { lead: (minutes: number) => string }) {
  const rules = useQuery(waitRulesQuery(), queryClient);
  if (rules.data === undefined) return null;
  return <p className="bk-note">{lead(rules.data.offerMinutes)}</p>;
}

/** What a join answered: the place in the line with a link to the user's waits, or the refusal. */
function JoinOutcome(props: {
  join: Join;
  text: Pick<WaitlistNotifyText, 'joined' | 'link' | 'failed'>;
  waitlistPath: string;
}) {
  const { join, text } = props;
  return (
    <div aria-live="polite">
      {join.isSuccess && (
        <p className="bk-added">
          {text.joined(join.data.position ?? 1)} <a href={props.waitlistPath}>{text.link}</a>
        </p>
      )}
      {join.isError && (
        <p role="alert" className="bk-problem">
          {isApiError(join.error) ? join.error.msg : text.failed}
        </p>
      )}
    </div>
  );
}

/**
 * "Notify me" of a sold-out day or session (issue 19 §4): a disclosure under the calendar with
 * the product's sold-out days (a show: its sold-out sessions), the ticket type and how many; a
 * logged-in shopper joins the waiting list, one logged out is sent to log in and back. Not a
 * form of its own (it sits in the booking form): Enter in the quantity joins, not "Add to cart".
 */
export function WaitlistNotify(props: WaitlistNotifyProps) {
  const { locale, text } = props;
  const id = useId();
  const loggedIn = useStore($isLoggedIn);
  const slots = waitableSlots(props.days);
  const chosenValue =
    props.chosen.date === null
      ? null
      : slots
          .map(slotValue)
          .find(
            (v) =>
              v ===
              slotValue({ date: props.chosen.date ?? '', session: props.chosen.session ?? null }),
          );
  const [slot, setSlot] = useState<string | null>(null);
  const value = slot ?? chosenValue ?? (slots[0] ? slotValue(slots[0]) : '');
  const picked = slotOfValue(value);
  const [skuId, setSkuId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [quantityError, setQuantityError] = useState(false);
  const join = useJoin();
  const detail = useQuery(
    {
      ...productQueries.ticket(locale, {
        productId: props.productId,
        playDate: picked.date,
        ...(picked.session === null ? {} : { session: picked.session }),
      }),
      enabled: slots.length > 0 && picked.date !== '',
    },
    queryClient,
  );
  if (slots.length === 0) return null;
  const skus = detail.data?.skus ?? [];
  const sku = skus.find((s) => s.skuId === skuId) ?? skus[0];

  const submit = () => {
    const n = waitQuantity(quantity);
    setQuantityError(n === null);
    if (n === null || sku === undefined || join.isPending) return;
    join.mutate({
      productId: props.productId,
      skuId: sku.skuId,
      quantity: n,
      startDate: picked.date,
      ...(picked.session === null ? {} : { session: picked.session }),
    });
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  const here = typeof window === 'undefined' ? { pathname: '', search: '' } : window.location;

  return (
    <details className="bk-details bk-wait">
      <summary>{text.title}</summary>
      <div className="bk-details-body bk-wait-body">
        <OfferLead lead={text.lead} />
        {!loggedIn ? (
          <p>
            <a className="bk-wait-login" href={loginHref(props.loginPath, here)}>
              {text.login}
            </a>
          </p>
        ) : (
          <div className="bk-wait-fields" role="group" aria-label={text.title}>
            <label className="ui-field" htmlFor={`${id}-slot`}>
              <span className="ui-label">{text.slot}</span>
              <select
                className="ui-select"
                id={`${id}-slot`}
                value={value}
                onChange={(e) => {
                  setSlot(e.currentTarget.value);
                  join.reset();
                }}
              >
                {slots.map((s) => (
                  <option key={slotValue(s)} value={slotValue(s)}>
                    {formatDate(s.date, locale, true)}
                    {s.session === null ? '' : ` ${s.session}`}
                  </option>
                ))}
              </select>
            </label>
            <label className="ui-field" htmlFor={`${id}-sku`}>
              <span className="ui-label">{text.sku}</span>
              <select
                className="ui-select"
                id={`${id}-sku`}
                value={sku?.skuId ?? ''}
                disabled={skus.length === 0}
                onChange={(e) => setSkuId(e.currentTarget.value)}
              >
                {skus.map((s) => (
                  <option key={s.skuId} value={s.skuId}>
                    {s.skuName}
                  </option>
                ))}
              </select>
            </label>
            <label className="ui-field" htmlFor={`${id}-quantity`}>
              <span className="ui-label">{text.quantity}</span>
              <input
                className="ui-input"
                id={`${id}-quantity`}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_WAIT_QUANTITY}
                value={quantity}
                aria-invalid={quantityError}
                aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
                onInput={(e) => setQuantity(e.currentTarget.value)}
                onKeyDown={onKey}
              />
            </label>
            {quantityError && (
              <p id={`${id}-quantity-error`} className="ui-error">
                {text.quantityError}
              </p>
            )}
            <button
              type="button"
              className="ui-btn bk-wait-submit"
              disabled={join.isPending || sku === undefined}
              onClick={submit}
            >
              {text.submit}
            </button>
          </div>
        )}
        <JoinOutcome join={join} text={text} waitlistPath={props.waitlistPath} />
      </div>
    </details>
  );
}

export interface RoomNotifyProps {
  locale: Language;
  /** The room type and its SKU, sold out for the stay. */
  productId: string;
  skuId: string;
  checkIn: string;
  checkOut: string;
  roomName: string;
  loginPath: string;
  waitlistPath: string;
  text: Omit<WaitlistNotifyText, 'slot' | 'sku'>;
}

/**
 * "Notify me" of a room type sold out for the chosen stay: how many rooms, then the waiting
 * list of that stay (every night of it must come free). Logged out: a link to log in and back.
 */
export function RoomNotify(props: RoomNotifyProps) {
  const { text } = props;
  const id = useId();
  const loggedIn = useStore($isLoggedIn);
  const [quantity, setQuantity] = useState('1');
  const [quantityError, setQuantityError] = useState(false);
  const join = useJoin();
  const submit = () => {
    const n = waitQuantity(quantity);
    setQuantityError(n === null);
    if (n === null || join.isPending) return;
    join.mutate({
      productId: props.productId,
      skuId: props.skuId,
      quantity: n,
      startDate: props.checkIn,
      endDate: props.checkOut,
    });
  };
  const here = typeof window === 'undefined' ? { pathname: '', search: '' } : window.location;
  return (
    <details className="bk-details bk-wait">
      <summary>{text.title}</summary>
      <div className="bk-details-body bk-wait-body">
        <OfferLead lead={text.lead} />
        {!loggedIn ? (
          <p>
            <a className="bk-wait-login" href={loginHref(props.loginPath, here)}>
              {text.login}
            </a>
          </p>
        ) : (
          <div
            className="bk-wait-fields bk-wait-room"
            role="group"
            aria-label={`${text.title} ${props.roomName}`}
          >
            <label className="ui-field" htmlFor={`${id}-quantity`}>
              <span className="ui-label">{text.quantity}</span>
              <input
                className="ui-input"
                id={`${id}-quantity`}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_WAIT_QUANTITY}
                value={quantity}
                aria-invalid={quantityError}
                aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
                onInput={(e) => setQuantity(e.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  submit();
                }}
              />
            </label>
            {quantityError && (
              <p id={`${id}-quantity-error`} className="ui-error">
                {text.quantityError}
              </p>
            )}
            <button
              type="button"
              className="ui-btn bk-wait-submit"
              disabled={join.isPending}
              onClick={submit}
            >
              {text.submit}
            </button>
          </div>
        )}
        <JoinOutcome join={join} text={text} waitlistPath={props.waitlistPath} />
      </div>
    </details>
  );
}
