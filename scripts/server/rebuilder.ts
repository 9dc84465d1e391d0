import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as z from 'zod/mini';
import { PublishError, type Publisher } from '../../gateway/services/publishing/publisher.ts';
import {
  startedBuild,
  type BuildRecord,
  type PublishStatus,
} from '../../src/lib/contract/publishing.ts';
import { buildSite, ROOT, STAMP_FILE } from '../lib/build-site.ts';
import { sourceFingerprint } from '../lib/fingerprint.ts';
import {
  BUILD_ID,
  buildId,
  buildSeq,
  capHistory,
  compareBuildIds,
  HISTORY_LIMIT,
  readHistory,
  toRecord,
  writeHistory,
  type StoredRecord,
} from './build-history.ts';
import { loadGeneration, writePointer } from '../publish/generations.ts';
import { diffSites, type Notifier } from '../publish/notify.ts';
import type { IncrementalStrategy, LiveGeneration } from '../publish/strategy.ts';
import { loadStaticSite, type StaticSite } from './static-site.ts';

/**
 * The local rebuilder (DESIGN §4): the storefront server's {@link Publisher}. An editor's publish
 * asks for a build; publishes within `debounceMs` of each other make one build (a trailing
 * debounce, at most `maxWaitMs` after the first publish it serves). One build runs at a time; any
 * number of publishes during a build queue exactly one follow-up build, which starts when the
 * running one has ended and the debounce window of the latest publish has passed (at once when
 * it already has; never later than `maxWaitMs` after the first queued publish).
 *
 * Each build goes into a fresh folder `<buildsDir>/<id>`, is loaded into memory and only then
 * swapped in by one assignment, so `current()` is always a whole build: the old one or the new
 * one. A failed build (it throws, its folder cannot be loaded, or it has no index page) is
 * removed and leaves the live site as it was; its history entry carries the error for the
 * editor. The build live before the current one stays on disk: a rollback swaps it back in (and
 * the rolled-back-from build becomes the rollback candidate, so rollbacks toggle between the
 * two). Older folders beyond `keep` are removed. The history (publish builds, rollbacks, the
 * build served at start) is kept in `<buildsDir>/history.json`; at start the recorded live build
 * is served again when its folder is still there and was built from the current sources,
 * otherwise `initialDir` (a 'startup' entry). Publishes no build has served yet are kept in the
 * history too (written before a publish is answered): a rebuilder that starts builds those its
 * predecessor left queued, was running when it died, or stopped at shutdown.
 * One buildsDir belongs to one server: folders in it
 * that its history does not know are removed.
 *
 * The live/rollbackCandidate flags mark build entries (publish or startup), never rollback
 * entries: a rollback entry names the build it brought back in `target`, and that build's entry
 * becomes the live one.
 */

export interface RebuilderLogger {
  info(message: string): void;
  warn(message: string): void;
}

export type BuildFunction = (outDir: string, signal: AbortSignal) => Promise<{ pages: number }>;

export interface RebuilderOptions {
  /** Root of the build folders and of history.json. */
  buildsDir: string;
  /** The build served at start when no live build is recorded (e.g. dist/). Never removed. */
  initialDir: string;
  /** Publishes within this many ms of the last one make one build. Default 3000. */
  debounceMs?: number;
  /** A build starts at most this long after the first publish it serves. Default 4 × debounceMs. */
  maxWaitMs?: number;
  /**
   * Builds the site into outDir (an empty folder); aborting the signal should stop it. Default:
   * the real build ({@link buildSite}, quiet) reading the CMS from `sourceUrl` over HTTP.
   */
  build?: BuildFunction;
  /** Origin of the gateway the default build reads (the running server's own origin). */
  sourceUrl?: string | (() => string);
  /** Loads a build folder into memory. Default {@link loadStaticSite}. */
  load?: (dir: string) => Promise<StaticSite>;
  /** Fingerprint of the current sources (compared with a build's stamp at start). */
  fingerprint?: () => Promise<string>;
  /** Epoch ms. Default Date.now. */
  now?: () => number;
  /** Finished build folders kept in buildsDir (live, rollback candidate and newest others). Default 3. */
  keep?: number;
  /** History entries kept. Default 200. */
  historyLimit?: number;
  logger?: RebuilderLogger;
  /**
   * Publishes that render only the pages a change touches (scripts/publish/strategy.ts); a
   * publish it cannot do (sources changed, no renderer) builds in full. Without it every
   * publish is a full build.
   */
  incremental?: IncrementalStrategy;
  /**
   * Told of each generation that goes live by a publish or a rollback, with what changed
   * (e.g. a webhook to a CDN deployment, scripts/publish/notify.ts).
   */
  notify?: Notifier;
}

