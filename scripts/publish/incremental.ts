import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageMetadata } from 'astro';
import { LiveContent, type LiveChanges } from '../../src/content/live.ts';
import { toInfoEntry, toPoiEntry } from '../../src/content/loader.ts';
import { indexContent, type SiteContent } from '../../src/content/site-map.ts';
import { trackedContent } from '../../src/content/tracked.ts';
import type { CatalogNode } from '../../src/lib/contract/cms.ts';
import type { NodeDraft, PreviewDraft } from '../../src/lib/contract/editor.ts';
import { plainText } from '../../src/content/plain-text.ts';
import { syncMedia } from '../../src/content/media.ts';
import type { CmsSource } from '../../src/content/source.ts';
import { contentHashes } from '../../src/content/tracked.ts';
import { recompute, tracker, type PageRecord } from '../../src/content/tracking.ts';
import { LANGUAGES, type Language } from '../../src/lib/contract/common.ts';
import { compressFile } from '../lib/precompress.ts';
import { pictureMetadata, writeRenditions } from './images.ts';
import { needsRender, nextState, planPublish } from './plan.ts';
import { SiteRenderer } from './renderer.ts';
import {
  pageFile,
  parseState,
  readState,
  RENDERER_DIR,
  serializeState,
  writeAtomic,
  type RenderState,
} from './state.ts';

/**
 * The incremental publisher (runs in the publishing worker, scripts/publish/worker.ts): keeps
 * the live CMS content, the renderer of the live full build and the render state of the recent
 * generations; a publish brings the content up to date, works out which pages changed
 * (plan.ts), renders only those with the build's own bundle and writes them (with .br/.gz and
 * the picture renditions they need) into the new generation's folder.
 */

/** The state of an incremental generation, beside its files. */
export const GENERATION_STATE_FILE = '.render-state.json';

export interface PublishRequest {
  /** Id of the new generation. */
  id: string;
  /** The generation live now, and its folder (for its render state). */
  parent: { id: string; dir: string };
  /** The new generation's folder (empty). */
  outDir: string;
  /** Picture renditions (`/_astro/…`) the live generation already has. */
  assets: readonly string[];
}

/** A preview: an item, a node or a POI as the editor has it now (unsaved), in one language. */
export type PreviewRequest = PreviewDraft;

export interface PreviewResult {
  /** The page rendered: the item's own page, else the first page that shows it. */
  path: string;
  html: string;
}

export interface PublishResult {
  /** Site paths written into outDir (their .br/.gz beside them). */
  files: string[];
  /** Site paths of pages gone. */
  deleted: string[];
  /** Page paths rendered. */
  rendered: string[];
  /** Pages of the new generation. */
  pages: number;
  /** What changed in the CMS (`info 123`, `catalog INDEX/GZ`, `poi GZ_PARK`), at most 50. */
  changes: string[];
  /** Renditions that could not be made (the page shows the picture unoptimised). */
  warnings: string[];
  timings: Record<string, number>;
}

/** A publish that only a full build can do (a route conflict, a state that is gone…). */
export class NeedsFullBuild extends Error {
  override readonly name = 'NeedsFullBuild';
}

const MAX_CHANGES = 50;

/** `en/123` keys of the content sync as `info 123` (each entity once, all languages). */
export function describeChanges(changes: LiveChanges): string[] {
  const entities = new Set<string>();
  const strip = (key: string) => key.slice(key.indexOf('/') + 1);
  for (const key of changes.catalogs) entities.add(`catalog ${strip(key)}`);
  for (const key of changes.infos) entities.add(`info ${strip(key)}`);
  for (const key of changes.pois) entities.add(`poi ${strip(key)}`);
  const list = [...entities].sort();
  return list.length > MAX_CHANGES
    ? [...list.slice(0, MAX_CHANGES), `… ${list.length - MAX_CHANGES} more`]
    : list;
}

export class IncrementalSite {
  private readonly states = new Map<string, RenderState>();
  private readonly hashCache = new WeakMap<object, string>();
  private readonly langHashes = new WeakMap<SiteContent, Map<string, string>>();
  private readonly pictures = new Map<string, ImageMetadata>();

  private constructor(
    readonly baseId: string,
    readonly renderer: SiteRenderer,
    readonly live: LiveContent,
    private readonly source: CmsSource,
    private readonly mediaDir: string,
  ) {
    this.states.set(baseId, renderer.state);
  }

