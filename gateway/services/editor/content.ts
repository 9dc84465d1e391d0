import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CatalogType } from '../../../src/lib/contract/cms.ts';
import { POI_TYPE } from '../../../src/lib/contract/constants.ts';
import type { Language, PoiType } from '../../../src/lib/contract/common.ts';
import type {
  CatalogSave,
  CatalogUpdate,
  EditorCatalogNode,
  EditorDeleteResult,
  EditorInfoItem,
  EditorPoi,
  InfoSave,
  NodeContents,
  InfoUpdate,
  PoiSave,
  PoiUpdate,
} from '../../../src/lib/contract/editor.ts';
import { STALE_VERSION, type StaleVersion } from '../../../src/lib/contract/editor.ts';
import { ERROR_CODES } from '../../../src/lib/contract/envelope.ts';
import { isPostgres, isUniqueViolation, transaction, type Db } from '../../db/client.ts';
import { LOCK_KEYS } from '../../db/locks.ts';
import { stableId } from '../../db/ids.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { fieldLabel, translate, type ErrorKey } from '../../lib/i18n.ts';
import {
  applyChanges,
  CATALOG,
  diff,
  INFO,
  insertEntity,
  loadEntities,
  POI,
  recordChange,
  updateEntity,
  type Entity,
  type I18nChanges,
  type KindSpec,
} from './store.ts';
import { listEditorChanges } from './changes.ts';

/**
 * The editor's content operations. Each write runs in ONE transaction: its checks (references
 * exist, codes are free, no cycle), the row and its texts (updated_at = the gateway clock's
 * now) and its editor_change row. Editors' writes take turns (PostgreSQL: an advisory lock;
 * SQLite's transactions run one at a time), so what the checks saw still holds when the write
 * happens, whichever process the editors reach.
 */

/** Who acts, when (the gateway clock), and in which language failures are worded. */
export interface EditorActor {
  db: Db;
  editor: string;
  now: number;
  lang: Language;
}

export const DUPLICATE_CODE = 'DUPLICATE_CODE';
export const NODE_NOT_EMPTY = 'NODE_NOT_EMPTY';
export const POI_IN_USE = 'POI_IN_USE';

/** 400 naming one field, like a schema failure. */
function badField(lang: Language, field: string, key: ErrorKey): HttpError {
  return new HttpError(400, ERROR_CODES.validation, 'errors.validation', {
    params: { fields: [field] },
    data: {
      fields: [
        { field, message: translate(lang, key, { field: fieldLabel(lang, field, 'editor') }) },
      ],
    },
  });
}

function duplicate(lang: Language, field: string, code: string, key: ErrorKey): HttpError {
  return new HttpError(409, DUPLICATE_CODE, key, {
    params: { code },
    data: { fields: [{ field, message: translate(lang, key, { code }) }] },
  });
}

type ContentTable = 'catalog' | 'info' | 'poi';

