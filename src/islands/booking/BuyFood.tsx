import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import {
  $foodSelection,
  foodCartLines,
  foodProblem,
  forRestaurant,
  slotNote,
} from '../../lib/booking/dining.ts';
import { productQueries } from '../../lib/booking/queries.ts';
import {
  selectionReducer,
  selectionTotalCents,
  type SelectionAction,
} from '../../lib/booking/selection.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { formatDate, hkToday } from '../../lib/format/dates.ts';
import { cardState } from '../../lib/booking/cards.ts';
import {
  BookingFooter,
  BookingForm,
  ChipStep,
  DateStep,
  ProductCards,
  Step,
} from './BookingForm.tsx';
import {
  type BookingIslandProps,
  firstError,
  createTranslator,
  useAddToCart,
  useCalendars,
  usePriceCalendar,
} from './BookingParts.tsx';
import { ProductDetails } from './ProductDetails.tsx';
import { SkuSteppers } from './SkuSteppers.tsx';
import { useHydrated } from '../useHydrated.ts';
import { linkedProductId } from '../../lib/site/paths.ts';
import './offers.css';

export type DiningMessages = Partial<I18nNamespaces['dining']>;

export interface BuyFoodProps extends BookingIslandProps<DiningMessages> {
  /** The restaurant of the page. */
  poiCode: string;
}

const dispatch = (action: SelectionAction) =>
  $foodSelection.set(selectionReducer($foodSelection.get(), action));

/**
 * The dining purchase form (SPEC §2 buy-food/{poiCode}, §3 POI type 4): a dining set of the
 * restaurant, an eat date on the price calendar, an eat time of that day (sold-out and started
 * times cannot be chosen) and a quantity per set, then "Add to cart". Kept in sessionStorage.
 */
