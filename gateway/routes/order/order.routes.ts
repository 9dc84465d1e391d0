import { ORDER_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono, type Context } from 'hono';
import {
  guestListProblem,
  orderIdBodySchema,
  orderIdQuerySchema,
  orderListQuerySchema,
  orderPayRequestSchema,
  orderSaveRequestSchema,
  refundApplySchema,
  type OrderSaveRequest,
} from '../../../src/lib/contract/order.ts';
import { listReplenishRequestSchema } from '../../../src/lib/contract/order-extra.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import type { Db } from '../../db/client.ts';
import type { GatewayEnv } from '../../env.ts';
import { requireAuth, type AuthEnv } from '../../lib/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldError } from '../../lib/field-error.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { advanceOrders } from '../../services/orders/lifecycle.ts';
import {
  cancelOrder,
  deleteOrder,
  listOrders,
  listReplenish,
  loadOrder,
} from '../../services/orders/manage.ts';
import { rememberMailLanguage } from '../../services/order-mails.ts';
import { startPayment } from '../../services/orders/payment.ts';
import { applyRefund, quoteRefund } from '../../services/orders/refunds.ts';
import { loadVoucherData } from '../../services/orders/voucher.ts';
import { renderVoucher } from '../../services/orders/voucher-thread.ts';
import { OrderInputError } from '../../services/orders/pricing.ts';
import { saveOrder, type HoldCap } from '../../services/orders/save.ts';
import { localizeLines } from '../../services/products/names.ts';
import { travellerIds } from '../../services/travellers.ts';
import { requireTravellerKey } from '../user/traveller.routes.ts';

export interface OrderDeps {
  db: Db;
  env: GatewayEnv;
  clock: Clock;
  /** What one account may hold unpaid (ORDER_HOLD_MAX_* of gateway/env.ts). */
  holdCap: HoldCap;
  /** Milliseconds between the fulfilment steps of the simulator. */
  orderStepMs?: number;
}

/** The origin the shopper reached the gateway on (the cashier page lives there too). */
const originOf = (c: Context): string => new URL(c.req.url).origin;

/**
 * /cl-odss-app/guest/order/info (logged in): the orders of SPEC §7. Only the owner ever sees or
 * acts on an order; any other id answers as not found.
 */