  /**
   * Opens the renderer of a full build (`id`: its generation id) and loads the CMS content in
   * full; renders nothing. The first enumeration warms the bundle up.
   */
  static async open(options: {
    id: string;
    buildDir: string;
    source: CmsSource;
    mediaDir: string;
  }): Promise<IncrementalSite> {
    const renderer = await SiteRenderer.open(options.buildDir);
    const live = new LiveContent(options.source);
    const site = new IncrementalSite(options.id, renderer, live, options.source, options.mediaDir);
    await live.refresh();
    await site.preparePictures(live.media());
    site.install();
    await renderer.enumerate();
    return site;
  }

  /** Hands the live content and the pictures the bundle lacks to the pages. */
  private install(): void {
    const state = tracker();
    state.content = (lang: string) => Promise.resolve(this.live.contentOf(lang as Language));
    state.images = (path: string) => this.pictures.get(path);
  }

  /**
   * Copies the pictures not seen yet into the renderer's media folder and reads their metadata.
   * A picture seen before is not fetched again: a path never changes its picture (uploads are
   * named by their content hash, gateway/services/editor/media.ts), and its renditions are named
   * by path and size, so the live generation has them already. At ten times the demo site the
   * pictures of 20 changed items took 50–270 ms of each publish to fetch and compare again.
   */
  private async preparePictures(paths: readonly string[]): Promise<void> {
    const wanted = paths.filter((path) => !this.pictures.has(path));
    if (wanted.length === 0) return;
    await syncMedia(this.source, wanted, this.mediaDir, { prune: false });
    for (const path of wanted) {
      const file = join(this.mediaDir, path.slice('/media/'.length));
      if (!existsSync(file)) continue;
      try {
        this.pictures.set(path, await pictureMetadata(file));
      } catch {
        // not a picture the pipeline reads: the page shows it as it is
      }
    }
  }

  /**
   * The render state of a generation: in memory, else beside its files (an incremental one's
   * `.render-state.json`, a full build's `.server/state.json`).
   */
  async stateOf(id: string, dir: string): Promise<RenderState> {
    const known = this.states.get(id);
    if (known) return known;
    let state: RenderState | undefined;
    try {
      state = parseState(await readFile(join(dir, GENERATION_STATE_FILE), 'utf8'));
    } catch {
      state = await readState(join(dir, RENDERER_DIR)).catch(() => undefined);
    }
    if (!state) throw new NeedsFullBuild(`The render state of generation ${id} is not available.`);
    this.remember(id, state);
    return state;
  }

  private remember(id: string, state: RenderState): void {
    this.states.set(id, state);
    // the live generation, the ones a rollback can bring back and the base stay; older go
    const ids = [...this.states.keys()].filter((key) => key !== this.baseId);
    for (const old of ids.slice(0, Math.max(0, ids.length - 6))) this.states.delete(old);
  }

  /** The hash of every content key now, and of the derived keys the parent knew. */
  private hashes(parent: RenderState): Map<string, string> {
    const hashes = new Map<string, string>();
    const contentOf = (lang: string) =>
      (LANGUAGES as readonly string[]).includes(lang)
        ? this.live.contentOf(lang as Language)
        : undefined;
    for (const lang of LANGUAGES) {
      // a language the refresh did not change is the same object, with the same hashes
      const content = this.live.contentOf(lang);
      let own = this.langHashes.get(content);
      if (own === undefined) {
        own = new Map();
        contentHashes(content, own, this.hashCache);
        this.langHashes.set(content, own);
      }
      for (const [key, hash] of own) hashes.set(key, hash);
    }
    for (const key of parent.hashes.keys()) {
      if (!key.startsWith('derived:')) continue;
      const hash = recompute(key, contentOf);
      if (hash !== undefined) hashes.set(key, hash);
    }
    return hashes;
  }

