import { WAITLIST_ROUTES } from '../../../src/lib/contract/routes.ts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  waitIdSchema,
  waitJoinSchema,
  waitOfferOpenSchema,
  type WaitRules,
} from '../../../src/lib/contract/waitlist.ts';
import type { Db } from '../../db/client.ts';
import { requireAuth, type AuthEnv } from '../../lib/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldError } from '../../lib/field-error.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { advanceOrders } from '../../services/orders/lifecycle.ts';
import { OrderInputError } from '../../services/orders/pricing.ts';
import { existingOrderLinkSecret } from '../../services/orders/links.ts';
import { joinWait, leaveWait, listWaits, openOfferLink } from '../../services/waitlist.ts';

export interface WaitlistDeps {
  db: Db;
  clock: Clock;
  /** ORDER_LINK_SECRET (else the database's link key): checks the offer mails' links. */
  linkSecret: string | undefined;
  /** How long an offer holds its units (WAITLIST_OFFER_MINUTES of gateway/env.ts). */
  offerMinutes: number;
}

/** A line rule checked in code (pricing's `lines.0.field`): 400 naming the join's field. */
async function naming<T>(c: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderInputError) {
      throw fieldError(c, [{ field: error.field.replace(/^lines\.0\./, ''), key: error.key }]);
    }
    throw error;
  }
}

/**
 * /cl-odss-app/guest/user/waitlist: the waiting list of sold-out days, sessions and stays
 * (services/waitlist.ts). Its rules (how long an offer holds) are public, for the booking pages
 * of shoppers not logged in; the rest is logged in, owner only: another account's wait answers
 * 404. The gateway clock's due work (order expiry, offers running out, new offers) runs before
 * each answer.
 */
export function createWaitlistRoutes({ db, clock, offerMinutes, linkSecret }: WaitlistDeps) {
  const times = { waitOfferMs: offerMinutes * 60_000 };
  const fresh = () => advanceOrders(db, clock.now(), times);
  const rules: WaitRules = { offerMinutes };
  return new Hono<AuthEnv>()
    .get(WAITLIST_ROUTES.routes.rules, (c) => {
      // a setting of the running gateway: a restart may change it, so kept briefly
      c.header('Cache-Control', 'public, max-age=300');
      return ok(c, rules);
    })
    .use(requireAuth({ db, clock }))
    .get(WAITLIST_ROUTES.routes.list, async (c) => {
      await fresh();
      c.header('Cache-Control', 'private, no-store');
      return ok(c, await listWaits(db, c.var.auth.userId, languageOf(c), clock.now()));
    })
    .post(WAITLIST_ROUTES.routes.join, validate('json', waitJoinSchema), async (c) => {
      await fresh();
      const wait = await naming(c, () =>
        joinWait(db, {
          userId: c.var.auth.userId,
          body: c.req.valid('json'),
          lang: languageOf(c),
          now: clock.now(),
        }),
      );
      return ok(c, wait);
    })
    .post(WAITLIST_ROUTES.routes.offer, validate('json', waitOfferOpenSchema), async (c) => {
      await fresh();
      c.header('Cache-Control', 'private, no-store');
      const now = clock.now();
      return ok(
        c,
        await openOfferLink(db, {
          secret: await existingOrderLinkSecret(db, linkSecret),
          token: c.req.valid('json').token,
          userId: c.var.auth.userId,
          lang: languageOf(c),
          now,
        }),
      );
    })
    .post(WAITLIST_ROUTES.routes.leave, validate('json', waitIdSchema), async (c) => {
      const { waitId } = c.req.valid('json');
      return ok(
        c,
        await leaveWait(db, {
          userId: c.var.auth.userId,
          waitId,
          lang: languageOf(c),
          now: clock.now(),
          waitOfferMs: times.waitOfferMs,
        }),
      );
    });
}
