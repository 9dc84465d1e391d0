import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import { $cart } from '../../lib/booking/cart.ts';
import type { Language } from '../../lib/contract/common.ts';
import { WAIT_OFFER_PARAM, type Wait } from '../../lib/contract/waitlist.ts';
import { formatDate, formatDateTime, hkToday } from '../../lib/format/dates.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { createTranslator, type Translator } from '../../lib/i18n/translator.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { waitRulesQuery } from '../../lib/waitlist/queries.ts';
import { isActiveWait, offerCartLine, sortWaits, withOffer } from '../../lib/waitlist/waits.ts';
import { useHydrated } from '../useHydrated.ts';
import '../../styles/app.css';
import './user.css';

export type WaitlistMessages = Partial<I18nNamespaces['user']>;
type Translate = Translator<keyof I18nNamespaces['user']>;

export interface WaitlistIslandProps {
  locale: Language;
  /** user.json of the page's language. */
  messages: WaitlistMessages;
  /** The user centre, in the page's language. */
  back: string;
  /** The cart page, in the page's language. */
  cart: string;
}

const waitKeys = { list: ['user', 'waits'] as const };
const waitsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: waitKeys.list,
    queryFn: async ({ signal }) =>
      (await import('../../lib/waitlist/calls.ts')).loadWaits({ signal }),
    staleTime: 0,
    enabled,
  });

const nameOf = (wait: Wait) =>
  wait.skuName && wait.skuName !== wait.productName
    ? `${wait.productName} · ${wait.skuName}`
    : wait.productName;

function whenOf(wait: Wait, locale: Language, t: Translate): string {
  const when =
    wait.productType === 'HOTEL'
      ? t('user.waitlist.stay', {
          checkIn: formatDate(wait.startDate, locale),
          checkOut: formatDate(wait.endDate, locale),
        })
      : formatDate(wait.startDate, locale, true);
  return wait.session === null
    ? when
    : `${when} · ${t('user.waitlist.session', { session: wait.session })}`;
}

/**
 * The user centre's waiting lists (issue 19 §4): each wait with its day, quantity and status
 * (waiting with its place in the queue, held until a time, booked, ended, left), "Leave" for the
 * active ones, and for a held offer "Add to cart and book", which puts exactly the held places
 * into the cart and opens it. The offer mail links here with `?offer=<signed token>`: the
 * gateway opens the offer and its held places go straight into the cart, or the page says why
 * the link no longer books (ended, already booked, not valid) in the page's language. Older
 * mails link with `?waitId=`: that wait is shown first and focused.
 */