export interface Rebuilder extends Publisher {
  readonly mode: 'local';
  /** The state now (the rebuilder knows it at once). */
  status(): PublishStatus;
  /** The build visitors get now (undefined before start). */
  current(): StaticSite | undefined;
  /** Reads the history and loads the live build (the recorded one, or initialDir). */
  start(): Promise<void>;
  /** The generation visitors get now, with its folders (undefined before start). */
  generation(): LiveGeneration | undefined;
  /** Cancels a scheduled build, stops a running one and waits for it, flushes the history. */
  close(): Promise<void>;
  /** Resolves once no build runs or is scheduled and the history is written. */
  idle(): Promise<void>;
}

/**
 * Publishes start at once: an incremental publish takes about a second, and publishes during a
 * running build queue exactly one more, which serves them all.
 */
export const DEFAULT_DEBOUNCE_MS = 0;
export const DEFAULT_KEEP = 3;
export const DEFAULT_BUILDS_DIR = 'data/site-builds';

/** Messages of the rebuilder's own failures, shown to the editor in the history. */
const MESSAGES = {
  noPages: 'The build produced no pages (no index.html); the live site was kept.',
  cancelled: 'The build was stopped because the server shut down.',
  interrupted: 'The build was interrupted: the server stopped while it ran.',
  noSource: 'The rebuilder has no CMS source URL to build from.',
  busy: 'A build is running; roll back when it has finished.',
  rollingBack: 'A rollback is already running.',
  nothing: 'There is no previous build to roll back to.',
  noPreview: 'No live build to preview with yet.',
} as const;

const MAX_ERROR_LINES = 6;
const MAX_ERROR_CHARS = 1000;

/** What the editor sees of a failure: the error's own message, first lines, no stack. */
export function shortError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*at\s/.test(line));
  const short = lines.slice(0, MAX_ERROR_LINES).join('\n');
  if (!short) return error instanceof Error ? error.name : 'Unknown error';
  return short.length > MAX_ERROR_CHARS ? `${short.slice(0, MAX_ERROR_CHARS - 1)}…` : short;
}

const envSchema = z.object({
  SITE_BUILDS_DIR: z._default(z.string().check(z.minLength(1)), DEFAULT_BUILDS_DIR),
  PUBLISH_DEBOUNCE_MS: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,7}$/)),
      z.transform((s: string) => Number(s)),
    ),
    DEFAULT_DEBOUNCE_MS,
  ),
  PUBLISH_INCREMENTAL: z._default(
    z.pipe(
      z.enum(['0', '1']),
      z.transform((s: '0' | '1') => s === '1'),
    ),
    true,
  ),
});

/**
 * The rebuilder's configuration from the environment: SITE_BUILDS_DIR (default
 * data/site-builds, relative to the working directory), PUBLISH_DEBOUNCE_MS (default 0) and
 * PUBLISH_INCREMENTAL (default 1; 0: every publish builds in full).
 */