  async publish(request: PublishRequest): Promise<PublishResult> {
    const timings: Record<string, number> = {};
    let mark = performance.now();
    const lap = (name: string) => {
      const now = performance.now();
      timings[name] = Math.round(now - mark);
      mark = now;
    };
    const parent = await this.stateOf(request.parent.id, request.parent.dir);
    const changes = await this.live.refresh();
    await this.preparePictures(changes.media);
    lap('content');
    const hashes = this.hashes(parent);
    lap('hashes');
    const known = new Map<string, boolean>();
    const renders = needsRender(parent, hashes, known);
    const { pages, conflicts } = await this.renderer.enumerate(renders);
    lap('enumerate');
    if (conflicts.length > 0) {
      throw new NeedsFullBuild(
        `Two routes name the same pages: ${conflicts.slice(0, 3).join(', ')}.`,
      );
    }
    const plan = planPublish(parent, hashes, pages, known, renders);
    lap('plan');

    const files: string[] = [];
    const records = new Map<string, PageRecord>();
    tracker().derived.clear();
    // a page's file and its .br/.gz are written (on libuv's threads) while the next pages
    // render: at ten times the demo site they took 350–510 ms of a 20-item publish, in turn
    const writes: Promise<void>[] = [];
    const write = async (rel: string, html: Buffer) => {
      const file = join(request.outDir, rel);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
      await compressFile(file, html);
    };
    const pipeline = await this.renderer
      .render(plan.render, (path, html, record) => {
        const rel = pageFile(path);
        files.push(rel);
        records.set(path, record);
        const writing = write(rel, html);
        // handled at once (a failure is not an unhandled rejection), thrown by the wait below
        writing.catch(() => undefined);
        writes.push(writing);
        return Promise.resolve();
      })
      // a failed render waits for the files under way before its error goes out
      .finally(() => Promise.allSettled(writes));
    await Promise.all(writes);
    lap('render');
    const assets = new Set(request.assets);
    const renditions = await writeRenditions(
      pipeline,
      request.outDir,
      (path) => assets.has(path),
      this.mediaDir,
    );
    files.push(...renditions.written);
    lap('pictures');
    for (const [key, hash] of tracker().derived) hashes.set(key, hash);
    const state = nextState(parent, hashes, records, plan.delete);
    this.remember(request.id, state);
    return {
      files: files.sort(),
      deleted: plan.delete.map(pageFile).sort(),
      rendered: plan.render.map((p) => p.path),
      pages: state.pages.size,
      changes: describeChanges(changes),
      warnings: renditions.failed.map((f) => `${f.path}: ${f.reason}`),
      timings,
    };
  }

  /**
   * The content as saved in the CMS now (published or not), for previews of what the live
   * site does not show yet: a second copy of the content, loaded on the first such preview and
   * brought up to date (a delta) on each one after.
   */
  private saved: LiveContent | undefined;

  private async savedContent(): Promise<LiveContent> {
    this.saved ??= new LiveContent(this.source);
    const changes = await this.saved.refresh();
    await this.preparePictures(changes.mode === 'full' ? this.saved.media() : changes.media);
    return this.saved;
  }

  /**
   * Renders the page of an info item, a catalogue node or a POI with an unsaved change, as a
   * publish would: the draft goes through the content loader's own conversion (sanitiser
   * included) into a copy of the content of its language, and the page that shows it (its own
   * page when it has one) is rendered with the build's bundle. Nothing is written and the live
   * content is untouched. What the live site shows is previewed over the live content; what
   * it does not show yet (a new item, section or place, or one moved where no live page looks)
   * over the content as saved, its pages found by enumerating the site with the draft.
   */
  async preview(request: PreviewRequest): Promise<PreviewResult> {
    try {
      return await this.previewOver(request, this.live, false);
    } catch (error) {
      if (!(error instanceof NeedsFullBuild)) throw error;
    }
    return this.previewOver(request, await this.savedContent(), true);
  }

