import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { UserProfile } from '../../lib/contract/user.ts';
import { COUNTRIES, countryLabel } from '../../lib/countries/countries.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { createTranslator, type Translator } from '../../lib/i18n/translator.ts';
import { showNotice } from '../../lib/session/notice.ts';
import {
  profileChanges,
  profileForm,
  profileKeys,
  profileQuery,
  profileView,
  updateProfile,
  type ProfileForm,
} from '../../lib/user/profile.ts';
import { useHydrated } from '../useHydrated.ts';
import '../../styles/app.css';
import './user.css';

export type UserMessages = Partial<I18nNamespaces['user']>;

export interface UserCentreProps {
  locale: Language;
  messages: UserMessages;
  /** Pages in the page's language. */
  links: {
    orders: string;
    travellers: string;
    waitlist: string;
    messages: string;
    service: string;
    password: string;
    about: string;
  };
}

type Translate = Translator<keyof I18nNamespaces['user']>;

/**
 * The personal centre (SPEC §2 `user`): the user's details with the contact masked (SPEC §5),
 * links to the account's services, and the profile editing of what may change (SPEC §5: basic
 * info is locked once saved, the e-mail never changes).
 */
export default function UserCentre(props: UserCentreProps) {
  const { locale, messages, links } = props;
  const t: Translate = createTranslator(locale, messages);
  const [editing, setEditing] = useState(false);
  const hydrated = useHydrated(locale);
  const profile = useQuery({ ...profileQuery(), enabled: hydrated }, queryClient);

  if (!hydrated || profile.isPending) return <p className="uc-note">{t('user.loading')}</p>;
  if (profile.error || !profile.data) {
    return (
      <p role="alert" className="uc-error">
        {t('user.error')}{' '}
        <button type="button" className="uc-link-button" onClick={() => void profile.refetch()}>
          {t('user.retry')}
        </button>
      </p>
    );
  }
  const view = profileView(profile.data, locale);
  return (
    <div className="uc">
      <section className="uc-card" aria-labelledby="uc-details">
        <h2 id="uc-details">{t('user.hello', { name: view.name })}</h2>
        {editing ? (
          <ProfileEditor
            profile={profile.data}
            locale={locale}
            t={t}
            onDone={() => setEditing(false)}
          />
        ) : (
          <>
            <dl className="ui-facts uc-facts">
              <dt>{t('user.field.name')}</dt>
              <dd>{view.name}</dd>
              <dt>{t('user.field.email')}</dt>
              <dd>{view.email}</dd>
              <dt>{t('user.field.phone')}</dt>
              <dd>{view.phone}</dd>
              <dt>{t('user.field.residence')}</dt>
              <dd>{view.residence}</dd>
              <dt>{t('user.field.birthday')}</dt>
              <dd>{view.birthday}</dd>
            </dl>
            <button type="button" className="uc-button" onClick={() => setEditing(true)}>
              {t('user.edit')}
            </button>
          </>
        )}
      </section>
      <nav className="uc-card" aria-labelledby="uc-links">
        <h2 id="uc-links">{t('user.links')}</h2>
        <ul className="uc-links">
          <li>
            <a href={links.orders}>{t('user.link.orders')}</a>
          </li>
          <li>
            <a href={links.travellers}>{t('user.link.travellers')}</a>
          </li>
          <li>
            <a href={links.waitlist}>{t('user.link.waitlist')}</a>
          </li>
          <li>
            <a href={links.messages}>{t('user.link.messages')}</a>
          </li>
          <li>
            <a href={links.service}>{t('user.link.service')}</a>
          </li>
          <li>
            <a href={links.password}>{t('user.link.password')}</a>
          </li>
          <li>
            <a href={links.about}>{t('user.link.about')}</a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

const FIELDS = ['surname', 'firstName', 'birthday', 'residence', 'phoneAreaCode', 'phone'] as const;
type Field = (typeof FIELDS)[number];

function ProfileEditor({
  profile,
  locale,
  t,
  onDone,
}: {
  profile: UserProfile;
  locale: Language;
  t: Translate;
  onDone: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState<ProfileForm>(() => profileForm(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  const locked = profile.basicInfoLocked;
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const update = useMutation(
    {
      mutationFn: (body: Parameters<typeof updateProfile>[0]) => updateProfile(body),
      onSuccess: (saved) => {
        queryClient.setQueryData(profileKeys.profile, saved);
        setErrors({});
        showNotice('success', t('user.edit.saved'));
        onDone();
      },
      onError: (error) => {
        // The gateway names each refused field with a translated message: show them where they
        // belong, the first as the toast, the focus on it; nothing typed is lost.
        const fields: Partial<Record<Field, string>> = {};
        if (isApiError(error)) {
          for (const f of error.fields) {
            if ((FIELDS as readonly string[]).includes(f.field))
              fields[f.field as Field] = f.message;
          }
        }
        setErrors(fields);
        const first = FIELDS.find((f) => fields[f] !== undefined);
        showNotice('error', first ? (fields[first] ?? '') : t('user.edit.failed'));
        if (first) refs.current[first]?.focus();
      },
    },
    queryClient,
  );
  const busy = update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = profileChanges(profile, form);
    if (Object.keys(body).length === 0) {
      showNotice('info', t('user.edit.nothing'));
      onDone();
      return;
    }
    update.mutate(body);
  };

  const input = (field: Exclude<Field, 'residence'>, type = 'text', disabled = false) => (
    <div className="uc-field">
      <label htmlFor={`${id}-${field}`}>{t(`user.field.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        ref={(el) => {
          refs.current[field] = el;
        }}
        type={type}
        value={form[field]}
        disabled={disabled}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="uc-field-error">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form className="uc-form" noValidate onSubmit={submit} aria-busy={busy}>
      <h3>{t('user.edit.title')}</h3>
      <p className="uc-note">{t('user.edit.locked')}</p>
      {input('surname', 'text', locked)}
      {input('firstName', 'text', locked)}
      {input('birthday', 'date', locked)}
      <div className="uc-field">
        <label htmlFor={`${id}-residence`}>{t('user.field.residence')}</label>
        <select
          id={`${id}-residence`}
          ref={(el) => {
            refs.current.residence = el;
          }}
          value={form.residence}
          aria-invalid={errors.residence ? true : undefined}
          onChange={(e) => set('residence', e.target.value)}
        >
          {COUNTRIES.map((c) => (
            <option key={c.country_code} value={c.country_code}>
              {countryLabel(c, locale)}
            </option>
          ))}
        </select>
      </div>
      {input('phoneAreaCode', 'tel')}
      {input('phone', 'tel')}
      <div className="uc-check">
        <input
          id={`${id}-promotion`}
          type="checkbox"
          checked={form.promotionConsent}
          onChange={(e) => set('promotionConsent', e.target.checked)}
        />
        <label htmlFor={`${id}-promotion`}>{t('user.field.promotion')}</label>
      </div>
      <div className="uc-actions">
        <button type="submit" className="uc-button" disabled={busy}>
          {busy ? t('user.edit.saving') : t('user.edit.save')}
        </button>
        <button type="button" className="uc-button uc-secondary" onClick={onDone}>
          {t('user.edit.cancel')}
        </button>
      </div>
    </form>
  );
}
