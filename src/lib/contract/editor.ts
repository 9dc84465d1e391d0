import * as z from 'zod/mini';
import {
  CATALOG_TYPES,
  catalogTypeSchema,
  infoImgLinkValues,
  isContentLink,
  isPictureValue,
  parseInfoImgLink,
  type CatalogType,
  type InfoItem,
  type Poi,
} from './cms.ts';
import {
  codeSchema,
  idSchema,
  queryInt,
  REGION_CODES,
  regionCodeSchema,
  type Language,
  type PoiType,
} from './common.ts';
import { POI_TYPES } from './constants.ts';

/**
 * The editor API (DESIGN §4, issue 10): content editors create, update and delete catalogue
 * nodes, info items and POIs in every language, read the change log, and publish. Every call
 * sends `Authorization: Bearer <editor token>`; the paths are under /cl-odss-app/editor/.
 * Requests reuse the field rules of the CMS contract; texts per language go in `i18n`.
 */

/** Names of editors in EDITOR_TOKENS (`name:token` pairs). */
export const EDITOR_NAME_PATTERN = /^[a-z0-9._-]{1,40}$/;
export const EDITOR_TOKEN_MIN_LENGTH = 32;

/** Longest infoDesc (HTML) of one language, in UTF-8 bytes; sanitised at build time. */
export const INFO_DESC_MAX_BYTES = 200 * 1024;

/**
 * A value an editor picks from a list (kind of section or place, area): refused naming the
 * field, never listing the internal codes.
 */
const CHOICE = 'errors.editor.choice';
const editorCatalogTypeSchema = z.enum(CATALOG_TYPES, CHOICE);
const editorPoiTypeSchema = z.union(
  POI_TYPES.map((n) => z.literal(n)),
  CHOICE,
);
const editorRegionSchema = z.enum(REGION_CODES, CHOICE);

/** Catalogue nodes and info items of the home page have no area (''). */
export const contentRegionSchema = z.enum(['', ...REGION_CODES], CHOICE);

/** sort: a whole number; smaller first. */
export const sortSchema = z.number().check(z.int(), z.gte(-1_000_000), z.lte(1_000_000));

const text = (max: number) => z.string().check(z.maxLength(max));

const utf8Length = (s: string): number => new TextEncoder().encode(s).length;

export { isContentLink };

/** A link an item may hold: empty, a site path ('/…') or an http(s) URL (isContentLink). */
const linkSchema = z
  .string()
  .check(z.maxLength(2000), z.refine(isContentLink, 'errors.editor.link'));

/** A POI's picture: empty, an https:// address or a /media/… path (isPictureValue). */
const pictureSchema = z.string().check(
  z.maxLength(2000),
  z.refine((s) => s === '' || isPictureValue(s), 'errors.editor.picture'),
);

/**
 * infoImgLink: empty, or text that parseInfoImgLink reads as images, every picture a picture
 * value and every slide link within the site's link rule (refused, not dropped: the editor
 * learns what is wrong).
 */
const imgLinkSchema = z.string().check(
  z.maxLength(20_000),
  z.refine((s) => {
    if (s === '') return true;
    const values = infoImgLinkValues(s);
    return values !== null && values.pictures.length > 0;
  }, 'errors.editor.imgLink'),
  z.refine(
    (s) => s === '' || (infoImgLinkValues(s)?.pictures ?? []).every((p) => isPictureValue(p)),
    'errors.editor.picture',
  ),
  z.refine(
    (s) => s === '' || (infoImgLinkValues(s)?.links ?? []).every(isContentLink),
    'errors.editor.link',
  ),
  z.refine((s) => s === '' || parseInfoImgLink(s).kind !== 'none', 'errors.editor.imgLink'),
);

// ---- texts per language --------------------------------------------------------------------

export const catalogTextsSchema = z.strictObject({
  catalogName: z.optional(text(200)),
  catalogDesc: z.optional(text(2000)),
});
export const infoTextsSchema = z.strictObject({
  infoTitle: z.optional(text(500)),
  infoSummary: z.optional(text(5000)),
  infoDesc: z.optional(
    z
      .string()
      .check(z.refine((s) => utf8Length(s) <= INFO_DESC_MAX_BYTES, 'errors.editor.descTooLong')),
  ),
  /** Comma-separated tags. */
  infoTag: z.optional(text(500)),
});
export const poiTextsSchema = z.strictObject({
  poiName: z.optional(text(200)),
  poiNameNative: z.optional(text(200)),
  poiSummary: z.optional(text(5000)),
  poiRefundDesc: z.optional(text(5000)),
});

/** On create: zh-TW (the readers' fallback) is required, the other languages optional. */
const i18nCreate = <S extends z.ZodMiniType>(texts: S) =>
  z.strictObject({ 'zh-TW': texts, 'zh-CN': z.optional(texts), en: z.optional(texts) });
