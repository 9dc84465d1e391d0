import { ORDER_LINK_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono } from 'hono';
import {
  orderLinkRequestSchema,
  orderLookupRequestSchema,
} from '../../../src/lib/contract/order-link.ts';
import type { Db } from '../../db/client.ts';
import { siteOrigin, type GatewayEnv } from '../../env.ts';
import { clientIp } from '../../lib/client-ip.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { advanceOrders } from '../../services/orders/lifecycle.ts';
import {
  orderLinkSecret,
  requestOrderLink,
  viewOrderLink,
  voucherOfOrderLink,
} from '../../services/orders/links.ts';
import { renderVoucher } from '../../services/orders/voucher-thread.ts';
import { localizeLines } from '../../services/products/names.ts';

export interface OrderLinkDeps {
  db: Db;
  env: GatewayEnv;
  clock: Clock;
}

/**
 * /cl-odss-app/open/order/info (no login): the order lookup and the read-only order its signed
 * link opens (services/orders/links.ts). The lookup answers the same whether or not the order
 * exists; the link's token comes in the request body, never in a URL.
 */
export function createOrderLinkRoutes({ db, env, clock }: OrderLinkDeps) {
  const secret = () => orderLinkSecret(db, env.ORDER_LINK_SECRET, clock.now());
  const times = { waitOfferMs: env.WAITLIST_OFFER_MINUTES * 60_000 };
  return new Hono()
    .post(
      ORDER_LINK_ROUTES.routes.lookup,
      validate('json', orderLookupRequestSchema),
      async (c) => {
        const { orderNo, email } = c.req.valid('json');
        await requestOrderLink(db, {
          orderNo,
          email,
          ip: clientIp(c, env.TRUST_PROXY),
          now: clock.now(),
          lang: languageOf(c),
          siteUrl: siteOrigin(env),
          secret: await secret(),
        });
        return ok(c, null);
      },
    )
    .post(ORDER_LINK_ROUTES.routes.view, validate('json', orderLinkRequestSchema), async (c) => {
      await advanceOrders(db, clock.now(), times);
      const view = await viewOrderLink(
        db,
        await secret(),
        c.req.valid('json').token,
        clock.now(),
        languageOf(c),
      );
      c.header('Cache-Control', 'private, no-store');
      return ok(c, view);
    })
    .post(ORDER_LINK_ROUTES.routes.voucher, validate('json', orderLinkRequestSchema), async (c) => {
      await advanceOrders(db, clock.now(), times);
      const saved = await voucherOfOrderLink(
        db,
        await secret(),
        c.req.valid('json').token,
        clock.now(),
      );
      // the voucher speaks the language of the request, like order/info/downloadOrderVoucher
      const lang = languageOf(c);
      const pdf = await renderVoucher({
        ...saved,
        lang,
        lines: await localizeLines(db, saved.lines, lang),
      });
      const name = `voucher-${saved.orderNo.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
