import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { lookupOrder, lookupProblems, type LookupProblem } from '../../lib/orders/lookup.ts';
import { FormReady, SubmitButton, TextField } from '../account/Fields.tsx';
import { useHydrated, type OrdersKey, type OrdersMessages } from './shared.tsx';
import '../account/account.css';
import './orders.css';

export interface OrderLookupProps {
  locale: Language;
  messages: OrdersMessages;
  /** The login page, for the account's full order list. */
  loginPath: string;
}

type Field = 'orderNo' | 'email';

const PROBLEM_KEYS: Record<Field, Record<LookupProblem, OrdersKey>> = {
  orderNo: { required: 'orders.lookup.orderNoRequired', format: 'orders.lookup.orderNoFormat' },
  email: { required: 'orders.lookup.emailRequired', format: 'orders.lookup.emailFormat' },
};

/**
 * /order-lookup: the booking number and the e-mail of the order's account. The gateway mails a
 * link to the order to that account's address and answers the same whether or not they match,
 * so the page says the same too: "if they match, a link is on its way".
 */
export default function OrderLookupIsland({ locale, messages, loginPath }: OrderLookupProps) {
  const t = createTranslator(locale, messages);
  const ready = useHydrated(locale);
  const id = useId();
  const [values, setValues] = useState({ orderNo: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef<HTMLDivElement>(null);
  const lookup = useMutation(
    {
      mutationFn: (body: Parameters<typeof lookupOrder>[0]) => lookupOrder(body),
      onSuccess: (_, { email }) => {
        setSent(email);
        requestAnimationFrame(() => done.current?.focus());
      },
      onError: (error) => {
        if (isApiError(error) && error.fields.length > 0) {
          setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
        } else {
          // a 429 says when to try again; anything else: try again
          setFailure(
            isApiError(error) && error.status === 429 ? error.msg : t('orders.lookup.failed'),
          );
        }
      },
    },
    queryClient,
  );
  const busy = lookup.isPending;

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const problems = lookupProblems(values);
    const found = Object.fromEntries(
      (Object.entries(problems) as [Field, LookupProblem][]).map(([field, problem]) => [
        field,
        t(PROBLEM_KEYS[field][problem]),
      ]),
    ) as Partial<Record<Field, string>>;
    setErrors(found);
    const first = (['orderNo', 'email'] as const).find((f) => found[f] !== undefined);
    if (first !== undefined) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    lookup.mutate({ orderNo: values.orderNo, email: values.email.trim() });
  };

  if (sent !== null) {
    return (
      <div className="od-card ol-sent" ref={done} tabIndex={-1} role="status">
        <h2>{t('orders.lookup.sentTitle')}</h2>
        <p>{t('orders.lookup.sent', { email: sent })}</p>
        <p className="od-note">{t('orders.lookup.sentHint')}</p>
        <div className="od-actions">
          <button
            type="button"
            className="od-button od-secondary"
            onClick={() => {
              setSent(null);
              setValues({ orderNo: '', email: values.email });
            }}
          >
            {t('orders.lookup.another')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <FormReady.Provider value={ready}>
      <form className="acc-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="sr-only">
          {t('orders.lookup.formTitle')}
        </h2>
        <TextField
          id={`${id}-orderNo`}
          label={t('orders.lookup.orderNo')}
          hint={t('orders.lookup.orderNoHint')}
          value={values.orderNo}
          onValue={set('orderNo')}
          error={errors.orderNo}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={40}
        />
        <TextField
          id={`${id}-email`}
          label={t('orders.lookup.email')}
          hint={t('orders.lookup.emailHint')}
          type="email"
          value={values.email}
          onValue={set('email')}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <div role="alert" className="od-error">
          {failure}
        </div>
        <SubmitButton
          label={t('orders.lookup.submit')}
          busyLabel={t('orders.lookup.sending')}
          busy={busy}
          ready={ready}
        />
        <p className="od-note ol-login">
          {t('orders.lookup.haveAccount')} <a href={loginPath}>{t('orders.lookup.login')}</a>
        </p>
      </form>
    </FormReady.Provider>
  );
}
