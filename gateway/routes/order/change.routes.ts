import { Hono } from 'hono';
import { refundIdQuerySchema, refundListQuerySchema } from '../../../src/lib/contract/order.ts';
import { requireAuth, type AuthEnv } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { advanceOrders } from '../../services/orders/lifecycle.ts';
import { listRefunds, loadRefund } from '../../services/orders/refunds.ts';
import type { OrderDeps } from './order.routes.ts';

/**
 * /cl-odss-app/guest/order/change (logged in): the caller's refund records (SPEC §3 Refund).
 * Another user's refund answers 404 "Refund detail empty". The simulator runs first, so a record
 * shows the status the gateway clock has reached.
 */
export function createOrderChangeRoutes({
  db,
  clock,
  orderStepMs,
}: Omit<OrderDeps, 'holdCap' | 'env'>) {
  const fresh = () => advanceOrders(db, clock.now(), orderStepMs);
  return new Hono<AuthEnv>()
    .use(requireAuth({ db, clock }))
    .get('/load', validate('query', refundIdQuerySchema), async (c) => {
      await fresh();
      return ok(c, await loadRefund(db, c.var.auth.userId, c.req.valid('query').refundId));
    })
    .get('/list', validate('query', refundListQuerySchema), async (c) => {
      await fresh();
      return ok(c, await listRefunds(db, c.var.auth.userId, c.req.valid('query')));
    });
}
