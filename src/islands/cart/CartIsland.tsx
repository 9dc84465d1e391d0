import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { $cart, removeFromCart, setCartQuantity, type CartLine } from '../../lib/booking/cart.ts';
import { labelText, lineLabel } from '../../lib/booking/names.ts';
import {
  $guestDraft,
  $guestList,
  addGuest,
  cartProducts,
  draftAfterRemoval,
  draftContact,
  editDraft,
  fitDraft,
  keepGuestsOf,
  nextDraft,
  removeGuest,
  setGuestMode,
  updateGuest,
  type GuestDraft,
} from '../../lib/booking/guests.ts';
import type { Language } from '../../lib/contract/common.ts';
import {
  displayGuestName,
  GUEST_NAME_SEPARATOR,
  guestListProblem,
  isIdType,
  type GuestListProblem,
  type GuestModeName,
} from '../../lib/contract/order.ts';
import { queryClient } from '../../lib/api/query.ts';
import { $isLoggedIn } from '../../lib/session/login.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { guestFormOf, travellersQuery } from '../../lib/user/traveller-query.ts';
import {
  checkGuestForm,
  createGuestForm,
  type GuestContext,
  type GuestFormState,
} from '../../lib/validation/guest.ts';
import type { FormErrors } from '../../lib/validation/issues.ts';
import type { ValidationKey } from '../../lib/validation/messages.ts';
import type { WidgetMessages } from '../widgets/messages.ts';
import { CartLines } from './CartLines.tsx';
import { useLineNames } from './useLineNames.ts';
import { GuestForm, type FieldTexts, type GuestField } from './GuestForm.tsx';
import { GuestListView } from './GuestListView.tsx';
import { messageText, type CartKey, type CartMessages, type Translate } from './messages.ts';
import { useHydrated } from '../useHydrated.ts';
import './cart.css';

export interface CartIslandProps {
  locale: Language;
  /** Place names by poiCode, in the page's language. */
  places: Readonly<Record<string, string>>;
  /** Pages in the page's language: the confirmation, and the buy pages of the empty state. */
  paths: { recheck: string; tickets: string; hotel: string };
  /** cart.json and validation.json of the page's language. */
  messages: CartMessages;
  widgetMessages: WidgetMessages;
  /** Goes to a page; window.location.assign by default. */
  navigate?: (path: string) => void;
}

const MODES: readonly GuestModeName[] = ['normal', 'guest'];

/** The cart's text of each reason the guest list does not fit the order. */
const PROBLEM_KEYS: Readonly<Record<GuestListProblem['code'], CartKey>> = {
  'errors.order.guestMissing': 'cart.problem.guestMissing',
  'errors.order.guestProduct': 'cart.problem.guestProduct',
  'errors.order.guestTooMany': 'cart.problem.guestTooMany',
  'errors.order.guestPhone': 'cart.problem.guestPhone',
  'errors.order.guestEmail': 'cart.problem.guestEmail',
  'errors.order.idRequired': 'cart.problem.idRequired',
  'errors.order.idFormat': 'cart.problem.idFormat',
  'errors.order.idRepeated': 'cart.problem.idRepeated',
};
const setDraft = (draft: GuestDraft) => $guestDraft.set(draft);

/** The text of each failing field: its first message. */
function fieldTexts(errors: FormErrors<GuestFormState, ValidationKey>, t: Translate): FieldTexts {
  const texts: FieldTexts = {};
  for (const field of Object.keys(errors) as (keyof GuestFormState)[]) {
    const first = errors[field];
    if (first !== undefined) texts[field] = messageText(t, first);
  }
  return texts;
}

/**
 * The cart page (SPEC §2 product): the lines with quantities and totals, the guests (SPEC §3,
 * §5 Guest form) and "Continue to confirmation". Cart, guests and the guest form being filled in
 * are session stores: they survive navigation and a language switch.
 */
