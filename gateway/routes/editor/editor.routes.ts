import { Hono, type Context } from 'hono';
import {
  catalogSaveSchema,
  catalogUpdateSchema,
  changeListQuerySchema,
  editorCatalogListQuerySchema,
  editorInfoListQuerySchema,
  idQuerySchema,
  infoSaveSchema,
  infoUpdateSchema,
  noBodySchema,
  poiCodeQuerySchema,
  poiSaveSchema,
  poiUpdateSchema,
} from '../../../src/lib/contract/editor.ts';
import { buildListQuerySchema } from '../../../src/lib/contract/publishing.ts';
import type { Db } from '../../db/client.ts';
import type { GatewayEnv } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { respondWithError } from '../../lib/errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageOf, type ErrorKey } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { requireEditor, type EditorEnv } from '../../services/editor/auth.ts';
import { listEditorChanges } from '../../services/editor/changes.ts';
import {
  createCatalog,
  createInfo,
  createPoi,
  deleteCatalog,
  deleteInfo,
  deletePoi,
  listCatalogTrees,
  listInfoItems,
  loadCatalogNode,
  loadEditorPoi,
  loadInfo,
  updateCatalog,
  updateInfo,
  updatePoi,
  type EditorActor,
} from '../../services/editor/content.ts';
import { recordChange } from '../../services/editor/store.ts';
import {
  PublishError,
  type PublishErrorCode,
  type Publisher,
} from '../../services/publishing/publisher.ts';
import { editorPage } from './editor.page.ts';

export const PUBLISHING_NOT_CONFIGURED = 'PUBLISHING_NOT_CONFIGURED';

const PUBLISH_ERROR_KEYS: Record<PublishErrorCode, ErrorKey> = {
  NOTHING_TO_ROLL_BACK: 'errors.publish.nothingToRollBack',
  BUILD_IN_PROGRESS: 'errors.publish.buildInProgress',
  ROLLBACK_UNSUPPORTED: 'errors.publish.rollbackUnsupported',
};

export interface EditorRouteDeps {
  db: Db;
  env: GatewayEnv;
  clock: Clock;
  /** Who builds the site on publish; null: publishing answers 503. */
  publisher: Publisher | null;
}

/**
 * /cl-odss-app/editor: the editor page (GET, no token: it asks for one) and the editor API
 * behind the editor token (services/editor/auth.ts). Content writes go through
 * services/editor/content.ts; publishing through the Publisher.
 */
export function createEditorRoutes({ db, env, clock, publisher }: EditorRouteDeps) {
  const actor = (c: Context<EditorEnv>): EditorActor => ({
    db,
    editor: c.var.editor,
    now: clock.now(),
    lang: languageOf(c),
  });
  /**
   * Runs `use` with the publisher, or answers 503 (directly: an expected state of a server
   * without one, not a failure for the error log).
   */
  const withPublisher = async (
    c: Context<EditorEnv>,
    use: (publisher: Publisher) => Promise<Response> | Response,
  ): Promise<Response> =>
    publisher
      ? use(publisher)
      : respondWithError(
          c,
          new HttpError(503, PUBLISHING_NOT_CONFIGURED, 'errors.publish.notConfigured'),
        );
  const asConflict = (error: unknown): never => {
    if (error instanceof PublishError)
      throw new HttpError(409, error.code, PUBLISH_ERROR_KEYS[error.code], { cause: error });
    throw error;
  };
  const recordSite = async (
    c: Context<EditorEnv>,
    action: 'publish' | 'rollback',
    detail: Record<string, unknown>,
  ) => {
    await recordChange(db, {
      editor: c.var.editor,
      action,
      kind: 'site',
      target: 'site',
      detail,
      at: clock.now(),
    });
  };

  const api = new Hono<EditorEnv>()
    // the page itself needs no token (registered before the guard): it asks for one, and
    // everything it shows comes from the API
    .get('/', (c) => editorPage(c))
    .use('/*', requireEditor({ db, env, clock }))
    // catalogue nodes
    .get('/catalog/list', validate('query', editorCatalogListQuerySchema), async (c) =>
      ok(c, await listCatalogTrees(db, c.req.valid('query'))),
    )
    .get('/catalog/load', validate('query', idQuerySchema), async (c) =>
      ok(c, await loadCatalogNode(db, c.req.valid('query').id)),
    )
    .post('/catalog/save', validate('json', catalogSaveSchema), async (c) =>
      ok(c, await createCatalog(actor(c), c.req.valid('json'))),
    )
    .put('/catalog/update', validate('json', catalogUpdateSchema), async (c) =>
      ok(c, await updateCatalog(actor(c), c.req.valid('json'))),
    )
    .delete('/catalog/delete', validate('query', idQuerySchema), async (c) =>
      ok(c, await deleteCatalog(actor(c), c.req.valid('query').id)),
    )
    // info items
    .get('/info/list', validate('query', editorInfoListQuerySchema), async (c) =>
      ok(c, await listInfoItems(db, c.req.valid('query').catalogId)),
    )
    .get('/info/load', validate('query', idQuerySchema), async (c) =>
      ok(c, await loadInfo(db, c.req.valid('query').id)),
    )
    .post('/info/save', validate('json', infoSaveSchema), async (c) =>
      ok(c, await createInfo(actor(c), c.req.valid('json'))),
    )
    .put('/info/update', validate('json', infoUpdateSchema), async (c) =>
      ok(c, await updateInfo(actor(c), c.req.valid('json'))),
    )
    .delete('/info/delete', validate('query', idQuerySchema), async (c) =>
      ok(c, await deleteInfo(actor(c), c.req.valid('query').id)),
    )
    // POIs
    .get('/poi/load', validate('query', poiCodeQuerySchema), async (c) =>
      ok(c, await loadEditorPoi(db, c.req.valid('query').poiCode)),
    )
    .post('/poi/save', validate('json', poiSaveSchema), async (c) =>
      ok(c, await createPoi(actor(c), c.req.valid('json'))),
    )
    .put('/poi/update', validate('json', poiUpdateSchema), async (c) =>
      ok(c, await updatePoi(actor(c), c.req.valid('json'))),
    )
    .delete('/poi/delete', validate('query', poiCodeQuerySchema), async (c) =>
      ok(c, await deletePoi(actor(c), c.req.valid('query').poiCode)),
    )
    // the change log
    .get('/change/list', validate('query', changeListQuerySchema), async (c) =>
      ok(c, await listEditorChanges(db, c.req.valid('query'))),
    )
    // publishing
    .post('/publish', validate('json', noBodySchema), (c) =>
      withPublisher(c, async (p) => {
        const status = await p.publish(c.var.editor);
        await recordSite(c, 'publish', { mode: status.mode, scheduledAt: status.scheduledAt });
        return ok(c, status);
      }),
    )
    .get('/build/status', (c) => withPublisher(c, async (p) => ok(c, await p.status())))
    .get('/build/list', validate('query', buildListQuerySchema), (c) =>
      withPublisher(c, async (p) => ok(c, await p.history(c.req.valid('query').limit))),
    )
    .post('/build/rollback', validate('json', noBodySchema), (c) =>
      withPublisher(c, async (p) => {
        const record = await p.rollback(c.var.editor).catch(asConflict);
        await recordSite(c, 'rollback', { build: record.id, target: record.target });
        return ok(c, record);
      }),
    );
  return api;
}
