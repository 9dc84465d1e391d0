import type { Language } from '../../lib/contract/common.ts';
import type { Sku } from '../../lib/contract/product.ts';
import { formatHkd } from '../../lib/format/money.ts';
import { QuantityStepper } from '../widgets/QuantityStepper.tsx';
import type { WidgetMessages } from '../widgets/messages.ts';

/** The texts of a SKU's note, in the island's namespace. */
export interface SkuText {
  /** "{{price}} each", filled. */
  price: (price: string) => string;
  soldOut: string;
  /** A further note of a SKU, with its separator (" · admits 2 adults"), or "". */
  more?: (sku: Sku) => string;
}

export interface SkuSteppersProps {
  skus: readonly Sku[];
  quantities: Readonly<Record<string, number>>;
  onChange: (skuId: string, quantity: number) => void;
  locale: Language;
  text: SkuText;
  widgetMessages: WidgetMessages;
}

/** The most of one SKU a form takes: its stock of the day when known, never above 99. */
export const skuMax = (sku: Pick<Sku, 'stockLeft'>): number =>
  Math.min(99, Math.max(0, sku.stockLeft ?? 99));

/**
 * A quantity stepper per SKU of a priced product (tickets, dining sets, annual cards, offers),
 * with its price and a sold-out note; SKUs without a price or stock cannot be chosen.
 */
export function SkuSteppers({
  skus,
  quantities,
  onChange,
  locale,
  text,
  widgetMessages,
}: SkuSteppersProps) {
  if (skus.length === 0) return null;
  return (
    <ul className="bk-skus">
      {skus.map((sku) => {
        const max = skuMax(sku);
        return (
          <li key={sku.skuId} className="bk-sku">
            <QuantityStepper
              label={sku.skuName}
              value={quantities[sku.skuId] ?? 0}
              min={0}
              max={max}
              disabled={sku.priceCents === null || max === 0}
              locale={locale}
              messages={widgetMessages}
              onChange={(quantity) => onChange(sku.skuId, quantity)}
            />
            <span className="bk-note">
              {sku.priceCents !== null && text.price(formatHkd(sku.priceCents, locale))}
              {max === 0 ? ` · ${text.soldOut}` : ''}
              {text.more?.(sku)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
