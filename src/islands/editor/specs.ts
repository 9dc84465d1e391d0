import type { Language } from '../../lib/contract/common.ts';
import { EDITOR_ROUTES } from '../../lib/contract/routes.ts';

/**
 * The three kinds the workspace edits, described once: where each is loaded and saved, its
 * key, its shared fields and its texts per language. The editor form is built from these.
 */

export type Kind = 'info' | 'catalog' | 'poi';
export type ScalarType = 'number' | 'link' | 'imgLink' | 'picture';
export type TextType = 'line' | 'area' | 'rich' | 'tags';

export interface KindSpec {
  kind: Kind;
  load: (key: string) => string;
  save: string;
  /** The delete call (`cascade=1`: what it holds goes too, once the editor confirmed it). */
  remove: (key: string, cascade: boolean) => string;
  /** The field naming the entity in a save (id, or poiCode for a POI). */
  keyField: 'id' | 'poiCode';
  scalars: readonly { name: string; type: ScalarType }[];
  texts: readonly { name: string; type: TextType }[];
  /** The text shown as the entity's title. */
  title: string;
}

export const SPECS: Record<Kind, KindSpec> = {
  info: {
    kind: 'info',
    load: (id) => `${EDITOR_ROUTES.paths.infoLoad}?id=${encodeURIComponent(id)}`,
    save: EDITOR_ROUTES.paths.infoUpdate,
    remove: (id) => `${EDITOR_ROUTES.paths.infoDelete}?id=${encodeURIComponent(id)}`,
    keyField: 'id',
    scalars: [
      { name: 'sort', type: 'number' },
      { name: 'infoLink', type: 'link' },
      { name: 'infoImgLink', type: 'imgLink' },
    ],
    texts: [
      { name: 'infoTitle', type: 'line' },
      { name: 'infoSummary', type: 'area' },
      { name: 'infoTag', type: 'tags' },
      { name: 'infoDesc', type: 'rich' },
    ],
    title: 'infoTitle',
  },
  catalog: {
    kind: 'catalog',
    load: (id) => `${EDITOR_ROUTES.paths.catalogLoad}?id=${encodeURIComponent(id)}`,
    save: EDITOR_ROUTES.paths.catalogUpdate,
    remove: (id, cascade) =>
      `${EDITOR_ROUTES.paths.catalogDelete}?id=${encodeURIComponent(id)}${cascade ? '&cascade=1' : ''}`,
    keyField: 'id',
    scalars: [{ name: 'sort', type: 'number' }],
    texts: [
      { name: 'catalogName', type: 'line' },
      { name: 'catalogDesc', type: 'area' },
    ],
    title: 'catalogName',
  },
  poi: {
    kind: 'poi',
    load: (code) => `${EDITOR_ROUTES.paths.poiLoad}?poiCode=${encodeURIComponent(code)}`,
    save: EDITOR_ROUTES.paths.poiUpdate,
    remove: (code, cascade) =>
      `${EDITOR_ROUTES.paths.poiDelete}?poiCode=${encodeURIComponent(code)}${cascade ? '&cascade=1' : ''}`,
    keyField: 'poiCode',
    scalars: [
      { name: 'sort', type: 'number' },
      { name: 'imgMain', type: 'picture' },
    ],
    texts: [
      { name: 'poiName', type: 'line' },
      { name: 'poiNameNative', type: 'line' },
      { name: 'poiSummary', type: 'area' },
      { name: 'poiRefundDesc', type: 'rich' },
    ],
    title: 'poiName',
  },
};

/** An entity as loaded (the editor API's shape, reduced to what the form edits). */
export interface Editable {
  key: string;
  updatedAt: number;
  fields: Record<string, string | number>;
  i18n: Record<Language, Record<string, string>>;
  /** Read-only facts shown with it (its node, its place, its area). */
  facts: Record<string, string>;
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function toEditable(spec: KindSpec, raw: Record<string, unknown>): Editable {
  const i18nRaw = (raw['i18n'] ?? {}) as Record<Language, Record<string, string>>;
  const texts = (lang: Language) =>
    Object.fromEntries(spec.texts.map((f) => [f.name, String(i18nRaw[lang]?.[f.name] ?? '')]));
  const fields = Object.fromEntries(
    spec.scalars.map((f) => [
      f.name,
      f.type === 'number' ? Number(raw[f.name] ?? 0) : textOf(raw[f.name]),
    ]),
  );
  const facts: Record<string, string> = {};
  for (const name of ['id', 'poiCode', 'catalogId', 'regionCode', 'catalogCode', 'catalogType']) {
    if (typeof raw[name] === 'string') facts[name] = raw[name];
  }
  return {
    key: textOf(raw[spec.keyField]),
    updatedAt: Number(raw['updatedAt'] ?? 0),
    fields,
    i18n: { 'zh-TW': texts('zh-TW'), 'zh-CN': texts('zh-CN'), en: texts('en') },
    facts,
  };
}

/** The update body of what changed between `base` and `draft` (null when nothing did). */
export function changesOf(
  spec: KindSpec,
  base: Editable,
  draft: Editable,
): Record<string, unknown> | null {
  const body: Record<string, unknown> = {};
  for (const { name } of spec.scalars) {
    if (draft.fields[name] !== base.fields[name]) body[name] = draft.fields[name];
  }
  const i18n: Record<string, Record<string, string>> = {};
  for (const lang of ['zh-TW', 'zh-CN', 'en'] as const) {
    for (const { name } of spec.texts) {
      const value = draft.i18n[lang][name] ?? '';
      if (value !== (base.i18n[lang][name] ?? '')) (i18n[lang] ??= {})[name] = value;
    }
  }
  if (Object.keys(i18n).length > 0) body['i18n'] = i18n;
  return Object.keys(body).length === 0 ? null : body;
}

/**
 * The update body that puts back the values a logged change replaced (its `before`): the
 * history's "restore" is a new save, logged like any other.
 */
export function restoreBody(
  spec: KindSpec,
  changes: Record<string, { before: unknown; after: unknown }>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const scalars = new Set(spec.scalars.map((s) => s.name));
  const texts = new Set(spec.texts.map((s) => s.name));
  for (const [field, { before }] of Object.entries(changes)) {
    const match = /^i18n\.(zh-TW|zh-CN|en)\.(\w+)$/.exec(field);
    if (match) {
      const [, lang = '', name = ''] = match;
      if (!texts.has(name)) continue;
      const i18n = (body['i18n'] ??= {}) as Record<string, Record<string, unknown>>;
      (i18n[lang] ??= {})[name] = before ?? '';
    } else if (scalars.has(field) && before !== null) {
      body[field] = before;
    }
  }
  return body;
}
