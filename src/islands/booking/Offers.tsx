import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import {
  $offerSelection,
  aggCartLines,
  aggProblem,
  discountLink,
  dropPastDates,
  isAreaAgg,
  isAreaOffer,
  offerReducer,
  type DiscountLink,
  type OfferAction,
} from '../../lib/booking/offers.ts';
import { productQueries } from '../../lib/booking/queries.ts';
import type { SelectionAction } from '../../lib/booking/selection.ts';
import type { Language, RegionCode } from '../../lib/contract/common.ts';
import { SALE_WINDOW_DAYS } from '../../lib/contract/product.ts';
import { addDays, formatDate, hkToday } from '../../lib/format/dates.ts';
import { formatHkd } from '../../lib/format/money.ts';
import {
  type BookingIslandProps,
  CartFooter,
  Choices,
  DateField,
  firstError,
  createTranslator,
  useAddToCart,
} from './BookingParts.tsx';
import { ProductPickForm, type OffersMessages } from './ProductPickForm.tsx';
import { useHydrated } from '../useHydrated.ts';
import './booking.css';
import './offers.css';

export interface OffersProps extends BookingIslandProps<OffersMessages> {
  /** The area of the page (home: GZ). */
  regionCode: RegionCode;
}

const dispatch = (action: OfferAction) =>
  $offerSelection.set(offerReducer($offerSelection.get(), action));

/**
 * The discount page's purchases (SPEC §2 discount): the area's special offers (evening tickets
 * with an entry time) and its packages (a hotel stay with park tickets, a park and show day),
 * each its own form; both kept in sessionStorage.
 */
export default function Offers(props: OffersProps) {
  const { locale, regionCode } = props;
  const t = createTranslator(props.locale, props.messages);
  const [today] = useState(() => hkToday());
  const selection = useStore($offerSelection);
  const [link, setLink] = useState<DiscountLink | null>(null);

  const hydrated = useHydrated(locale, () => {
    const kept = $offerSelection.get();
    const fresh = dropPastDates(kept, today);
    if (fresh !== kept) $offerSelection.set(fresh);
    setLink(discountLink(window.location.search));
  });
  const linkProblem = useDiscountLink(link, locale, regionCode);

  const offers = useQuery(
    { ...productQueries.tickets(locale, { regionCode, productType: 'OFFER' }), enabled: hydrated },
    queryClient,
  );
  const offerDispatch = useCallback(
    (action: SelectionAction) => dispatch({ type: 'offer', action }),
    [],
  );
  // An offer gone from sale (or of another area) is dropped.
  const offerId = selection.offer.productId;
  useEffect(() => {
    if (offers.data === undefined || offerId === null) return;
    if (!offers.data.some((p) => p.productId === offerId)) {
      offerDispatch({ type: 'product', productId: null });
    }
  }, [offers.data, offerId, offerDispatch]);

  if (!hydrated) return <p className="bk-fallback">{t('offers.fallback')}</p>;
  return (
    <div className="bk-offer-sections">
      {linkProblem !== null && (
        <p className="ui-notice ui-notice--warning" role="status">
          {t(`offers.link.${linkProblem}`)}
        </p>
      )}
      <section className="bk-section" aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="bk-heading">
          {t('offers.offer.heading')}
        </h2>
        <ProductPickForm
          kind="offer"
          locale={locale}
          products={offers.data}
          productsError={offers.error}
          selection={selection.offer}
          dispatch={offerDispatch}
          today={today}
          cartPath={props.cartPath}
          messages={props.messages}
          widgetMessages={props.widgetMessages}
          formMessages={props.formMessages}
          pictures={props.pictures}
        />
      </section>
      <section className="bk-section" aria-labelledby="packages-heading">
        <h2 id="packages-heading" className="bk-heading">
          {t('offers.package.heading')}
        </h2>
        <PackageForm {...props} today={today} />
      </section>
    </div>
  );
}

/**
 * The offer or package a link to the discount page names (`?productId=`, `?aggId=`), chosen once
 * the gateway confirms it is sold in the page's area: an offer's catalogue
 * (getCatalogIdByProductId) must be one of the area's offer catalogues (catalog/list), a package
 * (agg/load) must be of the area. Answers why a link's choice was not made, or null.
 */
function useDiscountLink(
  link: DiscountLink | null,
  locale: Language,
  regionCode: RegionCode,
): 'elsewhere' | 'unknown' | null {
  const offerId = link?.kind === 'offer' ? link.productId : null;
  const aggId = link?.kind === 'agg' ? link.aggId : null;
  const catalogOf = useQuery(
    { ...productQueries.catalogOf(offerId ?? '0'), enabled: offerId !== null },
    queryClient,
  );
  const catalogs = useQuery(
    {
      ...productQueries.catalogs(locale, { regionCode, productType: 'OFFER' }),
      enabled: offerId !== null,
    },
    queryClient,
  );
  const agg = useQuery(
    { ...productQueries.agg(locale, aggId ?? '0'), enabled: aggId !== null },
    queryClient,
  );
  const offerHere =
    catalogOf.data !== undefined && catalogs.data !== undefined
      ? isAreaOffer(catalogOf.data.catalogId, catalogs.data)
      : null;
  const aggHere = agg.data !== undefined ? isAreaAgg(agg.data, regionCode) : null;

  // The link chooses once per page view; the visitor's later choices stand.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    if (offerId !== null && offerHere !== null) {
      applied.current = true;
      if (offerHere) dispatch({ type: 'offer', action: { type: 'product', productId: offerId } });
    }
    if (aggId !== null && aggHere !== null) {
      applied.current = true;
      if (aggHere) dispatch({ type: 'agg', aggId });
    }
  }, [offerId, offerHere, aggId, aggHere]);

  if (offerId !== null && catalogOf.error) return 'unknown';
  if (aggId !== null && agg.error) return 'unknown';
  return offerHere === false || aggHere === false ? 'elsewhere' : null;
}

