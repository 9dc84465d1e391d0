import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import * as z from 'zod/mini';
import {
  catalogNodeSchema,
  infoItemSchema,
  parseInfoImgLink,
  PAGE_CATALOG_TYPES,
  poiSchema,
  type CatalogNode,
  type InfoItem,
  type PageCatalogType,
  type Poi,
} from '../lib/contract/cms.ts';
import { LANGUAGES, REGION_CODES, type Language } from '../lib/contract/common.ts';
import { envelopeSchema } from '../lib/contract/envelope.ts';
import { localizePath } from '../lib/i18n/paths.ts';
import { MEDIA_CACHE_DIR, referencedMedia, syncMedia } from './media.ts';
import { sanitizeRichText } from './sanitize.ts';
import type { CatalogEntryData, InfoEntryData, PoiEntryData } from './schemas.ts';
import { createSource, type CmsSource } from './source.ts';

/**
 * The CMS content loader (DESIGN §4). For every language it pulls, from the gateway's content
 * endpoints, the POIs of every area, the catalogue of every page kind for every area and POI,
 * and the info items of every catalogue node; validates each record with the contract schemas;
 * sanitises rich text; parses infoImgLink. One fetch feeds the three collections. Any failed or
 * invalid answer stops the build with a CmsLoadError naming the call.
 */

const CMS_PATH = '/cl-odss-app/guest/site/cms';
/** poiCode of the area pages (SPEC §2 addresses; HOME spans all areas). */
export const AREA_PAGE_CODES = ['HOME', ...REGION_CODES] as const;
/** listInfo accepts at most 200 ids per call (contract listInfoQuerySchema). */
const INFO_IDS_PER_CALL = 200;
const CONCURRENCY = 8;

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
  ) {
    super(`${call} ${problem}. ${hint}`);
  }
}

