import { sql, type RawBuilder } from 'kysely';
import { LANGUAGES, type Language } from '../../../src/lib/contract/common.ts';
import type { ChangeAction, ChangeKind, FieldChange } from '../../../src/lib/contract/editor.ts';
import type { Db } from '../../db/client.ts';
import type { TableName } from '../../db/schema.ts';

/**
 * The editor's generic access to the three CMS kinds (catalog, info, poi): each is a table of
 * scalar columns plus a `<table>_i18n` table of texts per language. An entity is read whole
 * (every language), changed in memory, diffed field by field for the change log, and written
 * back by the caller in ONE transaction with its editor_change row.
 *
 * The one place where table and column names come from data (the specs below, constants): the
 * statements are built with Kysely's sql.table and sql.ref and bound values, and what they read
 * is checked value by value (scalar(), text()) rather than typed by one table's row type.
 */

export type Scalar = string | number | null;

export interface KindSpec {
  kind: Exclude<ChangeKind, 'site'>;
  table: 'catalog' | 'info' | 'poi';
  i18nTable: TableName;
  i18nKey: string;
  /** API field → column, scalar columns of the main table (id and updated_at aside). */
  columns: Readonly<Record<string, string>>;
  /** API field → column of the i18n table. */
  texts: Readonly<Record<string, string>>;
}

export const CATALOG: KindSpec = {
  kind: 'catalog',
  table: 'catalog',
  i18nTable: 'catalog_i18n',
  i18nKey: 'catalog_id',
  columns: {
    parentId: 'parent_id',
    catalogCode: 'catalog_code',
    catalogType: 'catalog_type',
    poiCode: 'poi_code',
    regionCode: 'region_code',
    sort: 'sort',
  },
  texts: { catalogName: 'catalog_name', catalogDesc: 'catalog_desc' },
};

export const INFO: KindSpec = {
  kind: 'info',
  table: 'info',
  i18nTable: 'info_i18n',
  i18nKey: 'info_id',
  columns: {
    catalogId: 'catalog_id',
    poiCode: 'poi_code',
    regionCode: 'region_code',
    infoImgLink: 'info_img_link',
    infoLink: 'info_link',
    sort: 'sort',
  },
  texts: {
    infoTitle: 'info_title',
    infoSummary: 'info_summary',
    infoDesc: 'info_desc',
    infoTag: 'info_tag',
  },
};

export const POI: KindSpec = {
  kind: 'poi',
  table: 'poi',
  i18nTable: 'poi_i18n',
  i18nKey: 'poi_id',
  columns: {
    poiCode: 'poi_code',
    poiType: 'poi_type',
    regionCode: 'region_code',
    imgMain: 'img_main',
    sort: 'sort',
  },
  texts: {
    poiName: 'poi_name',
    poiNameNative: 'poi_name_native',
    poiSummary: 'poi_summary',
    poiRefundDesc: 'poi_refund_desc',
  },
};

/** One row with its texts in every language ('' where a translation is missing). */
export interface Entity {
  id: string;
  updatedAt: number;
  fields: Record<string, Scalar>;
  i18n: Record<Language, Record<string, string>>;
}

/** Partial texts per language, as a request carries them. */
export type I18nChanges = Readonly<
  Partial<Record<Language, Readonly<Record<string, string | undefined>> | undefined>>
>;

/** The body parts an update may carry: scalar fields and partial texts per language. */
export interface Changes {
  fields: Readonly<Record<string, Scalar | undefined>>;
  i18n?: I18nChanges | undefined;
}

const scalar = (value: unknown): Scalar =>
  typeof value === 'string' || typeof value === 'number' ? value : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const emptyTexts = (spec: KindSpec): Record<string, string> =>
  Object.fromEntries(Object.keys(spec.texts).map((field) => [field, '']));

/** The columns `t.column AS "field"` of a spec's map. */
const aliased = (alias: string, map: Readonly<Record<string, string>>): RawBuilder<unknown>[] =>
  Object.entries(map).map(
    ([field, column]) => sql`${sql.ref(`${alias}.${column}`)} AS ${sql.id(field)}`,
  );

/**
 * The entities of `spec` whose main row matches `where` (a condition on alias `t`), with their
 * texts in every language, in sort order.
 */
export async function loadEntities(
  db: Db,
  spec: KindSpec,
  where: RawBuilder<unknown>,
): Promise<Entity[]> {
  const table = sql`${sql.table(spec.table)} AS t`;
  const main = await sql<Record<string, unknown>>`
    SELECT t.id, t.updated_at, ${sql.join(aliased('t', spec.columns))}
      FROM ${table} WHERE ${where} ORDER BY t.sort, t.id`.execute(db);
  const translations = await sql<Record<string, unknown>>`
    SELECT ${sql.ref(`x.${spec.i18nKey}`)} AS owner, x.lang, ${sql.join(aliased('x', spec.texts))}
      FROM ${sql.table(spec.i18nTable)} AS x
      JOIN ${table} ON t.id = ${sql.ref(`x.${spec.i18nKey}`)}
     WHERE ${where}`.execute(db);
  const entities = new Map<string, Entity>();
  for (const row of main.rows) {
    const id = text(row['id']);
    entities.set(id, {
      id,
      updatedAt: Number(scalar(row['updated_at'])),
      fields: Object.fromEntries(Object.keys(spec.columns).map((f) => [f, scalar(row[f])])),
      i18n: {
        'zh-TW': emptyTexts(spec),
        'zh-CN': emptyTexts(spec),
        en: emptyTexts(spec),
      },
    });
  }
  for (const row of translations.rows) {
    const entity = entities.get(text(row['owner']));
    const lang = LANGUAGES.find((l) => l === row['lang']);
    if (!entity || !lang) continue;
    for (const field of Object.keys(spec.texts)) entity.i18n[lang][field] = text(row[field]);
  }
  return [...entities.values()];
}