async function hasId(db: Db, table: ContentTable, id: string): Promise<boolean> {
  return (
    (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** The seed's stable id for `key`, or a variant of it when that id is taken (a renamed code). */
async function freeId(db: Db, table: ContentTable, kind: string, key: string): Promise<string> {
  for (let n = 0; ; n += 1) {
    const id = stableId(kind, n === 0 ? key : `${key}#${n}`);
    if (!(await hasId(db, table, id))) return id;
  }
}

/** Runs an editor's write in one transaction, after the other editors' writes (see above). */
async function edit<T>(db: Db, work: (trx: Db) => Promise<T>, onUnique?: () => HttpError) {
  try {
    return await transaction(db, async (trx) => {
      if (isPostgres(trx))
        await sql`SELECT pg_advisory_xact_lock(${LOCK_KEYS.content})`.execute(trx);
      return work(trx);
    });
  } catch (error) {
    if (onUnique && isUniqueViolation(error, 'catalog')) throw onUnique();
    if (onUnique && isUniqueViolation(error, 'poi')) throw onUnique();
    throw error;
  }
}

const newEntity = (
  spec: KindSpec,
  id: string,
  fields: Entity['fields'],
  i18n: I18nChanges,
  now: number,
): Entity => {
  const empty = Object.fromEntries(Object.keys(spec.texts).map((f) => [f, '']));
  const blank: Entity = {
    id,
    updatedAt: now,
    fields: Object.fromEntries(Object.keys(spec.columns).map((f) => [f, fields[f] ?? null])),
    i18n: { 'zh-TW': { ...empty }, 'zh-CN': { ...empty }, en: { ...empty } },
  };
  return applyChanges(blank, { fields: {}, i18n });
};

/** Creates or updates one entity with its change row (inside the edit's transaction). */
async function commit(
  trx: Db,
  actor: EditorActor,
  spec: KindSpec,
  action: 'create' | 'update',
  before: Entity | null,
  after: Entity,
  target: string,
): Promise<boolean> {
  const changes = diff(spec, before, after);
  if (action === 'update' && Object.keys(changes).length === 0) return false;
  // the version (updated_at) of a saved entity always moves on, even within one millisecond of
  // the clock, so that a save made on the version before is always seen as stale
  const version = before === null ? actor.now : Math.max(actor.now, before.updatedAt + 1);
  if (action === 'create') await insertEntity(trx, spec, after, version);
  else await updateEntity(trx, spec, after, version);
  await recordChange(trx, {
    editor: actor.editor,
    action,
    kind: spec.kind,
    target,
    detail: { changes, version },
    at: actor.now,
  });
  return true;
}

/**
 * Refuses a save made on another version than the entity's current one: 409 STALE_VERSION with
 * the entity as it is now and the saves made since that version (who, when, what), so that the
 * editor sees the other's change; nothing is written. No version given (automation): no check.
 */
async function checkVersion<T>(
  trx: Db,
  spec: KindSpec,
  current: Entity,
  expected: number | undefined,
  target: string,
  answer: (entity: Entity) => T,
): Promise<void> {
  if (expected === undefined || expected === current.updatedAt) return;
  const recent = await listEditorChanges(trx, { kind: spec.kind, target, limit: 50 });
  const changes = recent
    .filter((change) => {
      const version = change.detail['version'];
      return typeof version === 'number' ? version > expected : change.at > expected;
    })
    .reverse();
  const data: StaleVersion<T> = { current: answer(current), changes };
  throw new HttpError(409, STALE_VERSION, 'errors.editor.staleVersion', { data });
}

/** Deletes one entity (its table's cascades and tombstone triggers do the rest) with its change row. */
async function remove(
  trx: Db,
  actor: EditorActor,
  spec: KindSpec,
  current: Entity,
  target: string,
  removed: EditorDeleteResult['removed'],
): Promise<EditorDeleteResult> {
  await trx.deleteFrom(spec.table).where('id', '=', current.id).execute();
  await recordChange(trx, {
    editor: actor.editor,
    action: 'delete',
    kind: spec.kind,
    target,
    detail: { changes: diff(spec, current, null), removed },
    at: actor.now,
  });
  return { kind: spec.kind, target, removed };
}

// ---- catalogue nodes -----------------------------------------------------------------------

/** The ids of the nodes matching `root` and of everything below them. */
async function subtree(
  db: Db,
  root: { id: string } | { catalogType: string; poiCode: string },
): Promise<string[]> {
  const rows = await db
    .withRecursive('tree(id)', (qc) => {
      let roots = qc.selectFrom('catalog').select('id');
      roots =
        'id' in root
          ? roots.where('id', '=', root.id)
          : roots
              .where('parent_id', 'is', null)
              .where('catalog_type', '=', root.catalogType)
              .where('poi_code', '=', root.poiCode);
      return roots.union(
        qc.selectFrom('catalog as c').innerJoin('tree', 'tree.id', 'c.parent_id').select('c.id'),
      );
    })
    .selectFrom('tree')
    .select('id')
    .execute();
  return rows.map((r) => r.id);
}

const idIn = (ids: readonly string[]) => sql`t.id IN (${sql.join(ids)})`;

const toNode = (e: Entity): EditorCatalogNode => ({
  id: e.id,
  parentId: e.fields['parentId'] === null ? null : String(e.fields['parentId']),
  catalogCode: String(e.fields['catalogCode']),
  catalogType: String(e.fields['catalogType']) as CatalogType,
  poiCode: String(e.fields['poiCode']),
  regionCode: String(e.fields['regionCode']),
  sort: Number(e.fields['sort']),
  updatedAt: e.updatedAt,
  i18n: {
    'zh-TW': { catalogName: '', catalogDesc: '', ...e.i18n['zh-TW'] },
    'zh-CN': { catalogName: '', catalogDesc: '', ...e.i18n['zh-CN'] },
    en: { catalogName: '', catalogDesc: '', ...e.i18n.en },
  },
  children: [],
});

/** The nodes as trees: the roots are the nodes whose parent is not among them. */
function toTrees(entities: Entity[]): EditorCatalogNode[] {
  const nodes = new Map(entities.map((e) => [e.id, toNode(e)]));
  const roots: EditorCatalogNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

async function catalogEntity(db: Db, id: string): Promise<Entity | null> {
  return (await loadEntities(db, CATALOG, sql`t.id = ${id}`))[0] ?? null;
}

async function requireCatalog(db: Db, id: string): Promise<Entity> {
  const entity = await catalogEntity(db, id);
  if (!entity) throw notFoundError('errors.editor.catalogNotFound', { id });
  return entity;
}

/** The trees of one page kind and poiCode, every language. */
export async function listCatalogTrees(
  db: Db,
  q: { catalogType: string; poiCode: string },
): Promise<EditorCatalogNode[]> {
  const ids = await subtree(db, q);
  return ids.length === 0 ? [] : toTrees(await loadEntities(db, CATALOG, idIn(ids)));
}

/** One node with its subtree; 404 when unknown. */
export async function loadCatalogNode(db: Db, id: string): Promise<EditorCatalogNode> {
  const ids = await subtree(db, { id });
  const entities = ids.length === 0 ? [] : await loadEntities(db, CATALOG, idIn(ids));
  const node = toTrees(entities).find((n) => n.id === id);
  if (!node) throw notFoundError('errors.editor.catalogNotFound', { id });
  return node;
}

async function codeTaken(db: Db, code: string, except: string | null): Promise<boolean> {
  let query = db.selectFrom('catalog').select('id').where('catalog_code', '=', code);
  if (except !== null) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createCatalog(
  actor: EditorActor,
  body: CatalogSave,
): Promise<EditorCatalogNode> {
  const { db, lang } = actor;
  const taken = () =>
    duplicate(lang, 'catalogCode', body.catalogCode, 'errors.editor.duplicateCatalogCode');
  const id = await edit(
    db,
    async (trx) => {
      if (body.parentId !== null && !(await catalogEntity(trx, body.parentId)))
        throw badField(lang, 'parentId', 'errors.editor.nodeMissing');
      if (await codeTaken(trx, body.catalogCode, null)) throw taken();
      const newId = await freeId(trx, 'catalog', 'catalog', body.catalogCode);
      const { i18n, ...fields } = body;
      const entity = newEntity(CATALOG, newId, fields, i18n, actor.now);
      await commit(trx, actor, CATALOG, 'create', null, entity, newId);
      return newId;
    },
    taken,
  );
  return loadCatalogNode(db, id);
}

/** True when `candidate` is `id` or lies below it (moving `id` under it makes a cycle). */
async function isWithin(db: Db, candidate: string, id: string): Promise<boolean> {
  const found = await db
    .withRecursive('up(id, parent)', (qc) =>
      qc
        .selectFrom('catalog')
        .select(['id', 'parent_id as parent'])
        .where('id', '=', candidate)
        .union(
          qc
            .selectFrom('catalog as c')
            .innerJoin('up', 'up.parent', 'c.id')
            .select(['c.id', 'c.parent_id as parent']),
        ),
    )
    .selectFrom('up')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

export async function updateCatalog(
  actor: EditorActor,
  body: CatalogUpdate,
): Promise<EditorCatalogNode> {
  const { db, lang } = actor;
  const { id, i18n, expectedUpdatedAt, ...fields } = body;
  const code = fields.catalogCode;
  const taken = () =>
    duplicate(lang, 'catalogCode', code ?? '', 'errors.editor.duplicateCatalogCode');
  await edit(
    db,
    async (trx) => {
      const current = await requireCatalog(trx, id);
      await checkVersion(trx, CATALOG, current, expectedUpdatedAt, id, toNode);
      if (fields.parentId !== undefined && fields.parentId !== null) {
        if (!(await catalogEntity(trx, fields.parentId)))
          throw badField(lang, 'parentId', 'errors.editor.nodeMissing');
        if (await isWithin(trx, fields.parentId, id))
          throw badField(lang, 'parentId', 'errors.editor.cycle');
      }
      if (code !== undefined && (await codeTaken(trx, code, id))) throw taken();
      const next = applyChanges(current, { fields, i18n });
      await commit(trx, actor, CATALOG, 'update', current, next, id);
    },
    taken,
  );
  return loadCatalogNode(db, id);
}

/** The nodes of `roots` and below, and how many items they hold. */
async function contentsOf(
  trx: Db,
  roots: readonly string[],
): Promise<{ nodes: string[]; info: number }> {
  const nodes = (await Promise.all(roots.map((id) => subtree(trx, { id })))).flat();
  if (nodes.length === 0) return { nodes, info: 0 };
  const items = await trx
    .selectFrom('info')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('catalog_id', 'in', nodes)
    .executeTakeFirstOrThrow();
  return { nodes, info: Number(items.n) };
}

/**
 * 409 NODE_NOT_EMPTY: a delete would take sections or items nobody confirmed (no cascade).
 * The data counts them, so that the workspace can ask "delete them too?".
 */
function notEmpty(key: ErrorKey, contents: NodeContents): HttpError {
  return new HttpError(409, NODE_NOT_EMPTY, key, {
    params: { count: contents.catalog + contents.info },
    data: contents,
  });
}

/**
 * Removes a node. A node with sections or items below it goes only with `cascade` (the editor
 * confirmed it): then its subtree and their items go too (cascades; the triggers leave
 * tombstones); otherwise 409 NODE_NOT_EMPTY with the counts, and nothing changes.
 */
export async function deleteCatalog(
  actor: EditorActor,
  id: string,
  cascade = false,
): Promise<EditorDeleteResult> {
  return edit(actor.db, async (trx) => {
    const current = await requireCatalog(trx, id);
    const { nodes, info } = await contentsOf(trx, [id]);
    const below = { catalog: nodes.length - 1, info };
    if (!cascade && below.catalog + below.info > 0)
      throw notEmpty('errors.editor.nodeNotEmpty', below);
    const removed = { catalog: nodes.length, info, poi: 0 };
    return remove(trx, actor, CATALOG, current, id, removed);
  });
}

// ---- info items ----------------------------------------------------------------------------

const toInfo = (e: Entity): EditorInfoItem => ({
  id: e.id,
  catalogId: String(e.fields['catalogId']),
  poiCode: String(e.fields['poiCode']),
  regionCode: String(e.fields['regionCode']),
  infoImgLink: String(e.fields['infoImgLink']),
  infoLink: String(e.fields['infoLink']),
  sort: Number(e.fields['sort']),
  updatedAt: e.updatedAt,
  i18n: {
    'zh-TW': { infoTitle: '', infoSummary: '', infoDesc: '', infoTag: '', ...e.i18n['zh-TW'] },
    'zh-CN': { infoTitle: '', infoSummary: '', infoDesc: '', infoTag: '', ...e.i18n['zh-CN'] },
    en: { infoTitle: '', infoSummary: '', infoDesc: '', infoTag: '', ...e.i18n.en },
  },
});

async function infoEntity(db: Db, id: string): Promise<Entity | null> {
  return (await loadEntities(db, INFO, sql`t.id = ${id}`))[0] ?? null;
}

export async function loadInfo(db: Db, id: string): Promise<EditorInfoItem> {
  const entity = await infoEntity(db, id);
  if (!entity) throw notFoundError('errors.editor.infoNotFound', { id });
  return toInfo(entity);
}

/** The items of one node in sort order; 404 when the node is unknown. */
export async function listInfoItems(db: Db, catalogId: string): Promise<EditorInfoItem[]> {
  await requireCatalog(db, catalogId);
  return (await loadEntities(db, INFO, sql`t.catalog_id = ${catalogId}`)).map(toInfo);
}

export async function createInfo(actor: EditorActor, body: InfoSave): Promise<EditorInfoItem> {
  const { db, lang } = actor;
  const id = await edit(db, async (trx) => {
    const parent = await catalogEntity(trx, body.catalogId);
    if (!parent) throw badField(lang, 'catalogId', 'errors.editor.nodeMissing');
    // the seed's ids are `<node code>/<item key>`; an editor's item gets a random key
    const newId = await freeId(
      trx,
      'info',
      'info',
      `${parent.fields['catalogCode'] ?? ''}/${randomUUID()}`,
    );
    const { i18n, ...fields } = body;
    const entity = newEntity(INFO, newId, fields, i18n, actor.now);
    await commit(trx, actor, INFO, 'create', null, entity, newId);
    return newId;
  });
  return loadInfo(db, id);
}

export async function updateInfo(actor: EditorActor, body: InfoUpdate): Promise<EditorInfoItem> {
  const { db, lang } = actor;
  const { id, i18n, expectedUpdatedAt, ...fields } = body;
  await edit(db, async (trx) => {
    const current = await infoEntity(trx, id);
    if (!current) throw notFoundError('errors.editor.infoNotFound', { id });
    await checkVersion(trx, INFO, current, expectedUpdatedAt, id, toInfo);
    if (fields.catalogId !== undefined && !(await catalogEntity(trx, fields.catalogId)))
      throw badField(lang, 'catalogId', 'errors.editor.nodeMissing');
    const next = applyChanges(current, { fields, i18n });
    await commit(trx, actor, INFO, 'update', current, next, id);
  });
  return loadInfo(db, id);
}

export async function deleteInfo(actor: EditorActor, id: string): Promise<EditorDeleteResult> {
  return edit(actor.db, async (trx) => {
    const current = await infoEntity(trx, id);
    if (!current) throw notFoundError('errors.editor.infoNotFound', { id });
    return remove(trx, actor, INFO, current, id, { catalog: 0, info: 1, poi: 0 });
  });
}

// ---- POIs ----------------------------------------------------------------------------------

const toPoi = (e: Entity): EditorPoi => ({
  id: e.id,
  poiCode: String(e.fields['poiCode']),
  poiType: Number(e.fields['poiType']) as PoiType,
  regionCode: String(e.fields['regionCode']),
  imgMain: String(e.fields['imgMain']),
  sort: Number(e.fields['sort']),
  updatedAt: e.updatedAt,
  i18n: {
    'zh-TW': {
      poiName: '',
      poiNameNative: '',
      poiSummary: '',
      poiRefundDesc: '',
      ...e.i18n['zh-TW'],
    },
    'zh-CN': {
      poiName: '',
      poiNameNative: '',
      poiSummary: '',
      poiRefundDesc: '',
      ...e.i18n['zh-CN'],
    },
    en: { poiName: '', poiNameNative: '', poiSummary: '', poiRefundDesc: '', ...e.i18n.en },
  },
});

async function poiEntity(db: Db, poiCode: string): Promise<Entity | null> {
  return (await loadEntities(db, POI, sql`t.poi_code = ${poiCode}`))[0] ?? null;
}

async function requirePoi(db: Db, poiCode: string): Promise<Entity> {
  const entity = await poiEntity(db, poiCode);
  if (!entity) throw notFoundError('errors.poi.notFound', { poiCode });
  return entity;
}

export async function loadEditorPoi(db: Db, poiCode: string): Promise<EditorPoi> {
  return toPoi(await requirePoi(db, poiCode));
}

/** The code of a place's own page (the seed's `<poiCode>-POI`, within the code's 40 characters). */
export const placePageCode = (poiCode: string): string => `${poiCode.slice(0, 36)}-POI`;

/** The roots of a place's own page (catalogue type POI, its code). */
async function placePages(trx: Db, poiCode: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('catalog')
    .select('id')
    .where('parent_id', 'is', null)
    .where('catalog_type', '=', 'POI')
    .where('poi_code', '=', poiCode)
    .execute();
  return rows.map((r) => r.id);
}

export async function createPoi(actor: EditorActor, body: PoiSave): Promise<EditorPoi> {
  const { db, lang } = actor;
  const { i18n, withPage, ...fields } = body;
  const pageCode = placePageCode(body.poiCode);
  let pageTaken = false;
  const taken = () =>
    pageTaken
      ? duplicate(lang, 'poiCode', pageCode, 'errors.editor.duplicateCatalogCode')
      : duplicate(lang, 'poiCode', body.poiCode, 'errors.editor.duplicatePoiCode');
  await edit(
    db,
    async (trx) => {
      if (await poiEntity(trx, body.poiCode)) throw taken();
      if (withPage && body.poiType === POI_TYPE.dining)
        throw badField(lang, 'withPage', 'errors.editor.pageForDining');
      if (withPage && (await codeTaken(trx, pageCode, null))) {
        pageTaken = true;
        throw taken();
      }
      const id = await freeId(trx, 'poi', 'poi', body.poiCode);
      const entity = newEntity(POI, id, fields, i18n, actor.now);
      await commit(trx, actor, POI, 'create', null, entity, body.poiCode);
      if (!withPage) return;
      // the page is named and described like the place, in the languages given
      const names = Object.fromEntries(
        Object.entries(i18n).flatMap(([l, texts]) =>
          texts
            ? [[l, { catalogName: texts.poiName ?? '', catalogDesc: texts.poiSummary ?? '' }]]
            : [],
        ),
      ) as I18nChanges;
      const pageId = await freeId(trx, 'catalog', 'catalog', pageCode);
      const page = newEntity(
        CATALOG,
        pageId,
        {
          parentId: null,
          catalogCode: pageCode,
          catalogType: 'POI',
          poiCode: body.poiCode,
          regionCode: body.regionCode,
          sort: 0,
        },
        names,
        actor.now,
      );
      await commit(trx, actor, CATALOG, 'create', null, page, pageId);
    },
    taken,
  );
  return loadEditorPoi(db, body.poiCode);
}

export async function updatePoi(actor: EditorActor, body: PoiUpdate): Promise<EditorPoi> {
  const { poiCode, i18n, expectedUpdatedAt, ...fields } = body;
  await edit(actor.db, async (trx) => {
    const current = await requirePoi(trx, poiCode);
    await checkVersion(trx, POI, current, expectedUpdatedAt, poiCode, toPoi);
    const next = applyChanges(current, { fields, i18n });
    await commit(trx, actor, POI, 'update', current, next, poiCode);
  });
  return loadEditorPoi(actor.db, poiCode);
}

/**
 * Removes a place. One that still sells products is refused (409 POI_IN_USE: the shop's
 * products are not the editors' to orphan). Its own page (and that page's sections and items)
 * goes with it only with `cascade`; otherwise 409 NODE_NOT_EMPTY with the counts.
 */
export async function deletePoi(
  actor: EditorActor,
  poiCode: string,
  cascade = false,
): Promise<EditorDeleteResult> {
  return edit(actor.db, async (trx) => {
    const current = await requirePoi(trx, poiCode);
    const products = await trx
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('poi_code', '=', poiCode)
      .executeTakeFirstOrThrow();
    if (Number(products.n) > 0)
      throw new HttpError(409, POI_IN_USE, 'errors.editor.placeInUse', {
        params: { code: poiCode, count: Number(products.n) },
      });
    const roots = await placePages(trx, poiCode);
    const { nodes, info } = await contentsOf(trx, roots);
    if (!cascade && roots.length > 0)
      throw notEmpty('errors.editor.placeHasPage', { catalog: nodes.length - roots.length, info });
    for (const root of roots) {
      const page = await requireCatalog(trx, root);
      const pageContents = await contentsOf(trx, [root]);
      await remove(trx, actor, CATALOG, page, root, {
        catalog: pageContents.nodes.length,
        info: pageContents.info,
        poi: 0,
      });
    }
    return remove(trx, actor, POI, current, poiCode, {
      catalog: nodes.length,
      info,
      poi: 1,
    });
  });
}
