import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import { onlyOpenSession, pickCartLines, pickProblem } from '../../lib/booking/offers.ts';
import { productQueries } from '../../lib/booking/queries.ts';
import {
  selectionTotalCents,
  type Selection,
  type SelectionAction,
} from '../../lib/booking/selection.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { ProductSummary } from '../../lib/contract/product.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { formatDate } from '../../lib/format/dates.ts';
import type { WidgetMessages } from '../widgets/messages.ts';
import { cardState } from '../../lib/booking/cards.ts';
import {
  BookingFooter,
  BookingForm,
  ChipStep,
  DateStep,
  ProductCards,
  Step,
  type BookingFormMessages,
  type Pictures,
} from './BookingForm.tsx';
import {
  firstError,
  createTranslator,
  sessionChoices,
  useAddToCart,
  useCalendars,
  usePriceCalendar,
} from './BookingParts.tsx';
import { ProductDetails } from './ProductDetails.tsx';
import { SkuSteppers } from './SkuSteppers.tsx';

export type OffersMessages = Partial<I18nNamespaces['offers']>;

export interface ProductPickFormProps {
  /** Annual cards (activation date) or special offers (visit date, entry time). */
  kind: 'card' | 'offer';
  locale: Language;
  /** The products on sale (undefined while loading) and the list call's failure. */
  products: readonly ProductSummary[] | undefined;
  productsError: unknown;
  selection: Selection;
  dispatch: (action: SelectionAction) => void;
  today: string;
  cartPath: string;
  messages: OffersMessages;
  widgetMessages: WidgetMessages;
  formMessages: BookingFormMessages;
  pictures?: Pictures | undefined;
}

/**
 * One product of a list, a day of its price calendar, its session when it has one and a
 * quantity per SKU, then "Add to cart": the annual-card form and the special-offer form.
 */
export function ProductPickForm(props: ProductPickFormProps) {
  const { kind, locale, products, selection, dispatch, today, widgetMessages } = props;
  const t = createTranslator(props.locale, props.messages);
  const id = useId();
  const cart = useAddToCart();
  const { productId, date, session } = selection;
  const summary = products?.find((p) => p.productId === productId);
  const calendars = useCalendars(
    (products ?? []).map((p) => p.productId),
    today,
    products !== undefined,
  );

  const { calendar, lastDay } = usePriceCalendar(productId, today, summary !== undefined);
  const load = (withSession: boolean) =>
    productQueries.ticket(locale, {
      productId: productId ?? '0',
      ...(date !== null ? { playDate: date } : {}),
      ...(withSession && date !== null && session !== null ? { session } : {}),
    });
  const day = useQuery({ ...load(false), enabled: summary !== undefined }, queryClient);
  const timed = (summary?.sessions.length ?? 0) > 0;
  const priced = useQuery(
    { ...load(true), enabled: summary !== undefined && timed && date !== null && session !== null },
    queryClient,
  );

  // A timed offer with one entry time on the day: that time is chosen for the visitor.
  const only = date !== null ? onlyOpenSession(day.data) : null;
  useEffect(() => {
    if (only !== null && session === null) dispatch({ type: 'session', session: only });
  }, [only, session, dispatch]);

  const product =
    date === null ? undefined : timed ? (session !== null ? priced.data : undefined) : day.data;
  const detail = product ?? day.data;
  const total = selectionTotalCents(selection, product);
  const failure = firstError(priced.error, day.error, calendar.error, props.productsError);
  const slots = date !== null && timed ? (day.data?.sessionSlots ?? []) : [];
  const list = products ?? [];

  const submit = cart.submit(() => {
    const missing = pickProblem(selection, product, summary);
    if (missing !== null || product === undefined) {
      const what = missing ?? 'product';
      return t(what === 'product' ? `offers.problem.${kind}` : `offers.problem.${what}`);
    }
    return pickCartLines(selection, product);
  });

  return (
    <BookingForm
      label={t(`offers.${kind}.form`)}
      heading={false}
      onSubmit={submit}
      cards={
        <ProductCards
          legend={t(`offers.${kind}.label`)}
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
          {products === undefined && !failure && (
            <p className="bk-note">{t(`offers.${kind}.loading`)}</p>
          )}
          {products !== undefined && list.length === 0 && (
            <p className="bk-note">{t(`offers.${kind}.empty`)}</p>
          )}
        </ProductCards>
      }
      date={
        summary !== undefined && (
          <DateStep
            legend={t(`offers.${kind}.date.label`)}
            label={t(`offers.${kind}.date.calendar`)}
            note={
              date !== null
                ? t(`offers.${kind}.date.chosen`, { date: formatDate(date, locale, true) })
                : t('offers.date.choose')
            }
            loading={calendar.isPending ? t('offers.date.loading') : null}
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
            legend={t('offers.session.label')}
            name={`${id}-session`}
            value={session}
            onChange={(value) => dispatch({ type: 'session', session: value })}
            choices={sessionChoices(slots, {
              left: (count) => t('offers.session.left', { count }),
              soldOut: t('offers.session.soldOut'),
              unavailable: t('offers.session.unavailable'),
            })}
          />
        )
      }
      quantities={
        summary !== undefined &&
        date !== null && (
          <Step legend={t(`offers.${kind}.sku.label`)}>
            {product === undefined && !failure && (!timed || session !== null) && (
              <p className="bk-note">{t('offers.sku.loading')}</p>
            )}
            <SkuSteppers
              skus={product?.skus ?? []}
              quantities={selection.quantities}
              onChange={(skuId, quantity) => dispatch({ type: 'quantity', skuId, quantity })}
              locale={locale}
              text={{
                price: (price) => t('offers.sku.price', { price }),
                soldOut: t('offers.sku.soldOut'),
              }}
              widgetMessages={widgetMessages}
            />
          </Step>
        )
      }
      details={
        summary !== undefined &&
        detail !== undefined && (
          <ProductDetails
            detail={detail.productDetailDesc}
            refund={detail.poiRefundDesc}
            labels={{ summary: t('offers.details.summary'), refund: t('offers.details.refund') }}
          />
        )
      }
      footer={
        (products === undefined || list.length > 0 || failure !== null) && (
          <BookingFooter
            id={id}
            locale={locale}
            failure={failure}
            totalCents={total}
            cart={cart}
            cartPath={props.cartPath}
            text={{
              error: (problem) => t(`offers.error.${problem}`),
              retry: t('offers.retry'),
              total: t('offers.total.label'),
              add: t('offers.add'),
              added: (count) => t(`offers.${kind}.added`, { count }),
              link: t('offers.added.link'),
            }}
          />
        )
      }
    />
  );
}
