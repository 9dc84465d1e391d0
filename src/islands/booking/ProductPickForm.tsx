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
import { formatHkd } from '../../lib/format/money.ts';
import type { WidgetMessages } from '../widgets/messages.ts';
import {
  CartFooter,
  Choices,
  DateField,
  firstError,
  createTranslator,
  sessionChoices,
  useAddToCart,
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
    return pickCartLines(selection, product, locale);
  });

  return (
    <form
      className="bk bk-offers"
      aria-label={t(`offers.${kind}.form`)}
      noValidate
      onSubmit={submit}
    >
      <Choices
        legend={t(`offers.${kind}.label`)}
        name={`${id}-product`}
        value={productId}
        onChange={(value) => dispatch({ type: 'product', productId: value })}
        choices={list.map((p) => ({
          value: p.productId,
          label: p.productName,
          note: t('offers.product.from', { price: formatHkd(p.fromPriceCents, locale) }),
        }))}
      >
        {products === undefined && !failure && (
          <p className="bk-note">{t(`offers.${kind}.loading`)}</p>
        )}
        {products !== undefined && list.length === 0 && (
          <p className="bk-note">{t(`offers.${kind}.empty`)}</p>
        )}
      </Choices>

      {summary !== undefined && (
        <DateField
          legend={t(`offers.${kind}.date.label`)}
          label={t(`offers.${kind}.date.calendar`)}
          note={
            date !== null
              ? t(`offers.${kind}.date.chosen`, { date: formatDate(date, locale, true) })
              : t('offers.date.choose')
          }
          loading={calendar.isPending ? t('offers.date.loading') : null}
          value={date}
          onChange={(value) => dispatch({ type: 'date', date: value })}
          days={calendar.data?.days ?? []}
          min={today}
          max={lastDay}
          locale={locale}
          widgetMessages={widgetMessages}
        />
      )}

      {slots.length > 0 && (
        <Choices
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
      )}

      {summary !== undefined && date !== null && (
        <fieldset className="bk-field">
          <legend>{t(`offers.${kind}.sku.label`)}</legend>
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
        </fieldset>
      )}

      {summary !== undefined && detail !== undefined && (
        <ProductDetails
          detail={detail.productDetailDesc}
          refund={detail.poiRefundDesc}
          labels={{ summary: t('offers.details.summary'), refund: t('offers.details.refund') }}
        />
      )}

      <CartFooter
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
          none: t('offers.total.none'),
          add: t('offers.add'),
          added: (count) => t(`offers.${kind}.added`, { count }),
          link: t('offers.added.link'),
        }}
      />
    </form>
  );
}
