import { CMS_ROUTES } from '../lib/contract/routes.ts';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import * as z from 'zod/mini';
import {
  catalogNodeSchema,
  contentChangesSchema,
  infoItemSchema,
  isPictureValue,
  parseInfoImgLink,
  PAGE_CATALOG_TYPES,
  poiSchema,
  type CatalogNode,
  type ContentChanges,
  type InfoItem,
  type PageCatalogType,
  type Poi,
} from '../lib/contract/cms.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  REGION_CODES,
  type Language,
} from '../lib/contract/common.ts';
import { envelopeSchema } from '../lib/contract/envelope.ts';
import { localizePath } from '../lib/i18n/paths.ts';
import tableLabelEn from '../../locales/en/common.json' with { type: 'json' };
import tableLabelZhCN from '../../locales/zh-CN/common.json' with { type: 'json' };
import tableLabelZhTW from '../../locales/zh-TW/common.json' with { type: 'json' };
import { MEDIA_CACHE_DIR, referencedMedia, syncMedia } from './media.ts';
import { plainText } from './plain-text.ts';
import { sanitizeRichText } from '../lib/html/sanitize.ts';
import type { CatalogEntryData, InfoEntryData, PoiEntryData } from './schemas.ts';
import { createSource, readSourceEnv, type CmsSource } from './source.ts';

/**
 * The CMS content loader (DESIGN §4). For every language it pulls, from the gateway's content
 * endpoints, the POIs of every area, the catalogue of every page kind for every area and POI,
 * and the info items of every catalogue node; validates each record with the contract schemas;
 * sanitises rich text; makes text-only fields (names, titles, summaries, tags) plain text;
 * parses infoImgLink. One fetch feeds the three collections. Any failed or
 * invalid answer stops the build with a CmsLoadError naming the call.
 */

/** poiCode of the area pages (SPEC §2 addresses; HOME spans all areas). */
export const AREA_PAGE_CODES = ['HOME', ...REGION_CODES] as const;
/** listInfo accepts at most 200 ids per call (contract listInfoQuerySchema). */
export const INFO_IDS_PER_CALL = 200;
export const CONCURRENCY = 8;

export interface Snapshot {
  catalogs: Map<string, CatalogEntryData>;
  infos: Map<string, InfoEntryData>;
  pois: Map<string, PoiEntryData>;
}

/** A gateway answer that cannot be used. The message names the call, the cause and a fix. */
export class CmsLoadError extends Error {
  override readonly name = 'CmsLoadError';
  constructor(
    readonly call: string,
    problem: string,
    hint = 'Check the gateway and its CMS content, then build again. The build stops so that no page is built from missing or broken content.',
    /** The HTTP status of the answer, when there was one. */
    readonly status?: number,
  ) {
    super(`${call} ${problem}. ${hint}`);
  }
}

export const describeCall = (path: string, lang: Language) =>
  `GET ${path} (Accept-Language: ${lang})`;

const formatIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : '(record)';
      const what =
        issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message.toLowerCase();
      return `${where}: ${what}`;
    })
    .join('; ') + (issues.length > 5 ? `; and ${issues.length - 5} more` : '');

const answerSchema = envelopeSchema(z.unknown());

