import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import { $cardSelection, settleCard } from '../../lib/booking/offers.ts';
import { productQueries } from '../../lib/booking/queries.ts';
import { selectionReducer, type SelectionAction } from '../../lib/booking/selection.ts';
import type { RegionCode } from '../../lib/contract/common.ts';
import { hkToday } from '../../lib/format/dates.ts';
import { createTranslator, type BookingIslandProps } from './BookingParts.tsx';
import { ProductPickForm, type OffersMessages } from './ProductPickForm.tsx';
import { useHydrated } from '../useHydrated.ts';
import './booking.css';
import './offers.css';

export interface AnnualCardsProps extends BookingIslandProps<OffersMessages> {
  /** The area of the page (home: GZ). */
  regionCode: RegionCode;
}

const dispatch = (action: SelectionAction) =>
  $cardSelection.set(selectionReducer($cardSelection.get(), action));

/**
 * The annual cards on sale in the area (SPEC §2 annual-card/{catalogId}): a card (the first by
 * default), its activation date (today by default), a quantity per SKU, then "Add to cart".
 */
export default function AnnualCards(props: AnnualCardsProps) {
  const { locale, regionCode } = props;
  const t = createTranslator(props.locale, props.messages);
  const [today] = useState(() => hkToday());
  const selection = useStore($cardSelection);

  const hydrated = useHydrated(locale);

  const cards = useQuery(
    {
      ...productQueries.tickets(locale, { regionCode, productType: 'ANNUAL_CARD' }),
      enabled: hydrated,
    },
    queryClient,
  );
  useEffect(() => {
    if (cards.data === undefined) return;
    const ids = cards.data.map((c) => c.productId);
    const settled = settleCard($cardSelection.get(), ids, today);
    if (settled !== $cardSelection.get()) $cardSelection.set(settled);
  }, [cards.data, today]);

  if (!hydrated) return <p className="bk-fallback">{t('offers.fallback')}</p>;
  return (
    <section className="bk-section" aria-labelledby="annual-cards-heading">
      <h2 id="annual-cards-heading" className="bk-heading">
        {t('offers.card.heading')}
      </h2>
      <ProductPickForm
        kind="card"
        locale={locale}
        products={cards.data}
        productsError={cards.error}
        selection={selection}
        dispatch={dispatch}
        today={today}
        cartPath={props.cartPath}
        messages={props.messages}
        widgetMessages={props.widgetMessages}
        formMessages={props.formMessages}
        pictures={props.pictures}
      />
    </section>
  );
}
