import { Hono } from 'hono';
import { searchPoiQuerySchema } from '../../../src/lib/contract/search.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { publicCache } from '../../lib/guards.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { searchPoi } from './product.service.ts';

/** Search answers are public and change only on publish, like the content they search. */
const SEARCH_MAX_AGE_SECONDS = 60;

/** GET /cl-odss-app/guest/product/… : the product calls of SPEC §7. */
export function createProductRoutes({ db }: { db: Db }) {
  return new Hono().get(
    '/info/searchPoi',
    publicCache(SEARCH_MAX_AGE_SECONDS),
    validate('query', searchPoiQuerySchema),
    async (c) => ok(c, await searchPoi(db, c.req.valid('query'), languageOf(c))),
  );
}
