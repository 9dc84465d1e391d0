import {
  cartTotalCents,
  lineTotalCents,
  maxQuantity,
  type Cart,
  type CartLine,
} from '../../lib/booking/cart.ts';
import { labelText, lineLabel, type NameBook } from '../../lib/booking/names.ts';
import type { Language } from '../../lib/contract/common.ts';
import { diffDays, formatDate } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { QuantityStepper } from '../widgets/QuantityStepper.tsx';
import type { WidgetMessages } from '../widgets/messages.ts';
import type { Translate } from './messages.ts';

export interface CartLinesProps {
  cart: Cart;
  locale: Language;
  /** Place names by poiCode, in the page's language. */
  places: Readonly<Record<string, string>>;
  /** Product and SKU names in the page's language; undefined while they load. */
  names: NameBook | null | undefined;
  t: Translate;
  widgetMessages: WidgetMessages;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
}

/** The date(s) of a line: a hotel's stay and nights; a date and, for shows and dining, a session. */
function LineDates({ line, locale, t }: { line: CartLine; locale: Language; t: Translate }) {
  if (line.endDate !== undefined) {
    const nights = diffDays(line.date, line.endDate);
    return (
      <p className="cart-line-when">
        {t('cart.line.stay', {
          start: formatDate(line.date, locale),
          end: formatDate(line.endDate, locale),
        })}
        {' · '}
        {t('cart.line.nights', { count: nights })}
      </p>
    );
  }
  return (
    <p className="cart-line-when">
      {t('cart.line.date', { date: formatDate(line.date, locale, true) })}
      {line.session !== undefined && <> · {t('cart.line.session', { session: line.session })}</>}
    </p>
  );
}

/** The cart's lines with their quantity steppers, remove buttons and totals (SPEC §2 product). */
export function CartLines(props: CartLinesProps) {
  const { cart, locale, places, t, widgetMessages } = props;
  return (
    <>
      <ul className="cart-lines" aria-label={t('cart.lines.label')}>
        {cart.lines.map((line, index) => {
          const place = places[line.poiCode];
          const label = lineLabel(line, props.names, place ?? '');
          const { product, sku } = label;
          const name = labelText(label);
          return (
            <li
              key={`${line.skuId}/${line.date}/${line.endDate ?? ''}/${line.session ?? ''}`}
              className="cart-line"
            >
              <div className="cart-line-head">
                <h3 className="cart-line-name">
                  {product}
                  <span className="cart-line-sku">{sku}</span>
                </h3>
                <button
                  type="button"
                  className="cart-remove"
                  aria-label={t('cart.line.remove', { name })}
                  onClick={() => props.onRemove(index)}
                >
                  <svg
                    width="20"
                    height="20"
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M5 5l10 10M15 5L5 15"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </div>
              {place !== undefined && <p className="cart-line-place">{place}</p>}
              <LineDates line={line} locale={locale} t={t} />
              <p className="cart-line-price">
                {t(line.productType === 'HOTEL' ? 'cart.line.stayPrice' : 'cart.line.unitPrice', {
                  price: formatHkd(line.unitPriceCents, locale),
                })}
              </p>
              <div className="cart-line-foot">
                <QuantityStepper
                  label={t('cart.line.quantity', { name: sku === '' ? product : sku })}
                  value={line.quantity}
                  min={1}
                  max={Math.max(1, maxQuantity(line))}
                  locale={locale}
                  messages={widgetMessages}
                  onChange={(quantity) => props.onQuantity(index, quantity)}
                />
                <p className="cart-line-total">
                  <span>{t('cart.line.total')}</span>{' '}
                  <strong>{formatHkd(lineTotalCents(line), locale)}</strong>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="cart-total">
        <span>{t('cart.total.label')}</span>{' '}
        <strong aria-live="polite">{formatHkd(cartTotalCents(cart), locale)}</strong>
      </p>
    </>
  );
}
