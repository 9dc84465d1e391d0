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
 * otherwise `initialDir` (a 'startup' entry). One buildsDir belongs to one server: folders in it
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
}

export interface Rebuilder extends Publisher {
  readonly mode: 'local';
  /** The build visitors get now (undefined before start). */
  current(): StaticSite | undefined;
  /** Reads the history and loads the live build (the recorded one, or initialDir). */
  start(): Promise<void>;
  /** Cancels a scheduled build, stops a running one and waits for it, flushes the history. */
  close(): Promise<void>;
  /** Resolves once no build runs or is scheduled and the history is written. */
  idle(): Promise<void>;
}

export const DEFAULT_DEBOUNCE_MS = 3000;
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
});

/**
 * The rebuilder's configuration from the environment: SITE_BUILDS_DIR (default
 * data/site-builds, relative to the working directory) and PUBLISH_DEBOUNCE_MS (default 3000).
 */
export function rebuilderEnv(source: Record<string, string | undefined> = process.env): {
  buildsDir: string;
  debounceMs: number;
} {
  const picked: Record<string, string> = {};
  for (const name of ['SITE_BUILDS_DIR', 'PUBLISH_DEBOUNCE_MS']) {
    const value = source[name]?.trim();
    if (value) picked[name] = value;
  }
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))];
    throw new Error(
      `Invalid rebuilder environment: ${names.join(', ')}. SITE_BUILDS_DIR is a folder, PUBLISH_DEBOUNCE_MS a whole number of milliseconds.`,
    );
  }
  return {
    buildsDir: resolve(parsed.data.SITE_BUILDS_DIR),
    debounceMs: parsed.data.PUBLISH_DEBOUNCE_MS,
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
  /** The live build: replaced by one assignment, so a visitor gets one whole build. */
  let served: { id: string; site: StaticSite } | undefined;
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

  const nextId = (at: number) => buildId(at, ++seq);

  /** Runs swaps (and the pruning of folders) one after another. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
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

  function persist(): Promise<void> {
    writes = writes
      .then(() => writeHistory(buildsDir, entries.map(withFlags)))
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
      // keep counts finished folders: the live and rollback ones first, then the newest others
      let room = keep - names.filter((name) => name === served?.id || name === rollbackId).length;
      for (const name of names) {
        if (protectedIds.has(name)) continue;
        const dir = join(buildsDir, name);
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

  async function runBuild(job: Job, entry: StoredRecord): Promise<void> {
    const dir = join(buildsDir, job.id);
    const { signal } = job.controller;
    try {
      await mkdir(dir, { recursive: true });
      const { pages } = await build(dir, signal);
      signal.throwIfAborted();
      entry.pages = pages;
      const site = await load(dir);
      signal.throwIfAborted();
      if (!hasIndexPage(site)) throw new Error(MESSAGES.noPages);
      await exclusive(async () => {
        const previous = served;
        served = { id: job.id, site };
        if (previous && previous.id !== job.id) rollbackId = previous.id;
      });
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

    async start() {
      await mkdir(buildsDir, { recursive: true });
      const loaded = await readHistory(buildsDir);
      if (loaded.problem) logger.warn(`rebuilder: ${loaded.problem}`);
      entries = loaded.entries;
      seq = Math.max(0, ...entries.map((entry) => buildSeq(entry.id) ?? 0));
      for (const entry of entries) {
        if (entry.status === 'building') {
          entry.status = 'failed';
          entry.error = MESSAGES.interrupted;
        }
      }
      const recordedLive = entries.findLast((entry) => entry.live);
      const recordedCandidate = entries.findLast((entry) => entry.rollbackCandidate);
      // computed only when there is a build to compare (it walks the sources)
      let sources: Promise<string> | undefined;
      const restorable = async (entry: StoredRecord | undefined): Promise<string | undefined> =>
        entry?.trigger === 'publish' &&
        entry.status === 'succeeded' &&
        entry.dir !== null &&
        (await exists(entry.dir)) &&
        (await readStamp(entry.dir)).fingerprint === (await (sources ??= fingerprint()))
          ? entry.dir
          : undefined;

      const liveDir = await restorable(recordedLive);
      if (recordedLive && liveDir) {
        try {
          served = { id: recordedLive.id, site: await load(liveDir) };
          if (recordedCandidate?.id !== recordedLive.id && (await restorable(recordedCandidate))) {
            rollbackId = recordedCandidate?.id;
          }
          logger.info(`rebuilder: serving build ${recordedLive.id} (live before the restart)`);
        } catch (error) {
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
        };
        served = { id: entry.id, site };
        append(entry);
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
      return status();
    },

    status,

    async history(limit) {
      return limit > 0 ? entries.slice(-limit).reverse().map(record) : [];
    },

    async rollback(editor) {
      if (running) throw new PublishError('BUILD_IN_PROGRESS', MESSAGES.busy);
      if (rollingBack) throw new PublishError('BUILD_IN_PROGRESS', MESSAGES.rollingBack);
      const target = find(rollbackId);
      if (!target?.dir) throw new PublishError('NOTHING_TO_ROLL_BACK', MESSAGES.nothing);
      const targetDir = target.dir;
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
        await exclusive(async () => {
          const site = await load(targetDir);
          const previous = served;
          served = { id: target.id, site };
          rollbackId = previous?.id;
        });
        logger.info(`rebuilder: rolled back to build ${target.id} (${editor})`);
      } catch (error) {
        entry.status = 'failed';
        entry.error = shortError(error);
        if (!(await exists(targetDir))) rollbackId = undefined;
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
      pending = [];
      const job = running;
      if (job) {
        job.controller.abort(new Error(MESSAGES.cancelled));
        await job.done;
      }
      await swaps;
      await writes;
      notifyIdle();
    },

    async idle() {
      if (!isIdle() && !closed) await new Promise<void>((r) => idleWaiters.push(r));
      await writes;
    },
  };
}
