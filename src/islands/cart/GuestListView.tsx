import type { Ref } from 'react';
import type { GuestList } from '../../lib/booking/guests.ts';
import { displayGuestName } from '../../lib/contract/order.ts';
import { mask } from '../../lib/format/mask.ts';
import type { GuestContact } from '../../lib/validation/guest.ts';
import type { Translate } from './messages.ts';

export interface GuestListViewProps {
  id: string;
  list: GuestList;
  /** Product names by productId. */
  productNames: ReadonlyMap<string, string>;
  /** The products with their units, for the counts. */
  products: readonly { productId: string; units: number }[];
  t: Translate;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  /** The edit button of each guest, for the focus of a continue problem. */
  bindEdit: (index: number) => (element: HTMLElement | null) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** "+852 9****678 · ab**ef@x.com" or "Passport X12****89": a guest's masked contact. */
function contactText(guest: GuestContact, t: Translate): string {
  const parts: string[] = [];
  if (guest.idType !== undefined && guest.idInfo !== undefined && guest.idInfo !== '') {
    parts.push(`${t(`cart.idType.${guest.idType}`)} ${mask(guest.idInfo)}`);
  } else if (guest.idType !== undefined && guest.idMasked !== undefined) {
    parts.push(`${t(`cart.idType.${guest.idType}`)} ${guest.idMasked}`);
  }
  if (guest.guestMobile !== '') parts.push(`${guest.guestMobileArea} ${mask(guest.guestMobile)}`);
  if (guest.guestEmail !== '') parts.push(mask(guest.guestEmail));
  return parts.join(' · ');
}

/** The guests on the order, each with edit and remove, and the count per product. */
export function GuestListView(props: GuestListViewProps) {
  const { id, list, productNames, t } = props;
  return (
    <section className="cart-guests" aria-labelledby={`${id}-guests`}>
      <h3 id={`${id}-guests`} ref={props.headingRef} tabIndex={-1} className="cart-sub">
        {t('cart.guests.list')}
      </h3>
      <ul className="cart-counts">
        {props.products.map((p) => (
          <li key={p.productId}>
            {t('cart.guests.count', {
              product: productNames.get(p.productId) ?? p.productId,
              done: list.guests.filter((g) => g.productId === p.productId).length,
              count: p.units,
            })}
          </li>
        ))}
      </ul>
      {list.guests.length === 0 ? (
        <p className="cart-note">{t('cart.guests.none')}</p>
      ) : (
        <ul className="cart-guest-list">
          {list.guests.map((guest, index) => (
            <li key={`${guest.productId}/${index}`} className="cart-guest">
              <div className="cart-guest-text">
                <strong>{displayGuestName(guest.guestName)}</strong>
                <span>{contactText(guest, t)}</span>
                <span>
                  {t('cart.guest.for', {
                    product: productNames.get(guest.productId) ?? guest.productId,
                  })}
                </span>
              </div>
              <div className="cart-guest-actions">
                <button
                  ref={props.bindEdit(index)}
                  type="button"
                  className="cart-button"
                  aria-label={t('cart.guest.edit', { name: displayGuestName(guest.guestName) })}
                  onClick={() => props.onEdit(index)}
                >
                  {t('cart.guest.editButton')}
                </button>
                <button
                  type="button"
                  className="cart-button"
                  aria-label={t('cart.guest.remove', { name: displayGuestName(guest.guestName) })}
                  onClick={() => props.onRemove(index)}
                >
                  {t('cart.guest.removeButton')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