export function applyChanges(entity: Entity, changes: Changes): Entity {
  const fields = { ...entity.fields };
  for (const [field, value] of Object.entries(changes.fields)) {
    if (value !== undefined) fields[field] = value;
  }
  const i18n = {
    'zh-TW': { ...entity.i18n['zh-TW'] },
    'zh-CN': { ...entity.i18n['zh-CN'] },
    en: { ...entity.i18n.en },
  };
  for (const lang of LANGUAGES) {
    for (const [field, value] of Object.entries(changes.i18n?.[lang] ?? {})) {
      if (value !== undefined) i18n[lang][field] = value;
    }
  }
  return { ...entity, fields, i18n };
}

/** The entity as flat fields: `sort`, `i18n.en.catalogName` … */
function flatten(entity: Entity | null, spec: KindSpec): Record<string, Scalar> {
  const flat: Record<string, Scalar> = {};
  for (const field of Object.keys(spec.columns)) flat[field] = entity?.fields[field] ?? null;
  for (const lang of LANGUAGES) {
    for (const field of Object.keys(spec.texts)) {
      flat[`i18n.${lang}.${field}`] = entity ? (entity.i18n[lang][field] ?? '') : null;
    }
  }
  return flat;
}

/**
 * The fields that differ, with their values before and after (null before a create, after a
 * delete). A create or delete lists only the fields that hold something.
 */
export function diff(
  spec: KindSpec,
  before: Entity | null,
  after: Entity | null,
): Record<string, FieldChange> {
  const a = flatten(before, spec);
  const b = flatten(after, spec);
  const changes: Record<string, FieldChange> = {};
  for (const field of Object.keys(a)) {
    const was = a[field] ?? null;
    const is = b[field] ?? null;
    if (was === is) continue;
    if ((before === null && is === '') || (after === null && was === '')) continue;
    changes[field] = { before: was, after: is };
  }
  return changes;
}

/** Writes the entity's texts in every language (inserted or replaced). */
async function writeTexts(db: Db, spec: KindSpec, entity: Entity): Promise<void> {
  const fields = Object.keys(spec.texts);
  const columns = Object.values(spec.texts);
  for (const lang of LANGUAGES) {
    await sql`
      INSERT INTO ${sql.table(spec.i18nTable)}
        (${sql.join([sql.ref(spec.i18nKey), sql.ref('lang'), ...columns.map((c) => sql.ref(c))])})
      VALUES (${sql.join([entity.id, lang, ...fields.map((f) => entity.i18n[lang][f] ?? '')])})
      ON CONFLICT (${sql.ref(spec.i18nKey)}, lang) DO UPDATE SET
        ${sql.join(columns.map((c) => sql`${sql.ref(c)} = ${sql.ref(`excluded.${c}`)}`))}`.execute(
      db,
    );
  }
}

/** Inserts a new entity (updated_at = now) with its texts. */
export async function insertEntity(db: Db, spec: KindSpec, entity: Entity, now: number) {
  const fields = Object.keys(spec.columns);
  const columns = Object.values(spec.columns);
  await sql`
    INSERT INTO ${sql.table(spec.table)}
      (${sql.join([sql.ref('id'), ...columns.map((c) => sql.ref(c)), sql.ref('updated_at'), sql.ref('content_hash')])})
    VALUES (${sql.join([entity.id, ...fields.map((f) => entity.fields[f] ?? null), now, ''])})`.execute(
    db,
  );
  await writeTexts(db, spec, entity);
}

/** Writes an entity's columns and texts back (updated_at = now). */
export async function updateEntity(db: Db, spec: KindSpec, entity: Entity, now: number) {
  const sets = Object.entries(spec.columns).map(
    ([field, column]) => sql`${sql.ref(column)} = ${entity.fields[field] ?? null}`,
  );
  await sql`
    UPDATE ${sql.table(spec.table)}
       SET ${sql.join([...sets, sql`updated_at = ${now}`, sql`content_hash = ''`])}
     WHERE id = ${entity.id}`.execute(db);
  await writeTexts(db, spec, entity);
}

/** One row of the editors' change log. */
export async function recordChange(
  db: Db,
  change: {
    editor: string;
    action: ChangeAction;
    kind: ChangeKind;
    target: string;
    detail: Record<string, unknown>;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('editor_change')
    .values({
      editor: change.editor,
      action: change.action,
      kind: change.kind,
      target: change.target,
      detail: JSON.stringify(change.detail),
      at: change.at,
    })
    .execute();
}
