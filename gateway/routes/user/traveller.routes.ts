import { TRAVELLER_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono } from 'hono';
import {
  travellerIdQuerySchema,
  travellerSaveSchema,
} from '../../../src/lib/contract/traveller.ts';
import type { Db } from '../../db/client.ts';
import type { GatewayEnv } from '../../env.ts';
import { requireAuth, type AuthEnv } from '../../lib/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import {
  deleteTraveller,
  listTravellers,
  saveTraveller,
  travellerKey,
  travellersDisabled,
} from '../../services/travellers.ts';

export interface TravellerDeps {
  db: Db;
  env: GatewayEnv;
  clock: Clock;
}

/** The key of the ID numbers, or 503 when the feature is off (services/travellers.ts). */
export async function requireTravellerKey({ db, env, clock }: TravellerDeps): Promise<Buffer> {
  const key = await travellerKey(db, {
    configured: env.TRAVELLER_ID_KEY,
    dev: env.GATEWAY_DEV,
    now: clock.now(),
  });
  if (key === null) throw travellersDisabled();
  return key;
}

/** /cl-odss-app/guest/user/traveller (logged in, owner only): saved travellers. */
export function createTravellerRoutes(deps: TravellerDeps) {
  const { db, clock } = deps;
  return new Hono<AuthEnv>()
    .use(requireAuth({ db, clock }))
    .get(TRAVELLER_ROUTES.routes.list, async (c) => {
      await requireTravellerKey(deps);
      c.header('Cache-Control', 'private, no-store');
      return ok(c, await listTravellers(db, c.var.auth.userId));
    })
    .post(TRAVELLER_ROUTES.routes.save, validate('json', travellerSaveSchema), async (c) => {
      const key = await requireTravellerKey(deps);
      return ok(
        c,
        await saveTraveller(db, key, {
          userId: c.var.auth.userId,
          body: c.req.valid('json'),
          now: clock.now(),
        }),
      );
    })
    .delete(
      TRAVELLER_ROUTES.routes.remove,
      validate('query', travellerIdQuerySchema),
      async (c) => {
        await requireTravellerKey(deps);
        await deleteTraveller(db, c.var.auth.userId, c.req.valid('query').travellerId);
        return ok(c, null);
      },
    );
}