/** On update: any language, any field; what is left out keeps its value. */
const i18nUpdate = <S extends z.ZodMiniType>(texts: S) =>
  z.strictObject({
    'zh-TW': z.optional(texts),
    'zh-CN': z.optional(texts),
    en: z.optional(texts),
  });

// ---- requests ------------------------------------------------------------------------------

/** POST …/editor/catalog/save: a new node (a page root when parentId is null). */
export const catalogSaveSchema = z.strictObject({
  parentId: z._default(z.nullable(idSchema), null),
  catalogCode: codeSchema,
  catalogType: editorCatalogTypeSchema,
  poiCode: codeSchema,
  regionCode: contentRegionSchema,
  sort: z._default(sortSchema, 0),
  i18n: i18nCreate(catalogTextsSchema),
});
export type CatalogSave = z.infer<typeof catalogSaveSchema>;

/** PUT …/editor/catalog/update: id and any of the fields. */
/**
 * The version (updatedAt) the editor's change was made on. A save whose version is not the
 * entity's current one answers 409 STALE_VERSION with the current entity and the changes made
 * since: nothing is overwritten silently. Left out (automation), the save applies as it is.
 */
export const expectedVersionSchema = z.optional(z.number().check(z.int(), z.gte(0)));

export const catalogUpdateSchema = z.strictObject({
  id: idSchema,
  expectedUpdatedAt: expectedVersionSchema,
  parentId: z.optional(z.nullable(idSchema)),
  catalogCode: z.optional(codeSchema),
  catalogType: z.optional(editorCatalogTypeSchema),
  poiCode: z.optional(codeSchema),
  regionCode: z.optional(contentRegionSchema),
  sort: z.optional(sortSchema),
  i18n: z.optional(i18nUpdate(catalogTextsSchema)),
});
export type CatalogUpdate = z.infer<typeof catalogUpdateSchema>;

/** GET …/editor/catalog/list: the trees of one page kind and poiCode, every language. */
export const editorCatalogListQuerySchema = z.object({
  catalogType: catalogTypeSchema,
  poiCode: codeSchema,
});

/** GET …/editor/catalog/load, DELETE …/catalog/delete, GET/DELETE …/info/…: one id. */
export const idQuerySchema = z.object({ id: idSchema });

/** GET …/editor/info/list */
export const editorInfoListQuerySchema = z.object({ catalogId: idSchema });

/** POST …/editor/info/save: a new item of an existing catalogue node. */
export const infoSaveSchema = z.strictObject({
  catalogId: idSchema,
  poiCode: codeSchema,
  regionCode: contentRegionSchema,
  infoImgLink: z._default(imgLinkSchema, ''),
  infoLink: z._default(linkSchema, ''),
  sort: z._default(sortSchema, 0),
  i18n: i18nCreate(infoTextsSchema),
});
export type InfoSave = z.infer<typeof infoSaveSchema>;

/** PUT …/editor/info/update: id and any of the fields (catalogId moves the item). */
export const infoUpdateSchema = z.strictObject({
  id: idSchema,
  expectedUpdatedAt: expectedVersionSchema,
  catalogId: z.optional(idSchema),
  poiCode: z.optional(codeSchema),
  regionCode: z.optional(contentRegionSchema),
  infoImgLink: z.optional(imgLinkSchema),
  infoLink: z.optional(linkSchema),
  sort: z.optional(sortSchema),
  i18n: z.optional(i18nUpdate(infoTextsSchema)),
});
export type InfoUpdate = z.infer<typeof infoUpdateSchema>;

/** GET …/editor/poi/load */
export const poiCodeQuerySchema = z.object({ poiCode: codeSchema });

/**
 * `cascade=1` on a delete: the editor confirmed that what the node (or the place's page) still
 * holds goes with it. Without it a node with sections or items below it is refused (409
 * NODE_NOT_EMPTY with the counts), so that nothing is deleted that nobody was shown.
 */
const cascadeSchema = z.optional(z.enum(['0', '1']));

/** DELETE …/editor/catalog/delete */
export const catalogDeleteQuerySchema = z.object({ id: idSchema, cascade: cascadeSchema });

/** DELETE …/editor/poi/delete: `cascade=1` also deletes the place's own page. */
export const poiDeleteQuerySchema = z.object({ poiCode: codeSchema, cascade: cascadeSchema });

/** The 409 NODE_NOT_EMPTY answer's data: what a cascade would delete besides the node itself. */
export interface NodeContents {
  catalog: number;
  info: number;
}

