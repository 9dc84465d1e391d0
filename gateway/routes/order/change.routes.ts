import { ORDER_CHANGE_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono, type Context } from 'hono';
import {
  changeApplyRequestSchema,
  changeHistoryQuerySchema,
  changeIdQuerySchema,
  changeOptionsQuerySchema,
  changeQuoteRequestSchema,
} from '../../../src/lib/contract/order-change.ts';
import { refundIdQuerySchema } from '../../../src/lib/contract/order.ts';
import { requireAuth, type AuthEnv } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldError } from '../../lib/field-error.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import {
  applyChange,
  changeOptions,
  listChanges,
  loadChange,
  quoteChange,
} from '../../services/orders/date-change.ts';
import { advanceOrders } from '../../services/orders/lifecycle.ts';
import { OrderInputError } from '../../services/orders/pricing.ts';
import { listRefunds, loadRefund } from '../../services/orders/refunds.ts';
import { rememberMailLanguage } from '../../services/order-mails.ts';
import type { OrderDeps } from './order.routes.ts';

/** A rule checked in code that names a field: 400 like a schema failure. */
async function naming<T>(c: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderInputError) {
      throw fieldError(c, [{ field: error.field, key: error.key }]);
    }
    throw error;
  }
}

/**
 * /cl-odss-app/guest/order/change (logged in): the after-sales history of the caller's orders:
 * refund records (SPEC §3 Refund) and date changes (services/orders/date-change.ts). Another
 * user's refund, change or order answers 404. The simulator runs first, so a record shows the
 * status the gateway clock has reached.
 */
export function createOrderChangeRoutes({
  db,
  clock,
  env,
  orderStepMs,
}: Omit<OrderDeps, 'holdCap'>) {
  const fresh = () =>
    advanceOrders(db, clock.now(), {
      waitOfferMs: env.WAITLIST_OFFER_MINUTES * 60_000,
      stepMs: orderStepMs,
    });
  return new Hono<AuthEnv>()
    .use(requireAuth({ db, clock }))
    .get(ORDER_CHANGE_ROUTES.routes.refund, validate('query', refundIdQuerySchema), async (c) => {
      await fresh();
      return ok(c, await loadRefund(db, c.var.auth.userId, c.req.valid('query').refundId));
    })
    .get(
      ORDER_CHANGE_ROUTES.routes.list,
      validate('query', changeHistoryQuerySchema),
      async (c) => {
        await fresh();
        const query = c.req.valid('query');
        const [refunds, dateChanges] = await Promise.all([
          listRefunds(db, c.var.auth.userId, query),
          listChanges(db, c.var.auth.userId, query.orderId, languageOf(c)),
        ]);
        return ok(c, { ...refunds, dateChanges });
      },
    )
    .get(
      ORDER_CHANGE_ROUTES.routes.options,
      validate('query', changeOptionsQuerySchema),
      async (c) => {
        await fresh();
        return ok(
          c,
          await changeOptions(db, {
            userId: c.var.auth.userId,
            orderId: c.req.valid('query').orderId,
            lang: languageOf(c),
            now: clock.now(),
          }),
        );
      },
    )
    .post(
      ORDER_CHANGE_ROUTES.routes.quote,
      validate('json', changeQuoteRequestSchema),
      async (c) => {
        await fresh();
        const body = c.req.valid('json');
        return ok(
          c,
          await naming(c, () =>
            quoteChange(db, {
              userId: c.var.auth.userId,
              body,
              lang: languageOf(c),
              now: clock.now(),
            }),
          ),
        );
      },
    )
    .post(
      ORDER_CHANGE_ROUTES.routes.apply,
      validate('json', changeApplyRequestSchema),
      async (c) => {
        await fresh();
        const body = c.req.valid('json');
        const lang = languageOf(c);
        const result = await naming(c, () =>
          applyChange(db, {
            userId: c.var.auth.userId,
            body,
            lang,
            now: clock.now(),
            origin: new URL(c.req.url).origin,
          }),
        );
        // the "date changed" mail speaks the language the change was asked in
        await rememberMailLanguage(db, body.orderId, lang);
        return ok(c, result);
      },
    )
    .get(ORDER_CHANGE_ROUTES.routes.detail, validate('query', changeIdQuerySchema), async (c) => {
      await fresh();
      return ok(
        c,
        await loadChange(db, c.var.auth.userId, c.req.valid('query').changeId, languageOf(c)),
      );
    });
}
