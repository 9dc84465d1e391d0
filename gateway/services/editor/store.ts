import type { InStatement, InValue } from '@libsql/client';
import { LANGUAGES, type Language } from '../../../src/lib/contract/common.ts';
import type { ChangeAction, ChangeKind, FieldChange } from '../../../src/lib/contract/editor.ts';
import type { GatewayDatabase as Db } from '../../db/client.ts';

/**
 * The editor's generic access to the three CMS kinds (catalog, info, poi): each is a table of
 * scalar columns plus a `<table>_i18n` table of texts per language. An entity is read whole
 * (every language), changed in memory, diffed field by field for the change log, and written
 * back by statements that the caller runs in ONE write batch with its editor_change row.
 */

export type Scalar = string | number | null;

export interface KindSpec {
  kind: Exclude<ChangeKind, 'site'>;
  table: string;
  i18nTable: string;
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

const emptyTexts = (spec: KindSpec): Record<string, string> =>
  Object.fromEntries(Object.keys(spec.texts).map((field) => [field, '']));

/** Entities of `spec` matching a WHERE clause on the main table (aliased `t`), in sort order. */
export async function loadEntities(
  db: Db,
  spec: KindSpec,
  where: string,
  args: Record<string, InValue>,
): Promise<Entity[]> {
  const columns = Object.entries(spec.columns)
    .map(([field, column]) => `t.${column} AS "${field}"`)
    .join(', ');
  const texts = Object.entries(spec.texts)
    .map(([field, column]) => `x.${column} AS "${field}"`)
    .join(', ');
  const [main, translations] = await db.batch(
    [
      {
        sql: `SELECT t.id, t.updated_at, ${columns} FROM ${spec.table} t WHERE ${where}
               ORDER BY t.sort, t.id`,
        args,
      },
      {
        sql: `SELECT x.${spec.i18nKey} AS owner, x.lang, ${texts}
                FROM ${spec.i18nTable} x JOIN ${spec.table} t ON t.id = x.${spec.i18nKey}
               WHERE ${where}`,
        args,
      },
    ],
    'read',
  );
  const entities = new Map<string, Entity>();
  for (const row of main?.rows ?? []) {
    const id = String(row['id']);
    entities.set(id, {
      id,
      updatedAt: Number(row['updated_at']),
      fields: Object.fromEntries(Object.keys(spec.columns).map((f) => [f, scalar(row[f])])),
      i18n: {
        'zh-TW': emptyTexts(spec),
        'zh-CN': emptyTexts(spec),
        en: emptyTexts(spec),
      },
    });
  }
  for (const row of translations?.rows ?? []) {
    const entity = entities.get(String(row['owner']));
    const lang = LANGUAGES.find((l) => l === row['lang']);
    if (!entity || !lang) continue;
    for (const field of Object.keys(spec.texts)) {
      entity.i18n[lang][field] = String(row[field] ?? '');
    }
  }
  return [...entities.values()];
}

/** The entity with the changes applied (fields left undefined keep their value). */
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

const i18nStatements = (spec: KindSpec, entity: Entity): InStatement[] => {
  const fields = Object.keys(spec.texts);
  const columns = Object.values(spec.texts);
  return LANGUAGES.map((lang) => ({
    sql: `INSERT OR REPLACE INTO ${spec.i18nTable} (${spec.i18nKey}, lang, ${columns.join(', ')})
          VALUES (?, ?, ${columns.map(() => '?').join(', ')})`,
    args: [entity.id, lang, ...fields.map((f) => entity.i18n[lang][f] ?? '')],
  }));
};

/** Inserts a new entity (updated_at = now, content_hash '' marks it as the editors'). */
export function insertStatements(spec: KindSpec, entity: Entity, now: number): InStatement[] {
  const fields = Object.keys(spec.columns);
  const columns = Object.values(spec.columns);
  return [
    {
      sql: `INSERT INTO ${spec.table} (id, ${columns.join(', ')}, updated_at, content_hash)
            VALUES (?, ${columns.map(() => '?').join(', ')}, ?, '')`,
      args: [entity.id, ...fields.map((f) => entity.fields[f] ?? null), now],
    },
    ...i18nStatements(spec, entity),
  ];
}

/** Writes an entity's fields and texts back; its row's updated_at becomes now. */
export function updateStatements(spec: KindSpec, entity: Entity, now: number): InStatement[] {
  const fields = Object.keys(spec.columns);
  return [
    {
      sql: `UPDATE ${spec.table}
               SET ${Object.values(spec.columns)
                 .map((c) => `${c} = ?`)
                 .join(', ')}, updated_at = ?, content_hash = ''
             WHERE id = ?`,
      args: [...fields.map((f) => entity.fields[f] ?? null), now, entity.id],
    },
    ...i18nStatements(spec, entity),
  ];
}

/** The editor_change row of one action. */
export function changeStatement(change: {
  editor: string;
  action: ChangeAction;
  kind: ChangeKind;
  target: string;
  detail: Record<string, unknown>;
  at: number;
}): InStatement {
  return {
    sql: `INSERT INTO editor_change (editor, action, kind, target, detail, at)
          VALUES (?, ?, ?, ?, ?, ?)`,
    args: [
      change.editor,
      change.action,
      change.kind,
      change.target,
      JSON.stringify(change.detail),
      change.at,
    ],
  };
}

/** A UNIQUE constraint failure of a write (a code taken by a concurrent create). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint/i.test(error.message);
