import { WAITLIST_ROUTES } from '../../../src/lib/contract/routes.ts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { waitIdSchema, waitJoinSchema } from '../../../src/lib/contract/waitlist.ts';
import type { Db } from '../../db/client.ts';
import { requireAuth, type AuthEnv } from '../../lib/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldError } from '../../lib/field-error.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { advanceOrders } from '../../services/orders/lifecycle.ts';
import { OrderInputError } from '../../services/orders/pricing.ts';
import { joinWait, leaveWait, listWaits } from '../../services/waitlist.ts';

export interface WaitlistDeps {
  db: Db;
  clock: Clock;
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
 * /cl-odss-app/guest/user/waitlist (logged in, owner only): the waiting list of sold-out days,
 * sessions and stays (services/waitlist.ts). Another account's wait answers 404. The gateway
 * clock's due work (order expiry, offers running out, new offers) runs before each answer.
 */
export function createWaitlistRoutes({ db, clock }: WaitlistDeps) {
  const fresh = () => advanceOrders(db, clock.now());
  return new Hono<AuthEnv>()
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
    .post(WAITLIST_ROUTES.routes.leave, validate('json', waitIdSchema), async (c) => {
      const { waitId } = c.req.valid('json');
      return ok(c, await leaveWait(db, c.var.auth.userId, waitId, languageOf(c), clock.now()));
    });
}
