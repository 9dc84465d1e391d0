import { PRODUCT_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono, type Context } from 'hono';
import {
  aggIdQuerySchema,
  aggListQuerySchema,
  cartByAggQuerySchema,
  catalogListQuerySchema,
  foodListQuerySchema,
  foodLoadQuerySchema,
  hotelByAggQuerySchema,
  hotelLoadQuerySchema,
  hotelRoomListQuerySchema,
  performanceListQuerySchema,
  priceCalendarQuerySchema,
  productIdQuerySchema,
  productLoadQuerySchema,
  productNamesQuerySchema,
  regionQuerySchema,
  ticketListQuerySchema,
} from '../../../src/lib/contract/product.ts';
import { searchPoiQuerySchema } from '../../../src/lib/contract/search.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { publicCache } from '../../lib/guards.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate, validationError } from '../../lib/validate.ts';
import { aggCart, findAggs, loadAgg } from '../../services/products/aggs.ts';
import { priceCalendar } from '../../services/products/calendar.ts';
import { createContentCache, type ContentCache } from '../../services/read-cache.ts';
import { catalogIdOf, listCatalogs } from '../../services/products/catalogs.ts';
import { resortNow } from '../../services/products/dates.ts';
import { UnknownInputError } from '../../services/products/errors.ts';
import { listRooms, listRoomsByAgg, loadHotel } from '../../services/products/hotels.ts';
import {
  FOOD_TYPES,
  listParks,
  listPerformances,
  listProducts,
  loadProduct,
  loadProductRecord,
  TICKET_TYPES,
} from '../../services/products/tickets.ts';
import { productNames } from '../../services/products/names.ts';
import { searchPoi } from './product.service.ts';

/** Search answers are public and change only on publish, like the content they search. */
const SEARCH_MAX_AGE_SECONDS = 60;

/** Answers the service's result; an unknown id or code becomes a 400 naming its field. */
async function answer<T>(c: Context, run: () => Promise<T>): Promise<Response> {
  try {
    return ok(c, await run());
  } catch (error) {
    if (!(error instanceof UnknownInputError)) throw error;
    const query = c.req.query();
    throw validationError(
      c,
      [{ code: 'custom', path: [error.field], message: error.key, input: query[error.field] }],
      query,
      { root: 'query' },
    );
  }
}

/**
 * GET /cl-odss-app/guest/product/… : the product calls of SPEC §7, open to anonymous
 * visitors. Prices and stock depend on the gateway clock's "today" in the resort.
 */
export function createProductRoutes({
  db,
  clock,
  cache = createContentCache(db),
}: {
  db: Db;
  clock: Clock;
  /** Product records of the price calendars (content; their stock is read live). */
  cache?: ContentCache;
}) {
  const now = () => resortNow(clock.now());
  const record = (productId: string, lang: Language) =>
    cache.get(`product/${productId}|${lang}`, () =>
      loadProductRecord(db, productId, undefined, lang),
    );
  return new Hono()
    .get(
      PRODUCT_ROUTES.routes.searchPoi,
      publicCache(SEARCH_MAX_AGE_SECONDS),
      validate('query', searchPoiQuerySchema),
      async (c) => ok(c, await searchPoi(db, c.req.valid('query'), languageOf(c))),
    )
    .get(PRODUCT_ROUTES.routes.names, validate('query', productNamesQuerySchema), async (c) =>
      ok(c, await productNames(db, c.req.valid('query').productIds, languageOf(c))),
    )
    .get(PRODUCT_ROUTES.routes.ticketList, validate('query', ticketListQuerySchema), (c) => {
      const { playDate, productType, ...rest } = c.req.valid('query');
      const productTypes = productType ? [productType] : TICKET_TYPES;
      return answer(c, () =>
        listProducts(db, { ...rest, productTypes }, playDate, languageOf(c), now()),
      );
    })
    .get(PRODUCT_ROUTES.routes.ticketLoad, validate('query', productLoadQuerySchema), (c) => {
      const { productId, playDate, session } = c.req.valid('query');
      const q = { productId, date: playDate, session };
      return answer(c, () => loadProduct(db, q, TICKET_TYPES, languageOf(c), now()));
    })
    .get(PRODUCT_ROUTES.routes.parkList, validate('query', regionQuerySchema), (c) =>
      answer(c, () => listParks(db, c.req.valid('query'), languageOf(c))),
    )
    .get(
      PRODUCT_ROUTES.routes.performanceList,
      validate('query', performanceListQuerySchema),
      (c) => answer(c, () => listPerformances(db, c.req.valid('query'), languageOf(c), now())),
    )
    .get(PRODUCT_ROUTES.routes.priceCalendar, validate('query', priceCalendarQuerySchema), (c) =>
      answer(c, () => priceCalendar(db, c.req.valid('query'), languageOf(c), now(), record)),
    )
    .get(PRODUCT_ROUTES.routes.hotelRooms, validate('query', hotelRoomListQuerySchema), (c) =>
      answer(c, () => listRooms(db, c.req.valid('query'), languageOf(c), now())),
    )
    .get(PRODUCT_ROUTES.routes.hotelLoad, validate('query', hotelLoadQuerySchema), (c) =>
      answer(c, () => loadHotel(db, c.req.valid('query').poiCode, languageOf(c))),
    )
    .get(PRODUCT_ROUTES.routes.hotelByAgg, validate('query', hotelByAggQuerySchema), (c) =>
      answer(c, () => listRoomsByAgg(db, c.req.valid('query'), languageOf(c), now())),
    )
    .get(PRODUCT_ROUTES.routes.foodLoad, validate('query', foodLoadQuerySchema), (c) => {
      const { productId, eatDate, eatTime } = c.req.valid('query');
      const q = { productId, date: eatDate, session: eatTime };
      return answer(c, () => loadProduct(db, q, FOOD_TYPES, languageOf(c), now()));
    })
    .get(PRODUCT_ROUTES.routes.foodList, validate('query', foodListQuerySchema), (c) => {
      const { eatDate, ...rest } = c.req.valid('query');
      const filter = { ...rest, productTypes: FOOD_TYPES };
      return answer(c, () => listProducts(db, filter, eatDate, languageOf(c), now()));
    })
    .get(PRODUCT_ROUTES.routes.catalogList, validate('query', catalogListQuerySchema), (c) =>
      answer(c, () => listCatalogs(db, c.req.valid('query'), languageOf(c))),
    )
    .get(PRODUCT_ROUTES.routes.catalogIdByProduct, validate('query', productIdQuerySchema), (c) =>
      answer(c, () => catalogIdOf(db, c.req.valid('query').productId)),
    )
    .get(PRODUCT_ROUTES.routes.cartByAgg, validate('query', cartByAggQuerySchema), (c) =>
      answer(c, () => aggCart(db, c.req.valid('query'), languageOf(c), now())),
    )
    .get(PRODUCT_ROUTES.routes.aggLoad, validate('query', aggIdQuerySchema), (c) =>
      answer(c, () => loadAgg(db, c.req.valid('query').aggId, languageOf(c))),
    )
    .get(PRODUCT_ROUTES.routes.aggList, validate('query', aggListQuerySchema), (c) =>
      answer(c, () => findAggs(db, c.req.valid('query'), languageOf(c))),
    );
}