  private async previewOver(
    request: PreviewRequest,
    content: LiveContent,
    enumerate: boolean,
  ): Promise<PreviewResult> {
    const { lang } = request;
    const entries = content.entries();
    const of = <T extends { lang: Language }>(map: ReadonlyMap<string, T>) =>
      [...map.values()].filter((entry) => entry.lang === lang);
    let catalogs = of(entries.catalogs);
    let infos = of(entries.infos);
    let pois = of(entries.pois);
    /** The content keys a page showing it reads, the most telling first. */
    let keys: string[];
    let own: (path: string) => boolean;
    let what: string;
    const pageOfNode = (id: string) => catalogs.find((e) => findIn(e.root, id));
    if ('item' in request) {
      const { item } = request;
      what = `info item ${item.id}`;
      own = (path) => path.includes('/cms-detail/') && path.endsWith(`/${item.id}`);
      infos = [...infos.filter((entry) => entry.id !== item.id), toInfoEntry(lang, item)];
      const section = pageOfNode(item.catalogId);
      // its list: the page of its section shows it where it has no page of its own
      keys = [
        `info:${lang}:${item.id}`,
        ...(section ? [`catalog:${lang}:${section.pageType}/${section.poiCode}`] : []),
      ];
    } else if ('node' in request) {
      const { node } = request;
      const entry = pageOfNode(node.id);
      what = `catalogue node ${node.id}`;
      if (!entry) throw new NeedsFullBuild(`No page of the site shows ${what} (${lang}).`);
      // the key its page reads it under (src/content/tracked.ts)
      keys = [`catalog:${lang}:${entry.pageType}/${entry.poiCode}`];
      // a place's page names its root in the path; other pages are the shortest that show it
      own = (path) => path.includes(`/${entry.root.id}/`) || path.endsWith(`/${entry.root.id}`);
      catalogs = catalogs.map((e) => (e === entry ? { ...e, root: withNode(e.root, node) } : e));
    } else {
      const { poi } = request;
      keys = [`poi:${lang}:${poi.poiCode}`];
      own = (path) => path.includes('/poi/') && path.endsWith(`/${poi.poiCode}`);
      what = `place ${poi.poiCode}`;
      pois = [...pois.filter((entry) => entry.poiCode !== poi.poiCode), toPoiEntry(lang, poi)];
    }
    const draft = trackedContent(indexContent(lang, catalogs, infos, pois));
    const tracked = tracker();
    const previous = tracked.content;
    tracked.content = (l: string) =>
      Promise.resolve(l === lang ? draft : content.contentOf(l as Language));
    tracked.preview = true;
    try {
      /** Page path → the route that renders it, and the keys it reads. */
      const state = [...this.states.values()].at(-1) ?? this.renderer.state;
      let pages: [string, { route: string; reads: readonly string[] }][] = [...state.pages];
      if (enumerate) {
        // the pages there would be with the draft, each reading what its props carry and
        // what its live version read while it rendered (a page's own lookups)
        const planned = (await this.renderer.enumerate()).pages;
        pages = [...planned].map(([path, page]) => [
          path,
          { route: page.route, reads: [...page.reads, ...(state.pages.get(path)?.reads ?? [])] },
        ]);
      }
      let found: [string, { route: string }] | undefined;
      // over the live pages only a page that shows it already: the draft's own page (a new
      // item's detail page) is only known by enumerating
      for (const key of enumerate ? keys : keys.slice(0, 1)) {
        const showing = pages
          .filter(([, record]) => record.reads.includes(key))
          .sort(([a], [b]) => a.length - b.length || a.localeCompare(b));
        found = showing.find(([p]) => own(p)) ?? showing[0];
        if (found) break;
      }
      if (!found) throw new NeedsFullBuild(`No page of the site shows ${what} (${lang}).`);
      const [path, record] = found;
      let html = '';
      await this.renderer.render([{ path, route: record.route }], (_path, body) => {
        html = body.toString('utf8');
        return Promise.resolve();
      });
      return { path, html };
    } finally {
      tracked.content = previous;
      tracked.preview = false;
    }
  }

  /** Writes a generation's render state beside its files (for a restart). */
  async persist(id: string, dir: string): Promise<void> {
    const state = this.states.get(id);
    if (!state || id === this.baseId) return;
    await writeAtomic(join(dir, GENERATION_STATE_FILE), serializeState(state));
  }
}

const findIn = (node: CatalogNode, id: string): boolean =>
  node.id === id || node.children.some((child) => findIn(child, id));

const bySort = (a: CatalogNode, b: CatalogNode) =>
  a.sort - b.sort || a.id.localeCompare(b.id, 'en', { numeric: true });

/** The tree with one node's own values replaced (as the loader stores them), siblings re-sorted. */
function withNode(node: CatalogNode, draft: NodeDraft): CatalogNode {
  const self =
    node.id === draft.id
      ? {
          ...node,
          catalogName: plainText(draft.catalogName),
          catalogDesc: plainText(draft.catalogDesc),
          sort: draft.sort,
        }
      : node;
  if (!findIn(node, draft.id)) return node;
  return { ...self, children: self.children.map((c) => withNode(c, draft)).sort(bySort) };
}
