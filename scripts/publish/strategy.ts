import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { STAMP_FILE } from '../lib/build-site.ts';
import { overlaySite, type StaticSite } from '../server/static-site.ts';
import { PublishingWorker, WorkerError } from './client.ts';
import { MAX_CHAIN, squashInto, writeManifest, type GenerationManifest } from './generations.ts';
import type { PreviewRequest, PreviewResult, PublishResult } from './incremental.ts';

/**
 * How the rebuilder (scripts/server/rebuilder.ts) publishes without building everything: the
 * publishing worker renders the pages the change touches into the new generation's folder,
 * this module drops the pages that came out byte for byte as they were, writes the manifest
 * (and squashes a long chain), and builds the new site in memory from the live one. A full
 * build is asked for when the sources changed since the live build, when that build kept no
 * renderer, or when the worker says only a full build will do.
 */

/** A generation as the rebuilder holds it. */
export interface LiveGeneration {
  id: string;
  /** Folders to load, base build first (a full build: just its folder). */
  chain: readonly string[];
  site: StaticSite;
}

export type IncrementalOutcome =
  | {
      kind: 'incremental';
      site: StaticSite;
      chain: string[];
      manifest: GenerationManifest;
      result: PublishResult;
    }
  | { kind: 'full'; reason: string };

export interface IncrementalStrategy {
  /** Publishes on top of `live` into `outDir` (an empty folder), or says why it cannot. */
  publish(
    live: LiveGeneration,
    outDir: string,
    id: string,
    requestedBy: readonly string[],
    at: number,
  ): Promise<IncrementalOutcome>;
  /** A generation went live (start, full build, rollback): prepare to publish on it. */
  adopt(live: LiveGeneration): void;
  /**
   * Renders the page of an unsaved info item on the live generation's renderer; null when no
   * renderer is open (no live build yet, or one built from other sources).
   */
  preview(request: PreviewRequest): Promise<PreviewResult | null>;
  close(): Promise<void>;
}

export interface IncrementalOptions {
  /** The gateway the worker reads the CMS from (the server's own origin). */
  sourceUrl: () => string | undefined;
  /** Where the worker keeps its copy of the CMS pictures. */
  mediaDir: string;
  /** Fingerprint of the current sources (a build of other sources cannot be patched). */
  fingerprint: () => Promise<string>;
  timeoutMs?: number;
  /** Resolves once the CMS source answers (the server listens); opening waits for it. */
  ready?: Promise<void>;
  logger?: { info(message: string): void; warn(message: string): void };
}

async function stampOf(dir: string): Promise<string | undefined> {
  try {
    const stamp = JSON.parse(await readFile(join(dir, STAMP_FILE), 'utf8')) as {
      fingerprint?: unknown;
    };
    return typeof stamp.fingerprint === 'string' ? stamp.fingerprint : undefined;
  } catch {
    return undefined;
  }
}

const sameBody = (site: StaticSite, rel: string, body: Buffer): boolean => {
  const old = site.files.get(rel);
  return old !== undefined && old.body.equals(body);
};

