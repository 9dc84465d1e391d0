import * as z from 'zod/mini';
import { queryInt } from './common.ts';

/**
 * Publishing (DESIGN §4): what the editor API answers about builds of the static site. The
 * gateway's publisher (the local rebuilder, or a webhook to a deployment's own CI) fills these;
 * the editor page reads them.
 */

/** What started a history entry: an editor's publish, a rollback, or the build served at start. */
export const BUILD_TRIGGERS = ['publish', 'rollback', 'startup'] as const;

/** building: running now; succeeded: built (or, for a rollback, swapped in); failed: see error. */
export const BUILD_STATUSES = ['building', 'succeeded', 'failed'] as const;

export const buildRecordSchema = z.object({
  /** Opaque id, unique within the history. */
  id: z.string(),
  trigger: z.enum(BUILD_TRIGGERS),
  /** Names of the editors whose publishes this build serves (empty for startup). */
  requestedBy: z.array(z.string()),
  /** Epoch ms. */
  startedAt: z.number(),
  endedAt: z.nullable(z.number()),
  durationMs: z.nullable(z.number()),
  /** HTML pages in the build (null while building or when it failed before counting). */
  pages: z.nullable(z.number()),
  status: z.enum(BUILD_STATUSES),
  /** What went wrong, for the editor: the build's own message (no stack). */
  error: z.nullable(z.string()),
  /** For a rollback: the id of the build it brought back. */
  target: z.nullable(z.string()),
  /** This build is the one visitors get now. */
  live: z.boolean(),
  /** A rollback would bring this build back (the one live before the current one). */
  rollbackCandidate: z.boolean(),
  /**
   * full: every page built; incremental: only the pages the change touched were rendered, on
   * top of the live generation. Absent in entries written before incremental publishing.
   */
  mode: z.optional(z.enum(['full', 'incremental'])),
  /** Pages rendered anew (incremental: those the change touched and that came out different). */
  changedPages: z.optional(z.nullable(z.number())),
  /** What changed in the CMS since the generation before (`info 123`, `catalog INDEX/GZ` …). */
  changes: z.optional(z.array(z.string())),
  /** Why a publish built every page (the sources changed, no renderer kept …). */
  reason: z.optional(z.string()),
});
export type BuildRecord = z.infer<typeof buildRecordSchema>;

/** The publisher's state: what the editor page shows above the history. */
export const publishStatusSchema = z.object({
  /** local: this server rebuilds and swaps; webhook: a deployment's CI is asked to build. */
  mode: z.enum(['local', 'webhook']),
  /** A build is running. */
  building: z.boolean(),
  /** A build will start (debounce window running, or queued behind the running build). */
  pending: z.boolean(),
  /** Epoch ms when the debounced build starts (null when none is scheduled). */
  scheduledAt: z.nullable(z.number()),
  /** The build visitors get now (null in webhook mode or before the first one). */
  live: z.nullable(buildRecordSchema),
});
export type PublishStatus = z.infer<typeof publishStatusSchema>;

/** GET …/editor/build/list */
export const buildListQuerySchema = z.object({
  limit: z._default(queryInt(1, 100), 20),
});

/** A history entry of a build (or webhook delivery) that has just started. */
export const startedBuild = (
  id: string,
  requestedBy: readonly string[],
  startedAt: number,
): BuildRecord => ({
  id,
  trigger: 'publish',
  requestedBy: [...requestedBy],
  startedAt,
  endedAt: null,
  durationMs: null,
  pages: null,
  status: 'building',
  error: null,
  target: null,
  live: false,
  rollbackCandidate: false,
});
