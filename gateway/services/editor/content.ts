import { randomUUID } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { CatalogType } from '../../../src/lib/contract/cms.ts';
import type { Language, PoiType } from '../../../src/lib/contract/common.ts';
import type {
  CatalogSave,
  CatalogUpdate,
  EditorCatalogNode,
  EditorDeleteResult,
  EditorInfoItem,
  EditorPoi,
  InfoSave,
  InfoUpdate,
  PoiSave,
  PoiUpdate,
} from '../../../src/lib/contract/editor.ts';
import { ERROR_CODES } from '../../../src/lib/contract/envelope.ts';
import type { GatewayDatabase as Db } from '../../db/client.ts';
import { stableId } from '../../db/ids.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { fieldLabel, translate, type ErrorKey } from '../../lib/i18n.ts';
import {
  applyChanges,
  CATALOG,
  changeStatement,
  diff,
  INFO,
  insertStatements,
  isUniqueViolation,
  loadEntities,
  POI,
  updateStatements,
  type Entity,
  type I18nChanges,
  type KindSpec,
} from './store.ts';

/**
 * The editor's content operations (issue 10). Each write is checked first (references exist,
 * codes are free, no cycle), then runs as ONE write batch with its editor_change row: the row
 * and its texts, updated_at = the gateway clock's now on the changed row, and the change log.
 */

/** Who acts, when (the gateway clock), and in which language failures are worded. */
export interface EditorActor {
  db: Db;
  editor: string;
  now: number;
  lang: Language;
}

export const DUPLICATE_CODE = 'DUPLICATE_CODE';

/** 400 naming one field, like a schema failure. */
function badField(lang: Language, field: string, key: ErrorKey): HttpError {
  return new HttpError(400, ERROR_CODES.validation, 'errors.validation', {
    params: { fields: [field] },
    data: {
      fields: [{ field, message: translate(lang, key, { field: fieldLabel(lang, field) }) }],
    },
  });
}

function duplicate(lang: Language, field: string, code: string, key: ErrorKey): HttpError {
  return new HttpError(409, DUPLICATE_CODE, key, {
    params: { code },
    data: { fields: [{ field, message: translate(lang, key, { code }) }] },
  });
}

async function exists(db: Db, sql: string, args: (string | null)[]): Promise<boolean> {
  const result = await db.execute({ sql, args });
  return result.rows.length > 0;
}

/** The seed's stable id for `key`, or a variant of it when that id is taken (a renamed code). */
async function freeId(db: Db, table: string, kind: string, key: string): Promise<string> {
  for (let n = 0; ; n += 1) {
    const id = stableId(kind, n === 0 ? key : `${key}#${n}`);
    if (!(await exists(db, `SELECT 1 FROM ${table} WHERE id = ?`, [id]))) return id;
  }
}

