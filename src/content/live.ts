import { CMS_ROUTES } from '../lib/contract/routes.ts';
import {
  catalogNodeSchema,
  contentStampsSchema,
  infoItemSchema,
  PAGE_CATALOG_TYPES,
  poiSchema,
  type CatalogType,
  type ContentStamps,
  type PageCatalogType,
} from '../lib/contract/cms.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  REGION_CODES,
  type Language,
} from '../lib/contract/common.ts';
import {
  AREA_PAGE_CODES,
  chunk,
  CmsLoadError,
  collectIds,
  CONCURRENCY,
  describeCall,
  INFO_IDS_PER_CALL,
  list,
  one,
  pool,
  sortTree,
  syncContent,
  toInfoEntry,
  toPoiEntry,
  type Snapshot,
} from './loader.ts';
import { referencedMedia } from './media.ts';
import {
  catalogEntrySchema,
  infoEntrySchema,
  poiEntrySchema,
  type CatalogEntryData,
  type InfoEntryData,
  type PoiEntryData,
} from './schemas.ts';
import { indexContent, type SiteContent } from './site-map.ts';
import type { CmsSource } from './source.ts';
import { trackedContent } from './tracked.ts';
import { hashOf } from './tracking.ts';

/**
 * The CMS content as the incremental publisher keeps it between publishes: the same entries the
 * content loader stores for a full build (same calls, same sanitising, same shapes: each entry
 * goes through the collection's schema), updated on each publish with only what changed.
 *
 * What changed is found by comparing the gateway's stamps (listStamps: every node, item and
 * POI with its updatedAt, parent and catalogue) with the stamps seen last: the pages whose tree
 * holds a changed node (before or after the change) are fetched again, the items of changed
 * or newly reachable nodes, the POI lists when a POI changed. Another content database (its
 * epoch) means a full sync.
 */

type NodeStamp = readonly [parentId: string | null, type: CatalogType, poiCode: string, at: number];

interface Stamps {
  epoch: string;
  nodes: Map<string, NodeStamp>;
  infos: Map<string, readonly [catalogId: string, at: number]>;
  pois: Map<string, number>;
}

const PAGE_KINDS: ReadonlySet<string> = new Set(PAGE_CATALOG_TYPES);
const AREA_CODES: ReadonlySet<string> = new Set(AREA_PAGE_CODES);

const toStamps = (answer: ContentStamps): Stamps => ({
  epoch: answer.epoch,
  nodes: new Map(
    answer.catalogs.map(([id, parent, type, code, at]) => [id, [parent, type, code, at]]),
  ),
  infos: new Map(answer.infos.map(([id, catalogId, at]) => [id, [catalogId, at]])),
  pois: new Map(answer.pois),
});

/** What one refresh changed, for the log and the publisher's "what changed". */
export interface LiveChanges {
  mode: 'full' | 'delta';
  /** Entry keys (`<lang>/<pageType>/<poiCode>`, `<lang>/<id>`, `<lang>/<poiCode>`) written or removed. */
  catalogs: string[];
  infos: string[];
  pois: string[];
  /** `/media/…` pictures the changed entries refer to. */
  media: string[];
  /** Gateway calls made. */
  calls: number;
}

/** The languages a refresh changed anything of (every one after a full sync). */
export function changedLanguages(changes: LiveChanges): Language[] {
  if (changes.mode === 'full') return [...LANGUAGES];
  const langs = new Set<string>();
  for (const key of [...changes.catalogs, ...changes.infos, ...changes.pois]) {
    langs.add(key.slice(0, key.indexOf('/')));
  }
  return LANGUAGES.filter((lang) => langs.has(lang));
}

const same = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);

export class LiveContent {
  private snapshot: Snapshot = { catalogs: new Map(), infos: new Map(), pois: new Map() };
  private stamps: Stamps | undefined;
  private indexed = new Map<Language, SiteContent>();

  constructor(private readonly source: CmsSource) {}