/** One gateway call: transport, JSON, envelope and state checks. Returns `data`. */
async function call(source: CmsSource, path: string, lang: Language): Promise<unknown> {
  const name = describeCall(path, lang);
  let response: Response;
  let text: string;
  try {
    response = await source.get(path, lang);
    text = await response.text();
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new CmsLoadError(
      name,
      `could not reach ${source.label} (${cause})`,
      'Start the gateway or correct CMS_API_URL (unset it to build from the embedded gateway), then build again.',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new CmsLoadError(
      name,
      `answered HTTP ${response.status} with a body that is not JSON`,
      undefined,
      response.status,
    );
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success) {
    throw new CmsLoadError(
      name,
      `answered HTTP ${response.status} without the {state, code, msg, data} envelope`,
      undefined,
      response.status,
    );
  }
  const { state, code, msg, data } = answer.data;
  if (!response.ok || state !== 'success') {
    throw new CmsLoadError(
      name,
      `answered HTTP ${response.status} with state "${state}", code ${code}: ${msg}`,
      undefined,
      response.status,
    );
  }
  return data;
}

/** Names a record in a message: catalogue code, info item id or POI code, as it has. */
const recordLabel = (record: unknown): string => {
  if (record === null || typeof record !== 'object') return '';
  const r = record as Record<string, unknown>;
  const field = ['catalogCode', 'catalogId', 'poiCode', 'id'].find((f) => f in r);
  const name = field === 'catalogId' ? 'id' : field;
  const value = name === undefined ? undefined : r[name];
  return typeof value === 'string' || typeof value === 'number'
    ? ` (${name} ${String(value)})`
    : '';
};

/** A call whose `data` is a list; every record is validated with `schema`. */
export async function list<T>(
  source: CmsSource,
  path: string,
  lang: Language,
  schema: z.ZodMiniType<T>,
): Promise<T[]> {
  const data = await call(source, path, lang);
  if (!Array.isArray(data)) {
    throw new CmsLoadError(describeCall(path, lang), 'answered with data that is not a list');
  }
  return data.map((record: unknown, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      throw new CmsLoadError(
        describeCall(path, lang),
        `returned an invalid record at data[${index}]${recordLabel(record)}: ${formatIssues(parsed.error.issues)}`,
        'Correct that record in the CMS (or the gateway that serves it), then build again. The build stops so that no page is built from broken content.',
      );
    }
    return parsed.data;
  });
}

/** A call whose `data` is one record, validated with `schema`. */
export async function one<T>(
  source: CmsSource,
  path: string,
  lang: Language,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  const data = await call(source, path, lang);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new CmsLoadError(
      describeCall(path, lang),
      `returned an invalid record${recordLabel(data)}: ${formatIssues(parsed.error.issues)}`,
    );
  }
  return parsed.data;
}

/** Runs `task` over `items` with at most `limit` in flight; results keep the input order. */
export async function pool<I, O>(
  items: readonly I[],
  limit: number,
  task: (item: I) => Promise<O>,
) {
  const results: O[] = new Array<O>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as I);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const bySort = <T extends { sort: number; id: string }>(a: T, b: T) =>
  a.sort - b.sort || a.id.localeCompare(b.id, 'en', { numeric: true });

/** The tree in sort order, names and descriptions as plain text. */
export const sortTree = (node: CatalogNode): CatalogNode => ({
  ...node,
  catalogName: plainText(node.catalogName),
  catalogDesc: plainText(node.catalogDesc),
  children: [...node.children].sort(bySort).map(sortTree),
});

export const collectIds = (node: CatalogNode, into: Set<string>): Set<string> => {
  into.add(node.id);
  for (const child of node.children) collectIds(child, into);
  return into;
};

export const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * The name of a rich-text table's scroll box, by language. Read from the JSON catalogues
 * directly, not through src/lib/i18n (its import.meta.glob is Vite's): this module also runs
 * in Node, in the publishing server's incremental renderer.
 */
const TABLE_LABEL: Record<Language, string> = {
  'zh-TW': tableLabelZhTW['richText.table'],
  'zh-CN': tableLabelZhCN['richText.table'],
  en: tableLabelEn['richText.table'],
};

export const toInfoEntry = (lang: Language, item: InfoItem): InfoEntryData => ({
  lang,
  id: item.id,
  catalogId: item.catalogId,
  poiCode: item.poiCode,
  regionCode: item.regionCode,
  infoTitle: plainText(item.infoTitle),
  infoSummary: plainText(item.infoSummary),
  infoDesc: sanitizeRichText(item.infoDesc, {
    localizeHref: (path) => localizePath(lang, path),
    tableLabel: TABLE_LABEL[lang],
  }),
  tags: plainText(item.infoTag)
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== ''),
  images: parseInfoImgLink(item.infoImgLink),
  infoLink: item.infoLink.trim(),
  sort: item.sort,
  updatedAt: item.updatedAt,
});

