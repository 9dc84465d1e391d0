import { useMutation, useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import { ID_TYPES, isIdType } from '../../lib/contract/order.ts';
import { MAX_TRAVELLERS, type Traveller } from '../../lib/contract/traveller.ts';
import { countryLabel, PHONE_CODE_ENTRIES } from '../../lib/countries/countries.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { createTranslator, type Translator } from '../../lib/i18n/translator.ts';
import { showNotice } from '../../lib/session/notice.ts';
import {
  checkTravellerForm,
  createTravellerForm,
  deleteTraveller,
  saveTraveller,
  toTravellerSave,
  travellerForm,
  travellerKeys,
  travellersQuery,
  travellerView,
  type TravellerField,
  type TravellerForm,
} from '../../lib/user/travellers.ts';
import type { FormMessage } from '../../lib/validation/issues.ts';
import type { ValidationKey } from '../../lib/validation/messages.ts';
import { useHydrated } from '../useHydrated.ts';
import '../../styles/app.css';
import './user.css';

export type TravellersMessages = Partial<I18nNamespaces['user'] & I18nNamespaces['validation']>;
type Translate = Translator<keyof I18nNamespaces['user'] | keyof I18nNamespaces['validation']>;

export interface TravellersIslandProps {
  locale: Language;
  /** user.json and validation.json of the page's language. */
  messages: TravellersMessages;
  /** The user centre, in the page's language. */
  back: string;
}

const FIELDS: readonly TravellerField[] = [
  'familyName',
  'name',
  'phoneCode',
  'phone',
  'email',
  'idType',
  'idInfo',
];
/** The gateway's field names (src/lib/contract/traveller.ts) → the form's. */
const GATEWAY_FIELDS: Readonly<Record<string, TravellerField>> = {
  familyName: 'familyName',
  firstName: 'name',
  phoneArea: 'phoneCode',
  phone: 'phone',
  email: 'email',
  idType: 'idType',
  idInfo: 'idInfo',
};

type Texts = Partial<Record<TravellerField, string>>;
/** The form open: a new traveller (null) or the one being changed. */
type Editing = { traveller: Traveller | null } | null;

/**
 * The user centre's saved travellers (issue 19 §5): the list with ID numbers masked, and a form
 * to add, change or delete one. The checks are the cart's guest form rules (src/lib/user/
 * travellers.ts); the gateway checks again and names each refused field.
 */
export default function TravellersIsland({ locale, messages, back }: TravellersIslandProps) {
  const t: Translate = createTranslator(locale, messages);
  const id = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // a delete asks first: a slip of the thumb must not lose a traveller and their ID
  const [confirming, setConfirming] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming !== null) keep.current?.focus();
  }, [confirming]);
  const hydrated = useHydrated(locale);
  const list = useQuery(travellersQuery(hydrated), queryClient);

  if (!hydrated || list.isPending) return <p className="uc-note">{t('user.travellers.loading')}</p>;
  if (list.error || !list.data) {
    const off = isApiError(list.error) && list.error.status === 503;
    return (
      <p role="alert" className="uc-error">
        {t(off ? 'user.travellers.off' : 'user.travellers.error')}{' '}
        {!off && (
          <button type="button" className="uc-link-button" onClick={() => void list.refetch()}>
            {t('user.retry')}
          </button>
        )}
      </p>
    );
  }
  const travellers = list.data;

  const remove = async (traveller: Traveller) => {
    const name = travellerView(traveller).name;
    setConfirming(null);
    try {
      await deleteTraveller(traveller.travellerId);
      await queryClient.invalidateQueries({ queryKey: travellerKeys.list });
      setStatus(t('user.travellers.deleted', { name }));
      if (editing?.traveller?.travellerId === traveller.travellerId) setEditing(null);
      heading.current?.focus();
    } catch (error) {
      showNotice('error', isApiError(error) ? error.msg : t('user.travellers.deleteFailed'));
    }
  };

  return (
    <div className="uc">
      <section className="uc-card" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} ref={heading} tabIndex={-1}>
          {t('user.travellers.list')}
        </h2>
        <p className="uc-note">
          {travellers.length === 0
            ? t('user.travellers.empty')
            : t('user.travellers.count', { count: travellers.length, max: MAX_TRAVELLERS })}
        </p>
        {travellers.length > 0 && (
          <ul className="uc-travellers">
            {travellers.map((traveller) => {
              const view = travellerView(traveller);
              return (
                <li key={traveller.travellerId} className="uc-traveller">
                  <p className="uc-traveller-name">{view.name}</p>
                  <dl className="uc-traveller-facts">
                    {view.phone !== '' && (
                      <>
                        <dt>{t('user.field.phone')}</dt>
                        <dd>{view.phone}</dd>
                      </>
                    )}
                    {view.email !== '' && (
                      <>
                        <dt>{t('user.field.email')}</dt>
                        <dd>{view.email}</dd>
                      </>
                    )}
                    <dt>{t('user.travellers.field.id')}</dt>
                    <dd>
                      {view.idType === null || view.idMasked === null
                        ? t('user.travellers.noId')
                        : `${t(`user.travellers.idType.${view.idType}`)} ${view.idMasked}`}
                    </dd>
                  </dl>
                  {confirming === traveller.travellerId ? (
                    <div className="uc-confirm" role="group" aria-labelledby={`${id}-confirm`}>
                      <p id={`${id}-confirm`}>
                        {t('user.travellers.confirm', { name: view.name })}
                      </p>
                      <div className="uc-actions">
                        <button
                          type="button"
                          className="uc-button uc-small"
                          onClick={() => void remove(traveller)}
                        >
                          {t('user.travellers.confirmYes')}
                        </button>
                        <button
                          ref={keep}
                          type="button"
                          className="uc-button uc-secondary uc-small"
                          onClick={() => setConfirming(null)}
                        >
                          {t('user.travellers.keep')}
                        </button>
                      </div>
                    </div>
                  ) : (
                    <div className="uc-actions">
                      <button
                        type="button"
                        className="uc-button uc-secondary uc-small"
                        aria-label={t('user.travellers.editLabel', { name: view.name })}
                        onClick={() => setEditing({ traveller })}
                      >
                        {t('user.travellers.edit')}
                      </button>
                      <button
                        type="button"
                        className="uc-button uc-secondary uc-small"
                        aria-label={t('user.travellers.deleteLabel', { name: view.name })}
                        onClick={() => setConfirming(traveller.travellerId)}
                      >
                        {t('user.travellers.delete')}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {editing === null && travellers.length < MAX_TRAVELLERS && (
          <button
            ref={addButton}
            type="button"
            className="uc-button"
            onClick={() => setEditing({ traveller: null })}
          >
            {t('user.travellers.add')}
          </button>
        )}
      </section>
      {editing !== null && (
        <section className="uc-card">
          <TravellerEditor
            key={editing.traveller?.travellerId ?? 'new'}
            saved={editing.traveller ?? undefined}
            locale={locale}
            t={t}
            onDone={(name) => {
              setEditing(null);
              if (name !== undefined) setStatus(t('user.travellers.saved', { name }));
              heading.current?.focus();
            }}
          />
        </section>
      )}
      <p>
        <a className="uc-back" href={back}>
          {t('user.travellers.back')}
        </a>
      </p>
      <p role="status" className="uc-status">
        {status}
      </p>
    </div>
  );
}

function TravellerEditor({
  saved,
  locale,
  t,
  onDone,
}: {
  saved: Traveller | undefined;
  locale: Language;
  t: Translate;
  /** Called with the saved traveller's name, or without one on cancel. */
  onDone: (name?: string) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<TravellerForm>(() =>
    saved === undefined ? createTravellerForm() : travellerForm(saved),
  );
  const [errors, setErrors] = useState<Texts>({});
  const refs = useRef<Partial<Record<TravellerField, HTMLInputElement | HTMLSelectElement | null>>>(
    {},
  );
  const first = useRef<HTMLInputElement | null>(null);
  useEffect(() => first.current?.focus(), []);

  const text = (m: FormMessage<ValidationKey>) => t(m.key, m.params);
  const show = (found: Texts) => {
    setErrors(found);
    const field = FIELDS.find((f) => found[f] !== undefined);
    if (field !== undefined) {
      showNotice('error', found[field] ?? '');
      refs.current[field]?.focus();
    }
    return field !== undefined;
  };
  const set = <K extends TravellerField>(field: K, value: TravellerForm[K]) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (Object.keys(errors).length > 0) {
      // a field showing a message loses it once right
      const found = checkTravellerForm(next, saved);
      setErrors((before) => {
        const after: Texts = {};
        for (const f of Object.keys(before) as TravellerField[]) {
          const m = found[f];
          if (m !== undefined) after[f] = text(m);
        }
        return after;
      });
    }
  };

  const save = useMutation(
    {
      mutationFn: async (body: Parameters<typeof saveTraveller>[0]) => {
        const result = await saveTraveller(body);
        await queryClient.invalidateQueries({ queryKey: travellerKeys.list });
        return result;
      },
      onSuccess: (result) => onDone(travellerView(result).name),
      onError: (error) => {
        // the gateway names each refused field with a translated message; nothing typed is lost
        const fields: Texts = {};
        if (isApiError(error)) {
          for (const f of error.fields) {
            const field = GATEWAY_FIELDS[f.field];
            if (field !== undefined) fields[field] = f.message;
          }
        }
        if (!show(fields)) {
          showNotice('error', isApiError(error) ? error.msg : t('user.travellers.failed'));
        }
      },
    },
    queryClient,
  );
  const busy = save.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkTravellerForm(form, saved);
    const texts: Texts = {};
    for (const f of FIELDS) {
      const m = found[f];
      if (m !== undefined) texts[f] = text(m);
    }
    if (show(texts)) return;
    save.mutate(toTravellerSave(form, saved));
  };

  const field = (
    name: TravellerField,
    label: string,
    control: (aria: {
      id: string;
      'aria-invalid': true | undefined;
      'aria-describedby': string | undefined;
    }) => ReactNode,
    hint?: string,
  ) => {
    const fid = `${id}-${name}`;
    const described = [hint ? `${fid}-hint` : '', errors[name] ? `${fid}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="uc-field">
        <label htmlFor={fid}>{label}</label>
        {control({
          id: fid,
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': described || undefined,
        })}
        {hint && (
          <p id={`${fid}-hint`} className="uc-note uc-hint">
            {hint}
          </p>
        )}
        {errors[name] && (
          <p id={`${fid}-error`} className="uc-field-error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };
  const input = (
    name: 'familyName' | 'name' | 'phone' | 'email' | 'idInfo',
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) =>
    field(
      name,
      label,
      (aria) => (
        <input
          {...aria}
          {...extra}
          ref={(el) => {
            refs.current[name] = el;
            if (name === 'familyName') first.current = el;
          }}
          value={form[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      ),
      hint,
    );
  const view = saved === undefined ? undefined : travellerView(saved);
  const keptHint =
    view?.idMasked != null && view.idType === form.idType
      ? t('user.travellers.field.idKept', { number: view.idMasked })
      : undefined;

  return (
    <form className="uc-form" noValidate onSubmit={submit} aria-busy={busy}>
      <h3>
        {view === undefined
          ? t('user.travellers.addTitle')
          : t('user.travellers.editTitle', { name: view.name })}
      </h3>
      {input(
        'familyName',
        t('user.travellers.field.familyName'),
        { autoComplete: 'off', maxLength: 50, 'aria-required': true },
        t('user.travellers.field.nameHint'),
      )}
      {input('name', t('user.travellers.field.name'), {
        autoComplete: 'off',
        maxLength: 50,
        'aria-required': true,
      })}
      <div className="uc-phone">
        {field('phoneCode', t('user.travellers.field.phoneCode'), (aria) => (
          <select
            {...aria}
            ref={(el) => {
              refs.current.phoneCode = el;
            }}
            value={form.phoneCode}
            onChange={(e) => set('phoneCode', e.target.value)}
          >
            {PHONE_CODE_ENTRIES.map((c) => (
              <option key={c.country_code} value={c.phone_code}>
                {`${c.phone_code} ${countryLabel(c, locale)}`}
              </option>
            ))}
          </select>
        ))}
        {input('phone', t('user.travellers.field.phone'), {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'off',
        })}
      </div>
      {input('email', t('user.travellers.field.email'), {
        type: 'email',
        autoComplete: 'off',
        spellCheck: false,
      })}
      {field('idType', t('user.travellers.field.idType'), (aria) => (
        <select
          {...aria}
          ref={(el) => {
            refs.current.idType = el;
          }}
          value={form.idType ?? ''}
          onChange={(e) => {
            const value = Number(e.target.value);
            set('idType', e.target.value !== '' && isIdType(value) ? value : null);
          }}
        >
          <option value="">{t('user.travellers.noId')}</option>
          {ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`user.travellers.idType.${type}`)}
            </option>
          ))}
        </select>
      ))}
      {form.idType !== null &&
        input(
          'idInfo',
          t('user.travellers.field.idInfo'),
          { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 },
          keptHint,
        )}
      <div className="uc-actions">
        <button type="submit" className="uc-button" disabled={busy}>
          {busy ? t('user.travellers.saving') : t('user.travellers.save')}
        </button>
        <button type="button" className="uc-button uc-secondary" onClick={() => onDone()}>
          {t('user.travellers.cancel')}
        </button>
      </div>
    </form>
  );
}
