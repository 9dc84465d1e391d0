import { PAY_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { listPayConfigs } from '../../services/products/pay.ts';

/** GET /cl-odss-app/guest/pay/config/list: the payment methods (SPEC §3, §7), anonymous. */
export function createPayRoutes({ db }: { db: Db }) {
  return new Hono().get(PAY_ROUTES.routes.configs, validate('query', z.object({})), async (c) =>
    ok(c, await listPayConfigs(db, languageOf(c))),
  );
}