export const toPoiEntry = (lang: Language, poi: Poi): PoiEntryData => ({
  lang,
  ...poi,
  poiName: plainText(poi.poiName),
  poiNameNative: plainText(poi.poiNameNative),
  poiSummary: plainText(poi.poiSummary),
  // a picture only when it is one (an https address or a /media/ path): never a script URL
  imgMain: isPictureValue(poi.imgMain) ? poi.imgMain : '',
  poiRefundDesc: sanitizeRichText(poi.poiRefundDesc, {
    localizeHref: (path) => localizePath(lang, path),
    tableLabel: TABLE_LABEL[lang],
  }),
});

/** The poiCodes whose pages of a kind are looked up: POI pages per POI, others per area. */
export const pageCodes = (type: PageCatalogType, poiCodes: readonly string[]): readonly string[] =>
  type === 'POI' ? poiCodes : AREA_PAGE_CODES;

/** Where the last content sync left off; kept in each collection's meta between builds. */
export interface SyncCursor {
  /** The source's label: a cursor of another gateway is not used. */
  source: string;
  /** The content database's epoch (listChanges): another database means a full sync. */
  epoch: string;
  /** The newest updatedAt the gateway had when the sync started. */
  updatedUpTo: number;
  /** The last deletion number the sync saw. */
  lastSeq: number;
}

/**
 * Writes stamped this long before the last sync's newest stamp are fetched again: a write
 * stamped just before a sync but committed just after it is not missed.
 */
export const SYNC_MARGIN_MS = 60_000;
const CURSOR_KEY = 'cmsCursor';

/**
 * What one content sync fetched. `full`: the snapshot is the whole CMS. `delta`: catalogues are
 * complete (they are the site's structure and cheap), POIs and info items hold only what
 * changed since the cursor; `poiIds`, `catalogIds` and `deletedInfos` tell which stored entries
 * are gone.
 */
export interface ContentSync {
  mode: 'full' | 'delta';
  snapshot: Snapshot;
  /** Entry ids (`<lang>/<poiCode>`) of every POI there is now. */
  poiIds: Set<string>;
  /** Every catalogue node id there is now, per language. */
  catalogIds: Map<Language, Set<string>>;
  /** Info items deleted since the cursor. */
  deletedInfos: Set<string>;
  /** The cursor to store once the sync is applied (none when the gateway has no listChanges). */
  cursor: SyncCursor | undefined;
  /** Calls made, for the log. */
  calls: number;
}

/**
 * Pulls one language: every POI list (small; it names the POI pages), every catalogue tree,
 * and — with `since` — only the POI details and info items stamped at or after it.
 */
