import { Hono } from 'hono';
import { orderSaveRequestSchema } from '../../../src/lib/contract/order.ts';
import type { Db } from '../../db/client.ts';
import { requireAuth, type AuthEnv } from '../../lib/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldError } from '../../lib/field-error.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { OrderInputError } from '../../services/orders/pricing.ts';
import { saveOrder } from '../../services/orders/save.ts';

/**
 * /cl-odss-app/guest/order/info (logged in): the orders of SPEC §7. Only the owner ever sees or
 * acts on an order.
 */
export function createOrderRoutes({ db, clock }: { db: Db; clock: Clock }) {
  return new Hono<AuthEnv>()
    .use(requireAuth({ db, clock }))
    .post('/save', validate('json', orderSaveRequestSchema), async (c) => {
      try {
        const order = await saveOrder(db, {
          userId: c.var.auth.userId,
          body: c.req.valid('json'),
          lang: languageOf(c),
          now: clock.now(),
        });
        return ok(c, order);
      } catch (error) {
        if (error instanceof OrderInputError) {
          throw fieldError(c, [{ field: error.field, key: error.key }]);
        }
        throw error;
      }
    });
}