export function rebuilderEnv(source: Record<string, string | undefined> = process.env): {
  buildsDir: string;
  debounceMs: number;
  incremental: boolean;
} {
  const picked: Record<string, string> = {};
  for (const name of ['SITE_BUILDS_DIR', 'PUBLISH_DEBOUNCE_MS', 'PUBLISH_INCREMENTAL']) {
    const value = source[name]?.trim();
    if (value) picked[name] = value;
  }
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))];
    throw new Error(
      `Invalid rebuilder environment: ${names.join(', ')}. SITE_BUILDS_DIR is a folder, PUBLISH_DEBOUNCE_MS a whole number of milliseconds, PUBLISH_INCREMENTAL 0 or 1.`,
    );
  }
  return {
    buildsDir: resolve(parsed.data.SITE_BUILDS_DIR),
    debounceMs: parsed.data.PUBLISH_DEBOUNCE_MS,
    incremental: parsed.data.PUBLISH_INCREMENTAL,
  };
}

async function readStamp(dir: string): Promise<{ fingerprint?: string; pages?: number }> {
  try {
    const stamp: unknown = JSON.parse(await readFile(join(dir, STAMP_FILE), 'utf8'));
    if (!stamp || typeof stamp !== 'object') return {};
    const { fingerprint, pages } = stamp as Record<string, unknown>;
    return {
      ...(typeof fingerprint === 'string' ? { fingerprint } : {}),
      ...(typeof pages === 'number' ? { pages } : {}),
    };
  } catch {
    return {};
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

const htmlPages = (site: StaticSite): number =>
  [...site.files.keys()].filter((path) => path.endsWith('.html')).length;

const hasIndexPage = (site: StaticSite): boolean =>
  [...site.files.keys()].some((path) => path.endsWith('/index.html'));

function defaultBuild(sourceUrl: RebuilderOptions['sourceUrl']): BuildFunction {
  return async (outDir, signal) => {
    const url = typeof sourceUrl === 'function' ? sourceUrl() : sourceUrl;
    if (!url) throw new Error(MESSAGES.noSource);
    const result = await buildSite(outDir, {
      env: { ...process.env, CMS_API_URL: url },
      quiet: true,
      signal,
    });
    return { pages: result.pages };
  };
}

interface Job {
  id: string;
  controller: AbortController;
  done: Promise<void>;
}

export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const buildsDir = resolve(options.buildsDir);
  const initialDir = resolve(options.initialDir);
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  const maxWaitMs = Math.max(options.maxWaitMs ?? 4 * debounceMs, debounceMs);
  const build = options.build ?? defaultBuild(options.sourceUrl);
  const load = options.load ?? ((dir: string) => loadStaticSite(dir));
  const fingerprint = options.fingerprint ?? (() => sourceFingerprint(ROOT));
  const now = options.now ?? Date.now;
  const keep = options.keep ?? DEFAULT_KEEP;
  const historyLimit = options.historyLimit ?? HISTORY_LIMIT;
  const logger = options.logger ?? console;

  let entries: StoredRecord[] = [];
  const incremental = options.incremental;
  /** The live build: replaced by one assignment, so a visitor gets one whole build. */
  let served: LiveGeneration | undefined;
  /** Generations held in memory (the live one and the one a rollback brings back). */
  const held = new Map<string, LiveGeneration>();
  let rollbackId: string | undefined;
  let seq = 0;
  let running: Job | undefined;
  let rollingBack = false;
  /** Editors whose publishes the next build serves, in order, each once. */
  let pending: string[] = [];
  let firstPendingAt = 0;
  let lastPublishAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let scheduledAt: number | null = null;
  let closed = false;
  let writes: Promise<void> = Promise.resolve();
  let swaps: Promise<void> = Promise.resolve();
  const idleWaiters: (() => void)[] = [];

  const find = (id: string | undefined) =>
    id === undefined ? undefined : entries.find((entry) => entry.id === id);

  const withFlags = (entry: StoredRecord): StoredRecord => ({
    ...entry,
    live: entry.id === served?.id,
    rollbackCandidate: entry.id === rollbackId,
  });

  const record = (entry: StoredRecord): BuildRecord => toRecord(withFlags(entry));

  const chainOf = (entry: StoredRecord): string[] =>
    entry.chain ?? (entry.dir === null ? [] : [entry.dir]);

  /** Loads a generation from disk: a full build's folder, or a base with its overlays. */
  const loadChain = (chain: readonly string[]): Promise<StaticSite> =>
    chain.length === 1 ? load(chain[0]!) : loadGeneration(chain);

  /** Tells the notifier what a publish or rollback changed (after the swap, not waited for). */
  function announce(
    previous: LiveGeneration | undefined,
    next: LiveGeneration,
    event: 'publish' | 'rollback',
    entry: StoredRecord,
  ): void {
    if (!options.notify) return;
    void options.notify({
      event,
      editors: [...entry.requestedBy],
      at: now(),
      generation: {
        id: next.id,
        parent: previous?.id ?? null,
        mode: event === 'rollback' ? 'rollback' : (entry.mode ?? 'full'),
        pages: entry.pages ?? htmlPages(next.site),
        changed: diffSites(previous?.site, next.site),
      },
    });
  }

  /** The pointer writes, one after another, so that the last generation to go live is named last. */
  let pointerWrites: Promise<void> = Promise.resolve();

  /**
   * Swaps a generation in (one assignment) and points other processes at it. The pointer is
   * written after the writes before it (two writes at once could land in either order and leave
   * the other processes on an older generation); the answer resolves once it is on disk.
   */
  function goLive(next: LiveGeneration): Promise<void> {
    const previous = served;
    served = next;
    held.set(next.id, next);
    if (previous && previous.id !== next.id) rollbackId = previous.id;
    for (const id of [...held.keys()]) if (id !== served.id && id !== rollbackId) held.delete(id);
    const pointer = { version: 1 as const, id: next.id, chain: [...next.chain], at: now() };
    pointerWrites = pointerWrites
      .then(() => writePointer(buildsDir, pointer))
      .catch((error: unknown) =>
        logger.warn(`rebuilder: cannot write the generation pointer: ${shortError(error)}`),
      );
    return pointerWrites;
  }

  const nextId = (at: number) => buildId(at, ++seq);

  /** Runs swaps (and the pruning of folders) one after another. */
  function exclusive<T>(task: () => T | Promise<T>): Promise<T> {
    const result = swaps.then(task);
    swaps = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  function append(entry: StoredRecord): void {
    entries.push(entry);
    const protectedIds = new Set(
      [served?.id, rollbackId, running?.id, entry.id].filter((id) => id !== undefined),
    );
    entries = capHistory(entries, historyLimit, protectedIds);
  }

  /**
   * Editors whose publishes no build has served yet, as the history file keeps them: those
   * queued, and (once close() stopped it) those of the build that was running. A builder that
   * dies keeps them there too, with its running build's entry still 'building'.
   */
  let unserved: string[] = [];

  function persist(): Promise<void> {
    const stillPending = [...new Set([...unserved, ...pending])];
    writes = writes
      .then(() => writeHistory(buildsDir, entries.map(withFlags), stillPending))
      .catch((error: unknown) => {
        logger.warn(`rebuilder: cannot write the build history: ${shortError(error)}`);
      });
    return writes;
  }

  const isIdle = () => !running && !timer && !rollingBack && pending.length === 0;

  function notifyIdle(): void {
    if (!isIdle() && !closed) return;
    for (const resolveWaiter of idleWaiters.splice(0)) resolveWaiter();
  }

  /** Removes build folders beyond `keep`: never the live, rollback or running one. */
  function prune(): Promise<void> {
    return exclusive(async () => {
      let names: string[];
      try {
        names = (await readdir(buildsDir, { withFileTypes: true }))
          .filter((entry) => entry.isDirectory() && BUILD_ID.test(entry.name))
          .map((entry) => entry.name)
          .sort(compareBuildIds)
          .reverse();
      } catch {
        return;
      }
      const protectedIds = new Set([served?.id, rollbackId, running?.id]);
      // the folders of the live and rollback generations' chains stay too
      const protectedDirs = new Set(
        [served?.id, rollbackId].flatMap((id) => {
          const entry = find(id);
          return entry ? chainOf(entry) : id === served?.id ? (served?.chain ?? []) : [];
        }),
      );
      // keep counts finished folders: the live and rollback ones first, then the newest others
      let room = keep - names.filter((name) => name === served?.id || name === rollbackId).length;
      for (const name of names) {
        if (protectedIds.has(name)) continue;
        const dir = join(buildsDir, name);
        if (protectedDirs.has(dir)) continue;
        if (dir === initialDir) continue;
        const finished = find(name)?.status === 'succeeded';
        if (finished && room > 0) {
          room -= 1;
          continue;
        }
        await rm(dir, { recursive: true, force: true }).catch((error: unknown) => {
          logger.warn(`rebuilder: cannot remove ${dir}: ${shortError(error)}`);
        });
      }
    });
  }

  function schedule(): void {
    if (closed || running || pending.length === 0) return;
    const due = Math.min(lastPublishAt + debounceMs, firstPendingAt + maxWaitMs);
    if (timer) clearTimeout(timer);
    scheduledAt = due;
    timer = setTimeout(startBuild, Math.max(0, due - now()));
  }

  function startBuild(): void {
    timer = undefined;
    scheduledAt = null;
    if (closed || running || pending.length === 0) return;
    const requestedBy = pending;
    pending = [];
    const startedAt = now();
    const id = nextId(startedAt);
    const entry: StoredRecord = {
      ...startedBuild(id, requestedBy, startedAt),
      dir: join(buildsDir, id),
    };
    const job: Job = { id, controller: new AbortController(), done: Promise.resolve() };
    running = job;
    append(entry);
    void persist();
    logger.info(`rebuilder: build ${id} started (${requestedBy.join(', ')})`);
    job.done = runBuild(job, entry);
  }

  /** Tries an incremental publish; false when a full build is needed. */
  async function publishIncrementally(
    job: Job,
    entry: StoredRecord,
    dir: string,
  ): Promise<boolean> {
    const live = served;
    if (!incremental || !live) return false;
    const outcome = await incremental.publish(
      live,
      dir,
      job.id,
      entry.requestedBy,
      entry.startedAt,
    );
    if (outcome.kind === 'full') {
      logger.info(`rebuilder: build ${job.id} builds in full: ${outcome.reason}`);
      entry.reason = outcome.reason;
      return false;
    }
    job.controller.signal.throwIfAborted();
    entry.mode = 'incremental';
    entry.pages = outcome.result.pages;
    entry.changedPages = outcome.manifest.changed.files.filter((f) => f.endsWith('.html')).length;
    entry.changes = outcome.result.changes;
    entry.chain = outcome.chain;
    const spent = Object.entries(outcome.result.timings)
      .map(([step, ms]) => `${step} ${ms} ms`)
      .join(', ');
    logger.info(
      `rebuilder: build ${job.id} rendered ${outcome.result.rendered.length} pages, ${entry.changedPages} changed (${spent})`,
    );
    const previous = served;
    const next = { id: job.id, chain: outcome.chain, site: outcome.site };
    await exclusive(() => goLive(next));
    announce(previous, next, 'publish', entry);
    return true;
  }

  async function runBuild(job: Job, entry: StoredRecord): Promise<void> {
    const dir = join(buildsDir, job.id);
    const { signal } = job.controller;
    try {
      await mkdir(dir, { recursive: true });
      if (!(await publishIncrementally(job, entry, dir))) {
        await rm(dir, { recursive: true, force: true });
        await mkdir(dir, { recursive: true });
        const { pages } = await build(dir, signal);
        signal.throwIfAborted();
        entry.pages = pages;
        entry.mode = 'full';
        entry.changedPages = pages;
        const site = await load(dir);
        signal.throwIfAborted();
        if (!hasIndexPage(site)) throw new Error(MESSAGES.noPages);
        const previous = served;
        const next = { id: job.id, chain: [dir], site };
        await exclusive(() => goLive(next));
        announce(previous, next, 'publish', entry);
        incremental?.adopt(next);
      }
      entry.status = 'succeeded';
    } catch (error) {
      entry.status = 'failed';
      entry.error = signal.aborted ? MESSAGES.cancelled : shortError(error);
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
    entry.endedAt = now();
    entry.durationMs = entry.endedAt - entry.startedAt;
    if (entry.status === 'succeeded') {
      logger.info(
        `rebuilder: build ${job.id} live (${entry.pages ?? 0} pages in ${(entry.durationMs / 1000).toFixed(1)} s)`,
      );
    } else {
      logger.warn(`rebuilder: build ${job.id} failed: ${entry.error ?? ''}`);
    }
    running = undefined;
    schedule();
    await Promise.all([persist(), prune()]);
    notifyIdle();
  }

  const status = (): PublishStatus => ({
    mode: 'local',
    building: running !== undefined,
    pending: pending.length > 0,
    scheduledAt,
    live: served ? (find(served.id) ? record(find(served.id)!) : null) : null,
  });

  return {
    mode: 'local',

    current: () => served?.site,

    generation: () => served,

    async start() {
      await mkdir(buildsDir, { recursive: true });
      const loaded = await readHistory(buildsDir);
      if (loaded.problem) logger.warn(`rebuilder: ${loaded.problem}`);
      entries = loaded.entries;
      seq = Math.max(0, ...entries.map((entry) => buildSeq(entry.id) ?? 0));
      // publishes no build served before the last builder stopped: queued ones, and those of a
      // build it lost (it died while building)
      const resumed = new Set(loaded.pending);
      for (const entry of entries) {
        if (entry.status === 'building') {
          entry.status = 'failed';
          entry.error = MESSAGES.interrupted;
          for (const editor of entry.requestedBy) resumed.add(editor);
        }
      }
      const recordedLive = entries.findLast((entry) => entry.live);
      const recordedCandidate = entries.findLast((entry) => entry.rollbackCandidate);
      // computed only when there is a build to compare (it walks the sources)
      let sources: Promise<string> | undefined;
      const restorable = async (
        entry: StoredRecord | undefined,
        startup = false,
      ): Promise<string[] | undefined> => {
        const trigger = entry?.trigger === 'publish' || (startup && entry?.trigger === 'startup');
        if (!trigger || entry?.status !== 'succeeded') return undefined;
        const chain = chainOf(entry);
        if (chain.length === 0) return undefined;
        for (const folder of chain) if (!(await exists(folder))) return undefined;
        const stamp = await readStamp(chain[0]!);
        return stamp.fingerprint === (await (sources ??= fingerprint())) ? chain : undefined;
      };

      const liveChain = await restorable(recordedLive);
      const liveDir = liveChain?.at(-1);
      if (recordedLive && liveChain) {
        try {
          await goLive({
            id: recordedLive.id,
            chain: liveChain,
            site: await loadChain(liveChain),
          });
          rollbackId = undefined;
          if (
            recordedCandidate?.id !== recordedLive.id &&
            (await restorable(recordedCandidate, true))
          ) {
            rollbackId = recordedCandidate?.id;
          }
          logger.info(`rebuilder: serving build ${recordedLive.id} (live before the restart)`);
        } catch (error) {
          served = undefined;
          logger.warn(`rebuilder: cannot load build ${recordedLive.id}: ${shortError(error)}`);
        }
      }
      if (recordedLive && !liveDir && recordedLive.trigger === 'publish') {
        logger.info(
          `rebuilder: build ${recordedLive.id} (live before the restart) is gone or was built from other sources; serving ${initialDir}`,
        );
      }
      if (!served) {
        const startedAt = now();
        const site = await load(initialDir);
        const stamp = await readStamp(initialDir);
        const endedAt = now();
        const entry: StoredRecord = {
          id: nextId(startedAt),
          trigger: 'startup',
          requestedBy: [],
          startedAt,
          endedAt,
          durationMs: endedAt - startedAt,
          pages: stamp.pages ?? htmlPages(site),
          status: 'succeeded',
          error: null,
          target: null,
          live: true,
          rollbackCandidate: false,
          dir: initialDir,
          mode: 'full',
        };
        append(entry);
        await goLive({ id: entry.id, chain: [initialDir], site });
        rollbackId = undefined;
      }
      if (served) incremental?.adopt(served);
      if (resumed.size > 0) {
        const editors = [...resumed];
        logger.info(
          `rebuilder: building the publishes the last builder left (${editors.join(', ')})`,
        );
        pending = editors;
        firstPendingAt = lastPublishAt = now();
        schedule();
      }
      await persist();
      await prune();
    },

    async publish(editor) {
      if (closed) return status();
      const at = now();
      if (pending.length === 0) firstPendingAt = at;
      if (!pending.includes(editor)) pending.push(editor);
      lastPublishAt = at;
      schedule();
      const answer = status();
      // in the history before the answer: a builder that dies before building it leaves it there
      await persist();
      return answer;
    },

    status,

    async preview(request) {
      let rendered;
      try {
        rendered = incremental ? await incremental.preview(request) : null;
      } catch (error) {
        // the item is on no page of the live site (new, or in a section no page shows)
        if (error instanceof Error && error.name === 'NeedsFullBuild')
          throw new PublishError('PREVIEW_NO_PAGE', error.message);
        throw error;
      }
      if (!rendered) throw new PublishError('PREVIEW_UNAVAILABLE', MESSAGES.noPreview);
      return rendered;
    },

    history(limit) {
      return Promise.resolve(limit > 0 ? entries.slice(-limit).reverse().map(record) : []);
    },

    async rollback(editor) {
      if (running) throw new PublishError('BUILD_IN_PROGRESS', MESSAGES.busy);
      if (rollingBack) throw new PublishError('BUILD_IN_PROGRESS', MESSAGES.rollingBack);
      const target = find(rollbackId);
      const targetChain = target ? chainOf(target) : [];
      if (!target || targetChain.length === 0) {
        throw new PublishError('NOTHING_TO_ROLL_BACK', MESSAGES.nothing);
      }
      rollingBack = true;
      const startedAt = now();
      const entry: StoredRecord = {
        id: nextId(startedAt),
        trigger: 'rollback',
        requestedBy: [editor],
        startedAt,
        endedAt: null,
        durationMs: null,
        pages: target.pages,
        status: 'succeeded',
        error: null,
        target: target.id,
        live: false,
        rollbackCandidate: false,
        dir: null,
      };
      try {
        const previous = served;
        await exclusive(async () => {
          const generation = held.get(target.id) ?? {
            id: target.id,
            chain: targetChain,
            site: await loadChain(targetChain),
          };
          await goLive(generation);
        });
        if (served) announce(previous, served, 'rollback', entry);
        if (served) incremental?.adopt(served);
        logger.info(`rebuilder: rolled back to build ${target.id} (${editor})`);
      } catch (error) {
        entry.status = 'failed';
        entry.error = shortError(error);
        if (!(await exists(targetChain.at(-1)!))) rollbackId = undefined;
        logger.warn(`rebuilder: rollback to ${target.id} failed: ${entry.error}`);
      } finally {
        rollingBack = false;
      }
      entry.endedAt = now();
      entry.durationMs = entry.endedAt - startedAt;
      append(entry);
      await persist();
      notifyIdle();
      return record(entry);
    },

    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      scheduledAt = null;
      // what no build served is left in the history for the next builder
      unserved = [...pending, ...(running ? (find(running.id)?.requestedBy ?? []) : [])];
      pending = [];
      const job = running;
      if (job) {
        job.controller.abort(new Error(MESSAGES.cancelled));
        await job.done;
      }
      await persist();
      await swaps;
      await writes;
      await incremental?.close();
      notifyIdle();
    },

    async idle() {
      if (!isIdle() && !closed) await new Promise<void>((r) => idleWaiters.push(r));
      await writes;
    },
  };
}