export function createOrderRoutes({ db, env, clock, holdCap, orderStepMs }: OrderDeps) {
  const times = { waitOfferMs: env.WAITLIST_OFFER_MINUTES * 60_000, stepMs: orderStepMs };
  const fresh = () => advanceOrders(db, clock.now(), times);
  /** An order with its lines named in the reader's language. */
  const namedIn = async <
    O extends {
      lines: { productId: string; skuId: string; productName: string; skuName: string }[];
    },
  >(
    lang: Language,
    order: Promise<O>,
  ): Promise<O> => {
    const loaded = await order;
    return { ...loaded, lines: await localizeLines(db, loaded.lines, lang) };
  };
  /** The saved ID of each guest given by `travellerId` without a number (404: not the caller's). */
  const withTravellerIds = async (
    body: OrderSaveRequest,
    userId: string,
  ): Promise<OrderSaveRequest> => {
    const wanted = body.guests.flatMap((g) =>
      g.travellerId !== undefined && g.idInfo === undefined ? [g.travellerId] : [],
    );
    if (wanted.length === 0) return body;
    const key = await requireTravellerKey({ db, env, clock });
    const saved = await travellerIds(db, key, userId, wanted);
    return {
      ...body,
      guests: body.guests.map(({ travellerId, ...g }) => {
        if (travellerId === undefined || g.idInfo !== undefined) return g;
        // a traveller saved without an ID leaves the guest without one (checked next)
        const id = saved.get(travellerId);
        return id ? { ...g, idType: id.idType, idInfo: id.idInfo } : g;
      }),
    };
  };
  return new Hono<AuthEnv>()
    .use(requireAuth({ db, clock }))
    .post(ORDER_ROUTES.routes.save, validate('json', orderSaveRequestSchema), async (c) => {
      const userId = c.var.auth.userId;
      const body = await withTravellerIds(c.req.valid('json'), userId);
      const problem = guestListProblem(body.guestMode, body.lines, body.guests);
      if (problem !== null) {
        throw fieldError(c, [{ field: `${problem.at}.${problem.index}`, key: problem.code }]);
      }
      try {
        const order = await saveOrder(db, {
          userId,
          body,
          lang: languageOf(c),
          now: clock.now(),
          holdCap,
          waitOfferMs: times.waitOfferMs,
        });
        return ok(c, order);
      } catch (error) {
        if (error instanceof OrderInputError) {
          throw fieldError(c, [{ field: error.field, key: error.key }]);
        }
        throw error;
      }
    })
    .post(ORDER_ROUTES.routes.pay, validate('json', orderPayRequestSchema), async (c) => {
      const payment = await startPayment(db, {
        userId: c.var.auth.userId,
        body: c.req.valid('json'),
        now: clock.now(),
        origin: originOf(c),
      });
      // the order's mails (confirmation, refunds) are written in the pay request's language
      await rememberMailLanguage(db, payment.orderId, languageOf(c));
      // The cashier is reached by navigation: it speaks the language the shopper paid in.
      return ok(c, { ...payment, cashierUrl: `${payment.cashierUrl}?lang=${languageOf(c)}` });
    })
    .get(ORDER_ROUTES.routes.load, validate('query', orderIdQuerySchema), async (c) => {
      await fresh();
      const { orderId } = c.req.valid('query');
      return ok(
        c,
        await namedIn(languageOf(c), loadOrder(db, c.var.auth.userId, orderId, clock.now())),
      );
    })
    .get(ORDER_ROUTES.routes.list, validate('query', orderListQuerySchema), async (c) => {
      await fresh();
      return ok(c, await listOrders(db, c.var.auth.userId, c.req.valid('query'), languageOf(c)));
    })
    .post(ORDER_ROUTES.routes.cancel, validate('json', orderIdBodySchema), async (c) => {
      await fresh();
      const { orderId } = c.req.valid('json');
      await cancelOrder(db, c.var.auth.userId, orderId, clock.now());
      return ok(
        c,
        await namedIn(languageOf(c), loadOrder(db, c.var.auth.userId, orderId, clock.now())),
      );
    })
    .delete(ORDER_ROUTES.routes.remove, validate('query', orderIdQuerySchema), async (c) => {
      await fresh();
      await deleteOrder(db, c.var.auth.userId, c.req.valid('query').orderId, clock.now());
      return ok(c, null);
    })
    .get(ORDER_ROUTES.routes.refundQuote, validate('query', orderIdQuerySchema), async (c) => {
      await fresh();
      return ok(
        c,
        await quoteRefund(db, c.var.auth.userId, c.req.valid('query').orderId, clock.now()),
      );
    })
    .post(ORDER_ROUTES.routes.refundApply, validate('json', refundApplySchema), async (c) => {
      await fresh();
      return ok(
        c,
        await applyRefund(db, {
          userId: c.var.auth.userId,
          body: c.req.valid('json'),
          now: clock.now(),
          lang: languageOf(c),
        }),
      );
    })
    .post(
      ORDER_ROUTES.routes.replenish,
      validate('json', listReplenishRequestSchema),
      async (c) => {
        await fresh();
        return ok(c, await listReplenish(db, c.var.auth.userId, c.req.valid('json').orderIds));
      },
    )
    .get(ORDER_ROUTES.routes.voucher, validate('query', orderIdQuerySchema), async (c) => {
      await fresh();
      const saved = await loadVoucherData(db, c.var.auth.userId, c.req.valid('query').orderId);
      // The voucher speaks the language of the request, whatever the order was placed in.
      const lang = languageOf(c);
      const voucher = { ...saved, lang, lines: await localizeLines(db, saved.lines, lang) };
      const pdf = await renderVoucher(voucher);
      const name = `voucher-${voucher.orderNo.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