  /** One language's content, indexed and tracked (the same object until the next refresh). */
  contentOf(lang: Language): SiteContent {
    let content = this.indexed.get(lang);
    if (content === undefined) {
      const of = <T extends { lang: Language }>(map: Map<string, T>) =>
        [...map.values()].filter((entry) => entry.lang === lang);
      content = trackedContent(
        indexContent(
          lang,
          of(this.snapshot.catalogs),
          of(this.snapshot.infos),
          of(this.snapshot.pois),
        ),
      );
      this.indexed.set(lang, content);
    }
    return content;
  }

  /** The entries held now (by `<lang>/…` key, as the content loader keys them). */
  entries(): Readonly<Snapshot> {
    return this.snapshot;
  }

  /** Every `/media/…` picture the content refers to. */
  media(): string[] {
    return referencedMedia(this.snapshot);
  }

  /** Brings the content up to date: everything the first time, then what changed. */
  async refresh(): Promise<LiveChanges> {
    const stamps = toStamps(
      await one(
        this.source,
        `${CMS_ROUTES.paths.listStamps}`,
        DEFAULT_LANGUAGE,
        contentStampsSchema,
      ),
    );
    const previous = this.stamps;
    // a refresh that fails half-way leaves the snapshot unknown: the next one syncs everything
    this.stamps = undefined;
    let result: LiveChanges;
    try {
      result =
        previous === undefined || previous.epoch !== stamps.epoch
          ? await this.full()
          : await this.delta(previous, stamps);
    } catch (error) {
      this.indexed.clear();
      throw error;
    }
    this.stamps = stamps;
    // a language nothing changed in keeps its indexed content (the same object: what the
    // pages' route lists computed from it stays valid, scripts/publish/)
    for (const lang of changedLanguages(result)) this.indexed.delete(lang);
    result.calls += 1;
    return result;
  }

  private async full(): Promise<LiveChanges> {
    const sync = await syncContent(this.source, undefined, { full: true });
    this.snapshot = {
      catalogs: new Map(
        [...sync.snapshot.catalogs].map(([k, v]) => [k, catalogEntrySchema.parse(v)]),
      ),
      infos: new Map([...sync.snapshot.infos].map(([k, v]) => [k, infoEntrySchema.parse(v)])),
      pois: new Map([...sync.snapshot.pois].map(([k, v]) => [k, poiEntrySchema.parse(v)])),
    };
    return {
      mode: 'full',
      catalogs: [...this.snapshot.catalogs.keys()],
      infos: [...this.snapshot.infos.keys()],
      pois: [...this.snapshot.pois.keys()],
      media: referencedMedia(this.snapshot),
      calls: sync.calls,
    };
  }

  /** The page (`<type>/<poiCode>`) whose tree holds a node in the new structure, if any. */
  private static pageOf(nodes: Stamps['nodes'], id: string): string | undefined {
    let current = id;
    for (let depth = 0; depth < 64; depth += 1) {
      const stamp = nodes.get(current);
      if (stamp === undefined) return undefined;
      const [parent, type, poiCode] = stamp;
      if (parent !== null) {
        current = parent;
        continue;
      }
      // the pages the loader asks for: POI pages by POI, the other kinds by area
      const page = type === 'POI' || AREA_CODES.has(poiCode);
      return PAGE_KINDS.has(type) && page ? `${type}/${poiCode}` : undefined;
    }
    return undefined;
  }

  /** Node id → page (`<type>/<poiCode>`) of the trees held now (the same in every language). */
  private nodePages(): Map<string, string> {
    const pages = new Map<string, string>();
    for (const entry of this.snapshot.catalogs.values()) {
      if (entry.lang !== DEFAULT_LANGUAGE) continue;
      const key = `${entry.pageType}/${entry.poiCode}`;
      for (const id of collectIds(entry.root, new Set())) pages.set(id, key);
    }
    return pages;
  }