export function createIncrementalStrategy(options: IncrementalOptions): IncrementalStrategy {
  const worker = new PublishingWorker();
  const logger = options.logger ?? console;
  /** The base build the worker has open (or is opening). */
  let opened: { base: string; id: string; ready: Promise<void> } | undefined;

  const open = (baseDir: string, id: string): Promise<void> => {
    if (opened?.base === baseDir) return opened.ready;
    const ready = (options.ready ?? Promise.resolve())
      .then(() => {
        const sourceUrl = options.sourceUrl();
        if (!sourceUrl) throw new Error('No CMS source to publish from yet.');
        return worker.open({
          id,
          buildDir: baseDir,
          sourceUrl,
          mediaDir: options.mediaDir,
          timeoutMs: options.timeoutMs ?? 30_000,
        });
      })
      .then(() => logger.info(`publishing: incremental renderer ready on ${baseDir}`));
    opened = { base: baseDir, id, ready };
    ready.catch(() => {
      if (opened?.ready === ready) opened = undefined;
    });
    return ready;
  };

  /** The adoption of the live build under way (its renderer opens once its sources check out). */
  let adopting: Promise<void> = Promise.resolve();

  return {
    adopt(live) {
      const base = live.chain[0];
      if (base === undefined) return;
      // a preview asked meanwhile waits for this (the sources' fingerprint takes a moment)
      adopting = (async () => {
        if ((await stampOf(base)) !== (await options.fingerprint())) {
          logger.info(
            `publishing: ${base} was built from other sources; the next publish builds in full`,
          );
          return;
        }
        await open(base, live.chain.length === 1 ? live.id : `${live.id}#base`);
      })().catch((error: unknown) => {
        logger.warn(
          `publishing: the incremental renderer is not available (${error instanceof Error ? error.message : String(error)}); publishes build in full`,
        );
      });
    },

    async publish(live, outDir, id, requestedBy, at) {
      const base = live.chain[0];
      const parentDir = live.chain.at(-1);
      if (base === undefined || parentDir === undefined) {
        return { kind: 'full', reason: 'no live build' };
      }
      const changedSources = {
        kind: 'full' as const,
        reason: 'the sources changed since the live build',
      };
      // The sources' fingerprint stats every source file (100–200 ms on the server's thread
      // with visitors about): with the renderer of this base open it is checked while the
      // worker publishes, and a publish from other sources is thrown away.
      const sourcesMatch = (async () => (await stampOf(base)) === (await options.fingerprint()))();
      sourcesMatch.catch(() => undefined);
      if (opened?.base !== base && !(await sourcesMatch)) return changedSources;
      let result: PublishResult;
      try {
        await open(base, live.chain.length === 1 ? live.id : `${live.id}#base`);
        result = await worker.publish({
          id,
          parent: { id: live.id, dir: parentDir },
          outDir,
          assets: [...live.site.files.keys()].filter((p) => p.startsWith('/_astro/')),
        });
      } catch (error) {
        if (!(await sourcesMatch)) return changedSources;
        if (error instanceof WorkerError && error.name === 'NeedsFullBuild') {
          return { kind: 'full', reason: error.message };
        }
        if (
          error instanceof WorkerError &&
          /RenderError|no renderer/i.test(`${error.name} ${error.message}`)
        ) {
          return { kind: 'full', reason: error.message };
        }
        throw error;
      }
      if (!(await sourcesMatch)) return changedSources;
      let mark = performance.now();
      const lap = (name: string) => {
        const now = performance.now();
        result.timings[name] = Math.round(now - mark);
        mark = now;
      };
      // pages that came out as they were need no upload and no reload
      const same = await Promise.all(
        result.files.map(async (rel) => {
          if (!rel.endsWith('.html') || !live.site.files.has(rel)) return false;
          if (!sameBody(live.site, rel, await readFile(join(outDir, rel)))) return false;
          await Promise.all(
            ['', '.br', '.gz'].map((v) => rm(join(outDir, `${rel}${v}`), { force: true })),
          );
          return true;
        }),
      );
      const files = result.files.filter((_, i) => !same[i]);
      lap('compare');
      const deleted = result.deleted.filter((rel) => live.site.files.has(rel));
      const changed = { files, deleted };
      let chain = [...live.chain, outDir];
      let overlay = changed;
      if (chain.length > MAX_CHAIN + 1) {
        overlay = await squashInto(outDir, live.chain, changed);
        chain = [base, outDir];
      }
      const manifest: GenerationManifest = {
        version: 1,
        id,
        parent: live.id,
        chain,
        createdAt: at,
        requestedBy: [...requestedBy],
        pages: result.pages,
        overlay,
        changed: { ...changed, full: false },
      };
      await writeManifest(outDir, manifest);
      lap('manifest');
      const site = await overlaySite(live.site, outDir, changed);
      lap('overlay');
      void worker.persist(id, outDir).catch((error: unknown) => {
        logger.warn(`publishing: cannot keep the render state of ${id}: ${String(error)}`);
      });
      return { kind: 'incremental', site, chain, manifest, result };
    },

    async preview(request) {
      await adopting;
      if (!opened) return null;
      try {
        await opened.ready;
      } catch {
        return null;
      }
      return worker.preview(request);
    },

    close: () => worker.close(),
  };
}
