import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sanitizeReport } from '../../../src/lib/html/sanitize-report.ts';
import {
  editorLoginSchema,
  editorPoiListQuerySchema,
  editorSearchQuerySchema,
  mediaListQuerySchema,
  previewSchema,
  sanitizeCheckSchema,
  type EditorSessionInfo,
  catalogDeleteQuerySchema,
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
  poiDeleteQuerySchema,
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
import { clientIp } from '../../lib/client-ip.ts';
import {
  checkEditorPassword,
  closeEditorSession,
  openEditorSession,
  saveEditorAccount,
} from '../../services/editor/accounts.ts';
import {
  editorLoginLimits,
  editorLoginPair,
  requireEditor,
  type EditorEnv,
} from '../../services/editor/auth.ts';
import { listPages, listPois, searchTitles } from '../../services/editor/browse.ts';
import { EDITOR_UPLOAD_MAX_BYTES, listPictures, storeUpload } from '../../services/editor/media.ts';
import { ImageRefused } from '../../services/service/images.ts';
import { clearLimit, hitLimits } from '../../services/rate-limit.ts';
import { DEMO_EDITOR } from '../../services/editor/tokens.ts';
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
import { previewDraft } from '../../services/editor/preview.ts';
import { EDITOR_ROUTES } from '../../../src/lib/contract/routes.ts';

const R = EDITOR_ROUTES.routes;

export const PUBLISHING_NOT_CONFIGURED = 'PUBLISHING_NOT_CONFIGURED';
export const EDITOR_BAD_CREDENTIALS = 'EDITOR_BAD_CREDENTIALS';
export const EDITOR_PICTURE_REFUSED = 'EDITOR_PICTURE_REFUSED';

/** The demo account of dev mode (README): created on its first sign-in there, never elsewhere. */
export const DEMO_ACCOUNT = { name: DEMO_EDITOR.name, password: 'demo-editor-password' } as const;

const pictureRefusal = (error: ImageRefused): HttpError => {
  switch (error.problem) {
    case 'tooBig':
      return new HttpError(413, EDITOR_PICTURE_REFUSED, 'errors.editor.pictureTooBig', {
        params: { maxMb: EDITOR_UPLOAD_MAX_BYTES / 1024 / 1024 },
      });
    case 'imageTooLarge':
      return new HttpError(413, EDITOR_PICTURE_REFUSED, 'errors.editor.pictureTooLarge');
    case 'unsupportedFormat':
      return new HttpError(415, EDITOR_PICTURE_REFUSED, 'errors.editor.pictureFormat');
    case 'failed':
      return new HttpError(400, EDITOR_PICTURE_REFUSED, 'errors.editor.pictureFormat', {
        cause: error,
      });
  }
};

const PUBLISH_ERROR_KEYS: Record<PublishErrorCode, ErrorKey> = {
  NOTHING_TO_ROLL_BACK: 'errors.publish.nothingToRollBack',
  BUILD_IN_PROGRESS: 'errors.publish.buildInProgress',
  ROLLBACK_UNSUPPORTED: 'errors.publish.rollbackUnsupported',
  PREVIEW_UNAVAILABLE: 'errors.publish.previewUnavailable',
  PREVIEW_NO_PAGE: 'errors.publish.previewNoPage',
  BUILDER_UNAVAILABLE: 'errors.publish.builderUnavailable',
};

async function ensureDemoAccount(db: Db, now: number): Promise<void> {
  const existing = await db
    .selectFrom('editor_account')
    .select('name')
    .where('name', '=', DEMO_ACCOUNT.name)
    .executeTakeFirst();
  if (!existing) await saveEditorAccount(db, DEMO_ACCOUNT.name, DEMO_ACCOUNT.password, now);
}

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
    if (error instanceof PublishError) {
      // the builder out of reach is a passing state of the service, not a conflict
      const status = error.code === 'BUILDER_UNAVAILABLE' ? 503 : 409;
      throw new HttpError(status, error.code, PUBLISH_ERROR_KEYS[error.code], { cause: error });
    }
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
    // signing in with an editor account: limited per account and address, and per address,
    // so that failures from one address never lock the account out from another
    .post(R.signIn, validate('json', editorLoginSchema), async (c) => {
      const { name, password } = c.req.valid('json');
      const now = clock.now();
      const ip = clientIp(c, env.TRUST_PROXY);
      await hitLimits(db, now, editorLoginLimits(name, ip));
      if (env.GATEWAY_DEV && name === DEMO_ACCOUNT.name && password === DEMO_ACCOUNT.password) {
        await ensureDemoAccount(db, now);
      }
      if (!(await checkEditorPassword(db, name, password)))
        throw new HttpError(401, EDITOR_BAD_CREDENTIALS, 'errors.editor.badCredentials');
      await clearLimit(db, editorLoginPair(name, ip));
      const session = await openEditorSession(db, name, now);
      const info: EditorSessionInfo = { name, via: 'account', ...session };
      return ok(c, info);
    })
    .use('/*', requireEditor({ db, env, clock }))
    .get(R.session, (c) => {
      const info: EditorSessionInfo = {
        name: c.var.editor,
        via: c.var.editorVia,
        expiresAt: c.var.editorExpiresAt,
      };
      return ok(c, info);
    })
    .post(R.signOut, validate('json', noBodySchema), async (c) => {
      if (c.var.editorVia === 'account')
        await closeEditorSession(db, c.var.editorToken, clock.now());
      return ok(c, null);
    })
    // browsing
    .get(R.pages, async (c) => ok(c, await listPages(db)))
    .get(R.poiList, validate('query', editorPoiListQuerySchema), async (c) =>
      ok(c, await listPois(db, c.req.valid('query').regionCode)),
    )
    .get(R.search, validate('query', editorSearchQuerySchema), async (c) =>
      ok(c, await searchTitles(db, c.req.valid('query'))),
    )
    // rich text as the build will show it, and what it drops
    .post(R.sanitize, validate('json', sanitizeCheckSchema), (c) =>
      ok(c, sanitizeReport(c.req.valid('json').html)),
    )
    // the page of an item, section or place as the site renders it, with the unsaved change
    .post(R.preview, validate('json', previewSchema), (c) =>
      withPublisher(c, async (p) => {
        if (!p.preview)
          throw new HttpError(409, 'PREVIEW_UNAVAILABLE', 'errors.publish.previewUnavailable');
        const draft = await previewDraft(db, c.req.valid('json'));
        return ok(c, await p.preview(draft).catch(asConflict));
      }),
    )
    // pictures of the CMS media
    .get(R.mediaList, validate('query', mediaListQuerySchema), async (c) =>
      ok(c, await listPictures(env.MEDIA_DIR, c.req.valid('query').limit)),
    )
    .post(
      R.mediaUpload,
      bodyLimit({
        maxSize: EDITOR_UPLOAD_MAX_BYTES,
        onError: () => {
          throw pictureRefusal(new ImageRefused('tooBig'));
        },
      }),
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        try {
          return ok(c, await storeUpload(env.MEDIA_DIR, bytes, clock.now()));
        } catch (error) {
          if (error instanceof ImageRefused) throw pictureRefusal(error);
          throw error;
        }
      },
    )
    // catalogue nodes
    .get(R.catalogList, validate('query', editorCatalogListQuerySchema), async (c) =>
      ok(c, await listCatalogTrees(db, c.req.valid('query'))),
    )
    .get(R.catalogLoad, validate('query', idQuerySchema), async (c) =>
      ok(c, await loadCatalogNode(db, c.req.valid('query').id)),
    )
    .post(R.catalogSave, validate('json', catalogSaveSchema), async (c) =>
      ok(c, await createCatalog(actor(c), c.req.valid('json'))),
    )
    .put(R.catalogUpdate, validate('json', catalogUpdateSchema), async (c) =>
      ok(c, await updateCatalog(actor(c), c.req.valid('json'))),
    )
    .delete(R.catalogDelete, validate('query', catalogDeleteQuerySchema), async (c) => {
      const { id, cascade } = c.req.valid('query');
      return ok(c, await deleteCatalog(actor(c), id, cascade === '1'));
    })
    // info items
    .get(R.infoList, validate('query', editorInfoListQuerySchema), async (c) =>
      ok(c, await listInfoItems(db, c.req.valid('query').catalogId)),
    )
    .get(R.infoLoad, validate('query', idQuerySchema), async (c) =>
      ok(c, await loadInfo(db, c.req.valid('query').id)),
    )
    .post(R.infoSave, validate('json', infoSaveSchema), async (c) =>
      ok(c, await createInfo(actor(c), c.req.valid('json'))),
    )
    .put(R.infoUpdate, validate('json', infoUpdateSchema), async (c) =>
      ok(c, await updateInfo(actor(c), c.req.valid('json'))),
    )
    .delete(R.infoDelete, validate('query', idQuerySchema), async (c) =>
      ok(c, await deleteInfo(actor(c), c.req.valid('query').id)),
    )
    // POIs
    .get(R.poiLoad, validate('query', poiCodeQuerySchema), async (c) =>
      ok(c, await loadEditorPoi(db, c.req.valid('query').poiCode)),
    )
    .post(R.poiSave, validate('json', poiSaveSchema), async (c) =>
      ok(c, await createPoi(actor(c), c.req.valid('json'))),
    )
    .put(R.poiUpdate, validate('json', poiUpdateSchema), async (c) =>
      ok(c, await updatePoi(actor(c), c.req.valid('json'))),
    )
    .delete(R.poiDelete, validate('query', poiDeleteQuerySchema), async (c) => {
      const { poiCode, cascade } = c.req.valid('query');
      return ok(c, await deletePoi(actor(c), poiCode, cascade === '1'));
    })
    // the change log
    .get(R.changeList, validate('query', changeListQuerySchema), async (c) =>
      ok(c, await listEditorChanges(db, c.req.valid('query'))),
    )
    // publishing
    .post(R.publish, validate('json', noBodySchema), (c) =>
      withPublisher(c, async (p) => {
        const status = await p.publish(c.var.editor);
        await recordSite(c, 'publish', { mode: status.mode, scheduledAt: status.scheduledAt });
        return ok(c, status);
      }),
    )
    .get(R.buildStatus, (c) => withPublisher(c, async (p) => ok(c, await p.status())))
    .get(R.buildList, validate('query', buildListQuerySchema), (c) =>
      withPublisher(c, async (p) => ok(c, await p.history(c.req.valid('query').limit))),
    )
    .post(R.rollback, validate('json', noBodySchema), (c) =>
      withPublisher(c, async (p) => {
        const record = await p.rollback(c.var.editor).catch(asConflict);
        await recordSite(c, 'rollback', { build: record.id, target: record.target });
        return ok(c, record);
      }),
    );
  return api;
}