/** POST …/editor/poi/save */
export const poiSaveSchema = z.strictObject({
  poiCode: codeSchema,
  poiType: editorPoiTypeSchema,
  regionCode: editorRegionSchema,
  imgMain: z._default(pictureSchema, ''),
  sort: z._default(sortSchema, 0),
  i18n: i18nCreate(poiTextsSchema),
  /**
   * Also create the place's own page (a POI catalogue root `<poiCode>-POI` named like the
   * place), in the same transaction. Dining places have no page of their own.
   */
  withPage: z._default(z.boolean(), false),
});
export type PoiSave = z.infer<typeof poiSaveSchema>;

/** PUT …/editor/poi/update: poiCode (the key, never changed) and any of the fields. */
export const poiUpdateSchema = z.strictObject({
  poiCode: codeSchema,
  expectedUpdatedAt: expectedVersionSchema,
  poiType: z.optional(editorPoiTypeSchema),
  regionCode: z.optional(editorRegionSchema),
  imgMain: z.optional(pictureSchema),
  sort: z.optional(sortSchema),
  i18n: z.optional(i18nUpdate(poiTextsSchema)),
});
export type PoiUpdate = z.infer<typeof poiUpdateSchema>;

// ---- answers -------------------------------------------------------------------------------

export type CatalogTexts = { catalogName: string; catalogDesc: string };
export type InfoTexts = {
  infoTitle: string;
  infoSummary: string;
  infoDesc: string;
  infoTag: string;
};
export type PoiTexts = {
  poiName: string;
  poiNameNative: string;
  poiSummary: string;
  poiRefundDesc: string;
};

/** A catalogue node as editors see it: every language, its parent, its subtree. */
export interface EditorCatalogNode {
  id: string;
  parentId: string | null;
  catalogCode: string;
  catalogType: CatalogType;
  poiCode: string;
  regionCode: string;
  sort: number;
  updatedAt: number;
  i18n: Record<Language, CatalogTexts>;
  children: EditorCatalogNode[];
}

export interface EditorInfoItem {
  id: string;
  catalogId: string;
  poiCode: string;
  regionCode: string;
  infoImgLink: string;
  infoLink: string;
  sort: number;
  updatedAt: number;
  i18n: Record<Language, InfoTexts>;
}

export interface EditorPoi {
  id: string;
  poiCode: string;
  poiType: PoiType;
  regionCode: string;
  imgMain: string;
  sort: number;
  updatedAt: number;
  i18n: Record<Language, PoiTexts>;
}

/** What a delete removed: the rows of each kind (a node takes its subtree and their items). */
export interface EditorDeleteResult {
  kind: 'catalog' | 'info' | 'poi';
  target: string;
  removed: { catalog: number; info: number; poi: number };
}

// ---- change log ----------------------------------------------------------------------------

export const CHANGE_ACTIONS = ['create', 'update', 'delete', 'publish', 'rollback'] as const;
export const CHANGE_KINDS = ['catalog', 'info', 'poi', 'site'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One changed field: `sort`, `i18n.en.catalogName` …; null before a create, after a delete. */
export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const editorChangeSchema = z.object({
  id: z.number(),
  /** Editor name (from EDITOR_TOKENS). */
  editor: z.string(),
  action: z.enum(CHANGE_ACTIONS),
  kind: z.enum(CHANGE_KINDS),
  /** The id of a node or item, the poiCode of a POI, 'site' for publish and rollback. */
  target: z.string(),
  /**
   * `{ changes: { <field>: { before, after } } }` for content; a delete also has `removed`;
   * a publish or rollback has `{ build?: <id>, target?: <id>, mode }`.
   */
  detail: z.record(z.string(), z.unknown()),
  /** Epoch ms (the gateway clock). */
  at: z.number(),
});
export type EditorChange = z.infer<typeof editorChangeSchema>;

/** GET …/editor/change/list: newest first. */
export const changeListQuerySchema = z.object({
  limit: z._default(queryInt(1, 500), 50),
  kind: z.optional(z.enum(CHANGE_KINDS)),
  target: z.optional(z.string().check(z.maxLength(40))),
});
export type ChangeListQuery = z.infer<typeof changeListQuerySchema>;

/** POST …/editor/publish and …/build/rollback take nothing: no body, or an empty JSON object. */
export const noBodySchema = z.strictObject({});

// ---- the editing workspace ---------------------------------------------------------------

export const STALE_VERSION = 'STALE_VERSION';

/** The 409 answer's data when a save was made on an older version. */
export interface StaleVersion<T> {
  /** The entity as it is now (its updatedAt is the version to save on). */
  current: T;
  /** The saves made since the editor's version, oldest first: who, when, what. */
  changes: EditorChange[];
}

export const EDITOR_PASSWORD_MIN_LENGTH = 12;
export const EDITOR_PASSWORD_MAX_LENGTH = 200;

/** POST …/editor/session/login: an editor account's name and password. */
export const editorLoginSchema = z.strictObject({
  name: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.regex(EDITOR_NAME_PATTERN, 'errors.editor.name')),
  password: z.string().check(z.minLength(1), z.maxLength(EDITOR_PASSWORD_MAX_LENGTH)),
});