  private async delta(before: Stamps, after: Stamps): Promise<LiveChanges> {
    const changes: LiveChanges = {
      mode: 'delta',
      catalogs: [],
      infos: [],
      pois: [],
      media: [],
      calls: 0,
    };
    const oldPages = this.nodePages();
    const pages = new Set<string>();
    for (const id of new Set([...before.nodes.keys(), ...after.nodes.keys()])) {
      const was = before.nodes.get(id);
      const is = after.nodes.get(id);
      if (was !== undefined && is !== undefined && same(was, is)) continue;
      const oldPage = oldPages.get(id);
      const newPage = LiveContent.pageOf(after.nodes, id);
      if (oldPage !== undefined) pages.add(oldPage);
      if (newPage !== undefined) pages.add(newPage);
    }

    const changedPois = new Set<string>();
    for (const code of new Set([...before.pois.keys(), ...after.pois.keys()])) {
      if (before.pois.get(code) !== after.pois.get(code)) changedPois.add(code);
    }
    if (changedPois.size > 0) {
      await this.fetchPois(changes);
      // a POI that appears or goes takes its POI page with it
      for (const code of changedPois) pages.add(`POI/${code}`);
    }

    await this.fetchPages([...pages], changes);

    const nowPages = this.nodePages();
    const entered = [...nowPages.keys()].filter((id) => !oldPages.has(id));
    const fetchNodes = new Set(entered);
    const staleInfos = new Set<string>();
    for (const id of new Set([...before.infos.keys(), ...after.infos.keys()])) {
      const was = before.infos.get(id);
      const is = after.infos.get(id);
      if (was !== undefined && is !== undefined && same(was, is)) continue;
      staleInfos.add(id);
      if (is !== undefined && nowPages.has(is[0])) fetchNodes.add(is[0]);
    }
    // the loader keeps the items of the nodes of page trees only
    const dropped = new Map<string, InfoEntryData>();
    for (const [key, entry] of this.snapshot.infos) {
      if (staleInfos.has(entry.id) || !nowPages.has(entry.catalogId)) {
        this.snapshot.infos.delete(key);
        dropped.set(key, entry);
      }
    }
    const kept = await this.fetchInfos([...fetchNodes], changes, dropped);
    for (const key of dropped.keys()) if (!kept.has(key)) changes.infos.push(key);
    changes.media = referencedMedia({
      infos: new Map(changes.infos.flatMap((k) => this.entry(this.snapshot.infos, k))),
      pois: new Map(changes.pois.flatMap((k) => this.entry(this.snapshot.pois, k))),
    });
    return changes;
  }

  private entry<T>(map: Map<string, T>, key: string): [string, T][] {
    const value = map.get(key);
    return value === undefined ? [] : [[key, value]];
  }

  /** Every POI list again (they are short): the set of POIs and their fields. */
  private async fetchPois(changes: LiveChanges): Promise<void> {
    for (const lang of LANGUAGES) {
      const lists = await pool(REGION_CODES, CONCURRENCY, (region) =>
        list(this.source, `${CMS_ROUTES.paths.listPoi}?regionCode=${region}`, lang, poiSchema),
      );
      changes.calls += lists.length;
      const fresh = new Map(
        lists
          .flat()
          .map((poi) => [`${lang}/${poi.poiCode}`, poiEntrySchema.parse(toPoiEntry(lang, poi))]),
      );
      for (const key of [...this.snapshot.pois.keys()]) {
        if (key.startsWith(`${lang}/`) && !fresh.has(key)) {
          this.snapshot.pois.delete(key);
          changes.pois.push(key);
        }
      }
      for (const [key, poi] of fresh) {
        const old = this.snapshot.pois.get(key);
        if (old !== undefined && JSON.stringify(old) === JSON.stringify(poi)) continue;
        this.snapshot.pois.set(key, poi);
        changes.pois.push(key);
      }
    }
  }