async function fetchLanguage(
  source: CmsSource,
  lang: Language,
  sync: ContentSync,
  since: number | undefined,
): Promise<void> {
  const into = sync.snapshot;
  const changed = (stamp: number) => since === undefined || stamp >= since;
  const poiLists = await pool(REGION_CODES, CONCURRENCY, (region) =>
    list(source, `${CMS_ROUTES.paths.listPoi}?regionCode=${region}`, lang, poiSchema),
  );
  sync.calls += poiLists.length;
  const pois = new Map(poiLists.flat().map((poi) => [poi.poiCode, poi]));
  for (const poi of pois.values()) {
    sync.poiIds.add(`${lang}/${poi.poiCode}`);
    if (changed(poi.updatedAt)) into.pois.set(`${lang}/${poi.poiCode}`, toPoiEntry(lang, poi));
  }

  const queries = PAGE_CATALOG_TYPES.flatMap((type) =>
    pageCodes(type, [...pois.keys()]).map((poiCode) => ({ type, poiCode })),
  );
  const roots = await pool(queries, CONCURRENCY, async ({ type, poiCode }) => {
    const path = `${CMS_ROUTES.paths.listCatalog}?catalogType=${type}&poiCode=${encodeURIComponent(poiCode)}`;
    const [root] = await list(source, path, lang, catalogNodeSchema);
    if (root !== undefined && root.catalogType !== type) {
      throw new CmsLoadError(
        describeCall(path, lang),
        `returned a root node of type ${root.catalogType} instead of ${type}`,
      );
    }
    return root;
  });
  sync.calls += queries.length;

  const ids = new Set<string>();
  queries.forEach(({ type, poiCode }, index) => {
    const root = roots[index];
    if (root === undefined) return;
    into.catalogs.set(`${lang}/${type}/${poiCode}`, {
      lang,
      pageType: type,
      poiCode,
      root: sortTree(root),
    });
    collectIds(root, ids);
  });
  sync.catalogIds.set(lang, ids);
  // SPEC §7: POI pages show the place detail fetched by poiCode (its poiName is the title)
  const poiPages = queries.filter(
    (q, index) =>
      q.type === 'POI' &&
      roots[index] !== undefined &&
      changed(pois.get(q.poiCode)?.updatedAt ?? Number.POSITIVE_INFINITY),
  );
  const details = await pool(poiPages, CONCURRENCY, ({ poiCode }) =>
    one(source, `${CMS_ROUTES.paths.load}?poiCode=${encodeURIComponent(poiCode)}`, lang, poiSchema),
  );
  sync.calls += details.length;
  for (const poi of details) into.pois.set(`${lang}/${poi.poiCode}`, toPoiEntry(lang, poi));

  if (!into.catalogs.has(`${lang}/INDEX/HOME`)) {
    throw new CmsLoadError(
      describeCall(`${CMS_ROUTES.paths.listCatalog}?catalogType=INDEX&poiCode=HOME`, lang),
      'returned no catalogue, so the home page would be empty',
      'Seed or publish the home page content (npm run seed for the embedded gateway), then build again.',
    );
  }

  const sinceParam = since === undefined ? '' : `&updatedSince=${since}`;
  const batches = chunk([...ids], INFO_IDS_PER_CALL);
  const infoLists = await pool(batches, CONCURRENCY, (batch) =>
    list(
      source,
      `${CMS_ROUTES.paths.listInfo}?catalogIds=${batch.join(',')}${sinceParam}`,
      lang,
      infoItemSchema,
    ),
  );
  sync.calls += batches.length;
  for (const item of infoLists.flat()) {
    into.infos.set(`${lang}/${item.id}`, toInfoEntry(lang, item));
  }
}

/**
 * The gateway's sync point (listChanges), or undefined when it has none (a gateway without
 * the call answers 404): then every sync is a full one.
 */
