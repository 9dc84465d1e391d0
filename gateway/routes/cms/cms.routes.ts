import { Hono } from 'hono';
import {
  listCatalogQuerySchema,
  listChangesQuerySchema,
  listInfoQuerySchema,
  listPoiQuerySchema,
  loadPoiQuerySchema,
} from '../../../src/lib/contract/cms.ts';
import { ERROR_CODES } from '../../../src/lib/contract/envelope.ts';
import { searchInfoQuerySchema } from '../../../src/lib/contract/search.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { publicCache } from '../../lib/guards.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { searchInfo } from './cms.search.ts';
import { listCatalog, listChanges, listInfo, listPoi, listStamps, loadPoi } from './cms.service.ts';

/** Content is public and changes only on publish: browsers may reuse an answer for a minute. */
const CONTENT_MAX_AGE_SECONDS = 60;

/** GET /cl-odss-app/guest/site/cms/… : the content endpoints of SPEC §7. */
export function createCmsRoutes({ db }: { db: Db }) {
  return (
    new Hono()
      // the content loader's sync point, before the public cache: it moves with every change
      .get('/listChanges', validate('query', listChangesQuerySchema), async (c) =>
        ok(c, await listChanges(db, c.req.valid('query'))),
      )
      .get('/listStamps', async (c) => ok(c, await listStamps(db)))
      .use(publicCache(CONTENT_MAX_AGE_SECONDS))
      .get('/listCatalog', validate('query', listCatalogQuerySchema), async (c) => {
        try {
          return ok(c, await listCatalog(db, c.req.valid('query'), languageOf(c)));
        } catch (cause) {
          // SPEC §8: a catalogue failure reads "directory data fetch failed"
          throw new HttpError(500, ERROR_CODES.internal, 'errors.cms.catalogFailed', { cause });
        }
      })
      .get('/listInfo', validate('query', listInfoQuerySchema), async (c) =>
        ok(c, await listInfo(db, c.req.valid('query'), languageOf(c))),
      )
      .get('/listPoi', validate('query', listPoiQuerySchema), async (c) =>
        ok(c, await listPoi(db, c.req.valid('query'), languageOf(c))),
      )
      .get('/load', validate('query', loadPoiQuerySchema), async (c) => {
        const { poiCode } = c.req.valid('query');
        const poi = await loadPoi(db, poiCode, languageOf(c));
        if (!poi) throw notFoundError('errors.poi.notFound', { poiCode });
        return ok(c, poi);
      })
      .get('/searchInfo', validate('query', searchInfoQuerySchema), async (c) =>
        ok(c, await searchInfo(db, c.req.valid('query'), languageOf(c))),
      )
  );
}