export default function WaitlistIsland({ locale, messages, back, cart }: WaitlistIslandProps) {
  const t: Translate = createTranslator(locale, messages);
  const id = useId();
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const linked = useRef<HTMLLIElement>(null);
  const [linkedId, setLinkedId] = useState<string | null>(null);
  const [offerToken, setOfferToken] = useState<string | null>(null);
  const hydrated = useHydrated(locale, () => {
    const params = new URLSearchParams(window.location.search);
    setLinkedId(params.get('waitId'));
    const token = params.get(WAIT_OFFER_PARAM);
    if (token === null) return;
    setOfferToken(token);
    // read once: back from the cart comes to the list, not to the link again
    params.delete(WAIT_OFFER_PARAM);
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest && `?${rest}`}`);
  });
  const opened = useQuery(
    {
      queryKey: ['user', 'waitOffer', offerToken ?? ''] as const,
      queryFn: async () =>
        (await import('../../lib/waitlist/calls.ts')).openWaitOffer(offerToken ?? ''),
      enabled: offerToken !== null,
      retry: false,
      staleTime: Infinity,
    },
    queryClient,
  );
  const offered = opened.data;
  useEffect(() => {
    const line = offered === undefined ? null : offerCartLine(offered);
    if (line === null) return;
    // the link books: exactly the held places into the cart, then the cart
    $cart.set(withOffer($cart.get(), line));
    window.location.assign(cart);
  }, [offered, cart]);
  const list = useQuery(waitsQuery(hydrated), queryClient);
  // how long an offer holds, as the gateway runs it
  const rules = useQuery({ ...waitRulesQuery(), enabled: hydrated }, queryClient);
  const leave = useMutation(
    {
      mutationFn: async (wait: Wait) => {
        const { leaveWaitlist } = await import('../../lib/waitlist/calls.ts');
        await leaveWaitlist(wait.waitId);
        await queryClient.invalidateQueries({ queryKey: waitKeys.list });
      },
      onSuccess: (_left, wait) => {
        setStatus(t('user.waitlist.left', { name: nameOf(wait) }));
        heading.current?.focus();
      },
      onError: (error) =>
        showNotice('error', isApiError(error) ? error.msg : t('user.waitlist.leaveFailed')),
    },
    queryClient,
  );
  /** The wait being left. */
  const busy = leave.isPending ? leave.variables.waitId : null;
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (loaded && linkedId !== null) linked.current?.focus();
  }, [loaded, linkedId]);

  if (!hydrated || list.isPending) return <p className="uc-note">{t('user.waitlist.loading')}</p>;
  if (list.error || !list.data) {
    return (
      <p role="alert" className="uc-error">
        {t('user.waitlist.error')}{' '}
        <button type="button" className="uc-link-button" onClick={() => void list.refetch()}>
          {t('user.retry')}
        </button>
      </p>
    );
  }
  const sorted = sortWaits(list.data);
  const linkProblem =
    opened.error === null
      ? null
      : isApiError(opened.error)
        ? opened.error.msg
        : t('user.waitlist.openFailed');
  const waits = [
    ...sorted.filter((w) => w.waitId === linkedId),
    ...sorted.filter((w) => w.waitId !== linkedId),
  ];

  const book = (wait: Wait) => {
    const line = offerCartLine(wait);
    if (line === null) return;
    $cart.set(withOffer($cart.get(), line));
    window.location.assign(cart);
  };

  return (
    <div className="uc">
      {offerToken !== null && (
        <div aria-live="polite">
          {opened.isPending && <p className="uc-note">{t('user.waitlist.opening')}</p>}
          {linkProblem !== null && (
            <p role="alert" className="uc-error uc-wait-link-problem">
              {linkProblem}
            </p>
          )}
        </div>
      )}
      <section className="uc-card" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} ref={heading} tabIndex={-1}>
          {t('user.waitlist.list')}
        </h2>
        <p className="uc-note">
          {waits.length === 0
            ? t('user.waitlist.empty')
            : t('user.waitlist.count', { count: waits.length })}
        </p>
        {rules.data !== undefined && (
          <p className="uc-note uc-wait-hold">
            {t('user.waitlist.hold', { count: rules.data.offerMinutes })}
          </p>
        )}
        {waits.length > 0 && (
          <ul className="uc-travellers uc-waits">
            {waits.map((wait) => {
              const name = nameOf(wait);
              const isLinked = wait.waitId === linkedId;
              return (
                <li
                  key={wait.waitId}
                  ref={isLinked ? linked : undefined}
                  tabIndex={isLinked ? -1 : undefined}
                  className={`uc-traveller uc-wait uc-wait-${wait.status}`}
                  data-wait-id={wait.waitId}
                >
                  <p className="uc-traveller-name">{name}</p>
                  <p className={`uc-wait-status uc-wait-status-${wait.status}`}>
                    {t(`user.waitlist.status.${wait.status}`)}
                  </p>
                  <ul className="uc-wait-facts">
                    <li>{whenOf(wait, locale, t)}</li>
                    <li>{t('user.waitlist.quantity', { count: wait.quantity })}</li>
                    {wait.position !== null && (
                      <li>{t('user.waitlist.position', { count: wait.position })}</li>
                    )}
                    {wait.offerUntil !== null && (
                      <li className="uc-wait-until">
                        {t('user.waitlist.until', {
                          until: formatDateTime(wait.offerUntil, locale),
                        })}
                      </li>
                    )}
                    <li className="uc-note">
                      {t('user.waitlist.joinedOn', {
                        date: formatDate(hkToday(wait.joinedAt), locale),
                      })}
                    </li>
                  </ul>
                  {wait.status === 'offered' && (
                    <p className="uc-note">{t('user.waitlist.untilNote')}</p>
                  )}
                  {isActiveWait(wait.status) && (
                    <div className="uc-actions">
                      {wait.status === 'offered' && (
                        <button
                          type="button"
                          className="uc-button uc-small"
                          onClick={() => book(wait)}
                        >
                          {t('user.waitlist.book')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="uc-button uc-secondary uc-small"
                        aria-label={t('user.waitlist.leaveLabel', { name })}
                        disabled={busy === wait.waitId}
                        onClick={() => leave.mutate(wait)}
                      >
                        {t('user.waitlist.leave')}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <p>
        <a className="uc-back" href={back}>
          {t('user.waitlist.back')}
        </a>
      </p>
      <p role="status" className="uc-status">
        {status}
      </p>
    </div>
  );
}