  /** Fetches page trees again in every language (a POI page only while its POI exists). */
  private async fetchPages(keys: string[], changes: LiveChanges): Promise<void> {
    const jobs = LANGUAGES.flatMap((lang) => keys.map((key) => ({ lang, key })));
    const roots = await pool(jobs, CONCURRENCY, async ({ lang, key }) => {
      const [type, ...rest] = key.split('/');
      const poiCode = rest.join('/');
      if (type === 'POI' && !this.snapshot.pois.has(`${lang}/${poiCode}`)) return undefined;
      const path = `${CMS_ROUTES.paths.listCatalog}?catalogType=${type}&poiCode=${encodeURIComponent(poiCode)}`;
      changes.calls += 1;
      const [root] = await list(this.source, path, lang, catalogNodeSchema);
      if (root !== undefined && root.catalogType !== type) {
        throw new CmsLoadError(
          describeCall(path, lang),
          `returned a root node of type ${root.catalogType} instead of ${type}`,
        );
      }
      return root;
    });
    jobs.forEach(({ lang, key }, index) => {
      const root = roots[index];
      const entryKey = `${lang}/${key}`;
      const [type, ...rest] = key.split('/');
      if (root === undefined) {
        if (this.snapshot.catalogs.delete(entryKey)) changes.catalogs.push(entryKey);
        return;
      }
      const entry: CatalogEntryData = catalogEntrySchema.parse({
        lang,
        pageType: type as PageCatalogType,
        poiCode: rest.join('/'),
        root: sortTree(root),
      });
      // the same tree as before in all that pages show: the entry stays the same object
      const before = this.snapshot.catalogs.get(entryKey);
      if (before !== undefined && hashOf(before) === hashOf(entry)) return;
      this.snapshot.catalogs.set(entryKey, entry);
      changes.catalogs.push(entryKey);
    });
    for (const lang of LANGUAGES) {
      if (!this.snapshot.catalogs.has(`${lang}/INDEX/HOME`)) {
        throw new CmsLoadError(
          describeCall(`${CMS_ROUTES.paths.listCatalog}?catalogType=INDEX&poiCode=HOME`, lang),
          'returned no catalogue, so the home page would be empty',
        );
      }
    }
  }

  /**
   * Fetches every item of some nodes, in every language. An item the snapshot still holds kept
   * its stamp (delta() drops the items whose stamp changed): it is kept as it is, neither
   * converted and sanitised again nor counted as changed. A dropped item that comes back the
   * same in all that pages show (an edit of another language stamps every language's row) is
   * put back as the same object and not counted either; the keys put back are returned.
   */
  private async fetchInfos(
    nodeIds: string[],
    changes: LiveChanges,
    dropped: ReadonlyMap<string, InfoEntryData> = new Map(),
  ): Promise<Set<string>> {
    const kept = new Set<string>();
    if (nodeIds.length === 0) return kept;
    const jobs = LANGUAGES.flatMap((lang) =>
      chunk(nodeIds.sort(), INFO_IDS_PER_CALL).map((batch) => ({ lang, batch })),
    );
    const lists = await pool(jobs, CONCURRENCY, ({ lang, batch }) =>
      list(
        this.source,
        `${CMS_ROUTES.paths.listInfo}?catalogIds=${batch.join(',')}`,
        lang,
        infoItemSchema,
      ),
    );
    changes.calls += jobs.length;
    jobs.forEach(({ lang }, index) => {
      for (const item of lists[index] ?? []) {
        const key = `${lang}/${item.id}`;
        if (this.snapshot.infos.has(key)) continue;
        const entry: InfoEntryData = infoEntrySchema.parse(toInfoEntry(lang, item));
        const before = dropped.get(key);
        if (before !== undefined && hashOf(before) === hashOf(entry)) {
          this.snapshot.infos.set(key, before);
          kept.add(key);
          continue;
        }
        this.snapshot.infos.set(key, entry);
        changes.infos.push(key);
      }
    });
    return kept;
  }
}

export type { CatalogEntryData, InfoEntryData, PoiEntryData };
