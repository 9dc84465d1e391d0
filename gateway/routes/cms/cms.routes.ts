import { CMS_ROUTES } from '../../../src/lib/contract/routes.ts';
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
import type { Context } from 'hono';
import { ok, successBody } from '../../lib/envelope.ts';
import { createContentCache, type ContentCache } from '../../services/read-cache.ts';
import { publicCache } from '../../lib/guards.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { languageOf } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { searchInfo } from './cms.search.ts';
import { listCatalog, listChanges, listInfo, listPoi, listStamps, loadPoi } from './cms.service.ts';

/** Content is public and changes only on publish: browsers may reuse an answer for a minute. */
const CONTENT_MAX_AGE_SECONDS = 60;

/**
 * Answers `compute`'s value in the success envelope, from the content cache: the JSON text is
 * kept, so that a cached answer costs one version read and no serialising.
 */
async function cachedAnswer(
  c: Context,
  cache: ContentCache,
  key: string,
  compute: () => Promise<unknown>,
): Promise<Response> {
  const text = await cache.get(key, async () => JSON.stringify(successBody(await compute())));
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}

/**
 * GET /cl-odss-app/guest/site/cms/… : the content endpoints of SPEC §7. Catalogue trees, info
 * lists and POIs are answered from the process's content cache (services/read-cache.ts).
 */
export function createCmsRoutes({
  db,
  cache = createContentCache(db),
}: {
  db: Db;
  cache?: ContentCache;
}) {
  const key = (c: Context, name: string, query: unknown) =>
    `cms/${name}|${languageOf(c)}|${JSON.stringify(query)}`;
  return (
    new Hono()
      // the content loader's sync point, before the public cache: it moves with every change
      .get(CMS_ROUTES.routes.listChanges, validate('query', listChangesQuerySchema), async (c) =>
        ok(c, await listChanges(db, c.req.valid('query'))),
      )
      .get(CMS_ROUTES.routes.listStamps, async (c) => ok(c, await listStamps(db)))
      .use(publicCache(CONTENT_MAX_AGE_SECONDS))
      .get(CMS_ROUTES.routes.listCatalog, validate('query', listCatalogQuerySchema), async (c) => {
        const q = c.req.valid('query');
        try {
          return await cachedAnswer(c, cache, key(c, 'listCatalog', q), () =>
            listCatalog(db, q, languageOf(c)),
          );
        } catch (cause) {
          // SPEC §8: a catalogue failure reads "directory data fetch failed"
          throw new HttpError(500, ERROR_CODES.internal, 'errors.cms.catalogFailed', { cause });
        }
      })
      .get(CMS_ROUTES.routes.listInfo, validate('query', listInfoQuerySchema), async (c) => {
        const q = c.req.valid('query');
        return cachedAnswer(c, cache, key(c, 'listInfo', q), () => listInfo(db, q, languageOf(c)));
      })
      .get(CMS_ROUTES.routes.listPoi, validate('query', listPoiQuerySchema), async (c) => {
        const q = c.req.valid('query');
        return cachedAnswer(c, cache, key(c, 'listPoi', q), () => listPoi(db, q, languageOf(c)));
      })
      .get(CMS_ROUTES.routes.load, validate('query', loadPoiQuerySchema), async (c) => {
        const { poiCode } = c.req.valid('query');
        return cachedAnswer(c, cache, key(c, 'load', poiCode), async () => {
          const poi = await loadPoi(db, poiCode, languageOf(c));
          if (!poi) throw notFoundError('errors.poi.notFound', { poiCode });
          return poi;
        });
      })
      .get(CMS_ROUTES.routes.searchInfo, validate('query', searchInfoQuerySchema), async (c) =>
        ok(c, await searchInfo(db, c.req.valid('query'), languageOf(c))),
      )
  );
}