export default function CartIsland(props: CartIslandProps) {
  const { locale, places, paths, messages, widgetMessages } = props;
  const t = createTranslator(locale, messages);
  const id = useId();
  const cart = useStore($cart);
  const list = useStore($guestList);
  const draft = useStore($guestDraft);
  const [errors, setErrors] = useState<FieldTexts>({});
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useRef<Partial<Record<GuestField, HTMLElement | null>>>({});
  const edits = useRef<(HTMLElement | null)[]>([]);
  const guestsHeading = useRef<HTMLHeadingElement>(null);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ field: GuestField | 'lines' } | null>(null);

  const hydrated = useHydrated(locale);

  const names = useLineNames(locale, cart.lines, hydrated);
  // a logged-in shopper's saved travellers fill the guest form (none when the list fails)
  const loggedIn = useStore($isLoggedIn);
  const saved = useQuery(travellersQuery(hydrated && loggedIn), queryClient);
  const travellers = loggedIn ? (saved.data ?? []) : [];
  const picked = travellers.find((p) => p.travellerId === draft.travellerId);
  const labelOf = (line: CartLine) => lineLabel(line, names, places[line.poiCode] ?? '');
  const products = cartProducts(cart.lines);
  const productIds = products.map((p) => p.productId);
  const productKey = productIds.join(',');
  const productNames = new Map(
    products.map((p) => {
      const line = cart.lines[p.line];
      return [p.productId, line === undefined ? '' : labelOf(line).product];
    }),
  );

  // The guest form is always for a product of the cart.
  useEffect(() => {
    const current = $guestDraft.get();
    const fitted = fitDraft(
      current,
      productKey === '' ? [] : productKey.split(','),
      $guestList.get(),
    );
    if (fitted !== current) setDraft(fitted);
  }, [productKey]);

  // A field asked to take the focus once it is rendered (editing a guest, a continue problem).
  useEffect(() => {
    if (focusTarget === null) return;
    const { field } = focusTarget;
    (field === 'lines' ? linesHeading.current : fields.current[field])?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  if (!hydrated) return <p className="cart-fallback">{t('cart.fallback')}</p>;

  const context = (): GuestContext => ({
    mode: list.mode,
    productId: draft.productId,
    existing: list.guests,
    ...(draft.editing === null ? {} : { editingIndex: draft.editing }),
    ...(picked !== undefined && picked.idMasked !== null && isIdType(picked.idType)
      ? { savedId: picked.idType }
      : {}),
  });

  const setField = <K extends keyof GuestFormState>(field: K, value: GuestFormState[K]) => {
    const form = { ...draft.form, [field]: value };
    setDraft({ ...draft, form });
    // A field showing a message is checked again as the visitor types, and loses it once right.
    if (Object.keys(errors).length > 0) {
      const found = fieldTexts(checkGuestForm(form, context()), t);
      setErrors((before) => {
        const after: FieldTexts = {};
        for (const f of Object.keys(before) as GuestField[]) {
          if (found[f] !== undefined) after[f] = found[f];
        }
        return after;
      });
    }
  };

  const submitGuest = () => {
    const ctx = context();
    const found = checkGuestForm(draft.form, ctx);
    const texts = fieldTexts(found, t);
    setErrors(texts);
    const first = (Object.keys(texts) as GuestField[])[0];
    if (first !== undefined) {
      showNotice('error', texts[first] ?? '');
      fields.current[first]?.focus();
      return;
    }
    const contact = draftContact(
      draft,
      ctx,
      picked?.idType === draft.form.idType ? (picked.idMasked ?? undefined) : undefined,
    );
    if (draft.editing === null) addGuest(contact);
    else updateGuest(draft.editing, contact);
    setStatus(
      t(draft.editing === null ? 'cart.guest.added' : 'cart.guest.saved', {
        name: displayGuestName(contact.guestName),
      }),
    );
    setProblem(null);
    setDraft(nextDraft(draft));
  };

  /** Fills the form from a saved traveller; '' leaves it as typed, as a new guest. */
  const pickTraveller = (travellerId: string) => {
    const traveller = travellers.find((p) => p.travellerId === travellerId);
    setErrors({});
    if (traveller === undefined) {
      // back to a new guest: the traveller's details leave the form with it
      const { travellerId: _gone, ...rest } = draft;
      setDraft(draft.travellerId === undefined ? rest : { ...rest, form: createGuestForm() });
      return;
    }
    const { save: _save, ...rest } = draft;
    setDraft({ ...rest, travellerId, form: guestFormOf(traveller, draft.form) });
    setStatus(
      t('cart.traveller.filled', {
        name: displayGuestName(
          `${traveller.familyName}${GUEST_NAME_SEPARATOR}${traveller.firstName}`,
        ),
      }),
    );
  };

  const editGuest = (index: number) => {
    setErrors({});
    setDraft(editDraft(draft, list, index));
    setFocusTarget({ field: 'familyName' });
  };

  const dropGuest = (index: number) => {
    const guest = list.guests[index];
    removeGuest(index);
    setDraft(draftAfterRemoval(draft, index));
    if (guest !== undefined)
      setStatus(t('cart.guest.removed', { name: displayGuestName(guest.guestName) }));
    guestsHeading.current?.focus();
  };

  const removeLine = (index: number) => {
    const line = cart.lines[index];
    removeFromCart(index);
    // A product no longer in the cart takes its guests along.
    keepGuestsOf(cartProducts($cart.get().lines).map((p) => p.productId));
    if (line !== undefined) {
      setStatus(t('cart.line.removed', { name: labelText(labelOf(line)) }));
    }
    // The last line gone, the heading is the empty state's, rendered next.
    setFocusTarget({ field: 'lines' });
  };

  const switchMode = (mode: GuestModeName) => {
    setGuestMode(mode);
    setErrors({});
    setProblem(null);
  };

  const problemText = (found: GuestListProblem): string => {
    const key = PROBLEM_KEYS[found.code];
    if (found.at === 'lines') {
      const line = cart.lines[found.index];
      return t(key, { name: line === undefined ? '' : labelOf(line).product });
    }
    const guest = list.guests[found.index];
    if (found.code === 'errors.order.guestTooMany' && guest !== undefined) {
      return t(key, { name: productNames.get(guest.productId) ?? guest.productId });
    }
    return t(key, { name: displayGuestName(guest?.guestName ?? '') });
  };

  const proceed = () => {
    if (cart.lines.length === 0) {
      const text = t('cart.problem.empty');
      setProblem(text);
      showNotice('error', text);
      return;
    }
    const found = guestListProblem(list.mode, cart.lines, list.guests);
    if (found === null) {
      setProblem(null);
      (props.navigate ?? ((path: string) => window.location.assign(path)))(paths.recheck);
      return;
    }
    const text = problemText(found);
    setProblem(text);
    showNotice('error', text);
    if (found.at === 'guests') {
      edits.current[found.index]?.focus();
    } else {
      const line = cart.lines[found.index];
      if (line !== undefined && draft.editing === null) {
        setDraft({ ...draft, productId: line.productId });
      }
      setFocusTarget({ field: 'productId' });
    }
  };

  if (cart.lines.length === 0) {
    return (
      <div className="cart">
        <h2 ref={linesHeading} tabIndex={-1} className="cart-heading">
          {t('cart.empty.title')}
        </h2>
        <p className="cart-note">{t('cart.empty.text')}</p>
        <p className="cart-empty-links">
          <a className="cart-button cart-primary" href={paths.tickets}>
            {t('cart.empty.tickets')}
          </a>
          <a className="cart-button" href={paths.hotel}>
            {t('cart.empty.hotel')}
          </a>
        </p>
        <p role="status" className="cart-status">
          {status}
        </p>
      </div>
    );
  }

  const editing = draft.editing === null ? undefined : list.guests[draft.editing];
  return (
    <div className="cart">
      <section aria-labelledby={`${id}-lines`}>
        <h2 id={`${id}-lines`} ref={linesHeading} tabIndex={-1} className="cart-heading">
          {t('cart.lines.label')}
        </h2>
        <CartLines
          cart={cart}
          locale={locale}
          places={places}
          names={names}
          t={t}
          widgetMessages={widgetMessages}
          onQuantity={(index, quantity) => setCartQuantity(index, quantity)}
          onRemove={removeLine}
        />
      </section>

      <section aria-labelledby={`${id}-guests-title`}>
        <h2 id={`${id}-guests-title`} className="cart-heading">
          {t('cart.guests.title')}
        </h2>
        <p className="cart-note">{t('cart.guests.lead')}</p>
        <fieldset className="cart-modes">
          <legend>{t('cart.mode.label')}</legend>
          {MODES.map((mode) => (
            <label key={mode} className="cart-mode">
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={list.mode === mode}
                onChange={() => switchMode(mode)}
              />
              <span>{t(mode === 'normal' ? 'cart.mode.normal' : 'cart.mode.guest')}</span>
            </label>
          ))}
        </fieldset>
        <GuestForm
          id={`${id}-form`}
          locale={locale}
          mode={list.mode}
          draft={draft}
          products={products.map((p) => ({
            productId: p.productId,
            name: productNames.get(p.productId) ?? p.productId,
          }))}
          errors={errors}
          t={t}
          title={
            editing === undefined
              ? t('cart.form.add')
              : t('cart.form.edit', { name: displayGuestName(editing.guestName) })
          }
          onField={setField}
          onProduct={(productId) => setDraft({ ...draft, productId })}
          onSubmit={submitGuest}
          onCancel={() => {
            setErrors({});
            setDraft(nextDraft(draft));
          }}
          bind={(field) => (element) => {
            fields.current[field] = element;
          }}
          travellers={travellers}
          onTraveller={pickTraveller}
          canSave={loggedIn && draft.travellerId === undefined}
          onSave={(save) => setDraft({ ...draft, save })}
        />
        <GuestListView
          id={id}
          list={list}
          productNames={productNames}
          products={products}
          t={t}
          onEdit={editGuest}
          onRemove={dropGuest}
          bindEdit={(index) => (element) => {
            edits.current[index] = element;
          }}
          headingRef={guestsHeading}
        />
      </section>

      <div className="cart-continue">
        <button type="button" className="cart-button cart-primary" onClick={proceed}>
          {t('cart.continue')}
        </button>
        {problem !== null && <p className="cart-problem">{problem}</p>}
      </div>
      <p role="status" className="cart-status">
        {status}
      </p>
    </div>
  );
}