/** Runs the statements as one write batch; a UNIQUE failure (a concurrent create) is a 409. */
async function write(db: Db, statements: InStatement[], onUnique: () => HttpError) {
  try {
    await db.batch(statements, 'write');
  } catch (error) {
    if (isUniqueViolation(error)) throw onUnique();
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

/** Creates, updates or deletes one entity with its change row; answers the entity after. */
async function commit(
  actor: EditorActor,
  spec: KindSpec,
  action: 'create' | 'update',
  before: Entity | null,
  after: Entity,
  target: string,
  onUnique: () => HttpError,
): Promise<boolean> {
  const changes = diff(spec, before, after);
  if (action === 'update' && Object.keys(changes).length === 0) return false;
  const statements =
    action === 'create'
      ? insertStatements(spec, after, actor.now)
      : updateStatements(spec, after, actor.now);
  statements.push(
    changeStatement({
      editor: actor.editor,
      action,
      kind: spec.kind,
      target,
      detail: { changes },
      at: actor.now,
    }),
  );
  await write(actor.db, statements, onUnique);
  return true;
}

/** Deletes one entity (its table's cascades and tombstone triggers do the rest) with its change row. */
async function remove(
  actor: EditorActor,
  spec: KindSpec,
  current: Entity,
  target: string,
  removed: EditorDeleteResult['removed'],
): Promise<EditorDeleteResult> {
  await actor.db.batch(
    [
      { sql: `DELETE FROM ${spec.table} WHERE id = ?`, args: [current.id] },
      changeStatement({
        editor: actor.editor,
        action: 'delete',
        kind: spec.kind,
        target,
        detail: { changes: diff(spec, current, null), removed },
        at: actor.now,
      }),
    ],
    'write',
  );
  return { kind: spec.kind, target, removed };
}

// ---- catalogue nodes -----------------------------------------------------------------------

const subtree = (root: string) => `WITH RECURSIVE tree (id) AS (
    SELECT id FROM catalog WHERE ${root}
    UNION SELECT c.id FROM catalog c JOIN tree ON c.parent_id = tree.id
  ) SELECT id FROM tree`;

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
  return (await loadEntities(db, CATALOG, 't.id = :id', { id }))[0] ?? null;
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
  const entities = await loadEntities(
    db,
    CATALOG,
    `t.id IN (${subtree('parent_id IS NULL AND catalog_type = :type AND poi_code = :poiCode')})`,
    { type: q.catalogType, poiCode: q.poiCode },
  );
  return toTrees(entities);
}

/** One node with its subtree; 404 when unknown. */
export async function loadCatalogNode(db: Db, id: string): Promise<EditorCatalogNode> {
  const entities = await loadEntities(db, CATALOG, `t.id IN (${subtree('id = :id')})`, { id });
  const node = toTrees(entities).find((n) => n.id === id);
  if (!node) throw notFoundError('errors.editor.catalogNotFound', { id });
  return node;
}

const codeTaken = (db: Db, code: string, except: string | null) =>
  exists(db, 'SELECT 1 FROM catalog WHERE catalog_code = ? AND id IS NOT ?', [code, except]);

export async function createCatalog(
  actor: EditorActor,
  body: CatalogSave,
): Promise<EditorCatalogNode> {
  const { db, lang } = actor;
  if (body.parentId !== null && !(await catalogEntity(db, body.parentId)))
    throw badField(lang, 'parentId', 'errors.editor.nodeMissing');
  const taken = () =>
    duplicate(lang, 'catalogCode', body.catalogCode, 'errors.editor.duplicateCatalogCode');
  if (await codeTaken(db, body.catalogCode, null)) throw taken();
  const id = await freeId(db, 'catalog', 'catalog', body.catalogCode);
  const { i18n, ...fields } = body;
  const entity = newEntity(CATALOG, id, fields, i18n, actor.now);
  await commit(actor, CATALOG, 'create', null, entity, id, taken);
  return loadCatalogNode(db, id);
}

/** True when `candidate` is `id` or lies below it (moving `id` under it makes a cycle). */
async function isWithin(db: Db, candidate: string, id: string): Promise<boolean> {
  const result = await db.execute({
    sql: `WITH RECURSIVE up (id, parent) AS (
            SELECT id, parent_id FROM catalog WHERE id = ?
            UNION SELECT c.id, c.parent_id FROM catalog c JOIN up ON c.id = up.parent
          ) SELECT 1 FROM up WHERE id = ?`,
    args: [candidate, id],
  });
  return result.rows.length > 0;
}

export async function updateCatalog(
  actor: EditorActor,
  body: CatalogUpdate,
): Promise<EditorCatalogNode> {
  const { db, lang } = actor;
  const current = await requireCatalog(db, body.id);
  const { id, i18n, ...fields } = body;
  if (fields.parentId !== undefined && fields.parentId !== null) {
    if (!(await catalogEntity(db, fields.parentId)))
      throw badField(lang, 'parentId', 'errors.editor.nodeMissing');
    if (await isWithin(db, fields.parentId, id))
      throw badField(lang, 'parentId', 'errors.editor.cycle');
  }
  const code = fields.catalogCode;
  const taken = () =>
    duplicate(lang, 'catalogCode', code ?? '', 'errors.editor.duplicateCatalogCode');
  if (code !== undefined && (await codeTaken(db, code, id))) throw taken();
  const next = applyChanges(current, { fields, i18n });
  await commit(actor, CATALOG, 'update', current, next, id, taken);
  return loadCatalogNode(db, id);
}

/** Removes a node, its subtree and their items (cascades; the triggers leave tombstones). */
export async function deleteCatalog(actor: EditorActor, id: string): Promise<EditorDeleteResult> {
  const { db } = actor;
  const current = await requireCatalog(db, id);
  const counts = await db.execute({
    sql: `WITH nodes AS (${subtree('id = :id')})
          SELECT (SELECT count(*) FROM nodes) AS catalog,
                 (SELECT count(*) FROM info WHERE catalog_id IN (SELECT id FROM nodes)) AS info`,
    args: { id },
  });
  const removed = {
    catalog: Number(counts.rows[0]?.['catalog'] ?? 0),
    info: Number(counts.rows[0]?.['info'] ?? 0),
    poi: 0,
  };
  return remove(actor, CATALOG, current, id, removed);
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
  return (await loadEntities(db, INFO, 't.id = :id', { id }))[0] ?? null;
}

export async function loadInfo(db: Db, id: string): Promise<EditorInfoItem> {
  const entity = await infoEntity(db, id);
  if (!entity) throw notFoundError('errors.editor.infoNotFound', { id });
  return toInfo(entity);
}

/** The items of one node in sort order; 404 when the node is unknown. */
export async function listInfoItems(db: Db, catalogId: string): Promise<EditorInfoItem[]> {
  await requireCatalog(db, catalogId);
  return (await loadEntities(db, INFO, 't.catalog_id = :id', { id: catalogId })).map(toInfo);
}

export async function createInfo(actor: EditorActor, body: InfoSave): Promise<EditorInfoItem> {
  const { db, lang } = actor;
  const parent = await catalogEntity(db, body.catalogId);
  if (!parent) throw badField(lang, 'catalogId', 'errors.editor.nodeMissing');
  // the seed's ids are `<node code>/<item key>`; an editor's item gets a random key
  const id = await freeId(
    db,
    'info',
    'info',
    `${String(parent.fields['catalogCode'])}/${randomUUID()}`,
  );
  const { i18n, ...fields } = body;
  const entity = newEntity(INFO, id, fields, i18n, actor.now);
  await commit(actor, INFO, 'create', null, entity, id, () => notFoundError());
  return loadInfo(db, id);
}

export async function updateInfo(actor: EditorActor, body: InfoUpdate): Promise<EditorInfoItem> {
  const { db, lang } = actor;
  const current = await infoEntity(db, body.id);
  if (!current) throw notFoundError('errors.editor.infoNotFound', { id: body.id });
  const { id, i18n, ...fields } = body;
  if (fields.catalogId !== undefined && !(await catalogEntity(db, fields.catalogId)))
    throw badField(lang, 'catalogId', 'errors.editor.nodeMissing');
  const next = applyChanges(current, { fields, i18n });
  await commit(actor, INFO, 'update', current, next, id, () => notFoundError());
  return loadInfo(db, id);
}

export async function deleteInfo(actor: EditorActor, id: string): Promise<EditorDeleteResult> {
  const current = await infoEntity(actor.db, id);
  if (!current) throw notFoundError('errors.editor.infoNotFound', { id });
  const removed = { catalog: 0, info: 1, poi: 0 };
  return remove(actor, INFO, current, id, removed);
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
  return (await loadEntities(db, POI, 't.poi_code = :poiCode', { poiCode }))[0] ?? null;
}

async function requirePoi(db: Db, poiCode: string): Promise<Entity> {
  const entity = await poiEntity(db, poiCode);
  if (!entity) throw notFoundError('errors.poi.notFound', { poiCode });
  return entity;
}

export async function loadEditorPoi(db: Db, poiCode: string): Promise<EditorPoi> {
  return toPoi(await requirePoi(db, poiCode));
}

export async function createPoi(actor: EditorActor, body: PoiSave): Promise<EditorPoi> {
  const { db, lang } = actor;
  const taken = () => duplicate(lang, 'poiCode', body.poiCode, 'errors.editor.duplicatePoiCode');
  if (await poiEntity(db, body.poiCode)) throw taken();
  const id = await freeId(db, 'poi', 'poi', body.poiCode);
  const { i18n, ...fields } = body;
  const entity = newEntity(POI, id, fields, i18n, actor.now);
  await commit(actor, POI, 'create', null, entity, body.poiCode, taken);
  return loadEditorPoi(db, body.poiCode);
}

export async function updatePoi(actor: EditorActor, body: PoiUpdate): Promise<EditorPoi> {
  const current = await requirePoi(actor.db, body.poiCode);
  const { poiCode, i18n, ...fields } = body;
  const next = applyChanges(current, { fields, i18n });
  await commit(actor, POI, 'update', current, next, poiCode, () => notFoundError());
  return loadEditorPoi(actor.db, poiCode);
}

export async function deletePoi(actor: EditorActor, poiCode: string): Promise<EditorDeleteResult> {
  const current = await requirePoi(actor.db, poiCode);
  const removed = { catalog: 0, info: 0, poi: 1 };
  return remove(actor, POI, current, poiCode, removed);
}