async function fetchChanges(
  source: CmsSource,
  base: SyncCursor | undefined,
): Promise<ContentChanges | undefined> {
  const after = base === undefined ? '' : `?afterSeq=${base.lastSeq}`;
  try {
    return await one(
      source,
      `${CMS_ROUTES.paths.listChanges}${after}`,
      DEFAULT_LANGUAGE,
      contentChangesSchema,
    );
  } catch (error) {
    if (error instanceof CmsLoadError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * Pulls the CMS, every language: everything (no `base`, another source or database, too many
 * deletions, or `full`), or only what changed since `base` (DESIGN §4).
 */
export async function syncContent(
  source: CmsSource,
  base?: SyncCursor,
  { full = false }: { full?: boolean } = {},
): Promise<ContentSync> {
  const changes = await fetchChanges(source, base);
  const incremental =
    !full &&
    base !== undefined &&
    changes !== undefined &&
    !changes.truncated &&
    base.source === source.label &&
    base.epoch === changes.epoch;
  const sync: ContentSync = {
    mode: incremental ? 'delta' : 'full',
    snapshot: { catalogs: new Map(), infos: new Map(), pois: new Map() },
    poiIds: new Set(),
    catalogIds: new Map(),
    deletedInfos: new Set(
      incremental ? changes.deleted.filter((d) => d.kind === 'info').map((d) => d.key) : [],
    ),
    cursor:
      changes === undefined
        ? undefined
        : {
            source: source.label,
            epoch: changes.epoch,
            updatedUpTo: changes.updatedUpTo,
            lastSeq: changes.lastSeq,
          },
    calls: changes === undefined ? 0 : 1,
  };
  const since = incremental ? Math.max(0, base.updatedUpTo - SYNC_MARGIN_MS) : undefined;
  for (const lang of LANGUAGES) await fetchLanguage(source, lang, sync, since);
  return sync;
}

/** Pulls the whole CMS, every language, from one source. */
export async function fetchSnapshot(source: CmsSource): Promise<Snapshot> {
  return (await syncContent(source, undefined, { full: true })).snapshot;
}

type CollectionName = keyof Snapshot;
type Store = Pick<LoaderContext, 'store' | 'parseData' | 'generateDigest'>;

/** Writes one entry unless its digest is unchanged; true when written. */
async function writeEntry(
  { store, parseData, generateDigest }: Store,
  id: string,
  raw: Record<string, unknown>,
): Promise<boolean> {
  const digest = generateDigest(raw);
  if (store.get(id)?.digest === digest) return false;
  const data = await parseData({ id, data: raw });
  return store.set({ id, data, digest });
}

/**
 * Writes one collection: entries whose digest is unchanged are left alone, vanished entries
 * are deleted. Returns the number of entries written.
 */
export async function syncCollection(
  context: Store,
  entries: ReadonlyMap<string, Record<string, unknown>>,
): Promise<number> {
  for (const id of context.store.keys()) if (!entries.has(id)) context.store.delete(id);
  let written = 0;
  for (const [id, raw] of entries) if (await writeEntry(context, id, raw)) written += 1;
  return written;
}

/**
 * Applies an incremental sync to one collection: `changed` entries are written, stored entries
 * that `keep` refuses are deleted, every other entry stays as the last sync left it. Returns
 * the numbers written and deleted.
 */
export async function applyDelta(
  context: Store,
  changed: ReadonlyMap<string, Record<string, unknown>>,
  keep: (id: string, data: Record<string, unknown>) => boolean,
): Promise<{ written: number; deleted: number }> {
  let deleted = 0;
  for (const id of [...context.store.keys()]) {
    const entry = context.store.get(id);
    if (changed.has(id) || (entry !== undefined && keep(id, entry.data))) continue;
    context.store.delete(id);
    deleted += 1;
  }
  let written = 0;
  for (const [id, raw] of changed) if (await writeEntry(context, id, raw)) written += 1;
  return { written, deleted };
}

/** Applies what a sync fetched to the collection `name`. */
async function applySync(
  name: CollectionName,
  context: Store,
  sync: ContentSync,
): Promise<{ written: number; deleted: number }> {
  const entries = sync.snapshot[name] as ReadonlyMap<string, Record<string, unknown>>;
  if (sync.mode === 'full' || name === 'catalogs') {
    const before = context.store.keys().length;
    const written = await syncCollection(context, entries);
    return { written, deleted: Math.max(0, before + written - context.store.keys().length) };
  }
  if (name === 'pois') return applyDelta(context, entries, (id) => sync.poiIds.has(id));
  return applyDelta(context, entries, (_id, data) => {
    const lang = data['lang'] as Language;
    const id = String(data['id']);
    return (
      !sync.deletedInfos.has(id) &&
      sync.catalogIds.get(lang)?.has(String(data['catalogId'])) === true
    );
  });
}

const readCursor = (meta: LoaderContext['meta']): SyncCursor | undefined => {
  const raw = meta.get(CURSOR_KEY);
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return undefined;
    const { source, epoch, updatedUpTo, lastSeq } = value as Record<string, unknown>;
    return typeof source === 'string' &&
      typeof epoch === 'string' &&
      typeof updatedUpTo === 'number' &&
      typeof lastSeq === 'number'
      ? { source, epoch, updatedUpTo, lastSeq }
      : undefined;
  } catch {
    return undefined;
  }
};

export interface CmsLoaderOptions {
  /** Opens the source; defaults to CMS_API_URL or the embedded gateway. */
  openSource?: () => Promise<CmsSource>;
  /**
   * Folder that receives the CMS pictures for the image pipeline (see media.ts); `false` skips
   * the pictures. Defaults to MEDIA_CACHE_DIR under the project root.
   */
  mediaCacheDir?: string | false;
  /** Always sync everything (default: CMS_FULL_SYNC=1); otherwise only what changed. */
  fullSync?: boolean;
}

/**
 * Copies the sync's pictures into the media cache and reports what happened. A delta sync
 * fetches only the pictures of what changed and removes nothing.
 */
async function cacheMedia(
  source: CmsSource,
  sync: ContentSync,
  cacheDir: string,
  logger: LoaderContext['logger'],
): Promise<void> {
  const started = performance.now();
  const paths = referencedMedia(sync.snapshot);
  const result = await syncMedia(source, paths, cacheDir, { prune: sync.mode === 'full' });
  logger.info(
    `Cached ${paths.length} pictures for the image pipeline (${result.written} written, ` +
      `${result.unchanged} unchanged, ${result.removed} removed) in ${Math.round(performance.now() - started)} ms`,
  );
  if (result.failed.length > 0) {
    const list = result.failed
      .slice(0, 5)
      .map((f) => `${f.path} (${f.reason})`)
      .join(', ');
    logger.warn(
      `${result.failed.length} pictures could not be fetched from ${source.label}: ${list}` +
        `${result.failed.length > 5 ? ', …' : ''}. Their blocks show them unoptimised from /media/; ` +
        'correct the picture paths in the CMS or upload the files, then build again.',
    );
  }
}

/**
 * The three loaders of the `catalogs`, `infos` and `pois` collections. They share one fetch per
 * content sync (the first collection to load starts it, the others with the same cursor reuse
 * it), and each applies it to its own store: everything the first time, then only what changed
 * since the cursor kept in its meta (DESIGN §4).
 */
export function createCmsLoaders(options: CmsLoaderOptions = {}): Record<CollectionName, Loader> {
  const openSource = options.openSource ?? (() => createSource());
  const fullSync = () => options.fullSync ?? readSourceEnv().CMS_FULL_SYNC;
  const mediaDirOf = (context: LoaderContext): string | false =>
    options.mediaCacheDir ?? fileURLToPath(new URL(`${MEDIA_CACHE_DIR}/`, context.config.root));
  const runs = new Map<string, { promise: Promise<ContentSync>; taken: Set<CollectionName> }>();

  const syncFor = (name: CollectionName, context: LoaderContext): Promise<ContentSync> => {
    const base = readCursor(context.meta);
    const key = JSON.stringify(base ?? null);
    let run = runs.get(key);
    if (run === undefined || run.taken.has(name)) {
      const started = performance.now();
      const promise = (async () => {
        const source = await openSource();
        try {
          const sync = await syncContent(source, base, { full: fullSync() });
          const { catalogs, infos, pois } = sync.snapshot;
          context.logger.info(
            `${sync.mode === 'full' ? 'Loaded' : 'Loaded the changes:'} ${catalogs.size} catalogues, ` +
              `${infos.size} info items and ${pois.size} POIs from ${source.label} in ` +
              `${Math.round(performance.now() - started)} ms (${sync.calls} calls)`,
          );
          const mediaDir = mediaDirOf(context);
          if (mediaDir !== false) await cacheMedia(source, sync, mediaDir, context.logger);
          return sync;
        } finally {
          await source.close();
        }
      })();
      run = { promise, taken: new Set() };
      runs.set(key, run);
    }
    run.taken.add(name);
    return run.promise;
  };

  const loader = (name: CollectionName): Loader => ({
    name: `cms-${name}`,
    load: async (context) => {
      const sync = await syncFor(name, context);
      const { written, deleted } = await applySync(name, context, sync);
      if (sync.cursor === undefined) context.meta.delete(CURSOR_KEY);
      else context.meta.set(CURSOR_KEY, JSON.stringify(sync.cursor));
      context.meta.set('lastSync', new Date().toISOString());
      context.logger.info(
        `${name}: ${context.store.keys().length} entries, ${written} changed, ${deleted} removed (${sync.mode} sync)`,
      );
    },
  });

  return { catalogs: loader('catalogs'), infos: loader('infos'), pois: loader('pois') };
}