/** A package of the area and its date, priced line by line by cart/getByAggId. */
function PackageForm(props: OffersProps & { today: string }) {
  const { locale, regionCode, today, widgetMessages } = props;
  const t = createTranslator(props.locale, props.messages);
  const id = useId();
  const addCart = useAddToCart();
  const { aggId, date } = useStore($offerSelection).agg;

  const aggs = useQuery(productQueries.aggs(locale, { regionCode }), queryClient);
  const list = aggs.data ?? [];
  const agg = list.find((a) => a.aggId === aggId);
  const priced = useQuery(
    {
      ...productQueries.aggCart(locale, { aggId: aggId ?? '0', playDate: date ?? today }),
      enabled: agg !== undefined && date !== null,
    },
    queryClient,
  );
  // What the chosen package holds (agg/load), shown until a date prices it line by line.
  const loaded = useQuery(
    { ...productQueries.agg(locale, aggId ?? '0'), enabled: agg !== undefined && date === null },
    queryClient,
  );
  const items = agg !== undefined && loaded.data?.aggId === agg.aggId ? loaded.data.items : [];
  const cart = agg !== undefined && date !== null ? priced.data : undefined;
  const failure = firstError(priced.error, aggs.error);
  const status = cart !== undefined && cart.status !== 'AVAILABLE' ? cart.status : null;
  const blocked = status !== null || (agg !== undefined && date !== null && cart === undefined);

  const submit = addCart.submit(() => {
    const missing = aggProblem({ aggId: agg?.aggId ?? null, date }, cart);
    return missing !== null || cart === undefined
      ? t(`offers.problem.${missing ?? 'unavailable'}`)
      : aggCartLines(cart, agg?.nights ?? 1);
  });

  return (
    <form
      className="bk bk-offers"
      aria-label={t('offers.package.form')}
      noValidate
      onSubmit={submit}
    >
      <Choices
        legend={t('offers.package.label')}
        name={`${id}-agg`}
        value={agg?.aggId ?? null}
        onChange={(value) => dispatch({ type: 'agg', aggId: value })}
        choices={list.map((a) => ({
          value: a.aggId,
          label: a.aggName,
          note: t(`offers.package.type.${a.aggType}`, { count: a.nights }),
        }))}
      >
        {aggs.isPending && <p className="bk-note">{t('offers.package.loading')}</p>}
        {aggs.data !== undefined && list.length === 0 && (
          <p className="bk-note">{t('offers.package.empty')}</p>
        )}
      </Choices>
      {agg !== undefined && agg.aggDesc.trim() !== '' && <p className="bk-note">{agg.aggDesc}</p>}
      {date === null && items.length > 0 && (
        <section className="bk-field bk-lines" aria-labelledby={`${id}-items`}>
          <h3 id={`${id}-items`} className="bk-sub">
            {t('offers.package.lines')}
          </h3>
          <ul className="bk-line-list">
            {items.map((item) => (
              <li key={`${item.productId}-${item.skuId}`} className="bk-line">
                <span>
                  {t('offers.package.item', {
                    product: item.productName,
                    quantity: item.quantity,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {agg !== undefined && (
        <DateField
          legend={t('offers.package.date.label')}
          label={t('offers.package.date.calendar')}
          note={
            date !== null
              ? t('offers.package.date.chosen', { date: formatDate(date, locale, true) })
              : t('offers.date.choose')
          }
          loading={null}
          value={date}
          onChange={(value) => dispatch({ type: 'aggDate', date: value })}
          days={[]}
          min={today}
          max={addDays(today, SALE_WINDOW_DAYS - 1)}
          locale={locale}
          widgetMessages={widgetMessages}
        />
      )}

      {agg !== undefined && date !== null && (
        <section className="bk-field bk-lines" aria-labelledby={`${id}-lines`}>
          <h3 id={`${id}-lines`} className="bk-sub">
            {t('offers.package.lines')}
          </h3>
          {priced.isPending && !failure && <p className="bk-note">{t('offers.package.pricing')}</p>}
          {cart !== undefined && (
            <ul className="bk-line-list">
              {cart.lines.map((line) => (
                <li key={`${line.skuId}-${line.startDate}`} className="bk-line">
                  <span>
                    {t('offers.package.line', {
                      product: line.productName,
                      sku: line.skuName,
                      quantity: line.quantity,
                    })}
                    {line.productType === 'HOTEL' && (
                      <small>
                        {' '}
                        {t('offers.package.stay', {
                          start: formatDate(line.startDate, locale),
                          end: formatDate(line.endDate, locale),
                        })}
                      </small>
                    )}
                    {line.productType !== 'HOTEL' && line.session !== null && (
                      <small> {t('offers.package.session', { session: line.session })}</small>
                    )}
                  </span>
                  <span className="bk-line-price">{formatHkd(line.subtotalCents, locale)}</span>
                </li>
              ))}
            </ul>
          )}
          {status !== null && <p className="bk-problem">{t(`offers.package.status.${status}`)}</p>}
        </section>
      )}

      <CartFooter
        id={id}
        locale={locale}
        failure={failure}
        totalCents={cart?.totalCents ?? 0}
        cart={addCart}
        cartPath={props.cartPath}
        blocked={blocked}
        text={{
          error: (problem) => t(`offers.error.${problem}`),
          retry: t('offers.retry'),
          total: t('offers.total.label'),
          none: t('offers.total.none'),
          add: t('offers.package.add'),
          added: (count) => t('offers.package.added', { count }),
          link: t('offers.added.link'),
        }}
      />
    </form>
  );
}