export default function BuyFood(props: BuyFoodProps) {
  const { locale, poiCode, widgetMessages } = props;
  const t = createTranslator(props.locale, props.messages);
  const id = useId();
  const [today] = useState(() => hkToday());
  const cart = useAddToCart();
  const selection = useStore($foodSelection);

  // The set a content page's link names (?productId=): chosen once the restaurant's sets load.
  const linked = useRef<string | null>(null);
  const hydrated = useHydrated(locale, () => {
    const start = new URLSearchParams(window.location.search).get('startDate');
    $foodSelection.set(forRestaurant($foodSelection.get(), poiCode, today, start));
    linked.current = linkedProductId(window.location.search);
  });

  const { productId, date, session } = selection;
  const ready = hydrated && selection.poiCode === poiCode;
  const foods = useQuery(
    { ...productQueries.foods(locale, { poiCode }), enabled: ready },
    queryClient,
  );
  const list = foods.data ?? [];
  const summary = list.find((p) => p.productId === productId);
  const calendars = useCalendars(
    list.map((p) => p.productId),
    today,
    ready,
  );

  // The linked set, else the restaurant's first set is chosen for the visitor; a set gone from
  // sale is dropped.
  useEffect(() => {
    if (foods.data === undefined) return;
    const wanted = linked.current;
    linked.current = null;
    if (foods.data.some((p) => p.productId === wanted)) {
      dispatch({ type: 'product', productId: wanted });
    } else if (summary === undefined) {
      dispatch({ type: 'product', productId: foods.data[0]?.productId ?? null });
    }
  }, [foods.data, summary]);

  const withProduct = ready && summary !== undefined;
  const { calendar, lastDay } = usePriceCalendar(productId, today, withProduct);
  const day = useQuery(
    {
      ...productQueries.food(locale, {
        productId: productId ?? '0',
        ...(date !== null ? { eatDate: date } : {}),
      }),
      enabled: withProduct,
    },
    queryClient,
  );
  const timed = date !== null && session !== null;
  const priced = useQuery(
    {
      ...productQueries.food(locale, {
        productId: productId ?? '0',
        eatDate: date ?? today,
        ...(session !== null ? { eatTime: session } : {}),
      }),
      enabled: withProduct && timed,
    },
    queryClient,
  );

  if (!hydrated) return <p className="bk-fallback">{t('dining.fallback')}</p>;

  const product = timed ? priced.data : date !== null ? day.data : undefined;
  const detail = priced.data ?? day.data;
  const total = selectionTotalCents(selection, product);
  const failure = firstError(priced.error, day.error, calendar.error, foods.error);
  const slots = date !== null ? (day.data?.sessionSlots ?? []) : [];

  const submit = cart.submit(() => {
    const missing = foodProblem(selection, product, summary);
    return missing !== null || product === undefined
      ? t(`dining.problem.${missing ?? 'product'}`)
      : foodCartLines(selection, product);
  });

  return (
    <section className="bk-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="bk-heading">
        {t('dining.heading')}
      </h2>
      <BookingForm
        label={t('dining.form.label')}
        heading={false}
        onSubmit={submit}
        cards={
          <ProductCards
            legend={t('dining.product.label')}
            name={`${id}-product`}
            value={productId}
            onChange={(value) => dispatch({ type: 'product', productId: value })}
            cards={list.map((p) => ({
              value: p.productId,
              name: p.productName,
              picture: p.imgMain,
              state: cardState({ days: calendars.get(p.productId), product: p }),
            }))}
            pictures={props.pictures}
            locale={locale}
            messages={props.formMessages}
          >
            {foods.isPending && <p className="bk-note">{t('dining.product.loading')}</p>}
            {foods.data !== undefined && list.length === 0 && (
              <p className="bk-note">{t('dining.product.empty')}</p>
            )}
          </ProductCards>
        }
        date={
          summary !== undefined && (
            <DateStep
              legend={t('dining.date.label')}
              label={t('dining.date.calendar')}
              note={
                date !== null
                  ? t('dining.date.chosen', { date: formatDate(date, locale, true) })
                  : t('dining.date.choose')
              }
              loading={calendar.isPending ? t('dining.date.loading') : null}
              value={{ start: date, end: null }}
              onChange={(value) => dispatch({ type: 'date', date: value.start })}
              days={calendar.data?.days ?? []}
              min={today}
              max={lastDay}
              locale={locale}
              widgetMessages={widgetMessages}
            />
          )
        }
        session={
          slots.length > 0 && (
            <ChipStep
              legend={t('dining.time.label')}
              name={`${id}-time`}
              value={session}
              onChange={(value) => dispatch({ type: 'session', session: value })}
              choices={slots.map((slot) => {
                const closed = slotNote(slot);
                return {
                  value: slot.session,
                  label: slot.session,
                  disabled: closed !== null,
                  note:
                    closed === null
                      ? t('dining.time.left', { count: slot.stockLeft })
                      : t(`dining.time.${closed}`),
                };
              })}
            />
          )
        }
        quantities={
          timed &&
          summary !== undefined && (
            <Step legend={t('dining.sku.label')}>
              {product === undefined && !failure && (
                <p className="bk-note">{t('dining.sku.loading')}</p>
              )}
              <SkuSteppers
                skus={product?.skus ?? []}
                quantities={selection.quantities}
                onChange={(skuId, quantity) => dispatch({ type: 'quantity', skuId, quantity })}
                locale={locale}
                text={{
                  price: (price) => t('dining.sku.price', { price }),
                  soldOut: t('dining.sku.soldOut'),
                }}
                widgetMessages={widgetMessages}
              />
            </Step>
          )
        }
        details={
          detail !== undefined && (
            <ProductDetails
              detail={detail.productDetailDesc}
              refund={detail.poiRefundDesc}
              labels={{
                summary: t('dining.details.summary'),
                refund: t('dining.details.refund'),
              }}
            />
          )
        }
        footer={
          (foods.data === undefined || list.length > 0 || failure !== null) && (
            <BookingFooter
              id={id}
              locale={locale}
              failure={failure}
              totalCents={total}
              cart={cart}
              cartPath={props.cartPath}
              text={{
                error: (problem) => t(`dining.error.${problem}`),
                retry: t('dining.retry'),
                total: t('dining.total.label'),
                add: t('dining.add'),
                added: (count) => t('dining.added', { count }),
                link: t('dining.added.link'),
              }}
            />
          )
        }
      />
    </section>
  );
}
