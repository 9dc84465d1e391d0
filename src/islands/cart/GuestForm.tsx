import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { GuestDraft } from '../../lib/booking/guests.ts';
import {
  displayGuestName,
  GUEST_NAME_SEPARATOR,
  type GuestModeName,
} from '../../lib/contract/order.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { Traveller } from '../../lib/contract/traveller.ts';
import { countryLabel, PHONE_CODE_ENTRIES } from '../../lib/countries/countries.ts';
import { ID_TYPES, isIdType, type GuestFormState } from '../../lib/validation/guest.ts';
import type { Translate } from './messages.ts';

export type GuestField = keyof GuestFormState | 'productId' | 'traveller';
export type FieldTexts = Partial<Record<GuestField, string>>;

export interface GuestFormProps {
  id: string;
  locale: Language;
  mode: GuestModeName;
  draft: GuestDraft;
  /** The products of the cart a guest can be for, with their names. */
  products: readonly { productId: string; name: string }[];
  errors: FieldTexts;
  t: Translate;
  /** The title of the form ("Add a guest", "Edit guest …"). */
  title: string;
  onField: <K extends keyof GuestFormState>(field: K, value: GuestFormState[K]) => void;
  onProduct: (productId: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  bind: (field: GuestField) => (element: HTMLElement | null) => void;
  /** The shopper's saved travellers (logged in), offered to fill the form; empty: no picker. */
  travellers: readonly Traveller[];
  /** Fills the form from a saved traveller, or ('') goes back to a typed guest. */
  onTraveller: (travellerId: string) => void;
  /** "Save this guest" is offered (logged in, a typed guest). */
  canSave: boolean;
  onSave: (save: boolean) => void;
}

const describedBy = (id: string, hintId: string | undefined, error: boolean): string | undefined =>
  [hintId ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** The id of a hint shown elsewhere that describes the control too. */
  hintId?: string | undefined;
  children: (aria: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A labelled control with its hint and its message, tied to it for screen readers. */
function Field({ id, label, error, hintId, children }: FieldProps) {
  return (
    <div className="cart-field">
      <label className="cart-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error === undefined ? undefined : true,
        'aria-describedby': describedBy(id, hintId, error !== undefined),
      })}
      {error !== undefined && (
        <p id={`${id}-error`} className="cart-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The guest form (SPEC §3 Guest / visitor contact, §5 Guest form): the product the guest is for,
 * the names, then contact details (normal mode) or an ID document and an optional phone (guest
 * mode). What is typed lives in the draft store, so nothing is lost on an error or a navigation.
 */
export function GuestForm(props: GuestFormProps) {
  const { id, mode, draft, errors, t, locale, onField, bind } = props;
  const { form } = draft;
  // the masked number of the picked traveller's saved ID of the chosen type
  const picked = props.travellers.find((p) => p.travellerId === draft.travellerId);
  const savedId =
    picked !== undefined && picked.idMasked !== null && picked.idType === form.idType
      ? picked.idMasked
      : undefined;
  const fid = (field: GuestField) => `${id}-${field}`;
  const text = (
    field: 'familyName' | 'name' | 'phone' | 'email' | 'idInfo',
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
    hintId?: string,
  ) => (
    <Field id={fid(field)} label={label} error={errors[field]} hintId={hintId}>
      {(aria) => (
        <input
          {...aria}
          {...extra}
          ref={bind(field)}
          className="cart-input"
          value={form[field]}
          onChange={(event) => onField(field, event.target.value)}
        />
      )}
    </Field>
  );
  const phone = (
    <div className="cart-phone">
      <Field id={fid('phoneCode')} label={t('cart.guest.phoneCode')} error={errors.phoneCode}>
        {(aria) => (
          <select
            {...aria}
            ref={bind('phoneCode')}
            className="cart-input"
            value={form.phoneCode}
            onChange={(event) => onField('phoneCode', event.target.value)}
          >
            {PHONE_CODE_ENTRIES.map((c) => (
              <option key={c.country_code} value={c.phone_code}>
                {`${c.phone_code} ${countryLabel(c, locale)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text('phone', t(mode === 'normal' ? 'cart.guest.phone' : 'cart.guest.phoneOptional'), {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
        'aria-required': mode === 'normal' || undefined,
      })}
    </div>
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form className="cart-guest-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`} className="cart-sub">
        {props.title}
      </h3>
      <Field id={fid('productId')} label={t('cart.guest.product')} error={errors.productId}>
        {(aria) => (
          <select
            {...aria}
            ref={bind('productId')}
            className="cart-input"
            value={draft.productId}
            onChange={(event) => props.onProduct(event.target.value)}
          >
            {props.products.map((p) => (
              <option key={p.productId} value={p.productId}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {props.travellers.length > 0 && (
        <Field id={fid('traveller')} label={t('cart.traveller.pick')} error={undefined}>
          {(aria) => (
            <select
              {...aria}
              ref={bind('traveller')}
              className="cart-input"
              value={draft.travellerId ?? ''}
              onChange={(event) => props.onTraveller(event.target.value)}
            >
              <option value="">{t('cart.traveller.none')}</option>
              {props.travellers.map((p) => (
                <option key={p.travellerId} value={p.travellerId}>
                  {displayGuestName(`${p.familyName}${GUEST_NAME_SEPARATOR}${p.firstName}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="cart-names">
        {text(
          'familyName',
          t('cart.guest.familyName'),
          { autoComplete: 'family-name', 'aria-required': true, maxLength: 50 },
          `${id}-names-hint`,
        )}
        {text(
          'name',
          t('cart.guest.name'),
          { autoComplete: 'given-name', 'aria-required': true, maxLength: 50 },
          `${id}-names-hint`,
        )}
      </div>
      <p id={`${id}-names-hint`} className="cart-hint">
        {t('cart.guest.nameHint')}
      </p>
      {mode === 'normal' ? (
        <>
          {phone}
          {text('email', t('cart.guest.email'), {
            type: 'email',
            autoComplete: 'email',
            spellCheck: false,
            'aria-required': true,
          })}
        </>
      ) : (
        <>
          <Field id={fid('idType')} label={t('cart.guest.idType')} error={errors.idType}>
            {(aria) => (
              <select
                {...aria}
                ref={bind('idType')}
                className="cart-input"
                value={form.idType}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  if (isIdType(value)) onField('idType', value);
                }}
              >
                {ID_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`cart.idType.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text(
            'idInfo',
            t('cart.guest.idInfo'),
            {
              autoComplete: 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
              'aria-required': savedId === undefined || undefined,
              maxLength: 40,
            },
            savedId === undefined ? undefined : `${id}-saved-id`,
          )}
          {savedId !== undefined && (
            <p id={`${id}-saved-id`} className="cart-hint">
              {t('cart.traveller.savedId', { number: savedId })}
            </p>
          )}
          {phone}
        </>
      )}
      {props.canSave && (
        <div className="cart-check">
          <input
            id={`${id}-save`}
            type="checkbox"
            checked={draft.save === true}
            onChange={(event) => props.onSave(event.target.checked)}
          />
          <label htmlFor={`${id}-save`}>{t('cart.traveller.save')}</label>
        </div>
      )}
      <div className="cart-form-actions">
        <button type="submit" className="cart-button cart-primary">
          {t(draft.editing === null ? 'cart.guest.add' : 'cart.guest.save')}
        </button>
        {draft.editing !== null && (
          <button type="button" className="cart-button" onClick={props.onCancel}>
            {t('cart.guest.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
