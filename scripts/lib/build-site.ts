import { spawn } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sourceFingerprint } from './fingerprint.ts';
import { precompress } from './precompress.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DEFAULT_OUT_DIR = join(ROOT, 'dist');
export const STAMP_FILE = '.build-stamp.json';

export interface BuildResult {
  outDir: string;
  pages: number;
  seconds: number;
  fingerprint: string;
}

export interface BuildOptions {
  /** Environment of the `astro build` child (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /**
   * Capture the child's output instead of passing it through to the console, and print no
   * summary. A failure's message then carries the meaningful last lines of that output (the
   * rebuilder shows them to the editor).
   */
  quiet?: boolean;
  /** Aborting kills the child; the build then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** A failed `astro build` child. In quiet mode `output` holds the last lines it printed. */
export class BuildError extends Error {
  override readonly name = 'BuildError';
  constructor(
    message: string,
    readonly output: readonly string[] = [],
  ) {
    super(message);
  }
}

/** How many lines of the child's output quiet mode keeps. */
const OUTPUT_TAIL = 50;
/** How many lines of that output a failure's message carries at most. */
const SUMMARY_LINES = 8;

async function countPages(dir: string): Promise<number> {
  let pages = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages += 1;
  }
  return pages;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;
const STACK_LINE = /^\s*(Location:|Stack trace:|at\s)/;
/** Astro's log lines: `22:05:18 [content] Syncing content`. */
const LOG_LINE = /^\d{2}:\d{2}:\d{2} \[/;
const NOISE = /^(npm (warn|notice)|\(node:\d+\) )/i;

/**
 * The lines of a failed build's output that explain it: the error message printed before the
 * first stack trace (Astro prints `message`, then `Location:` and `Stack trace:`), or, without a
 * stack, the last lines. Colours, npm warnings and stack frames are left out.
 */
export function summarizeOutput(output: readonly string[], max = SUMMARY_LINES): string[] {
  const lines = output
    .map((line) => line.replace(ANSI, '').trimEnd())
    .filter((line) => line.trim() !== '' && !NOISE.test(line));
  const stack = lines.findIndex((line) => STACK_LINE.test(line));
  if (stack > 0) {
    let start = stack;
    while (start > 0 && stack - start < max) {
      const previous = lines[start - 1]!;
      if (LOG_LINE.test(previous)) {
        if (/\[(ERROR|error)\]/.test(previous)) start -= 1;
        break;
      }
      start -= 1;
    }
    if (start < stack) return lines.slice(start, stack).map((line) => line.trim());
  }
  return lines
    .filter((line) => !STACK_LINE.test(line))
    .slice(-max)
    .map((line) => line.trim());
}

/** Keeps the last `limit` lines written to the streams it is fed. */
function outputTail(limit: number) {
  const lines: string[] = [];
  const partial = new Map<unknown, string>();
  const add = (line: string) => {
    lines.push(line);
    if (lines.length > limit) lines.shift();
  };
  return {
    feed(stream: unknown, chunk: Buffer | string) {
      const text = (partial.get(stream) ?? '') + chunk.toString();
      const parts = text.split(/\r?\n/);
      partial.set(stream, parts.pop() ?? '');
      for (const part of parts) add(part);
    },
    lines(): string[] {
      for (const rest of partial.values()) if (rest) add(rest);
      partial.clear();
      return [...lines];
    },
  };
}

/** The reason an AbortSignal carries, as an Error (AbortController gives a DOMException). */
const abortError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason));

function run(command: string, args: string[], options: BuildOptions): Promise<void> {
  const { env = process.env, quiet = false, signal } = options;
  return new Promise((resolvePromise, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    const tail = outputTail(OUTPUT_TAIL);
    child.stdout?.on('data', (chunk: Buffer) => tail.feed('out', chunk));
    child.stderr?.on('data', (chunk: Buffer) => tail.feed('err', chunk));
    let killTimer: NodeJS.Timeout | undefined;
    const onAbort = () => {
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), 5000);
      killTimer.unref();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      signal?.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
    };
    child.on('error', (error) => {
      settle();
      reject(error);
    });
    child.on('close', (code, exitSignal) => {
      settle();
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      if (code === 0) {
        resolvePromise();
        return;
      }
      const failed = `astro build failed (${exitSignal ?? `exit ${code}`})`;
      if (!quiet) {
        reject(
          new BuildError(`${command} ${args.join(' ')} failed (${exitSignal ?? `exit ${code}`})`),
        );
        return;
      }
      const output = tail.lines();
      reject(new BuildError([...summarizeOutput(output), failed].join('\n'), output));
    });
  });
}

/**
 * Builds the static site into outDir (astro build), precompresses it and stamps it. By default
 * the build's output goes to the console; `quiet` captures it (see {@link BuildOptions}).
 */
export async function buildSite(
  outDir = DEFAULT_OUT_DIR,
  options: BuildOptions = {},
): Promise<BuildResult> {
  const { signal, quiet = false } = options;
  const started = performance.now();
  const fingerprint = await sourceFingerprint(ROOT);
  await rm(join(outDir, STAMP_FILE), { force: true });
  await run(
    process.execPath,
    [join(ROOT, 'node_modules/astro/astro.js'), 'build', '--outDir', outDir],
    options,
  );
  signal?.throwIfAborted();
  const compressed = await precompress(outDir);
  const pages = await countPages(outDir);
  const seconds = (performance.now() - started) / 1000;
  signal?.throwIfAborted();
  await writeFile(
    join(outDir, STAMP_FILE),
    JSON.stringify({ fingerprint, pages, seconds, builtAt: new Date().toISOString() }, null, 2),
  );
  if (!quiet) {
    console.info(
      `build: ${pages} pages in ${seconds.toFixed(1)} s; ${compressed.files} files precompressed (${(compressed.bytes / 1024).toFixed(0)} KiB → ${(compressed.brBytes / 1024).toFixed(0)} KiB br)`,
    );
  }
  return { outDir, pages, seconds, fingerprint };
}
