import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { buildRecordSchema, type BuildRecord } from '../../src/lib/contract/publishing.ts';

/**
 * The rebuilder's build history on disk: `<buildsDir>/history.json`, written atomically (a
 * temporary file renamed over the old one), at most {@link HISTORY_LIMIT} entries. Each entry is
 * a contract BuildRecord plus the folder its site was built into (null for rollbacks).
 */

export const HISTORY_FILE = 'history.json';
export const HISTORY_LIMIT = 200;

export const storedRecordSchema = z.extend(buildRecordSchema, {
  /** The build folder (publish builds: `<buildsDir>/<id>`; startup: the initial folder). */
  dir: z.nullable(z.string()),
  /**
   * The folders of an incremental generation, its base build first and `dir` last
   * (scripts/publish/generations.ts); absent for a full build (just `dir`).
   */
  chain: z.optional(z.array(z.string())),
});
export type StoredRecord = z.infer<typeof storedRecordSchema>;

const historyFileSchema = z.object({
  version: z.literal(1),
  entries: z.array(z.unknown()),
  /**
   * Editors whose publishes no build has served yet (queued, or their build was stopped by a
   * shutdown): the next builder to start builds them (absent in files written before).
   */
  pending: z.optional(z.array(z.string())),
});

/** Build folder names: `20261121T223000Z-3` (UTC second, then a sequence number). */
export const BUILD_ID = /^(\d{8}T\d{6}Z)-(\d+)$/;

export function buildId(epochMs: number, seq: number): string {
  const stamp = new Date(epochMs)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}-${seq}`;
}

/** The sequence number of a build id, or undefined when it is not one. */
export function buildSeq(id: string): number | undefined {
  const match = BUILD_ID.exec(id);
  return match ? Number(match[2]) : undefined;
}

/** Orders build ids oldest first (by time, then sequence). */
export function compareBuildIds(a: string, b: string): number {
  const [, ta = '', sa = '0'] = BUILD_ID.exec(a) ?? [];
  const [, tb = '', sb = '0'] = BUILD_ID.exec(b) ?? [];
  return ta === tb ? Number(sa) - Number(sb) : ta < tb ? -1 : 1;
}

export interface LoadedHistory {
  entries: StoredRecord[];
  /** Editors whose publishes still wait for a build (see historyFileSchema). */
  pending: string[];
  /** Why the file (or some of its entries) could not be used; undefined when all was fine. */
  problem?: string;
}

export async function readHistory(buildsDir: string): Promise<LoadedHistory> {
  let text: string;
  try {
    text = await readFile(join(buildsDir, HISTORY_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], pending: [] };
    return {
      entries: [],
      pending: [],
      problem: `cannot read ${HISTORY_FILE}: ${(error as Error).message}`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { entries: [], pending: [], problem: `${HISTORY_FILE} is not JSON` };
  }
  const file = historyFileSchema.safeParse(json);
  if (!file.success) {
    return { entries: [], pending: [], problem: `${HISTORY_FILE} has an unknown shape` };
  }
  const pending = file.data.pending ?? [];
  const entries: StoredRecord[] = [];
  let skipped = 0;
  for (const raw of file.data.entries) {
    const entry = storedRecordSchema.safeParse(raw);
    if (entry.success) entries.push(entry.data);
    else skipped += 1;
  }
  return skipped
    ? { entries, pending, problem: `${skipped} invalid ${HISTORY_FILE} entries skipped` }
    : { entries, pending };
}

export async function writeHistory(
  buildsDir: string,
  entries: StoredRecord[],
  pending: readonly string[] = [],
): Promise<void> {
  await mkdir(buildsDir, { recursive: true });
  const target = join(buildsDir, HISTORY_FILE);
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, JSON.stringify({ version: 1, entries, pending }, null, 2));
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Drops the oldest entries beyond `limit`, never one whose id is in `keep`. */
export function capHistory(
  entries: StoredRecord[],
  limit: number,
  keep: ReadonlySet<string>,
): StoredRecord[] {
  let excess = entries.length - limit;
  if (excess <= 0) return entries;
  return entries.filter((entry) => {
    if (excess > 0 && !keep.has(entry.id)) {
      excess -= 1;
      return false;
    }
    return true;
  });
}

/** The contract record of a stored entry (without its folder). */
export function toRecord(entry: StoredRecord): BuildRecord {
  const { dir: _dir, chain: _chain, ...record } = entry;
  return { ...record, requestedBy: [...record.requestedBy] };
}