/** A new account's password (npm run editor:add): long enough, not all blanks. */
export const editorPasswordSchema = z.string().check(
  z.minLength(EDITOR_PASSWORD_MIN_LENGTH),
  z.maxLength(EDITOR_PASSWORD_MAX_LENGTH),
  z.refine((s) => s.trim().length >= EDITOR_PASSWORD_MIN_LENGTH),
);

/** Who is signed in (login answer, GET …/editor/session). */
export interface EditorSessionInfo {
  name: string;
  /** The token to send as `Authorization: Bearer …` (login answer only). */
  token?: string;
  /** When the session ends unless used before (epoch ms); null for an automation token. */
  expiresAt: number | null;
  via: 'account' | 'token';
}

/** A page of the site as editors browse it: the root node of a page kind and code. */
export interface EditorPage {
  id: string;
  catalogType: CatalogType;
  poiCode: string;
  regionCode: string;
  names: Record<Language, string>;
  updatedAt: number;
}

/** GET …/editor/poi/list: the POIs (places) of one region, or all. */
export const editorPoiListQuerySchema = z.object({ regionCode: z.optional(regionCodeSchema) });

/** GET …/editor/search: titles in any language. */
export const editorSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  limit: z._default(queryInt(1, 100), 30),
});
export type EditorSearchQuery = z.infer<typeof editorSearchQuerySchema>;

export interface EditorSearchHit {
  kind: 'catalog' | 'info' | 'poi';
  /** Node or item id; POI code. */
  id: string;
  /** The title in each language. */
  titles: Record<Language, string>;
  /** The node of an item; the node itself for a node. */
  catalogId: string | null;
  regionCode: string;
}

/** GET …/editor/media/list */
export const mediaListQuerySchema = z.object({ limit: z._default(queryInt(1, 1000), 200) });

export interface MediaPictureInfo {
  /** `/media/…` path, as infoImgLink and imgMain hold it. */
  path: string;
  width: number;
  height: number;
  bytes: number;
  modifiedAt: number;
}

/** POST …/editor/sanitize: what the build's sanitiser keeps of rich text, and what it drops. */
export const sanitizeCheckSchema = z.strictObject({
  html: z
    .string()
    .check(z.refine((s) => utf8Length(s) <= INFO_DESC_MAX_BYTES, 'errors.editor.descTooLong')),
});

export interface SanitizeReport {
  /** The HTML as the site will show it. */
  html: string;
  /** What the sanitiser removes: elements (`script`), attributes (`img onerror`). */
  dropped: { kind: 'element' | 'attribute'; name: string; count: number }[];
}

/**
 * POST …/editor/preview: the page of an item, a section or a place with an unsaved change, as
 * the site renders it, in one language. One of `info`, `catalog` or `poi`; what is left out
 * keeps its saved value.
 */
export const previewSchema = z
  .strictObject({
    lang: z.enum(['zh-TW', 'zh-CN', 'en']),
    info: z.optional(
      z.strictObject({
        id: idSchema,
        infoImgLink: z.optional(imgLinkSchema),
        infoLink: z.optional(linkSchema),
        i18n: z.optional(i18nUpdate(infoTextsSchema)),
      }),
    ),
    catalog: z.optional(
      z.strictObject({
        id: idSchema,
        sort: z.optional(sortSchema),
        i18n: z.optional(i18nUpdate(catalogTextsSchema)),
      }),
    ),
    poi: z.optional(
      z.strictObject({
        poiCode: codeSchema,
        imgMain: z.optional(pictureSchema),
        sort: z.optional(sortSchema),
        i18n: z.optional(i18nUpdate(poiTextsSchema)),
      }),
    ),
  })
  .check(
    z.refine((b) => [b.info, b.catalog, b.poi].filter((part) => part !== undefined).length === 1, {
      message: 'errors.editor.previewWhat',
      path: ['info'],
    }),
  );
export type PreviewRequest = z.infer<typeof previewSchema>;

/** One catalogue node's own values in one language (a preview replaces them in its tree). */
export interface NodeDraft {
  id: string;
  catalogName: string;
  catalogDesc: string;
  sort: number;
}

/**
 * What the publisher renders a preview of: one entity as the editor has it now, in one
 * language, in the CMS's wire shape (the content loader's conversion and sanitiser run on it).
 */
export type PreviewDraft =
  | { lang: Language; item: InfoItem }
  | { lang: Language; node: NodeDraft }
  | { lang: Language; poi: Poi };