const describeCall = (path: string, lang: Language) => `GET ${path} (Accept-Language: ${lang})`;

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
    throw new CmsLoadError(name, `answered HTTP ${response.status} with a body that is not JSON`);
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success) {
    throw new CmsLoadError(
      name,
      `answered HTTP ${response.status} without the {state, code, msg, data} envelope`,
    );
  }
  const { state, code, msg, data } = answer.data;
  if (!response.ok || state !== 'success') {
    throw new CmsLoadError(
      name,
      `answered HTTP ${response.status} with state "${state}", code ${code}: ${msg}`,
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
async function list<T>(
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
async function one<T>(
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
async function pool<I, O>(items: readonly I[], limit: number, task: (item: I) => Promise<O>) {
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

const sortTree = (node: CatalogNode): CatalogNode => ({
  ...node,
  children: [...node.children].sort(bySort).map(sortTree),
});

const collectIds = (node: CatalogNode, into: Set<string>): Set<string> => {
  into.add(node.id);
  for (const child of node.children) collectIds(child, into);
  return into;
};

const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

const toInfoEntry = (lang: Language, item: InfoItem): InfoEntryData => ({
  lang,
  id: item.id,
  catalogId: item.catalogId,
  poiCode: item.poiCode,
  regionCode: item.regionCode,
  infoTitle: item.infoTitle,
  infoSummary: item.infoSummary,
  infoDesc: sanitizeRichText(item.infoDesc, { localizeHref: (path) => localizePath(lang, path) }),
  tags: item.infoTag
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== ''),
  images: parseInfoImgLink(item.infoImgLink),
  infoLink: item.infoLink.trim(),
  sort: item.sort,
  updatedAt: item.updatedAt,
});

const toPoiEntry = (lang: Language, poi: Poi): PoiEntryData => ({
  lang,
  ...poi,
  poiRefundDesc: sanitizeRichText(poi.poiRefundDesc, {
    localizeHref: (path) => localizePath(lang, path),
  }),
});

/** The poiCodes whose pages of a kind are looked up: POI pages per POI, others per area. */
export const pageCodes = (type: PageCatalogType, poiCodes: readonly string[]): readonly string[] =>
  type === 'POI' ? poiCodes : AREA_PAGE_CODES;

/** Pulls everything of one language. */
async function fetchLanguage(source: CmsSource, lang: Language, into: Snapshot): Promise<void> {
  const poiLists = await pool(REGION_CODES, CONCURRENCY, (region) =>
    list(source, `${CMS_PATH}/listPoi?regionCode=${region}`, lang, poiSchema),
  );
  const pois = new Map(poiLists.flat().map((poi) => [poi.poiCode, poi]));
  for (const poi of pois.values()) into.pois.set(`${lang}/${poi.poiCode}`, toPoiEntry(lang, poi));

  const queries = PAGE_CATALOG_TYPES.flatMap((type) =>
    pageCodes(type, [...pois.keys()]).map((poiCode) => ({ type, poiCode })),
  );
  const roots = await pool(queries, CONCURRENCY, async ({ type, poiCode }) => {
    const path = `${CMS_PATH}/listCatalog?catalogType=${type}&poiCode=${encodeURIComponent(poiCode)}`;
    const [root] = await list(source, path, lang, catalogNodeSchema);
    if (root !== undefined && root.catalogType !== type) {
      throw new CmsLoadError(
        describeCall(path, lang),
        `returned a root node of type ${root.catalogType} instead of ${type}`,
      );
    }
    return root;
  });

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
  // SPEC §7: POI pages show the place detail fetched by poiCode (its poiName is the title)
  const poiPages = queries.filter((q, index) => q.type === 'POI' && roots[index] !== undefined);
  const details = await pool(poiPages, CONCURRENCY, ({ poiCode }) =>
    one(source, `${CMS_PATH}/load?poiCode=${encodeURIComponent(poiCode)}`, lang, poiSchema),
  );
  for (const poi of details) into.pois.set(`${lang}/${poi.poiCode}`, toPoiEntry(lang, poi));

  if (!into.catalogs.has(`${lang}/INDEX/HOME`)) {
    throw new CmsLoadError(
      describeCall(`${CMS_PATH}/listCatalog?catalogType=INDEX&poiCode=HOME`, lang),
      'returned no catalogue, so the home page would be empty',
      'Seed or publish the home page content (npm run seed for the embedded gateway), then build again.',
    );
  }

  const infoLists = await pool(chunk([...ids], INFO_IDS_PER_CALL), CONCURRENCY, (batch) =>
    list(source, `${CMS_PATH}/listInfo?catalogIds=${batch.join(',')}`, lang, infoItemSchema),
  );
  for (const item of infoLists.flat()) {
    into.infos.set(`${lang}/${item.id}`, toInfoEntry(lang, item));
  }
}

/** Pulls the whole CMS, every language, from one source. */
export async function fetchSnapshot(source: CmsSource): Promise<Snapshot> {
  const snapshot: Snapshot = { catalogs: new Map(), infos: new Map(), pois: new Map() };
  for (const lang of LANGUAGES) await fetchLanguage(source, lang, snapshot);
  return snapshot;
}

type CollectionName = keyof Snapshot;

/**
 * Writes one collection: entries whose digest is unchanged are left alone, vanished entries
 * are deleted. Returns the number of entries written.
 */
export async function syncCollection(
  context: Pick<LoaderContext, 'store' | 'parseData' | 'generateDigest'>,
  entries: ReadonlyMap<string, Record<string, unknown>>,
): Promise<number> {
  const { store, parseData, generateDigest } = context;
  for (const id of store.keys()) if (!entries.has(id)) store.delete(id);
  let written = 0;
  for (const [id, raw] of entries) {
    const digest = generateDigest(raw);
    if (store.get(id)?.digest === digest) continue;
    const data = await parseData({ id, data: raw });
    if (store.set({ id, data, digest })) written += 1;
  }
  return written;
}

export interface CmsLoaderOptions {
  /** Opens the source; defaults to CMS_API_URL or the embedded gateway. */
  openSource?: () => Promise<CmsSource>;
  /**
   * Folder that receives the CMS pictures for the image pipeline (see media.ts); `false` skips
   * the pictures. Defaults to MEDIA_CACHE_DIR under the project root.
   */
  mediaCacheDir?: string | false;
}

/** Copies the snapshot's pictures into the media cache and reports what happened. */
async function cacheMedia(
  source: CmsSource,
  snapshot: Snapshot,
  cacheDir: string,
  logger: LoaderContext['logger'],
): Promise<void> {
  const started = performance.now();
  const paths = referencedMedia(snapshot);
  const result = await syncMedia(source, paths, cacheDir);
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
 * content sync: the first collection to load starts it, the others reuse it.
 */
export function createCmsLoaders(options: CmsLoaderOptions = {}): Record<CollectionName, Loader> {
  const openSource = options.openSource ?? (() => createSource());
  const mediaDirOf = (context: LoaderContext): string | false =>
    options.mediaCacheDir ?? fileURLToPath(new URL(`${MEDIA_CACHE_DIR}/`, context.config.root));
  let run: { promise: Promise<Snapshot>; taken: Set<CollectionName> } | undefined;

  const snapshotFor = (name: CollectionName, context: LoaderContext): Promise<Snapshot> => {
    if (run === undefined || run.taken.has(name)) {
      const started = performance.now();
      const promise = (async () => {
        const source = await openSource();
        try {
          const snapshot = await fetchSnapshot(source);
          context.logger.info(
            `Loaded ${snapshot.catalogs.size} catalogues, ${snapshot.infos.size} info items and ` +
              `${snapshot.pois.size} POIs from ${source.label} in ${Math.round(performance.now() - started)} ms`,
          );
          const mediaDir = mediaDirOf(context);
          if (mediaDir !== false) await cacheMedia(source, snapshot, mediaDir, context.logger);
          return snapshot;
        } finally {
          await source.close();
        }
      })();
      run = { promise, taken: new Set() };
    }
    run.taken.add(name);
    return run.promise;
  };

  const loader = (name: CollectionName): Loader => ({
    name: `cms-${name}`,
    load: async (context) => {
      const snapshot = await snapshotFor(name, context);
      const written = await syncCollection(
        context,
        snapshot[name] as ReadonlyMap<string, Record<string, unknown>>,
      );
      context.meta.set('lastSync', new Date().toISOString());
      context.logger.info(`${name}: ${snapshot[name].size} entries, ${written} changed`);
    },
  });

  return { catalogs: loader('catalogs'), infos: loader('infos'), pois: loader('pois') };
}
